/// The plain decimal numbers SpringTune reads from users (specs, flags, JSON, CSV, sweeps); it
/// writes them with `NumberStyle.decimal`.
public enum DecimalNumber {
    /// The finite `Double` written as a plain decimal (`12`, `-0.5`, `.25`, `1e-3`),
    /// or `nil` for anything else: `nan`, `inf`, hex (`0x10`), a sign alone,
    /// spaces, or a value that overflows (`1e400`).
    public static func parse<S: StringProtocol>(_ text: S) -> Double? {
        var digitsBeforePoint = 0, digitsAfterPoint = 0
        var index = text.startIndex
        func peek() -> Character? { index < text.endIndex ? text[index] : nil }
        func advance() { index = text.index(after: index) }
        if let c = peek(), c == "+" || c == "-" { advance() }
        while let c = peek(), c.isASCII, c.isNumber { digitsBeforePoint += 1; advance() }
        if peek() == "." {
            advance()
            while let c = peek(), c.isASCII, c.isNumber { digitsAfterPoint += 1; advance() }
        }
        guard digitsBeforePoint + digitsAfterPoint > 0 else { return nil }
        if let c = peek(), c == "e" || c == "E" {
            advance()
            if let c = peek(), c == "+" || c == "-" { advance() }
            var exponentDigits = 0
            while let c = peek(), c.isASCII, c.isNumber { exponentDigits += 1; advance() }
            guard exponentDigits > 0 else { return nil }
        }
        guard index == text.endIndex, let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }
}
