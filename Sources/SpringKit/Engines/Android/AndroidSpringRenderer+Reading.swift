extension AndroidSpringRenderer {
    /// The setup as given, run for the animated property `options` names
    /// (``RendererOptions/androidProperty``; this renderer's own when none is named) at its
    /// frame interval.
    public func reading(_ setup: SpringSetup, options: RendererOptions) -> SpringReading {
        var renderer = self
        renderer.property = options.androidProperty ?? property
        renderer.frameInterval = options.frameInterval ?? frameInterval
        return SpringReading(spring: setup.spring, motion: setup.motion, renderer: renderer)
    }
}
