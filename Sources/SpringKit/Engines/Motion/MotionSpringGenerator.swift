import RealModule

/// Motion's spring generator (motion.dev, `motion-dom` `generators/spring.ts`): value, velocity
/// and done at an elapsed time. ``MotionSpringRenderer`` samples it at display frames; the
/// Motion exporter evaluates it for Motion's `toString()` (`linear()` easing).
///
/// The closed forms and rest rule are those documented on ``MotionSpringRenderer``; times are
/// in seconds and velocities in units per second (Motion computes in milliseconds; the products
/// agree to rounding). Accuracy: ≈ 1e-15 of the distance. Cost: one `exp` and one `sin`/`cos`
/// (or `sinh`/`cosh`) pair per evaluation.
public struct MotionSpringGenerator: Sendable, Hashable {
    /// The target.
    public let to: Double
    /// `to − from`.
    public let delta: Double
    /// The initial velocity as Motion stores it: negated, units per second (0 for a
    /// duration-resolved spring, which ignores it).
    let v: Double
    let zeta: Double, w0: Double
    /// The rest thresholds in force: `restSpeed` (units per second) and `restDelta` (units).
    public let restSpeed: Double, restDelta: Double
    /// For a duration-resolved spring, its duration in seconds (done at `t ≥ duration`).
    public let duration: Double?

    /// The generator of a spring with Motion's raw options: `stiffness`, `damping`, `mass`,
    /// `velocity` in units per second, `restSpeed`/`restDelta` (`nil` or 0: Motion's defaults,
    /// 0.01/0.005 when `|to − from| < 5`, else 2/0.5), and `resolvedDuration` in seconds for a
    /// spring resolved from `duration` (done then, initial velocity ignored).
    public init(from: Double, to: Double, stiffness: Double, damping: Double, mass: Double, velocity: Double,
                restSpeed: Double? = nil, restDelta: Double? = nil, resolvedDuration: Double? = nil) {
        self.to = to
        delta = to - from
        duration = resolvedDuration
        v = resolvedDuration == nil ? -velocity : 0
        zeta = damping / (2 * (stiffness * mass).squareRoot())
        w0 = (stiffness / mass).squareRoot()
        let granular = delta.magnitude < 5
        let speed = restSpeed ?? 0, tolerance = restDelta ?? 0
        self.restSpeed = speed != 0 ? speed : (granular ? 0.01 : 2)
        self.restDelta = tolerance != 0 ? tolerance : (granular ? 0.005 : 0.5)
    }

    /// The generator `renderer` builds for `spring` performing `motion`.
    public init(_ renderer: MotionSpringRenderer, spring: Spring, motion: Motion) {
        self.init(from: motion.from, to: motion.to, stiffness: spring.stiffness, damping: spring.damping,
                  mass: spring.mass, velocity: motion.absoluteVelocity, restSpeed: renderer.restSpeed,
                  restDelta: renderer.restDelta, resolvedDuration: renderer.resolvedDuration)
    }

    /// The initial velocity as Motion stores it, negated, in units per second (0 for a
    /// duration-resolved spring).
    public var negatedInitialVelocity: Double { v }

    /// The damping ratio ζ = c/(2√(km)).
    public var dampingRatio: Double { zeta }

    /// Position and analytic velocity at `t` seconds, before the done check.
    public func state(at t: Double) -> (position: Double, velocity: Double) {
        var x: Double, dx: Double
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = (v + zeta * w0 * delta) / wd
            let envelope = Double.exp(-zeta * w0 * t)
            let s = Double.sin(wd * t), c = Double.cos(wd * t)
            x = to - envelope * (a * s + delta * c)
            dx = envelope * ((zeta * w0 * a + delta * wd) * s + (zeta * w0 * delta - a * wd) * c)
        } else if zeta == 1 {
            let envelope = Double.exp(-w0 * t)
            x = to - envelope * (delta + (v + w0 * delta) * t)
            dx = envelope * (w0 * (v + w0 * delta) * t - v)
        } else {
            let wo = w0 * (zeta * zeta - 1).squareRoot()
            let envelope = Double.exp(-zeta * w0 * t)
            let phi = min(wo * t, 300)
            let sh = Double.sinh(phi), ch = Double.cosh(phi)
            x = to - envelope * ((v + zeta * w0 * delta) * sh + wo * delta * ch) / wo
            let pp = (v + zeta * w0 * delta) / wo
            dx = envelope * ((zeta * w0 * pp - delta * wo) * sh + (zeta * w0 * delta - pp * wo) * ch)
        }
        return (x, dx)
    }

    /// Motion's `next(t)` at `t` seconds: the value shown (`to` once done), the analytic
    /// velocity, and whether the generator is done (its rest rule, or `t ≥ duration`).
    public func next(_ t: Double) -> (value: Double, velocity: Double, done: Bool) {
        var (x, dx) = state(at: t)
        let done: Bool
        if let duration {
            done = t >= duration
        } else {
            done = dx.magnitude <= restSpeed && (to - x).magnitude <= restDelta
        }
        if done { x = to }
        return (x, dx, done)
    }
}
