/// Every way SpringKit can draw a spring: the exact solution, four integrators, and twelve
/// engine renderers that reproduce what a library really draws (docs/engine-durations.md, docs/conversions.md).
///
/// `Solver` is the registry of ``SpringRenderer``s. Each solver is declared beside its renderer
/// (`MotionSpringRenderer.swift` declares ``motion``, with its name, its display name and its
/// renderer), and every solver-dependent rule (rendering, duration, step, metrics, retargets) is
/// that renderer's; ``allCases`` lists them once. `render` uses each method's default
/// configuration; build the renderer or integrator type directly to change its step,
/// tolerances, thresholds or frame rate. Two solvers are equal when their names are.
public struct Solver: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The name users type (`exact`, `rebound-js`, `react-spring`, …).
    public let rawValue: String
    /// The engine's name as people know it (`Dormand–Prince`, `Reanimated 4`, `SwiftUI (clamped)`):
    /// how the studio names its overlays and its engine table, and how metric labels name the
    /// engine (`Motion duration`).
    public let displayName: String
    /// Builds the renderer in its default configuration.
    private let makeRenderer: @Sendable () -> AnySpringRenderer

    /// A solver named `rawValue`, known as `displayName`, drawn by the renderer `renderer` builds.
    init<Renderer: SpringRenderer>(_ rawValue: String, displayName: String,
                                   renderer: @escaping @Sendable () -> Renderer) {
        self.rawValue = rawValue
        self.displayName = displayName
        makeRenderer = { AnySpringRenderer(renderer()) }
    }

    /// The solver named `rawValue`, or `nil` when no solver has that name.
    /// Cost: a search of ``allCases``.
    public init?(rawValue: String) {
        guard let solver = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = solver
    }

    /// Every solver, in the order lists, help texts and tables show them: the one registry.
    /// Adding an engine: its folder (whose renderer file declares its solver) and one line here.
    public static let allCases: [Solver] = [
        .exact, .euler, .verlet, .rk4, .dopri, .jnw, .swiftui, .pop, .rebound, .reboundJS, .reactSpring,
        .motion, .android, .flutter, .flutterFling, .svelte, .anime, .reanimated, .reanimated3,
    ]

    /// Two solvers are the same when their names are.
    public static func == (lhs: Solver, rhs: Solver) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The name (``rawValue``), as messages print a solver.
    public var description: String { rawValue }

    /// The renderer this solver names, in its default configuration: the one place that maps
    /// a solver to its rule. Build the renderer type directly to change its configuration.
    /// Cost: building the renderer (a few stored values).
    public var renderer: AnySpringRenderer { makeRenderer() }

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
