/// Splits JavaScript or TypeScript source (with JSX) into tokens, dropping comments (`//`,
/// `/* */`) and keeping each string literal (`'…'`, `"…"`, template literals with `${…}`
/// skipped with the string) and regular-expression literal as one ``Token/Kind/string`` token.
///
/// A `/` starts a regular expression where an expression may begin (after an operator, an
/// opening bracket, `,`, `;`, `:` or a keyword such as `return`), as JavaScript's grammar
/// decides; otherwise it is division. Quotes do not span lines (JavaScript strings cannot),
/// so an apostrophe in JSX text costs at most the rest of its line. Cost: linear in the bytes.
public struct JavaScriptTokenizer: CFamilyTokenizer {
    /// Creates a tokenizer.
    public init() {}
    /// The tokens of `bytes` (UTF-8).
    public func tokens(_ bytes: [UInt8]) -> [Token] { Self.tokens(of: bytes) }

    static let nestedComments = false

    static let regexKeywords: Set<String> = ["return", "typeof", "instanceof", "in", "of", "new", "delete",
                                             "void", "throw", "case", "do", "else", "yield", "await"]

    /// Whether a `/` here starts a regular expression (judged by the previous token).
    static func regexAllowed(_ lexer: Lexer, lastTokenCount: Int) -> Bool {
        guard let last = lexer.tokens.last, lexer.tokens.count == lastTokenCount else {
            return lexer.tokens.isEmpty
        }
        switch last.kind {
        case .number, .string: return false
        case .identifier:
            let text = String(decoding: lexer.bytes[last.start..<last.end], as: UTF8.self)
            return regexKeywords.contains(text)
        case .punctuation:
            let byte = lexer.bytes[last.start]
            return !(byte == 0x29 || byte == 0x5D || byte == 0x7D)
        }
    }

    /// `'…'`, `"…"` and a template literal `` `…` ``.
    static func skipString(_ lexer: inout Lexer) -> Bool {
        let byte = lexer.peek()
        guard byte == 0x22 || byte == 0x27 || byte == 0x60 else { return false }
        if byte == 0x60 { template(&lexer) } else { lexer.skipQuoted(byte) }
        return true
    }

    /// A regular-expression literal where one may start (a ``Token/Kind/string`` token), or a
    /// number or identifier.
    static func lexWord(_ lexer: inout Lexer) -> Bool {
        guard lexer.peek() == 0x2F, regexAllowed(lexer, lastTokenCount: lexer.tokens.count) else { return lexer.numberOrIdentifier() }
        let start = lexer.index, line = lexer.line, column = lexer.column
        regex(&lexer)
        lexer.emit(.string, from: start, line: line, column: column)
        return true
    }

    static func template(_ lexer: inout Lexer) {
        lexer.advance()
        while !lexer.atEnd {
            let byte = lexer.peek()
            if byte == 0x5C {
                lexer.advance(2)
            } else if byte == 0x60 {
                lexer.advance()
                return
            } else if byte == 0x24, lexer.peek(1) == 0x7B, enterInterpolation(&lexer, skipping: 2) {
                continue
            } else {
                lexer.advance()
            }
        }
    }

    static func regex(_ lexer: inout Lexer) {
        lexer.advance()
        var inClass = false
        while !lexer.atEnd {
            let byte = lexer.peek()
            if byte == 0x5C {
                lexer.advance(2)
            } else if Lexer.isNewline(byte) {
                return
            } else if byte == 0x5B {
                inClass = true
                lexer.advance()
            } else if byte == 0x5D {
                inClass = false
                lexer.advance()
            } else if byte == 0x2F, !inClass {
                lexer.advance()
                while !lexer.atEnd, Lexer.isIdentifierPart(lexer.peek()) { lexer.advance() }
                return
            } else {
                lexer.advance()
            }
        }
    }
}
