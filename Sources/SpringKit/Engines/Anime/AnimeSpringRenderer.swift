import RealModule

/// What anime.js v4 draws with `ease: spring(…)` (``Solver/anime``): an easing, not a
/// simulation.
///
/// Rule, read from the public source (juliangarnier/anime `src/easings/spring/index.js`,
/// `src/animation/animation.js`, v4.4.1, commit 308c093; facts restated, no code copied):
/// `Spring.compute` clamps `ω0 = √(s/m)` to [1e-11, 1000] and takes `ζ = d/(2√(s·m))`; the
/// easing is WebKit's closed form of the error from 1 with the normalised velocity `v`
/// (`b = (ζω0 − v)/ωd`, or `ω0 − v` at ζ exactly 1, the overdamped case as two exponentials).
/// Its duration is found by stepping a solver time from 0 by 0.02 s (accumulated in floating
/// point) until `|1 − x| < 0.0005` has held on more than 10 steps (200 ms) in a row, or 3000
/// steps (60 s): `solverDuration` is the last time evaluated, `settlingDuration =
/// Math.round(solverDuration·1000)` ms. That settling duration **overrides the animation's
/// duration**; the easing maps the animation's progress `p = t/settlingDuration` to
/// `solve(p·solverDuration)`, and is exactly 0 at `p = 0` and 1 from `p = 1` on (the end snaps
/// to the target). `onComplete` fires at the perceived duration, not the end: not a stop.
///
/// anime clamps its parameters (mass to [1, 10000], stiffness and damping to [1e-11, 10000],
/// velocity to ±10000); the spring drawn is the spring given, read with those clamps (an `anime:`
/// bounce/duration spec is drawn at mass 1 without velocity, as anime builds it:
/// ``AnimeSpringRenderer/reading(_:options:)``). Agrees with anime.js run as-is under node: settling durations
/// to the bit, the easing to the last bit of the platform's `exp`, `cos` and `sin` (V8's and
/// glibc's differ by an ulp in about one call in ten) times anime's own cancellation `1 + |b|`
/// (about 1e-8 one ulp above critical damping, where `b` ≈ 4.7e7; 1e-15 elsewhere)
/// (Tests/SpringKitTests/EngineTests+SourceDifferences.swift). The curve is a function of time (no frames).
/// Cost: O(log steps) plus a few closed-form evaluations per candidate step for the duration
/// (`Easing/settlingTime(_:)`), then one per time.
public struct AnimeSpringRenderer: SpringRenderer, Hashable {
    /// anime's solver step, 0.02 s.
    public static let solverStep = 0.02
    /// anime's rest threshold, 0.0005 (of the whole step).
    public static let restThreshold = 0.0005
    /// anime's rest duration, 200 ms.
    public static let restDuration = 200.0
    /// anime's longest spring, 60000 ms.
    public static let maximumDuration = 60_000.0

    /// anime's easing.
    public init() {}

    /// ``Solver/anime``.
    public var solver: Solver { .anime }

    /// anime's solver for one spring and velocity.
    public struct Easing: Sendable, Hashable {
        let zeta: Double, w0: Double, wd: Double, b: Double
        /// The solver time the easing spans, seconds.
        public let solverDuration: Double
        /// anime's `settlingDuration`, whole milliseconds: the animation's duration.
        public let settlingDuration: Double

        /// anime's `Spring` with the spring's mass, stiffness and damping and normalised
        /// velocity `velocity`, each clamped as anime clamps it.
        public init(spring: Spring, velocity: Double) {
            let m = Swift.min(Swift.max(spring.mass, 1), AnimeParameters.maximumValue)
            let s = Swift.min(Swift.max(spring.stiffness, AnimeParameters.minimumValue), AnimeParameters.maximumValue)
            let d = Swift.min(Swift.max(spring.damping, AnimeParameters.minimumValue), AnimeParameters.maximumValue)
            let v = Swift.min(Swift.max(velocity, -AnimeParameters.maximumValue), AnimeParameters.maximumValue)
            let w0 = Swift.min(Swift.max((s / m).squareRoot(), AnimeParameters.minimumValue), 1000)
            let zeta = d / (2 * (s * m).squareRoot())
            var wd = 0.0, b: Double
            if zeta < 1 {
                wd = w0 * (1 - zeta * zeta).squareRoot()
                b = (zeta * w0 + -v) / wd
            } else if zeta == 1 {
                b = -v + w0
            } else {
                wd = w0 * (zeta * zeta - 1).squareRoot()
                b = (zeta * w0 + -v) / wd
            }
            self.zeta = zeta
            self.w0 = w0
            self.wd = wd
            self.b = b
            let duration = Self.settlingTime((zeta: zeta, w0: w0, wd: wd, b: b))
            solverDuration = duration
            // Math.round: the nearest whole number, ties toward +∞.
            let scaled = duration * 1000, floor = scaled.rounded(.down)
            settlingDuration = scaled - floor >= 0.5 ? floor + 1 : floor
        }

        /// anime's `solve(t)`: the eased progress at solver time `t`.
        static func solve(_ p: (zeta: Double, w0: Double, wd: Double, b: Double), _ time: Double) -> Double {
            var t = time
            if p.zeta < 1 {
                t = Double.exp(-t * p.zeta * p.w0) * (1 * Double.cos(p.wd * t) + p.b * Double.sin(p.wd * t))
            } else if p.zeta == 1 {
                t = (1 + p.b * t) * Double.exp(-t * p.w0)
            } else {
                t = ((1 + p.b) * Double.exp((-p.zeta * p.w0 + p.wd) * t) + (1 - p.b) * Double.exp((-p.zeta * p.w0 - p.wd) * t)) / 2
            }
            return 1 - t
        }

        /// The eased progress at the animation's time `time` (seconds): 0 at 0, 1 from the
        /// settling duration on. The progress is anime's tween's, the elapsed milliseconds over
        /// the duration in milliseconds (`tweenNewTime / tween._updateDuration`, then
        /// `ease(p) = solve(p·solverDuration)`), in that order of operations.
        public func progress(at time: Double) -> Double {
            guard settlingDuration > 0, time > 0 else { return time > 0 ? 1 : 0 }
            let p = (time * 1000) / settlingDuration
            if p >= 1 { return 1 }
            return Self.solve((zeta, w0, wd, b), p * solverDuration)
        }
    }

    /// anime's curve at `times`: `from + (to − from)·ease(t/settlingDuration)`; its duration is
    /// the settling duration.
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double]) -> RenderedCurve {
        let easing = Easing(spring: spring, velocity: motion.initialVelocity ?? 0)
        let step = motion.to - motion.from
        let positions = times.map { motion.from + step * easing.progress(at: $0) }
        // The velocity of the drawn curve (central difference of the easing over 1 µs).
        let velocities = times.map { t -> Double in
            guard t > 0, t < easing.settlingDuration / 1000 else { return 0 }
            let h = 1e-6
            return step * (easing.progress(at: t + h) - easing.progress(at: Swift.max(t - h, 0))) / (t + h - Swift.max(t - h, 0))
        }
        return RenderedCurve(solver: .anime, times: times, positions: positions, velocities: velocities,
                             duration: easing.settlingDuration / 1000)
    }
}

extension Solver {
    /// anime.js v4 `spring()` easing over its settling duration (``AnimeSpringRenderer``).
    public static let anime = Solver("anime", displayName: "anime.js") { AnimeSpringRenderer() }
}
