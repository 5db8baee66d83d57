import SpringKit

/// Step-response targets for a fit: any two of settling time, overshoot, peak time and rise
/// time, or one of them under a ``FitConstraint``.
public struct FitTargets: Sendable, Hashable {
    /// Settling time in seconds (> 0), for the band ``band``.
    public var settlingTime: Double?
    /// Overshoot in % of the step (≥ 0).
    public var overshootPercent: Double?
    /// Time of the largest excursion past the target, in seconds (> 0).
    public var peakTime: Double?
    /// 10 %–90 % rise time in seconds (> 0).
    public var riseTime: Double?
    /// The settling band as a fraction of the step (default 0.02).
    public var band: Double

    /// Creates targets.
    public init(settlingTime: Double? = nil, overshootPercent: Double? = nil, peakTime: Double? = nil,
                riseTime: Double? = nil, band: Double = 0.02) {
        self.settlingTime = settlingTime
        self.overshootPercent = overshootPercent
        self.peakTime = peakTime
        self.riseTime = riseTime
        self.band = band
    }

    /// The metrics a fit can target, in the order a fit's report lists them (settling time,
    /// overshoot, peak time, rise time).
    public static let metrics: [MetricKey] = FitMetric.allCases.map { $0.key }

    /// How many targets are given.
    public var count: Int { list.count }

    /// The targets given, as (metric, value) in a fixed order.
    var list: [(metric: FitMetric, value: Double)] {
        var out: [(metric: FitMetric, value: Double)] = []
        if let settlingTime { out.append((.settlingTime, settlingTime)) }
        if let overshootPercent { out.append((.overshootPercent, overshootPercent)) }
        if let peakTime { out.append((.peakTime, peakTime)) }
        if let riseTime { out.append((.riseTime, riseTime)) }
        return out
    }
}
