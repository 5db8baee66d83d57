/// Every way SpringKit can draw a spring: the exact solution, four integrators, and twelve
/// engine renderers that reproduce what a library really draws (docs/engine-durations.md, docs/conversions.md).
///
/// `Solver` is the registry of ``SpringRenderer``s: ``renderer`` maps each case to its renderer
/// in one place, and every solver-dependent rule (rendering, duration, step, metrics,
/// retargets) is that renderer's. `render` uses each method's default configuration; build the
/// renderer or integrator type directly to change its step, tolerances, thresholds or frame rate.
public enum Solver: String, CaseIterable, Sendable {
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
    /// Flutter `SpringSimulation` run by an `AnimationController` at 60 Hz, `Tolerance` 1e-3
    /// (``FlutterSpringRenderer``).
    case flutter
    /// Flutter `AnimationController.fling`'s simulation at 60 Hz: target overshot by 0.01,
    /// tolerance 0.01, value clamped to the bound (``FlutterSpringRenderer``).
    case flutterFling = "flutter-fling"
    /// Svelte `spring` / `Spring`, its per-frame update at 60 Hz (``SvelteSpringRenderer``).
    case svelte
    /// anime.js v4 `spring()` easing over its settling duration (``AnimeSpringRenderer``).
    case anime
    /// React Native Reanimated 4 `withSpring` at 60 Hz, energy rest rule (``ReanimatedSpringRenderer``).
    case reanimated
    /// React Native Reanimated 3 `withSpring` at 60 Hz, pixel thresholds (``ReanimatedSpringRenderer``).
    case reanimated3

    /// The renderer this solver names, in its default configuration: the one place that maps
    /// a solver to its rule. Build the renderer type directly to change its configuration.
    public var renderer: AnySpringRenderer {
        switch self {
        case .exact: return AnySpringRenderer(ExactRenderer())
        case .euler: return AnySpringRenderer(FixedStepIntegrator(method: .semiImplicitEuler))
        case .verlet: return AnySpringRenderer(FixedStepIntegrator(method: .velocityVerlet))
        case .rk4: return AnySpringRenderer(FixedStepIntegrator(method: .rungeKutta4))
        case .dopri: return AnySpringRenderer(DormandPrinceIntegrator())
        case .jnw: return AnySpringRenderer(JNWSpringRenderer())
        case .swiftui: return AnySpringRenderer(SwiftUISpringRenderer())
        case .pop: return AnySpringRenderer(POPSpringRenderer())
        case .rebound: return AnySpringRenderer(ReboundSpringRenderer())
        case .reboundJS: return AnySpringRenderer(ReboundSpringRenderer.javaScript())
        case .reactSpring: return AnySpringRenderer(ReactSpringRenderer())
        case .motion: return AnySpringRenderer(MotionSpringRenderer())
        case .android: return AnySpringRenderer(AndroidSpringRenderer())
        case .flutter: return AnySpringRenderer(FlutterSpringRenderer())
        case .flutterFling: return AnySpringRenderer(FlutterSpringRenderer(fling: true))
        case .svelte: return AnySpringRenderer(SvelteSpringRenderer())
        case .anime: return AnySpringRenderer(AnimeSpringRenderer())
        case .reanimated: return AnySpringRenderer(ReanimatedSpringRenderer(version: .v4))
        case .reanimated3: return AnySpringRenderer(ReanimatedSpringRenderer(version: .v3))
        }
    }

    /// The longest animation SpringTune follows a frame engine for, 3600 s (one hour): the
    /// default ``ReactSpringRenderer/maximumDuration`` of every engine run frame by frame (POP,
    /// Rebound, react-spring, Motion, Android, Flutter, Svelte, Reanimated).
    ///
    /// It is SpringTune's limit, not the engines': none of them stops a spring that is still
    /// moving (Motion's 20 s cap is on its `calcGeneratorDuration`, after which it never
    /// finishes; anime.js's 60 s is its own and is reproduced). An engine that rests within it
    /// is drawn at any time and has a duration; one still moving at the limit has no duration
    /// (`nil`) and its curve past the limit is unknown, which ``SpringSetup`` refuses to draw
    /// (``SpringSetup/curve(drawnBy:times:retargets:options:)``) naming the limit.
    /// Cost bound: an hour of frames, 216,000 at 60 Hz (3.6·10⁷ at 10 kHz).
    public static let engineRunLimit = 3600.0

    /// Whether this is an engine renderer (rather than the exact solution or an integrator).
    public var isEngine: Bool { renderer.isEngine }

    /// Whether this solver states when the animation ends (``SpringRenderer/hasStopRule``):
    /// every engine but ``swiftui``.
    public var hasStopRule: Bool { renderer.hasStopRule }

    /// The curve this solver draws for `spring` performing `motion`, at `times` (seconds),
    /// with the default configuration of its ``renderer``. Cost: see that type.
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double]) -> RenderedCurve {
        renderer.render(spring, motion: motion, times: times)
    }
}

#if !hasFeature(Embedded)
extension Solver: Codable {}
#endif
