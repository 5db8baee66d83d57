/// What react-spring (v9, `@react-spring/core` `SpringValue.advance`) draws for a spring
/// config, emulated frame by frame.
///
/// Rule, read from the public source (pmndrs/react-spring `SpringValue.ts`; facts restated,
/// no code copied):
/// - Works in milliseconds: velocity in units per ms, `a = (−k·1e-6·(x − to) − c·1e-3·v)/m`,
///   semi-implicit Euler with a fixed 1 ms step: `v ← v + a`, then `x ← x + v`.
/// - Each frame of `dt` ms takes `⌈dt⌉` steps, so at 60 Hz (16.67 ms) it simulates 17 ms per
///   frame: the animation runs 2 % fast (reproduced). `dt` is the difference of the frame loop's
///   millisecond clock readings, capped at 64 ms (`rafz`'s `Math.min(64, ts − prevTs)`); frame
///   k's reading is `k·frameInterval` in milliseconds (a reading within 1e-9 of a whole
///   number is that number: frames 16 ms apart at 62.5 Hz, not 16.000000000000004).
/// - The frame loop's first update after it starts from idle advances **16.667 ms whatever the
///   display rate** (`rafz` passes that constant when it has no previous timestamp): 17 steps
///   on the first frame at 120 Hz as at 30 Hz. The loop goes idle at the frame after the spring
///   finishes; a target set after that restarts it, and its first frame is again 16.667 ms.
///   That is ``FrameLoop/idle``, the default: the spring is the only thing animating. When the
///   loop is already running (``FrameLoop/running``: another animation keeps it going), the first
///   frame advances the clock's own difference like every other, and the loop never goes idle.
/// - `precision = min(1, |to − from|·0.001)` (0.005 when from == to) and
///   `restVelocity = precision/10` (per ms, i.e. `100·precision` per s), unless configured.
///   Before each step, when `|v| ≤ restVelocity` and `|to − x| ≤ precision`, the spring is
///   finished: the frame stops stepping and the value snaps to `to`.
/// - `bounce`/`clamp` are off by default and not emulated. Frame 0 is the start.
///
/// Between frames the display holds the last frame's value. Accuracy: first order in the
/// 1 ms step (see ``FixedStepMethod/semiImplicitEuler``). Cost: one step per simulated ms
/// drawn, at most ``maximumDuration`` seconds; the finishing frame alone
/// (``duration(of:motion:)``) takes O(log steps) and a few frames.
public struct ReactSpringRenderer: FrameRenderer, Hashable {
    /// The smallest `frequency` react-spring's `mergeConfig` lets through (seconds); a smaller
    /// one is raised to it.
    public static let minimumFrequency = 0.01

    /// `config.precision` in units of x; `nil` uses react-spring's default.
    public var precision: Double?
    /// `config.restVelocity` in units of x per **second**; `nil` uses `precision/10` per ms.
    public var restVelocity: Double?
    /// The display's frame interval in seconds (default 1/60).
    public var frameInterval: Double
    /// The state of `rafz`'s frame loop when the spring starts.
    public enum FrameLoop: String, Sendable, Hashable, CaseIterable {
        /// The loop is idle: the spring starts it, and its first frame advances 16.667 ms
        /// (``ReactSpringRenderer/firstFrameMilliseconds``); it goes idle again at the frame
        /// after the spring finishes. react-spring's case when nothing else animates.
        case idle
        /// The loop is already running (another animation keeps it going): the first frame
        /// advances the frame clock's difference, as every frame does, and it never goes idle.
        case running
    }

    /// The frame loop's state when the spring starts (``FrameLoop/idle`` by default).
    public var frameLoop: FrameLoop
    /// The longest time run (SpringTune's limit, ``Solver/engineRunLimit`` by default, not the engine's): a spring still moving then gets duration `nil` and is unknown (NaN) after it.
    public var maximumDuration: Double

    /// Creates a renderer with react-spring's default rest rule, started from an idle frame loop.
    public init(precision: Double? = nil, restVelocity: Double? = nil, frameLoop: FrameLoop = .idle,
                frameInterval: Double = RendererOptions.defaultFrameInterval, maximumDuration: Double = Solver.engineRunLimit) {
        self.precision = precision
        self.restVelocity = restVelocity
        self.frameLoop = frameLoop
        self.frameInterval = frameInterval
        self.maximumDuration = maximumDuration
    }


    /// ``Solver/reactSpring``.
    public var solver: Solver { .reactSpring }
    /// `true`: react-spring's retarget rule is public and reproduced.
    public var followsRetargets: Bool { true }

    /// react-spring's default precision for a motion: `min(1, |Δ|·0.001)`, or 0.005 without a step.
    public static func defaultPrecision(for motion: Motion) -> Double {
        motion.hasStep ? min(1, motion.step.magnitude * 0.001) : 0.005
    }

    /// What react-spring draws at each of `times`, and the time of its finishing frame.
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double]) -> RenderedCurve {
        var engine = Engine(spring: spring, motion: motion, precision: precision, restVelocity: restVelocity,
                            frameLoop: frameLoop, frameInterval: frameInterval)
        return FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
            .render(&engine, solver: .reactSpring, motion: motion, times: times)
    }

    /// What react-spring draws at each of `times` when the target changes in flight by
    /// `retargets` (times in seconds, increasing, > 0), and the time of its last finishing frame.
    ///
    /// react-spring's rule (v9.7.5 `SpringValue._merge`/`_start`, `AnimatedValue.reset`; facts
    /// restated): `start({ to })` takes effect at the next frame's `advance`; one made after the
    /// frame loop went idle (from the second frame after the spring finished; never with
    /// ``FrameLoop/running``) restarts it with a 16.667 ms first frame. A running spring
    /// keeps its position and its `lastVelocity` (the velocity of its last 1 ms step, carried
    /// over exactly: `reset()` clears it only for a node that is done); `config.velocity` is
    /// reset to 0 but is used only when there is no last velocity. The precision (unless
    /// configured) is re-derived from the new distance, `min(1, |to − x|·0.001)`, and with it the
    /// rest velocity. A spring that had finished restarts from `to` with velocity 0.
    /// - Throws: ``SpringError`` for invalid retargets (``RetargetedResponse/validate(_:)``).
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double],
                       retargets: [RetargetedResponse.Retarget]) throws(SpringError) -> RenderedCurve {
        try RetargetedResponse.validate(retargets)
        var engine = Engine(spring: spring, motion: motion, precision: precision, restVelocity: restVelocity,
                            frameLoop: frameLoop, frameInterval: frameInterval)
        return FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
            .render(&engine, solver: .reactSpring, motion: motion, times: times, retargets: retargets)
    }

    /// The time `rafz` advances on its first frame after starting from idle (milliseconds).
    public static let firstFrameMilliseconds = 16.667
    /// `rafz`'s cap on one frame's time (milliseconds).
    public static let maximumFrameMilliseconds = 64.0

    struct Engine: RetargetableFrameEngine {
        let tension: Double, friction: Double, mass: Double
        let configuredPrecision: Double?, configuredRestVelocity: Double?
        let interval: Double
        let loop: FrameLoop
        var to: Double
        var precision: Double, restVelocity: Double
        var position: Double, velocity: Double      // velocity in units per ms
        /// Whether the next frame is the frame loop's first after starting from idle.
        var fromIdle: Bool
        /// The frame at which the spring finished, while it is finished.
        var finishedFrame: Int?

        /// An engine with `config.precision` (units) and `config.restVelocity` (units per
        /// second) as configured, `nil` for react-spring's defaults.
        init(spring: Spring, motion: Motion, precision: Double?, restVelocity: Double?, frameLoop: FrameLoop,
             frameInterval: Double) {
            loop = frameLoop
            fromIdle = frameLoop == .idle
            tension = spring.stiffness
            friction = spring.damping
            mass = spring.mass
            configuredPrecision = precision
            configuredRestVelocity = restVelocity
            interval = frameInterval
            to = motion.to
            self.precision = 0
            self.restVelocity = 0
            position = motion.from
            velocity = motion.absoluteVelocity / 1000
            deriveRestRule(from: motion.from)
        }

        /// The precision and rest velocity (per ms) for a run from `from` to ``to``.
        mutating func deriveRestRule(from: Double) {
            let p = configuredPrecision ?? (from == to ? 0.005 : min(1, (to - from).magnitude * 0.001))
            precision = p
            restVelocity = configuredRestVelocity.map { $0 / 1000 } ?? p / 10
        }

        mutating func retarget(to target: Double, at time: Double, beforeFrame k: Int, stopped: Bool) {
            if stopped {
                position = to
                velocity = 0
                // The loop went idle at the frame after the finish (unless something else keeps
                // it running): a later change restarts it.
                if loop == .idle, let finished = finishedFrame, k >= finished + 2 { fromIdle = true }
            }
            finishedFrame = nil
            to = target
            deriveRestRule(from: position)
        }

        /// The frame's time in milliseconds: 16.667 from idle, else the difference of the frame
        /// clock's readings (``MillisecondClock``) capped at 64.
        func frameMilliseconds(_ k: Int) -> Double {
            if fromIdle { return ReactSpringRenderer.firstFrameMilliseconds }
            let difference = MillisecondClock.milliseconds(ofFrame: k, interval: interval)
                - MillisecondClock.milliseconds(ofFrame: k - 1, interval: interval)
            return min(ReactSpringRenderer.maximumFrameMilliseconds, difference)
        }

        mutating func frame(_ k: Int, dt: Double) -> FrameOutput {
            if k == 0 { return FrameOutput(position: position, velocity: velocity * 1000, done: false) }
            let steps = Int(frameMilliseconds(k).rounded(.up))
            fromIdle = false
            var finished = false
            for _ in 0..<max(steps, 0) {
                if isResting { finished = true; break }
                step()
            }
            if finished { finishedFrame = k }
            return FrameOutput(position: position, velocity: velocity * 1000, done: finished)
        }

        /// Whether the spring is finished before its next 1 ms step: `|v| ≤ restVelocity` and
        /// `|to − x| ≤ precision`.
        var isResting: Bool {
            !(velocity.magnitude > restVelocity) && (to - position).magnitude <= precision
        }

        /// One 1 ms step: `v ← v + a`, then `x ← x + v`.
        mutating func step() {
            let springForce = -tension * 0.000001 * (position - to)
            let dampingForce = -friction * 0.001 * velocity
            velocity += (springForce + dampingForce) / mass
            position += velocity
        }
    }
}

extension Solver {
    /// react-spring v9 `SpringValue` at 60 Hz (``ReactSpringRenderer``).
    public static let reactSpring = Solver("react-spring", displayName: "react-spring") { ReactSpringRenderer() }
}
