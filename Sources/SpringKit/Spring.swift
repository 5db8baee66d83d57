import RealModule

/// A damped harmonic oscillator: mass, stiffness and damping.
///
/// The equation of motion is `m·x'' + c·x' + k·(x − to) = 0` (docs/physics.md).
/// All three values are finite; mass and stiffness are positive and damping
/// is non-negative (`c = 0` is an undamped spring that never settles).
/// The initializer also refuses springs whose derived quantities overflow
/// (`k/m` or `c/m` not finite), so every derived value below is finite.
public struct Spring: Sendable, Hashable {
    /// The mass `m` (> 0).
    public let mass: Double
    /// The stiffness `k` (> 0).
    public let stiffness: Double
    /// The damping coefficient `c` (≥ 0).
    public let damping: Double

    /// Creates a spring, rejecting non-finite, non-positive mass or stiffness, negative
    /// damping, rates `k/m` or `c/m` that overflow or underflow, and damping ratios outside
    /// the range SpringKit computes exactly (``dampingRatioRange``).
    ///
    /// Only the ratios matter: `m = 1e200, k = 1e200, c = 1e199` is accepted and is the same
    /// motion as `m = 1, k = 1, c = 0.1` (SpringKit rescales by powers of two, exactly).
    /// - Throws: ``SpringError``; a damping ratio outside the range has reason
    ///   ``SpringError/Reason/beyondExactRange``.
    public init(mass: Double = 1, stiffness: Double, damping: Double) throws(SpringError) {
        self.mass = try Validate.positive(mass, "mass")
        self.stiffness = try Validate.positive(stiffness, "stiffness")
        self.damping = try Validate.nonNegative(damping, "damping")
        let ratio = stiffness / mass
        guard ratio.isFinite, ratio > 0 else {
            throw SpringError(parameter: "stiffness/mass", value: ratio,
                              allowed: "a finite positive ratio (stiffness \(stiffness) over mass \(mass) overflows or underflows)")
        }
        let rate = damping / mass
        guard rate.isFinite else {
            throw SpringError(parameter: "damping/mass", value: rate,
                              allowed: "finite (damping \(damping) over mass \(mass) overflows)")
        }
        if damping > 0 {
            let zeta = NaturalUnits(mass: mass, stiffness: stiffness, damping: damping).dampingRatio
            guard zeta >= Self.dampingRatioRange.lowerBound, zeta <= Self.dampingRatioRange.upperBound else {
                throw SpringError(parameter: "damping ratio",
                                  value: zeta > 0 ? zeta.formattedForMessages : "below 4.9e-324",
                                  allowed: "0 or within 1e-300...1e150, the range computed exactly (ζ = damping / (2·√(stiffness·mass)) of damping \(damping), stiffness \(stiffness), mass \(mass))",
                                  reason: .beyondExactRange)
            }
        }
    }

    /// The damping ratios ζ > 0 SpringKit accepts and computes exactly: 1e-300 … 1e150
    /// (ζ = 0, an undamped spring, is accepted too). Below, the rescaled damping would be
    /// subnormal; above, the slow rate (≈ ω0/(2ζ)) of the acceleration, ω0²/(4ζ²) in natural
    /// units, would underflow.
    public static let dampingRatioRange: ClosedRange<Double> = 1e-300...1e150

    // MARK: Derived values

    /// The undamped natural frequency ω0 = √(k/m), in rad/s.
    public var naturalFrequency: Double {
        let units = NaturalUnits(self)
        return (units.stiffness / units.mass).squareRoot().timesPowerOfTwo(-units.timeExponent)
    }

    /// The damping ratio ζ = c / (2√(k·m)), formed from the exactly rescaled spring so that
    /// `k·m` never overflows or underflows; accurate to a few ulps.
    public var dampingRatio: Double { NaturalUnits(self).dampingRatio }

    /// The exponential decay rate λ = c / (2m), in 1/s.
    public var decayRate: Double { damping / (2 * mass) }

    /// The damped frequency ωd = ω0·√(1 − ζ²) in rad/s when underdamped, else 0.
    ///
    /// Computed from `4km − c²` with error-free products on the exactly rescaled spring
    /// (see ``regime``), so it stays accurate for ζ within 1e-15 of 1.
    public var dampedFrequency: Double {
        let units = NaturalUnits(self)
        guard let d = units.discriminant?.high, d > 0 else { return 0 }
        return (d.squareRoot() / (2 * units.mass)).timesPowerOfTwo(-units.timeExponent)
    }

    /// The rate split ωo = √(λ² − ω0²) = ω0·√(ζ² − 1) in 1/s when overdamped (the two decay
    /// rates are λ ∓ ωo), else 0.
    ///
    /// From the same error-free `4km − c²` as ``dampedFrequency``, so it stays accurate for
    /// ζ within rounding of 1.
    public var overdampedRateSplit: Double {
        let units = NaturalUnits(self)
        // No exact discriminant only for ζ beyond 1e150, which Spring refuses: there ωo ≈ λ.
        guard let d = units.discriminant?.high else { return decayRate }
        guard d < 0 else { return 0 }
        return ((-d).squareRoot() / (2 * units.mass)).timesPowerOfTwo(-units.timeExponent)
    }

    /// The regime of the spring, decided by the exact sign of `4km − c²`.
    ///
    /// The spring is first rescaled exactly by powers of two (`NaturalUnits`), so that the
    /// products never overflow or underflow: the regime depends on k/m and c/m only, as the
    /// physics does.
    public var regime: DampingRegime { NaturalUnits(self).regime }
}

#if !hasFeature(Embedded)
extension Spring: Codable {}
#endif
