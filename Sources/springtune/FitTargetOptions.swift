import ArgumentParser

/// `fit`'s step-response targets: `--settling-time --overshoot --peak-time --rise-time --band
/// --constraint`.
struct FitTargetOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Target settling time in seconds (> 0).", valueName: "s"), transform: NumberArgument.finite)
    var settlingTime: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Target overshoot in % of the step (≥ 0).", valueName: "percent"), transform: NumberArgument.finite)
    var overshoot: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Target peak time in seconds (> 0).", valueName: "s"), transform: NumberArgument.finite)
    var peakTime: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Target 10–90 % rise time in seconds (> 0).", valueName: "s"), transform: NumberArgument.finite)
    var riseTime: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Settling band as a fraction of the step (default 0.02).", valueName: "fraction"),
            transform: NumberArgument.finite)
    var band: Double?
    @Option(help: ArgumentHelp("A constraint leaving one parameter free: damping=stiffness, stiffness=K, damping=C, dampingRatio=Z.",
                               valueName: "relation"))
    var constraint: String?
}
