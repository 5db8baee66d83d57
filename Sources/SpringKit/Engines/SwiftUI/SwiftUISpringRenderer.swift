/// What SwiftUI's `Spring(mass:stiffness:damping:allowOverDamping:)` draws.
///
/// Apple documents `allowOverDamping` (default `false`): "false specifies that such cases
/// should instead be treated as critically damped". So with the default an overdamped spring
/// (ζ > 1) is drawn with damping replaced by `2√(k·m)`: faster than the true overdamped curve
/// (the critical one is the fastest non-oscillating curve). Core Animation has a matching
/// `allowsOverdamping` property since iOS 17. The curve is otherwise the exact solution
/// (``SpringResponse``): Apple does not publish how SwiftUI evaluates it or when it stops, so
/// no duration is reported (`nil`).
///
/// Accuracy: that of ``SpringResponse`` (≈ 1e-15 of the step). Cost: one `exp` and one
/// `sin`/`cos` pair per time.
public struct SwiftUISpringRenderer: SpringRenderer, Hashable {
    /// Whether an overdamped spring is drawn as such (SwiftUI's default is `false`).
    public var allowOverDamping: Bool

    /// Creates a renderer; `allowOverDamping` defaults to `false`, as in SwiftUI.
    public init(allowOverDamping: Bool = false) {
        self.allowOverDamping = allowOverDamping
    }

    /// ``Solver/swiftui``.
    public var solver: Solver { .swiftui }
    /// `false`: Apple does not publish when SwiftUI stops a spring animation.
    public var hasStopRule: Bool { false }

    /// The spring SwiftUI actually animates: `spring` itself, or its critically damped
    /// counterpart (`c = 2√(k·m)`) when it is overdamped and overdamping is not allowed.
    public func effectiveSpring(_ spring: Spring) -> Spring {
        guard !allowOverDamping, spring.regime == .overdamped else { return spring }
        let critical = 2 * (spring.stiffness * spring.mass).squareRoot()
        return (try? Spring(mass: spring.mass, stiffness: spring.stiffness, damping: critical)) ?? spring
    }

    /// The drawn curve at `times` (the initial state before 0); duration `nil` (not public).
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double]) -> RenderedCurve {
        let response = SpringResponse(spring: effectiveSpring(spring), motion: motion)
        let states = times.map { response.state(at: max(0, $0)) }
        return RenderedCurve(solver: .swiftui, times: times, positions: states.map({ $0.position }),
                             velocities: states.map({ $0.velocity }), duration: nil)
    }

    /// The exact metrics of the effective spring (``effectiveSpring(_:)``).
    public func metrics(of spring: Spring, motion: Motion, band: SettlingBand = .standard,
                        rest: RestThresholds? = nil) throws(SpringError) -> SpringMetrics {
        try SpringResponse(spring: effectiveSpring(spring), motion: motion).metrics(band: band, rest: rest)
    }
}

extension Solver {
    /// SwiftUI `Spring(mass:stiffness:damping:)`, overdamping clamped (``SwiftUISpringRenderer``).
    public static let swiftui = Solver("swiftui", displayName: "SwiftUI (clamped)") { SwiftUISpringRenderer() }
}
