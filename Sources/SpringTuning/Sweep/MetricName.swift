import SpringKit

/// A metric a sweep can compute for each point (docs/physics.md), named by its ``MetricKey``.
///
/// The raw value is the column name, the key `springtune metrics` uses (``key``).
public enum MetricName: Sendable, Hashable, CaseIterable, CustomStringConvertible, RawRepresentable {
    /// The last exit from the settling band, in s; null if it never settles.
    case settlingTime
    /// The largest excursion past the target, in % of the step.
    case overshootPercent
    /// The largest excursion behind the start, in % of the step.
    case undershootPercent
    /// Time of the largest excursion past the target, in s.
    case peakTime
    /// Position at ``peakTime``.
    case peakValue
    /// First crossing of 90 % of the step minus first crossing of 10 %, in s.
    case riseTime
    /// Settling time against a band relative to the largest error, in s.
    case transientTime
    /// Crossings of the target before the settling time.
    case bounces
    /// When the spring is at rest for good under rest thresholds, in s.
    case restTime
    /// ζ = c / (2√(k·m)).
    case dampingRatio
    /// ω0 = √(k/m), in rad/s.
    case naturalFrequency

    /// Its key, unit and label in every report.
    public var key: MetricKey {
        switch self {
        case .settlingTime: .settlingTime
        case .overshootPercent: .overshootPercent
        case .undershootPercent: .undershootPercent
        case .peakTime: .peakTime
        case .peakValue: .peakValue
        case .riseTime: .riseTime
        case .transientTime: .transientTime
        case .bounces: .bounces
        case .restTime: .restTime
        case .dampingRatio: .dampingRatio
        case .naturalFrequency: .naturalFrequency
        }
    }

    /// The column name (``MetricKey/key``).
    public var rawValue: String { key.key }

    /// The metric whose column name is `rawValue` (case-sensitive), if any.
    public init?(rawValue: String) {
        guard let metric = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = metric
    }

    /// The column name.
    public var description: String { rawValue }

    /// Whether the metric needs rest thresholds.
    public var needsRestThresholds: Bool { self == .restTime }

    /// The names, for messages.
    public static var allowedList: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// Parses one metric name (case-sensitive).
    /// - Throws: ``SpringError`` listing the metrics.
    public static func parse(_ text: String) throws(SpringError) -> MetricName {
        guard let metric = MetricName(rawValue: text) else {
            throw SpringError(parameter: "metric", value: "'\(text)'", allowed: "one of \(allowedList)")
        }
        return metric
    }

    /// Parses a comma-separated list (`settlingTime,overshootPercent`), each at most once.
    /// - Throws: ``SpringError`` for an unknown or repeated name or an empty item.
    public static func parseList(_ text: String) throws(SpringError) -> [MetricName] {
        var metrics: [MetricName] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard !item.isEmpty else {
                throw SpringError(parameter: "metrics", value: "'\(text)'", allowed: "names separated by single commas (\(allowedList))")
            }
            let metric = try parse(String(item))
            guard !metrics.contains(metric) else {
                throw SpringError(parameter: "metrics", value: "'\(text)'", allowed: "each metric at most once (\(metric) is repeated)")
            }
            metrics.append(metric)
        }
        return metrics
    }

    /// The values of `metrics` for `response`, in order, computing only those asked
    /// (and what they share once). `nil` where a metric does not exist.
    ///
    /// The transient band is `band`'s fraction when relative, else 0.02, as in
    /// ``SpringResponse/metrics(band:rest:)``. A relative band on a motion without
    /// a step gives `nil` settling time and bounces.
    public static func values(of metrics: [MetricName], for response: SpringResponse,
                              band: SettlingBand, rest: RestThresholds?) -> [Double?] {
        var values: [Double?] = []
        values.reserveCapacity(metrics.count)
        append(metrics, for: response, band: band, rest: rest, to: &values)
        return values
    }

    /// Appends the values of `metrics` for `response` to `values` (see ``values(of:for:band:rest:)``).
    public static func append(_ metrics: [MetricName], for response: SpringResponse,
                              band: SettlingBand, rest: RestThresholds?, to values: inout [Double?]) {
        var settling: Double?? = nil
        var peak: (time: Double, value: Double)?? = nil
        for metric in metrics {
            let value: Double?
            switch metric {
            case .settlingTime, .bounces:
                if settling == nil { settling = .some((try? response.settlingTime(band: band)) ?? nil) }
                let time = settling ?? nil
                value = metric == .settlingTime ? time : time.map { Double(response.targetCrossings(before: $0)) }
            case .overshootPercent: value = response.overshootPercent
            case .undershootPercent: value = response.undershootPercent
            case .peakTime, .peakValue:
                if peak == nil { peak = .some(response.peak) }
                let found = peak ?? nil
                value = metric == .peakTime ? found?.time : found?.value
            case .riseTime: value = response.riseTime
            case .transientTime:
                if let fraction = band.fractionOfStep {
                    value = response.transientTime(fraction: fraction)
                } else {
                    value = response.transientTime(fraction: 0.02)
                }
            case .restTime: value = rest.flatMap { response.restTime($0) }
            case .dampingRatio: value = response.spring.dampingRatio
            case .naturalFrequency: value = response.spring.naturalFrequency
            }
            values.append(value)
        }
    }

    /// This metric's value in already computed `metrics` of `spring` (``MetricKey/value(in:of:)``).
    public func value(in metrics: SpringMetrics, spring: Spring) -> Double? {
        key.value(in: metrics, of: spring)
    }
}
