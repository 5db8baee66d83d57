import RealModule

/// A damped harmonic oscillator: mass, stiffness and damping.
///
/// The equation of motion is `m·x'' + c·x' + k·(x − to) = 0` (DESIGN.md §2).
/// All three values are finite; mass and stiffness are positive and damping
/// is non-negative (`c = 0` is an undamped spring that never settles).
/// The initializer also refuses springs whose derived quantities overflow
/// (`k/m` or `c/m` not finite), so every derived value below is finite.
public struct Spring: Sendable, Hashable, Codable {
    /// The mass `m` (> 0).
    public let mass: Double
    /// The stiffness `k` (> 0).
    public let stiffness: Double
    /// The damping coefficient `c` (≥ 0).
    public let damping: Double

    /// Creates a spring, rejecting non-finite, non-positive mass or stiffness,
    /// negative damping, and combinations whose `k/m`, `c/m` or `c²` overflow.
    public init(mass: Double = 1, stiffness: Double, damping: Double) throws(SpringError) {
        self.mass = try Validate.positive(mass, "mass")
        self.stiffness = try Validate.positive(stiffness, "stiffness")
        self.damping = try Validate.nonNegative(damping, "damping")
        let ratio = stiffness / mass
        guard ratio.isFinite, ratio > 0, (ratio * 4).isFinite else {
            throw SpringError(parameter: "stiffness/mass", value: ratio,
                              allowed: "a finite positive ratio (stiffness \(stiffness) over mass \(mass) overflows or underflows)")
        }
        let decay = damping / (2 * mass)
        guard decay.isFinite, (decay * decay).isFinite, (damping * damping).isFinite,
              (4 * stiffness * mass).isFinite else {
            throw SpringError(parameter: "damping/mass", value: decay,
                              allowed: "finite (damping \(damping) over mass \(mass) overflows)")
        }
    }

    // MARK: Derived values

    /// The undamped natural frequency ω0 = √(k/m), in rad/s.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ = c / (2√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The exponential decay rate λ = c / (2m), in 1/s.
    public var decayRate: Double { damping / (2 * mass) }

    /// The damped frequency ωd = ω0·√(1 − ζ²) in rad/s when underdamped, else 0.
    ///
    /// Computed from `4km − c²` with error-free products (see ``discriminant``),
    /// so it stays accurate for ζ within 1e-12 of 1.
    public var dampedFrequency: Double {
        let d = discriminant
        return d > 0 ? d.squareRoot() / (2 * mass) : 0
    }

    /// The regime of the spring, decided by the exact sign of `4km − c²`.
    public var regime: DampingRegime {
        if damping == 0 { return .undamped }
        let d = discriminant
        if d > 0 { return .underdamped }
        if d < 0 { return .overdamped }
        return .critical
    }

    /// `4km − c²`, with the two products formed exactly (FMA two-product), so its
    /// sign and magnitude are right even when ζ is within 1e-15 of 1.
    var discriminant: Double {
        let fourK = 4 * stiffness               // ×4 is exact
        let km = fourK * mass
        let kmError = Double.fusedError(fourK, mass, km)
        let cc = damping * damping
        let ccError = Double.fusedError(damping, damping, cc)
        return (km - cc) + (kmError - ccError)
    }
}

extension Double {
    /// The rounding error of `a·b` given its rounded product `p`: `a·b − p`, exact by FMA.
    @inline(__always)
    static func fusedError(_ a: Double, _ b: Double, _ p: Double) -> Double {
        (-p).addingProduct(a, b)
    }
}
