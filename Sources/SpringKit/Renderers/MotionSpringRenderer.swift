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
/// - Duration-based springs (`duration`/`bounce`, not `visualDuration`) are done when
///   `t ≥ duration` instead, and ignore the initial velocity. Their ζ ∈ [0.05, 1] and
///   duration ∈ [0.01, 10] s clamps belong to the conversion from duration/bounce
///   (the motion family), not to drawing: pass the resolved spring and ``resolvedDuration``.
/// - The main-thread animation stops at the first frame where the generator is done; Motion's
///   own duration estimate (for WAAPI/`linear()` easing) steps 50 ms until done and gives up
///   at 20 s: ``generatorDuration(of:motion:)``.
///
/// Between frames the display holds the last frame's value. Cost: one `exp` and one
/// `sin`/`cos` pair per frame; at most ``maximumDuration`` seconds.
public struct MotionSpringRenderer: SpringRenderer, Hashable {
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
    /// The longest time sampled; a spring still moving then gets duration `nil`.
    public var maximumDuration: Double

    /// Creates a renderer with Motion's defaults.
    public init(restSpeed: Double? = nil, restDelta: Double? = nil, resolvedDuration: Double? = nil,
                frameInterval: Double = 1.0 / 60, maximumDuration: Double = 60) {
        self.restSpeed = restSpeed
        self.restDelta = restDelta
        self.resolvedDuration = resolvedDuration
        self.frameInterval = frameInterval
        self.maximumDuration = maximumDuration
    }


    /// ``Solver/motion``.
    public var solver: Solver { .motion }
    /// The frame interval.
    public var timeStep: Double? { frameInterval }

    /// This renderer at frame interval `step`.
    public func withTimeStep(_ step: Double) -> MotionSpringRenderer {
        var changed = self
        changed.frameInterval = step
        return changed
    }
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
        let generator = MotionSpringGenerator(self, spring: spring, motion: motion)
        var ms = 0
        while !generator.next(Double(ms) / 1000).done && ms < 20_000 { ms += 50 }
        return ms >= 20_000 ? nil : Double(ms) / 1000
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
    /// Motion rounds each animation's elapsed time to whole milliseconds against a start time
    /// taken from the page's clock; this renderer samples at exact times, as ``render(_:motion:times:)`` does.
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
        /// When the current generator's clock started (seconds).
        var start = 0.0
        var running = true
        // The MotionValue: its value, when it was set, and the value and time before that.
        var current: Double
        var updatedAt = -Double.infinity
        var previous: Double?
        var previousUpdatedAt = -Double.infinity

        init(renderer: MotionSpringRenderer, spring: Spring, motion: Motion, interval: Double) {
            self.renderer = renderer
            self.spring = spring
            generator = MotionSpringGenerator(renderer, spring: spring, motion: motion)
            self.interval = interval
            current = motion.from
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

        mutating func frame(_ k: Int, dt: Double) -> FrameOutput {
            let time = Double(k) * interval
            let out = generator.next(time - start)
            set(out.value, at: time)
            if out.done { running = false }
            return FrameOutput(position: out.value, velocity: out.velocity, done: out.done)
        }

        mutating func retarget(to target: Double, at time: Double, beforeFrame k: Int, stopped: Bool) {
            if running && updatedAt != time {
                set(generator.next(time - start).value, at: time)
            }
            let v = velocity(at: time)
            // Finite inputs make a finite motion; a velocity overflowing to infinity is dropped.
            guard let next = (try? Motion(from: current, to: target, absoluteVelocity: v))
                ?? (try? Motion(from: current, to: target)) else { return }
            generator = MotionSpringGenerator(renderer, spring: spring, motion: next)
            start = time
            running = true
        }
    }
}
