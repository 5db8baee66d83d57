import RealModule

/// What Flutter's `SpringSimulation` draws when an `AnimationController` runs it
/// (``Solver/flutter``), or `AnimationController.fling`'s simulation (``Solver/flutterFling``).
///
/// Rule, read from the public source (flutter/flutter
/// `packages/flutter/lib/src/physics/spring_simulation.dart`, `tolerance.dart`,
/// `utils.dart` `nearZero`, `animation/animation_controller.dart` `_tick` and `fling`, commit
/// 04fbdcfa; facts restated, no code copied): the simulation is the closed form of the spring
/// equation, the regime chosen by the exact sign of `c² − 4mk` (`_CriticalSolution`,
/// `_OverdampedSolution`, `_UnderdampedSolution`), evaluated at the ticker's elapsed time — no
/// integration, so between stops the curve is the exact solution to rounding. The controller
/// ticks once per frame (frame 0 at the start, frame k at `k·frameInterval`) and stops at the
/// first tick where `isDone`: `|x − end| < tolerance.distance` and `|dx| < tolerance.velocity`
/// (strict), `Tolerance.defaultTolerance` 1e-3 for both, in the value's own units (absolute).
/// At that tick the value is `x(t)` itself (`snapToEnd` is false by default): it stays a little
/// off the target.
///
/// `fling` (``fling``): `AnimationController.fling(velocity:springDescription:)` runs the given
/// spring (`_kFlingSpringDescription`, mass 1, stiffness 500, ratio 1, by default: the preset
/// `flutter-fling`) toward the bound `to` overshot by the tolerance's distance (target
/// `to ± 0.01`) with `_kFlingTolerance` (distance 0.01, velocity ∞), and the controller clamps
/// its value to its bounds, taken here as `from` and `to`: the value stops at `to` exactly, at
/// the first tick within 0.01 of the overshot target. The velocity is the motion's (units per
/// second, as `fling` takes it).
///
/// The controller is `AnimationController.unbounded` for the plain simulation (a bounded
/// controller would clamp an overshoot to its bounds). Dart is not run here: the rule is checked
/// against Flutter's published tests (`packages/flutter/test/physics/`) and an independent
/// 50-digit computation (Tests/SpringKitTests/EngineDurationTests.swift). Cost: one closed form
/// per frame; at most ``maximumDuration`` seconds are run.
public struct FlutterSpringRenderer: FrameRenderer, Hashable {
    /// Flutter's `Tolerance.defaultTolerance` distance and velocity, 1e-3.
    public static let defaultTolerance = 1e-3
    /// `_kFlingTolerance.distance`, 0.01 (its velocity is ∞).
    public static let flingDistance = 0.01

    /// Whether this is `AnimationController.fling`'s simulation.
    public var fling: Bool
    /// The display's frame interval in seconds (default 1/60).
    public var frameInterval: Double
    /// The longest time run (SpringTune's limit, ``Solver/engineRunLimit`` by default, not the engine's): a spring still moving then gets duration `nil` and is unknown (NaN) after it.
    public var maximumDuration: Double

    /// The controller running a `SpringSimulation` (or `fling`'s) every `frameInterval`.
    public init(fling: Bool = false, frameInterval: Double = RendererOptions.defaultFrameInterval, maximumDuration: Double = Solver.engineRunLimit) {
        self.fling = fling
        self.frameInterval = frameInterval
        self.maximumDuration = maximumDuration
    }

    /// ``Solver/flutter`` or ``Solver/flutterFling``.
    public var solver: Solver { fling ? .flutterFling : .flutter }

    /// What Flutter draws at each of `times`, and the time of the tick that stops it.
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double]) -> RenderedCurve {
        var engine = Engine(simulation: Simulation(spring: spring, motion: motion, fling: fling), interval: frameInterval)
        return FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
            .render(&engine, solver: solver, motion: motion, times: times)
    }

    /// Flutter's `SpringSimulation`: the closed form about `end`, and its tolerance.
    public struct Simulation: Sendable, Hashable {
        /// The simulation's end (the target, or `fling`'s overshot target).
        public let end: Double
        /// `tolerance.distance` and `tolerance.velocity`.
        public let distance: Double, velocity: Double
        /// The controller's bounds the value is clamped to (`nil`: unbounded).
        public let bounds: ClosedRange<Double>?
        let kind: Int, r: Double, w: Double, c1: Double, c2: Double, r2: Double

        /// The simulation for `spring` from `motion.from` toward `motion.to` (fling's overshot
        /// target and tolerance when `fling`) with the motion's velocity.
        public init(spring: Spring, motion: Motion, fling: Bool) {
            let m = spring.mass, k = spring.stiffness, c = spring.damping
            let direction: Double = motion.to >= motion.from ? 1 : -1
            end = fling ? motion.to + direction * FlutterSpringRenderer.flingDistance : motion.to
            distance = fling ? FlutterSpringRenderer.flingDistance : FlutterSpringRenderer.defaultTolerance
            velocity = fling ? .infinity : FlutterSpringRenderer.defaultTolerance
            bounds = fling ? Swift.min(motion.from, motion.to)...Swift.max(motion.from, motion.to) : nil
            let x0 = motion.from - end, v0 = motion.absoluteVelocity
            let cmk = c * c - 4 * m * k
            if cmk > 0 {
                let root = cmk.squareRoot()
                let r1 = (-c - root) / (2 * m), r2 = (-c + root) / (2 * m)
                let b = (v0 - r1 * x0) / (r2 - r1)
                (kind, r, w, c1, c2, self.r2) = (2, r1, 0, x0 - b, b, r2)
            } else if cmk < 0 {
                let w = (4 * m * k - c * c).squareRoot() / (2 * m)
                let r = -(c / 2 / m)
                (kind, self.r, self.w, c1, c2, r2) = (1, r, w, x0, (v0 - r * x0) / w, 0)
            } else {
                let r = -c / (2 * m)
                (kind, self.r, w, c1, c2, r2) = (0, r, 0, x0, v0 - r * x0, 0)
            }
        }

        /// Dart's `math.e`, the double nearest e.
        static let dartE = 2.718281828459045

        /// Dart's `math.pow(math.e, x)`, which Flutter's solutions take for `e^x`: C's `pow` of
        /// the double nearest e (as the Dart VM computes it), not `exp(x)`, which differs in the
        /// last bits — amplified ~10⁸ times in fling's overdamped split of its critical spring.
        static func power(_ x: Double) -> Double { Double.pow(dartE, x) }

        /// The displacement from ``end`` and its rate at `t` seconds, in Flutter's order of
        /// operations (`_OverdampedSolution`, `_UnderdampedSolution`, `_CriticalSolution`).
        public func state(at t: Double) -> (x: Double, dx: Double) {
            switch kind {
            case 2:
                return (c1 * Self.power(r * t) + c2 * Self.power(r2 * t),
                        c1 * r * Self.power(r * t) + c2 * r2 * Self.power(r2 * t))
            case 1:
                let power = Self.power(r * t), cosine = Double.cos(w * t), sine = Double.sin(w * t)
                return (power * (c1 * Double.cos(w * t) + c2 * Double.sin(w * t)),
                        power * (c2 * w * cosine - c1 * w * sine) + r * power * (c2 * sine + c1 * cosine))
            default:
                let power = Self.power(r * t)
                return ((c1 + c2 * t) * Self.power(r * t), r * (c1 + c2 * t) * power + c2 * power)
            }
        }

        /// `isDone(t)`: both within the tolerance, strictly (`nearZero`).
        public func isDone(at t: Double) -> Bool {
            let (x, dx) = state(at: t)
            return x > -distance && x < distance && dx > -velocity && dx < velocity
        }

        /// The controller's value at `t`: `end + x`, clamped to the bounds.
        public func value(at t: Double) -> Double {
            let x = end + state(at: t).x
            guard let bounds else { return x }
            return Swift.min(Swift.max(x, bounds.lowerBound), bounds.upperBound)
        }
    }

    struct Engine: FrameEngine {
        let simulation: Simulation
        let interval: Double
        var lastValue = 0.0

        init(simulation: Simulation, interval: Double) {
            self.simulation = simulation
            self.interval = interval
        }

        mutating func frame(_ k: Int, dt: Double) -> FrameOutput {
            let t = Double(k) * interval
            lastValue = simulation.value(at: t)
            return FrameOutput(position: lastValue, velocity: simulation.state(at: t).dx, done: simulation.isDone(at: t))
        }

        /// Flutter leaves the value where the stopping tick put it.
        func restingValue(at target: Double) -> Double { lastValue }
    }
}

extension Solver {
    /// Flutter `SpringSimulation` run by an `AnimationController` at 60 Hz, `Tolerance` 1e-3
    /// (``FlutterSpringRenderer``).
    public static let flutter = Solver("flutter", displayName: "Flutter") { FlutterSpringRenderer() }

    /// Flutter `AnimationController.fling`'s simulation at 60 Hz: target overshot by 0.01,
    /// tolerance 0.01, value clamped to the bound (``FlutterSpringRenderer``).
    public static let flutterFling = Solver("flutter-fling", displayName: "Flutter fling") { FlutterSpringRenderer(fling: true) }
}
