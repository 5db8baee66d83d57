extension AnimeSpringRenderer {
    /// What anime.js draws for `setup`: an `anime` family spring given by its bounce/duration
    /// form (``AnimeParameters/bounceForm(_:)``) at mass 1 and without velocity, as
    /// `calculateSDFromBD` sets both whatever the spec's mass and velocity (the exact motion
    /// keeps them); any other setup as given.
    public func reading(_ setup: SpringSetup, options: RendererOptions) -> SpringReading {
        guard setup.family == .anime, let given = setup.parameters, let bounce = AnimeParameters.bounceForm(given),
              let unit = try? bounce.spring(mass: 1),
              let still = try? Motion(from: setup.motion.from, to: setup.motion.to) else {
            return SpringReading(spring: setup.spring, motion: setup.motion, renderer: self)
        }
        return SpringReading(spring: unit, motion: still, renderer: self)
    }
}
