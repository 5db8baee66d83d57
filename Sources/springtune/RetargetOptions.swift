import ArgumentParser
import SpringKit
import SpringRequests

/// `--retarget T:VALUE` (repeatable): the target changes to VALUE at T seconds, in flight.
struct RetargetOptions: ParsableArguments {
    @Option(name: .customLong("retarget"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("At T seconds the target becomes VALUE (repeatable, T increasing and > 0). Exact: position and velocity carry over. motion, react-spring, pop, rebound(-js), android and svelte follow their engine's own rule, frame by frame; other solvers refuse it.",
                               valueName: "T:VALUE"))
    var texts: [String] = []

    /// The retargets, checked as every solver takes them (``RetargetRequest``), before anything
    /// is measured or written.
    func request() throws -> RetargetRequest { try RetargetRequest(parsing: texts) }
}
