/// Splits Dart source into tokens, dropping comments (`//`, `///`, nested `/* */`) and keeping
/// each string literal as one ``Token/Kind/string`` token: `'…'` and `"…"` (one line, `\`
/// escapes, `${…}` interpolations skipped with the string), `'''…'''` and `"""…"""` (several
/// lines), and raw strings `r'…'`, `r"""…"""` (no escapes, no interpolation).
///
/// Cost: linear in the file's bytes.
public struct DartTokenizer: Sendable {
    /// Creates a tokenizer.
    public init() {}

    /// The tokens of `bytes` (UTF-8).
    public func tokens(_ bytes: [UInt8]) -> [Token] {
        Lexer.tokens(of: bytes, from: false) { Self.lex(&$0, inTemplate: $1) }
    }

    /// Lexes until the end, or until the `}` closing a `${` interpolation when `inTemplate`.
    static func lex(_ lexer: inout Lexer, inTemplate: Bool) {
        var depth = 0
        while !lexer.atEnd {
            if lexer.skipTrivia(nestedComments: true) { continue }
            let byte = lexer.peek()
            let raw = byte == 0x72 && (lexer.peek(1) == 0x22 || lexer.peek(1) == 0x27)
                && !(lexer.index > 0 && Lexer.isIdentifierPart(lexer.bytes[lexer.index - 1]))
            if byte == 0x22 || byte == 0x27 || raw {
                let start = lexer.index, line = lexer.line, column = lexer.column
                if raw { lexer.advance() }
                string(&lexer, raw: raw)
                if !inTemplate { lexer.emit(.string, from: start, line: line, column: column) }
            } else if inTemplate {
                if lexer.advanceInTemplate(depth: &depth) { return }
            } else if !lexer.numberOrIdentifier() {
                lexer.punctuation()
            }
        }
    }

    /// A string whose opening quote is at the cursor.
    static func string(_ lexer: inout Lexer, raw: Bool) {
        let quote = lexer.peek()
        let triple = lexer.peek(1) == quote && lexer.peek(2) == quote
        lexer.advance(triple ? 3 : 1)
        while !lexer.atEnd {
            let byte = lexer.peek()
            if byte == 0x5C, !raw {
                lexer.advance(2)
            } else if byte == 0x24, !raw, lexer.peek(1) == 0x7B,
                      lexer.enterInterpolation(skipping: 2, { lex(&$0, inTemplate: true) }) {
                continue
            } else if byte == quote {
                if !triple { lexer.advance(); return }
                if lexer.peek(1) == quote, lexer.peek(2) == quote {
                    lexer.advance(3)
                    return
                }
                lexer.advance()
            } else if Lexer.isNewline(byte), !triple {
                return
            } else {
                lexer.advance()
            }
        }
    }
}
