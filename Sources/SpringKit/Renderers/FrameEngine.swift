/// One frame of a frame-driven engine: the value it writes, its velocity, and whether it
/// decided to stop at this frame (it then draws `to`).
struct FrameOutput {
    var position: Double
    var velocity: Double
    var done: Bool
}

/// An engine emulated frame by frame: frame `k` happens at `k·frameInterval`, and frame 0
/// is the start of the animation.
protocol FrameEngine {
    /// Runs frame `k`, `dt` seconds after frame `k − 1` (`dt = 0` for frame 0).
    mutating func frame(_ k: Int, dt: Double) -> FrameOutput
    /// The value the engine holds once it has stopped at `target` (the target as the engine
    /// stores it; default: `target` itself).
    func restingValue(at target: Double) -> Double
    /// The time in seconds the engine's own clock gives frame `k`, which the curve's duration
    /// reports (default: `k·frameInterval`).
    func clockTime(ofFrame k: Int, frameInterval: Double) -> Double
}

extension FrameEngine {
    func restingValue(at target: Double) -> Double { target }
    func clockTime(ofFrame k: Int, frameInterval: Double) -> Double { Double(k) * frameInterval }
}

/// A frame engine whose target can change in flight, by the engine's own rule.
protocol RetargetableFrameEngine: FrameEngine {
    /// The target becomes `target` at `time` seconds, after frame `k − 1` was drawn and no later
    /// than frame `k` (`time` is `k·frameInterval` exactly when the change falls on frame `k`).
    /// `stopped` says whether the engine had stopped (drawn its target) before the change.
    mutating func retarget(to target: Double, at time: Double, beforeFrame k: Int, stopped: Bool)
}

/// Drives a ``FrameEngine`` and samples what it draws: each requested time shows the value
/// of the latest frame at or before it (a display holds a value until the next frame); from
/// the stopping frame on, the target as the engine holds it (``FrameEngine/restingValue(at:)``)
/// with velocity 0.
///
/// The engine is run until it stops (and through its retargets), for at most
/// ``maximumDuration`` (SpringTune's run limit, ``Solver/engineRunLimit``, by default): a
/// spring that rests is drawn at any time; one still moving at the last frame run is drawn up
/// to that frame and is unknown (NaN) from the next frame's time on. Only the requested
/// samples are kept, so memory is O(samples) however many frames are run.
struct FrameDriver {
    let frameInterval: Double
    let maximumDuration: Double

    func render<E: FrameEngine>(_ engine: inout E, solver: Solver, motion: Motion,
                                times: [Double]) -> RenderedCurve {
        render(&engine, solver: solver, motion: motion, times: times, retargets: []) { _, _, _, _ in }
    }

    func render<E: RetargetableFrameEngine>(_ engine: inout E, solver: Solver, motion: Motion, times: [Double],
                                            retargets: [RetargetedResponse.Retarget]) -> RenderedCurve {
        render(&engine, solver: solver, motion: motion, times: times, retargets: retargets) { engine, retarget, k, stopped in
            let time = retarget.time
            let onFrame = frameIndex(atOrAfter: time).onFrame
            engine.retarget(to: retarget.target, at: onFrame ? Double(k) * frameInterval : time, beforeFrame: k, stopped: stopped)
        }
    }

    /// The first frame at or after `time`, and whether `time` falls on it (within 1e-9
    /// relative, the tolerance the sampling uses).
    func frameIndex(atOrAfter time: Double) -> (index: Int, onFrame: Bool) {
        guard time > 0, frameInterval > 0, frameInterval.isFinite else { return (0, true) }
        let r = time / frameInterval
        let n = r.rounded()
        if (r - n).magnitude <= 1e-9 * max(1, r) { return (Int(min(n, 1e15)), true) }
        return (Int(min(r.rounded(.up), 1e15)), false)
    }

    /// The frame whose value a display shows at `time`: the latest at or before it (a time
    /// within 1e-9 relative of a frame is that frame).
    func frameShown(at time: Double) -> Int {
        guard time > 0, frameInterval > 0, frameInterval.isFinite else { return 0 }
        let r = time / frameInterval
        let n = r.rounded()
        let i = (r - n).magnitude <= 1e-9 * max(1, r) ? n : r.rounded(.down)
        return Int(min(i, 1e15))
    }

    /// The last frame SpringTune runs for an engine still moving: the last at or before
    /// ``maximumDuration`` (at most 10⁸ frames).
    var lastFrame: Int {
        frameInterval > 0 && frameInterval.isFinite ? Int(min(maximumDuration / frameInterval, 1e8)) : 0
    }

    private func render<E: FrameEngine>(_ engine: inout E, solver: Solver, motion: Motion, times: [Double],
                                        retargets: [RetargetedResponse.Retarget],
                                        apply: (inout E, RetargetedResponse.Retarget, Int, Bool) -> Void) -> RenderedCurve {
        let lastFrame = self.lastFrame
        // The samples by the frame each shows, in order of that frame.
        let shown = times.map(frameShown(at:))
        let order = times.indices.sorted { shown[$0] < shown[$1] }
        var positions = [Double](repeating: .nan, count: times.count)
        var velocities = [Double](repeating: .nan, count: times.count)
        var next = 0
        /// Gives every pending sample that shows a frame up to `frame` the output `out`.
        func record(_ out: FrameOutput, through frame: Int) {
            while next < order.count, shown[order[next]] <= frame {
                positions[order[next]] = out.position
                velocities[order[next]] = out.velocity
                next += 1
            }
        }
        var stopFrame: Int?
        var resting: FrameOutput?
        var pending = retargets[...]
        var target = motion.to
        var k = 0
        var previousTime = 0.0
        while k <= lastFrame {
            let time = Double(k) * frameInterval
            while let change = pending.first, frameIndex(atOrAfter: change.time).index <= k {
                apply(&engine, change, k, stopFrame != nil)
                target = change.target
                stopFrame = nil
                resting = nil
                pending.removeFirst()
            }
            var out = engine.frame(k, dt: time - previousTime)
            previousTime = time
            if out.done {
                out = FrameOutput(position: engine.restingValue(at: target), velocity: 0, done: true)
                record(out, through: k)
                stopFrame = k
                resting = out
                guard let change = pending.first else { break }
                // Stopped: the target is held until the frame of the next change.
                let resume = min(frameIndex(atOrAfter: change.time).index, lastFrame + 1)
                record(out, through: resume - 1)
                k = max(k, resume - 1)
                previousTime = Double(k) * frameInterval
            } else {
                record(out, through: k)
            }
            k += 1
        }
        // At rest with no change to come: the held target, at any later time. Otherwise (still
        // moving at the last frame run, or a change beyond it never made) the rest is unknown.
        if pending.isEmpty, let resting { record(resting, through: Int.max) } else { stopFrame = nil }
        return RenderedCurve(solver: solver, times: times, positions: positions, velocities: velocities,
                             duration: stopFrame.map { engine.clockTime(ofFrame: $0, frameInterval: frameInterval) })
    }
}

/// Frame clocks in whole milliseconds, as Android's `SystemClock.uptimeMillis()` reads them.
enum MillisecondClock {
    /// Frame k's time, `k·interval`, in milliseconds, where a value within 1e-9 (relative) of a
    /// whole number is that number: the clock a frame interval of 16 ms reads as 16, 32, 48…,
    /// not 16.000000000000004.
    static func milliseconds(ofFrame k: Int, interval: Double) -> Double {
        let ms = Double(k) * interval * 1000
        // ⌊ms + ½⌋ is the nearest whole number whenever ms is within 1e-9 of one (and only
        // then is it used); glibc's `floor` is a single SSE4.1 instruction, its `round` is not. From
        // 2⁵² on every double is whole.
        let nearest = ms.magnitude < 0x1p52 ? (ms + 0.5).rounded(.down) : ms
        return (ms - nearest).magnitude <= 1e-9 * max(1, nearest) ? nearest : ms
    }

    /// `⌊k·interval⌋` in milliseconds on that clock (frame 3 at 60 Hz is 50 ms, not 49 from a
    /// rounded-down 49.99999999999999).
    static func wholeMilliseconds(ofFrame k: Int, interval: Double) -> Double {
        milliseconds(ofFrame: k, interval: interval).rounded(.down)
    }
}
