/// A spring ready to compute with: the spring, its motion, and how it was given.
public struct SpringSetup: Sendable, Hashable {
    /// The physical spring.
    public var spring: Spring
    /// The motion it performs.
    public var motion: Motion
    /// The family the spring was given in (`jnw` means JNWSpringAnimation draws it).
    public var family: SpringFamily
    /// A label for tables and legends: the preset name or the spec text.
    public var label: String
    /// The renderer this spring was tuned under, which measures and draws it unless another
    /// solver is asked for (``drawingSolver(_:)``): JNW's for the `jnw` family, a preset's
    /// tuned renderer, or `nil` for the exact solution.
    public var renderer: Solver?
    /// For a Motion spring given by `duration` (and `bounce`, default 0.3): the values as
    /// Motion receives them, so Motion's renderer and duration resolve the spring Motion's own
    /// way (``MotionParameters/motionFoundSpring(durationMilliseconds:bounce:)``) and end
    /// exactly at the duration. `nil` otherwise.
    public var motionDurationSpring: MotionParameters?
    /// For a Motion spring given by `duration` or `visualDuration` together with `mass`: that
    /// mass. Motion reads any of stiffness, damping or mass as a physics spring and then ignores
    /// duration and bounce, animating its default physics spring (stiffness 100, damping 10)
    /// with this mass; its renderer and duration follow it. `nil` otherwise.
    public var motionGivenMass: Double?
    /// The animated property Android's `SpringAnimation` is told about, which sets its minimum
    /// visible change and so its rest rule; `nil` for pixels (``AndroidSpringRenderer/Property``).
    public var androidProperty: AndroidSpringRenderer.Property?

    /// Creates a setup; the `jnw` family is always drawn by ``Solver/jnw``.
    public init(spring: Spring, motion: Motion, family: SpringFamily, label: String, renderer: Solver? = nil) {
        self.spring = spring
        self.motion = motion
        self.family = family
        self.label = label
        self.renderer = family == .jnw ? .jnw : renderer
    }

    /// The exact response.
    public var response: SpringResponse { SpringResponse(spring: spring, motion: motion) }
}

extension SpringSpec {
    /// The spring and motion of a family spec.
    ///
    /// Checks that every required key of the family is present, that
    /// `velocity` and `absoluteVelocity` are not both given, and that the values
    /// make a valid spring and motion.
    /// - Throws: ``SpringError``; a `preset:` spec must be expanded by SpringPresets first.
    public func resolved(label: String? = nil) throws(SpringError) -> SpringSetup {
        guard case .family(let family) = base else {
            throw SpringError(parameter: "spring spec", value: "'\(description)'",
                              allowed: "a family spec (presets are resolved by SpringPresets)")
        }
        let known = family.parameters + SpringFamily.commonParameters
        if let stray = items.first(where: { item in !known.contains { $0.name == item.key } }) {
            throw SpringError(parameter: "key", value: "'\(stray.key)'",
                              allowed: "one of \(known.map(\.name).joined(separator: ", ")) for \(family.rawValue)")
        }
        var parameters = SpringParameters()
        for parameter in family.parameters {
            if let value = self[parameter.key] {
                parameters[parameter.key] = value
            } else if parameter.isRequired {
                throw SpringError(parameter: "spring spec", value: "'\(description)'",
                                  allowed: "a value for \(parameter.name) (\(family.rawValue) needs \(family.parameters.filter(\.isRequired).map(\.name).joined(separator: ", ")))")
            }
        }
        let mass = self[.mass] ?? 1
        let spring = try family.spring(parameters, mass: mass)
        let from = self[.from] ?? 0, to = self[.to] ?? 1
        let motion: Motion
        switch (self[.velocity], self[.absoluteVelocity]) {
        case (.some, .some):
            throw SpringError(parameter: "spring spec", value: "'\(description)'",
                              allowed: "velocity or absoluteVelocity, not both")
        case (_, .some(let absolute)):
            motion = try Motion(from: from, to: to, absoluteVelocity: absolute)
        case (let normalised, nil):
            motion = try Motion(from: from, to: to, initialVelocity: normalised ?? 0)
        }
        var setup = SpringSetup(spring: spring, motion: motion, family: family, label: label ?? description)
        if family == .motion, let duration = self[.duration] {
            setup.motionDurationSpring = MotionParameters(duration: duration, bounce: self[.bounce] ?? MotionParameters.defaultBounce)
        }
        if family == .motion, let mass = self[.mass], self[.duration] != nil || self[.visualDuration] != nil {
            setup.motionGivenMass = mass
        }
        return setup
    }

    /// This spec's items laid over `other`'s (same keys replaced, new keys appended);
    /// the result takes `other`'s base. Used to apply `preset:NAME,to=2` overrides.
    public func overriding(_ other: SpringSpec) -> SpringSpec {
        var merged = other.items
        for item in items {
            if let index = merged.firstIndex(where: { $0.key == item.key }) {
                merged[index] = item
            } else {
                merged.append(item)
            }
        }
        return SpringSpec(base: other.base, items: merged)
    }
}

extension SpringSetup {
    /// What Motion itself animates for this setup: with a `mass` beside `duration` or
    /// `visualDuration`, Motion's default physics spring with that mass (``motionGivenMass``);
    /// for a `duration` spring, Motion's own
    /// resolved spring (mass 1), a renderer that ends at the (clamped) duration, and the motion
    /// without its initial velocity; for a `visualDuration` spring, the spring with the velocity
    /// dropped (Motion ignores it for both time-defined forms); otherwise the setup as given.
    ///
    /// - Parameters:
    ///   - frameInterval: the frame interval of Motion's generator, in seconds.
    ///   - rest: Motion's `restDelta` and `restSpeed` (its stop rule); `nil` for Motion's
    ///     defaults. A duration spring ends at its duration whatever they are.
    public func motionEngine(frameInterval: Double = 1.0 / 60, rest: RestThresholds? = nil)
        -> (spring: Spring, motion: Motion, renderer: MotionSpringRenderer) {
        let engine = motionEngineWithDefaultRest(frameInterval: frameInterval)
        guard let rest else { return engine }
        var renderer = engine.renderer
        renderer.restDelta = rest.restDelta
        renderer.restSpeed = rest.restSpeed
        return (engine.spring, engine.motion, renderer)
    }

    private func motionEngineWithDefaultRest(frameInterval: Double) -> (spring: Spring, motion: Motion, renderer: MotionSpringRenderer) {
        guard family == .motion else {
            return (spring, motion, MotionSpringRenderer(frameInterval: frameInterval))
        }
        // A mass turns the options into a physics spring for Motion: its defaults, this mass.
        if let mass = motionGivenMass,
           let physics = try? Spring(mass: mass, stiffness: MotionSpringRenderer.defaultStiffness,
                                     damping: MotionSpringRenderer.defaultDamping) {
            return (physics, motion, MotionSpringRenderer(frameInterval: frameInterval))
        }
        let still = (try? Motion(from: motion.from, to: motion.to, absoluteVelocity: 0)) ?? motion
        if let given = motionDurationSpring {
            let found = MotionParameters.motionFoundSpring(durationMilliseconds: given.duration * 1000, bounce: given.bounce)
            if let resolved = try? Spring(mass: 1, stiffness: found.stiffness, damping: found.damping) {
                return (resolved, still,
                        MotionSpringRenderer(resolvedDuration: found.durationMilliseconds / 1000, frameInterval: frameInterval))
            }
        }
        return (spring, still, MotionSpringRenderer(frameInterval: frameInterval))
    }

    /// The spring react-spring animates for this setup. A `response` spring is react-spring's
    /// `frequency`/`damping` config, which react-spring's `mergeConfig` clamps: a frequency
    /// below 0.01 s becomes 0.01 s (tension (2π/0.01)²·mass, friction 4π·damping·mass/0.01, the
    /// damping ratio kept); a negative damping would become 0, but SpringTune refuses it as a
    /// spec already. Any other spring is animated as given.
    public var reactSpringSpring: Spring {
        guard family == .response else { return spring }
        let frequency = 2 * Double.pi * (spring.mass / spring.stiffness).squareRoot()
        guard frequency < ReactSpringRenderer.minimumFrequency else { return spring }
        let f = ReactSpringRenderer.minimumFrequency, m = spring.mass
        let tension = (2 * Double.pi / f) * (2 * Double.pi / f) * m
        let friction = 4 * Double.pi * spring.dampingRatio * m / f
        return (try? Spring(mass: m, stiffness: tension, damping: friction)) ?? spring
    }

    /// The curve `solver` draws for this setup at `times`; Motion's renderer takes Motion's own
    /// reading of `motion` family springs (``motionEngine(frameInterval:rest:)``), and
    /// react-spring's its clamped config (``reactSpringSpring``).
    public func curve(drawnBy solver: Solver, times: [Double]) -> RenderedCurve {
        if solver == .reactSpring { return solver.render(reactSpringSpring, motion: motion, times: times) }
        if solver == .android, let androidProperty {
            return AndroidSpringRenderer(property: androidProperty).render(spring, motion: motion, times: times)
        }
        guard solver == .motion, family == .motion else { return solver.render(spring, motion: motion, times: times) }
        let engine = motionEngine()
        return engine.renderer.render(engine.spring, motion: engine.motion, times: times)
    }

    /// The duration `engine` assigns to this setup; Motion's takes Motion's own reading of
    /// `motion` family springs (a duration spring is done at the first 50 ms step at or past
    /// its duration).
    public func duration(by engine: EngineDuration) -> Double? {
        guard engine == .motion, family == .motion else { return engine.duration(of: spring, motion: motion) }
        let motionEngine = motionEngine()
        return motionEngine.renderer.generatorDuration(of: motionEngine.spring, motion: motionEngine.motion)
    }

    /// The metrics of the curve `solver` draws for this setup (see ``Solver/metrics(of:motion:band:rest:step:)``);
    /// Motion's renderer takes Motion's own reading of `motion` family springs.
    /// `frameInterval` changes an engine's frame interval (or an integrator's step); `nil`
    /// keeps its default.
    public func metrics(drawnBy solver: Solver, band: SettlingBand = .standard,
                        rest: RestThresholds? = nil, frameInterval: Double? = nil) throws(SpringError) -> SpringMetrics {
        // Motion's reading: of a `motion` family spring, and of any spring whose rest
        // thresholds are given (they are Motion's restDelta and restSpeed too).
        if solver == .android, let androidProperty {
            let renderer = AndroidSpringRenderer(property: androidProperty, frameInterval: frameInterval ?? 1.0 / 60)
            return try Solver.sampledMetrics(of: spring, motion: motion, band: band, rest: rest) { times in
                renderer.render(spring, motion: motion, times: times)
            }
        }
        guard solver == .motion, family == .motion || rest != nil else {
            let drawn = solver == .reactSpring ? reactSpringSpring : spring
            return try solver.metrics(of: drawn, motion: motion, band: band, rest: rest, step: frameInterval)
        }
        let engine = motionEngine(frameInterval: frameInterval ?? 1.0 / 60, rest: rest)
        let window = engine.renderer.resolvedDuration.map { $0 + 1 } ?? 60
        let count = Int((window / 0.001).rounded(.up)) + 1
        let times = (0..<count).map { Double($0) * 0.001 }
        let curve = engine.renderer.render(engine.spring, motion: engine.motion, times: times)
        return try curve.sampledMetrics(for: engine.motion, band: band, rest: rest)
    }
}
