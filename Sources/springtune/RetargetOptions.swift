import ArgumentParser
import SpringKit

/// `--retarget T:VALUE` (repeatable): the target changes to VALUE at T seconds, in flight.
struct RetargetOptions: ParsableArguments {
    @Option(name: .customLong("retarget"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("At T seconds the target becomes VALUE; position and velocity carry over (repeatable, T increasing and > 0). Drawn and measured exactly.",
                               valueName: "T:VALUE"))
    var texts: [String] = []

    /// The retargets, in the order given.
    func retargets() throws -> [RetargetedResponse.Retarget] {
        try texts.map { text in
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let time = DecimalNumber.parse(parts[0]), let target = DecimalNumber.parse(parts[1]) else {
                throw CommandFailure.usage("invalid --retarget '\(text)': must be T:VALUE with finite decimal numbers (such as 0.2:0.5)")
            }
            return RetargetedResponse.Retarget(time: time, target: target)
        }
    }

    /// Refuses a solver other than the exact solution with retargets: engines' retarget
    /// rules are not modelled.
    func checkDrawn(by solver: Solver) throws {
        if !texts.isEmpty && solver != .exact {
            throw CommandFailure.usage("--retarget is drawn exactly: \(solver.rawValue) is not (use --solver exact, or a spring not tuned under an engine)")
        }
    }
}
