import ArgumentParser
import SpringKit
import SpringRequests

/// `--frame-rate HZ` and `--android-property NAME`: how a frame engine is run
/// (`metrics`, `solve`).
struct EngineOptions: ParsableArguments {
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Display frame rate in Hz for a frame engine (pop, rebound, rebound-js, react-spring, motion, android, flutter, flutter-fling, svelte; default 60, a svelte spec its frameRate).",
                               valueName: "hz"),
            transform: NumberArgument.finite)
    var frameRate: Double?

    @Option(help: ArgumentHelp("With --solver android: the animated property, which sets Android's minimum visible change and rest rule: pixels (default), alpha, scale or rotation.",
                               valueName: "property"))
    var androidProperty: AndroidSpringRenderer.Property?

    /// The settings these options give (SpringRequests checks them).
    var settings: EngineSettings { EngineSettings(frameRate: frameRate, androidProperty: androidProperty) }
}
