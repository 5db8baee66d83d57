/// The cursor the tokenizers share: bytes, position, line and column, and the common pieces
/// of C-family lexing (whitespace, comments, identifiers, numbers, punctuation).
///
/// Columns count UTF-16 code units (a 4-byte UTF-8 sequence counts 2); a line ends at LF, CR
/// or CR LF (Swift's, Kotlin's and JavaScript's line terminators). Every method advances at
/// least one byte or returns without change, so tokenizing always ends; malformed input (an
/// unterminated string or comment) ends at the end of the file. At most ``maximumTokens``
/// tokens are kept (one more marks a file cut short), so that memory per file is bounded.
struct Lexer {
    /// Lexes a number (a digit, or `.` before one) or an identifier when one starts at the
    /// cursor; whether it did.
    mutating func numberOrIdentifier() -> Bool {
        let byte = peek()
        if Lexer.isDigit(byte) || (byte == 0x2E && Lexer.isDigit(peek(1))) {
            number()
            return true
        }
        guard Lexer.isIdentifierStart(byte) else { return false }
        identifier()
        return true
    }

    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1
    var tokens: [Token] = []
    /// How many string interpolations (`\(`, `${`) the cursor is inside.
    var nesting = 0
    /// Interpolations nested deeper than this are skipped as string text, so that no input
    /// can exhaust the stack.
    static let maximumNesting = 32
    /// The most tokens one file may have (2²¹, about 40 MB of tokens): past it the lexer
    /// stops after one more token, and ``SourceFile/isComplete`` is false.
    static let maximumTokens = 1 << 21

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        tokens.reserveCapacity(min(bytes.count / 4, Self.maximumTokens) + 1)
    }

    var atEnd: Bool { index >= bytes.count }

    func peek(_ offset: Int = 0) -> UInt8 {
        let i = index + offset
        return i < bytes.count ? bytes[i] : 0
    }

    /// One byte inside an interpolation's code (`${…}`, `\(…)`): its `brackets` nest, and the
    /// closing one that ends the interpolation is consumed and reported (`true`), so the caller
    /// returns to the string.
    mutating func advanceInInterpolation(depth: inout Int, brackets: (open: UInt8, close: UInt8)) -> Bool {
        let byte = peek()
        if byte == brackets.open { depth += 1 }
        if byte == brackets.close {
            if depth == 0 { advance(); return true }
            depth -= 1
        }
        advance()
        return false
    }

    mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += byte >= 0xF0 ? 2 : 1
        }
    }

    mutating func advance(_ count: Int) {
        for _ in 0..<count where !atEnd { advance() }
    }

    /// Whether the bytes at the cursor are `text` (ASCII).
    func matches(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { buffer in
            for i in 0..<count where bytes[index + i] != buffer[i] { return false }
            return true
        }
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Whether `byte` ends a line (LF, or CR alone or before LF).
    static func isNewline(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C || byte == 0x0B
    }

    /// Skips whitespace; returns whether it skipped any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = index
        while !atEnd, Self.isWhitespace(bytes[index]) { advance() }
        return index != start
    }

    /// Skips whitespace or one comment (`//…`, `/* … */`, nested when `nestedComments`) at the
    /// cursor; `false`, without moving, when the cursor is on neither. The start of every
    /// C-family tokenizer's loop.
    mutating func skipTrivia(nestedComments: Bool) -> Bool {
        let byte = peek()
        if Self.isWhitespace(byte) {
            advance()
        } else if byte == 0x2F, peek(1) == 0x2F {
            skipLineComment()
        } else if byte == 0x2F, peek(1) == 0x2A {
            skipBlockComment(nested: nestedComments)
        } else {
            return false
        }
        return true
    }

    /// Skips a one-line literal opened by `quote` at the cursor (`'…'`, `"…"`): backslash
    /// escapes, ending after the closing quote or, unterminated, at the newline.
    mutating func skipQuoted(_ quote: UInt8) {
        advance()
        while !atEnd {
            let byte = peek()
            if byte == 0x5C { advance(2) } else if byte == quote { advance(); return } else if Self.isNewline(byte) { return } else { advance() }
        }
    }

    /// Runs `body` one interpolation deeper (`${…}`, `\(…)`) when the depth allows, after
    /// skipping the `opening` bytes; `false` when too deep (the caller then treats the bytes
    /// as string text).
    mutating func enterInterpolation(skipping opening: Int, _ body: (inout Lexer) -> Void) -> Bool {
        guard nesting < Self.maximumNesting else { return false }
        advance(opening)
        nesting += 1
        body(&self)
        nesting -= 1
        return true
    }

    /// Skips `//…` to the end of the line (the newline stays).
    mutating func skipLineComment() {
        while !atEnd, !Self.isNewline(bytes[index]) { advance() }
    }

    /// Skips `/* … */`, nested when `nested` (Swift, Kotlin).
    mutating func skipBlockComment(nested: Bool) {
        advance(2)
        var depth = 1
        while !atEnd {
            if peek() == 0x2A, peek(1) == 0x2F {
                advance(2)
                depth -= 1
                if depth == 0 { return }
            } else if nested, peek() == 0x2F, peek(1) == 0x2A {
                advance(2)
                depth += 1
            } else {
                advance()
            }
        }
    }

    /// Appends a token from `start` (with its line and column) to the cursor.
    mutating func emit(_ kind: Token.Kind, from start: Int, line: Int, column: Int) {
        tokens.append(Token(kind: kind, start: start, end: index, line: line, column: column))
        if tokens.count > Self.maximumTokens { index = bytes.count } // cut short: every loop ends
    }

    /// Lexes an identifier at the cursor.
    mutating func identifier() {
        let start = index, line = line, column = column
        while !atEnd, Self.isIdentifierPart(bytes[index]) { advance() }
        emit(.identifier, from: start, line: line, column: column)
    }

    /// Lexes a number at the cursor (a digit, or `.` and a digit): digits, letters (hex digits,
    /// exponents, suffixes such as Kotlin's `f`), `_`, a `.` followed by a digit, a sign right
    /// after a decimal exponent. With `percent` (CSS) only digits, `.`, an exponent and a
    /// trailing `%` belong to the number (a unit such as `ms` becomes its own token).
    mutating func number(percent: Bool = false) {
        let start = index, line = line, column = column
        let hex = peek() == 0x30 && (peek(1) | 0x20) == 0x78
        while !atEnd {
            let byte = bytes[index]
            if percent {
                if Self.isDigit(byte) {
                    advance()
                } else if byte == 0x2E, Self.isDigit(peek(1)) {
                    advance()
                } else if (byte | 0x20) == 0x65, Self.isDigit(peek(1)) || ((peek(1) == 0x2B || peek(1) == 0x2D) && Self.isDigit(peek(2))) {
                    advance(2)
                } else {
                    break
                }
            } else if Self.isIdentifierPart(byte) && byte != 0x24 && byte < 0x80 {
                let isExponent = !hex && (byte | 0x20) == 0x65
                advance()
                if isExponent, peek() == 0x2B || peek() == 0x2D, Self.isDigit(peek(1)) { advance() }
            } else if byte == 0x2E, Self.isDigit(peek(1)) {
                advance()
            } else {
                break
            }
        }
        if percent, peek() == 0x25 { advance() }
        emit(.number, from: start, line: line, column: column)
    }

    /// Lexes one punctuation byte (a multi-byte UTF-8 character is one token).
    mutating func punctuation() {
        let start = index, line = line, column = column
        advance()
        while !atEnd, bytes[index] & 0xC0 == 0x80 { advance() }
        emit(.punctuation, from: start, line: line, column: column)
    }
}
