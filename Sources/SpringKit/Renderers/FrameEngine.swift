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

    private func render<E: FrameEngine>(_ engine: inout E, solver: Solver, motion: Motion, times: [Double],
                                        retargets: [RetargetedResponse.Retarget],
                                        apply: (inout E, RetargetedResponse.Retarget, Int, Bool) -> Void) -> RenderedCurve {
        var frames: [FrameOutput] = []
        var stopFrame: Int?
        let lastFrame = frameInterval > 0 && frameInterval.isFinite
            ? Int(min(maximumDuration / frameInterval, 1e8)) : 0
        var pending = retargets[...]
        var target = motion.to
        var k = 0
        var previousTime = 0.0
        while k <= lastFrame {
            let time = Double(k) * frameInterval
            while let next = pending.first, frameIndex(atOrAfter: next.time).index <= k {
                apply(&engine, next, k, stopFrame != nil)
                target = next.target
                stopFrame = nil
                pending.removeFirst()
            }
            var out = engine.frame(k, dt: time - previousTime)
            previousTime = time
            if out.done {
                out = FrameOutput(position: engine.restingValue(at: target), velocity: 0, done: true)
                frames.append(out)
                stopFrame = k
                guard let next = pending.first else { break }
                // Stopped: the target is held until the frame of the next change.
                let resume = min(frameIndex(atOrAfter: next.time).index, lastFrame + 1)
                while k + 1 < resume {
                    k += 1
                    frames.append(out)
                }
                previousTime = Double(k) * frameInterval
            } else {
                frames.append(out)
            }
            k += 1
        }
        // A change beyond the cap was never made: the curve past the cap is unknown.
        if !pending.isEmpty { stopFrame = nil }
        var positions: [Double] = [], velocities: [Double] = []
        positions.reserveCapacity(times.count)
        velocities.reserveCapacity(times.count)
        for t in times {
            let index: Int
            if !(t > 0) || frames.count <= 1 {
                index = 0
            } else {
                let r = t / frameInterval
                let n = r.rounded()
                let i = (r - n).magnitude <= 1e-9 * max(1, r) ? n : r.rounded(.down)
                index = i >= Double(frames.count - 1) ? frames.count - 1 : Int(i)
            }
            if index == frames.count - 1 && stopFrame == nil && t > Double(index) * frameInterval + frameInterval {
                // Past the cap without stopping: unknown.
                positions.append(.nan); velocities.append(.nan)
            } else {
                positions.append(frames[index].position)
                velocities.append(frames[index].velocity)
            }
        }
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
        let nearest = ms.rounded()
        return (ms - nearest).magnitude <= 1e-9 * max(1, nearest) ? nearest : ms
    }

    /// `⌊k·interval⌋` in milliseconds on that clock (frame 3 at 60 Hz is 50 ms, not 49 from a
    /// rounded-down 49.99999999999999).
    static func wholeMilliseconds(ofFrame k: Int, interval: Double) -> Double {
        milliseconds(ofFrame: k, interval: interval).rounded(.down)
    }
}
