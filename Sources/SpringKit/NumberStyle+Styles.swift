/// The named styles: each output's numbers.
extension NumberStyle {
    /// The shortest text that reads back as the value exactly, for specs, JSON, CSV and sweeps:
    /// integral values below 1e15 without a fraction (`180`, `0` for −0), otherwise Swift's
    /// shortest round-trip form (`0.1`, `1e-05`, `1.5e+20`); non-finite as `nan`, `inf`, `-inf`
    /// (callers write them as null or refuse them).
    public static let decimal = NumberStyle(digits: .shortest, zero: "0", integersBelow: 1e15)

    /// Numbers for people (tables, messages, generated code, comments): the fewest significant
    /// digits within 1e-12 relative of the value (`0.3` for 0.30000000000000004), plainly for
    /// magnitudes from 1e-5 below 1e16, else `1.5e-07`; `0` for −0; `nan`, `inf`, `-inf`.
    public static let readable = NumberStyle(digits: .fewest(within: 1e-12), plainExponents: -5..<16, trimming: .all,
                                             zero: "0", signsZero: false)

    /// A Swift floating-point literal: ``readable`` with `.0` where it would read as an integer
    /// (`1.0`, `0.3`, `1e-05`).
    public static let swiftLiteral: NumberStyle = {
        var style = readable
        style.pointsIntegers = true
        return style
    }()

    /// The shortest round-trip decimal as a floating-point literal (`1.0`, `224.6441202856322`,
    /// `1e-05`; `0.0` for −0), valid in Swift, JavaScript, TypeScript, Kotlin and Dart.
    public static let exact = NumberStyle(digits: .shortest, zero: "0.0")

    /// A Kotlin/Java `Float` literal: the value read as a `Float`, without a `.0`, with `f`
    /// (`100f`, `0.5f`, `157.91367f`, `-0f`, `inff` past Float's range).
    public static let kotlinFloat = NumberStyle(digits: .shortestFloat, trimming: .all, suffix: "f")

    /// JavaScript's `Number.prototype.toString()` (ECMAScript Number::toString, radix 10):
    /// shortest round-trip digits, plainly for decimal exponents −6 … 20 (`0.000001`,
    /// `100000000000000000000`), else `1e+21`, `1e-7`; `0` for −0; `NaN`, `Infinity`, `-Infinity`.
    public static let javaScript = NumberStyle(digits: .shortest, plainExponents: -6..<21, exponentForm: .javaScript,
                                               trimming: .all, nonFinite: .javaScript, zero: "0")

    /// Scan's messages and tables: integral values below 1e7 as integers, else four significant
    /// digits as C's `%.4g` writes them with a compact exponent (`0.8076`, `1.2e-5`, `1.235e5`).
    public static let scan = NumberStyle(digits: .significant(4), plainExponents: -4..<4, exponentForm: .compact,
                                         trimming: .all, integersBelow: 1e7)

    /// A number written into source by `scan --fix`: the fewest significant digits within
    /// 5·10⁻⁷ relative, never with an exponent (`157.9137`); `0` for zero and the non-finite.
    public static let edit = NumberStyle(digits: .fewest(within: editTolerance), plainExponents: everyExponent,
                                         trimming: .all, nonFinite: .zero, zero: "0")

    /// How far a number ``edit`` writes may be from the value, relative: 5·10⁻⁷, so that the
    /// spring the written numbers make has the target's ω0 and ζ to about 10⁻⁶.
    public static let editTolerance = 5e-7

    /// A plot's annotation: `digits` significant digits counted from the leading digit, plainly
    /// for magnitudes in [1e-3, 1e6) (`0.123`, `10.00`), else `1.23e+06`; `0`; `–`, `∞`, `−∞`.
    public static func plotLabel(significant digits: Int = 3) -> NumberStyle {
        NumberStyle(digits: .leading(digits, from: 1e-3, below: 1e6), nonFinite: .symbols, zero: "0")
    }

    /// A plot's duration: ``plotLabel(significant:)`` and ` s` (`0.512 s`).
    public static let plotSeconds: NumberStyle = {
        var style = plotLabel()
        style.suffix = " s"
        return style
    }()

    /// A value a user typed, on a plot: six significant digits, trailing zeros dropped where
    /// written plainly (`0.5`, `1.2`, `-50`).
    public static let plotValue: NumberStyle = {
        var style = plotLabel(significant: 6)
        style.trimming = .plain
        return style
    }()

    /// A plot's percentage: two decimals below 10, one from 10 (`4.32 %`, `12.5 %`), as C
    /// rounds them.
    public static func plotPercent(_ value: Double) -> NumberStyle {
        NumberStyle(digits: .decimals(value >= 10 ? 1 : 2), nonFinite: .printf, suffix: " %")
    }

    /// `places` decimals exactly as C's `%.{places}f` writes them (`170.00`, `-0.50`, `-nan`).
    public static func fixed(_ places: Int) -> NumberStyle {
        NumberStyle(digits: .decimals(places), nonFinite: .printf)
    }

    /// At most `places` decimals, trailing zeros dropped, never `-0` (`0.25`, `3`).
    public static func fewerDecimals(_ places: Int) -> NumberStyle {
        NumberStyle(digits: .decimals(places), trimming: .all, signsZero: false)
    }

    /// `digits` (≥ 1) significant digits as C's `%.{digits}g` writes them: plainly for decimal
    /// exponents −4 … `digits` − 1, else with C's exponent; trailing zeros dropped (`0.8076`,
    /// `59.94`, `1e+06`, `1.5e-05`); `nan`, `inf`, `-inf`, `-nan` as printf writes them.
    public static func general(_ digits: Int) -> NumberStyle {
        NumberStyle(digits: .significant(digits), plainExponents: -4..<digits, trimming: .all, nonFinite: .printf)
    }

    /// An axis tick at a resolution: `places` decimals as C writes them, never `-0` (`0.50`).
    public static func tick(decimals places: Int) -> NumberStyle {
        NumberStyle(digits: .decimals(places), signsZero: false)
    }

    /// An axis tick in exponent form: `digits` significant digits, the mantissa's trailing zeros
    /// dropped, a compact exponent (`2e-5`, `1.5e6`).
    public static func tick(significant digits: Int) -> NumberStyle {
        NumberStyle(digits: .significant(digits), plainExponents: 0..<0, exponentForm: .compact, trimming: .all,
                    signsZero: false)
    }

    /// A count (≥ 0) with its thousands separated by commas (`1,000,000`). Cost: O(digits).
    public static func grouped(_ count: Int) -> String {
        let digits = String(count)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }
}
