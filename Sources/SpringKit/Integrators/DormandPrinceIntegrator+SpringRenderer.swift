extension DormandPrinceIntegrator: SpringRenderer {
    /// ``Solver/dopri``.
    public var solver: Solver { .dopri }
    /// `false`: an integrator, not an engine.
    public var isEngine: Bool { false }

    /// The integrated curve at `times` (``SpringIntegrator/renderedCurve(of:motion:times:solver:)``); no duration.
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double]) -> RenderedCurve {
        renderedCurve(of: spring, motion: motion, times: times, solver: .dopri)
    }

    /// `nil`: an integrator never stops by itself.
    public func duration(of spring: Spring, motion: Motion) -> Double? { nil }
}

extension Solver {
    /// Adaptive Dormand–Prince 5(4), rtol 1e-10 (``DormandPrinceIntegrator``).
    public static let dopri = Solver("dopri", displayName: "Dormand–Prince") { DormandPrinceIntegrator() }
}
