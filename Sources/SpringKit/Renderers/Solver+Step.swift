extension Solver {
    /// Like ``render(_:motion:times:)`` with the step changed: the integration step of
    /// ``euler``, ``verlet`` and ``rk4``, or the frame interval of ``pop``, ``rebound``, ``reboundJS``,
    /// ``reactSpring``, ``motion``, ``android``, ``flutter``, ``flutterFling`` and ``svelte``
    /// (``SpringRenderer/withTimeStep(_:)``). The other
    /// solvers have no step and ignore it.
    ///
    /// - Precondition: `step > 0` and finite (callers validate user input).
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double], step: Double) -> RenderedCurve {
        renderer.withTimeStep(step).render(spring, motion: motion, times: times)
    }

    /// Whether ``render(_:motion:times:step:)`` uses the step.
    public var hasStep: Bool { renderer.timeStep != nil }

    /// Whether this solver follows a change of target in flight (``SpringRenderer/followsRetargets``).
    public var followsRetargets: Bool { renderer.followsRetargets }

    /// The curve this solver draws when the target changes in flight by `retargets`, with the
    /// step changed when `step` is given (``SpringRenderer/render(_:motion:times:retargets:)``).
    /// - Throws: ``SpringError`` for invalid retargets, or retargets this solver does not follow.
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double],
                       retargets: [RetargetedResponse.Retarget], step: Double? = nil) throws(SpringError) -> RenderedCurve {
        let renderer = step.map { self.renderer.withTimeStep($0) } ?? self.renderer
        return try renderer.render(spring, motion: motion, times: times, retargets: retargets)
    }
}
