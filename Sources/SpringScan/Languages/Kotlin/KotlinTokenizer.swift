/// Splits Kotlin source into tokens, dropping comments (`//`, nested `/* */`) and keeping each
/// string literal (`"…"`, raw `"""…"""`, with `${…}` templates skipped with the string) and
/// character literal (`'a'`) as one ``Token/Kind/string`` token.
///
/// Cost: linear in the file's bytes.
public struct KotlinTokenizer: CFamilyTokenizer {
    /// Creates a tokenizer.
    public init() {}
    /// The tokens of `bytes` (UTF-8).
    public func tokens(_ bytes: [UInt8]) -> [Token] { Self.tokens(of: bytes) }

    static let nestedComments = true

    /// `"…"`, `"""…"""` and a character literal `'…'`.
    static func skipString(_ lexer: inout Lexer) -> Bool {
        switch lexer.peek() {
        case 0x22: string(&lexer)
        case 0x27: lexer.skipQuoted(0x27)
        default: return false
        }
        return true
    }

    /// A `backticked name` (an identifier, without its backticks), or a number or identifier.
    static func lexWord(_ lexer: inout Lexer) -> Bool {
        guard lexer.peek() == 0x60 else { return lexer.numberOrIdentifier() }
        lexer.advance()
        let start = lexer.index, line = lexer.line, column = lexer.column
        while !lexer.atEnd, lexer.peek() != 0x60, !Lexer.isNewline(lexer.peek()) { lexer.advance() }
        lexer.emit(.identifier, from: start, line: line, column: column)
        if lexer.peek() == 0x60 { lexer.advance() }
        return true
    }

    /// A string whose opening quote is at the cursor.
    static func string(_ lexer: inout Lexer) {
        let raw = lexer.matches("\"\"\"")
        lexer.advance(raw ? 3 : 1)
        while !lexer.atEnd {
            let byte = lexer.peek()
            if byte == 0x5C, !raw {
                lexer.advance(2)
            } else if byte == 0x24, lexer.peek(1) == 0x7B, enterInterpolation(&lexer, skipping: 2) {
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
