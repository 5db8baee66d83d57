import ArgumentParser
import SpringKit

/// `--retarget T:VALUE` (repeatable): the target changes to VALUE at T seconds, in flight.
struct RetargetOptions: ParsableArguments {
    @Option(name: .customLong("retarget"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("At T seconds the target becomes VALUE (repeatable, T increasing and > 0). Exact: position and velocity carry over. motion, react-spring, pop, rebound(-js) and android follow their engine's own rule, frame by frame; other solvers refuse it.",
                               valueName: "T:VALUE"))
    var texts: [String] = []

    /// The retargets, in the order given, checked as every solver takes them
    /// (``RetargetedResponse/validate(_:)``: at most ``RetargetedResponse/maximumCount``, times
    /// increasing), before anything is measured or written.
    func retargets() throws -> [RetargetedResponse.Retarget] {
        let retargets = try texts.map { text in
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let time = DecimalNumber.parse(parts[0]), let target = DecimalNumber.parse(parts[1]) else {
                throw CommandFailure.usage("invalid --retarget '\(text)': must be T:VALUE with finite decimal numbers (such as 0.2:0.5)")
            }
            return RetargetedResponse.Retarget(time: time, target: target)
        }
        try RetargetedResponse.validate(retargets)
        return retargets
    }

    /// Refuses a solver that does not follow a change of target in flight (only the exact
    /// solution and the engines whose retarget rule is public do: ``Solver/followsRetargets``).
    func checkDrawn(by solver: Solver) throws {
        if !texts.isEmpty && !solver.followsRetargets {
            let following = Solver.allCases.filter(\.followsRetargets).map(\.rawValue).joined(separator: ", ")
            throw CommandFailure.usage("--retarget is not followed by \(solver.rawValue) (solvers that follow a change of target in flight: \(following))")
        }
    }
}
