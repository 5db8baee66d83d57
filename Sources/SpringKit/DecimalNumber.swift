/// The plain decimal numbers SpringTune reads from users and writes everywhere: specs, JSON,
/// CSV, sweeps.
public enum DecimalNumber {
    /// The shortest text that reads back as `value` exactly: integral values below 1e15
    /// without a fraction (`180`, `0` for −0), otherwise Swift's shortest round-trip form
    /// (`0.1`, `1e-05`, `1.5e+20`). The one number format of every output; non-finite values
    /// have no such text (callers write them as null or refuse them). Cost: O(digits).
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), value.magnitude < 1e15 { return value == 0 ? "0" : String(Int64(value)) }
        return value.description
    }

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
