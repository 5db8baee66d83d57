import RealModule

/// What JNWSpringAnimation (github.com/jwilling/JNWSpringAnimation, `JNWSpringAnimation.m`)
/// draws: a `CAKeyframeAnimation` whose keyframes come from a formula, not from solving the
/// spring equation.
///
/// Rule, read from the public source (MIT licence; facts restated, no code copied):
/// - Keyframe at elapsed time `t` (accumulated in steps of `0.001f`):
///   `x(t) = from + A − A·e^(−c/(2m)·t)·cos(ω′·t)`, `A = to − from`,
///   `ω′ = √((√(k/m))² − c²/(4m²))`, and `ω′ = 0` when that root is NaN, so every critically
///   or overdamped spring becomes a pure exponential of rate c/(2m) — which decays slower than
///   the true slow mode and ignores the spring's real shape. The initial velocity is ignored.
/// - Setting `damping ≤ 0` is replaced by 1 (the source logs a "LOGIC ERROR").
/// - The loop starts with a "previous" value of 0 and stops *before* appending keyframe `x_n`
///   when `|x_n − x_(n−1)| ≤ θ` and `|x_(n−1) − to| ≤ θ`, `θ = 0.0001f·|A|`; the differences go
///   through `fabs` on `CGFloat` (double precision on 64-bit; the source used `fabsf` until
///   2015, commit 384ec34 — over 600 seeded random springs the two give the same keyframe
///   count, since they differ only within 6e-8 relative of θ), and `from`/`to` are read with
///   `floatValue` (single precision) — both reproduced here. The keyframes are
///   `x_0 … x_(n−1)` (n values). Source: jwilling/JNWSpringAnimation 97e888c (2017).
/// - Duration = `n × 0.001f` s. Core Animation spreads the n keyframes evenly over it (no
///   `keyTimes`): keyframe i is shown at `i·D/(n−1)`, linearly interpolated, so the drawn curve
///   is the formula stretched in time by `n/(n−1)`. After the duration the layer shows its
///   model value, assumed here to be `to` (the caller sets it, as with any Core Animation).
///
/// Accuracy: reproduces the keyframes to the rounding of the formula (≈ 1e-16 of |A|).
/// Cost: O(n) formula evaluations (one `exp`, one `cos` each) for the keyframes, at most
/// ``maximumKeyframes``; ``duration(of:motion:)`` evaluates only the keyframes that can stop
/// the loop.
public struct JNWSpringRenderer: SpringRenderer, Hashable {
    /// The keyframe step, `0.001f` widened to Double (0.0010000000474974513 s).
    public static let keyframeStep = Double(Float(0.001))
    /// The threshold factor, `0.0001f` widened to Double.
    public static let thresholdFactor = Double(Float(0.0001))

    /// The largest number of keyframes computed; a spring needing more is reported as not
    /// stopping (duration `nil`, positions NaN past the cap). JNW itself would loop on.
    public var maximumKeyframes: Int

    /// Creates a renderer with a keyframe cap (default 1 000 000, i.e. about 1000 s).
    public init(maximumKeyframes: Int = 1_000_000) {
        self.maximumKeyframes = maximumKeyframes
    }

    /// ``Solver/jnw``.
    public var solver: Solver { .jnw }

    /// The damping JNW uses: `c`, or 1 when `c ≤ 0`.
    public func effectiveDamping(_ spring: Spring) -> Double {
        spring.damping <= 0 ? 1 : spring.damping
    }

    /// JNW's position formula at elapsed time `t` (its keyframe values are this at `t_i`).
    public func formulaPosition(of spring: Spring, motion: Motion, at t: Double) -> Double {
        let (from, distance, _) = singlePrecisionInputs(motion)
        return JNWSpringRenderer.position(distance: distance, from: from, t: t,
                                          b: effectiveDamping(spring), m: spring.mass, k: spring.stiffness)
    }

    /// JNW's formula with `from` and `to` in double precision (not read through `floatValue`):
    /// the curve the formula describes, without JNW's single-precision inputs, for matching
    /// against it. `x(t) = from + A − A·e^(−c/(2m)·t)·cos(ω′t)`, `A = to − from`, ω′ as in
    /// ``formulaPosition(of:motion:at:)``.
    public func doublePrecisionFormulaPosition(of spring: Spring, motion: Motion, at t: Double) -> Double {
        JNWSpringRenderer.position(distance: motion.step, from: motion.from, t: t,
                                   b: effectiveDamping(spring), m: spring.mass, k: spring.stiffness)
    }

    /// The keyframe values `x_0 … x_(n−1)`, or `nil` when more than ``maximumKeyframes``
    /// would be needed.
    public func keyframes(of spring: Spring, motion: Motion = .unitStep) -> [Double]? {
        let (from, distance, to) = singlePrecisionInputs(motion)
        let threshold = JNWSpringRenderer.thresholdFactor * Double(Float(distance).magnitude)
        let b = effectiveDamping(spring), m = spring.mass, k = spring.stiffness
        var values: [Double] = []
        var previous = 0.0
        var elapsed = 0.0
        while values.count <= maximumKeyframes {
            let proposed = JNWSpringRenderer.position(distance: distance, from: from, t: elapsed, b: b, m: m, k: k)
            let stepDifference = (proposed - previous).magnitude
            let finalDifference = (previous - to).magnitude
            if stepDifference <= threshold && finalDifference <= threshold { return values }
            previous = proposed
            values.append(proposed)
            elapsed += JNWSpringRenderer.keyframeStep
        }
        return nil
    }

    /// What the layer shows at each of `times`: the keyframes linearly interpolated at
    /// `i·D/(n−1)`, `from` before 0, `to` from the duration on. Velocities are the slopes of
    /// the interpolated segments.
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double]) -> RenderedCurve {
        guard let values = keyframes(of: spring, motion: motion) else {
            return RenderedCurve(solver: .jnw, times: times, positions: times.map { _ in .nan },
                                 velocities: times.map { _ in .nan }, duration: nil)
        }
        let n = values.count
        let duration = Double(n) * JNWSpringRenderer.keyframeStep
        var positions: [Double] = [], velocities: [Double] = []
        positions.reserveCapacity(times.count)
        velocities.reserveCapacity(times.count)
        for t in times {
            if n == 0 || t >= duration {
                positions.append(motion.to); velocities.append(0)
            } else if n == 1 || t <= 0 {
                positions.append(values[0]); velocities.append(0)
            } else {
                let spacing = duration / Double(n - 1)
                let u = t / spacing
                let i = min(Int(u.rounded(.down)), n - 2)
                let fraction = u - Double(i)
                let slope = values[i + 1] - values[i]
                positions.append(values[i] + fraction * slope)
                velocities.append(slope / spacing)
            }
        }
        return RenderedCurve(solver: .jnw, times: times, positions: positions, velocities: velocities,
                             duration: duration)
    }

    /// `from`, `to − from` and `to` as JNW reads them (single precision, widened).
    func singlePrecisionInputs(_ motion: Motion) -> (from: Double, distance: Double, to: Double) {
        let from = Float(motion.from), to = Float(motion.to)
        return (Double(from), Double(to - from), Double(to))
    }

    /// The keyframe formula, evaluated in the source's order of operations.
    static func position(distance a: Double, from: Double, t: Double, b: Double, m: Double, k: Double) -> Double {
        guard a != 0 else { return from + a }
        let w0 = (k / m).squareRoot()
        var frequency = (w0 * w0 - (b * b) / (4 * (m * m))).squareRoot()
        if frequency.isNaN { frequency = 0 }
        let relative = a * Double.exp(-b / (2 * m) * t) * Double.cos(frequency * t)
        return from + a - relative
    }
}

extension Solver {
    /// JNWSpringAnimation's keyframes (``JNWSpringRenderer``).
    public static let jnw = Solver("jnw", displayName: "JNW") { JNWSpringRenderer() }
}
