/// Why a fit could not be set up: bad values given by the caller, or bad contents of a data file.
public struct FitError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// A value given by the caller (a command-line value) is not allowed.
        case usage
        /// The contents of an input (a data file) are bad; the message names the line.
        case data
    }

    /// The kind of failure.
    public var kind: Kind
    /// One line naming the bad value and what is allowed.
    public var message: String

    /// Creates an error.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// A caller's value is not allowed.
    public static func usage(_ message: String) -> FitError { FitError(kind: .usage, message: message) }
    /// A data file's contents are bad.
    public static func data(_ message: String) -> FitError { FitError(kind: .data, message: message) }

    /// The message.
    public var description: String { message }
}

/// A curve to fit: values at strictly increasing times (seconds).
public struct FitSamples: Sendable, Hashable {
    /// The times, strictly increasing.
    public let times: [Double]
    /// The value at each time.
    public let values: [Double]

    /// Creates validated samples.
    /// - Throws: ``FitError`` for fewer than two samples, unequal lengths, non-finite values
    ///   or times that do not increase strictly.
    public init(times: [Double], values: [Double]) throws(FitError) {
        guard times.count == values.count else {
            throw FitError.usage("invalid samples: \(times.count) times but \(values.count) values")
        }
        guard times.count >= 2 else { throw FitError.usage("invalid samples: need at least two") }
        for (t, x) in zip(times, values) where !(t.isFinite && x.isFinite) {
            throw FitError.usage("invalid sample \(t),\(x): must be finite")
        }
        for (a, b) in zip(times, times.dropFirst()) where !(b > a) {
            throw FitError.usage("invalid samples: times must increase strictly (\(b) follows \(a))")
        }
        self.init(uncheckedTimes: times, values: values)
    }

    init(uncheckedTimes times: [Double], values: [Double]) {
        self.times = times
        self.values = values
    }

    /// Parses CSV text with columns `t,x`: an optional header line of two non-numeric names,
    /// blank lines and lines starting with `#` ignored, times strictly increasing.
    /// - Parameter path: used in messages, which read `PATH:LINE: problem`.
    /// - Throws: ``FitError`` of kind `.data` naming the file and line.
    public static func parseCSV(_ text: String, path: String) throws(FitError) -> FitSamples {
        var times: [Double] = [], values: [Double] = []
        var sawRow = false
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let trimmed = line.trimmingSpaces
            let number = index + 1
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let cells = trimmed.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
            guard cells.count == 2 else {
                throw FitError.data("\(path):\(number): expected two columns t,x, found \(cells.count)")
            }
            guard let t = DecimalNumber.parse(cells[0]), let x = DecimalNumber.parse(cells[1]) else {
                if !sawRow, times.isEmpty, DecimalNumber.parse(cells[0]) == nil, DecimalNumber.parse(cells[1]) == nil,
                   cells.allSatisfy({ $0.first?.isLetter == true }) {
                    sawRow = true          // the header
                    continue
                }
                throw FitError.data("\(path):\(number): '\(trimmed)' is not two finite decimal numbers t,x")
            }
            sawRow = true
            if let previous = times.last, !(t > previous) {
                throw FitError.data("\(path):\(number): time \(t) does not increase (previous \(previous))")
            }
            times.append(t)
            values.append(x)
        }
        guard times.count >= 2 else {
            throw FitError.data("\(path):\(text.split(separator: "\n", omittingEmptySubsequences: false).count): need at least two rows t,x")
        }
        return FitSamples(uncheckedTimes: times, values: values)
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
