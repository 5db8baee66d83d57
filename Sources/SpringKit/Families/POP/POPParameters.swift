import RealModule

/// POP / Rebound / React Native bounciness and speed (family `pop`).
///
/// Formula (Origami's "Bouncy" conversion; defined at mass 1, at mass m the motion is kept):
/// - `b = (bounciness/1.7/20)·0.8`, `s = speed/1.7/20`;
/// - QC tension `t = 0.5 + s·(200 − 0.5)`;
/// - QC friction `f = n(t) + (2b − b²)·(0.01 − n(t))` (quadratic-out ease from the
///   no-bounce friction `n(t)` towards 0.01), where `n` is piecewise cubic:
///   `0.0007t³ − 0.031t² + 0.64t + 1.28` (t ≤ 18),
///   `0.000044t³ − 0.006t² + 0.36t + 2` (18 < t ≤ 44),
///   `0.00000045t³ − 0.000332t² + 0.1078t + 5.84` (t > 44);
/// - then Origami's lines: `k = (t − 30)·3.62 + 194`, `c = (f − 8)·3 + 25` (times m).
///
/// Inverse, exact in closed form: `t = 30 + (k/m − 194)/3.62`, speed `= (t − 0.5)·34/199.5`;
/// `f = 8 + (c/m − 25)/3`; the ease value `e = 2b − b² = (n(t) − f)/(n(t) − 0.01)`, whose root
/// below 1 is `b = 1 − √(1 − e) = e/(1 + √(1 − e))` (written so it does not cancel);
/// bounciness `= b·42.5`. The cubic `n` is only evaluated, never inverted: t comes from k alone.
/// Source: facebook/pop `POPAnimationExtras.mm` (`convertBounciness:speed:…`,
/// `convertTension:friction:…`), `POPMath.mm` (`POPBouncy3NoBounce`,
/// `POPQuadraticOutInterpolation`), facebook/rebound `BouncyConversion.java`.
/// POP's default (bounciness 4, speed 12) is k = 342.1006, c = 30.4870.
/// Range: bounciness and speed in [0, 20] (POP's documented range); springs outside it
/// are not representable (reported, never clamped). Accuracy: round trips to ~1e-12.
public struct POPParameters: SpringParameterization {
    /// ``FamilyForm/pop``.
    public static let form = FamilyForm.pop

    /// The values, keyed: `.bounciness: bounciness, .speed: speed`.
    public var parameters: SpringParameters { [.bounciness: bounciness, .speed: speed] }

    /// POP's documented range for both parameters.
    public static let range: ClosedRange<Double> = 0...20

    /// The bounciness in [0, 20] (POP's default 4, React Native's 8).
    public var bounciness: Double
    /// The speed in [0, 20] (POP's and React Native's default 12).
    public var speed: Double

    /// Creates the parameters (checked by ``spring(mass:)``).
    public init(bounciness: Double, speed: Double) {
        self.bounciness = bounciness
        self.speed = speed
    }

    /// Origami's no-bounce friction for a QC tension (the piecewise cubic `POPBouncy3NoBounce`).
    static func noBounceFriction(qcTension t: Double) -> Double {
        if t <= 18 {
            return ((0.0007 * t - 0.031) * t + 0.64) * t + 1.28
        } else if t <= 44 {
            return ((0.000044 * t - 0.006) * t + 0.36) * t + 2
        } else {
            return ((0.00000045 * t - 0.000332) * t + 0.1078) * t + 5.84
        }
    }

    /// Bounciness per unit of the normalised, projected bounciness `b` (20·1.7/0.8).
    static let bouncinessScale = 20 * 1.7 / 0.8
    /// Speed per unit of QC tension above 0.5 (20·1.7/199.5).
    static let speedScale = 20 * 1.7 / 199.5
    /// The friction the quadratic ease tends to at full bounce.
    static let frictionFloor = 0.01

    /// Stiffness and damping at mass 1 (Origami tension and friction in POP's units).
    public var stiffnessAndDamping: (stiffness: Double, damping: Double) {
        let b = bounciness / Self.bouncinessScale
        let qcTension = 0.5 + speed / Self.speedScale
        let noBounce = Self.noBounceFriction(qcTension: qcTension)
        let ease = b * (2 - b)
        let qcFriction = noBounce + ease * (Self.frictionFloor - noBounce)
        return (OrigamiParameters.stiffness(tension: qcTension), OrigamiParameters.damping(friction: qcFriction))
    }

    /// The spring at `mass`.
    /// - Throws: ``SpringError`` naming `bounciness`, `speed` or `mass` when out of [0, 20].
    public func spring(mass: Double = 1) throws(SpringError) -> Spring {
        guard bounciness.isFinite, Self.range.contains(bounciness) else {
            throw SpringError(parameter: "bounciness", value: bounciness, allowed: "in POP's range [0, 20]")
        }
        guard speed.isFinite, Self.range.contains(speed) else {
            throw SpringError(parameter: "speed", value: speed, allowed: "in POP's range [0, 20]")
        }
        let (k1, c1) = stiffnessAndDamping
        return try Spring.fromUnitMass(stiffness: k1, damping: c1, mass: mass, blaming: "speed", value: speed)
    }

    /// The bounciness and speed of the spring's motion (k/m, c/m), solved exactly.
    /// - Throws: ``NotRepresentable`` when either would leave [0, 20] (values within 1e-9 of
    ///   an end are taken as the end: that is rounding, not range).
    public init(representing spring: Spring) throws(NotRepresentable) {
        let k1 = spring.stiffnessPerMass, c1 = spring.dampingPerMass
        let qcTension = OrigamiParameters.tension(stiffness: k1)
        let speed = try Self.inRange((qcTension - 0.5) * Self.speedScale, "speed")
        let qcFriction = 8 + (c1 - 25) / 3
        let noBounce = Self.noBounceFriction(qcTension: qcTension)
        let ease = (noBounce - qcFriction) / (noBounce - Self.frictionFloor)
        guard ease <= 1 else {
            throw NotRepresentable("bounciness would be above POP's range [0, 20]: damping per unit mass \(c1.shortForMessages) is below POP's lightest at this speed")
        }
        let b = ease / (1 + (1 - ease).squareRoot())
        let bounciness = try Self.inRange(b * Self.bouncinessScale, "bounciness")
        self.init(bounciness: bounciness, speed: speed)
    }

    private static func inRange(_ value: Double, _ name: String) throws(NotRepresentable) -> Double {
        let slack = 1e-9
        guard value.isFinite, value >= range.lowerBound - slack, value <= range.upperBound + slack else {
            throw NotRepresentable("\(name) \(value.shortForMessages) is outside POP's range [0, 20]")
        }
        return Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    }
}

#if !hasFeature(Embedded)
extension POPParameters: Codable {}
#endif
