/// How a renderer is run, beyond the spring it draws: the one value every front end fills
/// (the CLI's `--frame-rate`, `--android-property`, `--overshoot-clamping`, `--frame-loop`,
/// the MCP server's and the studio's same-named arguments) and every renderer reads
/// (``SpringRenderer/reading(_:options:)``), each taking the options it knows and ignoring
/// the others.
///
/// Each option's default is the engine's own default, so `RendererOptions()` draws every
/// solver in its default configuration (``Solver/renderer``).
public struct RendererOptions: Sendable, Hashable {
    /// The display frame interval every engine run frame by frame defaults to, 1/60 s (60 Hz).
    public static let defaultFrameInterval = 1.0 / 60

    /// An engine's frame interval or an integrator's step, in seconds; `nil` for the
    /// renderer's default (1/60 s for the frame engines, the family's own frame rate for a
    /// `svelte` spring). Renderers without a step ignore it.
    /// - Precondition: `> 0` and finite (front ends check a frame rate's range).
    public var frameInterval: Double?
    /// Motion's `restDelta` and `restSpeed`, its stop rule (``MotionSpringRenderer``); `nil`
    /// for Motion's defaults. Measurements that take rest thresholds give them here too
    /// (``SpringSetup/metrics(drawnBy:band:rest:options:)``): the thresholds measured are
    /// Motion's. The other renderers have their own fixed thresholds and ignore it.
    public var rest: RestThresholds?
    /// The animated property Android's `SpringAnimation` is told about, which sets its
    /// minimum visible change and so its rest rule (``AndroidSpringRenderer/Property``); `nil`
    /// for pixels, Android's default.
    public var androidProperty: AndroidSpringRenderer.Property?
    /// Reanimated's `overshootClamping`, for the `reanimated` and `reanimated3` engines
    /// (``ReanimatedSpringRenderer/overshootClamping``); `false`, as in Reanimated.
    public var overshootClamping: Bool
    /// The state of react-spring's frame loop when the spring starts
    /// (``ReactSpringRenderer/frameLoop``): idle, as when nothing else animates.
    public var frameLoop: ReactSpringRenderer.FrameLoop

    /// Options with every engine's default unless given.
    public init(frameInterval: Double? = nil, rest: RestThresholds? = nil,
                androidProperty: AndroidSpringRenderer.Property? = nil, overshootClamping: Bool = false,
                frameLoop: ReactSpringRenderer.FrameLoop = .idle) {
        self.frameInterval = frameInterval
        self.rest = rest
        self.androidProperty = androidProperty
        self.overshootClamping = overshootClamping
        self.frameLoop = frameLoop
    }

    /// These options with Motion's rest thresholds set to `rest`: what a measurement with
    /// rest thresholds runs (the thresholds measured are Motion's too).
    public func measuring(_ rest: RestThresholds?) -> RendererOptions {
        var options = self
        options.rest = rest
        return options
    }
}
