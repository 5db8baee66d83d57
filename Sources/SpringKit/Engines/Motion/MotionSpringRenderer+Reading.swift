extension MotionSpringRenderer {
    /// What Motion itself animates for `setup`: for a `motion` family spring, Motion's own
    /// reading of the options its spec gave (``MotionSpringOptions/reading``: `findSpring`'s
    /// spring that ends at the clamped duration, the visual-duration spring, or — when a mass
    /// is given — Motion's default physics spring with that mass), its velocity dropped when
    /// Motion ignores it; otherwise the setup as given. `options.rest` is Motion's `restDelta`
    /// and `restSpeed` (its stop rule; `nil` for its defaults; a duration spring ends at its
    /// duration whatever they are), `options.frameInterval` its frame interval.
    ///
    /// Motion's reading of a `motion` family spring, and of any spring whose rest thresholds
    /// are given, is measured over a fixed window (``measuresFixedWindow``).
    public func reading(_ setup: SpringSetup, options: RendererOptions) -> SpringReading {
        var renderer = self
        if let rest = options.rest {
            renderer.restSpeed = rest.restSpeed
            renderer.restDelta = rest.restDelta
        }
        renderer.frameInterval = options.frameInterval ?? frameInterval
        renderer.measuresFixedWindow = setup.family == .motion || options.rest != nil
        guard setup.family == .motion, let given = setup.parameters,
              case let reading = MotionSpringOptions(motionFamily: given, velocity: setup.motion.absoluteVelocity).reading,
              let resolved = try? Spring(mass: reading.mass, stiffness: reading.stiffness, damping: reading.damping),
              let moving = try? Motion(from: setup.motion.from, to: setup.motion.to,
                                       absoluteVelocity: reading.ignoresVelocity ? 0 : setup.motion.absoluteVelocity) else {
            return SpringReading(spring: setup.spring, motion: setup.motion, renderer: renderer)
        }
        renderer.resolvedDuration = reading.resolvedDuration
        renderer.ignoresVelocity = reading.ignoresVelocity
        return SpringReading(spring: resolved, motion: moving, renderer: renderer)
    }

    /// With ``measuresFixedWindow``, the sampled metrics of the curve on a 1 ms grid over a fixed
    /// window — the resolved duration plus 1 s, else 60 s; otherwise the default growing
    /// window (``SpringRenderer/metrics(of:motion:band:rest:)``). Cost: one rendering of the window.
    public func metrics(of spring: Spring, motion: Motion, band: SettlingBand = .standard,
                        rest: RestThresholds? = nil) throws(SpringError) -> SpringMetrics {
        guard measuresFixedWindow else {
            return try growingWindowMetrics(of: spring, motion: motion, band: band, rest: rest)
        }
        let window = resolvedDuration.map { $0 + 1 } ?? 60
        let count = Int((window / 0.001).rounded(.up)) + 1
        let times = (0..<count).map { Double($0) * 0.001 }
        return try render(spring, motion: motion, times: times).sampledMetrics(for: motion, band: band, rest: rest)
    }
}
