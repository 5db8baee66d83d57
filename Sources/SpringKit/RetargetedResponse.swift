/// The exact motion of a spring whose target changes in flight.
///
/// Real interfaces change a spring's target mid-animation (a tap during an alert's entry,
/// a drag released): at each retarget time tᵢ the target becomes Tᵢ, and position and
/// velocity carry over. Between retargets the motion is the exact solution of
/// `m·x'' + c·x' + k·(x − Tᵢ) = 0` from the state reached at tᵢ, so the whole curve is
/// piecewise closed form — no integration, the accuracy of ``SpringResponse`` in every
/// piece (the state handed from piece to piece carries that piece's rounding, ≈ 1e-15 of
/// its step).
///
/// Metrics (``metrics(band:rest:)``) are measured on the clock that starts at t = 0,
/// against the last target, with the band relative to the last piece's distance: from the
/// position at the last retarget to its target (docs/physics.md, "Retargeted motion").
///
/// Cost: one ``SpringResponse`` per piece, built once; evaluation finds the piece by
/// binary search (O(log pieces)) and costs one closed-form evaluation.
public struct RetargetedResponse: Sendable, Hashable {
    /// A change of target: at ``time`` (seconds from the start) the target becomes ``target``.
    public struct Retarget: Sendable, Hashable {
        /// When the target changes, in seconds from the start; > 0.
        public var time: Double
        /// The new target.
        public var target: Double

        /// Creates a retarget.
        public init(time: Double, target: Double) {
            self.time = time
            self.target = target
        }
    }

    /// The spring.
    public let spring: Spring
    /// The motion as it starts (its `to` is the first target).
    public let motion: Motion
    /// The retargets, in increasing time.
    public let retargets: [Retarget]
    /// One piece of the motion: when it starts and its exact response, in local time.
    public struct Piece: Sendable, Hashable {
        /// When the piece starts, in seconds from the start of the motion.
        public let start: Double
        /// The piece's exact response, with time 0 at ``start``.
        public let response: SpringResponse
    }

    /// The pieces, one per target, in time order.
    public let pieces: [Piece]

    /// The motion of `spring` starting as `motion`, its target changed by `retargets`.
    ///
    /// - Throws: ``SpringError`` when there are more than ``maximumCount`` retargets, a retarget
    ///   time is not finite or not > 0 (a retarget at or before the start is the start's own
    ///   target: give it as `to`), times do not increase strictly, a target is not finite, or a
    ///   carried-over state is not finite.
    public init(spring: Spring, motion: Motion, retargets: [Retarget]) throws(SpringError) {
        try Self.validate(retargets)
        var pieces = [Piece(start: 0, response: SpringResponse(spring: spring, motion: motion))]
        for retarget in retargets {
            let last = pieces[pieces.count - 1]
            let state = last.response.state(at: retarget.time - last.start)
            let next = try Motion(from: state.position, to: retarget.target, absoluteVelocity: state.velocity)
            pieces.append(Piece(start: retarget.time, response: SpringResponse(spring: spring, motion: next)))
        }
        self.spring = spring
        self.motion = motion
        self.retargets = retargets
        self.pieces = pieces
    }

    /// The most retargets one motion takes: 1000 (docs/cli.md). Each is a piece of the curve
    /// that every renderer and every reader of the command line handles one by one; past a
    /// thousand changes of target the motion is no longer one animation, and the work (the
    /// command line's parsing above all) grows faster than the count.
    public static let maximumCount = 1000

    /// Checks retargets as every renderer that follows them takes them.
    ///
    /// - Throws: ``SpringError`` when there are more than ``maximumCount``, a retarget time is
    ///   not finite or not > 0 (a retarget at or before the start is the start's own target:
    ///   give it as `to`), times do not increase strictly, or a target is not finite.
    public static func validate(_ retargets: [Retarget]) throws(SpringError) {
        guard retargets.count <= maximumCount else {
            throw SpringError(parameter: "retarget count", value: "\(retargets.count)",
                              allowed: "at most \(maximumCount) changes of target in one motion")
        }
        var previous = 0.0
        for retarget in retargets {
            guard retarget.time.isFinite, retarget.time > previous else {
                throw SpringError(parameter: "retarget time", value: retarget.time,
                                  allowed: previous == 0 ? "a finite time > 0 s (the start's target is `to`)"
                                                          : "a finite time after the previous retarget (\(previous.formattedForMessages) s)")
            }
            _ = try Validate.finite(retarget.target, "retarget value")
            previous = retarget.time
        }
    }

    /// The piece in force at `time` (the first one before the start).
    func piece(at time: Double) -> Piece {
        var low = 0, high = pieces.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if pieces[middle].start <= time { low = middle } else { high = middle - 1 }
        }
        return pieces[low]
    }

    /// The position x(t).
    public func position(at time: Double) -> Double {
        let piece = piece(at: time)
        return piece.response.position(at: time - piece.start)
    }

    /// The velocity x'(t), in units of x per second.
    public func velocity(at time: Double) -> Double {
        let piece = piece(at: time)
        return piece.response.velocity(at: time - piece.start)
    }

    /// Position and velocity at `time`.
    public func state(at time: Double) -> SpringState {
        let piece = piece(at: time)
        return piece.response.state(at: time - piece.start)
    }

    /// The target in force at the end: the last retarget's, or the motion's own.
    public var finalTarget: Double { pieces[pieces.count - 1].response.motion.to }

    /// The last piece: the motion from the last retarget (or the start) to the final target.
    public var lastPiece: Piece { pieces[pieces.count - 1] }

    /// The metrics of the whole motion, on the clock from t = 0, against the final target.
    ///
    /// The band is relative to the last piece's distance, |T − x(tₗ)| where tₗ is the last
    /// retarget (or absolute). The last piece starts at that distance, outside any relative
    /// band, so the last exit from the band — the settling time — lies in it: it is
    /// tₗ plus the last piece's own settling time, exactly. Overshoot, undershoot, peak and
    /// bounces are those of the last piece (an excursion past the final target in the direction
    /// of its approach), their times on the clock from 0; the rise time is the last piece's.
    ///
    /// - Throws: ``SpringError`` for a relative band when the last piece has no distance
    ///   (the last retarget lands exactly on its target), and for an absolute band that
    ///   already holds the last piece's start and is never left again (the motion settled before
    ///   its last retarget, which is then not a retarget of this motion's settling).
    /// - Cost: the last piece's ``SpringResponse/metrics(band:rest:)``.
    public func metrics(band: SettlingBand = .standard, rest: RestThresholds? = nil) throws(SpringError) -> SpringMetrics {
        let start = lastPiece.start, response = lastPiece.response
        return try response.metrics(band: band, rest: rest).lastPiece(startingAt: start, distance: response.motion.step)
    }
}

extension SpringMetrics {
    /// These metrics, of the last piece of a retargeted motion measured from its own start, on
    /// the motion's clock: the piece starts at `start` seconds and covers `distance` (its step),
    /// recorded as ``lastDistance`` when the piece starts after 0 (after a retarget).
    ///
    /// - Throws: when the piece started after 0 and is settled from its start: the band is as
    ///   wide as the distance at the last retarget, so no settling time lies after it.
    func lastPiece(startingAt start: Double, distance: Double) throws(SpringError) -> SpringMetrics {
        if start > 0, let settling = settlingTime, settling == 0 {
            throw SpringError(parameter: "band", value: "±\(bandWidth.formattedForMessages)",
                              allowed: "narrower than the distance at the last retarget (\(abs(distance).formattedForMessages)), so that the settling time lies after it")
        }
        func shifted(_ time: Double?) -> Double? { time.map { $0 + start } }
        var metrics = self
        metrics.settlingTime = shifted(settlingTime)
        metrics.peakTime = shifted(peakTime)
        metrics.transientTime = shifted(transientTime)
        metrics.restTime = shifted(restTime)
        if start > 0 { metrics.lastDistance = distance }
        return metrics
    }
}
