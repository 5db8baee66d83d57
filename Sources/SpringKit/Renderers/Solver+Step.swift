extension Solver {
    /// Like ``render(_:motion:times:)`` with the step changed: the integration step of
    /// ``euler``, ``verlet`` and ``rk4``, or the frame interval of ``pop``, ``rebound``, ``reboundJS``,
    /// ``reactSpring``, ``motion`` and ``android``. The other solvers have no step and ignore it.
    ///
    /// - Precondition: `step > 0` and finite (callers validate user input).
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double], step: Double) -> RenderedCurve {
        switch self {
        case .euler:
            return FixedStepIntegrator(method: .semiImplicitEuler, step: step)
                .renderedCurve(of: spring, motion: motion, times: times, solver: self)
        case .verlet:
            return FixedStepIntegrator(method: .velocityVerlet, step: step)
                .renderedCurve(of: spring, motion: motion, times: times, solver: self)
        case .rk4:
            return FixedStepIntegrator(method: .rungeKutta4, step: step)
                .renderedCurve(of: spring, motion: motion, times: times, solver: self)
        case .pop:
            return POPSpringRenderer(frameInterval: step).render(spring, motion: motion, times: times)
        case .rebound:
            return ReboundSpringRenderer(frameInterval: step).render(spring, motion: motion, times: times)
        case .reboundJS:
            return ReboundSpringRenderer.javaScript(frameInterval: step).render(spring, motion: motion, times: times)
        case .reactSpring:
            return ReactSpringRenderer(frameInterval: step).render(spring, motion: motion, times: times)
        case .motion:
            return MotionSpringRenderer(frameInterval: step).render(spring, motion: motion, times: times)
        case .android:
            return AndroidSpringRenderer(frameInterval: step).render(spring, motion: motion, times: times)
        case .exact, .dopri, .jnw, .swiftui:
            return render(spring, motion: motion, times: times)
        }
    }

    /// Whether ``render(_:motion:times:step:)`` uses the step.
    public var hasStep: Bool {
        switch self {
        case .euler, .verlet, .rk4, .pop, .rebound, .reboundJS, .reactSpring, .motion, .android: return true
        case .exact, .dopri, .jnw, .swiftui: return false
        }
    }
}
