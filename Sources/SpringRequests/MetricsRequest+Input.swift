import SpringIO
import SpringKit
import SpringPresets
import SpringReport

extension MetricsRequest {
    /// The most springs a file of springs shows as a table (a column each); csv, json and
    /// jsonl stream any number.
    public static let maximumTableSprings = 1000

    /// The source a file of springs resolves against: `given`, which holds no spring of its own
    /// (springs from a file and springs given another way do not mix).
    /// - Throws: ``RequestError`` (usage) when `given` has specs.
    public static func rowSource(_ given: SpringSource) throws(RequestError) -> SpringSource {
        guard given.specs.isEmpty else {
            throw RequestError(.usage, "\(field: .springRows) and \(field: .spring)/\(field: .preset)/\(field: .stiffness) do not mix: give the springs one way")
        }
        return given
    }

    /// Checks the output format of a metrics request: jsonl only for springs read from a file
    /// (`readsRows`), whose records stream.
    /// - Throws: ``RequestError`` (usage) for jsonl without a file of springs.
    public static func checkFormat(_ format: ReportFormat, readsRows: Bool) throws(RequestError) {
        guard format == .jsonl && !readsRows else { return }
        throw RequestError(.usage, "invalid \(field: .format) jsonl for metrics: must be table, json or csv (jsonl needs \(field: .springRows))")
    }

    /// ``stream(_:from:as:write:)`` of the file of springs at `path` (`-` for stdin), written to
    /// `output` (atomically, the file committed only when every row is done) or stdout.
    /// - Throws: ``RequestError`` for the input, ``SpringIO/FileError`` for the output; as
    ///   ``stream(_:from:as:write:)``.
    public func stream(path: String, from source: SpringSource, as format: ReportFormat, to output: String?) throws {
        var rows = try SpecRows(path: path)
        defer { rows.close() }
        let sink = try RowSink(path: output)
        try stream(&rows, from: source, as: format, write: sink.write)
        try sink.finish()
    }

    /// The metrics of every spring of `rows` (`metrics --input`), one record per row, each
    /// written as it is computed (csv, jsonl and json) so memory stays constant however long the
    /// input; a table holds its columns, at most ``maximumTableSprings``, and is written at the end.
    ///
    /// A row's spring resolves as ``SpringSource`` resolves specs: `source`'s preset files are
    /// read only when a row names a preset, and then once.
    /// - Parameters:
    ///   - rows: the springs, one per row (``SpecRows``).
    ///   - source: the preset files and search path rows resolve against (its specs are not used).
    ///   - format: table, csv, json or jsonl.
    ///   - write: takes each piece of the output in order.
    /// - Throws: ``RequestError`` naming the input and line of a row that does not resolve or
    ///   cannot be measured (bad data 65, an unknown preset 66), for more springs than a table
    ///   holds, or for an input with no spring; what `write` throws.
    /// - Cost: each row's metrics (``record(for:)``), and one reading of the preset files at most.
    public func stream(_ rows: inout SpecRows, from source: SpringSource, as format: ReportFormat,
                       write: (String) throws -> Void) throws {
        var library: PresetLibrary?
        var stream = ReportStream(format: format)
        var records: [ReportRecord] = [], labels: [String] = []
        var count = 0
        while let row = try rows.next() {
            let at = "\(rows.name): line \(row.line): "
            let setup: SpringSetup
            let record: ReportRecord
            do {
                let spec = try SpringSpec.parse(row.spec)
                if case .preset(let name) = spec.base, name.utf8.count > 200 {
                    throw RequestError(.noInput, "unknown preset \(TextExcerpt.quoted(name)): no preset name is that long")
                }
                setup = try source.library(for: spec, keeping: &library).setup(for: spec)
                record = try self.record(for: setup)
            } catch var error as SpringError {
                // Echo at most a short piece of a long value.
                if error.value.utf8.count > 80 {
                    let bare = error.value.hasPrefix("'") && error.value.hasSuffix("'") && error.value.count >= 2
                        ? error.value.dropFirst().dropLast() : Substring(error.value)
                    error.value = TextExcerpt.quoted(bare)
                }
                throw RequestError(.badData, "\(at)\(error)")
            } catch let error as UnknownPresetError {
                throw RequestError(RequestError(error).kind, "\(at)\(error)")
            } catch let error as RequestError {
                throw RequestError(error.kind, RequestMessage(parts: RequestMessage(stringLiteral: at).parts + error.message.parts))
            }
            count += 1
            if var streaming = stream {
                try write(streaming.text(for: record))
                stream = streaming
            } else {
                guard records.count < Self.maximumTableSprings else {
                    throw RequestError(.badData, "\(at)more than \(Self.maximumTableSprings) springs for a table (its columns are the springs): use \(field: .format) csv, json or jsonl, which stream")
                }
                records.append(record)
                labels.append(setup.label)
            }
        }
        guard count > 0 else {
            throw RequestError(.badData, "\(rows.name): no springs in the input (a CSV needs a header and at least one row; JSON lines at least one object)")
        }
        if var streaming = stream {
            try write(streaming.finish())
        } else {
            try write(ReportRecord.rendered(records, as: format, headers: labels))
        }
    }
}
