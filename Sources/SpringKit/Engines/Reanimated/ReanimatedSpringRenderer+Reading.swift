extension ReanimatedSpringRenderer {
    /// The setup as given, with Reanimated's `overshootClamping` from `options` and, for
    /// Reanimated 3, the end of a `reanimated3` spring given by its duration at that duration
    /// (``Reanimated3Parameters/timeFormReading(_:mass:motion:)``), at the options' frame interval.
    public func reading(_ setup: SpringSetup, options: RendererOptions) -> SpringReading {
        var renderer = self
        renderer.overshootClamping = options.overshootClamping
        renderer.frameInterval = options.frameInterval ?? frameInterval
        if version == .v3, setup.family == .reanimated3, let given = setup.parameters,
           let time = Reanimated3Parameters.timeFormReading(given, mass: setup.spring.mass, motion: setup.motion) {
            renderer.timeFormDuration = time.duration
        }
        return SpringReading(spring: setup.spring, motion: setup.motion, renderer: renderer)
    }
}
