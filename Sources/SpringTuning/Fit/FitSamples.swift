import SpringKit

/// A curve to fit: values at strictly increasing times (seconds), each with a weight in the
/// least-squares objective.
public struct FitSamples: Sendable, Hashable {
    /// The times, strictly increasing.
    public let times: [Double]
    /// The value at each time.
    public let values: [Double]
    /// The weight of each sample in the objective Σ wᵢ·rᵢ² (≥ 0); `nil` means all equal.
    /// Keyframe curves carry quadrature weights (seconds), so that the objective is the
    /// integral of the squared residual over time; a weight of 0 marks a point that counts
    /// only for the reported largest residual.
    public let weights: [Double]?
    /// The velocity at each time (units of x per second), when the data has it (a `v` column).
    public let velocities: [Double]?
    /// The file the samples were read from, if any: problems with their contents are then
    /// ``FitError/Kind/data`` errors naming it.
    public let path: String?

    /// The largest magnitude a value may have: squared residuals over millions of samples
    /// stay finite.
    public static let valueLimit = 1e150

    /// Creates validated samples.
    /// - Throws: ``FitError`` for fewer than two samples, unequal lengths, non-finite values
    ///   or times that do not increase strictly, or a negative or non-finite weight.
    public init(times: [Double], values: [Double], weights: [Double]? = nil) throws(FitError) {
        guard times.count == values.count else {
            throw FitError.invalid(.samples, value: nil, reason: "\(times.count) times but \(values.count) values")
        }
        guard times.count >= 2 else { throw FitError.invalid(.samples, value: nil, reason: "need at least two") }
        for (t, x) in zip(times, values) where !(t.isFinite && x.isFinite) {
            throw FitError.invalid(.sample, value: "\(t),\(x)", reason: "must be finite")
        }
        for (a, b) in zip(times, times.dropFirst()) where !(b > a) {
            throw FitError.invalid(.samples, value: nil, reason: "times must increase strictly (\(b) follows \(a))")
        }
        if let weights {
            guard weights.count == times.count else {
                throw FitError.invalid(.samples, value: nil, reason: "\(times.count) times but \(weights.count) weights")
            }
            for w in weights where !(w.isFinite && w >= 0) {
                throw FitError.invalid(.sampleWeight, value: "\(w)", reason: "must be a finite number ≥ 0")
            }
            guard weights.contains(where: { $0 > 0 }) else { throw FitError.invalid(.samples, value: nil, reason: "every weight is 0") }
        }
        self.init(uncheckedTimes: times, values: values, weights: weights)
    }

    init(uncheckedTimes times: [Double], values: [Double], weights: [Double]? = nil,
         velocities: [Double]? = nil, path: String? = nil) {
        self.times = times
        self.values = values
        self.weights = weights
        self.velocities = velocities
        self.path = path
    }
}
