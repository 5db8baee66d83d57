/// The exact one-step map of a spring on a uniform grid: `Φ = e^(A·h)` for the state
/// `(e, v) = (x − to, x')`, so that `(e, v)(t + h) = Φ·(e, v)(t)` for every t.
///
/// Computed once from the exact solution: its columns are the states at time h that start
/// from (1, 0) and from (0, 1). In kernel form (see `DampedMode`),
/// `Φ = [[p(h), s(h)], [−ω0²·s(h), p(h) − 2λ·s(h)]]`.
///
/// Accuracy: each entry to a few ulps. Applying Φ n times accumulates about n ulps of
/// rounding (relative to the state's size), which is why ``SpringResponse`` grid sampling
/// re-anchors to the direct formula periodically. Cost: construction one `exp` and one
/// `sin`/`cos` pair; each application 4 multiplies and 2 adds.
public struct StateTransition: Sendable, Hashable {
    /// The step h in seconds.
    public let step: Double
    /// Φ₁₁ = ∂e(h)/∂e(0).
    public let ee: Double
    /// Φ₁₂ = ∂e(h)/∂v(0).
    public let ev: Double
    /// Φ₂₁ = ∂v(h)/∂e(0).
    public let ve: Double
    /// Φ₂₂ = ∂v(h)/∂v(0).
    public let vv: Double

    /// The transition of `spring` over `step` seconds.
    public init(spring: Spring, step: Double) {
        // In natural units (time 2^b s): the state (1, 0) and the state (0, 1 x/s), whose
        // natural slope is 2^b, evolved over the natural step; velocities back in x/s.
        let units = NaturalUnits(spring)
        let mode = DampedMode(units)
        let b = units.timeExponent
        let h = step.timesPowerOfTwo(-b)
        let first = Solution(mode: mode, start: 1, slope: 0).valueAndSlope(h)
        let second = Solution(mode: mode, start: 0, slope: Double.powerOfTwo(b)).valueAndSlope(h)
        self.step = step
        ee = first.value; ve = first.slope.timesPowerOfTwo(-b)
        ev = second.value; vv = second.slope.timesPowerOfTwo(-b)
    }

    /// `Φ·(e, v)`.
    @inlinable
    public func apply(_ e: Double, _ v: Double) -> (e: Double, v: Double) {
        (ee * e + ev * v, ve * e + vv * v)
    }
}
