// Its body is untyped-throwing, which Embedded Swift lacks: not in the WebAssembly build (docs/web.md).
#if !hasFeature(Embedded)
extension SpringSetup {
    /// The curve `solver` draws for this setup at `count` times `time(0), time(1), …`
    /// (ascending), following `retargets`, handed to `body` in pieces of at most `chunkSize`
    /// consecutive samples, in order: the same numbers as
    /// ``curve(drawnBy:times:retargets:options:)`` over all the times, with every
    /// solver's own reading of the setup (Motion's options, react-spring's clamped config,
    /// Android's property) run with `options`.
    ///
    /// The exact solution has no state: it is evaluated a piece at a time (piece by piece
    /// through each retarget), so memory stays O(`chunkSize`) for any `count`. Integrators and
    /// engines carry their state from time 0, so they render the whole curve once (O(`count`)
    /// memory) and hand it over in pieces.
    ///
    /// - Throws: ``SpringError`` for invalid retargets, or retargets `solver` does not follow.
    /// - Cost: that of ``curve(drawnBy:times:retargets:options:)`` over all the times.
    /// - Precondition: `count ≥ 0`, `chunkSize ≥ 1`.
    public func renderInChunks(drawnBy solver: Solver, count: Int, time: (Int) -> Double,
                               retargets: [RetargetedResponse.Retarget] = [], options: RendererOptions = RendererOptions(),
                               chunkSize: Int = 1 << 16, _ body: (RenderedCurve) throws -> Void) throws {
        precondition(count >= 0 && chunkSize >= 1, "count \(count) and chunk size \(chunkSize) must be ≥ 0 and ≥ 1")
        if solver == .exact && retargets.isEmpty {
            return try solver.renderInChunks(spring, motion: motion, count: count, time: time, chunkSize: chunkSize, body)
        }
        if solver == .exact {
            let exact = try RetargetedResponse(spring: spring, motion: motion, retargets: retargets)
            for start in stride(from: 0, to: count, by: chunkSize) {
                let times = (start..<Swift.min(count, start + chunkSize)).map(time)
                let states = times.map(exact.state(at:))
                try body(RenderedCurve(solver: .exact, times: times, positions: states.map({ $0.position }),
                                       velocities: states.map({ $0.velocity }), duration: nil))
            }
            return
        }
        let whole = try curve(drawnBy: solver, times: (0..<count).map(time), retargets: retargets, options: options)
        for start in stride(from: 0, to: count, by: chunkSize) {
            let end = Swift.min(count, start + chunkSize)
            try body(RenderedCurve(solver: whole.solver, times: Array(whole.times[start..<end]),
                                   positions: Array(whole.positions[start..<end]),
                                   velocities: Array(whole.velocities[start..<end]), duration: whole.duration))
        }
    }
}
#endif
