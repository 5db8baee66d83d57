import SpringKit

/// A step-response metric a fit can target.
enum FitMetric: String, Sendable {
    case settlingTime, overshootPercent, peakTime, riseTime

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
    static func relativeError(_ achieved: Double?, _ target: Double, percent: Bool) -> Double {
        guard let achieved, achieved.isFinite else { return .infinity }
        let scale = target == 0 ? (percent ? 100 : 1) : target.magnitude
        return (achieved - target).magnitude / scale
    }
}
