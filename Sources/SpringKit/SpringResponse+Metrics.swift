import RealModule

extension SpringResponse {
    // MARK: Range

    /// The smallest band, step or rest threshold SpringKit computes with, relative to the
    /// motion's size `max(|to − from|, |v0|/ω0)` (within a factor 2): 2⁻¹⁰⁰⁰ ≈ 9.3e-302.
    /// Below it the rescaled value would be subnormal and lose digits.
    static let smallestRelativeSize = 0x1p-1000

    /// The band's half-width in natural size units, checked against the exact range.
    @usableFromInline
    func naturalBand(_ band: SettlingBand) throws(SpringError) -> (width: Double, natural: Double) {
        let width = try band.halfWidth(for: motion)
        let natural: Double
        switch band.measure {
        case .fractionOfStep(let epsilon): natural = epsilon * solution.start.magnitude
        case .halfWidth(let w): natural = naturalSize(w)
        }
        guard natural >= Self.smallestRelativeSize else {
            throw SpringError(parameter: "band", value: width,
                              allowed: "at least 1e-300 of the motion's size (|to − from| or |velocity|/ω0), the range computed exactly",
                              reason: .beyondExactRange)
        }
        return (width, natural)
    }

    /// Seconds of a natural time that is finite, or `nil` for `.infinity` (never); throws
    /// when the time in seconds overflows or is a subnormal.
    func checkedSeconds(_ natural: Double, _ name: String) throws(SpringError) -> Double? {
        guard natural.isFinite else { return nil }
        let t = seconds(natural)
        guard t.isFinite, natural == 0 || t >= .leastNormalMagnitude else {
            throw SpringError(parameter: name, value: t,
                              allowed: "a time between 2.2e-308 s and 1.8e308 s (this spring's \(name) is not representable as a double)",
                              reason: .beyondExactRange)
        }
        return t
    }

    /// The last exit from the band, in seconds (`.infinity` when it never settles), for
    /// samplers that need a window; no range checks.
    func lastExitSeconds(band width: Double) -> Double {
        let natural = naturalSize(width)
        guard natural > 0 else { return .infinity }
        return seconds(solution.lastExit(band: natural))
    }

    // MARK: Extrema

    /// The first extrema of x after t = 0, in time order, in seconds: two for an oscillating
    /// spring (enough for peak, undershoot and rise, since the extremum magnitudes
    /// only shrink), at most one for a critically or overdamped spring.
    ///
    /// Extrema are the zeros of the velocity, in closed form (docs/physics.md).
    @usableFromInline
    func leadingExtrema() -> [Double] {
        var extrema: [Double] = []
        forEachLeadingExtremum { extrema.append(seconds($0)) }
        return extrema
    }

    /// Calls `body` with each of the leading extrema in *natural* time, in time order,
    /// without allocating (the metrics a sweep computes for every spring use this).
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
    /// - Throws: for a relative band on a motion without a step, and (reason
    ///   ``SpringError/Reason/beyondExactRange``) for a band below 1e-300 of the motion's
    ///   size or a settling time beyond the range of doubles.
    public func settlingTime(band: SettlingBand = .standard) throws(SpringError) -> Double? {
        let (_, natural) = try naturalBand(band)
        return try checkedSeconds(solution.lastExit(band: natural), MetricKey.settlingTime.key)
    }

    /// The step in natural size units (−e(0)).
    @inline(__always)
    var naturalStep: Double { -solution.start }

    /// The largest excursion past the target in % of the step (0 when none);
    /// `nil` without a step. Exact (closed-form extrema).
    public var overshootPercent: Double? {
        guard motion.hasStep else { return nil }
        var worst = 0.0
        let step = naturalStep
        forEachLeadingExtremum { t in
            worst = max(worst, solution.value(t) / step)
        }
        return worst > 0 ? 100 * worst : 0   // never −0 (an extremum that underflowed)
    }

    /// The largest excursion behind the start, opposite to the step, in % of the
    /// step (0 when none); `nil` without a step.
    public var undershootPercent: Double? {
        guard motion.hasStep else { return nil }
        var worst = 0.0
        let step = naturalStep
        forEachLeadingExtremum { t in
            // x − from = e − e0, measured against the step direction.
            worst = max(worst, -(solution.value(t) - solution.start) / step)
        }
        return worst > 0 ? 100 * worst : 0   // never −0 (an extremum that underflowed)
    }

    /// The peak in natural units: (time, e) of the largest excursion past the target.
    func naturalPeak() -> (time: Double, value: Double)? {
        var found: (Double, Double)?
        forEachLeadingExtremum { t in
            guard found == nil else { return }
            let e = solution.value(t)
            let past = motion.hasStep ? e / naturalStep : e.magnitude
            if past > 0 { found = (t, e) }
        }
        return found
    }

    /// Time and position of the largest excursion past the target, or `nil` when
    /// the motion never passes it. Without a step, the largest excursion from the
    /// target in either direction.
    public var peak: (time: Double, value: Double)? {
        guard let (t, e) = naturalPeak() else { return nil }
        return (seconds(t), motion.to + distance(e))
    }

    /// First crossing of 90 % of the step minus first crossing of 10 %; `nil` without a step,
    /// or when the time in seconds is not a normal double (a push of 1.7e308/s at ω0 = 1e150
    /// rises in 4.7e-309 s; ``metrics(band:rest:)`` reports that as an error).
    public var riseTime: Double? {
        naturalRiseTime().flatMap { representable(seconds($0)) }
    }

    func naturalRiseTime() -> Double? {
        guard motion.hasStep,
              let early = naturalFirstArrival(atFraction: 0.1),
              let late = naturalFirstArrival(atFraction: 0.9) else { return nil }
        return late - early
    }

    /// The first time x reaches `from + fraction·(to − from)` (0 < fraction < 1); `nil` when
    /// never, without a step, or when the time in seconds is not a normal double.
    ///
    /// Walks the monotone segments between extrema in order and root-finds in
    /// the first one that reaches the level (however small the time: docs/physics.md, Metrics).
    public func firstArrival(atFraction fraction: Double) -> Double? {
        naturalFirstArrival(atFraction: fraction).flatMap { representable(seconds($0)) }
    }

    func naturalFirstArrival(atFraction fraction: Double) -> Double? {
        guard motion.hasStep, fraction > 0, fraction < 1 else { return nil }
        let step = naturalStep
        let level = (fraction - 1) * step          // in e = x − to
        func reached(_ e: Double) -> Bool { e / step >= fraction - 1 }
        var lower = 0.0
        var found: Double?
        forEachLeadingExtremum { t in
            guard found == nil else { return }
            if reached(solution.value(t)) {
                found = solution.crossing(of: level, from: lower, to: t)
            } else {
                lower = t
            }
        }
        if let found { return found }
        if solution.mode.oscillates { return nil }   // unreachable: the 2nd extremum lies past the target
        return finite(solution.crossing(of: level, from: lower, to: nil))
    }

    /// The largest |e| over the motion, in natural size units.
    func naturalLargestError() -> Double {
        var largest = solution.start.magnitude
        forEachLeadingExtremum { largest = max(largest, solution.value($0).magnitude) }
        return largest
    }

    /// Like ``settlingTime(band:)`` with the band `fraction·maxₜ|x − to|` (MATLAB's
    /// TransientTime). Works without a step. `nil` when it never settles, or when the band
    /// is below 1e-300 of the motion's size or the time beyond the range of doubles
    /// (``metrics(band:rest:)`` reports those as errors).
    public func transientTime(fraction: Double = 0.02) -> Double? {
        (try? naturalTransientTime(fraction: fraction)).flatMap { $0 }.flatMap { finite(seconds($0)) }
    }

    func naturalTransientTime(fraction: Double) throws(SpringError) -> Double? {
        let largest = naturalLargestError()
        guard largest > 0 else { return 0 }
        let band = fraction * largest
        guard band >= Self.smallestRelativeSize else {
            throw SpringError(parameter: "band", value: fraction,
                              allowed: "a transient fraction of at least 1e-300, the range computed exactly",
                              reason: .beyondExactRange)
        }
        return finite(solution.lastExit(band: band))
    }

    /// How many times x crosses the target strictly between t = 0 and `time`.
    public func targetCrossings(before time: Double) -> Int {
        naturalTargetCrossings(before: naturalTime(time))
    }

    func naturalTargetCrossings(before time: Double) -> Int {
        guard time > 0, !solution.isZero else { return 0 }
        if solution.mode.oscillates {
            let phase = solution.firstZeroPhase()
            let first = solution.oscillatingZero(0, firstPhase: phase)
            guard first < time else { return 0 }
            var n = ((solution.mode.frequency * time - phase) / .pi).rounded(.down)
            n = max(0, n)
            // Rounding of the phase can put the estimate one off: check it (while n is an
            // exact integer step; beyond 2^52 crossings a count of ±1 is below the rounding).
            if n < 0x1p52 {
                while n > 0, solution.oscillatingZero(n, firstPhase: phase) >= time { n -= 1 }
                while solution.oscillatingZero(n + 1, firstPhase: phase) < time { n += 1 }
            }
            return n >= Double(Int.max) ? Int.max : Int(n) + 1
        }
        if let zero = solution.realZero(), zero < time { return 1 }
        return 0
    }

    /// The crossings of the target before the last exit from the natural band; throws when
    /// there are 2^53 or more (they cannot be counted exactly in doubles).
    func bounces(band natural: Double) throws(SpringError) -> Int? {
        guard let count = solution.zerosBeforeLastExit(band: natural) else { return nil }
        guard count < 0x1p53 else {
            throw SpringError(parameter: MetricKey.bounces.key, value: count,
                              allowed: "fewer than 2^53 (9.0e15) crossings before settling, the range counted exactly (ζ above about 1.3e-16 for a 2 % band)",
                              reason: .beyondExactRange)
        }
        return Int(count)
    }

    /// The exact time after which |x − to| ≤ restDelta and |x'| ≤ restSpeed hold
    /// for good: the later of the two last exits. `nil` if never (undamped), or when a
    /// threshold is below 1e-300 of the motion's size or the time beyond the range of
    /// doubles (``metrics(band:rest:)`` reports those as errors).
    ///
    /// Engines stop at the first frame where both hold, which can be earlier;
    /// that is an engine duration, not this.
    public func restTime(_ thresholds: RestThresholds) -> Double? {
        (try? naturalRestTime(thresholds)).flatMap { $0 }.flatMap { finite(seconds($0)) }
    }

    func naturalRestTime(_ thresholds: RestThresholds) throws(SpringError) -> Double? {
        let delta = naturalSize(thresholds.restDelta)
        let speed = naturalSpeed(thresholds.restSpeed)
        guard delta >= Self.smallestRelativeSize else {
            throw SpringError(parameter: "rest-delta", value: thresholds.restDelta,
                              allowed: "at least 1e-300 of the motion's size (|to − from| or |velocity|/ω0), the range computed exactly",
                              reason: .beyondExactRange)
        }
        guard speed >= Self.smallestRelativeSize else {
            throw SpringError(parameter: "rest-speed", value: thresholds.restSpeed,
                              allowed: "at least 1e-300 of the motion's speed scale (ω0·|to − from| or |velocity|), the range computed exactly",
                              reason: .beyondExactRange)
        }
        let position = solution.lastExit(band: delta)
        let velocity = solution.derivative.lastExit(band: speed)
        return finite(max(position, velocity))
    }

    /// ``settlingTime(band:)`` and ``overshootPercent`` together: the pair a sweep computes
    /// for every spring. Same values, bit for bit, as the two calls; allocates nothing.
    ///
    /// Cost: about that of ``settlingTime(band:)`` plus two closed-form evaluations.
    /// - Throws: as ``settlingTime(band:)``.
    public func settlingTimeAndOvershoot(band: SettlingBand = .standard) throws(SpringError)
        -> (settlingTime: Double?, overshootPercent: Double?) {
        (try settlingTime(band: band), overshootPercent)
    }

    // MARK: All at once

    /// Every metric of docs/physics.md for `band` (the transient fraction is the
    /// band's fraction when relative, else 0.02) and, when given, `rest`.
    ///
    /// - Throws: for a relative band on a motion without a step; with reason
    ///   ``SpringError/Reason/beyondExactRange`` when the motion is outside the range
    ///   SpringKit computes exactly (docs/physics.md, "The range computed exactly"): a band,
    ///   step or rest threshold below 1e-300 of the motion's size, or a result (a time, a
    ///   percentage, the peak position) that is not a finite, normal double.
    public func metrics(band: SettlingBand = .standard, rest: RestThresholds? = nil) throws(SpringError) -> SpringMetrics {
        let (width, naturalWidth) = try naturalBand(band)
        if motion.hasStep, naturalStep.magnitude < Self.smallestRelativeSize {
            throw SpringError(parameter: "to − from", value: motion.step,
                              allowed: "at least 1e-300 of |velocity|/ω0 for step-relative metrics, the range computed exactly",
                              reason: .beyondExactRange)
        }
        let naturalSettling = solution.lastExit(band: naturalWidth)
        let settling = try checkedSeconds(naturalSettling, MetricKey.settlingTime.key)
        let fraction = band.fractionOfStep ?? 0.02
        let overshoot = overshootPercent, undershoot = undershootPercent
        for (name, percent) in [(MetricKey.overshootPercent.key, overshoot), (MetricKey.undershootPercent.key, undershoot)] {
            if let percent, !percent.isFinite {
                throw SpringError(parameter: name, value: percent,
                                  allowed: "a finite percentage (the step is too small for this motion's size)",
                                  reason: .beyondExactRange)
            }
        }
        let naturalPeak = self.naturalPeak()
        let peakTime = try naturalPeak.flatMap { p throws(SpringError) in try checkedSeconds(p.time, MetricKey.peakTime.key) }
        let peakValue = naturalPeak.map { motion.to + distance($0.value) }
        if let peakValue, !peakValue.isFinite {
            throw SpringError(parameter: MetricKey.peakValue.key, value: peakValue,
                              allowed: "a finite position", reason: .beyondExactRange)
        }
        let rise = try naturalRiseTime().flatMap { r throws(SpringError) in try checkedSeconds(r, MetricKey.riseTime.key) }
        let transient = try naturalTransientTime(fraction: fraction).flatMap { t throws(SpringError) in
            try checkedSeconds(t, MetricKey.transientTime.key)
        }
        let restTime = try rest.flatMap { r throws(SpringError) in
            try naturalRestTime(r).flatMap { t throws(SpringError) in try checkedSeconds(t, MetricKey.restTime.key) }
        }
        return SpringMetrics(
            bandWidth: width,
            settlingTime: settling,
            overshootPercent: overshoot,
            undershootPercent: undershoot,
            peakTime: peakTime,
            peakValue: peakValue,
            riseTime: rise,
            transientTime: transient,
            bounces: try settling == nil ? nil : bounces(band: naturalWidth),
            restTime: restTime
        )
    }
}

@inline(__always)
func finite(_ value: Double) -> Double? { value.isFinite ? value : nil }

/// `time` when it is 0 or a finite normal double, else `nil` (a subnormal time has lost digits).
@inline(__always)
func representable(_ time: Double) -> Double? {
    time == 0 || (time.isFinite && time.magnitude >= .leastNormalMagnitude) ? time : nil
}
