import SpringIO
import SpringKit

/// A curve to fit: values at strictly increasing times (seconds), each with a weight in the
/// least-squares objective.
public struct FitSamples: Sendable, Hashable {
    /// The times, strictly increasing.
    public let times: [Double]
    /// The value at each time.
    public let values: [Double]
    /// The weight of each sample in the objective Σ wᵢ·rᵢ² (≥ 0); `nil` means all equal.
    /// Keyframe curves carry quadrature weights (seconds), so that the objective is the
    /// integral of the squared residual over time; a weight of 0 marks a point that counts
    /// only for the reported largest residual.
    public let weights: [Double]?
    /// The velocity at each time (units of x per second), when the data has it (a `v` column).
    public let velocities: [Double]?
    /// The file the samples were read from, if any: problems with their contents are then
    /// ``FitError/Kind/data`` errors naming it.
    public let path: String?

    /// The largest magnitude a value may have: squared residuals over millions of samples
    /// stay finite.
    public static let valueLimit = 1e150

    /// Creates validated samples.
    /// - Throws: ``FitError`` for fewer than two samples, unequal lengths, non-finite values
    ///   or times that do not increase strictly, or a negative or non-finite weight.
    public init(times: [Double], values: [Double], weights: [Double]? = nil) throws(FitError) {
        guard times.count == values.count else {
            throw FitError.invalid(.samples, value: nil, reason: "\(times.count) times but \(values.count) values")
        }
        guard times.count >= 2 else { throw FitError.invalid(.samples, value: nil, reason: "need at least two") }
        for (t, x) in zip(times, values) where !(t.isFinite && x.isFinite) {
            throw FitError.invalid(.sample, value: "\(t),\(x)", reason: "must be finite")
        }
        for (a, b) in zip(times, times.dropFirst()) where !(b > a) {
            throw FitError.invalid(.samples, value: nil, reason: "times must increase strictly (\(b) follows \(a))")
        }
        if let weights {
            guard weights.count == times.count else {
                throw FitError.invalid(.samples, value: nil, reason: "\(times.count) times but \(weights.count) weights")
            }
            for w in weights where !(w.isFinite && w >= 0) {
                throw FitError.invalid(.sampleWeight, value: "\(w)", reason: "must be a finite number ≥ 0")
            }
            guard weights.contains(where: { $0 > 0 }) else { throw FitError.invalid(.samples, value: nil, reason: "every weight is 0") }
        }
        self.init(uncheckedTimes: times, values: values, weights: weights)
    }

    init(uncheckedTimes times: [Double], values: [Double], weights: [Double]? = nil,
         velocities: [Double]? = nil, path: String? = nil) {
        self.times = times
        self.values = values
        self.weights = weights
        self.velocities = velocities
        self.path = path
    }

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
