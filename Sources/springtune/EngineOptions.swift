import ArgumentParser
import SpringKit

/// `--frame-rate HZ` and `--android-property NAME`: how a frame engine is run
/// (`metrics`, `solve`).
struct EngineOptions: ParsableArguments {
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Display frame rate in Hz for a frame engine (pop, rebound, rebound-js, react-spring, motion, android; default 60).",
                               valueName: "hz"),
            transform: NumberArgument.finite)
    var frameRate: Double?

    @Option(help: ArgumentHelp("With --solver android: the animated property, which sets Android's minimum visible change and rest rule: pixels (default), alpha, scale or rotation.",
                               valueName: "property"))
    var androidProperty: AndroidSpringRenderer.Property?

    /// The frame interval `--frame-rate` asks for, checked against the solver that draws.
    func frameInterval(for solver: Solver?) throws -> Double? {
        guard let frameRate else { return nil }
        guard frameRate > 0, frameRate <= 10_000 else {
            throw CommandFailure.usage("invalid --frame-rate \(frameRate): must be in (0, 10000] Hz")
        }
        guard let solver, solver.isEngine, solver.hasStep else {
            throw CommandFailure.usage("--frame-rate needs --solver with frames (pop, rebound, rebound-js, react-spring, motion, android)")
        }
        return 1 / frameRate
    }

    /// `setup` as these options run its engine (Android's property).
    func applied(to setup: SpringSetup) -> SpringSetup {
        var setup = setup
        setup.androidProperty = androidProperty
        return setup
    }
}
