import RealModule

/// What Motion (motion.dev, formerly Framer Motion; `motion-dom` `generators/spring.ts`)
/// draws for a spring, sampled at display frames.
///
/// Rule, read from the public source (facts restated, no code copied):
/// - The generator is closed form, evaluated at the elapsed time: with Δ = to − from,
///   ζ = c/(2√(km)), ω0 = √(k/m) and `v′ = −v0`:
///   ζ < 1: `x = to − e^(−ζω0t)·(A·sin ωd t + Δ·cos ωd t)`, `A = (v′ + ζω0Δ)/ωd`;
///   ζ == 1 exactly: `x = to − e^(−ω0t)·(Δ + (v′ + ω0Δ)·t)`;
///   ζ > 1: `x = to − e^(−ζω0t)·((v′ + ζω0Δ)·sinh(φ) + ωo·Δ·cosh(φ))/ωo`, `φ = min(ωo·t, 300)`.
///   (Motion computes in ms; the products are the same.)
/// - Rest (physics springs): `restDelta` and `restSpeed` default to 0.5 and 2 (units, units
///   per s), or 0.005 and 0.01 when `|Δ| < 5`; a configured 0 means the default (`||=`).
///   The animation is done when `|x'| ≤ restSpeed` and `|to − x| ≤ restDelta`, with the
///   analytic velocity, in every regime (Motion 12.36.0 through 13.1.1; 12.35.2 alone skipped
///   the speed for ζ ≥ 1). When done it shows `to`.
/// - Duration-based springs (resolved by `findSpring`, ``resolvedDuration``) are done when
///   `t ≥ duration` instead, and ignore the initial velocity; so does every time-defined spring
///   (``ignoresVelocity``: a `visualDuration` with a bounce). Their ζ ∈ [0.05, 1] and duration
///   ∈ [0.01, 10] s clamps belong to Motion's reading of its options (``MotionSpringOptions``),
///   not to drawing: pass the resolved spring.
///
/// The animation pipeline (`JSAnimation` driving the generator, Motion 13.1.1
/// `animation/JSAnimation.ts`), reproduced frame by frame:
/// - Each frame samples the generator at the elapsed time **rounded to whole milliseconds**
///   (`Math.round(timestamp − startTime)`; ties round up), frame k's timestamp being
///   `k·frameInterval` and the animation starting at frame 0. A frame shows the generator's
///   value, which is `to` whenever its rest test passes at that time — the curve moves on at
///   later frames when the test fails again.
/// - The animation finishes at the first frame whose elapsed time reaches its calculated
///   duration: `calcGeneratorDuration` (the first multiple of 50 ms at which the generator is
///   done, ``generatorDuration(of:motion:)``), or the resolved duration of a duration spring.
///   That frame shows `to`, and `to` is held. When `calcGeneratorDuration` reaches its 20 s cap
///   (Motion: `Infinity`) the animation never finishes; the renderer then reports no duration.
///
/// Between frames the display holds the last frame's value. Cost: one `exp` and one
/// `sin`/`cos` pair per frame drawn, plus O(log) evaluations for the calculated duration and
/// the finishing frame (``duration(of:motion:)``); at most ``maximumDuration`` seconds.
public struct MotionSpringRenderer: FrameRenderer, Hashable {
    /// Motion's default stiffness for a physics spring (`springDefaults.stiffness`).
    public static let defaultStiffness = 100.0
    /// Motion's default damping for a physics spring (`springDefaults.damping`).
    public static let defaultDamping = 10.0

    /// `restSpeed` in units per second; `nil` (or 0) uses Motion's default.
    public var restSpeed: Double?
    /// `restDelta` in units; `nil` (or 0) uses Motion's default.
    public var restDelta: Double?
    /// For a spring resolved from `duration`/`bounce`: that duration in seconds (done at
    /// `t ≥ duration`, initial velocity ignored). `nil` for physics and `visualDuration` springs.
    public var resolvedDuration: Double?
    /// The display's frame interval in seconds (default 1/60).
    public var frameInterval: Double
    /// The longest time run (SpringTune's limit, ``Solver/engineRunLimit`` by default, not the engine's): a spring still moving then gets duration `nil` and is unknown (NaN) after it.
    public var maximumDuration: Double
    /// Whether Motion ignores every velocity handed to the spring, its initial velocity and
    /// the one a retarget hands over (a time-defined spring: ``MotionSpringOptions/Reading/ignoresVelocity``).
    /// A spring with a ``resolvedDuration`` ignores it in any case.
    public var ignoresVelocity: Bool
    /// Whether ``metrics(of:motion:band:rest:)`` samples a fixed window (the resolved duration
    /// plus 1 s, else 60 s), as SpringTune measures Motion's reading of a `motion` family
    /// spring or of given rest thresholds (``reading(_:options:)`` sets it); `false`: the
    /// default growing window.
    public var measuresFixedWindow = false

    /// Creates a renderer with Motion's defaults.
    public init(restSpeed: Double? = nil, restDelta: Double? = nil, resolvedDuration: Double? = nil,
                ignoresVelocity: Bool = false, frameInterval: Double = RendererOptions.defaultFrameInterval, maximumDuration: Double = Solver.engineRunLimit) {
        self.restSpeed = restSpeed
        self.restDelta = restDelta
        self.resolvedDuration = resolvedDuration
        self.ignoresVelocity = ignoresVelocity
        self.frameInterval = frameInterval
        self.maximumDuration = maximumDuration
    }


    /// ``Solver/motion``.
    public var solver: Solver { .motion }
    /// `true`: Motion's retarget rule is public and reproduced.
    public var followsRetargets: Bool { true }

    /// What Motion draws at each of `times`, and the time of its first done frame.
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double]) -> RenderedCurve {
        var engine = Engine(renderer: self, spring: spring, motion: motion, interval: frameInterval)
        return FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
            .render(&engine, solver: .motion, motion: motion, times: times)
    }

    /// Motion's `calcGeneratorDuration`: the first multiple of 50 ms at which the generator is
    /// done, or `nil` when that reaches 20 s (Motion: `Infinity`).
    public func generatorDuration(of spring: Spring, motion: Motion = .unitStep) -> Double? {
        Self.calculatedDuration(of: MotionSpringGenerator(self, spring: spring, motion: motion))
    }

    /// JavaScript's `Math.round` of a time in milliseconds: to the nearest whole number, ties
    /// (within 1e-9 ms, the rounding of a frame clock built from a frame interval) up.
    static func roundedMilliseconds(_ ms: Double) -> Double {
        let floor = ms.rounded(.down)
        return ms - floor >= 0.5 - 1e-9 ? floor + 1 : floor
    }

    /// What Motion draws at each of `times` when the target changes in flight by `retargets`
    /// (times in seconds, increasing, > 0), and the time of the last animation's first done frame.
    ///
    /// Motion's rule (motion-dom 13.1.1; facts restated): setting a new target starts a new
    /// spring animation on the same `MotionValue`. The running animation is stopped first, and
    /// `JSAnimation.stop` samples it once more at the moment of the change when the value was
    /// last set at another time; the new spring starts from `MotionValue.get()` with
    /// `MotionValue.getVelocity()` — not the spring's velocity but the value's last change over
    /// the time between its last two updates: `(x − x_prev)/min(t − t_prev, 30 ms)`, or 0 when
    /// the value was last set more than 30 ms before the change. The new spring's clock starts
    /// at the change, and each later frame samples it at its own elapsed time. Its rest
    /// thresholds are re-derived from its own distance (unless configured); a `duration` or
    /// `visualDuration` spring ignores the inherited velocity, as Motion does. After the
    /// animation has stopped, a change starts a new one from `to` with that same velocity rule.
    ///
    /// Each animation samples its generator at its own elapsed time rounded to whole
    /// milliseconds, and finishes by the pipeline's rule (see the type), as ``render(_:motion:times:)``
    /// does; the `MotionValue`'s clock for the velocity is the frames' unrounded timestamps.
    /// - Throws: ``SpringError`` for invalid retargets (``RetargetedResponse/validate(_:)``).
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double],
                       retargets: [RetargetedResponse.Retarget]) throws(SpringError) -> RenderedCurve {
        try RetargetedResponse.validate(retargets)
        var engine = Engine(renderer: self, spring: spring, motion: motion, interval: frameInterval)
        return FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
            .render(&engine, solver: .motion, motion: motion, times: times, retargets: retargets)
    }

    /// `MotionValue`'s cap on the time a velocity is measured over, and on the age of the last
    /// update for which it measures one (`MAX_VELOCITY_DELTA`, 30 ms).
    public static let maximumVelocityDelta = 0.030

    struct Engine: RetargetableFrameEngine {
        let renderer: MotionSpringRenderer
        let spring: Spring
        var generator: MotionSpringGenerator
        let interval: Double
        /// When the current animation started (milliseconds) and when it finishes (its
        /// calculated duration, milliseconds of elapsed time; infinite for Motion's `Infinity`).
        var startMilliseconds = 0.0
        var finishMilliseconds: Double
        var running = true
        // The MotionValue: its value, when it was set, and the value and time before that.
        var current: Double
        var updatedAt = -Double.infinity
        var previous: Double?
        var previousUpdatedAt = -Double.infinity

        init(renderer: MotionSpringRenderer, spring: Spring, motion: Motion, interval: Double) {
            self.renderer = renderer
            self.spring = spring
            generator = Self.generator(renderer, spring: spring, motion: motion)
            finishMilliseconds = (MotionSpringRenderer.calculatedDuration(of: generator) ?? .infinity) * 1000
            self.interval = interval
            current = motion.from
        }

        static func generator(_ renderer: MotionSpringRenderer, spring: Spring, motion: Motion) -> MotionSpringGenerator {
            guard renderer.ignoresVelocity, motion.absoluteVelocity != 0,
                  let still = try? Motion(from: motion.from, to: motion.to, absoluteVelocity: 0) else {
                return MotionSpringGenerator(renderer, spring: spring, motion: motion)
            }
            return MotionSpringGenerator(renderer, spring: spring, motion: still)
        }

        /// `MotionValue.set` at `time`: a value set at a new time pushes the old one back.
        mutating func set(_ value: Double, at time: Double) {
            if updatedAt != time {
                previous = current
                previousUpdatedAt = updatedAt
            }
            current = value
            updatedAt = time
        }

        /// `MotionValue.getVelocity` at `time`, in units per second.
        func velocity(at time: Double) -> Double {
            let cap = MotionSpringRenderer.maximumVelocityDelta
            guard let previous, !(time - updatedAt > cap) else { return 0 }
            let delta = min(updatedAt - previousUpdatedAt, cap)
            return delta != 0 ? (current - previous) / delta : 0
        }

        /// `JSAnimation.tick` at `time` seconds: the value shown and whether the animation finishes.
        func tick(at time: Double) -> (value: Double, velocity: Double, finished: Bool) {
            let elapsed = MotionSpringRenderer.roundedMilliseconds(time * 1000 - startMilliseconds)
            let out = generator.next(elapsed / 1000)
            let finished = elapsed >= finishMilliseconds
            return (finished ? generator.to : out.value, out.velocity, finished)
        }

        mutating func frame(_ k: Int, dt: Double) -> FrameOutput {
            let time = Double(k) * interval
            let out = tick(at: time)
            set(out.value, at: time)
            if out.finished { running = false }
            return FrameOutput(position: out.value, velocity: out.velocity, done: out.finished)
        }

        mutating func retarget(to target: Double, at time: Double, beforeFrame k: Int, stopped: Bool) {
            if running && updatedAt != time {
                // `JSAnimation.stop` samples the running animation once more at the change.
                set(tick(at: time).value, at: time)
            }
            let v = velocity(at: time)
            // Finite inputs make a finite motion; a velocity overflowing to infinity is dropped.
            guard let next = (try? Motion(from: current, to: target, absoluteVelocity: v))
                ?? (try? Motion(from: current, to: target)) else { return }
            generator = Self.generator(renderer, spring: spring, motion: next)
            finishMilliseconds = (MotionSpringRenderer.calculatedDuration(of: generator) ?? .infinity) * 1000
            startMilliseconds = time * 1000
            running = true
        }
    }
}

extension Solver {
    /// Motion (motion.dev, formerly Framer Motion) spring generator at 60 Hz (``MotionSpringRenderer``).
    public static let motion = Solver("motion", displayName: "Motion") { MotionSpringRenderer() }
}
