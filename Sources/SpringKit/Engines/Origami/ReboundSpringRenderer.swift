/// What Facebook Rebound (Java, `com.facebook.rebound.Spring`) draws, emulated frame by frame.
///
/// Rule, read from the public source (facebook/rebound `Spring.java`; facts restated, no
/// code copied):
/// - Rebound has no mass: acceleration is `tension·(to − x) − friction·v`. A spring with mass
///   m is given `tension = k/m`, `friction = c/m` (the same motion).
/// - The frame clock is Android's `SystemClock.uptimeMillis()`, whole milliseconds: both of
///   Rebound's Android loopers read it for every frame (the Choreographer looper ignores the
///   vsync time) and `BaseSpringSystem.loop` passes `deltaMs / 1000.0` on. SpringKit takes
///   frame k at `⌊k·interval⌋` ms (at 60 Hz the deltas are 16, 17, 17 ms; at 120 Hz 8, 8, 9);
///   the phase of a real device's clock against vsync is an assumption, the rule is exact
///   given the deltas.
/// - Each frame adds `min(dt, 0.064)` s to an accumulator and takes RK4 sub-steps of exactly
///   0.001 s while it holds ≥ 0.001. Quirk, reproduced: the first RK4 stage evaluates the
///   spring force at the *previous sub-step's last-stage position* (`tempPosition`, i.e. the
///   position + c-stage velocity·dt of the previous sub-step), not at the current position;
///   this makes the method first-order in that term.
/// - When a remainder is left, the state is replaced by the interpolation between the last two
///   sub-steps at `α = remainder/0.001`, and the next frame continues from it (the same
///   clock-lag quirk as POP).
/// - At rest when `|v| ≤ restSpeedThreshold` and `|to − x| ≤ restDisplacementThreshold`
///   (both 0.005 by default in Java; rebound-js uses 0.001), checked after each frame's
///   advance; it then snaps to `to` with velocity 0. Frame 0 is the start (`from`).
///
/// Rebound JS (facebookarchive/rebound-js 0.1.0, `Spring.js`/`SpringSystem.js`): the same
/// integrator, with rest thresholds 0.001 compared as `|v| < 0.001` (strict) and
/// `|to − x| ≤ 0.001`, and a first `loop` that advances only 1 ms (`SpringSystem` starts its
/// clock at `now − 1`); later frames advance `(now − last)/1000` s from millisecond clocks.
/// ``javaScript(frameInterval:maximumDuration:)`` builds it (solver `rebound-js`).
///
/// Between frames the display holds the last frame's value. Cost: 4 evaluations per 1 ms
/// sub-step; at most ``maximumDuration`` seconds are simulated.
public struct ReboundSpringRenderer: FrameRenderer, Hashable {
    /// Rebound's solver step (0.001 s).
    public static let solverStep = 0.001
    /// Rebound's cap on one frame's time (0.064 s).
    public static let maximumFrameDelta = 0.064

    /// `restSpeedThreshold`, units of x per second (default 0.005).
    public var restSpeedThreshold: Double
    /// `restDisplacementThreshold`, units of x (default 0.005).
    public var restDisplacementThreshold: Double
    /// The display's frame interval in seconds (default 1/60).
    public var frameInterval: Double
    /// The longest time run (SpringTune's limit, ``Solver/engineRunLimit`` by default, not the engine's): a spring still moving then gets duration `nil` and is unknown (NaN) after it.
    public var maximumDuration: Double
    /// Rebound JS's rules: strict `<` on the speed, a 1 ms first frame, millisecond clocks.
    public var isJavaScript: Bool

    /// Creates a renderer with Rebound (Java)'s default thresholds.
    public init(restSpeedThreshold: Double = 0.005, restDisplacementThreshold: Double = 0.005,
                frameInterval: Double = RendererOptions.defaultFrameInterval, maximumDuration: Double = Solver.engineRunLimit) {
        self.restSpeedThreshold = restSpeedThreshold
        self.restDisplacementThreshold = restDisplacementThreshold
        self.frameInterval = frameInterval
        self.maximumDuration = maximumDuration
        self.isJavaScript = false
    }

    /// Rebound JS 0.1.0: thresholds 0.001 (speed compared with `<`), first frame 1 ms.
    public static func javaScript(frameInterval: Double = RendererOptions.defaultFrameInterval, maximumDuration: Double = Solver.engineRunLimit) -> ReboundSpringRenderer {
        var renderer = ReboundSpringRenderer(restSpeedThreshold: 0.001, restDisplacementThreshold: 0.001,
                                             frameInterval: frameInterval, maximumDuration: maximumDuration)
        renderer.isJavaScript = true
        return renderer
    }

    /// ``Solver/rebound``, or ``Solver/reboundJS`` for Rebound JS's rules.
    public var solver: Solver { isJavaScript ? .reboundJS : .rebound }

    /// What Rebound draws at each of `times`, and the time of its resting frame.
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double]) -> RenderedCurve {
        var engine = Engine(spring: spring, motion: motion, speed: restSpeedThreshold,
                            displacement: restDisplacementThreshold, frameInterval: frameInterval,
                            javaScriptFrameMilliseconds: isJavaScript ? frameInterval * 1000 : nil)
        return FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
            .render(&engine, solver: isJavaScript ? .reboundJS : .rebound, motion: motion, times: times)
    }

    /// `true`: Rebound's retarget rule is public and reproduced.
    public var followsRetargets: Bool { true }

    /// What Rebound draws at each of `times` when the end value changes in flight by
    /// `retargets` (times in seconds, increasing, > 0), and the time of the last resting frame.
    ///
    /// Rebound's rule (Java `Spring.setEndValue`, `Spring.advance`, `BaseSpringSystem.loop`;
    /// rebound-js 0.1.0 `Spring.js`, `SpringSystem.js`; facts restated): `setEndValue` replaces
    /// only the end value, so the next frame integrates from the current state — position,
    /// velocity, the last stage's `tempPosition`, the time remainder and the interpolation
    /// state all carry over. At rest the spring snaps to its end value with velocity 0; the
    /// spring system goes idle one frame later (the next loop finds no spring to advance) and
    /// stops its looper. A change before that loop is advanced by the running loop as usual;
    /// a later one restarts the looper: Java's first loop then advances the time since the
    /// change (`ChoreographerAndroidSpringLooper.start` records it), Rebound JS's advances
    /// 1 ms (`SpringSystem.loop` restarts its clock at `now − 1`).
    /// - Throws: ``SpringError`` for invalid retargets (``RetargetedResponse/validate(_:)``).
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double],
                       retargets: [RetargetedResponse.Retarget]) throws(SpringError) -> RenderedCurve {
        try RetargetedResponse.validate(retargets)
        var engine = Engine(spring: spring, motion: motion, speed: restSpeedThreshold,
                            displacement: restDisplacementThreshold, frameInterval: frameInterval,
                            javaScriptFrameMilliseconds: isJavaScript ? frameInterval * 1000 : nil)
        return FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
            .render(&engine, solver: isJavaScript ? .reboundJS : .rebound, motion: motion, times: times,
                    retargets: retargets)
    }

    struct Engine: RetargetableFrameEngine {
        let tension: Double, friction: Double
        var end: Double
        let frameInterval: Double
        /// The frame at which the spring came to rest (-1: at rest from the start, never advanced).
        var restFrame: Int?
        /// When the looper was restarted by a change after the system went idle.
        var restartTime: Double?
        var speedThreshold: Double, displacementThreshold: Double
        var position: Double, velocity: Double
        var tempPosition: Double, tempVelocity = 0.0
        var previousPosition = 0.0, previousVelocity = 0.0
        var accumulator = 0.0
        /// Rebound JS: the frame interval in ms (clock `k·interval` ms, first loop 1 ms).
        let javaScriptFrameMilliseconds: Double?

        init(spring: Spring, motion: Motion, speed: Double, displacement: Double, frameInterval: Double,
             javaScriptFrameMilliseconds: Double? = nil) {
            self.javaScriptFrameMilliseconds = javaScriptFrameMilliseconds
            self.frameInterval = frameInterval
            tension = spring.stiffness / spring.mass
            friction = spring.damping / spring.mass
            end = motion.to
            speedThreshold = speed
            displacementThreshold = displacement
            position = motion.from
            tempPosition = motion.from      // setCurrentValue → setAtRest
            velocity = motion.absoluteVelocity
        }

        /// Android's uptime clock at frame k, whole milliseconds: `⌊k·interval⌋`.
        func uptimeMilliseconds(_ k: Int) -> Double {
            MillisecondClock.wholeMilliseconds(ofFrame: k, interval: frameInterval)
        }

        var isAtRest: Bool {
            let slow = javaScriptFrameMilliseconds == nil
                ? velocity.magnitude <= speedThreshold : velocity.magnitude < speedThreshold
            return slow && ((end - position).magnitude <= displacementThreshold || tension == 0)
        }

        mutating func retarget(to target: Double, at time: Double, beforeFrame k: Int, stopped: Bool) {
            // The system went idle at the loop after the resting frame: a later change restarts it.
            if stopped, let rest = restFrame, k >= rest + 2 { restartTime = time }
            end = target
        }

        /// The seconds `BaseSpringSystem.loop` (Java) or `SpringSystem.loop` (JS) hands frame
        /// `k ≥ 1`, before Rebound's cap: differences of the whole-millisecond uptime clock
        /// divided by 1000 (Java); 1 ms for the first frame, then differences of `k·interval` ms
        /// (JS).
        func frameSeconds(_ k: Int) -> Double {
            if let ms = javaScriptFrameMilliseconds {
                return (k == 1 ? 1 : Double(k) * ms - Double(k - 1) * ms) / 1000
            }
            // `SystemClock.uptimeMillis()` differences, divided as `BaseSpringSystem.loop` does.
            return (uptimeMilliseconds(k) - uptimeMilliseconds(k - 1)) / 1000.0
        }

        /// The sub-steps `Spring.advance` takes with `accumulated` seconds in its accumulator (the
        /// frame's time added) and the remainder it leaves: `accumulated −= 0.001` while
        /// `accumulated ≥ 0.001`, in floating point, as the engine does.
        static func substeps(accumulating accumulated: Double) -> (count: Int, remainder: Double) {
            let h = ReboundSpringRenderer.solverStep
            var remainder = accumulated, m = 0
            while remainder >= h {
                remainder -= h
                m += 1
            }
            return (m, remainder)
        }

        /// One RK4 sub-step of 0.001 s from position `x`, velocity `v` and the last stage's
        /// position `tx` of the sub-step before (Rebound's first stage reads it): the new
        /// position, velocity, and this sub-step's last-stage position and velocity.
        @inline(__always)
        func substep(_ x: Double, _ v: Double, _ tx: Double) -> (x: Double, v: Double, tx: Double, tv: Double) {
            let h = ReboundSpringRenderer.solverStep
            var tx = tx, tv: Double
            let aV = v, aA = tension * (end - tx) - friction * v
            tx = x + aV * h * 0.5; tv = v + aA * h * 0.5
            let bV = tv, bA = tension * (end - tx) - friction * tv
            tx = x + bV * h * 0.5; tv = v + bA * h * 0.5
            let cV = tv, cA = tension * (end - tx) - friction * tv
            tx = x + cV * h; tv = v + cA * h
            let dV = tv, dA = tension * (end - tx) - friction * tv
            let dxdt = 1.0 / 6.0 * (aV + 2.0 * (bV + cV) + dV)
            let dvdt = 1.0 / 6.0 * (aA + 2.0 * (bA + cA) + dA)
            return (x + dxdt * h, v + dvdt * h, tx, tv)
        }

        mutating func frame(_ k: Int, dt _: Double) -> FrameOutput {
            if k == 0 {
                let done = isAtRest
                if done { restFrame = -1 }
                return FrameOutput(position: position, velocity: velocity, done: done)
            }
            var dt = frameSeconds(k)
            if let restart = restartTime {
                dt = javaScriptFrameMilliseconds != nil
                    ? 0.001 : (uptimeMilliseconds(k) - (restart * 1000).rounded(.down)) / 1000.0
                restartTime = nil
            }
            let h = ReboundSpringRenderer.solverStep
            // `accumulator −= h` while `accumulator ≥ h`; the state before the last sub-step is
            // kept for the interpolation.
            let (count, remainder) = Self.substeps(accumulating: accumulator + min(dt, ReboundSpringRenderer.maximumFrameDelta))
            accumulator = remainder
            var x = position, v = velocity
            var tx = tempPosition, tv = tempVelocity
            for i in 0..<count {
                if i == count - 1 { previousPosition = x; previousVelocity = v }
                (x, v, tx, tv) = substep(x, v, tx)
            }
            tempPosition = tx; tempVelocity = tv
            position = x; velocity = v
            if accumulator > 0 {
                let alpha = accumulator / h
                position = position * alpha + previousPosition * (1 - alpha)
                velocity = velocity * alpha + previousVelocity * (1 - alpha)
            }
            let done = isAtRest
            if done {
                // Rebound snaps to the end value with velocity 0 (tension > 0).
                position = end
                velocity = 0
                restFrame = k
            }
            return FrameOutput(position: position, velocity: velocity, done: done)
        }
    }
}

extension Solver {
    /// Facebook Rebound (Java) at 60 Hz (``ReboundSpringRenderer``).
    public static let rebound = Solver("rebound", displayName: "Rebound") { ReboundSpringRenderer() }

    /// Facebook Rebound JS 0.1.0 at 60 Hz (``ReboundSpringRenderer/javaScript(frameInterval:maximumDuration:)``).
    public static let reboundJS = Solver("rebound-js", displayName: "rebound-js") { ReboundSpringRenderer.javaScript() }
}
