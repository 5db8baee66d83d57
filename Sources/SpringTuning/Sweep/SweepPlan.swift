import SpringKit

/// What a sweep computes at each point: the grid, the metrics and how they are
/// measured, and the filter that decides which rows are kept.
public struct SweepPlan: Sendable {
    /// The points.
    public let grid: SweepGrid
    /// The metrics written for each row, in order.
    public let metrics: [MetricName]
    /// The metrics computed for each row: ``metrics`` first, then those only
    /// the filter or the best-row search needs.
    public let evaluatedMetrics: [MetricName]
    /// The settling band for settling time and bounces.
    public let band: SettlingBand
    /// Rest thresholds for `restTime`, if given.
    public let rest: RestThresholds?
    /// The row filter, if any.
    public let filter: RowFilter?
    /// What draws the curve the metrics are measured on (``Solver/exact`` by default).
    public let solver: Solver
    private let compiledFilter: RowFilter.Compiled?

    /// Creates a plan.
    ///
    /// - Parameters:
    ///   - alsoEvaluate: metrics to compute without writing them (for ``SweepBest``).
    /// - Throws: ``SpringError`` when the filter names something that is neither a
    ///   metric nor a column of the grid, or `restTime` is asked without `rest`.
    public init(grid: SweepGrid, metrics: [MetricName], band: SettlingBand = .standard,
                rest: RestThresholds? = nil, filter: RowFilter? = nil, alsoEvaluate: [MetricName] = [],
                solver: Solver = .exact) throws(SpringError) {
        var evaluated = metrics
        for metric in alsoEvaluate where !evaluated.contains(metric) { evaluated.append(metric) }
        let parameters = grid.columns.map(\.rawValue)
        for metric in try filter?.metrics(beyond: parameters, in: "where expression") ?? [] where !evaluated.contains(metric) {
            evaluated.append(metric)
        }
        if rest == nil, let metric = evaluated.first(where: \.needsRestThresholds) {
            throw SpringError(parameter: "metric", value: metric.rawValue, allowed: "asked with rest thresholds (restDelta and restSpeed)")
        }
        self.grid = grid
        self.metrics = metrics
        self.evaluatedMetrics = evaluated
        self.band = band
        self.rest = rest
        self.filter = filter
        self.solver = solver
        compiledFilter = try filter?.compiled(columns: parameters + evaluated.map(\.rawValue))
    }

    /// The written columns: the grid's parameters, then ``metrics``.
    public var columns: [String] { grid.columns.map(\.rawValue) + metrics.map(\.rawValue) }

    /// The columns of ``SweepRow/values``: the grid's parameters, then ``evaluatedMetrics``.
    public var valueColumns: [String] { grid.columns.map(\.rawValue) + evaluatedMetrics.map(\.rawValue) }

    /// Row `index` of the grid, evaluated and filtered.
    ///
    /// A point whose values do not make a valid spring or motion (a stiffness
    /// of 0 in a linear range, say) gives a row with null metrics and its error.
    public func row(at index: Int) -> SweepRow {
        let point = grid.point(at: index)
        var values: [Double?] = []
        values.reserveCapacity(point.count + evaluatedMetrics.count)
        for value in point { values.append(value) }
        var failure: SpringError?
        do {
            let (spring, motion) = try grid.setup(for: point)
            if solver == .exact {
                let response = SpringResponse(spring: spring, motion: motion)
                MetricName.append(evaluatedMetrics, for: response, band: band, rest: rest, to: &values)
            } else {
                // Measured on the curve the solver or engine draws (Solver.metrics: exact for
                // SwiftUI's clamp, sampled on a 1 ms grid for integrators and engines).
                let drawn = try solver.metrics(of: spring, motion: motion, band: band, rest: rest)
                for metric in evaluatedMetrics { values.append(metric.value(in: drawn, spring: spring)) }
            }
        } catch {
            failure = error
            values.append(contentsOf: repeatElement(nil, count: evaluatedMetrics.count))
        }
        let kept = compiledFilter?.evaluate(values) ?? true
        return SweepRow(index: index, values: values, error: failure, isKept: kept)
    }

    /// The value of `metric` in `row`, or `nil` when null or not evaluated.
    public func value(of metric: MetricName, in row: SweepRow) -> Double? {
        guard let position = evaluatedMetrics.firstIndex(of: metric) else { return nil }
        return row.values[grid.columns.count + position]
    }

    /// The written values of `row` (parameters, then ``metrics``).
    public func writtenValues(of row: SweepRow) -> ArraySlice<Double?> {
        row.values[0 ..< grid.columns.count + metrics.count]
    }
}
