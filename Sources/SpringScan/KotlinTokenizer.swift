/// Splits Kotlin source into tokens, dropping comments (`//`, nested `/* */`) and keeping each
/// string literal (`"…"`, raw `"""…"""`, with `${…}` templates skipped with the string) and
/// character literal (`'a'`) as one ``Token/Kind/string`` token.
///
/// Cost: linear in the file's bytes.
public struct KotlinTokenizer: Sendable {
    /// Creates a tokenizer.
    public init() {}

    /// The tokens of `bytes` (UTF-8).
    public func tokens(_ bytes: [UInt8]) -> [Token] {
        Lexer.tokens(of: bytes, from: false) { Self.lex(&$0, inTemplate: $1) }
    }

    /// Lexes until the end, or until the `}` closing a `${` template when `inTemplate`.
    static func lex(_ lexer: inout Lexer, inTemplate: Bool) {
        var depth = 0
        while !lexer.atEnd {
            if lexer.skipTrivia(nestedComments: true) { continue }
            let byte = lexer.peek()
            if byte == 0x22 || byte == 0x27 {
                let start = lexer.index, line = lexer.line, column = lexer.column
                if byte == 0x22 { string(&lexer) } else { lexer.skipQuoted(0x27) }
                if !inTemplate { lexer.emit(.string, from: start, line: line, column: column) }
            } else if inTemplate {
                if lexer.advanceInTemplate(depth: &depth) { return }
            } else if byte == 0x60 {
                // `backticked name`
                lexer.advance()
                let start = lexer.index, line = lexer.line, column = lexer.column
                while !lexer.atEnd, lexer.peek() != 0x60, !Lexer.isNewline(lexer.peek()) { lexer.advance() }
                lexer.emit(.identifier, from: start, line: line, column: column)
                if lexer.peek() == 0x60 { lexer.advance() }
            } else if !lexer.numberOrIdentifier() {
                lexer.punctuation()
            }
        }
    }

    static func string(_ lexer: inout Lexer) {
        let raw = lexer.matches("\"\"\"")
        lexer.advance(raw ? 3 : 1)
        while !lexer.atEnd {
            let byte = lexer.peek()
            if byte == 0x5C, !raw {
                lexer.advance(2)
            } else if byte == 0x24, lexer.peek(1) == 0x7B,
                      lexer.enterInterpolation(skipping: 2, { lex(&$0, inTemplate: true) }) {
                continue
            } else if byte == 0x22 {
                if !raw { lexer.advance(); return }
                if lexer.matches("\"\"\"") {
                    lexer.advance(3)
                    while lexer.peek() == 0x22 { lexer.advance() } // """" ends with extra quotes
                    return
                }
                lexer.advance()
            } else if Lexer.isNewline(byte), !raw {
                return
            } else {
                lexer.advance()
            }
        }
    }
}
