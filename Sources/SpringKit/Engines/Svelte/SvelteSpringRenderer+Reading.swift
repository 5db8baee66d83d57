extension SvelteSpringRenderer {
    /// What Svelte runs for `setup`: a `svelte` family spring's own stiffness, damping,
    /// precision and frame rate as its spec gave them (``SvelteParameters/reading(_:)``), at that
    /// frame rate unless `options` gives a frame interval; any other setup as given.
    public func reading(_ setup: SpringSetup, options: RendererOptions) -> SpringReading {
        guard setup.family == .svelte, let given = setup.parameters else {
            return SpringReading(spring: setup.spring, motion: setup.motion, renderer: options.frameInterval.map(withTimeStep) ?? self)
        }
        let values = SvelteParameters.reading(given)
        var renderer = self
        renderer.parameters = values
        renderer.frameInterval = options.frameInterval ?? 1 / values.frameRate
        return SpringReading(spring: setup.spring, motion: setup.motion, renderer: renderer)
    }
}
