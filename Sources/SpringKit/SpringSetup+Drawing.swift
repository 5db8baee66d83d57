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

    /// The metrics of the curve ``drawingSolver(_:)`` draws (``metrics(drawnBy:band:rest:options:)``:
    /// the engine's own reading of the setup), with the exact solution's beside them.
    ///
    /// - Parameters:
    ///   - requested: a solver that overrides the tuned ``renderer``; `nil` for the default rule.
    ///   - band: the settling band.
    ///   - rest: rest thresholds for `restTime`, or `nil` (Motion's `restDelta` and `restSpeed` too).
    ///   - options: how the renderer runs (its frame interval, Android's property, …).
    /// - Returns: a ``SpringMeasurement``; its ``SpringMeasurement/exact`` is computed once and
    ///   shared with ``SpringMeasurement/metrics`` when the exact solution draws the spring.
    /// - Cost: the exact metrics (closed forms, sub-microsecond) plus one rendering of the curve
    ///   when an integrator or engine draws it (see that renderer).
    public func measurement(by requested: Solver? = nil, band: SettlingBand = .standard,
                            rest: RestThresholds? = nil, options: RendererOptions = RendererOptions()) throws(SpringError) -> SpringMeasurement {
        let solver = try drawingSolver(requested)
        let exact = try response.metrics(band: band, rest: rest)
        let drawn = solver == .exact ? exact : try metrics(drawnBy: solver, band: band, rest: rest, options: options)
        return SpringMeasurement(solver: solver, isTunedRenderer: requested == nil && solver != .exact,
                                 metrics: drawn, exact: exact)
    }

    /// The spring, motion and renderer `solver` draws this setup with: its renderer's own
    /// reading of the setup (``SpringRenderer/reading(_:options:)``) run with `options` — one
    /// call through the registry (``Solver/renderer``), each engine's reading in its own file.
    /// Cost: the reading's (a family's closed forms; no rendering).
    public func reading(by solver: Solver, options: RendererOptions = RendererOptions()) -> SpringReading {
        solver.renderer.reading(self, options: options)
    }
}

extension SpringSetup {
    /// How long `solver` runs this setup's animation by its own stop rule, as it draws it
    /// (its reading of the setup, ``reading(by:options:)``, run with `options`): the time of
    /// its last frame, where it declares rest and snaps. `nil` for a solver without a stop
    /// rule (the exact solution, the integrators) or an animation it never ends.
    ///
    /// Cost: the solver's frames until rest.
    public func duration(drawnBy solver: Solver, options: RendererOptions = RendererOptions()) -> Double? {
        reading(by: solver, options: options).duration
    }
}
