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
/// - Undamped springs never settle (`nil`); a motion without a step has no unit-step terms (`nil`).
///
/// Cost: closed form for ζ < 1; at most ``maximumGridSteps`` exact evaluations for ζ ≥ 1.
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
        if spring.regime == .underdamped {
            let lambda = spring.decayRate
            let amplitude = e0.magnitude + (v0 + lambda * e0).magnitude / spring.dampedFrequency
            return Swift.max(0, Double.log(amplitude / epsilon) / lambda)
        }
        let unit = try? Motion(from: 0, to: 1, initialVelocity: v0)
        let response = SpringResponse(spring: spring, motion: unit ?? .unitStep)
        for k in 0...maximumGridSteps {
            let t = Double(k) * gridStep
            if (response.position(at: t) - 1).magnitude <= epsilon { return t }
        }
        return nil
    }
}
