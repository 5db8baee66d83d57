/// What a renderer draws for a ``SpringSetup``: the spring and motion as the engine itself
/// reads the setup, and the renderer configured for it (``SpringRenderer/reading(_:options:)``).
///
/// Most renderers take the setup as given; an engine with a reading of its own changes
/// some of it: Motion resolves a `motion` spring's options as Motion does, react-spring
/// clamps a `response` spring's frequency, anime.js draws its bounce/duration form at mass 1
/// without velocity, Svelte runs a `svelte` spring's own values at its frame rate, and
/// Reanimated 3 ends a time-form spring at its duration.
public struct SpringReading: Sendable {
    /// The spring the engine animates.
    public var spring: Spring
    /// The motion the engine performs.
    public var motion: Motion
    /// The renderer, configured by the setup and the options.
    public var renderer: AnySpringRenderer

    /// A reading of `spring` performing `motion`, drawn by `renderer`.
    public init<Renderer: SpringRenderer>(spring: Spring, motion: Motion, renderer: Renderer) {
        self.spring = spring
        self.motion = motion
        self.renderer = AnySpringRenderer(renderer)
    }

    /// A reading drawn by a renderer that is already type-erased (kept as it is).
    public init(spring: Spring, motion: Motion, renderer: AnySpringRenderer) {
        self.spring = spring
        self.motion = motion
        self.renderer = renderer
    }

    /// The curve drawn at `times` (``SpringRenderer/render(_:motion:times:)``).
    public func render(times: [Double]) -> RenderedCurve {
        renderer.render(spring, motion: motion, times: times)
    }

    /// The renderer's duration by its own stop rule (``SpringRenderer/duration(of:motion:)``).
    public var duration: Double? { renderer.duration(of: spring, motion: motion) }
}
