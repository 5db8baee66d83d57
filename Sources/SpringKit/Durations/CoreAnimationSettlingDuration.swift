import RealModule

/// A reconstruction of Core Animation's `CASpringAnimation.settlingDuration` and SwiftUI's
/// `Spring.settlingDuration` (ε = 0.001). **Apple does not publish this algorithm.**
///
/// Rule (a public reconstruction, labelled as such everywhere it is shown):
/// - ζ < 1: the decay envelope of the error, in unit-step terms, is
///   `(|e0| + |v0 + λ·e0|/ωd)·e^(−λt)` with `e0 = −1` (from − to over the step), `v0` Core
///   Animation's normalised initial velocity, `λ = c/(2m)`, `ωd` the damped frequency; the
///   duration is where it reaches ε: `t = ln((|e0| + |v0 + λ·e0|/ωd)/ε)/λ` (0 when the envelope
///   starts inside ε). This matches Apple's two documented figures (stiffness 100, mass 1:
///   damping 5 → "approximately 2.85 seconds" (2.8548…), damping 15 → "just over 1 second"
///   (1.0221…)).
/// - ζ ≥ 1: third-party observations of `settlingDuration` (values that are multiples of 0.1 s
///   for critically and overdamped springs) point to sampling the exact curve on a 0.1 s grid;
///   SpringKit returns the first grid time `k·0.1` s at which `|x − to| ≤ ε·|to − from|`. This
///   rule is not confirmed by Apple; treat it as an estimate.
/// - The regime is decided by `ζ = c/(2√(mk)) < 1` computed in floating point, as Core
///   Animation does: mass 1, stiffness 64π², damping 16π gives ζ = 1 exactly and 0.4 s (real
///   `CASpringAnimation`: 0.4 s); 256π², 32π gives 0.2 s (real: 0.2 s). Just below ζ = 1 the
///   ζ < 1 bound grows as `ln(1/ωd)/λ` while ωd → 0 (unless `v0 = λ`), so the estimate rises
///   smoothly and slowly, not to infinity: for ω0 = 8π it is 0.40 s at ζ = 0.999, 0.54 s at
///   1 − 1e-6, 0.81 s at 1 − 1e-12 and about 1 s within an ulp or two of 1, against 0.4 s at
///   ζ = 1 (docs/engine-durations.md).
/// - Undamped springs never settle (`nil`); a motion without a step has no unit-step terms (`nil`).
///
/// Cost: closed form for ζ < 1; for ζ ≥ 1, O(log grid steps) plus an exact evaluation at each
/// grid time where the curve can be within ε (`RestFrameSearch`), at most
/// ``maximumGridSteps`` grid steps.
public struct CoreAnimationSettlingDuration: Sendable, Hashable {
    /// The threshold ε in unit-step terms (SwiftUI documents 0.001).
    public var epsilon: Double
    /// The grid step used for ζ ≥ 1, in seconds (0.1).
    public var gridStep: Double
    /// The most grid steps tried for ζ ≥ 1 before giving up (`nil`).
    public var maximumGridSteps: Int

    /// Creates the estimator with ε = 0.001, a 0.1 s grid and at most 1 000 000 grid steps.
    public init(epsilon: Double = 0.001, gridStep: Double = 0.1, maximumGridSteps: Int = 1_000_000) {
        self.epsilon = epsilon
        self.gridStep = gridStep
        self.maximumGridSteps = maximumGridSteps
    }

    /// The reconstructed settling duration in seconds, or `nil` (undamped, no step, or past the cap).
    public func duration(of spring: Spring, motion: Motion = .unitStep) -> Double? {
        guard spring.damping > 0, let v0 = motion.initialVelocity, epsilon > 0 else { return nil }
        let e0 = -1.0
        // The regime as ζ = c/(2√(mk)) classifies it (not the exact sign of 4km − c²): springs
        // built as ζ = 1 in floating point (k = 64π², c = 16π) take the ζ ≥ 1 rule, as Core
        // Animation's do.
        let omegaD = spring.dampedFrequency
        if spring.dampingRatio < 1, omegaD > 0 {
            let lambda = spring.decayRate
            let amplitude = e0.magnitude + (v0 + lambda * e0).magnitude / omegaD
            return Swift.max(0, Double.log(amplitude / epsilon) / lambda)
        }
        let unit = try? Motion(from: 0, to: 1, initialVelocity: v0)
        let response = SpringResponse(spring: spring, motion: unit ?? .unitStep)
        func settled(_ k: Int) -> Bool { (response.position(at: Double(k) * gridStep) - 1).magnitude <= epsilon }
        // The grid's first time within ε, as the loop over k = 0, 1, 2… finds it: the error
        // x − 1 from −1 with slope v0 is a ModalSignal, non-oscillating for ζ ≥ 1 (up to the
        // rounding of ζ near 1), so its band |x − 1| ≤ ε is at most two intervals of time;
        // grid times outside them (widened by 1e-7, far beyond the exact response's rounding)
        // are skipped and every other one is evaluated.
        let error = ModalSignal(rates: ModalRates(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping),
                                value: -1, slope: unit?.absoluteVelocity ?? 0)
        let outcome = gridStep > 0 && gridStep.isFinite
            ? RestFrameSearch.firstRest(bounds: [RestBound(error, epsilon * (1 + 1e-9) + 1e-7)],
                                        clock: .steps(from: 0, interval: gridStep), from: 0, through: maximumGridSteps) {
                settled($0) ? .rest : .moving(resume: nil)
            }
            : .undecided
        switch outcome {
        case .frame(let k): return Double(k) * gridStep
        case .none: return nil
        case .undecided: return (0...Swift.max(maximumGridSteps, 0)).first(where: settled).map { Double($0) * gridStep }
        }
    }
}
