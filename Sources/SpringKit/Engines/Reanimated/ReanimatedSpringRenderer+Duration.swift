extension ReanimatedSpringRenderer {
    /// The time of the stopping frame, or `nil` past ``maximumDuration``: the frame the plain
    /// loop of ``render(_:motion:times:)`` stops at, found without running every frame
    /// (`FrameDriver/restFrame(_:)`; docs/engine-durations.md).
    ///
    /// Each frame restarts the closed form from the current state over the frame's time, so
    /// the state after `n` frames is the fixed per-frame map to the `n`-th power (the exact
    /// flow over `n` frames). Reanimated 4's rest rule, energy at most 6e-9 of the start's,
    /// needs `|x − to| ≤ √(2·6e-9·E0/k)` and `|v| ≤ √(2·6e-9·E0/m)`; Reanimated 3's is the box
    /// `|x − to| < 0.01`, `|v| < 2`. With overshoot clamping the first frame after the model's
    /// first crossing of the target, and every later one, is run by the engine as well. A
    /// time-form Reanimated 3 spring ends at the first frame whose timestamp reaches its
    /// duration, found by bisection on that (monotone) test. Cost: O(log frames) plus a few
    /// engine frames per candidate.
    public func duration(of spring: Spring, motion: Motion = .unitStep) -> Double? {
        let engine = Engine(renderer: self, spring: spring, motion: motion)
        let driver = FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
        guard timeFormDuration == nil || version == .v4 else {
            // Frame 0 is the engine's own (a start on the target is never started); after it a
            // frame is done exactly when its timestamp reaches the duration (the time form has
            // no rest rule), a test that holds from its first frame on.
            var first = engine
            if first.frame(0, dt: 0).done { return engine.clockTime(ofFrame: 0, frameInterval: frameInterval) }
            return driver.firstFrame(from: 1, where: engine.reachesTimeFormDuration(atFrame:))
                .map { engine.clockTime(ofFrame: $0, frameInterval: frameInterval) }
        }
        return driver.restFrame(engine).map { engine.clockTime(ofFrame: $0, frameInterval: frameInterval) }
    }
}

extension ReanimatedSpringRenderer.Engine: LinearFrameEngine {
    var modelState: SIMD2<Double> { SIMD2(current - to, velocity) }

    mutating func setModelState(_ state: SIMD2<Double>, afterFrame k: Int) {
        current = to + state.x
        velocity = state.y
    }

    /// Frames 0 (`valueSetter` and the first `onFrame`, which may already be at rest or snap),
    /// 1 and 2 are run as they are.
    var plainFrames: Int { 2 }

    var restBounds: [(form: SIMD2<Double>, bound: Double)] {
        switch version {
        case .v4:
            // ½k·x² + ½m·v² ≤ 6e-9·E0 needs each term within it.
            let energy = ReanimatedSpringRenderer.energyThreshold * initialEnergy
            return [(SIMD2(1, 0), (2 * energy / stiffness).squareRoot()), (SIMD2(0, 1), (2 * energy / mass).squareRoot())]
        case .v3:
            return [(SIMD2(1, 0), Reanimated3Parameters.restDisplacementThreshold),
                    (SIMD2(0, 1), Reanimated3Parameters.restSpeedThreshold)]
        }
    }

    /// A closed form per frame: a few dozen roundings of terms no larger than the state's reach,
    /// and `to + x` rounded to `to`'s precision.
    var frameRounding: (relative: Double, absolute: SIMD2<Double>) {
        (64 * Double.ulpOfOne, SIMD2(4 * Double.ulpOfOne * to.magnitude, 0))
    }

    /// Whether no state within `deviation` of `state` (after a frame) stops the engine:
    /// Reanimated 4's energy exceeds its threshold at every one (the energy grows with `|x|`
    /// and `|v|`, so its least is at the box's point nearest the target); Reanimated 3's box
    /// fails at every one; and with overshoot clamping every one is strictly between the start
    /// and the target (Reanimated 4) or on the start's side (Reanimated 3).
    func provablyMoving(after state: SIMD2<Double>, within deviation: SIMD2<Double>) -> Bool {
        let nearX = Swift.max(0, state.x.magnitude - deviation.x), nearV = Swift.max(0, state.y.magnitude - deviation.y)
        let moving: Bool
        switch version {
        case .v4:
            guard initialEnergy > 0 else { return false }
            moving = energy(displacement: nearX, velocity: nearV) / initialEnergy
                > ReanimatedSpringRenderer.energyThreshold * (1 + 1e-9)
        case .v3:
            moving = nearX >= Reanimated3Parameters.restDisplacementThreshold * (1 + 1e-9)
                || nearV >= Reanimated3Parameters.restSpeedThreshold * (1 + 1e-9)
        }
        guard moving, clamping else { return moving }
        let side = start - to
        let along = side >= 0 ? state.x : -state.x
        switch version {
        case .v4: return side != 0 && along > deviation.x && along + deviation.x < side.magnitude
        case .v3: return side == 0 || along > deviation.x
        }
    }

    /// With overshoot clamping the engine also stops when the value crosses the target: from
    /// two frames before the model's first crossing on, every frame is run.
    func firstUnboundedStop(model: LinearModel) -> Int? {
        guard clamping, let crossing = model.firstZero(ofCoordinate: 0) else { return nil }
        return model.clock.firstFrame(crossing) - 2
    }
}

extension ReanimatedSpringRenderer {
    /// `withSpring`'s stopping frame at 60 Hz: Reanimated 4's energy rule, or Reanimated 3's
    /// thresholds (or a time-form spring's duration), followed up to ``maximumDuration``.
    public var durationDescription: DurationDescription? {
        version == .v4
            ? DurationDescription(label: "Reanimated 4 withSpring stopping frame (60 Hz, energy 6e-9 of the start's)",
                                  use: "React Native: Reanimated 4's end",
                                  note: "open source: software-mansion/react-native-reanimated 4 withSpring, closed form restarted each frame, energy rest rule",
                                  runLimit: maximumDuration)
            : DurationDescription(label: "Reanimated 3 withSpring stopping frame (60 Hz, |v| < 2, |x − to| < 0.01, or its duration)",
                                  use: "React Native: Reanimated 3's end",
                                  note: "open source: software-mansion/react-native-reanimated 3 withSpring, closed form restarted each frame, rest at 0.01 and 2 units/s",
                                  runLimit: maximumDuration)
    }
}
