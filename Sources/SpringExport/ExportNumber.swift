import SpringKit

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
                return "it would print \(NumberStyle.readable.text(value)) as the Float \(spelling): outside Float's range (magnitudes 1.18e-38 to 3.4e38, Float.leastNormalMagnitude to Float.greatestFiniteMagnitude), the type this code's values have"
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

    /// The shortest decimal within 1e-12 relative of `value` (`NumberStyle.readable`), without
    /// a trailing `.0` (`1`, `0.3`, `157.91367041743`); valid in Swift, JavaScript, Java,
    /// Kotlin (as Double) and Objective-C.
    static func plain(_ value: Double) -> String {
        printable(value, .readable)
    }

    /// A Swift floating-point literal (`1.0`, `0.3`, `1e-05`): ``plain(_:)`` with a `.0`
    /// where it would otherwise read as an integer (`NumberStyle.swiftLiteral`).
    static func swift(_ value: Double) -> String {
        printable(value, .swiftLiteral)
    }

    /// The shortest decimal that reads back as exactly `value` (Swift's `description`: `1.0`,
    /// `224.6441202856322`, `1e-05`); a valid floating-point literal in Swift, JavaScript,
    /// TypeScript, Kotlin and Dart. The preset modules write their exact forms with it. A
    /// negative zero (a zero velocity normalised over a falling motion) is written `0.0`
    /// (`NumberStyle.exact`).
    static func exact(_ value: Double) -> String {
        printable(value, .exact)
    }

    /// A Kotlin/Java `Float` literal (`100f`, `0.5f`, `157.91367f`: `NumberStyle.kotlinFloat`).
    /// A nonzero value outside `Float`'s normal range (its magnitude below
    /// `Float.leastNormalMagnitude`, about 1.2e-38, where it becomes 0 or keeps only a few bits,
    /// or above `Float.greatestFiniteMagnitude`, about 3.4e38) is unprintable: Android's
    /// `SpringForce` throws on a stiffness of 0.
    static func float(_ value: Double) -> String {
        let text = NumberStyle.kotlinFloat.text(value)
        guard value.isFinite else { return unprintable(.notFinite(spelling: text)) }
        let single = Float(value)
        guard value == 0 || (single.isNormal && single.isFinite) else {
            return unprintable(.beyondFloat(value: value, spelling: text))
        }
        return text
    }

    /// Four significant digits, for comments: rounded as C's `%.4g` rounds, then written as
    /// JavaScript writes that number.
    static func short(_ value: Double) -> String {
        guard value.isFinite else { return unprintable(.notFinite(spelling: value.description)) }
        return javaScript(Double(NumberStyle(digits: .significant(4)).text(value)) ?? value)
    }

    /// `value` with at most `places` decimals, trailing zeros removed, never `-0`
    /// (`NumberStyle.fewerDecimals(_:)`).
    static func fixed(_ value: Double, places: Int) -> String {
        printable(value, .fewerDecimals(places))
    }

    /// The string JavaScript prints for `value` (`NumberStyle.javaScript`: Number::toString),
    /// for byte-exact Motion output; `NaN` and the infinities are unprintable.
    static func javaScript(_ value: Double) -> String {
        printable(value, .javaScript)
    }

    /// JavaScript's `Math.round`: the nearest integer, ties toward +∞ (`-2.5` → `-2`); keeps `-0`.
    static func mathRound(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let down = value.rounded(.down)
        let result = value - down >= 0.5 ? down + 1 : down
        return result == 0 && value.sign == .minus ? -0.0 : result
    }

    /// `value` in `style`, or its non-finite spelling in that style between the marks.
    private static func printable(_ value: Double, _ style: NumberStyle) -> String {
        let text = style.text(value)
        return value.isFinite ? text : unprintable(.notFinite(spelling: text))
    }
}
