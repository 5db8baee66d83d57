import RealModule

/// One solution `e(t)` of a spring's homogeneous equation in natural units (see
/// `NaturalUnits` and `DampedMode`), fixed by `e(0)` and `e'(0)`.
///
/// SpringKit measures a motion in its error coordinate `e = x − to`, rescaled by powers of
/// two so that time and size are near 1 (``SpringResponse`` converts). The velocity and the
/// acceleration satisfy the same equation, so they are `Solution`s too (``derivative``):
/// extrema, crossings and last exits are computed by the same closed forms and root-finders
/// for all three.
@usableFromInline
struct Solution: Sendable, Hashable {
    @usableFromInline let mode: DampedMode
    /// e(0).
    @usableFromInline let start: Double
    /// e'(0).
    @usableFromInline let slope: Double
    /// B = e'(0) + λ·e(0) (oscillating) or D1 = e'(0) + r1·e(0) (real regimes).
    @usableFromInline let coefficient: Double
    /// D2 = e'(0) + r2·e(0) (real regimes; 0 when oscillating).
    @usableFromInline let tail: Double

    /// The solution with `e(0) = start + startLow` (`startLow` a rounding remainder, used
    /// only in the coefficients) and `e'(0) = slope`.
    @inlinable
    init(mode: DampedMode, start: Double, slope: Double, startLow: Double = 0) {
        self.mode = mode
        self.start = start
        self.slope = slope
        if mode.oscillates {
            coefficient = mode.decay.fusedMultiplyAdd(start, slope, xLow: startLow)
            tail = 0
        } else {
            coefficient = mode.slowRate.fusedMultiplyAdd(start, slope, xLow: startLow)
            tail = mode.fastRate.fusedMultiplyAdd(start, slope, xLow: startLow)
        }
    }

    @inlinable
    init(mode: DampedMode, start: Double, slope: Double, coefficient: Double, tail: Double) {
        self.mode = mode
        self.start = start
        self.slope = slope
        self.coefficient = coefficient
        self.tail = tail
    }

    /// e(t).
    @inlinable @inline(__always)
    func value(_ t: Double) -> Double {
        if mode.oscillates {
            let w = mode.frequency
            let envelope = mode.decay.high == 0 ? 1 : Double.exp(-mode.decay.high * t)
            let phase = w * t
            return envelope * (start * Double.cos(phase) + coefficient * (Double.sin(phase) / w))
        }
        let w = mode.frequency
        let envelope = Double.exp(-mode.slowRate.high * t)
        let x = 2 * w * t
        if x > 1 {
            return envelope * ((tail - coefficient * Double.exp(-x)) / (2 * w))
        }
        return envelope * (start + coefficient * mode.q(t))
    }

    /// (e(t), e'(t)) from one kernel evaluation.
    @inlinable @inline(__always)
    func valueAndSlope(_ t: Double) -> (value: Double, slope: Double) {
        let d = derivative
        if mode.oscillates {
            let w = mode.frequency
            let envelope = mode.decay.high == 0 ? 1 : Double.exp(-mode.decay.high * t)
            let phase = w * t
            let cosine = Double.cos(phase), sine = Double.sin(phase) / w
            return (envelope * (start * cosine + coefficient * sine),
                    envelope * (d.start * cosine + d.coefficient * sine))
        }
        let w = mode.frequency
        let envelope = Double.exp(-mode.slowRate.high * t)
        let x = 2 * w * t
        if x > 1 {
            let fast = Double.exp(-x)
            return (envelope * ((tail - coefficient * fast) / (2 * w)),
                    envelope * ((d.tail - d.coefficient * fast) / (2 * w)))
        }
        let q = mode.q(t)
        return (envelope * (start + coefficient * q), envelope * (d.start + d.coefficient * q))
    }

    /// The solution's derivative `e'(t)`, itself a solution.
    @inlinable
    var derivative: Solution {
        let lambda = mode.decay.high
        let acceleration = -2 * lambda * slope - mode.omega0Squared * start
        if mode.oscillates {
            return Solution(mode: mode, start: slope, slope: acceleration,
                            coefficient: -(lambda * coefficient + mode.frequencySquared * start), tail: 0)
        }
        return Solution(mode: mode, start: slope, slope: acceleration,
                        coefficient: -mode.fastRate.high * coefficient, tail: -mode.slowRate.high * tail)
    }

    /// Whether the solution is identically zero.
    @inlinable var isZero: Bool { start == 0 && slope == 0 }

    // MARK: Zeros

    /// The phase ωd·t ∈ (0, π] of the first zero after t = 0 (oscillating modes).
    ///
    /// e(t) ∝ e0·cos(ωd t) + B·sin(ωd t)/ωd vanishes where tan(ωd t) = −e0·ωd/B; the zeros
    /// repeat every π/ωd. The phase is taken from one `atan2` with the sign folded into its
    /// arguments, so a phase near 0 (ζ just below 1) keeps its relative accuracy instead of
    /// being formed as π − (a number near π).
    @usableFromInline
    func firstZeroPhase() -> Double {
        let a = start * mode.frequency
        let theta: Double
        if a > 0 {
            theta = Double.atan2(y: a, x: -coefficient)
        } else if a < 0 {
            theta = Double.atan2(y: -a, x: coefficient)
        } else {
            theta = .pi
        }
        return theta > 0 ? theta : .pi
    }

    /// The time of the n-th zero (n = 0, 1, …) of an oscillating solution.
    @inlinable
    func oscillatingZero(_ n: Double, firstPhase: Double) -> Double {
        (firstPhase + n * .pi) / mode.frequency
    }

    /// The only zero t > 0 of a critically or overdamped solution, if it has one.
    ///
    /// e(t) = e^(−r1·t)·(e0 + D1·q(t)) and q rises from 0 to 1/(2ωo), so the zero is at
    /// q(t) = Q = −e0 / D1, which exists when Q > 0 and 1 − 2ωo·Q = D2/D1 > 0. Then
    /// t = −log1p(−2ωo·Q) / (2ωo) while 2ωo·Q ≤ ½, else t = ln(D1/D2) / (2ωo) (no cancellation
    /// as 2ωo·Q → 1); t = Q when ωo = 0.
    @usableFromInline
    func realZero() -> Double? {
        let d1 = coefficient
        guard d1 != 0 else { return nil }
        let target = -start / d1
        guard target > 0, target.isFinite else { return nil }
        let w = mode.frequency
        if w == 0 { return target }
        guard tail != 0, (tail > 0) == (d1 > 0) else { return nil }   // D2/D1 > 0
        let x = 2 * w * target
        let t: Double
        if x <= 0.5 {
            t = -Double.log(onePlus: -x) / (2 * w)
        } else {
            let ratio = d1 / tail                                      // ≥ 2 here
            let logRatio = ratio.isFinite ? Double.log(ratio) : Double.log(d1.magnitude) - Double.log(tail.magnitude)
            t = logRatio / (2 * w)
        }
        return t > 0 && t.isFinite ? t : nil
    }
}
