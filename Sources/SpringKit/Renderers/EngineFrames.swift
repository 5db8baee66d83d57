/// The values an engine shows for a spring, one a frame, from its first frame to the frame at
/// which it comes to rest (``SpringSetup/frames(drawnBy:maximumFrames:)``).
///
/// A display holds each frame's value until the next frame (``RenderedCurve`` draws the engine
/// so, as steps); `EngineFrames` keeps the values and when each is computed, so that a caller
/// can join them as it needs (a CSS `linear()` easing plays the straight lines between them).
public struct EngineFrames: Sendable, Hashable {
    /// The engine.
    public var solver: Solver
    /// Each frame's time in seconds on the engine's own clock, increasing from 0 (the first
    /// frame) to ``duration`` (the frame at which it rests): `k·frameInterval` for most
    /// engines; Android's whole-millisecond `SystemClock.uptimeMillis()` (`⌊k·interval⌋` ms);
    /// JNWSpringAnimation's keyframes spread evenly over its duration by Core Animation
    /// (keyframe `i` of `n` at `i·duration/(n − 1)`).
    public var times: [Double]
    /// The value shown at each frame, in the motion's units; the last is the value the engine
    /// holds at rest (the target for the engines that snap to it; Flutter's last tick and
    /// JNW's last keyframe are within the engine's tolerance of it).
    public var positions: [Double]
    /// The interval between frames, in seconds (the engine's frame interval; for JNW,
    /// `duration/(n − 1)`, its 1 ms keyframes stretched by `n/(n − 1)`).
    public var frameInterval: Double
    /// The engine's duration by its own stop rule: ``SpringSetup/duration(drawnBy:options:)``,
    /// the last of ``times``.
    public var duration: Double

    /// Creates frames; `times` and `positions` must have equal lengths.
    public init(solver: Solver, times: [Double], positions: [Double], frameInterval: Double, duration: Double) {
        self.solver = solver
        self.times = times
        self.positions = positions
        self.frameInterval = frameInterval
        self.duration = duration
    }
}
