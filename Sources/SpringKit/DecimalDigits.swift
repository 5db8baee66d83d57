/// A decimal number as Swift or C wrote it, read back into its digits: the sign, the digits as
/// written (a plain spelling's leading `0` kept) and where the point falls, so that one layout
/// writes every ``NumberStyle`` (plainly or with an exponent, trailing zeros trimmed or kept).
/// - Cost: O(digits).
struct DecimalDigits: Sendable, Hashable {
    /// Whether a minus sign was written.
    var negative: Bool
    /// The digits, ASCII, in order.
    var digits: [UInt8]
    /// How many digits stand before the point: the value is 0.`digits` × 10^`point`.
    var point: Int

    /// The digits of `text` (`-1.25e-07`, `0.50`, `180.0`, `1e+16`), or `nil` for anything else
    /// (`nan`, `inf`).
    init?(_ text: String) {
        var bytes = Array(text.utf8)[...]
        negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        digits = []
        var pointAt: Int?
        while let byte = bytes.first, byte == UInt8(ascii: ".") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
            if byte == UInt8(ascii: ".") { pointAt = digits.count } else { digits.append(byte) }
            bytes = bytes.dropFirst()
        }
        var exponent = 0
        if bytes.first == UInt8(ascii: "e") {
            guard let parsed = Int(String(decoding: bytes.dropFirst(), as: UTF8.self)) else { return nil }
            exponent = parsed
        } else if !bytes.isEmpty {
            return nil
        }
        guard !digits.isEmpty else { return nil }
        point = (pointAt ?? digits.count) + exponent
    }

    /// The decimal exponent e of the value written d.ddd × 10^e (0 for zero).
    var exponent: Int {
        guard let first = digits.firstIndex(where: { $0 != UInt8(ascii: "0") }) else { return 0 }
        return point - 1 - first
    }

    /// Plainly where ``exponent`` is in `plain`, else with an exponent in `form`; trailing zeros
    /// as `trimming` says.
    func laidOut(plain: Range<Int>, exponent form: NumberStyle.ExponentForm, trimming: NumberStyle.Trimming) -> String {
        let sign = negative ? "-" : ""
        if plain.contains(exponent) {
            let text = positional
            return sign + (trimming == .plain || trimming == .all ? Self.trimmedFraction(text) : text)
        }
        let significant = digits.drop(while: { $0 == UInt8(ascii: "0") })
        var mantissa = String(decoding: significant.prefix(1), as: UTF8.self)
        if significant.count > 1 { mantissa += "." + String(decoding: significant.dropFirst(), as: UTF8.self) }
        if trimming == .exponent || trimming == .all { mantissa = Self.trimmedFraction(mantissa) }
        let power = exponent
        if power == 0, form.omitsZero { return sign + mantissa }
        let magnitude = String(power.magnitude)
        let padding = String(repeating: "0", count: max(0, form.minimumDigits - magnitude.count))
        return sign + mantissa + "e" + (power < 0 ? "-" : form.signsPositive ? "+" : "") + padding + magnitude
    }

    /// The digits without an exponent and without a sign (`157.9137`, `0.000123`, `1500`).
    private var positional: String {
        let zeros = UInt8(ascii: "0")
        if point <= 0 {
            return "0." + String(repeating: "0", count: -point) + String(decoding: digits, as: UTF8.self)
        }
        if point >= digits.count {
            return String(decoding: digits + [UInt8](repeating: zeros, count: point - digits.count), as: UTF8.self)
        }
        return String(decoding: digits[..<point], as: UTF8.self) + "." + String(decoding: digits[point...], as: UTF8.self)
    }

    /// `text` as Swift or C wrote it, its trailing zeros dropped as `trimming` says: those of
    /// a mantissa before `e`, or of a plain number's fraction.
    static func trimmed(_ text: String, _ trimming: NumberStyle.Trimming) -> String {
        if let e = text.firstIndex(of: "e") {
            guard trimming == .exponent || trimming == .all else { return text }
            return trimmedFraction(String(text[..<e])) + text[e...]
        }
        return trimming == .plain || trimming == .all ? trimmedFraction(text) : text
    }

    /// `text` without the trailing zeros of its fraction and without a bare trailing point
    /// (`0.50` → `0.5`, `2.000` → `2`); `text` itself when it has no point.
    static func trimmedFraction(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var text = text
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
