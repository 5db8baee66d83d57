import RealModule
import SpringKit

extension CurveFitter {
    /// `chosen` with its free values rounded to the fewest significant digits (1 to 15) that
    /// fit as well: an exact answer found to rounding (k = 49.000000000000135) is reported as
    /// what it is (k = 49). Accepted only when the RMS residual (the objective) grows by at
    /// most 1e-9 relative, or stays within 1e-13 of the scale, so a least-squares answer keeps
    /// all the digits it needs.
    func shortestDecimals(_ chosen: SpringParameters, in problem: FitProblem) -> SpringParameters {
        guard let current = problem.residuals(chosen, indices: nil) else { return chosen }
        let tolerance = max(FitProblem.rootMeanSquare(current) * (1 + 1e-9), 1e-13 * problem.scale)
        for digits in 1...15 {
            var snapped = chosen
            for key in free { snapped[key] = chosen[key].map { Self.rounded($0, significantDigits: digits) } }
            if let r = problem.residuals(snapped, indices: nil), FitProblem.rootMeanSquare(r) <= tolerance {
                return snapped
            }
        }
        return chosen
    }

    /// `value` rounded to `digits` significant decimal digits (the nearest double to that decimal).
    static func rounded(_ value: Double, significantDigits digits: Int) -> Double {
        guard value != 0, value.isFinite else { return value }
        let exponent = Int(Double.log10(value.magnitude).rounded(.down)) - (digits - 1)
        // Scale by an exact power of ten in the direction that keeps the integer exact.
        if exponent >= 0 {
            let scale = Double.pow(10, Double(exponent))
            return (value / scale).rounded() * scale
        }
        let scale = Double.pow(10, Double(-exponent))
        let result = (value * scale).rounded() / scale
        return result.isFinite ? result : value
    }
}
