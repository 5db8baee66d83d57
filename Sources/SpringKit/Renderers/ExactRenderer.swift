/// The exact solution (``SpringResponse``) as a ``SpringRenderer``: solver ``Solver/exact``.
///
/// Accuracy: that of ``SpringResponse`` (≈ 1e-15 of the step). Cost: one closed-form
/// evaluation per time; a retargeted motion is ``RetargetedResponse``, piecewise closed form.
public struct ExactRenderer: SpringRenderer, Hashable {
    /// Creates the exact renderer.
    public init() {}

    /// ``Solver/exact``.
    public var solver: Solver { .exact }
    /// `false`: the exact solution is physics, not an engine.
    public var isEngine: Bool { false }
    /// `true`: each retarget starts a new exact piece from the state reached.
    public var followsRetargets: Bool { true }

    /// The exact positions and velocities at `times` (the initial state before 0); no duration.
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double]) -> RenderedCurve {
        let response = SpringResponse(spring: spring, motion: motion)
        let states = times.map { response.state(at: max(0, $0)) }
        return RenderedCurve(solver: .exact, times: times, positions: states.map({ $0.position }),
                             velocities: states.map({ $0.velocity }), duration: nil)
    }

    /// `nil`: the exact solution never stops.
    public func duration(of spring: Spring, motion: Motion) -> Double? { nil }

    /// The ``RetargetedResponse`` at `times`; no duration.
    public func render(_ spring: Spring, motion: Motion, times: [Double],
                       retargets: [RetargetedResponse.Retarget]) throws(SpringError) -> RenderedCurve {
        let exact = try RetargetedResponse(spring: spring, motion: motion, retargets: retargets)
        let states = times.map { exact.state(at: $0) }
        return RenderedCurve(solver: .exact, times: times, positions: states.map({ $0.position }),
                             velocities: states.map({ $0.velocity }), duration: nil)
    }

    /// The exact metrics (``SpringResponse/metrics(band:rest:)``).
    public func metrics(of spring: Spring, motion: Motion, band: SettlingBand = .standard,
                        rest: RestThresholds? = nil) throws(SpringError) -> SpringMetrics {
        try SpringResponse(spring: spring, motion: motion).metrics(band: band, rest: rest)
    }
}

extension Solver {
    /// The analytic solution (``SpringResponse``).
    public static let exact = Solver("exact", displayName: "exact") { ExactRenderer() }
}
