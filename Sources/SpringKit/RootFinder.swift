/// Bracketed root-finding for the smooth, monotone segments SpringKit isolates.
enum RootFinder {
    /// The root of `f` in `[lower, upper]`, where `f(lower)` and `f(upper)` differ
    /// in sign (or one is zero), by Newton's method safeguarded with bisection.
    ///
    /// `f` returns the value and the derivative. Each Newton step that would leave
    /// the current bracket, or that fails to halve it within two steps, is replaced
    /// by a bisection step (``bisectionPoint(_:_:)``: it halves the number of doubles in
    /// the bracket, so a root far smaller than the bracket, such as the first arrival of a
    /// strong push at 1e-300 of the time scale, is reached in a few dozen steps, not the
    /// ~1000 halvings an arithmetic midpoint needs), so convergence is guaranteed and
    /// quadratic near a simple root. Stops when the bracket or the step is within a few ulps
    /// of the root (relative accuracy ≈ 1e-15), or the function is exactly zero.
    /// Cost: typically 3–6 evaluations from a good start; at most ~130.
    /// `start`, when given and inside `[lower, upper]`, is the first iterate (else the midpoint):
    /// a close estimate of the root saves evaluations and changes nothing else.
    static func newtonBracketed(
        _ f: (Double) -> (Double, Double),
        lower: Double, upper: Double, fLower: Double, start: Double? = nil
    ) -> Double {
        var lo = lower, hi = upper
        // Orient so that f(lo) < 0 < f(hi).
        let increasing = fLower < 0
        var x = 0.5 * (lo + hi)
        if let start, start >= lo, start <= hi { x = start }
        var lastWidth = hi - lo
        var width = lastWidth
        for _ in 0..<200 {
            let (fx, dfx) = f(x)
            if fx == 0 { return x }
            if (fx < 0) == increasing { lo = x } else { hi = x }
            let step = fx / dfx
            var next = x - step
            let tolerance = 4 * Double.ulpOfOne * Swift.max(x.magnitude, Double.leastNormalMagnitude)
            // Converged: the Newton step is within a few ulps. Tested before the bracket test,
            // which such a step fails whenever x has just become an end of the bracket (the
            // step then rounds to x itself), and which would otherwise fall back to bisecting
            // the whole remaining bracket (≈ 40 more evaluations) for the same root.
            if step.magnitude <= tolerance {
                return next > lo && next < hi ? next : x
            }
            if !(next > lo && next < hi) || step.magnitude * 2 > lastWidth {
                lastWidth = width
                next = bisectionPoint(lo, hi)
                width = hi - lo
            } else {
                lastWidth = width
                width = step.magnitude
            }
            if (next - x).magnitude <= tolerance || hi - lo <= tolerance {
                return next
            }
            x = next
        }
        return x
    }

    /// The bisection point of `[lo, hi]`: the arithmetic midpoint when the ends are within a
    /// factor 4 of each other (same sign), else the midpoint of their bit patterns, which for
    /// ends of one sign is about their geometric mean (from 0: about √(hi·4.9e-324)).
    ///
    /// Halving the count of doubles between the ends bounds the bisections to 64 whatever
    /// the bracket's scale; an arithmetic midpoint needs log₂(hi/root) of them, over 1000 for
    /// a root at 1e-300 of the bracket. Cost: a few integer operations.
    static func bisectionPoint(_ lo: Double, _ hi: Double) -> Double {
        let arithmetic = lo + 0.5 * (hi - lo)
        if lo >= 0, hi > 4 * lo {
            let a = lo == 0 ? 0 : lo.bitPattern, b = hi.bitPattern
            let mid = Double(bitPattern: a / 2 + b / 2 + (a & b & 1))
            return mid > lo && mid < hi ? mid : arithmetic
        }
        if hi <= 0, lo < 4 * hi {
            return -bisectionPoint(-hi, -lo)
        }
        return arithmetic
    }
}
