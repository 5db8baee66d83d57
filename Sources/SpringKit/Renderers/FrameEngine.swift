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
}

/// Drives a ``FrameEngine`` and samples what it draws: each requested time shows the value
/// of the latest frame at or before it (a display holds a value until the next frame); from
/// the stopping frame on, the target with velocity 0.
struct FrameDriver {
    let frameInterval: Double
    let maximumDuration: Double

    func render<E: FrameEngine>(_ engine: inout E, solver: Solver, motion: Motion,
                                times: [Double]) -> RenderedCurve {
        var frames: [FrameOutput] = []
        var stopFrame: Int?
        let lastFrame = frameInterval > 0 && frameInterval.isFinite
            ? Int(min(maximumDuration / frameInterval, 1e8)) : 0
        var k = 0
        var previousTime = 0.0
        while k <= lastFrame {
            let time = Double(k) * frameInterval
            var out = engine.frame(k, dt: time - previousTime)
            previousTime = time
            if out.done {
                out = FrameOutput(position: motion.to, velocity: 0, done: true)
                frames.append(out)
                stopFrame = k
                break
            }
            frames.append(out)
            k += 1
        }
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
                             duration: stopFrame.map { Double($0) * frameInterval })
    }
}
