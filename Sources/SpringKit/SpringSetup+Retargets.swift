extension SpringSetup {
    /// The curve `solver` draws for this setup at `times` when the target changes in flight by
    /// `retargets`, on its own reading of the setup run with `options` (``reading(by:options:)``),
    /// as ``curve(drawnBy:times:options:)`` draws it.
    ///
    /// A frame engine still moving at SpringTune's run limit (``Solver/engineRunLimit``) has no
    /// known value after it: a time past it is refused rather than drawn as unknown.
    /// - Throws: ``SpringError`` for invalid retargets, or retargets `solver` does not follow;
    ///   ``SpringError/Reason/beyondExactRange`` naming the first time past the run limit
    ///   when the engine has not come to rest by then.
    public func curve(drawnBy solver: Solver, times: [Double], retargets: [RetargetedResponse.Retarget],
                      options: RendererOptions = RendererOptions()) throws(SpringError) -> RenderedCurve {
        let drawn = reading(by: solver, options: options)
        let renderer = drawn.renderer
        let curve = try renderer.render(drawn.spring, motion: drawn.motion, times: times, retargets: retargets)
        if curve.duration == nil, renderer.isEngine, renderer.timeStep != nil,
           let index = curve.times.indices.first(where: { curve.times[$0] > Solver.engineRunLimit && curve.positions[$0].isNaN }) {
            throw SpringError.pastRunLimit(curve.times[index], solver: solver)
        }
        return curve
    }

    /// The metrics of the curve `solver` draws for this setup when the target changes in flight
    /// by `retargets` (``SpringRenderer/metrics(of:motion:retargets:band:rest:)``), with the
    /// readings of ``curve(drawnBy:times:retargets:options:)``; `rest` is Motion's `restDelta`
    /// and `restSpeed` too, as in ``metrics(drawnBy:band:rest:options:)``.
    /// - Throws: ``SpringError`` as that method does.
    public func metrics(drawnBy solver: Solver, retargets: [RetargetedResponse.Retarget], band: SettlingBand = .standard,
                        rest: RestThresholds? = nil, options: RendererOptions = RendererOptions()) throws(SpringError) -> SpringMetrics {
        let drawn = reading(by: solver, options: options.measuring(rest))
        return try drawn.renderer.metrics(of: drawn.spring, motion: drawn.motion, retargets: retargets, band: band, rest: rest)
    }
}

extension SpringError {
    /// A time past SpringTune's run limit for an engine that has not come to rest by then.
    static func pastRunLimit(_ time: Double, solver: Solver) -> SpringError {
        let limit = Solver.engineRunLimit.shortForMessages
        return SpringError(parameter: "time", value: time,
                           allowed: "at most \(limit) s for \(solver.rawValue), which has not come to rest by then (SpringTune follows an engine for \(limit) s; the engine itself has no such limit)",
                           reason: .beyondExactRange)
    }
}
