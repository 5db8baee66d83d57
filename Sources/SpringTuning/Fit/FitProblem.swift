import SpringKit

/// A curve fit set up to compute: the curve shifted to start at time 0, the sample subsets the
/// search uses, the residual weights, and the model (the family and the values that are not
/// fitted). Built by ``CurveFitter`` once its settings and curve are checked.
struct FitProblem {
    /// The family fitted.
    let family: SpringFamily
    /// The motion's start value.
    let from: Double
    /// The values used for the parameters that are not free: the fixed family values, and
    /// `mass`, `velocity` and `to`.
    let base: SpringParameters
    /// The absolute initial velocity kept whatever the fitted target (when velocity is not free).
    let fixedAbsoluteVelocity: Double?
    /// Sample times, shifted so the first is 0.
    let times: [Double]
    /// Sample values.
    let values: [Double]
    /// Each residual's factor √(wᵢ·N/Σw), so that Σ r̃ᵢ²/N is the weighted mean square;
    /// `nil` for equal weights (the factor is 1).
    let factors: [Double]?
    /// About 200 evenly strided samples, for scoring the start grid.
    let coarse: [Int]
    /// With more than ``subsetLimit`` samples, an evenly spread subset the searches run on
    /// (the answer is then refined on all); `nil` otherwise.
    let subset: [Int]?
    /// The length of the curve in seconds (at least 1e-6): it sets the start grid's frequencies.
    let window: Double
    /// The size of the step, |to − from|: the scale of exactness thresholds.
    let scale: Double

    /// The most samples a search runs on.
    static let subsetLimit = 20_000

    init(family: SpringFamily, from: Double, base: SpringParameters, fixedAbsoluteVelocity: Double?, samples: FitSamples) {
        self.family = family
        self.from = from
        self.base = base
        self.fixedAbsoluteVelocity = fixedAbsoluteVelocity
        let t0 = samples.times[0]
        let times = samples.times.map { $0 - t0 }
        self.times = times
        values = samples.values
        let stride = max(1, times.count / 200)
        coarse = Swift.stride(from: 0, to: times.count, by: stride).map { $0 }
        let limit = Self.subsetLimit
        subset = times.count > limit
            ? (0..<limit).map { Int((Double($0) * Double(times.count - 1) / Double(limit - 1)).rounded()) }
            : nil
        factors = samples.weights.map { weights in
            let totalWeight = weights.reduce(0, +)
            return weights.map { ($0 * Double(weights.count) / totalWeight).squareRoot() }
        }
        window = max(times.last ?? 1, 1e-6)
        scale = ((base[.to] ?? 1) - from).magnitude
    }

    /// The spring and motion of a full parameter set, `nil` when they are not valid; a key
    /// read in whole units (``SpringKit/FamilyParameter/step``) at any value in its range
    /// (``SpringKit/SpringFamily/continuousSpring(_:mass:)``), so the search is continuous and
    /// ``CurveFitter/settleOnSteps(_:in:coordinates:)`` puts it on a step.
    func setup(_ parameters: SpringParameters) -> (Spring, Motion)? {
        let mass = parameters[.mass] ?? base[.mass] ?? 1
        let target = parameters[.to] ?? base[.to] ?? 1
        guard target != from, let spring = try? family.continuousSpring(parameters, mass: mass) else { return nil }
        let motion = fixedAbsoluteVelocity.map { try? Motion(from: from, to: target, absoluteVelocity: $0) }
            ?? (try? Motion(from: from, to: target, initialVelocity: parameters[.velocity] ?? base[.velocity] ?? 0))
        guard let motion else { return nil }
        return (spring, motion)
    }

    /// The weighted residuals of a full parameter set at the samples `indices` (all when
    /// `nil`); `nil` when the parameters make no valid spring or a residual is not finite.
    func residuals(_ parameters: SpringParameters, indices: [Int]?) -> [Double]? {
        guard let (spring, motion) = setup(parameters) else { return nil }
        let response = SpringResponse(spring: spring, motion: motion)
        var out: [Double] = []
        if let indices {
            out.reserveCapacity(indices.count)
            for i in indices { out.append((response.position(at: times[i]) - values[i]) * (factors?[i] ?? 1)) }
        } else {
            out.reserveCapacity(times.count)
            for i in times.indices { out.append((response.position(at: times[i]) - values[i]) * (factors?[i] ?? 1)) }
        }
        return out.allSatisfy { $0.isFinite } ? out : nil
    }

    /// √(Σ rᵢ² / N): with the scaled residuals, the weighted RMS.
    static func rootMeanSquare(_ r: [Double]) -> Double {
        (r.reduce(0) { $0 + $1 * $1 } / Double(max(r.count, 1))).squareRoot()
    }
}
