/// The shape of the C-family tokenizers (Swift, Kotlin, JavaScript, Dart): one loop that drops
/// whitespace and comments (`//`, `/* */`), keeps each string literal whole as one
/// ``Token/Kind/string`` token (the code of its interpolations skipped with it), and lexes the
/// rest as numbers, identifiers and punctuation. A language gives only what differs: whether
/// block comments nest, where its strings start and end, the brackets of its interpolations,
/// and the tokens it lexes its own way (a regular expression, a backticked name).
///
/// Cost: linear in the bytes; interpolations nest at most ``Lexer/maximumNesting`` deep.
protocol CFamilyTokenizer: Sendable {
    /// Whether `/* */` comments nest (Swift, Kotlin, Dart; not JavaScript).
    static var nestedComments: Bool { get }
    /// The brackets around an interpolation's code: `{` and `}` for `${…}` (the default), `(`
    /// and `)` for Swift's `\(…)`.
    static var interpolationBrackets: (open: UInt8, close: UInt8) { get }
    /// Skips the string literal that starts at the cursor, the code of its interpolations lexed
    /// by ``lex(_:inInterpolation:)``; whether one starts there (the cursor stays when not).
    static func skipString(_ lexer: inout Lexer) -> Bool
    /// Lexes the number, identifier or token of the language's own that starts at the cursor,
    /// outside interpolations; whether one does (the cursor stays when not, and the byte
    /// becomes punctuation). Default: ``Lexer/numberOrIdentifier()``.
    static func lexWord(_ lexer: inout Lexer) -> Bool
}

extension CFamilyTokenizer {
    static var interpolationBrackets: (open: UInt8, close: UInt8) { (0x7B, 0x7D) }

    static func lexWord(_ lexer: inout Lexer) -> Bool { lexer.numberOrIdentifier() }

    /// The tokens of `bytes` (UTF-8).
    static func tokens(of bytes: [UInt8]) -> [Token] {
        var lexer = Lexer(bytes)
        lex(&lexer, inInterpolation: false)
        return lexer.tokens
    }

    /// Lexes until the end, or, `inInterpolation`, until the bracket that closes the
    /// interpolation (consumed; brackets of its kind nest inside it); nothing in an
    /// interpolation is emitted.
    static func lex(_ lexer: inout Lexer, inInterpolation: Bool) {
        var depth = 0
        while !lexer.atEnd {
            if lexer.skipTrivia(nestedComments: nestedComments) { continue }
            let start = lexer.index, line = lexer.line, column = lexer.column
            if skipString(&lexer) {
                if !inInterpolation { lexer.emit(.string, from: start, line: line, column: column) }
            } else if inInterpolation {
                if lexer.advanceInInterpolation(depth: &depth, brackets: interpolationBrackets) { return }
            } else if !lexWord(&lexer) {
                lexer.punctuation()
            }
        }
    }

    /// Lexes the code of an interpolation whose opening bytes (`count` of them) are at the
    /// cursor; `false` when interpolations are nested too deep (the caller then reads the bytes
    /// as string text).
    static func enterInterpolation(_ lexer: inout Lexer, skipping count: Int) -> Bool {
        lexer.enterInterpolation(skipping: count) { lex(&$0, inInterpolation: true) }
    }
}
