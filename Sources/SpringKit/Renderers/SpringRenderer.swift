/// Anything that draws a spring's motion: the exact solution, a numerical integrator, or an
/// animation engine's emulation. ``Solver`` is the registry of them (``Solver/renderer``):
/// each solver's rule lives once, in its renderer — how it draws, times and measures a spring,
/// and how it reads a ``SpringSetup`` (``reading(_:options:)``).
///
/// Conformers: ``ExactRenderer``, ``FixedStepIntegrator``, ``DormandPrinceIntegrator``,
/// ``JNWSpringRenderer``, ``SwiftUISpringRenderer``, ``POPSpringRenderer``,
/// ``ReboundSpringRenderer``, ``ReactSpringRenderer``, ``MotionSpringRenderer``,
/// ``AndroidSpringRenderer``, ``FlutterSpringRenderer``, ``SvelteSpringRenderer`` and
/// ``AnimeSpringRenderer``.
public protocol SpringRenderer: Sendable {
    /// The solver whose curves this renderer draws (``RenderedCurve/solver``).
    var solver: Solver { get }
    /// Whether this emulates an animation engine (rather than the exact solution or an integrator).
    var isEngine: Bool { get }
    /// Whether the renderer states when the animation ends, by a stop rule of its own
    /// (``duration(of:motion:)``, which is then `nil` only for a spring it never ends): every
    /// engine but SwiftUI, whose rule Apple does not publish; not the exact solution or the
    /// integrators, which never stop.
    var hasStopRule: Bool { get }
    /// The step in seconds: an integrator's step or an engine's frame interval; `nil` for a
    /// renderer without one (the exact solution, adaptive integration, keyframes, SwiftUI).
    var timeStep: Double? { get }
    /// This renderer with its step (``timeStep``) changed; itself when it has none.
    /// - Precondition: `step > 0` and finite (callers validate user input).
    func withTimeStep(_ step: Double) -> Self
    /// The curve drawn for `spring` performing `motion` at `times` (seconds).
    func render(_ spring: Spring, motion: Motion, times: [Double]) -> RenderedCurve
    /// When the engine stops by its own rule (the ``RenderedCurve/duration`` of its curves);
    /// `nil` for the exact solution and integrators, for a rule that is not public, or past
    /// the renderer's cap.
    func duration(of spring: Spring, motion: Motion) -> Double?
    /// Whether the renderer follows a change of target in flight
    /// (``render(_:motion:times:retargets:)``): the exact solution, and the engines whose
    /// retarget rule is public and reproduced (Motion, react-spring, POP, Rebound, Android, Svelte).
    var followsRetargets: Bool { get }
    /// The curve drawn when the target changes in flight by `retargets` (times in seconds,
    /// increasing, > 0), by the renderer's rule (docs/physics.md, "Retargeted motion").
    /// - Throws: ``SpringError`` for invalid retargets (as ``RetargetedResponse`` checks them),
    ///   and for retargets given to a renderer that does not follow them.
    func render(_ spring: Spring, motion: Motion, times: [Double],
                retargets: [RetargetedResponse.Retarget]) throws(SpringError) -> RenderedCurve
    /// The metrics of the curve drawn for `spring` performing `motion`, as exactly as the
    /// renderer's nature allows: exact for the exact solution (and SwiftUI's effective spring);
    /// otherwise ``RenderedCurve/sampledMetrics(for:band:rest:)`` on a 1 ms grid long enough for
    /// the curve to settle (from four times the exact settling time, growing fourfold up to 600 s).
    func metrics(of spring: Spring, motion: Motion, band: SettlingBand,
                 rest: RestThresholds?) throws(SpringError) -> SpringMetrics
    /// What this renderer draws for `setup` run with `options`: the spring and motion as the
    /// engine itself reads the setup (from its family and the values the spec gave,
    /// ``SpringSetup/parameters``), and the renderer configured by them — the one place an
    /// engine's reading lives (``SpringSetup/reading(by:options:)`` calls it through
    /// ``Solver/renderer``). The default takes the setup as given, at
    /// ``RendererOptions/frameInterval`` when one is given.
    func reading(_ setup: SpringSetup, options: RendererOptions) -> SpringReading
    /// What the engine's own duration reproduces, for the durations that list it
    /// (``EngineDuration/init(_:)``); `nil` (the default) for a renderer not listed there.
    var durationDescription: DurationDescription? { get }
    /// The duration the engine states for the animation, which ``EngineDuration`` lists:
    /// by default its stop rule's (``duration(of:motion:)``); Motion's is its
    /// `calcGeneratorDuration` (``MotionSpringRenderer/generatorDuration(of:motion:)``).
    func statedDuration(of spring: Spring, motion: Motion) -> Double?
}

extension SpringRenderer {
    /// Default: `true` (the exact solution and the integrators say `false`).
    public var isEngine: Bool { true }
    /// Default: ``isEngine`` (SwiftUI's renderer says `false`).
    public var hasStopRule: Bool { isEngine }
    /// Default: `nil`, no step.
    public var timeStep: Double? { nil }
    /// Default: the renderer itself (it has no step).
    public func withTimeStep(_ step: Double) -> Self { self }
    /// Default: the ``RenderedCurve/duration`` of the curve drawn at time 0.
    public func duration(of spring: Spring, motion: Motion) -> Double? {
        render(spring, motion: motion, times: [0]).duration
    }
    /// Default: `false`.
    public var followsRetargets: Bool { false }
    /// Default: the setup as given, at the options' frame interval when one is given.
    public func reading(_ setup: SpringSetup, options: RendererOptions) -> SpringReading {
        SpringReading(spring: setup.spring, motion: setup.motion, renderer: options.frameInterval.map(withTimeStep) ?? self)
    }
    /// Default: `nil`, not listed.
    public var durationDescription: DurationDescription? { nil }
    /// Default: ``duration(of:motion:)``.
    public func statedDuration(of spring: Spring, motion: Motion) -> Double? {
        duration(of: spring, motion: motion)
    }

    /// Default, for a renderer that does not follow retargets: the plain curve without
    /// retargets; with any, ``SpringError`` naming the solver and the solvers that follow them.
    public func render(_ spring: Spring, motion: Motion, times: [Double],
                       retargets: [RetargetedResponse.Retarget]) throws(SpringError) -> RenderedCurve {
        guard retargets.isEmpty else { throw SpringError.retargetsNotFollowed(by: solver) }
        return render(spring, motion: motion, times: times)
    }

    /// Default: ``RenderedCurve/sampledMetrics(for:band:rest:)`` of the drawn curve on a 1 ms
    /// grid long enough for it to settle (from four times the exact settling time, at least
    /// 1 s, growing fourfold up to 600 s). Cost: one rendering per window tried.
    public func metrics(of spring: Spring, motion: Motion, band: SettlingBand = .standard,
                        rest: RestThresholds? = nil) throws(SpringError) -> SpringMetrics {
        try growingWindowMetrics(of: spring, motion: motion, band: band, rest: rest)
    }

    /// ``RenderedCurve/sampledMetrics(for:band:rest:)`` of the drawn curve on a 1 ms grid long
    /// enough for it to settle (from four times the exact settling time, growing fourfold up to 600 s): the
    /// default ``metrics(of:motion:band:rest:)``, for renderers that measure otherwise only sometimes.
    /// Cost: one rendering per window tried.
    public func growingWindowMetrics(of spring: Spring, motion: Motion, band: SettlingBand,
                                     rest: RestThresholds?) throws(SpringError) -> SpringMetrics {
        try Solver.sampledMetrics(of: spring, motion: motion, band: band, rest: rest) { times in
            render(spring, motion: motion, times: times)
        }
    }
}

extension SpringError {
    /// Retargets given to a solver that does not follow them: names the solver and those that do.
    static func retargetsNotFollowed(by solver: Solver) -> SpringError {
        SpringError(parameter: "solver", value: solver.rawValue,
                    allowed: "a solver that follows a change of target in flight: \(Solver.allCases.filter { $0.renderer.followsRetargets }.map({ $0.rawValue }).joined(separator: ", "))")
    }
}
