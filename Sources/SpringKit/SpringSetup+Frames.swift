extension Solver {
    /// Whether this engine shows its curve as a sequence of frames, one value a frame: every
    /// engine with a frame interval (``SpringRenderer/timeStep``) and JNWSpringAnimation's
    /// keyframes. Not the exact solution or the integrators (which are not engines), nor SwiftUI
    /// and anime.js, whose curves are functions of time that the display samples wherever its
    /// frames fall.
    public var showsFrames: Bool {
        isEngine && (renderer.timeStep != nil || self == .jnw)
    }
}

extension SpringSetup {
    /// The frames `solver` shows for this setup, from its first to the one at which it comes to
    /// rest, with its own reading of the setup (as ``curve(drawnBy:times:options:)`` and
    /// ``duration(drawnBy:options:)`` take it: Motion's options, react-spring's clamped
    /// config, a `svelte:` spring's own values and frame rate, Android's property, Reanimated's
    /// clamping) at its default frame rate.
    ///
    /// Frame `k` of an engine with a frame interval is its value at its `k`-th frame
    /// (``RenderedCurve/positions`` at `k·frameInterval`), timed on the engine's clock
    /// (``EngineFrames/times``); JNW's frames are its keyframes
    /// (``JNWSpringRenderer/keyframes(of:motion:)``). The last frame's time is the engine's
    /// duration, so the frames are ``EngineFrames/duration`` long.
    ///
    /// - Parameters:
    ///   - solver: the engine.
    ///   - maximumFrames: the most frames returned.
    /// - Returns: `nil` when `solver` shows no frames (``Solver/showsFrames``), when it never
    ///   comes to rest for this setup (no duration), or when it would take more than
    ///   `maximumFrames` frames.
    /// - Throws: ``SpringError`` when the engine cannot express the spring (Svelte's
    ///   ``SvelteSpringRenderer/values(for:)``).
    /// - Cost: the engine's frames until rest, twice at most (JNW: its duration's bounded
    ///   search, then its keyframes).
    public func frames(drawnBy solver: Solver, maximumFrames: Int = 1_000_000) throws(SpringError) -> EngineFrames? {
        guard solver.showsFrames else { return nil }
        let drawn = reading(by: solver)
        guard let duration = drawn.renderer.duration(of: drawn.spring, motion: drawn.motion),
              duration.isFinite, duration >= 0 else {
            // No duration: an engine that cannot express the spring says why; else it never rests.
            _ = try drawn.renderer.render(drawn.spring, motion: drawn.motion, times: [0], retargets: [])
            return nil
        }
        if drawn.renderer.solver == .jnw {
            // JNW's keyframe count is its duration over its 0.001f step (a whole number).
            let count = (duration / JNWSpringRenderer.keyframeStep).rounded()
            guard count >= 1, count <= Double(maximumFrames),
                  let values = JNWSpringRenderer(maximumKeyframes: Int(count)).keyframes(of: drawn.spring, motion: drawn.motion),
                  !values.isEmpty else { return nil }
            // Core Animation spreads the keyframes evenly over the duration (no keyTimes).
            let interval = values.count > 1 ? duration / Double(values.count - 1) : duration
            let times = values.indices.map { $0 == values.count - 1 ? duration : Double($0) * interval }
            return EngineFrames(solver: solver, times: times, positions: values, frameInterval: interval, duration: duration)
        }
        guard let interval = drawn.renderer.timeStep, interval > 0 else { return nil }
        // The resting frame: duration = clock(N), N·interval on most engines' clocks, and at most
        // 1 ms less on Android's whole-millisecond clock (so N is the next whole number up).
        let ratio = duration / interval, nearest = ratio.rounded()
        let last = (ratio - nearest).magnitude <= 1e-9 * Swift.max(1, ratio) ? nearest : ratio.rounded(.up)
        guard last <= Double(maximumFrames) else { return nil }
        let count = Int(last) + 1
        let curve = try drawn.renderer.render(drawn.spring, motion: drawn.motion, times: (0..<count).map { Double($0) * interval },
                                              retargets: [])
        guard curve.duration == duration, curve.positions.allSatisfy({ $0.isFinite }) else { return nil }
        let clock: (Int) -> Double = drawn.renderer.solver == .android
            ? { AndroidSpringRenderer.clockTime(ofFrame: $0, interval: interval) }
            : { Double($0) * interval }
        var times = (0..<count).map(clock)
        times[count - 1] = duration
        return EngineFrames(solver: solver, times: times, positions: curve.positions, frameInterval: interval, duration: duration)
    }
}
