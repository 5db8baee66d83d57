import RealModule

extension SpringResponse {
    // MARK: Extrema

    /// The first extrema of x after t = 0, in time order: two for an oscillating
    /// spring (enough for peak, undershoot and rise, since the extremum magnitudes
    /// only shrink), at most one for a critically or overdamped spring.
    ///
    /// Extrema are the zeros of the velocity, in closed form (DESIGN.md §2).
    @usableFromInline
    func leadingExtrema() -> [Double] {
        var extrema: [Double] = []
        forEachLeadingExtremum { extrema.append($0) }
        return extrema
    }

    /// Calls `body` with each of ``leadingExtrema()`` in time order, without allocating
    /// (the metrics a sweep computes for every spring use this).
    @inline(__always)
    func forEachLeadingExtremum(_ body: (Double) -> Void) {
        let velocity = solution.derivative
        if velocity.isZero { return }
        if solution.mode.oscillates {
            let phase = velocity.firstZeroPhase()
            body(velocity.oscillatingZero(0, firstPhase: phase))
            body(velocity.oscillatingZero(1, firstPhase: phase))
        } else if let t = velocity.realZero() {
            body(t)
        }
    }

    // MARK: Individual metrics

    /// The settling time for `band`: the last exit from the closed band, 0 if x never
    /// leaves it, `nil` if it never settles (an undamped spring outside the band).
    ///
    /// Exact: the last extremum outside the band is located in closed form and the
    /// crossing after it root-found; relative accuracy ≈ 1e-15.
    /// - Throws: for a relative band on a motion without a step.
    public func settlingTime(band: SettlingBand = .standard) throws(SpringError) -> Double? {
        let width = try band.halfWidth(for: motion)
        return finite(solution.lastExit(band: width))
    }

    /// The largest excursion past the target in % of the step (0 when none);
    /// `nil` without a step. Exact (closed-form extrema).
    public var overshootPercent: Double? {
        guard motion.hasStep else { return nil }
        var worst = 0.0
        forEachLeadingExtremum { t in
            worst = max(worst, solution.value(t) / motion.step)
        }
        return worst > 0 ? 100 * worst : 0   // never −0 (an extremum that underflowed)
    }

    /// The largest excursion behind the start, opposite to the step, in % of the
    /// step (0 when none); `nil` without a step.
    public var undershootPercent: Double? {
        guard motion.hasStep else { return nil }
        var worst = 0.0
        forEachLeadingExtremum { t in
            // x − from = e − e0, measured against the step direction.
            worst = max(worst, -(solution.value(t) - solution.start) / motion.step)
        }
        return worst > 0 ? 100 * worst : 0   // never −0 (an extremum that underflowed)
    }

    /// Time and position of the largest excursion past the target, or `nil` when
    /// the motion never passes it. Without a step, the largest excursion from the
    /// target in either direction.
    public var peak: (time: Double, value: Double)? {
        for t in leadingExtrema() {
            let e = solution.value(t)
            let past = motion.hasStep ? e / motion.step : e.magnitude
            if past > 0 { return (t, motion.to + e) }
        }
        return nil
    }

    /// First crossing of 90 % of the step minus first crossing of 10 %; `nil` without a step.
    public var riseTime: Double? {
        guard motion.hasStep,
              let early = firstArrival(atFraction: 0.1),
              let late = firstArrival(atFraction: 0.9) else { return nil }
        return late - early
    }

    /// The first time x reaches `from + fraction·(to − from)` (0 < fraction < 1).
    ///
    /// Walks the monotone segments between extrema in order and root-finds in
    /// the first one that reaches the level.
    public func firstArrival(atFraction fraction: Double) -> Double? {
        guard motion.hasStep, fraction > 0, fraction < 1 else { return nil }
        let step = motion.step
        let level = (fraction - 1) * step          // in e = x − to
        func reached(_ e: Double) -> Bool { e / step >= fraction - 1 }
        var lower = 0.0
        for t in leadingExtrema() {
            if reached(solution.value(t)) {
                return solution.crossing(of: level, from: lower, to: t)
            }
            lower = t
        }
        if solution.mode.oscillates { return nil }   // unreachable: the 2nd extremum lies past the target
        return finite(solution.crossing(of: level, from: lower, to: nil))
    }

    /// Like ``settlingTime(band:)`` with the band `fraction·maxₜ|x − to|` (MATLAB's
    /// TransientTime). Works without a step.
    public func transientTime(fraction: Double = 0.02) -> Double? {
        let largest = leadingExtrema().reduce(solution.start.magnitude) {
            max($0, solution.value($1).magnitude)
        }
        guard largest > 0 else { return 0 }
        return finite(solution.lastExit(band: fraction * largest))
    }

    /// How many times x crosses the target strictly between t = 0 and `time`.
    public func targetCrossings(before time: Double) -> Int {
        guard time > 0, !solution.isZero else { return 0 }
        if solution.mode.oscillates {
            let phase = solution.firstZeroPhase()
            let first = solution.oscillatingZero(0, firstPhase: phase)
            guard first < time else { return 0 }
            var n = ((solution.mode.frequency * time - phase) / .pi).rounded(.down)
            n = max(0, n)
            // Rounding of the phase can put the estimate one off: check it.
            while n > 0, solution.oscillatingZero(n, firstPhase: phase) >= time { n -= 1 }
            while solution.oscillatingZero(n + 1, firstPhase: phase) < time { n += 1 }
            return n >= Double(Int.max) ? Int.max : Int(n) + 1
        }
        if let zero = solution.realZero(), zero < time { return 1 }
        return 0
    }

    /// The exact time after which |x − to| ≤ restDelta and |x'| ≤ restSpeed hold
    /// for good: the later of the two last exits. `nil` if never (undamped).
    ///
    /// Engines stop at the first frame where both hold, which can be earlier;
    /// that is an engine duration, not this.
    public func restTime(_ thresholds: RestThresholds) -> Double? {
        let position = solution.lastExit(band: thresholds.restDelta)
        let speed = solution.derivative.lastExit(band: thresholds.restSpeed)
        return finite(max(position, speed))
    }

    /// ``settlingTime(band:)`` and ``overshootPercent`` together: the pair a sweep computes
    /// for every spring. Same values, bit for bit, as the two calls; allocates nothing.
    ///
    /// Cost: about that of ``settlingTime(band:)`` plus two closed-form evaluations.
    /// - Throws: for a relative band on a motion without a step.
    public func settlingTimeAndOvershoot(band: SettlingBand = .standard) throws(SpringError)
        -> (settlingTime: Double?, overshootPercent: Double?) {
        let width = try band.halfWidth(for: motion)
        return (finite(solution.lastExit(band: width)), overshootPercent)
    }

    // MARK: All at once

    /// Every metric of DESIGN.md §2 for `band` (the transient fraction is the
    /// band's fraction when relative, else 0.02) and, when given, `rest`.
    public func metrics(band: SettlingBand = .standard, rest: RestThresholds? = nil) throws(SpringError) -> SpringMetrics {
        let width = try band.halfWidth(for: motion)
        let settling = finite(solution.lastExit(band: width))
        let fraction: Double
        if case .relative(let epsilon) = band { fraction = epsilon } else { fraction = 0.02 }
        let peak = self.peak
        return SpringMetrics(
            bandWidth: width,
            settlingTime: settling,
            overshootPercent: overshootPercent,
            undershootPercent: undershootPercent,
            peakTime: peak?.time,
            peakValue: peak?.value,
            riseTime: riseTime,
            transientTime: transientTime(fraction: fraction),
            bounces: settling.map { targetCrossings(before: $0) },
            restTime: rest.flatMap { restTime($0) }
        )
    }
}

@inline(__always)
func finite(_ value: Double) -> Double? { value.isFinite ? value : nil }
