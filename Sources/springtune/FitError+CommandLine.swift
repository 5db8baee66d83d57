import SpringTuning

extension FitError {
    /// The options of `fit` (and `plot`'s keyframe overlay) that give each ``FitInput``.
    static let optionNames: [FitInput: String] = [
        .mass: "--mass", .velocity: "--velocity", .band: "--band",
        .settlingTime: "--settling-time", .overshootPercent: "--overshoot", .peakTime: "--peak-time", .riseTime: "--rise-time",
        .constraint: "--constraint", .family: "--family", .free: "--free", .freeParameter: "--free parameter",
        .timingCount: "--timing count",
    ]

    /// The message as the command line says it: the library's names of values replaced by the
    /// options that give them (`invalid --mass 0: …`).
    var commandLineDescription: String {
        switch self {
        case .invalid:
            return description { Self.optionNames[$0] ?? $0.name }
        case .targetCount(let given, let constraint?):
            return "with --constraint \(constraint) give exactly one target (it leaves one parameter free); got \(given)"
        case .targetCount(let given, nil):
            return "give exactly two targets (of --settling-time, --overshoot, --peak-time, --rise-time), or one with --constraint; got \(given)"
        case .peakWithoutOvershoot:
            return "--peak-time needs a positive --overshoot (without overshoot there is no peak)"
        case .missingFixedValue(let parameter):
            return "--free leaves \(parameter) fixed: give its value (e.g. --\(parameter) NUMBER)"
        case .badData:
            return description
        }
    }
}
