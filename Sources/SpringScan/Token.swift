/// One token of a source file: its kind and where it is.
///
/// Tokenizers drop comments and whitespace; string literals are kept as one ``Kind/string``
/// token each (their contents are never searched for springs). Positions are 1-based; columns
/// count UTF-16 code units, as SARIF's default `columnKind` does.
public struct Token: Sendable, Hashable {
    /// What a token is.
    public enum Kind: Sendable, Hashable {
        /// A name or keyword (`spring`, `let`, `$x`).
        case identifier
        /// A number literal as written (`0.5`, `1_500f`, `.5`, `50%` in CSS).
        case number
        /// A string literal; ``Token/start``…``Token/end`` covers its quotes.
        case string
        /// One punctuation or operator character (`(`, `.`, `=`, `-`…).
        case punctuation
    }

    /// The kind.
    public var kind: Kind
    // Stored in 32 bits each (files are at most 32 MiB), so that a token takes 20 bytes
    // instead of 40: a file's tokens are the largest thing the scanner holds.
    private var storedStart: UInt32
    private var storedEnd: UInt32
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// The byte offset of the first byte in the file (at most 2³² − 1; larger values are clamped).
    public var start: Int {
        get { Int(storedStart) }
        set { storedStart = UInt32(clamping: newValue) }
    }
    /// The byte offset just past the last byte (at most 2³² − 1).
    public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = UInt32(clamping: newValue) }
    }
    /// The 1-based line (at most 2³² − 1).
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    /// The 1-based column, in UTF-16 code units (at most 2³² − 1).
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// Creates a token; positions past 2³² − 1 are clamped.
    public init(kind: Kind, start: Int, end: Int, line: Int, column: Int) {
        self.kind = kind
        storedStart = UInt32(clamping: start)
        storedEnd = UInt32(clamping: end)
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }
}
