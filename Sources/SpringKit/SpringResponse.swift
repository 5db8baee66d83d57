/// The exact motion of a spring: position, velocity and acceleration at any time.
///
/// Solves `m·x'' + c·x' + k·(x − to) = 0` with `x(0) = from` and
/// `x'(0) = motion.absoluteVelocity` in closed form, in every regime
/// (see `DampedMode` for the formulas). The spring and the motion are first rescaled
/// exactly by powers of two (`NaturalUnits`: time in units near 1/ω0, x − to in units near
/// the motion's size), so nothing overflows or underflows inside, whatever the magnitudes
/// of m, k, c, the step and the velocity. Error, relative to the step
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
    /// e = x − to in natural units: time `t·2^(−b)`, size `e·2^p`.
    @usableFromInline let solution: Solution
    /// b: one natural time unit is 2^b seconds.
    @usableFromInline let timeExponent: Int
    /// p: one unit of x is 2^p natural size units.
    @usableFromInline let sizeExponent: Int

    /// The exact response of `spring` performing `motion`.
    public init(spring: Spring, motion: Motion = .unitStep) {
        self.spring = spring
        self.motion = motion
        let units = NaturalUnits(spring)
        let b = units.timeExponent
        // e0 = from − to exactly as a double-double (its low part refines the coefficients).
        let e0 = ExtendedDouble.sum(motion.from, -motion.to)
        let v0 = motion.absoluteVelocity
        var largest = Int.min
        if e0.high != 0 { largest = e0.high.exponent }
        if v0 != 0 { largest = Swift.max(largest, v0.exponent + b) }
        let p = largest == Int.min ? 0 : -largest
        timeExponent = b
        sizeExponent = p
        solution = Solution(mode: DampedMode(units),
                            start: e0.high.timesPowerOfTwo(p),
                            slope: v0.timesPowerOfTwo(b + p),
                            startLow: e0.low.timesPowerOfTwo(p))
    }

    // MARK: Units

    /// Natural time of a time in seconds.
    @inlinable @inline(__always)
    func naturalTime(_ seconds: Double) -> Double { seconds.timesPowerOfTwo(-timeExponent) }

    /// Seconds of a natural time.
    @inlinable @inline(__always)
    func seconds(_ natural: Double) -> Double { natural.timesPowerOfTwo(timeExponent) }

    /// Natural size of a distance in units of x.
    @inlinable @inline(__always)
    func naturalSize(_ distance: Double) -> Double { distance.timesPowerOfTwo(sizeExponent) }

    /// Distance in units of x of a natural size.
    @inlinable @inline(__always)
    func distance(_ natural: Double) -> Double { natural.timesPowerOfTwo(-sizeExponent) }

    /// Natural speed (size per natural time) of a speed in units of x per second.
    @inlinable @inline(__always)
    func naturalSpeed(_ speed: Double) -> Double { speed.timesPowerOfTwo(sizeExponent + timeExponent) }

    /// (x − to, x') at `time` seconds, in units of x and x per second.
    @inlinable @inline(__always)
    func errorState(at time: Double) -> (value: Double, slope: Double) {
        let (e, v) = solution.valueAndSlope(naturalTime(time))
        return (distance(e), v.timesPowerOfTwo(-sizeExponent - timeExponent))
    }

    // MARK: Evaluation

    /// The position x(t).
    @inlinable
    public func position(at time: Double) -> Double {
        motion.to + distance(solution.value(naturalTime(time)))
    }

    /// The velocity x'(t), in units of x per second.
    @inlinable
    public func velocity(at time: Double) -> Double {
        solution.derivative.value(naturalTime(time)).timesPowerOfTwo(-sizeExponent - timeExponent)
    }

    /// The acceleration x''(t), in units of x per second².
    @inlinable
    public func acceleration(at time: Double) -> Double {
        solution.derivative.derivative.value(naturalTime(time)).timesPowerOfTwo(-sizeExponent - 2 * timeExponent)
    }

    /// Position and velocity at `time` from a single kernel evaluation.
    @inlinable
    public func state(at time: Double) -> SpringState {
        let (e, v) = errorState(at: time)
        return SpringState(position: motion.to + e, velocity: v)
    }
}

/// Position and velocity of a spring at one instant.
public struct SpringState: Sendable, Hashable {
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

#if !hasFeature(Embedded)
extension SpringState: Codable {}
#endif
