import SpringIO

/// Number spellings for generated code.
///
/// Every number an export prints goes through one of these, and they are the only place that
/// can tell a number from a name: a value no code can hold (not finite, or, written as a
/// `Float`, outside `Float`'s range) is spelled as usual (`inf`, `nan`, `Infinity`, `inff`,
/// `0f`) but between two U+0000 marks (``unprintable(_:_:)``), which no other text in an export
/// can hold (``CodeText`` escapes or blanks every control character in names, key paths and
/// descriptions). ``SpringExporter/export(_:as:options:)`` and `PresetModule.text(as:)` refuse
/// a text holding a mark (``firstUnprintable(in:)``), naming the value: a preset called
/// `infinity-scroll` or `nan` is written like any other.
enum ExportNumber {
    /// Why a number cannot be printed.
    enum Unprintable: Sendable, Hashable {
        /// NaN or infinite: `spelling` is what would be printed (`inf`, `NaN`, `inff`).
        case notFinite(spelling: String)
        /// A nonzero `value` that a `Float` holds as 0 or as an infinity, or only as a
        /// subnormal (a few bits of precision): `spelling` is the literal that would be printed.
        case beyondFloat(value: Double, spelling: String)

        /// One phrase for an error: `it would print inf for this spring (…)`.
        var reason: String {
            switch self {
            case .notFinite(let spelling):
                return "it would print \(spelling) for this spring (a value overflows or is undefined): its numbers are outside the range SpringTune computes"
            case .beyondFloat(let value, let spelling):
                return "it would print \(ReadableNumber.format(value)) as the Float \(spelling): outside Float's range (magnitudes 1.18e-38 to 3.4e38, Float.leastNormalMagnitude to Float.greatestFiniteMagnitude), the type this code's values have"
            }
        }
    }

    /// The mark that brackets an unprintable spelling.
    private static let mark: Unicode.Scalar = "\u{0}"

    /// `problem`'s spelling between two marks: `N` (not finite) or `F` (beyond Float) and the
    /// fields, separated by U+0001.
    static func unprintable(_ problem: Unprintable) -> String {
        switch problem {
        case .notFinite(let spelling): return "\u{0}N\(spelling)\u{0}"
        case .beyondFloat(let value, let spelling): return "\u{0}F\(value.bitPattern)\u{1}\(spelling)\u{0}"
        }
    }

    /// The first number in `text` that ``unprintable(_:)`` marked, or `nil`. Cost: O(text).
    static func firstUnprintable(in text: String) -> Unprintable? {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(of: mark) else { return nil }
        let rest = scalars[scalars.index(after: start)...]
        guard let end = rest.firstIndex(of: mark), let kind = rest.first else { return nil }
        let body = String(String.UnicodeScalarView(rest[rest.index(after: rest.startIndex)..<end]))
        if kind == "F" {
            let parts = body.split(separator: "\u{1}", maxSplits: 1)
            let value = parts.first.flatMap { UInt64($0) }.map(Double.init(bitPattern:)) ?? .nan
            return .beyondFloat(value: value, spelling: parts.count > 1 ? String(parts[1]) : body)
        }
        return .notFinite(spelling: body)
    }

    /// The shortest decimal within 1e-12 relative of `value` (``ReadableNumber``), without a
    /// trailing `.0` (`1`, `0.3`, `157.91367041743`); valid in Swift, JavaScript, Java,
    /// Kotlin (as Double) and Objective-C.
    static func plain(_ value: Double) -> String {
        guard value.isFinite else { return unprintable(.notFinite(spelling: ReadableNumber.format(value))) }
        return ReadableNumber.format(value)
    }

    /// A Swift floating-point literal (`1.0`, `0.3`, `1e-05`): ``plain(_:)`` with a `.0`
    /// where it would otherwise read as an integer.
    static func swift(_ value: Double) -> String {
        let text = plain(value)
        return text.contains(where: { $0 == "." || $0 == "e" }) ? text : text + ".0"
    }

    /// The shortest decimal that reads back as exactly `value` (Swift's `description`: `1.0`,
    /// `224.6441202856322`, `1e-05`); a valid floating-point literal in Swift, JavaScript,
    /// TypeScript, Kotlin and Dart. The preset modules write their exact forms with it. A
    /// negative zero (a zero velocity normalised over a falling motion) is written `0.0`.
    static func exact(_ value: Double) -> String {
        guard value.isFinite else { return unprintable(.notFinite(spelling: value.description)) }
        return value == 0 ? "0.0" : value.description
    }

    /// A Kotlin/Java `Float` literal (`100f`, `0.5f`, `157.91367f`). A nonzero value outside
    /// `Float`'s normal range (its magnitude below `Float.leastNormalMagnitude`, about 1.2e-38,
    /// where it becomes 0 or keeps only a few bits, or above `Float.greatestFiniteMagnitude`,
    /// about 3.4e38) is unprintable: Android's `SpringForce` throws on a stiffness of 0.
    static func float(_ value: Double) -> String {
        let single = Float(value)
        var text = single.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        text += "f"
        guard value.isFinite else { return unprintable(.notFinite(spelling: text)) }
        guard value == 0 || (single.isNormal && single.isFinite) else {
            return unprintable(.beyondFloat(value: value, spelling: text))
        }
        return text
    }

    /// Four significant digits, for comments.
    static func short(_ value: Double) -> String {
        guard value.isFinite else { return unprintable(.notFinite(spelling: value.description)) }
        return JSNumber.format(Double(PrintfNumber.text(value, .general, precision: 4)) ?? value)
    }

    /// `value` with at most `places` decimals, trailing zeros removed, never `-0`.
    static func fixed(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return unprintable(.notFinite(spelling: value.description)) }
        var text = PrintfNumber.text(value, .fixed, precision: places)
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
        if value.isNaN { return ExportNumber.unprintable(.notFinite(spelling: "NaN")) }
        if value == 0 { return "0" }
        if value.isInfinite { return ExportNumber.unprintable(.notFinite(spelling: value < 0 ? "-Infinity" : "Infinity")) }
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
