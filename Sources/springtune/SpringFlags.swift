import ArgumentParser
import SpringRequests

/// The help of the single-spring flags, as one command words them: mass, stiffness, damping,
/// velocity, from and to, in that order.
protocol SpringFlagHelp {
    static var flagHelp: [String] { get }
}

/// `--mass --stiffness --damping --velocity --from --to`: one spring's values given one by one,
/// declared once for every command that takes them (each words their help, ``SpringFlagHelp``).
struct SpringFlags<Help: SpringFlagHelp>: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp(Help.flagHelp[0], valueName: "m"), transform: NumberArgument.finite)
    var mass: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp(Help.flagHelp[1], valueName: "k"), transform: NumberArgument.finite)
    var stiffness: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp(Help.flagHelp[2], valueName: "c"), transform: NumberArgument.finite)
    var damping: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp(Help.flagHelp[3], valueName: "v0"), transform: NumberArgument.finite)
    var velocity: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp(Help.flagHelp[4], valueName: "x0"), transform: NumberArgument.finite)
    var from: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp(Help.flagHelp[5], valueName: "x1"), transform: NumberArgument.finite)
    var to: Double?

    /// The values given.
    var values: SpringValues { SpringValues(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, from: from, to: to) }
}
