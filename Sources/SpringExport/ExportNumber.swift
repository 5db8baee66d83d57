import Foundation
import SpringIO

/// Number spellings for generated code.
enum ExportNumber {
    /// The shortest decimal within 1e-12 relative of `value` (``ReadableNumber``), without a
    /// trailing `.0` (`1`, `0.3`, `157.91367041743`); valid in Swift, JavaScript, Java,
    /// Kotlin (as Double) and Objective-C.
    static func plain(_ value: Double) -> String {
        ReadableNumber.format(value)
    }

    /// A Swift floating-point literal (`1.0`, `0.3`, `1e-05`): ``plain(_:)`` with a `.0`
    /// where it would otherwise read as an integer.
    static func swift(_ value: Double) -> String {
        let text = plain(value)
        return text.contains(where: { $0 == "." || $0 == "e" }) ? text : text + ".0"
    }

    /// The shortest decimal that reads back as exactly `value` (Swift's `description`: `1.0`,
    /// `224.6441202856322`, `1e-05`); a valid floating-point literal in Swift, JavaScript,
    /// TypeScript, Kotlin and Dart. The preset modules write their exact forms with it.
    static func exact(_ value: Double) -> String {
        value.description
    }

    /// A Kotlin/Java `Float` literal (`100f`, `0.5f`, `157.91367f`).
    static func float(_ value: Double) -> String {
        var text = Float(value).description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text + "f"
    }

    /// Four significant digits, for comments.
    static func short(_ value: Double) -> String {
        guard value.isFinite else { return value.description }
        return JSNumber.format(Double(String(format: "%.4g", value)) ?? value)
    }

    /// `value` with at most `places` decimals, trailing zeros removed, never `-0`.
    static func fixed(_ value: Double, places: Int) -> String {
        var text = String(format: "%.\(places)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        return text
    }
}

/// JavaScript's `Number.prototype.toString()` and `Math.round`, for byte-exact Motion output.
enum JSNumber {
    /// The string JavaScript prints for `value` (ECMAScript Number::toString, radix 10):
    /// shortest round-trip digits, plain notation for exponents in [-7, 21), else `1e+21`/`1e-7`.
    static func format(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value == 0 { return "0" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        let negative = value < 0
        // Swift's description gives the same shortest round-trip digits; re-lay them out.
        let text = value.magnitude.description
        var mantissa = text, exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = String(text[..<e])
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0]), fraction = parts.count > 1 ? String(parts[1]) : ""
        var digits = whole + fraction
        var n = whole.count + exponent       // value = 0.digits × 10^n
        while digits.hasPrefix("0") && digits.count > 1 { digits.removeFirst(); n -= 1 }
        while digits.hasSuffix("0") && digits.count > 1 { digits.removeLast() }
        let k = digits.count
        var out: String
        if k <= n && n <= 21 {
            out = digits + String(repeating: "0", count: n - k)
        } else if 0 < n && n <= 21 {
            out = String(digits.prefix(n)) + "." + String(digits.dropFirst(n))
        } else if -6 < n && n <= 0 {
            out = "0." + String(repeating: "0", count: -n) + digits
        } else {
            let e = n - 1
            out = String(digits.prefix(1)) + (k > 1 ? "." + String(digits.dropFirst()) : "")
                + "e" + (e >= 0 ? "+" : "-") + String(abs(e))
        }
        return negative ? "-" + out : out
    }

    /// `Math.round`: the nearest integer, ties toward +∞ (`-2.5` → `-2`); keeps `-0`.
    static func round(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let down = value.rounded(.down)
        let result = value - down >= 0.5 ? down + 1 : down
        return result == 0 && value.sign == .minus ? -0.0 : result
    }
}
