/// A duration that an animation engine assigns to a spring, named for what it reproduces
/// (docs/physics.md): the registry `springtune durations`, the metrics' `engineDurations`,
/// the studio and the MCP server read. These are engine rules, not physics: compare them with
/// the exact ``SpringResponse`` metrics (settling time, rest time), which they are not.
///
/// An engine SpringKit renders is listed by its ``Solver`` (``init(_:)``): its duration is
/// its renderer's (``SpringRenderer/statedDuration(of:motion:)`` on the renderer's own reading
/// of the setup), and so are its label, use and note (``SpringRenderer/durationDescription``).
/// The rules that are not renderers — Core Animation's `settlingDuration`, WebKit's and
/// Compose's estimates — are declared here. ``allCases`` is the one list, one line each.
public struct EngineDuration: Sendable, Hashable, RawRepresentable, CaseIterable {
    /// The row name (`core-animation`, `motion`, …): the engine's solver name for an engine.
    public let rawValue: String
    /// The engine whose renderer states this duration, or `nil` for a rule that is not a renderer.
    public let solver: Solver?
    /// What the duration reproduces.
    public let details: DurationDescription
    private let rule: @Sendable (Spring, Motion) -> Double?

    /// The duration `solver`'s renderer states, described by it (the metrics records carry the
    /// ones ``MetricKey/engineDurations`` lists).
    public init(_ solver: Solver) {
        rawValue = solver.rawValue
        self.solver = solver
        details = solver.renderer.durationDescription
            ?? DurationDescription(label: solver.rawValue, use: "", note: "")
        rule = { spring, motion in solver.renderer.statedDuration(of: spring, motion: motion) }
    }

    /// A rule that is not a renderer, named `name`, computing `duration` for a spring and motion.
    public init(_ name: String, _ details: DurationDescription,
                duration: @escaping @Sendable (Spring, Motion) -> Double?) {
        rawValue = name
        solver = nil
        self.details = details
        rule = duration
    }

    /// The registered duration named `rawValue`, or `nil`.
    public init?(rawValue: String) {
        guard let found = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = found
    }

    /// Every duration, in the order tables list them: one line each.
    public static let allCases: [EngineDuration] = [
        .coreAnimation, EngineDuration(.motion), EngineDuration(.jnw),
        .webKit, .compose,
        EngineDuration(.android), EngineDuration(.flutter), EngineDuration(.flutterFling), EngineDuration(.svelte),
        EngineDuration(.anime), EngineDuration(.reanimated), EngineDuration(.reanimated3),
    ]

    /// The JSON key of this duration in a metrics record's `engineDurations`: the row name in
    /// camel case (`core-animation` → `coreAnimation`, `flutter-fling` → `flutterFling`).
    public var key: String {
        var key = ""
        var upper = false
        for character in rawValue {
            if character == "-" { upper = true; continue }
            key += upper ? character.uppercased() : String(character)
            upper = false
        }
        return key
    }

    /// The short name of whose rule it is (`Core Animation`, `Motion`): the engine's display
    /// name (``Solver/displayName``), or the rule's own title (``DurationDescription/title``).
    public var title: String { solver?.displayName ?? details.title ?? rawValue }

    /// The registered duration `solver`'s renderer states (an entry of ``allCases``), or `nil`
    /// when none is registered for it. Cost: a search of ``allCases``.
    public static func stated(by solver: Solver) -> EngineDuration? {
        allCases.first { $0.solver == solver }
    }

    /// A human-readable name saying what is reproduced (``DurationDescription/label``).
    public var label: String { details.label }
    /// What the number is for (``DurationDescription/use``).
    public var use: String { details.use }
    /// Where the rule comes from and how sure it is (``DurationDescription/note``).
    public var note: String { details.note }
    /// Whether the algorithm is public (``DurationDescription/published``).
    public var published: Bool { details.published }
    /// SpringTune's limit on how long it follows the engine (``DurationDescription/runLimit``).
    public var runLimit: Double? { details.runLimit }

    /// The duration in seconds for `spring` performing `motion` given as they are, or `nil`
    /// when the engine never stops (undamped, past its own cap), does not stop within
    /// SpringTune's ``runLimit``, or the rule needs a step the motion lacks.
    public func duration(of spring: Spring, motion: Motion = .unitStep) -> Double? {
        rule(spring, motion)
    }

    /// The duration for `setup`: an engine's on its own reading of the setup
    /// (``SpringRenderer/reading(_:options:)``: Motion's options, with `rest` as its
    /// `restDelta` and `restSpeed`, `nil` for its defaults; a `svelte` spring's own values at
    /// its frame rate; anime.js's bounce form; Reanimated 3's time-form end), a rule that is not
    /// a renderer on the setup's spring and motion. Cost: the rule's (an engine's frames until rest).
    public func duration(of setup: SpringSetup, rest: RestThresholds? = nil) -> Double? {
        guard let solver else { return rule(setup.spring, setup.motion) }
        let reading = setup.reading(by: solver, options: RendererOptions(rest: rest))
        return reading.renderer.statedDuration(of: reading.spring, motion: reading.motion)
    }

    /// Two durations are the same when their names are.
    public static func == (lhs: EngineDuration, rhs: EngineDuration) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

extension EngineDuration {
    /// Core Animation `CASpringAnimation.settlingDuration` / SwiftUI `Spring.settlingDuration`,
    /// ε = 0.001: a public reconstruction (``CoreAnimationSettlingDuration``); Apple does not
    /// publish the algorithm.
    public static let coreAnimation = EngineDuration("core-animation", DurationDescription(
        title: "Core Animation",
        label: "Core Animation / SwiftUI settlingDuration (ε 0.001, reconstruction)",
        use: "iOS: CASpringAnimation.duration, SwiftUI",
        note: "Apple does not publish the algorithm: public reconstruction matching Apple's two documented figures for ζ < 1; for ζ ≥ 1 a 0.1 s grid per third-party observations",
        published: false)) { CoreAnimationSettlingDuration().duration(of: $0, motion: $1) }

    /// WebKit Web Inspector's `spring()` duration (0.1 s steps until within 1e-4):
    /// ``WebKitSpringDuration``.
    public static let webKit = EngineDuration("webkit", DurationDescription(
        title: "WebKit",
        label: "WebKit Inspector spring() duration (0.1 s steps, 1e-4)",
        use: "web: Safari Inspector, CSS spring()",
        note: "open source: WebKit Web Inspector WI.Spring.calculateDuration; treats ζ ≥ 1 as critically damped")) { WebKitSpringDuration().duration(of: $0, motion: $1) }

    /// Jetpack Compose's `estimateAnimationDurationMillis` (visibility threshold 0.01):
    /// ``ComposeSpringEstimation``.
    public static let compose = EngineDuration("compose", DurationDescription(
        title: "Compose",
        label: "Jetpack Compose estimateAnimationDurationMillis (threshold 0.01)",
        use: "Android: Compose animation length",
        note: "open source: androidx SpringEstimation.kt (truncated to whole ms)")) { ComposeSpringEstimation().duration(of: $0, motion: $1) }
}

#if !hasFeature(Embedded)
extension EngineDuration: Codable {}
#endif
