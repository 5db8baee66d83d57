extension FlutterSpringRenderer {
    /// The time of the tick that stops the controller, or `nil` past ``maximumDuration``: the
    /// first frame `k` where `isDone(k·frameInterval)`, as the plain loop of
    /// ``render(_:motion:times:)`` finds it, without evaluating every tick
    /// (docs/engine-durations.md).
    ///
    /// `SpringSimulation` is a closed form of the elapsed time, so whether a tick stops the
    /// controller is a function of that tick alone, evaluated here exactly as the loop does
    /// (``Simulation/isDone(at:)``). `RestFrameSearch` skips the ticks where the closed form's
    /// displacement or velocity provably exceeds the tolerance (each bound widened by the
    /// rounding of the closed form's terms) and evaluates `isDone` at every other tick, in
    /// order. Cost: O(log ticks) plus one evaluation per candidate tick.
    public func duration(of spring: Spring, motion: Motion = .unitStep) -> Double? {
        let simulation = Simulation(spring: spring, motion: motion, fling: fling)
        let driver = FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
        let last = driver.lastFrame
        let interval = frameInterval
        func isDone(_ k: Int) -> Bool { simulation.isDone(at: Double(k) * interval) }
        let outcome: RestFrameSearch.Outcome
        if let bounds = simulation.restBounds(through: Double(last) * interval) {
            outcome = RestFrameSearch.firstRest(bounds: bounds, clock: .steps(from: 0, interval: interval),
                                                from: 0, through: last) { isDone($0) ? .rest : .moving(resume: nil) }
        } else {
            outcome = .undecided
        }
        let frame: Int?
        switch outcome {
        case .frame(let k): frame = k
        case .none: frame = nil
        case .undecided: frame = driver.plainRestFrame(Engine(simulation: simulation, interval: interval))
        }
        return frame.map { Double($0) * interval }
    }
}

extension FlutterSpringRenderer.Simulation {
    /// `isDone`'s two bounds as signals of the elapsed time: the displacement from ``end``
    /// within ``distance`` and its rate within ``velocity`` (none when infinite), each widened
    /// by the rounding of the closed form's terms up to time `horizon`; `nil` when a number is
    /// not finite.
    func restBounds(through horizon: Double) -> [RestBound]? {
        let rates: ModalRates, value: Double, slope: Double
        switch kind {
        case 2:
            // c1·e^(r·t) + c2·e^(r2·t): modes p ± q with p the mean of r and r2.
            rates = ModalRates(p: 0.5 * (r + r2), q2: 0.25 * (r2 - r) * (r2 - r))
            value = c1 + c2
            slope = c1 * r + c2 * r2
        case 1:
            rates = ModalRates(p: r, q2: -w * w)
            value = c1
            slope = r * c1 + w * c2
        default:
            rates = ModalRates(p: r, q2: 0)
            value = c1
            slope = r * c1 + c2
        }
        let x = ModalSignal(rates: rates, value: value, slope: slope)
        // Each term of Flutter's closed form rounds by a few ulps, and its phase w·t by w·t ulps.
        let terms = (c1.magnitude + c2.magnitude) * (1 + horizon.magnitude * (w.magnitude + 1))
        let rate = Swift.max(r.magnitude, r2.magnitude, w.magnitude, 1)
        let slack = 64 * Double.ulpOfOne * terms
        guard slack.isFinite, value.isFinite, slope.isFinite, rates.p.isFinite, rates.q2.isFinite else { return nil }
        var bounds = [RestBound(x, distance * (1 + 1e-9) + slack)]
        if velocity.isFinite {
            bounds.append(RestBound(x.derivative, velocity * (1 + 1e-9) + slack * rate))
        }
        return bounds
    }
}

extension FlutterSpringRenderer {
    /// The `AnimationController` running a `SpringSimulation` (the first 60 Hz tick where
    /// `isDone`), or `fling` (the first tick within 0.01 of its overshot target), followed up
    /// to ``maximumDuration``.
    public var durationDescription: DurationDescription? {
        fling
            ? DurationDescription(label: "Flutter AnimationController.fling end (60 Hz, within 0.01 of bound + 0.01)",
                                  use: "Flutter: fling's end",
                                  note: "open source: flutter/flutter AnimationController.fling (_kFlingTolerance: distance 0.01, velocity infinite; target bound + 0.01, value clamped to the bound)",
                                  runLimit: maximumDuration)
            : DurationDescription(label: "Flutter SpringSimulation isDone tick (60 Hz, tolerance 1e-3, absolute units)",
                                  use: "Flutter: animateWith(SpringSimulation)'s end",
                                  note: "open source: flutter/flutter SpringSimulation.isDone (Tolerance.defaultTolerance) checked at each AnimationController tick; the value stays where that tick put it",
                                  runLimit: maximumDuration)
    }
}
