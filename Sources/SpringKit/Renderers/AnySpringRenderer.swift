/// A renderer of any type, as a value: what ``Solver/renderer`` and a
/// ``SpringReading`` hold.
///
/// It forwards every requirement to the renderer it wraps, so it draws, times and measures
/// exactly as that renderer does. It is a struct of the wrapped renderer's functions rather
/// than an existential (`any SpringRenderer`) so that the same code compiles in Embedded
/// Swift, which has neither existentials of non-class protocols nor dynamic casts (the
/// WebAssembly build, docs/web.md); ``solver`` says which renderer it wraps.
///
/// Cost: one indirect call per requirement, over the wrapped renderer's own cost.
public struct AnySpringRenderer: SpringRenderer {
    /// The solver whose curves the wrapped renderer draws.
    public let solver: Solver
    /// Whether the wrapped renderer emulates an animation engine.
    public let isEngine: Bool
    /// Whether the wrapped renderer states when the animation ends by a rule of its own.
    public let hasStopRule: Bool
    /// The wrapped renderer's step in seconds, or `nil`.
    public let timeStep: Double?
    /// Whether the wrapped renderer follows a change of target in flight.
    public let followsRetargets: Bool
    /// What the wrapped renderer's own duration reproduces, or `nil`.
    public let durationDescription: DurationDescription?

    private let retimed: @Sendable (Double) -> AnySpringRenderer
    private let drawn: @Sendable (Spring, Motion, [Double]) -> RenderedCurve
    private let drawnRetargeted: @Sendable (Spring, Motion, [Double], [RetargetedResponse.Retarget]) throws(SpringError) -> RenderedCurve
    private let lasting: @Sendable (Spring, Motion) -> Double?
    private let measured: @Sendable (Spring, Motion, SettlingBand, RestThresholds?) throws(SpringError) -> SpringMetrics
    private let read: @Sendable (SpringSetup, RendererOptions) -> SpringReading
    private let stated: @Sendable (Spring, Motion) -> Double?

    /// `renderer` as a value of this type (itself when it already is one).
    public init<Renderer: SpringRenderer>(_ renderer: Renderer) {
        solver = renderer.solver
        isEngine = renderer.isEngine
        hasStopRule = renderer.hasStopRule
        timeStep = renderer.timeStep
        followsRetargets = renderer.followsRetargets
        durationDescription = renderer.durationDescription
        retimed = { step in AnySpringRenderer(renderer.withTimeStep(step)) }
        drawn = { spring, motion, times in renderer.render(spring, motion: motion, times: times) }
        drawnRetargeted = { spring, motion, times, retargets throws(SpringError) in
            try renderer.render(spring, motion: motion, times: times, retargets: retargets)
        }
        lasting = { spring, motion in renderer.duration(of: spring, motion: motion) }
        measured = { spring, motion, band, rest throws(SpringError) in
            try renderer.metrics(of: spring, motion: motion, band: band, rest: rest)
        }
        read = { setup, options in renderer.reading(setup, options: options) }
        stated = { spring, motion in renderer.statedDuration(of: spring, motion: motion) }
    }

    /// The wrapped renderer with its step changed (``SpringRenderer/withTimeStep(_:)``).
    public func withTimeStep(_ step: Double) -> AnySpringRenderer { retimed(step) }

    /// The wrapped renderer's curve (``SpringRenderer/render(_:motion:times:)``).
    public func render(_ spring: Spring, motion: Motion, times: [Double]) -> RenderedCurve {
        drawn(spring, motion, times)
    }

    /// The wrapped renderer's curve through retargets (``SpringRenderer/render(_:motion:times:retargets:)``).
    public func render(_ spring: Spring, motion: Motion, times: [Double],
                       retargets: [RetargetedResponse.Retarget]) throws(SpringError) -> RenderedCurve {
        try drawnRetargeted(spring, motion, times, retargets)
    }

    /// The wrapped renderer's duration (``SpringRenderer/duration(of:motion:)``).
    public func duration(of spring: Spring, motion: Motion) -> Double? { lasting(spring, motion) }

    /// The wrapped renderer's metrics (``SpringRenderer/metrics(of:motion:band:rest:)``).
    public func metrics(of spring: Spring, motion: Motion, band: SettlingBand = .standard,
                        rest: RestThresholds? = nil) throws(SpringError) -> SpringMetrics {
        try measured(spring, motion, band, rest)
    }

    /// The wrapped renderer's reading of `setup` (``SpringRenderer/reading(_:options:)``).
    public func reading(_ setup: SpringSetup, options: RendererOptions) -> SpringReading { read(setup, options) }

    /// The wrapped renderer's stated duration (``SpringRenderer/statedDuration(of:motion:)``).
    public func statedDuration(of spring: Spring, motion: Motion) -> Double? { stated(spring, motion) }
}
