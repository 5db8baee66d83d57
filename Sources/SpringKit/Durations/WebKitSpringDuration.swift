import RealModule

/// WebKit Web Inspector's duration for a CSS `spring(mass stiffness damping initialVelocity)`
/// timing function (`WI.Spring.calculateDuration` in the Inspector's `Geometry.js`; the
/// engine's own `SpringSolver` has no duration: CSS takes it from `animation-duration`).
///
/// Rule, read from the public source (facts restated, no code copied):
/// - The curve is WebKit's solver in unit-step terms: ζ < 1 is the exact underdamped solution;
///   **every ζ ≥ 1 is drawn as critically damped** at ω0 = √(k/m) (WebKit ignores the overdamped
///   case): `1 − (1 + (ω0 − v0)·t)·e^(−ω0·t)`. `v0` is the normalised initial velocity.
/// - Starting at t = 0 and adding 0.1 s each step (the sum accumulates in floating point, as in
///   JavaScript), the first sample whose distance to the target is below ε = 1e-4 ends the
///   loop; the duration returned is that sample's time **plus one more step** (the loop adds
///   0.1 before it tests again).
/// - An undamped spring stops only if a sample happens to land within ε of the target (near a
///   zero of its cosine); otherwise the Inspector would loop forever and SpringKit gives `nil`
///   after ``maximumSteps``. A motion without a step has no unit-step terms (`nil`).
public struct WebKitSpringDuration: Sendable, Hashable {
    /// The threshold in unit-step terms (1e-4).
    public var epsilon: Double
    /// The most 0.1 s steps tried.
    public var maximumSteps: Int

    /// Creates the estimator with WebKit's ε = 1e-4 and at most 1 000 000 steps.
    public init(epsilon: Double = 0.0001, maximumSteps: Int = 1_000_000) {
        self.epsilon = epsilon
        self.maximumSteps = maximumSteps
    }

    /// WebKit's unit-step curve at `t`, as `1 − x` (the remaining distance to the target).
    public func remaining(of spring: Spring, initialVelocity v0: Double, at t: Double) -> Double {
        let w0 = (spring.stiffness / spring.mass).squareRoot()
        let zeta = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - v0) / wd
            return Double.exp(-t * zeta * w0) * (Double.cos(wd * t) + b * Double.sin(wd * t))
        }
        return (1 + (w0 - v0) * t) * Double.exp(-t * w0)
    }

    /// The Inspector's duration in seconds, or `nil` (no step, or past the step cap).
    ///
    /// The same sample as the Inspector's loop, with work bounded independently of how long
    /// the spring rings: the times are accumulated 0.1 at a time as the loop does (one addition
    /// a step), but for ζ < 1 the curve is evaluated only where it can be within ε. There
    /// `1 − x = R·e^(−λt)·cos(ωd·t − φ)`, `R = √(1 + b²)`, `φ = atan2(b, 1)`, so a sample can
    /// pass only where `|cos(ωd·t − φ)| ≤ ρ = ε′/(R·e^(−λt))` (ε′ = ε widened by 1 % and 1e-9
    /// for rounding), and `|cos u| ≥ (2/π)·d` for `u` at distance `d` from the nearest zero:
    /// samples farther than `(π/2)·ρ` (plus 1e-8 for the phase's rounding) from a zero are
    /// skipped (the phase's rounding, 4e-16 of ωd·t, added), with ρ taken at the end of each block of 1024 samples, where it is largest.
    /// Once ρ reaches 1/2 every sample is evaluated. Tested equal to the plain loop on springs
    /// with ζ from 1e-6 to 1e3. Cost: one addition and a few multiplications per 0.1 s step,
    /// an `exp` and a `sin`/`cos` pair only near the curve's zeros.
    public func duration(of spring: Spring, motion: Motion = .unitStep) -> Double? {
        guard let v0 = motion.initialVelocity else { return nil }
        let w0 = (spring.stiffness / spring.mass).squareRoot()
        let zeta = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
        let underdamped = zeta < 1
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let b = (zeta * w0 - v0) / wd
        let lambda = zeta * w0
        let amplitude = (1 + b * b).squareRoot()
        let phase = Double.atan2(y: b, x: 1)
        let skips = underdamped && wd > 0 && wd.isFinite && lambda.isFinite && amplitude.isFinite
        var t = 0.0
        var step = 0
        while step <= maximumSteps {
            // The block's bound on ρ, at its last sample (ρ grows with t).
            var reach = Double.infinity
            if skips {
                let blockEnd = t + 0.1 * 1024
                let rho = epsilon * 1.01 / (amplitude * Double.exp(-lambda * blockEnd)) + 1e-9
                if rho < 0.5 { reach = Double.pi / 2 * rho + 1e-8 }
            }
            for _ in 0..<1024 where step <= maximumSteps {
                var candidate = true
                if reach.isFinite {
                    let turns = (wd * t - phase - Double.pi / 2) / Double.pi
                    candidate = Double.pi * (turns - turns.rounded()).magnitude <= reach + 4e-16 * (wd * t).magnitude
                }
                let current = candidate ? remaining(of: spring, initialVelocity: v0, at: t).magnitude : Double.infinity
                t += 0.1
                step += 1
                if current < epsilon { return t }
            }
        }
        return nil
    }
}
