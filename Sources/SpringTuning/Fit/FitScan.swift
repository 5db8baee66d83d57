import RealModule
import SpringKit

/// Scan-and-bracket root finding for functions that may jump (settling time).
///
/// A scan over a log-spaced grid finds every sign change of `f`; each is bisected down to
/// adjacent doubles. If either end of the final bracket has a residual within `tolerance`
/// the bracket holds a root; otherwise it holds a jump across zero.
enum FitScan {
    struct Crossing {
        /// The parameter value returned (the end of the bracket with the smaller residual).
        var x: Double
        /// Its residual.
        var residual: Double
        /// The other end of the final bracket and its residual.
        var otherX: Double
        var otherResidual: Double
        /// Whether the residual is within tolerance (a root) or not (a jump over zero).
        var isRoot: Bool
        /// Whether f is discontinuous there (the two ends of the final bracket differ by
        /// much more than the tolerance).
        var isJump: Bool
    }

    /// Log-spaced grid of `count` points over [lo, hi].
    static func logGrid(_ lo: Double, _ hi: Double, count: Int) -> [Double] {
        let a = Double.log(lo), b = Double.log(hi)
        return (0..<count).map { Double.exp(a + (b - a) * Double($0) / Double(count - 1)) }
    }

    /// Every sign change of `f` over `grid`, bisected to adjacent doubles.
    static func crossings(_ f: (Double) -> Double?, grid: [Double], tolerance: Double,
                          evaluated: inout [(x: Double, residual: Double)]) -> [Crossing] {
        var values: [(Double, Double)] = []
        for x in grid {
            if let r = f(x), r.isFinite {
                values.append((x, r))
                evaluated.append((x, r))
            }
        }
        var result: [Crossing] = []
        for (a, b) in zip(values, values.dropFirst()) {
            if a.1 == 0 {
                result.append(Crossing(x: a.0, residual: 0, otherX: a.0, otherResidual: 0, isRoot: true, isJump: false))
                continue
            }
            guard (a.1 < 0) != (b.1 < 0), b.1 != 0 else { continue }
            result.append(bisect(f, a, b, tolerance: tolerance, evaluated: &evaluated))
        }
        if let last = values.last, last.1 == 0 {
            result.append(Crossing(x: last.0, residual: 0, otherX: last.0, otherResidual: 0, isRoot: true, isJump: false))
        }
        return result
    }

    /// Bisects [a, b] (residuals of opposite signs) to adjacent doubles.
    static func bisect(_ f: (Double) -> Double?, _ a: (Double, Double), _ b: (Double, Double), tolerance: Double,
                       evaluated: inout [(x: Double, residual: Double)]) -> Crossing {
        var lo = a, hi = b
        for _ in 0..<200 {
            // Bisect in log space while the bracket is wide, then arithmetically.
            var mid = lo.0 > 0 && hi.0 > 0 && hi.0 / lo.0 > 1.5 ? (lo.0 * hi.0).squareRoot() : lo.0 + 0.5 * (hi.0 - lo.0)
            if !(mid > min(lo.0, hi.0) && mid < max(lo.0, hi.0)) { mid = lo.0 + 0.5 * (hi.0 - lo.0) }
            if mid == lo.0 || mid == hi.0 { break }
            guard let r = f(mid), r.isFinite else { break }
            evaluated.append((mid, r))
            if r == 0 { return Crossing(x: mid, residual: 0, otherX: mid, otherResidual: 0, isRoot: true, isJump: false) }
            if (r < 0) == (lo.1 < 0) { lo = (mid, r) } else { hi = (mid, r) }
        }
        let (best, other) = lo.1.magnitude <= hi.1.magnitude ? (lo, hi) : (hi, lo)
        let isRoot = best.1.magnitude <= tolerance
        let isJump = other.1.magnitude > 1e3 * tolerance
        return Crossing(x: best.0, residual: best.1, otherX: other.0, otherResidual: other.1, isRoot: isRoot, isJump: isJump)
    }
}
