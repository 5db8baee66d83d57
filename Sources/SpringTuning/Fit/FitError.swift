import SpringKit

/// Why a fit could not be set up: a value given by the caller that is not allowed, targets that
/// do not pin down one spring, or bad contents of a data file.
///
/// Messages name the value and what is allowed in the library's own words (`invalid mass 0:
/// must be a finite number > 0`), never a command-line flag; a command maps ``FitInput`` to its
/// own option names.
public enum FitError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `input` (its `value` as given, when there is one) is not allowed: `reason` says what is.
    case invalid(FitInput, value: String?, reason: String)
    /// Not exactly two targets, or not exactly one with a constraint (`constraint`, as written).
    case targetCount(given: Int, constraint: String?)
    /// A peak-time target without a positive overshoot target: without overshoot there is no peak.
    case peakWithoutOvershoot
    /// `parameter` is neither free nor given a value.
    case missingFixedValue(parameter: SpringParameter)
    /// A data file's contents are bad at `location` (`path:line`, or `path`).
    case badData(location: String, reason: String)

    /// Whether the failure is in an input's contents (a data file) rather than a value given.
    public var isDataError: Bool {
        if case .badData = self { return true }
        return false
    }

    /// One line naming the bad value and what is allowed.
    public var description: String { description(naming: { $0.name }) }

    /// The line with each input called what `name` says (a command's option for it, say).
    public func description(naming name: (FitInput) -> String) -> String {
        switch self {
        case .invalid(let input, let value, let reason):
            return "invalid \(name(input))\(value.map { " " + $0 } ?? ""): \(reason)"
        case .targetCount(let given, let constraint?):
            return "with \(name(.constraint)) \(constraint) give exactly one target (it leaves one parameter free); got \(given)"
        case .targetCount(let given, nil):
            return "give exactly two targets (of \(name(.settlingTime)), \(name(.overshootPercent)), \(name(.peakTime)), \(name(.riseTime))), or one with \(name(.constraint)); got \(given)"
        case .peakWithoutOvershoot:
            return "\(name(.peakTime)) needs a positive \(name(.overshootPercent)) (without overshoot there is no peak)"
        case .missingFixedValue(let parameter):
            return "\(parameter) is neither among the \(name(.free)) nor given a value: give its value"
        case .badData(let location, let reason):
            return "\(location): \(reason)"
        }
    }
}

/// The values a fit is set up from, as ``FitError`` names them.
public enum FitInput: String, Sendable, Hashable, CaseIterable {
    /// The spring's mass, its initial velocity (normalised or absolute), a target fit's band.
    case mass, velocity, absoluteVelocity, band
    /// A target of a target fit.
    case settlingTime, overshootPercent, peakTime, riseTime
    /// What a fit keeps or frees: a constraint, the family fitted in, the free parameters, a
    /// value kept fixed.
    case constraint, family, free, freeParameter, fixedValue
    /// A keyframe curve's timing functions (named or cubic-bezier) and how many are given.
    case timing, timingCount, cubicBezier, cubicBezierValue
    /// The curve fitted to: keyframes, samples and their weights.
    case keyframes, keyframe, samples, sample, sampleWeight, curve

    /// The words a message uses for it (`settling time`, `free parameter`).
    public var name: String {
        switch self {
        case .mass: return "mass"
        case .velocity: return "velocity"
        case .absoluteVelocity: return "absolute velocity"
        case .band: return "band"
        case .settlingTime: return "settling time"
        case .overshootPercent: return "overshoot"
        case .peakTime: return "peak time"
        case .riseTime: return "rise time"
        case .constraint: return "constraint"
        case .family: return "family"
        case .free: return "free parameters"
        case .freeParameter: return "free parameter"
        case .fixedValue: return "fixed value"
        case .timing: return "timing"
        case .timingCount: return "timing count"
        case .cubicBezier: return "cubic-bezier"
        case .cubicBezierValue: return "cubic-bezier control value"
        case .keyframes: return "keyframes"
        case .keyframe: return "keyframe"
        case .samples: return "samples"
        case .sample: return "sample"
        case .sampleWeight: return "sample weight"
        case .curve: return "curve"
        }
    }
}
