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
    /// For a `motion` family spring: the options as Motion receives them, so Motion's renderer,
    /// duration and exporters resolve the spring Motion's own way (``MotionSpringOptions/reading``:
    /// `findSpring` for a duration, physics defaults when a mass is given, velocity dropped for
    /// time-defined springs). `nil` for other families.
    public var motionOptions: MotionSpringOptions?
    /// The animated property Android's `SpringAnimation` is told about, which sets its minimum
    /// visible change and so its rest rule; `nil` for pixels (``AndroidSpringRenderer/Property``).
    public var androidProperty: AndroidSpringRenderer.Property?
    /// For a `svelte` family spring: Svelte's own stiffness, damping, precision and frame rate,
    /// which Svelte's renderer runs (``SvelteSpringRenderer``); `nil` for other families.
    public var svelte: SvelteParameters?
    /// For a `reanimated3` spring given by its duration: that duration in milliseconds, at which
    /// Reanimated 3 ends the animation (``ReanimatedSpringRenderer/timeFormDuration``); `nil` otherwise.
    public var reanimated3Duration: Double?
    /// For an `anime` family spring given by its bounce/duration form: those values, which
    /// anime.js reads with mass 1 and velocity 0 (`calculateSDFromBD` sets both), so its
    /// renderer draws the motion without its velocity (`drawing(by:frameInterval:rest:)`);
    /// `nil` otherwise.
    public var animeBounce: AnimeBounceParameters?
    /// The state of react-spring's frame loop when the spring starts, for the `react-spring`
    /// engine (``ReactSpringRenderer/frameLoop``): idle by default, as when nothing else animates.
    public var reactSpringFrameLoop: ReactSpringRenderer.FrameLoop = .idle
    /// Reanimated's `overshootClamping` for the `reanimated` and `reanimated3` engines
    /// (``ReanimatedSpringRenderer/overshootClamping``); `false` by default, as in Reanimated.
    public var reanimatedOvershootClamping = false

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
        if let stray = items.first(where: { item in !known.contains { $0.key == item.key } }) {
            throw SpringError(parameter: "key", value: "'\(stray.key)'",
                              allowed: "one of \(known.map({ $0.name }).joined(separator: ", ")) for \(family.rawValue)")
        }
        var parameters = SpringParameters()
        for parameter in family.parameters {
            if let value = self[parameter.key] {
                parameters[parameter.key] = value
            } else if parameter.isRequired {
                throw SpringError(parameter: "spring spec", value: "'\(description)'",
                                  allowed: "a value for \(parameter.name) (\(family.rawValue) needs \(family.parameters.filter({ $0.isRequired }).map({ $0.name }).joined(separator: ", ")))")
            }
        }
        let mass = self[.mass] ?? family.defaultMass
        let spring = try family.spring(parameters, mass: mass)
        let from = self[.from] ?? 0, to = self[.to] ?? 1
        let motion: Motion
        let implied = try family.parameterization.impliedVelocity(parameters)
        switch (self[.velocity], self[.absoluteVelocity]) {
        case (let given, let absolute) where implied != nil && (given != nil || absolute != nil):
            let key: SpringParameter = given != nil ? .velocity : .absoluteVelocity
            throw SpringError(parameter: key.rawValue, value: (given ?? absolute) ?? 0,
                              allowed: "absent for the \(family.rawValue) family, whose motion starts as its engine starts it (its velocity is implied)")
        case (.some, .some):
            throw SpringError(parameter: "spring spec", value: "'\(description)'",
                              allowed: "velocity or absoluteVelocity, not both")
        case (_, .some(let absolute)):
            motion = try Motion(from: from, to: to, absoluteVelocity: absolute)
        case (nil, nil) where implied != nil && from == to:
            // An implied velocity is in steps per second: without a step the engine starts and
            // stays at rest (Svelte's spring set to its own value does not move).
            motion = try Motion(from: from, to: to)
        case (let normalised, nil):
            motion = try Motion(from: from, to: to, initialVelocity: implied ?? normalised ?? 0)
        }
        var setup = SpringSetup(spring: spring, motion: motion, family: family, label: label ?? description)
        family.parameterization.complete(&setup, from: self)
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
    /// What Motion itself animates for this setup: for a `motion` family spring, Motion's own
    /// reading of its options (``motionOptions``, ``MotionSpringOptions/reading``: `findSpring`'s
    /// spring that ends at the clamped duration, the visual-duration spring, or — when a mass is
    /// given — Motion's default physics spring with that mass), its velocity dropped when Motion
    /// ignores it; otherwise the setup as given.
    ///
    /// - Parameters:
    ///   - frameInterval: the frame interval of Motion's generator, in seconds.
    ///   - rest: Motion's `restDelta` and `restSpeed` (its stop rule); `nil` for Motion's
    ///     defaults. A duration spring ends at its duration whatever they are.
    public func motionEngine(frameInterval: Double = 1.0 / 60, rest: RestThresholds? = nil)
        -> (spring: Spring, motion: Motion, renderer: MotionSpringRenderer) {
        var renderer = MotionSpringRenderer(restSpeed: rest?.restSpeed, restDelta: rest?.restDelta, frameInterval: frameInterval)
        guard family == .motion, let reading = motionOptions?.reading,
              let resolved = try? Spring(mass: reading.mass, stiffness: reading.stiffness, damping: reading.damping),
              let moving = try? Motion(from: motion.from, to: motion.to,
                                       absoluteVelocity: reading.ignoresVelocity ? 0 : motion.absoluteVelocity) else {
            return (spring, motion, renderer)
        }
        renderer.resolvedDuration = reading.resolvedDuration
        renderer.ignoresVelocity = reading.ignoresVelocity
        return (resolved, moving, renderer)
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
        let drawn = drawing(by: solver)
        return drawn.renderer.render(drawn.spring, motion: drawn.motion, times: times)
    }

    /// The duration `engine` assigns to this setup; Motion's takes Motion's own reading of
    /// `motion` family springs (a duration spring is done at its duration) and `rest` as its
    /// `restDelta` and `restSpeed` (`nil`: Motion's defaults); Svelte's runs a `svelte` spring's
    /// own values at its frame rate; Reanimated's keeps its clamping and Reanimated 3's time-form
    /// duration; the other engines have their own fixed thresholds.
    public func duration(by engine: EngineDuration, rest: RestThresholds? = nil) -> Double? {
        switch engine {
        // The engines whose reading of the setup is their drawing's (drawing(by:…)).
        case .svelte: return duration(drawnBy: .svelte)
        case .anime: return duration(drawnBy: .anime)
        case .reanimated: return duration(drawnBy: .reanimated)
        case .reanimated3: return duration(drawnBy: .reanimated3)
        case .motion:
            let motionEngine = motionEngine(rest: rest)
            return motionEngine.renderer.generatorDuration(of: motionEngine.spring, motion: motionEngine.motion)
        default:
            return engine.duration(of: spring, motion: motion)
        }
    }

    /// The metrics of the curve `solver` draws for this setup (see ``Solver/metrics(of:motion:band:rest:step:)``);
    /// Motion's renderer takes Motion's own reading of `motion` family springs.
    /// `frameInterval` changes an engine's frame interval (or an integrator's step); `nil`
    /// keeps its default.
    public func metrics(drawnBy solver: Solver, band: SettlingBand = .standard,
                        rest: RestThresholds? = nil, frameInterval: Double? = nil) throws(SpringError) -> SpringMetrics {
        // Each engine's own reading of the setup (``drawing(by:frameInterval:rest:)``).
        guard solver == .motion, family == .motion || rest != nil else {
            let drawn = drawing(by: solver, frameInterval: frameInterval, rest: rest)
            return try drawn.renderer.metrics(of: drawn.spring, motion: drawn.motion, band: band, rest: rest)
        }
        // Motion's reading of a `motion` family spring, and of any spring whose rest thresholds
        // are given (they are Motion's restDelta and restSpeed too), over a fixed window.
        let engine = motionEngine(frameInterval: frameInterval ?? 1.0 / 60, rest: rest)
        let window = engine.renderer.resolvedDuration.map { $0 + 1 } ?? 60
        let count = Int((window / 0.001).rounded(.up)) + 1
        let times = (0..<count).map { Double($0) * 0.001 }
        let curve = engine.renderer.render(engine.spring, motion: engine.motion, times: times)
        return try curve.sampledMetrics(for: engine.motion, band: band, rest: rest)
    }
}
