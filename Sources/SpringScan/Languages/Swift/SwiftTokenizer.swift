/// Splits Swift source into tokens, dropping comments (`//`, nested `/* */`) and keeping each
/// string literal (`"…"`, multi-line `"""…"""`, raw `#"…"#`, with `\(…)` interpolations, which
/// are skipped with the string) as one ``Token/Kind/string`` token.
///
/// Not a full Swift lexer: operators are single punctuation tokens, and regex literals
/// (`/…/`) are not recognised (their characters become ordinary tokens). Cost: linear in the
/// file's bytes.
public struct SwiftTokenizer: CFamilyTokenizer {
    /// Creates a tokenizer.
    public init() {}
    /// The tokens of `bytes` (UTF-8).
    public func tokens(_ bytes: [UInt8]) -> [Token] { Self.tokens(of: bytes) }

    static let nestedComments = true
    /// `\(…)`: parentheses.
    static let interpolationBrackets: (open: UInt8, close: UInt8) = (0x28, 0x29)

    /// `"…"`, `"""…"""` and raw strings (`#"…"#`).
    static func skipString(_ lexer: inout Lexer) -> Bool {
        guard lexer.peek() == 0x22 || (lexer.peek() == 0x23 && rawStringStarts(lexer)) else { return false }
        string(&lexer)
        return true
    }

    /// A number (from a digit: `.5` is punctuation and a number), or an identifier, backticked
    /// (`` `default` ``, without its backticks) or not.
    static func lexWord(_ lexer: inout Lexer) -> Bool {
        let byte = lexer.peek()
        if Lexer.isDigit(byte) {
            lexer.number()
            return true
        }
        guard Lexer.isIdentifierStart(byte) || (byte == 0x60 && Lexer.isIdentifierStart(lexer.peek(1))) else { return false }
        if byte == 0x60 { lexer.advance() }
        lexer.identifier()
        if lexer.peek() == 0x60 { lexer.advance() }
        return true
    }

    static func rawStringStarts(_ lexer: Lexer) -> Bool {
        var offset = 0
        while lexer.peek(offset) == 0x23 { offset += 1 }
        return lexer.peek(offset) == 0x22
    }

    /// Skips a string literal at the cursor (its opening `#`s or quote).
    static func string(_ lexer: inout Lexer) {
        var hashes = 0
        while lexer.peek() == 0x23 { hashes += 1; lexer.advance() }
        let multiline = lexer.matches("\"\"\"")
        lexer.advance(multiline ? 3 : 1)
        while !lexer.atEnd {
            let byte = lexer.peek()
            if byte == 0x5C {
                // An escape or interpolation needs `hashes` `#`s after the backslash.
                var offset = 1
                while offset <= hashes, lexer.peek(offset) == 0x23 { offset += 1 }
                if offset == hashes + 1 {
                    lexer.advance(offset)
                    if lexer.peek() == 0x28, enterInterpolation(&lexer, skipping: 1) {
                        continue
                    } else if !lexer.atEnd {
                        lexer.advance()
                    }
                } else {
                    lexer.advance()
                }
            } else if byte == 0x22, !multiline || lexer.matches("\"\"\"") {
                var offset = multiline ? 3 : 1
                var closingHashes = 0
                while closingHashes < hashes, lexer.peek(offset) == 0x23 { offset += 1; closingHashes += 1 }
                if closingHashes == hashes {
                    lexer.advance(offset)
                    return
                }
                lexer.advance()
            } else if Lexer.isNewline(byte), !multiline {
                return // unterminated on its line: recover at the newline
            } else {
                lexer.advance()
            }
        }
    }
}
