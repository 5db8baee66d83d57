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
    /// The byte offset of the first byte in the file.
    public var start: Int
    /// The byte offset just past the last byte.
    public var end: Int
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-16 code units.
    public var column: Int

    /// Creates a token.
    public init(kind: Kind, start: Int, end: Int, line: Int, column: Int) {
        self.kind = kind
        self.start = start
        self.end = end
        self.line = line
        self.column = column
    }
}
