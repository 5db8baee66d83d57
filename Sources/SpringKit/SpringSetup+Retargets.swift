extension SpringSetup {
    /// The curve `solver` draws for this setup at `times` when the target changes in flight by
    /// `retargets`; Motion's renderer takes Motion's own reading of `motion` family springs
    /// (``motionEngine(frameInterval:rest:)``), react-spring's its clamped config
    /// (``reactSpringSpring``) and Android's the setup's ``androidProperty``, as
    /// ``curve(drawnBy:times:)`` does. `frameInterval` changes an
    /// engine's frame interval; `nil` keeps its default.
    /// - Throws: ``SpringError`` for invalid retargets, or retargets `solver` does not follow.
    public func curve(drawnBy solver: Solver, times: [Double], retargets: [RetargetedResponse.Retarget],
                      frameInterval: Double? = nil) throws(SpringError) -> RenderedCurve {
        let (spring, motion, renderer) = drawing(by: solver, frameInterval: frameInterval)
        return try renderer.render(spring, motion: motion, times: times, retargets: retargets)
    }

    /// The metrics of the curve `solver` draws for this setup when the target changes in flight
    /// by `retargets` (``SpringRenderer/metrics(of:motion:retargets:band:rest:)``), with the
    /// readings of ``curve(drawnBy:times:retargets:frameInterval:)``; Motion's renderer also
    /// takes `rest` as its `restDelta` and `restSpeed`, as ``metrics(drawnBy:band:rest:frameInterval:)`` does.
    /// - Throws: ``SpringError`` as that method does.
    public func metrics(drawnBy solver: Solver, retargets: [RetargetedResponse.Retarget], band: SettlingBand = .standard,
                        rest: RestThresholds? = nil, frameInterval: Double? = nil) throws(SpringError) -> SpringMetrics {
        let (spring, motion, renderer) = drawing(by: solver, frameInterval: frameInterval, rest: rest)
        return try renderer.metrics(of: spring, motion: motion, retargets: retargets, band: band, rest: rest)
    }
}
