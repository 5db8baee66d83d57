/// How SpringTune writes a `Double` as text: the one number formatter, its styles named.
///
/// A style is a set of parameters over the same rules, each written once (in
/// `NumberStyle+Text.swift` and `DecimalDigits.swift`): where the digits come from (``Digits``),
/// where they are written plainly and where with an exponent (``plainExponents`` and
/// ``ExponentForm``), which trailing zeros go (``Trimming``), how zero, −0 and the non-finite
/// are spelled (``zero``, ``signsZero``, ``NonFiniteSpelling``), integers without a fraction
/// (``integersBelow``) or with a `.0` (``pointsIntegers``), and a ``suffix``.
/// The named styles (``decimal``, ``readable``, ``javaScript``, …) are today's outputs; write a
/// number with `style.text(value)`.
/// - Cost: O(digits) per number; the styles that round call C's `snprintf` once, or up to 17
///   times for ``Digits/fewest(within:)``.
public struct NumberStyle: Sendable, Hashable {
    /// Where the digits of a finite, nonzero value come from.
    public enum Digits: Sendable, Hashable {
        /// Swift's shortest round-trip digits (`description`: `0.1`, `1e-05`, `180.0`).
        case shortest
        /// The shortest round-trip digits of the value read as a `Float` (`157.91367`).
        case shortestFloat
        /// The fewest significant digits (1 … 17) whose rounding reads back within
        /// `within`·|value| of the value; 17 digits always round-trip.
        case fewest(within: Double)
        /// That many significant digits, rounded by C (`%.{n-1}e`).
        case significant(Int)
        /// That many digits after the point, rounded by C (`%.{n}f`).
        case decimals(Int)
        /// That many significant digits counted from the value's own leading digit
        /// (`%.{n-1-⌊log10|value|⌋}f`, so 9.996 is `10.00`) where the value's magnitude is in
        /// [`from`, `below`), else `%.{n-1}e`.
        case leading(Int, from: Double, below: Double)
    }

    /// Which trailing zeros of a fraction are dropped (with a point left bare).
    public enum Trimming: Sendable, Hashable {
        /// None: every digit C or Swift wrote.
        case none
        /// Those of a number written plainly only (`1.50000e+06` keeps its zeros).
        case plain
        /// Those of a mantissa only (`0.0100` keeps its zeros).
        case exponent
        /// All.
        case all
    }

    /// How an exponent is written after the mantissa's `e`.
    public struct ExponentForm: Sendable, Hashable {
        /// Whether a positive exponent has a `+` (`1e+21`) or none (`1e5`).
        public var signsPositive: Bool
        /// The fewest exponent digits, zero-padded (`1e-05` has 2).
        public var minimumDigits: Int
        /// Whether an exponent of 0 is left out with its `e`.
        public var omitsZero: Bool

        /// C's `%e` and Swift's: `1.5e-07`, `1e+20`.
        public static let c = ExponentForm(signsPositive: true, minimumDigits: 2, omitsZero: false)
        /// JavaScript's `Number.prototype.toString()`: `1e+21`, `1e-7`.
        public static let javaScript = ExponentForm(signsPositive: true, minimumDigits: 1, omitsZero: false)
        /// The shortest: `1.2e-5`, `1.5e5`, and `2` for `2e+00`.
        public static let compact = ExponentForm(signsPositive: false, minimumDigits: 1, omitsZero: true)
    }

    /// How NaN and the infinities are written.
    public struct NonFiniteSpelling: Sendable, Hashable {
        /// NaN's spelling.
        public var nan: String
        /// +∞'s spelling.
        public var infinity: String
        /// −∞'s spelling.
        public var negativeInfinity: String
        /// Whether a NaN with its sign bit set gets a `-` (as C's `printf` writes it).
        public var signsNaN: Bool

        /// `nan`, `inf`, `-inf` whatever NaN's sign: what Swift's `description` writes.
        public static let swift = NonFiniteSpelling(nan: "nan", infinity: "inf", negativeInfinity: "-inf", signsNaN: false)
        /// `nan`, `inf`, `-inf`, and `-nan` for a NaN with its sign bit set: what C's `printf` writes.
        public static let printf = NonFiniteSpelling(nan: "nan", infinity: "inf", negativeInfinity: "-inf", signsNaN: true)
        /// JavaScript's `NaN`, `Infinity`, `-Infinity`.
        public static let javaScript = NonFiniteSpelling(nan: "NaN", infinity: "Infinity", negativeInfinity: "-Infinity", signsNaN: false)
        /// For people on a plot: `–`, `∞`, `−∞`.
        public static let symbols = NonFiniteSpelling(nan: "–", infinity: "∞", negativeInfinity: "−∞", signsNaN: false)
        /// Every non-finite value as `0`.
        public static let zero = NonFiniteSpelling(nan: "0", infinity: "0", negativeInfinity: "0", signsNaN: false)
    }

    /// Where the digits come from.
    public var digits: Digits
    /// The decimal exponents (of the rounded value, `d.ddd × 10^e`) written plainly; the
    /// others get an exponent in ``exponentForm``. `nil`: as the digits' source writes them
    /// (Swift's `description`, C's `%f` or `%e`).
    public var plainExponents: Range<Int>?
    /// How an exponent is written where ``plainExponents`` gives one.
    public var exponentForm: ExponentForm
    /// Which trailing zeros are dropped.
    public var trimming: Trimming
    /// How the non-finite are written.
    public var nonFinite: NonFiniteSpelling
    /// How 0 and −0 are written; `nil`: as any other value.
    public var zero: String?
    /// Whether a result that shows only zeros keeps its minus (`-0.00`) or drops it (`0.00`).
    public var signsZero: Bool
    /// Integral values of a magnitude below this are written as integers (`180`); `nil`: none.
    public var integersBelow: Double?
    /// Whether a number written plainly without a fraction gets `.0` (a Swift `Double` literal).
    public var pointsIntegers: Bool
    /// Text after every number, non-finite included (`f`, ` s`).
    public var suffix: String

    /// A style from its parameters; each defaults to writing what the digits' source writes.
    public init(digits: Digits, plainExponents: Range<Int>? = nil, exponentForm: ExponentForm = .c,
                trimming: Trimming = .none, nonFinite: NonFiniteSpelling = .swift, zero: String? = nil,
                signsZero: Bool = true, integersBelow: Double? = nil, pointsIntegers: Bool = false, suffix: String = "") {
        self.digits = digits
        self.plainExponents = plainExponents
        self.exponentForm = exponentForm
        self.trimming = trimming
        self.nonFinite = nonFinite
        self.zero = zero
        self.signsZero = signsZero
        self.integersBelow = integersBelow
        self.pointsIntegers = pointsIntegers
        self.suffix = suffix
    }

    /// Every decimal exponent: always written plainly.
    static let everyExponent = Int.min..<Int.max
}
