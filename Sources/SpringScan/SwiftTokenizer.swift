/// Splits Swift source into tokens, dropping comments (`//`, nested `/* */`) and keeping each
/// string literal (`"…"`, multi-line `"""…"""`, raw `#"…"#`, with `\(…)` interpolations, which
/// are skipped with the string) as one ``Token/Kind/string`` token.
///
/// Not a full Swift lexer: operators are single punctuation tokens, and regex literals
/// (`/…/`) are not recognised (their characters become ordinary tokens). Cost: linear in the
/// file's bytes.
public struct SwiftTokenizer: Sendable {
    /// Creates a tokenizer.
    public init() {}

    /// The tokens of `bytes` (UTF-8).
    public func tokens(_ bytes: [UInt8]) -> [Token] {
        Lexer.tokens(of: bytes, from: nil) { Self.lex(&$0, until: $1) }
    }

    /// Lexes until the end, or until an unbalanced `)` when `closing` is given (an interpolation).
    static func lex(_ lexer: inout Lexer, until closing: UInt8?) {
        var depth = 0
        while !lexer.atEnd {
            if lexer.skipTrivia(nestedComments: true) { continue }
            let byte = lexer.peek()
            if byte == 0x22 || (byte == 0x23 && rawStringStarts(lexer)) {
                let start = lexer.index, line = lexer.line, column = lexer.column
                string(&lexer)
                if closing == nil { lexer.emit(.string, from: start, line: line, column: column) }
            } else if Lexer.isDigit(byte) {
                if closing == nil { lexer.number() } else { lexer.advance() }
            } else if Lexer.isIdentifierStart(byte) || (byte == 0x60 && Lexer.isIdentifierStart(lexer.peek(1))) {
                if byte == 0x60 { lexer.advance() }
                if closing == nil { lexer.identifier() } else {
                    while !lexer.atEnd, Lexer.isIdentifierPart(lexer.peek()) { lexer.advance() }
                }
                if lexer.peek() == 0x60 { lexer.advance() }
            } else if let closing {
                if byte == 0x28 { depth += 1 }
                if byte == closing {
                    if depth == 0 { lexer.advance(); return }
                    depth -= 1
                }
                lexer.advance()
            } else {
                lexer.punctuation()
            }
        }
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
                    if lexer.peek() == 0x28, lexer.enterInterpolation(skipping: 1, { lex(&$0, until: 0x29) }) {
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
