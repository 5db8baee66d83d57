import RealModule

/// One solution `e(t)` of a spring's homogeneous equation, fixed by `e(0)` and `e'(0)`.
///
/// SpringKit measures a motion in its error coordinate `e = x − to`. The
/// velocity and the acceleration satisfy the same equation, so they are
/// `Solution`s too (``derivative``): extrema, crossings and last exits are
/// computed by the same closed forms and root-finders for all three.
@usableFromInline
struct Solution: Sendable, Hashable {
    @usableFromInline let mode: DampedMode
    /// e(0).
    @usableFromInline let start: Double
    /// e'(0).
    @usableFromInline let slope: Double

    @inlinable
    init(mode: DampedMode, start: Double, slope: Double) {
        self.mode = mode
        self.start = start
        self.slope = slope
    }

    /// e(t).
    @inlinable @inline(__always)
    func value(_ t: Double) -> Double {
        let k = mode.kernel(t)
        return start * k.p + slope * k.s
    }

    /// (e(t), e'(t)) from one kernel evaluation.
    @inlinable @inline(__always)
    func valueAndSlope(_ t: Double) -> (value: Double, slope: Double) {
        let k = mode.kernel(t)
        let a0 = mode.derivativeStart(start, slope)
        return (start * k.p + slope * k.s, slope * k.p + a0 * k.s)
    }

    /// The solution's derivative `e'(t)`, itself a solution.
    @inlinable
    var derivative: Solution {
        Solution(mode: mode, start: slope, slope: mode.derivativeStart(start, slope))
    }

    /// Whether the solution is identically zero.
    @inlinable var isZero: Bool { start == 0 && slope == 0 }

    // MARK: Zeros

    /// The phase ωd·t ∈ (0, π] of the first zero after t = 0 (oscillating modes).
    ///
    /// e(t) ∝ sin(ωd·t + φ) with φ = atan2(e0·ωd, u0 + λ·e0), so its zeros are
    /// ωd·t = nπ − φ; they repeat every π / ωd.
    @usableFromInline
    func firstZeroPhase() -> Double {
        let phi = Double.atan2(y: start * mode.frequency, x: slope + mode.decay * start)
        var theta = phi < 0 ? -phi : .pi - phi
        if !(theta > 0) { theta = .pi }
        return theta
    }

    /// The time of the n-th zero (n = 0, 1, …) of an oscillating solution.
    @inlinable
    func oscillatingZero(_ n: Double, firstPhase: Double) -> Double {
        (firstPhase + n * .pi) / mode.frequency
    }

    /// The only zero t > 0 of a critically or overdamped solution, if it has one.
    ///
    /// e(t) = e^(−r1·t)·(e0 + (u0 + r1·e0)·q(t)) and q rises from 0 to 1/(2ωo),
    /// so the zero is at q(t) = Q = −e0 / (u0 + r1·e0):
    /// t = −log1p(−2ωo·Q) / (2ωo), or Q when ωo = 0.
    @usableFromInline
    func realZero() -> Double? {
        let denominator = slope + mode.slowRate * start
        guard denominator != 0 else { return nil }
        let target = -start / denominator
        guard target > 0, target.isFinite else { return nil }
        let w = mode.frequency
        if w == 0 { return target }
        let x = 2 * w * target
        guard x < 1 else { return nil }
        let t = -Double.log(onePlus: -x) / (2 * w)
        return t > 0 && t.isFinite ? t : nil
    }
}
