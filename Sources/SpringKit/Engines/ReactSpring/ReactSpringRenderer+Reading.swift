extension ReactSpringRenderer {
    /// What react-spring animates for `setup` (``spring(reading:)``: a `response` spring's
    /// clamped config), started from the frame loop state `options` gives, at its frame interval.
    public func reading(_ setup: SpringSetup, options: RendererOptions) -> SpringReading {
        var renderer = self
        renderer.frameLoop = options.frameLoop
        renderer.frameInterval = options.frameInterval ?? frameInterval
        return SpringReading(spring: spring(reading: setup), motion: setup.motion, renderer: renderer)
    }

    /// The spring react-spring animates for `setup`. A `response` spring is react-spring's
    /// `frequency`/`damping` config, which react-spring's `mergeConfig` clamps: a frequency
    /// below 0.01 s becomes 0.01 s (tension (2π/0.01)²·mass, friction 4π·damping·mass/0.01, the
    /// damping ratio kept); a negative damping would become 0, but SpringTune refuses it as a
    /// spec already. Any other spring is animated as given.
    public func spring(reading setup: SpringSetup) -> Spring {
        let spring = setup.spring
        guard setup.family == .response else { return spring }
        let frequency = 2 * Double.pi * (spring.mass / spring.stiffness).squareRoot()
        guard frequency < Self.minimumFrequency else { return spring }
        let f = Self.minimumFrequency, m = spring.mass
        let tension = (2 * Double.pi / f) * (2 * Double.pi / f) * m
        let friction = 4 * Double.pi * spring.dampingRatio * m / f
        return (try? Spring(mass: m, stiffness: tension, damping: friction)) ?? spring
    }
}
