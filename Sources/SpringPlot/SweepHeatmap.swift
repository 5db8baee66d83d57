import SpringKit
import SpringTuning

/// One metric of a sweep over its two swept axes, collected row by row as the sweep runs and
/// drawn as a ``HeatmapPlot`` (`springtune sweep --heatmap`).
///
/// The first swept axis runs up the plot, the second (faster) across. Each row lands in its
/// cell by its index in O(axes), so rows may arrive in any order (threads). Memory: one
/// optional double per cell, one flag per cell with a region.
public struct SweepHeatmap: Sendable {
    /// Why a sweep cannot be drawn as a heatmap.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// A heatmap needs exactly two swept axes (`keys` are those swept).
        case sweptAxes(keys: [SpringParameter])
        /// More cells than ``maximumCells``.
        case tooLarge(cells: Int)

        /// One line naming the value and what is allowed.
        public var description: String { description(naming: "a heatmap") }

        /// The line with `subject` naming the heatmap (`a heatmap`, or a command's option).
        public func description(naming subject: String) -> String {
            switch self {
            case .sweptAxes(let keys):
                return "\(subject) needs exactly two swept parameters, got \(keys.count) (\(keys.map(\.rawValue).joined(separator: ", ")))"
            case .tooLarge(let cells):
                return "\(subject) of \(cells) cells is too large to draw: at most 25,000,000 (5000 × 5000)"
            }
        }
    }

    /// The most cells drawn: 5000 × 5000.
    public static let maximumCells = 25_000_000

    /// The sweep's grid and plan.
    public let grid: SweepGrid
    public let plan: SweepPlan
    /// The metric shown.
    public let metric: MetricName
    /// The values the iso-lines are drawn at.
    public let isoLevels: [Double]
    let xPosition: Int, yPosition: Int
    /// Cells per line: the count of the axis across.
    let columns: Int
    var cells: [Double?]
    /// The region expression, bound to the row's value columns, and each cell's membership.
    let region: (filter: RowFilter, compiled: RowFilter.Compiled)?
    var regionCells: [Bool]

    /// A heatmap of `metric` over the two swept axes of `grid`, with iso-lines at `isoLevels`
    /// and the cells where `region` holds outlined.
    /// - Throws: ``Failure`` unless exactly two axes are swept and the grid has at most
    ///   ``maximumCells`` cells; `SpringError` for a region naming an unknown column.
    public init(grid: SweepGrid, plan: SweepPlan, metric: MetricName, isoLevels: [Double] = [],
                region: RowFilter? = nil) throws {
        let swept = grid.axes.indices.filter { grid.axes[$0].isSwept }
        guard swept.count == 2 else { throw Failure.sweptAxes(keys: swept.map { grid.axes[$0].key }) }
        guard grid.rowCount <= Self.maximumCells else { throw Failure.tooLarge(cells: grid.rowCount) }
        self.grid = grid
        self.plan = plan
        self.metric = metric
        self.isoLevels = isoLevels
        yPosition = swept[0]
        xPosition = swept[1]
        columns = grid.axes[swept[1]].count
        cells = Array(repeating: nil, count: grid.axes[swept[0]].count * columns)
        self.region = try region.map { filter in (filter, try filter.compiled(columns: plan.valueColumns)) }
        regionCells = Array(repeating: false, count: self.region == nil ? 0 : cells.count)
    }

    /// The metrics a region expression needs evaluated (its names that are not parameters).
    public static func metrics(of region: RowFilter, grid: SweepGrid) throws -> [MetricName] {
        try region.metrics(beyond: grid.columns.map(\.rawValue), in: "region expression")
    }

    /// Stores `row`'s value of the metric in its cell, found from the row's index in O(axes).
    public mutating func record(_ row: SweepRow) {
        let column = grid.axisIndex(xPosition, ofRow: row.index), line = grid.axisIndex(yPosition, ofRow: row.index)
        cells[line * columns + column] = plan.value(of: metric, in: row)
        if let region { regionCells[line * columns + column] = region.compiled.evaluate(row.values) }
    }

    /// The plot of the cells so far, titled with the metric, the axes and, for an engine,
    /// which one draws the springs.
    public func plot(solver: Solver) throws(PlotError) -> HeatmapPlot {
        let xAxis = grid.axes[xPosition], yAxis = grid.axes[yPosition]
        func axis(_ sweepAxis: SweepAxis) -> HeatmapPlot.Axis {
            var scale = AxisScale.linear
            if case .logarithmic = sweepAxis.values { scale = .logarithmic }
            return .init(title: sweepAxis.key.rawValue, values: (0..<sweepAxis.count).map { sweepAxis.value(at: $0) }, scale: scale)
        }
        let rows = (0..<yAxis.count).map { line in Array(cells[line * xAxis.count ..< (line + 1) * xAxis.count]) }
        var title = "\(metric.rawValue) over \(yAxis.key) × \(xAxis.key)"
        if solver != .exact { title += " (as \(solver.rawValue) draws it)" }
        var plot = try HeatmapPlot(x: axis(xAxis), y: axis(yAxis), values: rows,
                                   valueTitle: metric.rawValue + Self.unit(metric), isoLevels: isoLevels, title: title)
        if let region { plot.region = HeatmapPlot.Region(label: region.filter.text, contains: regionCells) }
        return plot
    }

    /// The metric's unit as a value title shows it (` (s)`, ` (%)`), empty for a plain number.
    static func unit(_ metric: MetricName) -> String {
        metric.key.unit.isEmpty ? "" : " (\(metric.key.unit))"
    }
}
