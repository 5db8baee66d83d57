/// Splits CSS or SCSS source into tokens, dropping comments (`/* */`, and `//` lines in SCSS)
/// and keeping each string (`'…'`, `"…"`) and unquoted `url(…)` as one ``Token/Kind/string``
/// token. Numbers keep a trailing `%`; units (`s`, `ms`) follow as identifiers.
///
/// Cost: linear in the file's bytes.
public struct CSSTokenizer: Sendable {
    /// Whether `//` starts a line comment (SCSS).
    public var lineComments: Bool

    /// Creates a tokenizer; `lineComments` for SCSS.
    public init(lineComments: Bool = false) {
        self.lineComments = lineComments
    }

    /// The tokens of `bytes` (UTF-8).
    public func tokens(_ bytes: [UInt8]) -> [Token] {
        var lexer = Lexer(bytes)
        while !lexer.atEnd {
            let byte = lexer.peek()
            if Lexer.isWhitespace(byte) {
                lexer.advance()
            } else if byte == 0x2F, lexer.peek(1) == 0x2A {
                lexer.skipBlockComment(nested: false)
            } else if lineComments, byte == 0x2F, lexer.peek(1) == 0x2F {
                lexer.skipLineComment()
            } else if byte == 0x22 || byte == 0x27 {
                let start = lexer.index, line = lexer.line, column = lexer.column
                lexer.skipQuoted(byte)
                lexer.emit(.string, from: start, line: line, column: column)
            } else if Lexer.isDigit(byte) || (byte == 0x2E && Lexer.isDigit(lexer.peek(1))) {
                lexer.number(percent: true)
                // A unit directly after the number is its own identifier token (`0.5s`).
            } else if Lexer.isIdentifierStart(byte) || (byte == 0x2D && Lexer.isIdentifierStart(lexer.peek(1))) {
                let start = lexer.index, line = lexer.line, column = lexer.column
                lexer.advance()
                while !lexer.atEnd, Lexer.isIdentifierPart(lexer.peek()) || lexer.peek() == 0x2D { lexer.advance() }
                lexer.emit(.identifier, from: start, line: line, column: column)
                let name = lexer.bytes[start..<lexer.index]
                if name.elementsEqual("url".utf8), lexer.peek() == 0x28 {
                    let start = lexer.index, line = lexer.line, column = lexer.column
                    while !lexer.atEnd, lexer.peek() != 0x29, !Lexer.isNewline(lexer.peek()) { lexer.advance() }
                    if lexer.peek() == 0x29 { lexer.advance() }
                    lexer.emit(.string, from: start, line: line, column: column)
                }
            } else {
                lexer.punctuation()
            }
        }
        return lexer.tokens
    }
}
