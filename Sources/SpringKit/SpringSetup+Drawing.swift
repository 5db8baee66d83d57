extension SpringSetup {
    /// The solver that measures and draws this setup: `requested` when given, else the
    /// renderer the spring was tuned under (``renderer``), else the exact solution.
    ///
    /// This is SpringTune's one rule for "which curve is this spring": a preset tuned under
    /// an engine is what that engine draws, unless another solver is asked for explicitly.
    /// The `jnw` family is the exception that cannot be overridden: its very name says that
    /// JNWSpringAnimation draws it (give the spring in the `physical` family to draw it otherwise).
    ///
    /// - Throws: ``SpringError`` for a `jnw`-family spring and a solver other than ``Solver/jnw``.
    public func drawingSolver(_ requested: Solver? = nil) throws(SpringError) -> Solver {
        try Self.drawingSolver(requested, family: family, renderer: renderer)
    }

    /// ``drawingSolver(_:)`` for springs of `family` tuned under `renderer` (a sweep's grid, whose
    /// springs are not setups yet): the one rule, written once.
    public static func drawingSolver(_ requested: Solver?, family: SpringFamily,
                                     renderer: Solver?) throws(SpringError) -> Solver {
        if family == .jnw {
            if let requested, requested != .jnw {
                throw SpringError(parameter: "solver", value: requested.rawValue,
                                  allowed: "jnw for a spring of the jnw family, which JNWSpringAnimation draws (give it in the physical family to use another solver)")
            }
            return .jnw
        }
        return requested ?? renderer ?? .exact
    }

    /// The metrics of the curve ``drawingSolver(_:)`` draws (``metrics(drawnBy:band:rest:frameInterval:)``:
    /// Motion's own reading of a `motion` spring), with the exact solution's beside them.
    ///
    /// - Parameters:
    ///   - requested: a solver that overrides the tuned ``renderer``; `nil` for the default rule.
    ///   - band: the settling band.
    ///   - rest: rest thresholds for `restTime`, or `nil`.
    ///   - frameInterval: an engine's frame interval (or an integrator's step); `nil` for its default.
    /// - Returns: a ``SpringMeasurement``; its ``SpringMeasurement/exact`` is computed once and
    ///   shared with ``SpringMeasurement/metrics`` when the exact solution draws the spring.
    /// - Cost: the exact metrics (closed forms, sub-microsecond) plus one rendering of the curve
    ///   when an integrator or engine draws it (see that renderer).
    public func measurement(by requested: Solver? = nil, band: SettlingBand = .standard,
                            rest: RestThresholds? = nil, frameInterval: Double? = nil) throws(SpringError) -> SpringMeasurement {
        let solver = try drawingSolver(requested)
        let exact = try response.metrics(band: band, rest: rest)
        let drawn = solver == .exact ? exact : try metrics(drawnBy: solver, band: band, rest: rest, frameInterval: frameInterval)
        return SpringMeasurement(solver: solver, isTunedRenderer: requested == nil && solver != .exact,
                                 metrics: drawn, exact: exact)
    }

    /// The spring, motion and renderer `solver` draws this setup with — the one place where an
    /// engine's own reading of a setup is chosen: Motion's of `motion` family springs and of
    /// given rest thresholds (``motionEngine(frameInterval:rest:)``), react-spring's clamped
    /// config (``reactSpringSpring``), Android's ``androidProperty``, Svelte's own values of a
    /// `svelte` spring at its frame rate (``svelte``), Reanimated's clamping and Reanimated 3's
    /// duration end (``reanimatedOvershootClamping``, ``reanimated3Duration``); otherwise the setup as
    /// given and the solver's ``Solver/renderer``; anime.js's bounce/duration form at mass 1
    /// without velocity (``animeBounce``); react-spring's frame loop (``reactSpringFrameLoop``). `frameInterval` changes an engine's frame
    /// interval (or an integrator's step); `nil` keeps the default.
    func drawing(by solver: Solver, frameInterval: Double? = nil,
                 rest: RestThresholds? = nil) -> (spring: Spring, motion: Motion, renderer: AnySpringRenderer) {
        if solver == .motion {
            let engine = motionEngine(frameInterval: frameInterval ?? 1.0 / 60, rest: rest)
            return (engine.spring, engine.motion, AnySpringRenderer(engine.renderer))
        }
        if solver == .svelte, let svelte {
            let interval = frameInterval ?? 1 / svelte.frameRate
            return (spring, motion, AnySpringRenderer(SvelteSpringRenderer(parameters: svelte, frameInterval: interval)))
        }
        if solver == .anime, let animeBounce, let unit = try? animeBounce.spring(mass: 1),
           let still = try? Motion(from: motion.from, to: motion.to) {
            // anime.js's bounce/duration form: mass 1 and velocity 0, whatever the spec's.
            return (unit, still, AnySpringRenderer(AnimeSpringRenderer()))
        }
        if solver == .android, let androidProperty {
            return (spring, motion, AnySpringRenderer(AndroidSpringRenderer(property: androidProperty, frameInterval: frameInterval ?? 1.0 / 60)))
        }
        if solver == .reanimated || solver == .reanimated3 {
            // Reanimated 3's end at a time-form spring's duration, and either version's clamping.
            let renderer = ReanimatedSpringRenderer(version: solver == .reanimated ? .v4 : .v3,
                                                    overshootClamping: reanimatedOvershootClamping,
                                                    timeFormDuration: solver == .reanimated3 ? reanimated3Duration : nil,
                                                    frameInterval: frameInterval ?? 1.0 / 60)
            return (spring, motion, AnySpringRenderer(renderer))
        }
        if solver == .reactSpring {
            // react-spring's clamped config, started from the frame loop's state.
            return (reactSpringSpring, motion, AnySpringRenderer(ReactSpringRenderer(frameLoop: reactSpringFrameLoop,
                                                                                     frameInterval: frameInterval ?? 1.0 / 60)))
        }
        let renderer = frameInterval.map { solver.renderer.withTimeStep($0) } ?? solver.renderer
        return (spring, motion, renderer)
    }
}

extension SpringSetup {
    /// How long `solver` runs this setup's animation by its own stop rule, as it draws it
    /// (its reading of the setup, as `drawing(by:frameInterval:rest:)` chooses it; at `frameInterval`,
    /// `nil` for its default, and Motion's `rest` thresholds): the time of its last frame,
    /// where it declares rest and snaps. `nil` for a solver without a stop rule (the exact
    /// solution, the integrators) or an animation it never ends.
    ///
    /// Cost: the solver's frames until rest.
    public func duration(drawnBy solver: Solver, frameInterval: Double? = nil, rest: RestThresholds? = nil) -> Double? {
        let drawn = drawing(by: solver, frameInterval: frameInterval, rest: rest)
        return drawn.renderer.duration(of: drawn.spring, motion: drawn.motion)
    }
}
