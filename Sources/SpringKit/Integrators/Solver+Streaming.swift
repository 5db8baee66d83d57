// Its body is untyped-throwing (`rethrows`), which Embedded Swift lacks: native only, like its
// caller SpringSetup+Streaming (docs/web.md).
#if !hasFeature(Embedded)
extension Solver {
    /// The curve at `count` times `time(0), time(1), …` (ascending), handed to `body` in pieces
    /// of at most `chunkSize` consecutive samples, in order.
    ///
    /// The same numbers as ``render(_:motion:times:)`` over all the times, byte for byte. The
    /// exact solution has no state, so it is evaluated one piece at a time and memory stays
    /// O(`chunkSize`) for any `count`. Integrators and engines carry their state from time 0
    /// (splitting them would restart each piece from 0), so they render the whole curve once,
    /// O(`count`) memory, and hand it over in pieces.
    ///
    /// Cost: that of ``render(_:motion:times:)`` over all the times.
    /// - Precondition: `count ≥ 0`, `chunkSize ≥ 1`.
    public func renderInChunks(_ spring: Spring, motion: Motion = .unitStep, count: Int, time: (Int) -> Double,
                               chunkSize: Int = 1 << 16, _ body: (RenderedCurve) throws -> Void) rethrows {
        precondition(count >= 0 && chunkSize >= 1, "count \(count) and chunk size \(chunkSize) must be ≥ 0 and ≥ 1")
        if self == .exact {
            var start = 0
            while start < count {
                let end = start + Swift.min(chunkSize, count - start)
                try body(render(spring, motion: motion, times: (start..<end).map(time)))
                start = end
            }
            return
        }
        let whole = render(spring, motion: motion, times: (0..<count).map(time))
        var start = 0
        while start < count {
            let end = start + Swift.min(chunkSize, count - start)
            try body(RenderedCurve(solver: self, times: Array(whole.times[start..<end]),
                                   positions: Array(whole.positions[start..<end]),
                                   velocities: Array(whole.velocities[start..<end]), duration: whole.duration))
            start = end
        }
    }
}
#endif
