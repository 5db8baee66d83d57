#if hasFeature(Embedded)
import RealModule

// The WebAssembly build has no C module: libm's log10 through swift-numerics.
private func log10(_ x: Double) -> Double { .log10(x) }
private func floor(_ x: Double) -> Double { x.rounded(.down) }
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Numbers for people: the shortest decimal that stays within a relative tolerance of the
/// value (`0.3` for 0.30000000000000004, `-1.4` for -1.3999999999999999), for generated
/// code, comments and tables. Machine-readable output (JSON, CSV) keeps every digit instead.
///
/// The digits are the fewest significant digits d (1 … 17) whose rounding of the value,
/// read back, lies within `tolerance`·|value| of it; 17 digits always round-trip, so the
/// result is exact when no shorter spelling is close enough. Plain notation for magnitudes
/// from 1e-5 up to 1e16, else `1.5e-07` style (valid in Swift, Kotlin, Java and JavaScript).
/// Cost: at most 17 `snprintf`/`strtod` pairs (``PrintfNumber``).
public enum ReadableNumber {
    /// The tolerance SpringTune uses for human-facing numbers: 1e-12 relative.
    public static let defaultTolerance = 1e-12

    /// A count (≥ 0) with its thousands separated by commas (`1,000,000`).
    /// - Cost: O(digits).
    public static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }

    /// The shortest decimal within `tolerance`·|value| of `value`; `nan`, `inf`, `-inf` as such.
    public static func format(_ value: Double, tolerance: Double = defaultTolerance) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        if value == 0 { return "0" }
        var chosen = value.description
        for digits in 1...17 {
            let candidate = scientific(value, significantDigits: digits)
            if let back = Double(candidate), abs(back - value) <= tolerance * abs(value) {
                chosen = plain(Double(candidate) ?? value, significantDigits: digits, fallback: candidate)
                break
            }
        }
        return chosen
    }

    /// `value` in `%.{d-1}e` form.
    private static func scientific(_ value: Double, significantDigits digits: Int) -> String {
        PrintfNumber.text(value, .exponential, precision: digits - 1)
    }

    /// `value` (already rounded to `digits` significant digits) in plain notation when its
    /// magnitude allows, without trailing zeros; else `fallback` tidied (`1.5e-07`).
    private static func plain(_ value: Double, significantDigits digits: Int, fallback: String) -> String {
        let magnitude = abs(value)
        guard magnitude >= 1e-5, magnitude < 1e16 else { return tidyExponent(fallback) }
        let exponent = Int(floor(log10(magnitude)))
        let decimals = max(0, digits - 1 - exponent)
        var text = PrintfNumber.text(value, .fixed, precision: decimals)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// `1.500e-07` → `1.5e-07`.
    private static func tidyExponent(_ text: String) -> String {
        guard let e = text.firstIndex(of: "e") else { return text }
        var mantissa = String(text[..<e])
        if mantissa.contains(".") {
            while mantissa.hasSuffix("0") { mantissa.removeLast() }
            if mantissa.hasSuffix(".") { mantissa.removeLast() }
        }
        return mantissa + text[e...]
    }
}
