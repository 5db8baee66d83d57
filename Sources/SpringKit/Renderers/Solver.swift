/// Every way SpringKit can draw a spring: the exact solution, four integrators, and eight
/// engine renderers that reproduce what a library really draws (docs/engine-durations.md, docs/conversions.md).
///
/// `render` uses each method's default configuration; build the renderer or integrator
/// type directly to change its step, tolerances, thresholds or frame rate.
public enum Solver: String, CaseIterable, Sendable, Codable {
    /// The analytic solution (``SpringResponse``).
    case exact
    /// Semi-implicit Euler at 1 ms (``FixedStepIntegrator``).
    case euler
    /// Velocity Verlet at 1 ms (``FixedStepIntegrator``).
    case verlet
    /// Classic RK4 at 1 ms (``FixedStepIntegrator``).
    case rk4
    /// Adaptive Dormand–Prince 5(4), rtol 1e-10 (``DormandPrinceIntegrator``).
    case dopri
    /// JNWSpringAnimation's keyframes (``JNWSpringRenderer``).
    case jnw
    /// SwiftUI `Spring(mass:stiffness:damping:)`, overdamping clamped (``SwiftUISpringRenderer``).
    case swiftui
    /// Facebook POP's `POPSpringAnimation` at 60 Hz (``POPSpringRenderer``).
    case pop
    /// Facebook Rebound (Java) at 60 Hz (``ReboundSpringRenderer``).
    case rebound
    /// Facebook Rebound JS 0.1.0 at 60 Hz (``ReboundSpringRenderer/javaScript(frameInterval:maximumDuration:)``).
    case reboundJS = "rebound-js"
    /// react-spring v9 `SpringValue` at 60 Hz (``ReactSpringRenderer``).
    case reactSpring = "react-spring"
    /// Motion (motion.dev, formerly Framer Motion) spring generator at 60 Hz (``MotionSpringRenderer``).
    case motion
    /// Android DynamicAnimation `SpringAnimation` at 60 Hz, pixel thresholds (``AndroidSpringRenderer``).
    case android

    /// Whether this is an engine renderer (rather than the exact solution or an integrator).
    public var isEngine: Bool {
        switch self {
        case .exact, .euler, .verlet, .rk4, .dopri: return false
        case .jnw, .swiftui, .pop, .rebound, .reboundJS, .reactSpring, .motion, .android: return true
        }
    }

    /// The curve this solver draws for `spring` performing `motion`, at `times` (seconds),
    /// with the default configuration of the corresponding type. Cost: see that type.
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double]) -> RenderedCurve {
        switch self {
        case .exact:
            let response = SpringResponse(spring: spring, motion: motion)
            let states = times.map { response.state(at: max(0, $0)) }
            return RenderedCurve(solver: self, times: times, positions: states.map(\.position),
                                 velocities: states.map(\.velocity), duration: nil)
        case .euler:
            return FixedStepIntegrator(method: .semiImplicitEuler)
                .renderedCurve(of: spring, motion: motion, times: times, solver: self)
        case .verlet:
            return FixedStepIntegrator(method: .velocityVerlet)
                .renderedCurve(of: spring, motion: motion, times: times, solver: self)
        case .rk4:
            return FixedStepIntegrator(method: .rungeKutta4)
                .renderedCurve(of: spring, motion: motion, times: times, solver: self)
        case .dopri:
            return DormandPrinceIntegrator()
                .renderedCurve(of: spring, motion: motion, times: times, solver: self)
        case .jnw:
            return JNWSpringRenderer().render(spring, motion: motion, times: times)
        case .swiftui:
            return SwiftUISpringRenderer().render(spring, motion: motion, times: times)
        case .pop:
            return POPSpringRenderer().render(spring, motion: motion, times: times)
        case .rebound:
            return ReboundSpringRenderer().render(spring, motion: motion, times: times)
        case .reboundJS:
            return ReboundSpringRenderer.javaScript().render(spring, motion: motion, times: times)
        case .reactSpring:
            return ReactSpringRenderer().render(spring, motion: motion, times: times)
        case .motion:
            return MotionSpringRenderer().render(spring, motion: motion, times: times)
        case .android:
            return AndroidSpringRenderer().render(spring, motion: motion, times: times)
        }
    }
}
