/// A numerical method that integrates `m·x'' + c·x' + k·(x − to) = 0` from
/// `x(0) = from`, `x'(0) = motion.absoluteVelocity` and reports the state at requested times.
///
/// Conformers: ``FixedStepIntegrator`` (semi-implicit Euler, velocity Verlet, RK4) and
/// ``DormandPrinceIntegrator`` (adaptive 5(4)). Every conformer can measure itself against
/// the exact ``SpringResponse`` with ``maximumError(of:motion:times:)``.
public protocol SpringIntegrator: Sendable {
    /// The integrated state at each of `times` (seconds; any order; a time before 0 gives
    /// the initial state). Cost and accuracy depend on the method.
    func trajectory(of spring: Spring, motion: Motion, times: [Double]) -> [SpringState]
}

extension SpringIntegrator {
    /// The largest position error against the exact solution over `times`, relative to
    /// the motion's scale (`|to − from|`, or `|v0|/ω0` without a step, or 1 when both are 0).
    ///
    /// Cost: one ``trajectory(of:motion:times:)`` plus one exact evaluation per time.
    /// Accuracy of the reference: ≈ 1e-15 of the scale (see ``SpringResponse``).
    public func maximumError(of spring: Spring, motion: Motion = .unitStep, times: [Double]) -> Double {
        let states = trajectory(of: spring, motion: motion, times: times)
        let exact = SpringResponse(spring: spring, motion: motion)
        let scale = motion.scale(for: spring)
        var worst = 0.0
        for (t, state) in zip(times, states) {
            let error = (state.position - exact.position(at: max(t, 0))).magnitude / scale
            if error.isNaN { return .nan }
            worst = max(worst, error)
        }
        return worst
    }

    /// The integrated curve at `times` as a ``RenderedCurve`` (no duration: an integrator
    /// never stops by itself).
    public func renderedCurve(of spring: Spring, motion: Motion = .unitStep, times: [Double],
                              solver: Solver) -> RenderedCurve {
        let states = trajectory(of: spring, motion: motion, times: times)
        return RenderedCurve(solver: solver, times: times,
                             positions: states.map({ $0.position }),
                             velocities: states.map({ $0.velocity }), duration: nil)
    }
}

extension Motion {
    /// The size against which errors are measured: `|to − from|`, else `|v0|/ω0`, else 1.
    func scale(for spring: Spring) -> Double {
        if hasStep { return step.magnitude }
        let s = absoluteVelocity.magnitude / spring.naturalFrequency
        return s > 0 && s.isFinite ? s : 1
    }
}
