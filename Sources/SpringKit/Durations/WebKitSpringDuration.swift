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

    /// The Inspector's duration in seconds, or `nil` (no step, or past the step cap): the
    /// plain loop's answer, found without evaluating every sample (docs/engine-durations.md).
    ///
    /// The loop's sample `s` is at `T_s`, its clock after `s` additions of 0.1
    /// (`AccumulatedTime`, exact, any `T_s` in O(log s)), and the curve there is a closed form
    /// of `T_s`: `1 − x = e^(−ζω0·t)·(cos ωd·t + b·sin ωd·t)` (ζ < 1) or `(1 + (ω0 − v0)·t)·e^(−ω0·t)`,
    /// a `ModalSignal`. `RestFrameSearch` skips the samples where it provably stays at or
    /// above 1e-4 (the bound widened by the rounding of the closed form, whose phase `ωd·t`
    /// rounds by `ωd·t` ulps) and evaluates ``remaining(of:initialVelocity:at:)`` at every other
    /// one, in order, as the loop does. Tested equal to the plain loop on seeded springs with
    /// ζ from 1e-6 to 1e4. Cost: O(log steps) plus one evaluation per candidate sample (for an
    /// undamped spring, one per zero of its cosine up to the cap).
    public func duration(of spring: Spring, motion: Motion = .unitStep) -> Double? {
        guard let v0 = motion.initialVelocity, maximumSteps >= 0 else { return nil }
        let clock = AccumulatedTime(step: 0.1, through: maximumSteps + 1)
        let w0 = (spring.stiffness / spring.mass).squareRoot()
        let zeta = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
        let signal: ModalSignal, terms: Double
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - v0) / wd
            signal = ModalSignal(rates: ModalRates(p: -zeta * w0, q2: -wd * wd), f0: 1, g: b * wd)
            terms = (1 + b.magnitude) * (1 + wd * clock.time(maximumSteps))
        } else {
            signal = ModalSignal(rates: ModalRates(p: -w0, q2: 0), f0: 1, g: w0 - v0)
            terms = 1 + (w0 - v0).magnitude / Swift.max(w0, .leastNormalMagnitude)
        }
        let bound = epsilon * (1 + 1e-9) + 64 * Double.ulpOfOne * terms
        let outcome: RestFrameSearch.Outcome
        if bound.isFinite, signal.g.isFinite, signal.rates.p.isFinite, signal.rates.q2.isFinite {
            outcome = RestFrameSearch.firstRest(bounds: [RestBound(signal, bound)], clock: clock.clock,
                                                from: 0, through: maximumSteps) { s in
                remaining(of: spring, initialVelocity: v0, at: clock.time(s)).magnitude < epsilon ? .rest : .moving(resume: nil)
            }
        } else {
            outcome = .undecided
        }
        switch outcome {
        case .frame(let s): return clock.time(s + 1)
        case .none: return nil
        case .undecided:
            // The plain loop.
            var t = 0.0
            for _ in 0...maximumSteps {
                let current = remaining(of: spring, initialVelocity: v0, at: t).magnitude
                t += 0.1
                if current < epsilon { return t }
            }
            return nil
        }
    }
}
