extension AndroidSpringRenderer {
    /// The time of the resting frame on Android's frame clock, or `nil` past
    /// ``maximumDuration``: the frame the plain loop of ``render(_:motion:times:)`` rests at,
    /// found without running every frame (`FrameDriver/restFrame(_:)`; docs/engine-durations.md).
    ///
    /// `SpringForce.updateValues` is the spring's exact solution over each frame's whole
    /// milliseconds, so without rounding the state at frame `k` is the exact flow at Android's
    /// clock time `⌊k·interval⌋` ms. The animation keeps its value and velocity in single
    /// precision: the model allows each frame to round by 2⁻²³ of the value (the target plus
    /// the displacement) and of the velocity, carried by the motion; frames whose state can be
    /// within that of the rest thresholds are run by the engine itself in single precision, and
    /// an undecidable one runs the plain loop. Cost: O(log frames) plus a few engine frames per
    /// candidate.
    public func duration(of spring: Spring, motion: Motion = .unitStep) -> Double? {
        let engine = Engine(spring: spring, motion: motion, property: property, interval: frameInterval)
        let driver = FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
        return driver.restFrame(engine).map { engine.clockTime(ofFrame: $0, frameInterval: frameInterval) }
    }
}

extension AndroidSpringRenderer.Engine: LinearFrameEngine {
    var modelState: SIMD2<Double> { SIMD2(Double(value) - finalPosition, Double(velocity)) }

    mutating func setModelState(_ state: SIMD2<Double>, afterFrame k: Int) {
        value = Float(finalPosition + state.x)
        velocity = Float(state.y)
        starting = false
        pendingPosition = nil
    }

    /// Frame 0 only shows the start; frame 1 is run as it is.
    var plainFrames: Int { 1 }

    /// The exact flow of `x″ + 2ζω·x′ + ω²·x = 0` with the engine's own `ω` and `ζ`, on
    /// Android's whole-millisecond clock.
    func model(from state: SIMD2<Double>, afterFrame origin: Int, driver: FrameDriver) -> LinearModel? {
        let w = naturalFrequency, z = dampingRatio
        let rates = ModalRates(p: -z * w, q2: w * w * ((z - 1) * (z + 1)))
        let start = MillisecondClock.wholeMilliseconds(ofFrame: origin, interval: interval)
        let interval = self.interval
        let clock = FrameClock(time: { k in
            (MillisecondClock.wholeMilliseconds(ofFrame: k, interval: interval) - start) / 1000
        }, firstFrame: { tau in
            let target = start + tau * 1000
            guard target.isFinite, target < 1e15 else { return Int.max / 2 }
            var k = Swift.max(origin, Int(Swift.max(0, (target / (interval * 1000)).rounded(.down))) - 1)
            while MillisecondClock.wholeMilliseconds(ofFrame: k, interval: interval) < target { k += 1 }
            while k > origin && MillisecondClock.wholeMilliseconds(ofFrame: k - 1, interval: interval) >= target { k -= 1 }
            return k
        })
        return LinearModel.continuous(rates: rates, generator: [[0, 1], [-w * w, -2 * z * w]], state: state, clock: clock)
    }

    var restBounds: [(form: SIMD2<Double>, bound: Double)] {
        [(SIMD2(1, 0), valueThreshold), (SIMD2(0, 1), velocityThreshold)]
    }

    /// Single precision: each frame the value rounds by at most 2⁻²⁴ of its magnitude (the
    /// target's plus the displacement's) and the velocity by 2⁻²⁴ of its own; the relative part
    /// is 2⁻²³ to cover the double-precision closed form before the rounding too (and 1e-45 the
    /// subnormal floats).
    var frameRounding: (relative: Double, absolute: SIMD2<Double>) {
        let float = Double(Float.ulpOfOne)
        return (float, SIMD2(0.5 * float * finalPosition.magnitude + 1e-45, 1e-45))
    }
}

extension AndroidSpringRenderer {
    /// `SpringAnimation`'s resting frame at 60 Hz, pixel thresholds, on Android's
    /// whole-millisecond frame clock, followed up to ``maximumDuration``.
    public var durationDescription: DurationDescription? {
        DurationDescription(label: "Android SpringAnimation resting frame (60 Hz, whole-ms clock, float state, pixel thresholds)",
                            use: "Android: SpringAnimation's end",
                            note: "open source: androidx DynamicAnimation SpringForce.updateValues per frame in single precision, rest at 0.75 px and 46.875 px/s",
                            runLimit: maximumDuration)
    }
}
