import RealModule

/// The options of a Motion spring (motion.dev `{ type: "spring", … }`) as a user writes them,
/// and Motion's own reading of them: which spring its generator animates.
///
/// Rule, read from the public source (motiondivision/motion 13.1.1, `motion-dom`
/// `animation/generators/spring.ts`, `getSpringOptions` and `findSpring`; facts restated, no
/// code copied):
/// - **Physics options win.** When any of `stiffness`, `damping` or `mass` is given, the spring
///   is that physics spring with Motion's defaults for the missing ones (100, 10, 1);
///   `duration`, `bounce` and `visualDuration` are then ignored and the velocity is kept.
/// - Otherwise, when `duration` or `bounce` is given, the spring is **time-defined** and its
///   initial velocity is dropped (also the velocity a retarget hands over):
///   - with a non-zero `visualDuration`: `ω0 = 2π/(1.2·visualDuration)`, `k = ω0²`,
///     `c = 2·clamp(1 − bounce, 0.05, 1)·√k`, mass 1, a missing bounce meaning 0 here; it
///     rests by Motion's physics rest rule;
///   - otherwise `findSpring` (``MotionParameters/motionFoundSpring(durationMilliseconds:bounce:)``)
///     with `duration` (default 0.8 s) and `bounce` (default 0.3): mass 1, done when the
///     elapsed time reaches the (clamped) duration.
/// - Otherwise (for instance `visualDuration` alone) Motion animates its default physics
///   spring, stiffness 100, damping 10, mass 1, keeping the velocity.
///
/// Durations are in seconds, as `animate()`'s transition takes them (Motion converts to
/// milliseconds itself); the velocity is in units per second. Cost: at most 22 `exp`
/// evaluations (``MotionParameters/motionFoundSpring(durationMilliseconds:bounce:)``).
public struct MotionSpringOptions: Sendable, Hashable {
    /// `stiffness`, or `nil` when not given.
    public var stiffness: Double?
    /// `damping`, or `nil` when not given.
    public var damping: Double?
    /// `mass`, or `nil` when not given.
    public var mass: Double?
    /// `duration` in seconds, or `nil` when not given.
    public var duration: Double?
    /// `bounce`, or `nil` when not given.
    public var bounce: Double?
    /// `visualDuration` in seconds, or `nil` when not given.
    public var visualDuration: Double?
    /// `velocity` in units per second.
    public var velocity: Double

    /// Creates options; every one not given is `nil`.
    public init(stiffness: Double? = nil, damping: Double? = nil, mass: Double? = nil, duration: Double? = nil,
                bounce: Double? = nil, visualDuration: Double? = nil, velocity: Double = 0) {
        self.stiffness = stiffness
        self.damping = damping
        self.mass = mass
        self.duration = duration
        self.bounce = bounce
        self.visualDuration = visualDuration
        self.velocity = velocity
    }

    /// The spring Motion's generator animates for these options.
    public struct Reading: Sendable, Hashable {
        /// The stiffness Motion uses.
        public var stiffness: Double
        /// The damping Motion uses.
        public var damping: Double
        /// The mass Motion uses.
        public var mass: Double
        /// The initial velocity Motion uses, units per second (0 for a time-defined spring).
        public var velocity: Double
        /// For a spring resolved by `findSpring`: the clamped duration in seconds, at which the
        /// generator is done whatever its rest rule says; `nil` otherwise.
        public var resolvedDuration: Double?
        /// Whether the spring is time-defined (`duration` or `bounce` given without physics
        /// options): Motion then ignores every velocity handed to it.
        public var ignoresVelocity: Bool
    }

    /// Motion's reading of these options (`getSpringOptions`): see the type's rule.
    public var reading: Reading {
        let defaults = (stiffness: MotionSpringRenderer.defaultStiffness, damping: MotionSpringRenderer.defaultDamping)
        if stiffness != nil || damping != nil || mass != nil {
            return Reading(stiffness: stiffness ?? defaults.stiffness, damping: damping ?? defaults.damping,
                           mass: mass ?? 1, velocity: velocity, resolvedDuration: nil, ignoresVelocity: false)
        }
        guard duration != nil || bounce != nil else {
            return Reading(stiffness: defaults.stiffness, damping: defaults.damping, mass: 1, velocity: velocity,
                           resolvedDuration: nil, ignoresVelocity: false)
        }
        if let visualDuration, visualDuration != 0 {
            let root = (2 * Double.pi) / (visualDuration * 1.2)
            let stiffness = root * root
            let damping = 2 * Swift.min(Swift.max(1 - (bounce ?? 0), 0.05), 1) * stiffness.squareRoot()
            return Reading(stiffness: stiffness, damping: damping, mass: 1, velocity: 0,
                           resolvedDuration: nil, ignoresVelocity: true)
        }
        let found = MotionParameters.motionFoundSpring(durationMilliseconds: (duration ?? Self.defaultDuration) * 1000,
                                                       bounce: bounce ?? MotionParameters.defaultBounce)
        return Reading(stiffness: found.stiffness, damping: found.damping, mass: 1, velocity: 0,
                       resolvedDuration: found.durationMilliseconds / 1000, ignoresVelocity: true)
    }

    /// Motion's duration when only a bounce is given (`springDefaults.duration`, 800 ms), in seconds.
    public static let defaultDuration = 0.8
}

extension MotionSpringOptions {
    /// The options a `motion` family spec gives Motion: its `duration`, `bounce`,
    /// `visualDuration` and `mass`, with `velocity` in units per second.
    public init(motionFamily spec: SpringSpec, velocity: Double) {
        self.init(motionFamily: spec.values, velocity: velocity)
    }

    /// The options the values of a `motion` family spec give Motion (``SpringSetup/parameters``).
    public init(motionFamily values: SpringParameters, velocity: Double) {
        self.init(mass: values[.mass], duration: values[.duration], bounce: values[.bounce],
                  visualDuration: values[.visualDuration], velocity: velocity)
    }
}
