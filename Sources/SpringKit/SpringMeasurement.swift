/// A spring measured as a solver draws it, with the exact solution's metrics beside it.
///
/// Made by ``SpringSetup/measurement(by:band:rest:options:)``. When ``solver`` is ``Solver/exact``,
/// ``metrics`` and ``exact`` are the same.
public struct SpringMeasurement: Sendable, Hashable {
    /// The solver whose curve ``metrics`` describe.
    public var solver: Solver
    /// Whether ``solver`` is the renderer the spring was tuned under (chosen by default, not asked for).
    public var isTunedRenderer: Bool
    /// The metrics of the curve ``solver`` draws.
    public var metrics: SpringMetrics
    /// The metrics of the exact solution of the same spring and motion.
    public var exact: SpringMetrics

    /// Creates a measurement.
    public init(solver: Solver, isTunedRenderer: Bool, metrics: SpringMetrics, exact: SpringMetrics) {
        self.solver = solver
        self.isTunedRenderer = isTunedRenderer
        self.metrics = metrics
        self.exact = exact
    }

    /// Whether the drawn curve is the exact solution.
    public var isExact: Bool { solver == .exact }
}
