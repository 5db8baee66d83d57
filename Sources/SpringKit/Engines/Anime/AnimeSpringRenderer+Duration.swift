import RealModule

extension AnimeSpringRenderer.Easing {
    /// anime's `solverDuration` for the solver `p`: the loop of `Spring.compute` — sample `i` at
    /// `T_i` (0.02 s added `i` times in floating point), counting the samples in a row with
    /// `|1 − x| < 0.0005` — stops at the first sample that makes that count exceed 200 ms / 0.02 s
    /// (computed as anime computes it), or when the samples exceed 60 s / 0.02 s; the duration is
    /// the last sample's time.
    ///
    /// Found without evaluating every sample (docs/engine-durations.md): `1 − x` is a
    /// `ModalSignal` of the solver time (WebKit's closed forms, `AccumulatedTime` giving any
    /// `T_i` exactly), so `RestFrameSearch` finds the first sample inside the band, evaluated
    /// as the loop does; the samples after it are evaluated in order until the run is long
    /// enough or one leaves the band, and the search resumes after that one. Cost: O(log
    /// samples) per run of in-band samples tried, plus the run's evaluations (at most 11).
    static func settlingTime(_ p: (zeta: Double, w0: Double, wd: Double, b: Double)) -> Double {
        let maxRestSteps = AnimeSpringRenderer.restDuration / AnimeSpringRenderer.solverStep / 1000
        let maxIterations = AnimeSpringRenderer.maximumDuration / AnimeSpringRenderer.solverStep / 1000
        // The loop ends after the sample whose count of in-band samples in a row exceeds
        // maxRestSteps, or the sample after which the count of samples exceeds maxIterations.
        let run = Int(maxRestSteps.rounded(.down)) + 1
        let cap = Int(maxIterations.rounded(.down))
        let clock = AccumulatedTime(step: AnimeSpringRenderer.solverStep, through: cap)
        func inBand(_ i: Int) -> Bool { abs(1 - solve(p, clock.time(i))) < AnimeSpringRenderer.restThreshold }
        guard let bounds = restBounds(p, through: clock.time(cap)) else {
            // The plain loop.
            var count = 0
            for i in 0...cap {
                count = inBand(i) ? count + 1 : 0
                if count >= run { return clock.time(i) }
            }
            return clock.time(cap)
        }
        // A run of `run` samples in the band needs the envelope small at its last sample: the
        // samples' phases, `θ = ωd·0.02` apart, leave a largest gap `g` on the circle of
        // length π, so one of them has |cos| ≥ cos(g/2) (``runFactor``), and R·e^(pτ)·cos(g/2)
        // must be within the band there. No run ends before that time.
        var from = 0
        if let bound = bounds.first, bound.signal.rates.oscillates, bound.signal.rates.p < 0 {
            let (amplitude, _) = bound.signal.amplitudeAndPhase
            let factor = Self.runFactor(phaseStep: bound.signal.rates.frequency * AnimeSpringRenderer.solverStep, samples: run)
            let end = Double.log(amplitude * factor / bound.bound) / -bound.signal.rates.p
            if end.isFinite, end > 0 { from = Swift.max(0, clock.firstIndex(atOrAfter: end) - run) }
        }
        while from <= cap {
            let outcome = RestFrameSearch.firstRest(bounds: bounds, clock: clock.clock, from: from, through: cap) {
                inBand($0) ? .rest : .moving(resume: nil)
            }
            guard case .frame(let first) = outcome else {
                if outcome == .undecided { return plainSettlingTime(p) }
                return clock.time(cap)
            }
            // `first` is in the band; so must be the run's other samples.
            var i = first + 1
            while i < first + run && i <= cap && inBand(i) { i += 1 }
            if i == first + run { return clock.time(i - 1) }
            if i > cap { return clock.time(cap) }
            from = i + 1
        }
        return clock.time(cap)
    }

    /// A lower bound on the largest `|cos|` over `samples` phases `θ` apart, whatever the first:
    /// `cos(g/2)` with `g` the largest gap they leave on the circle of length π (the phases fit
    /// in no arc shorter than `π − g`, so one is at least `(π − g)/2` from π/2), less 1e-6 for
    /// the rounding of θ and of the samples' clock.
    static func runFactor(phaseStep theta: Double, samples: Int) -> Double {
        guard theta.isFinite, samples > 1 else { return 0 }
        var phases = (0..<samples).map { j -> Double in
            let u = (Double(j) * theta).truncatingRemainder(dividingBy: Double.pi)
            return u < 0 ? u + Double.pi : u
        }
        phases.sort()
        var gap = phases[0] + Double.pi - phases[phases.count - 1]
        for i in 1..<phases.count { gap = Swift.max(gap, phases[i] - phases[i - 1]) }
        return Swift.max(0, Double.cos(gap / 2) - 1e-6)
    }

    /// anime's loop as it is written, one sample at a time (the fallback of ``settlingTime(_:)``).
    static func plainSettlingTime(_ p: (zeta: Double, w0: Double, wd: Double, b: Double)) -> Double {
        let maxRestSteps = AnimeSpringRenderer.restDuration / AnimeSpringRenderer.solverStep / 1000
        let maxIterations = AnimeSpringRenderer.maximumDuration / AnimeSpringRenderer.solverStep / 1000
        var solverTime = 0.0, restSteps = 0.0, iterations = 0.0, duration = 0.0
        while restSteps <= maxRestSteps && iterations <= maxIterations {
            if abs(1 - solve(p, solverTime)) < AnimeSpringRenderer.restThreshold {
                restSteps += 1
            } else {
                restSteps = 0
            }
            duration = solverTime
            solverTime += AnimeSpringRenderer.solverStep
            iterations += 1
        }
        return duration
    }

    /// `|1 − x| < 0.0005` as a bound on the signal `1 − x` (WebKit's forms: `e^(−ζω0t)·(cos + b·sin)`,
    /// `(1 + b·t)·e^(−ω0t)`, or the two real modes `−ζω0 ± ωd` with `α, β = (1 ± b)/2`), widened
    /// by the rounding of the closed form up to `horizon`; `nil` when a number is not finite.
    private static func restBounds(_ p: (zeta: Double, w0: Double, wd: Double, b: Double), through horizon: Double) -> [RestBound]? {
        let rates: ModalRates, g: Double
        if p.zeta < 1 {
            rates = ModalRates(p: -p.zeta * p.w0, q2: -p.wd * p.wd)
            g = p.b * p.wd
        } else if p.zeta == 1 {
            rates = ModalRates(p: -p.w0, q2: 0)
            g = p.b
        } else {
            rates = ModalRates(p: -p.zeta * p.w0, q2: p.wd * p.wd)
            g = p.b * p.wd
        }
        let slack = 64 * Double.ulpOfOne * (1 + p.b.magnitude) * (1 + (p.wd + p.w0) * horizon)
        let bound = AnimeSpringRenderer.restThreshold * (1 + 1e-9) + slack
        guard bound.isFinite, g.isFinite, rates.p.isFinite, rates.q2.isFinite else { return nil }
        return [RestBound(ModalSignal(rates: rates, f0: 1, g: g), bound)]
    }
}

extension AnimeSpringRenderer {
    /// anime.js v4 `spring()`'s `settlingDuration`, which becomes the animation's duration
    /// (capped at 60 s by anime.js itself).
    public var durationDescription: DurationDescription? {
        DurationDescription(label: "anime.js spring settlingDuration (0.02 s steps, 0.0005 for 200 ms, whole ms)",
                            use: "web: anime.js animation length",
                            note: "open source: juliangarnier/anime Spring.compute; the settling duration replaces the animation's duration")
    }
}
