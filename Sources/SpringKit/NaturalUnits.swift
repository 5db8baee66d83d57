/// A spring rescaled exactly, by powers of two, so that its numbers are near 1.
///
/// The equation `m·x'' + c·x' + k·x = 0` is unchanged when m, k and c are multiplied by the
/// same factor, and a change of time unit `t = σ·τ` turns it into `m·x'' + (c·σ)·x' + (k·σ²)·x = 0`.
/// With both factors powers of two (`2^a` and `σ = 2^b`) the rescaling is exact, so
///
///     m̂ = m·2^a ∈ [1, 2),   k̂ = k·2^(a+2b) ∈ [1, 4),   ĉ = c·2^(a+b),
///
/// describe the same motion in a time unit of `2^b` seconds (about 1/ω0). Every derived
/// quantity (ζ, the sign of `4km − c²`, ωd, the decay rates) is then formed from numbers
/// near 1 and never overflows or underflows, however large or small m, k and c are: only
/// ĉ carries the magnitude of ζ. This is what makes `m = 1e-200, k = 1e-200, c = 1e-201`
/// the same spring as `m = 1, k = 1, c = 0.1`, bit for bit.
///
/// Cost: a few integer operations and three exact multiplications.
@usableFromInline
struct NaturalUnits: Sendable, Hashable {
    /// m̂ ∈ [1, 2).
    @usableFromInline let mass: Double
    /// k̂ ∈ [1, 4).
    @usableFromInline let stiffness: Double
    /// ĉ (≥ 0); about 2ζ·√(k̂m̂).
    @usableFromInline let damping: Double
    /// b: one natural time unit is 2^b seconds.
    @usableFromInline let timeExponent: Int

    /// The largest ĉ whose square is formed without overflow (every accepted ζ, up to 1e150,
    /// gets the exact discriminant; beyond, the spring is overdamped beyond doubt).
    static let exactDiscriminantLimit = 0x1p510

    @usableFromInline
    init(mass m: Double, stiffness k: Double, damping c: Double) {
        let a = -m.exponent
        let b = -((k.exponent + a) >> 1)          // floor division: k̂'s exponent is 0 or 1
        mass = m.timesPowerOfTwo(a)
        stiffness = k.timesPowerOfTwo(a + 2 * b)
        damping = c == 0 ? 0 : c.timesPowerOfTwo(a + b)
        timeExponent = b
    }

    @usableFromInline
    init(_ spring: Spring) {
        self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    }

    /// `4k̂m̂ − ĉ²` as a double-double, the two products formed exactly (FMA two-product), so
    /// its sign and magnitude are right even when ζ is within 1e-16 of 1. `nil` when ĉ is
    /// too large to square (then the spring is overdamped and the value is not needed).
    var discriminant: ExtendedDouble? {
        guard damping <= Self.exactDiscriminantLimit else { return nil }
        let fourK = 4 * stiffness               // ×4 is exact
        let km = ExtendedDouble.product(fourK, mass)
        let cc = ExtendedDouble.product(damping, damping)
        let s = ExtendedDouble.sum(km.high, -cc.high)
        return ExtendedDouble.sum(s.high, s.low + (km.low - cc.low))
    }

    /// ζ = ĉ / (2√(k̂m̂)) (= c / (2√(km)) exactly in real arithmetic), to a few ulps.
    var dampingRatio: Double {
        damping / (2 * (stiffness * mass).squareRoot())
    }

    /// The regime, decided by the sign of the discriminant.
    var regime: DampingRegime {
        if damping == 0 { return .undamped }
        guard let d = discriminant?.high else { return .overdamped }
        if d > 0 { return .underdamped }
        if d < 0 { return .overdamped }
        return .critical
    }
}

extension Double {
    /// `self·2^n`, exact unless the result overflows or is subnormal (then rounded once).
    @inlinable @inline(__always)
    func timesPowerOfTwo(_ n: Int) -> Double {
        if n >= -1022 && n <= 1023 {
            return self * Double(bitPattern: UInt64(1023 + n) << 52)
        }
        return Double(sign: .plus, exponent: n, significand: self)
    }

    /// 2^n for −1022 ≤ n ≤ 1023.
    @inlinable @inline(__always)
    static func powerOfTwo(_ n: Int) -> Double {
        Double(bitPattern: UInt64(1023 + n) << 52)
    }
}
