import ArgumentParser

/// The help of the single-spring flags, as one command words them.
protocol SpringFlagHelp {
    static var mass: String { get }
    static var stiffness: String { get }
    static var damping: String { get }
    static var velocity: String { get }
    static var from: String { get }
    static var to: String { get }
}

/// `--mass --stiffness --damping --velocity --from --to`: one spring's values given one by one,
/// declared once for every command that takes them (each words their help, ``SpringFlagHelp``).
struct SpringFlags<Help: SpringFlagHelp>: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp(Help.mass, valueName: "m"), transform: NumberArgument.finite)
    var mass: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp(Help.stiffness, valueName: "k"), transform: NumberArgument.finite)
    var stiffness: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp(Help.damping, valueName: "c"), transform: NumberArgument.finite)
    var damping: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp(Help.velocity, valueName: "v0"), transform: NumberArgument.finite)
    var velocity: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp(Help.from, valueName: "x0"), transform: NumberArgument.finite)
    var from: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp(Help.to, valueName: "x1"), transform: NumberArgument.finite)
    var to: Double?

    /// Whether any of them was given.
    var isGiven: Bool { [mass, stiffness, damping, velocity, from, to].contains { $0 != nil } }
}
