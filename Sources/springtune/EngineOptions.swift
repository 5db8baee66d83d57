import ArgumentParser
import SpringKit
import SpringRequests

/// `--frame-rate HZ`, `--android-property NAME`, `--overshoot-clamping` and `--frame-loop STATE`:
/// how a frame engine is run (`metrics`, `solve`).
struct EngineOptions: ParsableArguments {
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Display frame rate in Hz for a frame engine (pop, rebound, rebound-js, react-spring, motion, android, flutter, flutter-fling, svelte, reanimated, reanimated3; default 60, a svelte spec its frameRate).",
                               valueName: "hz"),
            transform: NumberArgument.finite)
    var frameRate: Double?

    @Option(help: ArgumentHelp("With --solver android: the animated property, which sets Android's minimum visible change and rest rule: pixels (default), alpha, scale or rotation.",
                               valueName: "property"))
    var androidProperty: AndroidSpringRenderer.Property?

    @Flag(help: ArgumentHelp("With --solver reanimated or reanimated3: Reanimated's overshootClamping (Reanimated 4 stops where the value leaves the interval between start and target, Reanimated 3 where it passes the target)."))
    var overshootClamping = false

    @Option(help: ArgumentHelp("With --solver react-spring: the state of its frame loop when the spring starts: idle (default; its first frame advances 16.667 ms whatever the frame rate) or running (another animation keeps the loop going; the first frame advances one frame interval).",
                               valueName: "state"))
    var frameLoop: ReactSpringRenderer.FrameLoop = .idle

    /// The settings these options give (SpringRequests checks them).
    var settings: EngineSettings { EngineSettings(frameRate: frameRate, androidProperty: androidProperty,
                                                  overshootClamping: overshootClamping, frameLoop: frameLoop) }
}
