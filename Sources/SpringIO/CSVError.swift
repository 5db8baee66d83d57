/// Why a CSV input (``CSVReader``) cannot be read: one line naming the input, the line when
/// there is one, and what is wrong.
public struct CSVError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of failure, each with its exit code.
    public enum Kind: Sendable, Hashable {
        /// The input is missing, unreadable or a folder (EX_NOINPUT, 66).
        case cannotOpen
        /// Reading failed part-way (EX_IOERR, 74).
        case io
        /// The contents cannot be read as CSV (EX_DATAERR, 65).
        case data
    }

    /// What kind of failure.
    public var kind: Kind
    /// The input's name (a path, or `stdin`).
    public var name: String
    /// The 1-based line, when the failure is in one.
    public var line: Int?
    /// What is wrong and what is allowed.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, name: String, line: Int?, message: String) {
        self.kind = kind
        self.name = name
        self.line = line
        self.message = message
    }

    /// `springs.csv: line 3: unterminated quoted field 2 (a field cannot span lines)`.
    public var description: String {
        line.map { "\(name): line \($0): \(message)" } ?? "\(name): \(message)"
    }

    /// 66, 74 or 65 by ``kind``.
    public var exitCode: Int32 {
        switch kind {
        case .cannotOpen: 66
        case .io: 74
        case .data: 65
        }
    }
}
