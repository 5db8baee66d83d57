/// The exact motion of a spring: position, velocity and acceleration at any time.
///
/// Solves `m·x'' + c·x' + k·(x − to) = 0` with `x(0) = from` and
/// `x'(0) = motion.absoluteVelocity` in closed form, in every regime
/// (see `DampedMode` for the formulas). Error, relative to the step
/// `|to − from|` (or to `|v0|/ω0` without a step): ≈ 1e-15 in all regimes and
/// through ζ = 1, except that the phase ωd·t is rounded like any product, so the
/// absolute error grows like 1e-16·ωd·t for very long underdamped runs.
/// Velocity and acceleration are accurate relative to `ω0·|step| + |v0|` and
/// `ω0²·|step| + ω0·|v0|`. Cost: one `exp` and one `sin`/`cos` pair per call.
public struct SpringResponse: Sendable, Hashable {
    /// The spring.
    public let spring: Spring
    /// The motion it performs.
    public let motion: Motion
    @usableFromInline let solution: Solution

    /// The exact response of `spring` performing `motion`.
    public init(spring: Spring, motion: Motion = .unitStep) {
        self.spring = spring
        self.motion = motion
        solution = Solution(mode: DampedMode(spring),
                            start: motion.from - motion.to,
                            slope: motion.absoluteVelocity)
    }

    /// The position x(t).
    @inlinable
    public func position(at time: Double) -> Double {
        motion.to + solution.value(time)
    }

    /// The velocity x'(t), in units of x per second.
    @inlinable
    public func velocity(at time: Double) -> Double {
        solution.derivative.value(time)
    }

    /// The acceleration x''(t), in units of x per second².
    @inlinable
    public func acceleration(at time: Double) -> Double {
        solution.derivative.derivative.value(time)
    }

    /// Position and velocity at `time` from a single kernel evaluation.
    @inlinable
    public func state(at time: Double) -> SpringState {
        let (e, v) = solution.valueAndSlope(time)
        return SpringState(position: motion.to + e, velocity: v)
    }
}

/// Position and velocity of a spring at one instant.
public struct SpringState: Sendable, Hashable, Codable {
    /// The position x.
    public var position: Double
    /// The velocity x' in units of x per second.
    public var velocity: Double

    /// Creates a state.
    public init(position: Double, velocity: Double) {
        self.position = position
        self.velocity = velocity
    }
}
