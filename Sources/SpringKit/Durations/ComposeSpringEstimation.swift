import RealModule

/// Jetpack Compose's duration estimate for a spring (`estimateAnimationDurationMillis` in
/// androidx `compose/animation/animation-core/.../SpringEstimation.kt`, used by
/// `FloatSpringSpec.getDurationNanos`).
///
/// What Compose computes (facts and formulas restated; SpringKit's own code): the time at which
/// the displacement, measured in units of the visibility threshold, is last at 1. Compose's
/// springs have mass 1, so it is called with `stiffness = k/m`, the damping ratio, the initial
/// displacement `(from − to)/threshold` and velocity `v/threshold` — all passed as `Float` first,
/// as `FloatSpringSpec` does — and the result is truncated to whole milliseconds.
/// - ζ < 1: the envelope in closed form, `t = ln(1/C)/r` with `r = −ζω0`,
///   `C = √(p0² + ((v0 − r·p0)/ωd)²)` (p0 ≥ 0 after flipping signs so the start is positive).
/// - ζ = 1 and ζ > 1: Newton's method on `x(t) ± 1 = 0` from an initial guess built from each
///   mode's own crossing time (a Lambert-W style fixed point for `t·e^(rt)`), with Compose's
///   inflection handling: when the curve has an inflection at t > 0 whose excursion exceeds the
///   threshold, Newton starts between the concavity change and the inflection so it converges on
///   the last crossing; it stops when a step moves less than 1 ms (at most 100 steps).
/// - ζ = 0 gives Compose's "infinite" duration: `nil` here. Zero displacement and velocity: 0.
///
/// Differences from Compose: a negative estimate (an underdamped envelope that starts inside the
/// threshold) is reported as 0 (Compose returns the negative number of milliseconds).
public struct ComposeSpringEstimation: Sendable, Hashable {
    /// The visibility threshold in units of x (Compose's `DefaultDisplacementThreshold`, 0.01,
    /// for `Float` animations; `Spring.DefaultDisplacementThreshold`).
    public var visibilityThreshold: Double

    /// Creates the estimator with Compose's default visibility threshold 0.01.
    public init(visibilityThreshold: Double = 0.01) {
        self.visibilityThreshold = visibilityThreshold
    }

    /// Compose's estimate in seconds (whole milliseconds), or `nil` for an undamped spring.
    public func duration(of spring: Spring, motion: Motion = .unitStep) -> Double? {
        let stiffness = Double(Float(spring.stiffness / spring.mass))
        let ratio = Double(Float(spring.dampingRatio))
        let velocity = Double(Float(motion.absoluteVelocity / visibilityThreshold))
        let displacement = Double(Float((motion.from - motion.to) / visibilityThreshold))
        guard ratio != 0 else { return nil }
        guard let millis = Self.estimateMillis(stiffness: stiffness, dampingRatio: ratio,
                                               initialVelocity: velocity, initialDisplacement: displacement,
                                               delta: 1) else { return nil }
        return Double(millis) / 1000
    }

    /// The estimate in whole milliseconds for a mass-1 spring, Compose's `Double` entry point:
    /// `nil` when it is not finite.
    public static func estimateMillis(stiffness: Double, dampingRatio: Double, initialVelocity: Double,
                                      initialDisplacement: Double, delta: Double) -> Int64? {
        if initialDisplacement == 0 && initialVelocity == 0 { return 0 }
        let c = 2 * dampingRatio * stiffness.squareRoot()
        let discriminant = c * c - 4 * stiffness
        // Roots of s² + c·s + k = 0: real parts and (for complex roots) the imaginary part.
        let root = discriminant >= 0 ? discriminant.squareRoot() : 0
        let imaginary = discriminant < 0 ? (-discriminant).squareRoot() * 0.5 : 0
        let r1 = (-c + root) * 0.5, r2 = (-c - root) * 0.5
        let v0 = initialDisplacement < 0 ? -initialVelocity : initialVelocity
        let p0 = initialDisplacement.magnitude
        let seconds: Double
        if dampingRatio > 1 {
            seconds = overdamped(r1: r1, r2: r2, p0: p0, v0: v0, delta: delta)
        } else if dampingRatio < 1 {
            let c2 = (v0 - r1 * p0) / imaginary
            let amplitude = (p0 * p0 + c2 * c2).squareRoot()
            seconds = Double.log(delta / amplitude) / r1
        } else {
            seconds = critical(r: r1, p0: p0, v0: v0, delta: delta)
        }
        let millis = seconds * 1000
        guard millis.isFinite else { return nil }
        let truncated = millis.rounded(.towardZero)
        guard truncated < 9.2e18 else { return nil }
        // Checked before converting: a far negative estimate (a spring past its threshold from
        // the start, with extreme magnitudes) is 0, never a trap.
        return truncated <= 0 ? 0 : Int64(truncated)
    }

    /// One Newton step of `f` at `x`.
    private static func newton(_ x: Double, _ f: (Double) -> Double, _ fPrime: (Double) -> Double) -> Double {
        x - f(x) / fPrime(x)
    }

    /// Newton until a step moves less than 1e-3 s, at most 100 steps.
    private static func iterate(from start: Double, _ f: (Double) -> Double, _ fPrime: (Double) -> Double) -> Double {
        var t = start
        var change = Double.greatestFiniteMagnitude
        var count = 0
        while change > 0.001 && count < 100 {
            count += 1
            let previous = t
            t = newton(t, f, fPrime)
            change = (previous - t).magnitude
        }
        return t
    }

    /// x(t) = (c1 + c2·t)·e^(rt): the last time |x| is at `delta`.
    static func critical(r: Double, p0: Double, v0: Double, delta: Double) -> Double {
        let c1 = p0, c2 = v0 - r * c1
        let t1 = Double.log((delta / c1).magnitude) / r
        // Fixed point for t·e^(rt) = delta/c2 (a Lambert-W estimate), six rounds.
        let guess = Double.log((delta / c2).magnitude)
        var w = guess
        for _ in 0...5 { w = guess - Double.log((w / r).magnitude) }
        let t2 = w / r
        var t = !t1.isFinite ? t2 : !t2.isFinite ? t1 : Swift.max(t1, t2)
        let tInflection = -(r * c1 + c2) / (r * c2)
        let xInflection = c1 * Double.exp(r * tInflection) + c2 * tInflection * Double.exp(r * tInflection)
        let signedDelta: Double
        if tInflection.isNaN || tInflection <= 0 {
            signedDelta = -delta
        } else if -xInflection < delta {
            if c2 < 0 && c1 > 0 { t = 0 }
            signedDelta = -delta
        } else {
            t = -(2 / r) - c1 / c2
            signedDelta = delta
        }
        return iterate(from: t,
                       { t in (c1 + c2 * t) * Double.exp(r * t) + signedDelta },
                       { t in (c2 * (r * t + 1) + c1 * r) * Double.exp(r * t) })
    }

    /// x(t) = c1·e^(r1·t) + c2·e^(r2·t): the last time |x| is at `delta`.
    static func overdamped(r1: Double, r2: Double, p0: Double, v0: Double, delta: Double) -> Double {
        let c2 = (r1 * p0 - v0) / (r1 - r2)
        let c1 = p0 - c2
        let t1 = Double.log((delta / c1).magnitude) / r1
        let t2 = Double.log((delta / c2).magnitude) / r2
        var t = !t1.isFinite ? t2 : !t2.isFinite ? t1 : Swift.max(t1, t2)
        let tInflection = Double.log((c1 * r1) / (-c2 * r2)) / (r2 - r1)
        let signedDelta: Double
        if tInflection.isNaN || tInflection <= 0 {
            signedDelta = -delta
        } else if -(c1 * Double.exp(r1 * tInflection) + c2 * Double.exp(r2 * tInflection)) < delta {
            if c2 > 0 && c1 < 0 { t = 0 }
            signedDelta = -delta
        } else {
            t = Double.log(-(c2 * r2 * r2) / (c1 * r1 * r1)) / (r1 - r2)
            signedDelta = delta
        }
        if (c1 * r1 * Double.exp(r1 * t) + c2 * r2 * Double.exp(r2 * t)).magnitude < 0.0001 { return t }
        return iterate(from: t,
                       { t in c1 * Double.exp(r1 * t) + c2 * Double.exp(r2 * t) + signedDelta },
                       { t in c1 * r1 * Double.exp(r1 * t) + c2 * r2 * Double.exp(r2 * t) })
    }
}
