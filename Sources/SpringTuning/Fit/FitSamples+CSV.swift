import SpringIO
import SpringKit

// Reading samples from CSV (SpringIO's CSVReader, which also reads file descriptors) is its own
// concern: the WebAssembly build fits targets and curves given as values, and leaves it out.
extension FitSamples {
    /// Parses CSV text: columns named by a header line (`t` and `x`, optional `v`; other
    /// columns ignored, so `springtune solve` output reads as it is), or, without a header,
    /// two columns `t,x`. A header of two other names is read as `t,x`. The lines are read by
    /// SpringIO's `CSVReader` (as `metrics --input` reads its rows): a UTF-8 byte order mark is
    /// skipped, LF, CRLF and CR line endings are accepted, fields may be quoted (RFC 4180 within
    /// a line), blank lines and lines starting with `#` are ignored; a line longer than
    /// `CSVReader.maximumLineLength`, a NUL byte or bytes that are not UTF-8 are refused. Times
    /// must increase strictly and values lie within ±``valueLimit``.
    ///
    /// Cost: one pass over the text.
    /// - Parameters:
    ///   - path: used in messages, which read `PATH:LINE: problem`.
    ///   - progress: called now and then with (bytes read, total bytes).
    /// - Throws: ``FitError`` of kind `.data` naming the file and line.
    public static func parseCSV(_ text: String, path: String,
                                progress: ((_ completed: Int, _ total: Int) -> Void)? = nil) throws(FitError) -> FitSamples {
        try parseCSV(bytes: Array(text.utf8), path: path, progress: progress)
    }

    /// Parses the bytes of a CSV file, as ``parseCSV(_:path:progress:)`` parses text; bytes that
    /// are not UTF-8 are an error naming their line and byte offset.
    public static func parseCSV(bytes: [UInt8], path: String,
                                progress: ((_ completed: Int, _ total: Int) -> Void)? = nil) throws(FitError) -> FitSamples {
        var times: [Double] = [], values: [Double] = [], velocities: [Double] = []
        var columns: (t: Int, x: Int, v: Int?, count: Int)?
        var reader = CSVReader(bytes: bytes, name: path)
        let total = bytes.count
        var nextReport = 1 << 20
        func failure(_ error: CSVError) -> FitError {
            FitError.badData(location: "\(path):\(error.line ?? max(reader.lineNumber, 1))", reason: error.message)
        }
        while true {
            let read: CSVLine?, cells: [String]
            do {
                read = try reader.nextLine()
                cells = try read?.fields() ?? []
            } catch {
                throw failure(error)
            }
            guard let line = read else { break }
            let number = line.number
            if let progress, reader.bytesRead >= nextReport { progress(reader.bytesRead, total); nextReport = reader.bytesRead + (1 << 20) }
            if columns == nil {
                if cells.allSatisfy({ DecimalNumber.parse($0) == nil }), cells.allSatisfy({ $0.first?.isLetter == true }) {
                    columns = try header(cells, path: path, line: number)
                    continue
                }
                columns = (0, 1, nil, 2)
            }
            guard let layout = columns else { continue }
            guard cells.count == layout.count else {
                let names = layout.count == 2 && layout.v == nil ? "two columns t,x" : "\(layout.count) columns as in the header"
                throw FitError.badData(location: "\(path):\(number)", reason: "expected \(names), found \(cells.count)")
            }
            guard let t = DecimalNumber.parse(cells[layout.t]), let x = DecimalNumber.parse(cells[layout.x]) else {
                throw FitError.badData(location: "\(path):\(number)",
                                       reason: "\(TextExcerpt.quoted(line.text)) has no finite decimal numbers t,x")
            }
            guard x.magnitude <= valueLimit else {
                throw FitError.badData(location: "\(path):\(number)", reason: "value \(x) is out of range: values must lie within ±\(valueLimit)")
            }
            if let previous = times.last, !(t > previous) {
                throw FitError.badData(location: "\(path):\(number)", reason: "time \(t) does not increase (previous \(previous))")
            }
            if let v = layout.v {
                guard let velocity = DecimalNumber.parse(cells[v]) else {
                    throw FitError.badData(location: "\(path):\(number)",
                                           reason: "velocity \(TextExcerpt.quoted(cells[v])) is not a finite decimal number")
                }
                velocities.append(velocity)
            }
            times.append(t)
            values.append(x)
        }
        progress?(total, total)
        guard times.count >= 2 else {
            throw FitError.badData(location: "\(path):\(max(reader.lineNumber, 1))", reason: "need at least two rows t,x")
        }
        return FitSamples(uncheckedTimes: times, values: values, velocities: columns?.v == nil ? nil : velocities, path: path)
    }

    /// The column layout a header line names.
    private static func header(_ cells: [String], path: String, line: Int) throws(FitError) -> (t: Int, x: Int, v: Int?, count: Int) {
        let names = cells.map { $0.lowercased() }
        for (index, name) in names.enumerated() where names.firstIndex(of: name) != index {
            throw FitError.badData(location: "\(path):\(line)", reason: "column '\(cells[index])' is named twice")
        }
        if let t = names.firstIndex(of: "t"), let x = names.firstIndex(of: "x") {
            return (t, x, names.firstIndex(of: "v"), cells.count)
        }
        if cells.count == 2 { return (0, 1, nil, 2) }
        throw FitError.badData(location: "\(path):\(line)", reason: "header '\(cells.joined(separator: ","))' names no columns t and x (optional v)")
    }
}
