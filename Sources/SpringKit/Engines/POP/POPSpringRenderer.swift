/// What Facebook POP's `POPSpringAnimation` draws, emulated frame by frame.
///
/// Rule, read from the public source (facebook/pop `POPSpringSolver.h`,
/// `POPSpringAnimationInternal.h`, `POPAnimator.mm`; facts restated, no code copied):
/// - The solver integrates `p'' = −(k/m)·p − (c/m)·p'` for `p = to − x` with classic RK4 at a
///   fixed `solverDt = 0.001f` s (widened to Double). Each frame adds the frame's `dt` to an
///   accumulator, takes whole sub-steps while it holds ≥ `solverDt`, and then writes back
///   the *interpolation* between the last two sub-step states at `α = remainder/solverDt`.
///   The next frame starts from that interpolated state with the remainder still in the
///   accumulator, so POP's clock falls behind by `(1 − α)` ms each frame (a real quirk,
///   reproduced: at 60 Hz α cycles through ⅔, ⅓, 0, so POP runs about 4 % slow).
/// - Frame 0 (the start) advances by `dt = 0`.
/// - It stops at the first frame where either
///   (a) the last two written values and the target agree: `|to − x_k| < θ/5` and
///       `|x_(k−1) − x_k| < θ/5`, or
///   (b) the solver has converged: `|p| < θ/2`, `v² < 25·θ`, and `(Δv/Δt)² < 625·θ²`, where
///       `Δv/Δt` is the RK4-weighted acceleration of the last sub-step;
///   θ is the property's `threshold` (POP: 0.01 for opacity, rotation, radius, colours;
///   1 for points and sizes; 0.005 for scale). It then writes `to` at that frame.
///
/// Between frames the display holds the last frame's value. Accuracy: reproduces the rule in
/// Double (POP uses CGFloat = Double on 64-bit). Cost: 4 evaluations per 1 ms sub-step;
/// at most ``maximumDuration`` seconds are simulated.
public struct POPSpringRenderer: FrameRenderer, Hashable {
    /// POP's `solverDt`, `0.001f` widened to Double.
    public static let solverStep = Double(Float(0.001))

    /// The property's threshold θ (POP's `POPAnimatableProperty.threshold`), in units of x.
    public var threshold: Double
    /// The display's frame interval in seconds (default 1/60).
    public var frameInterval: Double
    /// The longest time run (SpringTune's limit, ``Solver/engineRunLimit`` by default, not the engine's): a spring still moving then gets duration `nil` and is unknown (NaN) after it.
    public var maximumDuration: Double

    /// Creates a renderer; the threshold defaults to 0.01 (opacity, rotation, radius).
    public init(threshold: Double = 0.01, frameInterval: Double = RendererOptions.defaultFrameInterval, maximumDuration: Double = Solver.engineRunLimit) {
        self.threshold = threshold
        self.frameInterval = frameInterval
        self.maximumDuration = maximumDuration
    }


    /// ``Solver/pop``.
    public var solver: Solver { .pop }
    /// `true`: POP's retarget rule is public and reproduced.
    public var followsRetargets: Bool { true }

    /// What POP draws at each of `times`, and the time of its stopping frame.
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double]) -> RenderedCurve {
        var engine = Engine(spring: spring, motion: motion, threshold: threshold)
        return FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
            .render(&engine, solver: .pop, motion: motion, times: times)
    }

    /// What POP draws at each of `times` when the target changes in flight by `retargets`
    /// (times in seconds, increasing, > 0), and the time of the last animation's stopping frame.
    ///
    /// POP's rule (facebook/pop `POPPropertyAnimation.mm` `setToValue:`,
    /// `POPSpringAnimationInternal.h` `advance`, `POPSpringSolver.h`; facts restated): setting
    /// `toValue` on a running animation only replaces the target. The next frame's `advance`
    /// forms the solver state from the current value and velocity against the new target, and
    /// the solver keeps its accumulated time remainder and its last acceleration; the last two
    /// written values (the convergence test) are kept too. A stopped animation is removed from
    /// its object, so changing its `toValue` does nothing: the change is then drawn as what an
    /// app does instead, a new `POPSpringAnimation` from `to` with velocity 0, whose first frame
    /// (the first at or after the change) advances by 0 s, as every new POP animation's does.
    /// - Throws: ``SpringError`` for invalid retargets (``RetargetedResponse/validate(_:)``).
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double],
                       retargets: [RetargetedResponse.Retarget]) throws(SpringError) -> RenderedCurve {
        try RetargetedResponse.validate(retargets)
        var engine = Engine(spring: spring, motion: motion, threshold: threshold)
        return FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
            .render(&engine, solver: .pop, motion: motion, times: times, retargets: retargets)
    }

    struct Engine: RetargetableFrameEngine {
        let kOverM: Double, cOverM: Double, threshold: Double
        var to: Double
        /// A new animation was just added: its first frame advances by 0 s.
        var starting = false
        var p: Double, v: Double            // solver coordinates: p = to − x, v = −x'
        var accumulated = 0.0
        var lastAcceleration = 0.0
        var previous: Double?
        var previous2: Double?
        /// Which of the two stop rules held at the last frame: (a) the written values agree,
        /// (b) the solver has converged.
        var stoppedBy = (values: false, solver: false)

        init(spring: Spring, motion: Motion, threshold: Double) {
            kOverM = spring.stiffness / spring.mass
            cOverM = spring.damping / spring.mass
            to = motion.to
            self.threshold = threshold
            p = motion.to - motion.from
            v = -motion.absoluteVelocity
        }

        @inline(__always) func acceleration(_ p: Double, _ v: Double) -> Double {
            p * (-kOverM) - v * cOverM
        }

        mutating func integrate(_ s: (p: Double, v: Double), _ dt: Double) -> (p: Double, v: Double) {
            let ap = s.v, av = acceleration(s.p, s.v)
            let bp = s.v + av * dt * 0.5, bv = acceleration(s.p + ap * dt * 0.5, s.v + av * dt * 0.5)
            let cp = s.v + bv * dt * 0.5, cv = acceleration(s.p + bp * dt * 0.5, s.v + bv * dt * 0.5)
            let dp = s.v + cv * dt, dv = acceleration(s.p + cp * dt, s.v + cv * dt)
            let dpdt = (ap + (bp + cp) * 2.0 + dp) * (1.0 / 6.0)
            let dvdt = (av + (bv + cv) * 2.0 + dv) * (1.0 / 6.0)
            lastAcceleration = dvdt
            return (s.p + dpdt * dt, s.v + dvdt * dt)
        }

        mutating func retarget(to target: Double, at time: Double, beforeFrame k: Int, stopped: Bool) {
            let x = stopped ? to : to - p
            if stopped {
                // A new animation: a new solver, no written values yet, velocity 0.
                v = 0
                accumulated = 0
                lastAcceleration = 0
                previous = nil
                previous2 = nil
                starting = true
            }
            to = target
            p = target - x
        }

        mutating func frame(_ k: Int, dt: Double) -> FrameOutput {
            let step = POPSpringRenderer.solverStep
            accumulated += starting ? 0 : dt
            starting = false
            var before = (p: p, v: v), current = (p: p, v: v)
            while accumulated >= step {
                before = current
                current = integrate(current, step)
                accumulated -= step
            }
            let alpha = accumulated / step
            p = current.p * alpha + before.p * (1 - alpha)
            v = current.v * alpha + before.v * (1 - alpha)
            let x = to - p
            previous2 = previous
            previous = x
            let t = threshold
            let valuesAgree = previous2.map { older in (to - x).magnitude < t / 5 && (older - x).magnitude < t / 5 } ?? false
            let converged = p.magnitude < t / 2 && v * v < 25 * t && lastAcceleration * lastAcceleration < 625 * t * t
            stoppedBy = (valuesAgree, converged)
            return FrameOutput(position: x, velocity: -v, done: valuesAgree || converged)
        }
    }
}

extension Solver {
    /// Facebook POP's `POPSpringAnimation` at 60 Hz (``POPSpringRenderer``).
    public static let pop = Solver("pop", displayName: "POP") { POPSpringRenderer() }
}
