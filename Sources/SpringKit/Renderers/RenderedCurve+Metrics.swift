extension RenderedCurve {
    /// The metrics of docs/physics.md measured on this drawn curve for `motion`.
    ///
    /// The curve is what the engine draws: its samples joined by straight lines
    /// (how Core Animation plays keyframes). Crossings are interpolated linearly
    /// between samples and extrema are the extreme samples, so on a 1 ms grid
    /// times are accurate to the grid (≤ 1 ms, usually far less) and values to the
    /// sampled curve itself. `settlingTime` and `restTime` are `nil` when the
    /// curve is still outside the band at its last sample. Times must increase.
    public func sampledMetrics(for motion: Motion, band: SettlingBand = .standard,
                               rest: RestThresholds? = nil) throws(SpringError) -> SpringMetrics {
        let width = try band.halfWidth(for: motion)
        let step = motion.step, to = motion.to
        let errors = positions.map { $0 - to }
        let settling = lastExit(of: errors, band: width)
        var metrics = SpringMetrics(bandWidth: width)
        metrics.settlingTime = settling

        // Extremes past the target and behind the start.
        var peakIndex: Int?
        var peakExcursion = 0.0
        var behind = 0.0
        for (index, e) in errors.enumerated() {
            let past = motion.hasStep ? e / step : e.magnitude
            if past > peakExcursion { peakExcursion = past; peakIndex = index }
            if motion.hasStep { behind = max(behind, -(positions[index] - motion.from) / step) }
        }
        if motion.hasStep {
            metrics.overshootPercent = 100 * peakExcursion
            metrics.undershootPercent = 100 * behind
            if let early = firstArrival(errors, fraction: 0.1, step: step),
               let late = firstArrival(errors, fraction: 0.9, step: step) {
                metrics.riseTime = late - early
            }
        }
        if let peakIndex {
            metrics.peakTime = times[peakIndex]
            metrics.peakValue = positions[peakIndex]
        }
        let fraction = band.fractionOfStep ?? 0.02
        let largest = errors.reduce(0) { max($0, $1.magnitude) }
        metrics.transientTime = largest > 0 ? lastExit(of: errors, band: fraction * largest) : 0
        if let settling {
            var crossings = 0
            for index in 1..<max(errors.count, 1) where times[index] < settling {
                if (errors[index - 1] < 0 && errors[index] > 0) || (errors[index - 1] > 0 && errors[index] < 0) {
                    crossings += 1
                }
            }
            metrics.bounces = crossings
        }
        if let rest {
            let position = lastExit(of: errors, band: rest.restDelta)
            let speed = lastExit(of: velocities, band: rest.restSpeed)
            if let position, let speed { metrics.restTime = max(position, speed) }
        }
        return metrics
    }

    /// The last exit of `values` from the closed band, interpolated; `nil` if outside at the end.
    private func lastExit(of values: [Double], band: Double) -> Double? {
        guard let last = values.lastIndex(where: { $0.magnitude > band }) else { return 0 }
        guard last + 1 < values.count else { return nil }
        let a = values[last], b = values[last + 1]
        let edge = a > 0 ? band : -band
        let fraction = (a - edge) / (a - b)
        return times[last] + fraction * (times[last + 1] - times[last])
    }

    /// The first time `x` reaches `from + fraction·step`, interpolated.
    private func firstArrival(_ errors: [Double], fraction: Double, step: Double) -> Double? {
        let level = fraction - 1
        guard let index = errors.firstIndex(where: { $0 / step >= level }) else { return nil }
        if index == 0 { return times[0] }
        let a = errors[index - 1] / step, b = errors[index] / step
        return times[index - 1] + (level - a) / (b - a) * (times[index] - times[index - 1])
    }
}

extension SpringMetrics {
    /// Empty metrics for a band of `bandWidth`.
    public init(bandWidth: Double) {
        self.init(bandWidth: bandWidth, settlingTime: nil, overshootPercent: nil, undershootPercent: nil,
                  peakTime: nil, peakValue: nil, riseTime: nil, transientTime: nil, bounces: nil, restTime: nil)
    }
}

extension Solver {
    /// The metrics of the curve this solver draws for `spring` performing `motion`,
    /// as exactly as its nature allows: exact for ``exact`` and for ``swiftui`` (the
    /// exact solution of its effective, clamped spring); for integrators and engines,
    /// ``RenderedCurve/sampledMetrics(for:band:rest:)`` on a 1 ms grid long enough for
    /// the curve to settle (up to 600 s). `step` changes the integration step or the engine's
    /// frame interval (``render(_:motion:times:step:)``); `nil` keeps the default.
    public func metrics(of spring: Spring, motion: Motion, band: SettlingBand = .standard,
                        rest: RestThresholds? = nil, step: Double? = nil) throws(SpringError) -> SpringMetrics {
        switch self {
        case .exact:
            return try SpringResponse(spring: spring, motion: motion).metrics(band: band, rest: rest)
        case .swiftui:
            let effective = SwiftUISpringRenderer().effectiveSpring(spring)
            return try SpringResponse(spring: effective, motion: motion).metrics(band: band, rest: rest)
        default:
            return try Self.sampledMetrics(of: spring, motion: motion, band: band, rest: rest) { times in
                step.map { render(spring, motion: motion, times: times, step: $0) } ?? render(spring, motion: motion, times: times)
            }
        }
    }

    /// The metrics of a drawn curve on a 1 ms grid long enough for it to settle: from four times
    /// the exact settling time (at least 1 s), growing fourfold up to 600 s until the curve
    /// settles well inside the window. `render` draws the curve at the given times.
    static func sampledMetrics(of spring: Spring, motion: Motion, band: SettlingBand, rest: RestThresholds?,
                               render: ([Double]) -> RenderedCurve) throws(SpringError) -> SpringMetrics {
        let exact = SpringResponse(spring: spring, motion: motion)
        let width = try band.halfWidth(for: motion)
        let guess = exact.lastExitSeconds(band: width)
        var window = guess.isFinite ? min(max(4 * guess + 1, 1), 600) : 60
        while true {
            let count = Int((window / 0.001).rounded(.up)) + 1
            let times = (0..<count).map { Double($0) * 0.001 }
            let metrics = try render(times).sampledMetrics(for: motion, band: band, rest: rest)
            let settledEarly = metrics.settlingTime.map { $0 < 0.8 * window } ?? false
            if settledEarly || window >= 600 { return metrics }
            window = min(window * 4, 600)
        }
    }
}
