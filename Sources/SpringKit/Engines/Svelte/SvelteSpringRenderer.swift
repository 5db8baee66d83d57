/// What Svelte's `spring` / `Spring` (svelte/motion) draws, emulated frame by frame
/// (``Solver/svelte``).
///
/// Rule, read from the public source (sveltejs/svelte `packages/svelte/src/motion/spring.js`,
/// svelte 5.56.10; facts restated, no code copied): `set(to)` starts a frame loop whose first
/// tick is the next frame; each tick reads the clock, clamps the elapsed time to 1000/30 ms and
/// takes `dt = elapsed·60/1000`, then (``SvelteParameters``) `velocity = (x − x_prev)/dt` (1/60
/// when `dt` is 0), `a = stiffness·(to − x) − damping·velocity`, `d = (velocity + a)·dt`; when
/// `|d| < precision` and `|to − x| < precision` the value snaps to `to` and the loop stops,
/// else `x ← x + d`. The spring starts at rest (`x_prev = x`): a motion's initial velocity is
/// not Svelte's (its `set` takes none) and is not used. A new target while the loop runs
/// changes `to` only, keeping `x` and `x_prev` (the momentum); one after it stopped starts a new
/// loop whose first tick counts the time from the change (0 when the change falls on a frame,
/// which then moves nothing), with `x_prev` the value before the snap.
///
/// The values run are Svelte's own for a `svelte` family spec (its stiffness, damping and
/// precision, at its frame rate unless another is asked for); any other spring is run with the
/// stiffness and damping that draw it at 60 Hz (``SvelteParameters/init(representing:frameRate:)``)
/// and Svelte's default precision 0.01 (units of the value). Frame `k` is at `k·frameInterval`,
/// its clock reading `k·frameInterval·1000` ms. Agrees with Svelte run as-is under node to
/// 1e-14 (Tests/SpringKitTests/RendererTests.swift). Cost: a few operations per frame; at most
/// ``maximumDuration`` seconds are run.
public struct SvelteSpringRenderer: FrameRenderer, Hashable {
    /// Svelte's values to run, or `nil` to convert each spring at 60 Hz.
    public var parameters: SvelteParameters?
    /// The display's frame interval in seconds (default 1/60).
    public var frameInterval: Double
    /// The longest time run (SpringTune's limit, ``Solver/engineRunLimit`` by default, not the engine's): a spring still moving then gets duration `nil` and is unknown (NaN) after it.
    public var maximumDuration: Double

    /// A renderer running `parameters` (or each spring's 60 Hz equivalent) every `frameInterval`.
    public init(parameters: SvelteParameters? = nil, frameInterval: Double = RendererOptions.defaultFrameInterval, maximumDuration: Double = Solver.engineRunLimit) {
        self.parameters = parameters
        self.frameInterval = frameInterval
        self.maximumDuration = maximumDuration
    }

    /// ``Solver/svelte``.
    public var solver: Solver { .svelte }
    /// `true`: Svelte's retarget rule is public and reproduced.
    public var followsRetargets: Bool { true }

    /// The values run for `spring`: ``parameters``, or its stiffness and damping at 60 Hz.
    /// - Throws: ``SpringError`` when Svelte cannot express the spring.
    public func values(for spring: Spring) throws(SpringError) -> SvelteParameters {
        if let parameters { return parameters }
        do {
            return try SvelteParameters(representing: spring, frameRate: SvelteParameters.defaultFrameRate)
        } catch {
            throw SpringError(parameter: "solver", value: "svelte",
                              allowed: "a spring Svelte's stiffness and damping express at 60 Hz (this one: \(error.reason))")
        }
    }

    /// What Svelte draws at each of `times`, and the time of its settling frame; positions are
    /// NaN when Svelte cannot express the spring.
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double]) -> RenderedCurve {
        (try? render(spring, motion: motion, times: times, retargets: [])) ?? Self.unknown(times)
    }

    /// What Svelte draws when the target changes in flight by `retargets`.
    /// - Throws: ``SpringError`` for invalid retargets, or a spring Svelte cannot express.
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double],
                       retargets: [RetargetedResponse.Retarget]) throws(SpringError) -> RenderedCurve {
        try RetargetedResponse.validate(retargets)
        var engine = Engine(values: try values(for: spring), motion: motion, frameInterval: frameInterval)
        return FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
            .render(&engine, solver: .svelte, motion: motion, times: times, retargets: retargets)
    }

    /// The sampled metrics of Svelte's curve.
    /// - Throws: ``SpringError`` when Svelte cannot express the spring.
    public func metrics(of spring: Spring, motion: Motion, band: SettlingBand = .standard,
                        rest: RestThresholds? = nil) throws(SpringError) -> SpringMetrics {
        _ = try values(for: spring)
        return try Solver.sampledMetrics(of: spring, motion: motion, band: band, rest: rest) { times in
            render(spring, motion: motion, times: times)
        }
    }

    static func unknown(_ times: [Double]) -> RenderedCurve {
        RenderedCurve(solver: .svelte, times: times, positions: times.map { _ in .nan },
                      velocities: times.map { _ in .nan }, duration: nil)
    }

    struct Engine: RetargetableFrameEngine {
        let stiffness: Double, damping: Double, precision: Double
        let interval: Double
        var target: Double
        var current: Double, last: Double
        /// The clock reading (ms) of the previous tick, or of the change that started the loop.
        var lastTime = 0.0

        init(values: SvelteParameters, motion: Motion, frameInterval: Double) {
            stiffness = values.stiffness
            damping = values.damping
            precision = values.precision
            interval = frameInterval
            target = motion.to
            current = motion.from
            last = motion.from
        }

        mutating func retarget(to newTarget: Double, at time: Double, beforeFrame k: Int, stopped: Bool) {
            target = newTarget
            if stopped { lastTime = time * 1000 }
        }

        /// Frame k's clock reading in milliseconds.
        func clockReading(ofFrame k: Int) -> Double { Double(k) * interval * 1000 }

        mutating func frame(_ k: Int, dt: Double) -> FrameOutput {
            if k == 0 { return FrameOutput(position: current, velocity: 0, done: false) }
            let now = clockReading(ofFrame: k)
            let elapsed = Swift.min(now - lastTime, 1000.0 / 30)
            let steps = elapsed * 60 / 1000
            let delta = target - current
            let velocity = (current - last) / (steps != 0 ? steps : 1.0 / 60)
            let acceleration = stiffness * delta - damping * velocity
            let d = (velocity + acceleration) * steps
            lastTime = now
            last = current
            if abs(d) < precision && abs(delta) < precision {
                current = target
                return FrameOutput(position: target, velocity: 0, done: true)
            }
            current += d
            return FrameOutput(position: current, velocity: elapsed > 0 ? d / (elapsed / 1000) : 0, done: false)
        }
    }
}

extension Solver {
    /// Svelte `spring` / `Spring`, its per-frame update at 60 Hz (``SvelteSpringRenderer``).
    public static let svelte = Solver("svelte", displayName: "Svelte") { SvelteSpringRenderer() }
}
