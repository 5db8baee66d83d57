extension FixedStepIntegrator: SpringRenderer {
    /// ``Solver/euler``, ``Solver/verlet`` or ``Solver/rk4``, by ``method``.
    public var solver: Solver {
        switch method {
        case .semiImplicitEuler: return .euler
        case .velocityVerlet: return .verlet
        case .rungeKutta4: return .rk4
        }
    }

    /// `false`: an integrator, not an engine.
    public var isEngine: Bool { false }
    /// The integration step.
    public var timeStep: Double? { step }

    /// This integrator with step `step`.
    public func withTimeStep(_ step: Double) -> FixedStepIntegrator {
        var changed = self
        changed.step = step
        return changed
    }

    /// The integrated curve at `times` (``SpringIntegrator/renderedCurve(of:motion:times:solver:)``); no duration.
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double]) -> RenderedCurve {
        renderedCurve(of: spring, motion: motion, times: times, solver: solver)
    }

    /// `nil`: an integrator never stops by itself.
    public func duration(of spring: Spring, motion: Motion) -> Double? { nil }
}

extension Solver {
    /// Semi-implicit Euler at 1 ms (``FixedStepIntegrator``).
    public static let euler = Solver("euler", displayName: "Euler") { FixedStepIntegrator(method: .semiImplicitEuler) }

    /// Velocity Verlet at 1 ms (``FixedStepIntegrator``).
    public static let verlet = Solver("verlet", displayName: "Verlet") { FixedStepIntegrator(method: .velocityVerlet) }

    /// Classic RK4 at 1 ms (``FixedStepIntegrator``).
    public static let rk4 = Solver("rk4", displayName: "RK4") { FixedStepIntegrator(method: .rungeKutta4) }
}
