import SpringKit

/// A step-response metric a fit can target, named by its ``MetricKey``.
enum FitMetric: Sendable, CaseIterable, CustomStringConvertible {
    case settlingTime, overshootPercent, peakTime, riseTime

    /// Its key in reports.
    var key: MetricKey {
        switch self {
        case .settlingTime: .settlingTime
        case .overshootPercent: .overshootPercent
        case .peakTime: .peakTime
        case .riseTime: .riseTime
        }
    }

    /// The key (`settlingTime`), as messages name it.
    var description: String { key.key }

    var isTime: Bool { self != .overshootPercent }

    /// The metric as ``FitError`` names a target of it.
    var input: FitInput {
        switch self {
        case .settlingTime: return .settlingTime
        case .overshootPercent: return .overshootPercent
        case .peakTime: return .peakTime
        case .riseTime: return .riseTime
        }
    }

    func value(_ response: SpringResponse, band: Double) -> Double? {
        switch self {
        case .settlingTime: return (try? response.settlingTime(band: SettlingBand.fraction(band))) ?? nil
        case .overshootPercent: return response.overshootPercent
        case .peakTime: return response.peak?.time
        case .riseTime: return response.riseTime
        }
    }

    /// The relative residual used to judge and report a target (absolute /100 for a 0 % overshoot).
    ///
    /// A positive overshoot target below ``smallestRelativePercent`` is judged against that
    /// instead of itself: percentages are accurate to ≈ 1e-13 % absolute (docs/physics.md), so
    /// the 1e-9 a met target allows is then 1e-13 % absolute (the overshoot of a 5e-324 % target
    /// is a peak of 5e-326 of the step, which underflows to 0 in doubles, and that is met).
    static func relativeError(_ achieved: Double?, _ target: Double, percent: Bool) -> Double {
        guard let achieved, achieved.isFinite else { return .infinity }
        let scale = target == 0 ? (percent ? 100 : 1) : percent ? max(target.magnitude, smallestRelativePercent) : target.magnitude
        return (achieved - target).magnitude / scale
    }

    /// The overshoot (in %) below which a target's residual is absolute: 1e-4 %, where a relative
    /// 1e-9 reaches the 1e-13 % absolute accuracy of percentages.
    static let smallestRelativePercent = 1e-4
}
