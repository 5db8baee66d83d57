extension SpringRenderer {
    /// The metrics of the curve this renderer draws when the target changes in flight by
    /// `retargets`, measured as ``RetargetedResponse/metrics(band:rest:)`` measures the exact
    /// motion: on the clock from t = 0, against the last target, over the last piece — from the
    /// last retarget's time tₗ on, with the band relative to the distance from the position
    /// drawn at tₗ to the last target. Sampled on a 1 ms grid from tₗ
    /// (``RenderedCurve/sampledMetrics(for:band:rest:)``), long enough for the curve to settle
    /// (from four times the exact last piece's settling time, growing fourfold up to 600 s).
    /// Without retargets, ``metrics(of:motion:band:rest:)``; for the exact renderer, the
    /// ``RetargetedResponse``'s exact metrics.
    ///
    /// - Throws: ``SpringError`` for invalid retargets, retargets this renderer does not follow,
    ///   a last piece without distance under a relative band, or a band that already holds the
    ///   last piece's start.
    public func metrics(of spring: Spring, motion: Motion, retargets: [RetargetedResponse.Retarget],
                        band: SettlingBand = .standard, rest: RestThresholds? = nil) throws(SpringError) -> SpringMetrics {
        let exact = try RetargetedResponse(spring: spring, motion: motion, retargets: retargets)
        guard let last = retargets.last else { return try metrics(of: spring, motion: motion, band: band, rest: rest) }
        if solver == .exact { return try exact.metrics(band: band, rest: rest) }
        guard followsRetargets else { throw SpringError.retargetsNotFollowed(by: solver) }
        let start = last.time
        let guess = exact.lastPiece.response.lastExitSeconds(band: try band.halfWidth(for: exact.lastPiece.response.motion))
        var window = guess.isFinite ? min(max(4 * guess + 1, 1), 600) : 60
        while true {
            let count = Int((window / 0.001).rounded(.up)) + 1
            let offsets = (0..<count).map { Double($0) * 0.001 }
            let drawn = try render(spring, motion: motion, times: offsets.map { start + $0 }, retargets: retargets)
            let piece = try Motion(from: drawn.positions[0], to: last.target)
            let local = RenderedCurve(solver: solver, times: offsets, positions: drawn.positions,
                                      velocities: drawn.velocities, duration: nil)
            let metrics = try local.sampledMetrics(for: piece, band: band, rest: rest)
            let settledEarly = metrics.settlingTime.map { $0 < 0.8 * window } ?? false
            if settledEarly || window >= 600 {
                return try metrics.lastPiece(startingAt: start, distance: piece.step)
            }
            window = min(window * 4, 600)
        }
    }
}
