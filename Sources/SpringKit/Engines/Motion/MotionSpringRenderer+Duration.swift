import RealModule

extension MotionSpringRenderer {
    /// The time of Motion's first done frame, or `nil` (Motion's `Infinity`, or past
    /// ``maximumDuration``): the frame the plain loop of ``render(_:motion:times:)`` finishes at.
    ///
    /// `JSAnimation` finishes at the first frame whose elapsed time, rounded to whole
    /// milliseconds, reaches the calculated duration: a test that, once it holds, holds at
    /// every later frame, so the frame is found by bisection with the engine's own tick
    /// (`FrameDriver/firstFrame(from:where:)`). Cost: the calculated duration
    /// (`calculatedDuration(of:)`) and O(log frames) ticks.
    public func duration(of spring: Spring, motion: Motion = .unitStep) -> Double? {
        let engine = Engine(renderer: self, spring: spring, motion: motion, interval: frameInterval)
        let driver = FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
        let interval = frameInterval
        return driver.firstFrame(from: 0) { engine.tick(at: Double($0) * interval).finished }
            .map { engine.clockTime(ofFrame: $0, frameInterval: interval) }
    }

    /// The duration `JSAnimation` finishes at for `generator`: its resolved duration (a
    /// `findSpring` spring), else `calcGeneratorDuration` on the 50 ms grid — the first
    /// multiple of 50 ms below 20 s at which the generator is done; `nil` for Motion's
    /// `Infinity` (not done by 20 s).
    ///
    /// The grid times are `Double(ms)/1000` as Motion's loop computes them, and whether the
    /// generator is done at one is evaluated as the loop does (``MotionSpringGenerator/next(_:)``).
    /// `RestFrameSearch` skips the grid times where the generator's displacement or velocity,
    /// `ModalSignal`s of the time, provably exceeds `restDelta` or `restSpeed` (widened by the
    /// rounding of Motion's closed forms); an overdamped generator, whose hyperbolic phase Motion
    /// caps at 300, is searched in two parts, before and after the cap (after it, both decay as
    /// `e^(−ζω0·t)`). Cost: O(log 400) evaluations plus one per candidate grid time.
    static func calculatedDuration(of generator: MotionSpringGenerator) -> Double? {
        if let duration = generator.duration { return duration }
        let last = 399
        let clock = FrameClock(time: { Double($0 * 50) / 1000 }, firstFrame: { tau in
            guard tau > 0 else { return 0 }
            guard tau < 1e6 else { return last + 1 }
            var k = Swift.max(0, Int((tau * 20).rounded(.down)) - 1)
            while Double(k * 50) / 1000 < tau { k += 1 }
            return k
        })
        func done(_ k: Int) -> RestTest { generator.next(Double(k * 50) / 1000).done ? .rest : .moving(resume: nil) }
        var parts: [(bounds: [RestBound], clock: FrameClock, range: ClosedRange<Int>)] = []
        let (signal, cap, slack) = generator.displacementSignal
        let rate = Swift.max(generator.w0 * (1 + generator.dampingRatio), 1)
        func bounds(_ d: ModalSignal, _ v: ModalSignal) -> [RestBound] {
            [RestBound(d, generator.restDelta * (1 + 1e-9) + slack),
             RestBound(v, generator.restSpeed * (1 + 1e-9) + slack * rate)]
        }
        if let cap, cap <= clock.time(last) {
            // Motion's φ = min(ωo·t, 300): the exact overdamped form before the cap…
            let split = clock.firstFrame(cap)
            if split > 0 { parts.append((bounds(signal, signal.derivative), clock, 0...(split - 1))) }
            // …and, from the cap on, e^(−ζω0·t) times the values at the cap.
            let p = -generator.dampingRatio * generator.w0
            let (x, dx) = generator.state(at: cap)
            let decaying = ModalRates(p: p, q2: 0)
            let shifted = FrameClock(time: { clock.time($0) - cap }, firstFrame: { clock.firstFrame($0 + cap) })
            parts.append((bounds(ModalSignal(rates: decaying, value: x - generator.to, slope: p * (x - generator.to)),
                                 ModalSignal(rates: decaying, value: dx, slope: p * dx)), shifted, split...last))
        } else {
            parts.append((bounds(signal, signal.derivative), clock, 0...last))
        }
        for part in parts where part.range.lowerBound <= part.range.upperBound {
            let valid = part.bounds.allSatisfy { $0.bound.isFinite && $0.signal.f0.isFinite && $0.signal.g.isFinite }
            let outcome = valid
                ? RestFrameSearch.firstRest(bounds: part.bounds, clock: part.clock, from: part.range.lowerBound,
                                            through: part.range.upperBound, test: done)
                : .undecided
            switch outcome {
            case .frame(let k): return Double(k * 50) / 1000
            case .none: continue
            case .undecided:
                // The plain loop over this part's grid times.
                if let k = part.range.first(where: { generator.next(Double($0 * 50) / 1000).done }) {
                    return Double(k * 50) / 1000
                }
            }
        }
        return nil
    }
}

extension MotionSpringGenerator {
    /// The displacement `x − to` as a `ModalSignal` of the time (Motion's closed forms:
    /// `−e^(−ζω0t)·(Δ·C + (v′ + ζω0Δ)·S)` with `C`, `S` of the regime), the time at which
    /// Motion caps an overdamped spring's hyperbolic phase at 300 (`nil` otherwise), and the
    /// slack for the rounding of Motion's evaluation over 20 s.
    var displacementSignal: (signal: ModalSignal, cap: Double?, slack: Double) {
        let rates: ModalRates, frequency: Double, cap: Double?
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            rates = ModalRates(p: -zeta * w0, q2: -wd * wd)
            frequency = wd
            cap = nil
        } else if zeta == 1 {
            rates = ModalRates(p: -w0, q2: 0)
            frequency = 0
            cap = nil
        } else {
            let wo = w0 * (zeta * zeta - 1).squareRoot()
            rates = ModalRates(p: -zeta * w0, q2: wo * wo)
            frequency = wo
            cap = 300 / wo
        }
        let shape = v + zeta * w0 * delta
        let signal = ModalSignal(rates: rates, f0: -delta, g: -shape)
        let horizon = 20.0
        let reach = delta.magnitude + shape.magnitude * Swift.min(horizon, frequency > 0 ? 1 / frequency : horizon)
        return (signal, cap, 64 * Double.ulpOfOne * reach * (1 + (frequency + w0) * horizon))
    }
}

extension MotionSpringRenderer {
    /// Motion's generator duration (`calcGeneratorDuration`: 50 ms steps until its rest rule
    /// holds, 20 s cap), which ``EngineDuration`` lists.
    public var durationDescription: DurationDescription? {
        DurationDescription(label: "Motion generator duration (50 ms steps, rest thresholds, 20 s cap)",
                            use: "web: Motion's animate() length",
                            note: "open source: motiondivision/motion calcGeneratorDuration with the spring generator's rest thresholds")
    }

    /// Motion states its generator's duration (``generatorDuration(of:motion:)``), not the
    /// frame it finishes at.
    public func statedDuration(of spring: Spring, motion: Motion) -> Double? {
        generatorDuration(of: spring, motion: motion)
    }
}
