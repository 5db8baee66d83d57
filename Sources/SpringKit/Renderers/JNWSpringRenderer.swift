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
/// Cost: O(n) formula evaluations (one `exp`, one `cos` each); at most ``maximumKeyframes``
/// (``duration(of:motion:)`` skips the keyframes that provably cannot stop the loop).
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

    /// The animation's duration, `n × 0.001f` s, or `nil` past the keyframe cap.
    ///
    /// The same count as ``keyframes(of:motion:)`` gives, with work bounded independently of
    /// how long the spring rings. The loop starts at `firstPossibleStop(of:motion:)`, a proven
    /// lower bound on the stopping index; from there, for an oscillating formula (ω′ > 0), JNW's
    /// test can only pass at an index `n` whose previous keyframe lies near a zero of
    /// `cos(ω′t)`: `|x_(n−1) − to| ≤ θ` needs `|cos(ω′t_(n−1))| ≤ ρ = θ′/E(t_(n−1))`, with
    /// `E(t) = |A|·e^(−λt)` and θ′ = θ widened for rounding (by 0.2 % and 1e-12 of the
    /// magnitudes, which covers `from + A ≠ to` in single precision). So only the indices within
    /// `asin(ρ)/ω′` of each zero (ρ taken at the end of the half period, where it is largest),
    /// widened by two indices on each side, are tested, zero by zero, in order; a zero is
    /// skipped whole when the step between keyframes there, at least
    /// `E·(2|sin(ω′h/2)|·cos(asin ρ + 3ω′h) − (e^(λh) − 1))`, still exceeds θ′; once ρ reaches
    /// 1/2 the plain loop takes over. That is exact because JNW's elapsed time, a sum of `0.001f`
    /// steps in double precision, is exactly `i × 0.001f` for every `i` below 2^19/0.001 (each
    /// partial sum is a multiple of 2^−33 under 2^19, hence representable), and every index the
    /// test can pass at is tested with JNW's own formula. Tested equal to the full loop on springs
    /// with ζ from 1e-6 to 1e3. Cost: a few formula evaluations per half period between the
    /// lower bound and the stop (hundreds to a few thousand for a lightly damped spring); a
    /// spring with fewer than eight keyframes a period takes the plain loop, at most
    /// ``maximumKeyframes`` evaluations.
    public func duration(of spring: Spring, motion: Motion = .unitStep) -> Double? {
        let (from, distance, to) = singlePrecisionInputs(motion)
        let threshold = JNWSpringRenderer.thresholdFactor * Double(Float(distance).magnitude)
        let b = effectiveDamping(spring), m = spring.mass, k = spring.stiffness
        let h = JNWSpringRenderer.keyframeStep
        let start = firstPossibleStop(of: spring, motion: motion)
        guard start <= maximumKeyframes else { return nil }
        func x(_ i: Int) -> Double {
            JNWSpringRenderer.position(distance: distance, from: from, t: Double(i) * h, b: b, m: m, k: k)
        }
        /// JNW's test at `n`: the step from keyframe `n − 1` and keyframe `n − 1`'s distance to `to`.
        func stops(at n: Int) -> Bool {
            let previous = n == 0 ? 0 : x(n - 1)
            return (x(n) - previous).magnitude <= threshold && (previous - to).magnitude <= threshold
        }
        /// The plain loop from `n`.
        func loop(from n: Int) -> Double? {
            var n = n
            var previous = n == 0 ? 0 : x(n - 1)
            while n <= maximumKeyframes {
                let proposed = x(n)
                if (proposed - previous).magnitude <= threshold && (previous - to).magnitude <= threshold {
                    return Double(n) * h
                }
                previous = proposed
                n += 1
            }
            return nil
        }
        let w0 = (k / m).squareRoot()
        var frequency = (w0 * w0 - (b * b) / (4 * (m * m))).squareRoot()
        if frequency.isNaN { frequency = 0 }
        let lambda = b / (2 * m), amplitude = distance.magnitude
        // Fewer than eight keyframes a period: walking the zeros would visit more of them than
        // there are keyframes (a spring ringing at 1e10 rad/s has ~3e9 zeros a second), so the
        // plain loop, at most maximumKeyframes evaluations, is the cheaper exact count.
        guard frequency > 0, frequency.isFinite, lambda > 0, lambda.isFinite, amplitude > 0, start >= 1,
              frequency * h < Double.pi / 4 else {
            return loop(from: start)
        }
        let slack = threshold * 1.002 + 1e-12 * (from.magnitude + amplitude + to.magnitude)
        let halfStepSine = Double.sin(frequency * h / 2).magnitude
        // Zeros of cos(ω′t) at t_j = (π/2 + jπ)/ω′, from the one at or before keyframe start − 1.
        var j = (((Double(start - 1) * h * frequency) - Double.pi / 2) / Double.pi).rounded(.down)
        while true {
            let zero = (Double.pi / 2 + j * Double.pi) / frequency
            let end = zero + Double.pi / (2 * frequency)
            let rho = slack / (amplitude * Double.exp(-lambda * end))
            let low = ((zero - Double.pi / (2 * frequency)) / h).rounded(.down)
            if !(rho < 0.5) || !rho.isFinite {
                // Near the end the envelope is within the band: the plain loop stops soon.
                return loop(from: Swift.max(start, Int(Swift.max(low, 0)) + 1))
            }
            let width = Double.asin(rho) / frequency
            let first = ((zero - width) / h).rounded(.down) - 2, last = ((zero + width) / h).rounded(.up) + 2
            if first + 1 > Double(maximumKeyframes) { return nil }
            // Near the zero the step between keyframes is about E·ω′h: with φ the midpoint's
            // phase, |x_n − x_(n−1)| ≥ E(t_n)·(2|sin(ω′h/2)|·|sin φ| − (e^(λh) − 1)), and within
            // the window |sin φ| ≥ cos(asin ρ + 3ω′h). When that exceeds θ′ at the window's
            // last keyframe, no keyframe of the window can stop the loop.
            let spread = Double.asin(rho) + 3 * frequency * h
            if spread < Double.pi / 2 {
                let floor = amplitude * Double.exp(-lambda * ((last + 1) * h))
                    * (2 * halfStepSine * Double.cos(spread) - Double.expMinusOne(lambda * h))
                if floor > slack { j += 1; continue }
            }
            var i = Swift.max(Int(first), start - 1)
            while Double(i) <= last && i + 1 <= maximumKeyframes {
                if stops(at: i + 1) { return Double(i + 1) * h }
                i += 1
            }
            j += 1
        }
    }

    /// A lower bound on the keyframe count `n` at which JNW's loop can stop (0 when none is
    /// proven; `Int.max` when it provably never stops within the cap).
    ///
    /// With `E(t) = |A|·e^(−λt)`, `λ = c/(2m)`, the stop at `n` needs `|x_(n−1) − to| ≤ θ` and
    /// `|x_n − x_(n−1)| ≤ θ`, so `|x_n − to| ≤ 2θ`. For `ω′ = 0` (critically or overdamped) that
    /// needs `E(t_(n−1)) ≤ θ`. For `ω′ > 0`, with `r = θ/E(t_(n−1))` and `a = ω′·t_(n−1)`:
    /// `|cos a| ≤ r` and `|cos(a + ω′h)| ≤ 2r·e^(λh)`, and since
    /// `|cos(a + ω′h)| ≥ √(1 − r²)·|sin ω′h| − r`, it needs `r ≥ 0.8·|sin ω′h|/(1 + 2e^(λh))`.
    /// θ is widened by 1e-3 relative and 1e-12 of the magnitudes for rounding, and the bound is
    /// moved two indices earlier.
    func firstPossibleStop(of spring: Spring, motion: Motion) -> Int {
        let (from, distance, to) = singlePrecisionInputs(motion)
        let amplitude = distance.magnitude
        guard amplitude > 0 else { return 0 }
        let b = effectiveDamping(spring), m = spring.mass, k = spring.stiffness
        let h = JNWSpringRenderer.keyframeStep
        let threshold = JNWSpringRenderer.thresholdFactor * Double(Float(distance).magnitude)
        let slack = threshold * 1.001 + 1e-12 * (from.magnitude + amplitude + to.magnitude)
        let lambda = b / (2 * m)
        let w0 = (k / m).squareRoot()
        var frequency = (w0 * w0 - (b * b) / (4 * (m * m))).squareRoot()
        if frequency.isNaN { frequency = 0 }
        let bound: Double
        if frequency == 0 {
            bound = slack
        } else {
            let s = Double.sin(frequency * h).magnitude
            guard s >= 1e-3 else { return 0 }
            bound = slack * (1 + 2 * Double.exp(lambda * h)) / (0.8 * s)
        }
        guard lambda > 0, lambda.isFinite, bound > 0, bound.isFinite else { return 0 }
        // E(t) > bound for t < ln(|A|/bound)/λ: no stop while t_(n−1) is below that.
        let t = Double.log(amplitude / bound) / lambda
        guard t.isFinite else { return t > 0 ? Int.max : 0 }
        let index = (t / h).rounded(.down) - 2
        if !(index > 0) { return 0 }
        return index >= Double(Int.max / 2) ? Int.max : Int(index) + 1
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
    private func singlePrecisionInputs(_ motion: Motion) -> (from: Double, distance: Double, to: Double) {
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
