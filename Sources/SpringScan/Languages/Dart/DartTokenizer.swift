/// Splits Dart source into tokens, dropping comments (`//`, `///`, nested `/* */`) and keeping
/// each string literal as one ``Token/Kind/string`` token: `'…'` and `"…"` (one line, `\`
/// escapes, `${…}` interpolations skipped with the string), `'''…'''` and `"""…"""` (several
/// lines), and raw strings `r'…'`, `r"""…"""` (no escapes, no interpolation).
///
/// Cost: linear in the file's bytes.
public struct DartTokenizer: CFamilyTokenizer {
    /// Creates a tokenizer.
    public init() {}
    /// The tokens of `bytes` (UTF-8).
    public func tokens(_ bytes: [UInt8]) -> [Token] { Self.tokens(of: bytes) }

    static let nestedComments = true

    /// `'…'`, `"…"`, their triple forms, and raw strings (`r` before the quote, not ending a name).
    static func skipString(_ lexer: inout Lexer) -> Bool {
        let byte = lexer.peek()
        let raw = byte == 0x72 && (lexer.peek(1) == 0x22 || lexer.peek(1) == 0x27)
            && !(lexer.index > 0 && Lexer.isIdentifierPart(lexer.bytes[lexer.index - 1]))
        guard byte == 0x22 || byte == 0x27 || raw else { return false }
        if raw { lexer.advance() }
        string(&lexer, raw: raw)
        return true
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
            } else if byte == 0x24, !raw, lexer.peek(1) == 0x7B, enterInterpolation(&lexer, skipping: 2) {
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
