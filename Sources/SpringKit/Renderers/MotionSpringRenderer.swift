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
public struct MotionSpringRenderer: Sendable, Hashable {
    /// `restSpeed` in units per second; `nil` (or 0) uses Motion's default.
    /// Motion's default stiffness for a physics spring (`springDefaults.stiffness`).
    public static let defaultStiffness = 100.0
    /// Motion's default damping for a physics spring (`springDefaults.damping`).
    public static let defaultDamping = 10.0

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

    /// What Motion draws at each of `times`, and the time of its first done frame.
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double]) -> RenderedCurve {
        var engine = Engine(generator: Generator(self, spring: spring, motion: motion), interval: frameInterval)
        return FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
            .render(&engine, solver: .motion, motion: motion, times: times)
    }

    /// Motion's `calcGeneratorDuration`: the first multiple of 50 ms at which the generator is
    /// done, or `nil` when that reaches 20 s (Motion: `Infinity`).
    public func generatorDuration(of spring: Spring, motion: Motion = .unitStep) -> Double? {
        let generator = Generator(self, spring: spring, motion: motion)
        var ms = 0
        while !generator.next(Double(ms) / 1000).done && ms < 20_000 { ms += 50 }
        return ms >= 20_000 ? nil : Double(ms) / 1000
    }

    /// Motion's generator: value, velocity and done at an elapsed time.
    struct Generator {
        let to: Double, delta: Double, v: Double
        let zeta: Double, w0: Double
        let restSpeed: Double, restDelta: Double
        let duration: Double?

        init(_ renderer: MotionSpringRenderer, spring: Spring, motion: Motion) {
            to = motion.to
            delta = motion.to - motion.from
            duration = renderer.resolvedDuration
            v = duration == nil ? -motion.absoluteVelocity : 0
            zeta = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
            w0 = (spring.stiffness / spring.mass).squareRoot()
            let granular = delta.magnitude < 5
            let speed = renderer.restSpeed ?? 0, tolerance = renderer.restDelta ?? 0
            restSpeed = speed != 0 ? speed : (granular ? 0.01 : 2)
            restDelta = tolerance != 0 ? tolerance : (granular ? 0.005 : 0.5)
        }

        func next(_ t: Double) -> (value: Double, velocity: Double, done: Bool) {
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

    struct Engine: FrameEngine {
        let generator: Generator
        let interval: Double
        mutating func frame(_ k: Int, dt: Double) -> FrameOutput {
            let out = generator.next(Double(k) * interval)
            return FrameOutput(position: out.value, velocity: out.velocity, done: out.done)
        }
    }
}
