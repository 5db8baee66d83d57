import RealModule

/// What React Native Reanimated's `withSpring` draws (Reanimated 4, or Reanimated 3), emulated
/// frame by frame.
///
/// Rule, read from the public source (software-mansion/react-native-reanimated; MIT; facts
/// restated, no code copied): Reanimated 4 `src/animation/spring/spring.ts` (commit 01e4626e) and
/// `springUtils.ts` (commit 0893dd90); Reanimated 3 (3.16/3.17 line) `src/animation/spring.ts`
/// (commit b0b11b6f) and `springUtils.ts` (commit 0ba9e0a8):
/// - `withSpring` is started by Reanimated's `valueSetter` (`valueSetter.ts`, the same rule since
///   Reanimated 2: `src/reanimated2/valueSetter.ts` at b5b5c618 through
///   `packages/react-native-reanimated/src/valueSetter.ts` at 06dfaa17): when the target equals
///   the current value exactly, it returns at once and nothing animates, whatever the velocity
///   (the curve stays at `from`, duration 0). Otherwise it calls `onStart` and then the first
///   `onFrame` at the same timestamp (Δt = 0), so frame 0 shows the closed form's value at 0
///   (`to + (from − to)`, rounded) and is already tested by the stop rule: a change Reanimated 3
///   finds at rest (|Δ| < 0.01, |v| < 2) snaps to the target at frame 0.
/// - Each frame (`springOnFrame`) restarts
///   the closed form from the current value and velocity over `Δt = min(now − last, 64 ms)`: the
///   underdamped form with `ω1 = ω0√(1 − ζ²)` when ζ < 1, **otherwise the critically damped form
///   with ω0** (an overdamped spring is drawn as a critically damped one of the same ω0). ζ and
///   ω0 are the spring's (`c/(2√(km))`, `√(k/m)`).
/// - Reanimated 4 stops when the energy `½k(to − x)² + ½m·v²` is at most 6e-9 of the energy at
///   the start (`½k·x0² + ½m·v0²`, the configured velocity), or at once when that is 0, and
///   snaps to the target.
/// - Reanimated 3 stops when `|v| < 2` and `|to − x| < 0.01` (`restSpeedThreshold`,
///   `restDisplacementThreshold`, in the units animated: pixels), and snaps; a spring given by
///   its duration (``timeFormDuration``) is done at the first frame at or after that duration
///   instead, whatever its state.
/// - `overshootClamping` (``overshootClamping``): Reanimated 4 stops as soon as the value leaves
///   the interval between start and target; Reanimated 3 as soon as it passes the target.
///
/// Frame k is drawn at `k·frameInterval` (60 Hz by default), Reanimated's frame timestamps in
/// milliseconds. Between frames the display holds the last frame's value. Cost: one closed-form
/// step per frame; at most ``maximumDuration`` seconds.
public struct ReanimatedSpringRenderer: FrameRenderer, Hashable {
    /// Which Reanimated's rules to follow.
    public enum Version: String, Sendable, Hashable, CaseIterable {
        /// Reanimated 4: the energy rest rule.
        case v4
        /// Reanimated 3: the displacement and speed thresholds, or the duration.
        case v3
    }

    /// The rules followed.
    public var version: Version
    /// Reanimated's `overshootClamping` (false by default).
    public var overshootClamping: Bool
    /// Reanimated 3's duration in milliseconds for a spring given by its time form, which ends the
    /// animation at the first frame at or after it; `nil` for the physics form (and Reanimated 4).
    public var timeFormDuration: Double?
    /// The display's frame interval in seconds (default 1/60).
    public var frameInterval: Double
    /// The longest time run (SpringTune's limit, ``Solver/engineRunLimit`` by default, not the engine's): a spring still moving then gets duration `nil` and is unknown (NaN) after it.
    public var maximumDuration: Double

    /// Reanimated 4's `energyThreshold` default, 6e-9.
    public static let energyThreshold = 6e-9
    /// The longest frame step Reanimated takes, 64 ms.
    public static let maximumStep = 64.0

    /// Creates a renderer for `version` at 60 Hz.
    public init(version: Version = .v4, overshootClamping: Bool = false, timeFormDuration: Double? = nil,
                frameInterval: Double = RendererOptions.defaultFrameInterval, maximumDuration: Double = Solver.engineRunLimit) {
        self.version = version
        self.overshootClamping = overshootClamping
        self.timeFormDuration = timeFormDuration
        self.frameInterval = frameInterval
        self.maximumDuration = maximumDuration
    }

    /// ``Solver/reanimated`` or ``Solver/reanimated3``.
    public var solver: Solver { version == .v4 ? .reanimated : .reanimated3 }

    /// What the animation shows at each of `times`, and the time of its stopping frame.
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double]) -> RenderedCurve {
        var engine = Engine(renderer: self, spring: spring, motion: motion)
        return FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
            .render(&engine, solver: solver, motion: motion, times: times)
    }

    struct Engine: FrameEngine {
        let version: Version, clamping: Bool, timeFormDuration: Double?
        let interval: Double
        let zeta: Double, omega0: Double, omega1: Double
        let stiffness: Double, mass: Double
        let to: Double, start: Double
        let initialEnergy: Double
        var current: Double, velocity: Double

        init(renderer: ReanimatedSpringRenderer, spring: Spring, motion: Motion) {
            version = renderer.version
            clamping = renderer.overshootClamping
            timeFormDuration = renderer.timeFormDuration
            interval = renderer.frameInterval
            let k = spring.stiffness, m = spring.mass, c = spring.damping
            zeta = c / (2 * (k * m).squareRoot())
            omega0 = (k / m).squareRoot()
            omega1 = omega0 * (1 - zeta * zeta).squareRoot()
            stiffness = k
            mass = m
            to = motion.to
            start = motion.from
            current = motion.from
            velocity = motion.absoluteVelocity
            let x0 = motion.from - motion.to
            initialEnergy = 0.5 * k * (x0 * x0) + 0.5 * m * (velocity * velocity)
        }

        /// Frame k's timestamp in milliseconds.
        func now(_ k: Int) -> Double { Double(k) * (interval * 1000) }

        /// Whether Reanimated 3's time-form spring is done at frame k by its duration.
        func reachesTimeFormDuration(atFrame k: Int) -> Bool {
            guard version == .v3, let duration = timeFormDuration else { return false }
            return now(k) - now(0) >= duration
        }

        mutating func frame(_ k: Int, dt: Double) -> FrameOutput {
            // `valueSetter`: an animation whose target is the current value is not started.
            if k == 0 && start == to { return FrameOutput(position: to, velocity: 0, done: true) }
            if reachesTimeFormDuration(atFrame: k) {
                return FrameOutput(position: to, velocity: velocity, done: true)
            }
            // Frame 0 is `onStart` and then `onFrame` at the same timestamp (Δt = 0).
            let t = k == 0 ? 0 : Swift.min(now(k) - now(k - 1), ReanimatedSpringRenderer.maximumStep) / 1000
            switch version {
            case .v4: stepV4(t)
            case .v3: stepV3(t)
            }
            return FrameOutput(position: current, velocity: velocity, done: isDone())
        }

        /// Reanimated 4's closed forms, with `x0 = current − to` and `v0 = velocity`.
        mutating func stepV4(_ t: Double) {
            let x0 = current - to, v0 = velocity
            if zeta < 1 {
                let sin1 = Double.sin(omega1 * t), cos1 = Double.cos(omega1 * t)
                let envelope = Double.exp(-zeta * omega0 * t)
                let frag = envelope * (sin1 * ((v0 + zeta * omega0 * x0) / omega1) + x0 * cos1)
                current = to + frag
                velocity = -zeta * omega0 * frag + envelope * (cos1 * (v0 + zeta * omega0 * x0) - omega1 * x0 * sin1)
            } else {
                let envelope = Double.exp(-omega0 * t)
                current = to + envelope * (x0 + (v0 + omega0 * x0) * t)
                velocity = envelope * -omega0 * (x0 + (v0 + omega0 * x0) * t) + envelope * (v0 + omega0 * x0)
            }
        }

        /// Reanimated 3's closed forms, with `x0 = to − current` and `v0 = −velocity`.
        mutating func stepV3(_ t: Double) {
            let x0 = to - current, v0 = -velocity
            if zeta < 1 {
                let sin1 = Double.sin(omega1 * t), cos1 = Double.cos(omega1 * t)
                let envelope = Double.exp(-zeta * omega0 * t)
                let frag = envelope * (sin1 * ((v0 + zeta * omega0 * x0) / omega1) + x0 * cos1)
                current = to - frag
                velocity = zeta * omega0 * frag - envelope * (cos1 * (v0 + zeta * omega0 * x0) - omega1 * x0 * sin1)
            } else {
                let envelope = Double.exp(-omega0 * t)
                current = to - envelope * (x0 + (v0 + omega0 * x0) * t)
                velocity = envelope * (v0 * (t * omega0 - 1) + t * x0 * omega0 * omega0)
            }
        }

        /// Reanimated 4's energy of a state, `½k·x² + ½m·v²`.
        func energy(displacement x: Double, velocity v: Double) -> Double {
            0.5 * stiffness * (x * x) + 0.5 * mass * (v * v)
        }

        func isDone() -> Bool {
            switch version {
            case .v4:
                if clamping {
                    let startValue = start - to
                    let left = startValue >= 0 ? to : to + startValue
                    let right = left + Swift.abs(startValue)
                    if current < left || current > right { return true }
                }
                return initialEnergy == 0
                    || energy(displacement: to - current, velocity: velocity) / initialEnergy <= ReanimatedSpringRenderer.energyThreshold
            case .v3:
                guard timeFormDuration == nil else { return false }
                let overshooting = clamping && ((current > to && start < to) || (current < to && start > to))
                return overshooting || (Swift.abs(velocity) < Reanimated3Parameters.restSpeedThreshold
                    && Swift.abs(to - current) < Reanimated3Parameters.restDisplacementThreshold)
            }
        }
    }
}

extension Solver {
    /// React Native Reanimated 4 `withSpring` at 60 Hz, energy rest rule (``ReanimatedSpringRenderer``).
    public static let reanimated = Solver("reanimated", displayName: "Reanimated 4") { ReanimatedSpringRenderer(version: .v4) }

    /// React Native Reanimated 3 `withSpring` at 60 Hz, pixel thresholds (``ReanimatedSpringRenderer``).
    public static let reanimated3 = Solver("reanimated3", displayName: "Reanimated 3") { ReanimatedSpringRenderer(version: .v3) }
}
