extension SvelteSpringRenderer {
    /// The time of Svelte's settling frame, or `nil` past ``maximumDuration`` or for a spring
    /// Svelte cannot express: the frame the plain loop of ``render(_:motion:times:)`` snaps at,
    /// found without running every frame (`FrameDriver/restFrame(_:)`; docs/engine-durations.md).
    ///
    /// `tick_spring` maps the last two values linearly (`x ← x + (v + a)·dt`, `v = (x − x_prev)/dt`,
    /// `a = k·(to − x) − d·v`) with the same `dt` every frame, so the state after `n` frames is
    /// that map to the `n`-th power. The snap needs the step and the distance under
    /// `precision`: two bounds on the last two values. Cost: O(log frames) plus a few engine
    /// frames per candidate.
    public func duration(of spring: Spring, motion: Motion = .unitStep) -> Double? {
        guard let values = try? values(for: spring) else { return nil }
        let engine = Engine(values: values, motion: motion, frameInterval: frameInterval)
        let driver = FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
        return driver.restFrame(engine).map { engine.clockTime(ofFrame: $0, frameInterval: frameInterval) }
    }
}

extension SvelteSpringRenderer.Engine: LinearFrameEngine {
    /// The value's and the previous value's distances from the target.
    var modelState: SIMD2<Double> { SIMD2(current - target, last - target) }

    mutating func setModelState(_ state: SIMD2<Double>, afterFrame k: Int) {
        current = target + state.x
        last = target + state.y
        lastTime = clockReading(ofFrame: k)
    }

    /// Frame 0 is the start; frame 1 (the first tick) is run as it is.
    var plainFrames: Int { 1 }

    /// After a frame's update `(x_k, x_(k−1))`: its step `x_k − x_(k−1)` and the distance before
    /// it, `x_(k−1) − to`, both under `precision` (Svelte compares with `<`).
    var restBounds: [(form: SIMD2<Double>, bound: Double)] {
        [(SIMD2(1, -1), precision), (SIMD2(0, 1), precision)]
    }

    /// A few operations a frame, on values near the target.
    var frameRounding: (relative: Double, absolute: SIMD2<Double>) {
        (32 * Double.ulpOfOne, SIMD2(repeating: 4 * Double.ulpOfOne * target.magnitude))
    }
}

extension SvelteSpringRenderer {
    /// Svelte's `spring`: the 60 Hz frame where its precision rule snaps it, followed up to
    /// ``maximumDuration``.
    public var durationDescription: DurationDescription? {
        DurationDescription(label: "Svelte spring settling frame (60 Hz, precision 0.01 in units)",
                            use: "web: Svelte spring's end",
                            note: "open source: sveltejs/svelte motion/spring.js tick_spring, snapping when the step and the distance are under precision",
                            runLimit: maximumDuration)
    }
}
