import Foundation
import SpringKit
import SpringPlot
import SpringTuning

/// Collects one metric over the two swept axes of a sweep and draws it (`sweep --heatmap`).
struct HeatmapCanvas {
    let path: String
    let grid: SweepGrid
    let plan: SweepPlan
    let metric: MetricName
    let levels: [Double]
    let xAxis: SweepAxis, yAxis: SweepAxis
    let xPosition: Int, yPosition: Int
    var cells: [Double?]
    /// The `--heatmap-region` expression, bound to the row's value columns, and each cell's membership.
    let region: (filter: RowFilter, compiled: RowFilter.Compiled)?
    var regionCells: [Bool]

    init(path: String, grid: SweepGrid, plan: SweepPlan, shard: SweepShard, metric: MetricName?, levels: String?,
         region: RowFilter? = nil) throws {
        _ = try PlotFormat(url: URL(fileURLWithPath: path))   // a bad extension fails before the sweep
        guard shard.count == 1 else {
            throw CommandFailure.usage("--heatmap draws the whole grid: it does not combine with --shard (plot the merged CSV instead)")
        }
        let swept = grid.axes.indices.filter { grid.axes[$0].isSwept }
        guard swept.count == 2 else {
            throw CommandFailure.usage("--heatmap needs exactly two swept parameters, got \(swept.count) (\(swept.map { grid.axes[$0].key }.joined(separator: ", ")))")
        }
        guard let metric else { throw CommandFailure.usage("--heatmap needs a metric: give --metrics or --heatmap-metric") }
        guard grid.rowCount <= 25_000_000 else {
            throw CommandFailure.usage("--heatmap of \(grid.rowCount) cells is too large to draw: at most 25,000,000 (5000 × 5000)")
        }
        self.path = path
        self.grid = grid
        self.plan = plan
        self.metric = metric
        self.levels = try levels.map { text in
            try text.split(separator: ",", omittingEmptySubsequences: false).map { item in
                guard let value = DecimalNumber.parse(item) else {
                    throw CommandFailure.usage("invalid --iso level '\(item)': must be a finite decimal number")
                }
                return value
            }
        } ?? []
        // The first swept axis runs up the plot, the second (faster) across.
        yPosition = swept[0]
        xPosition = swept[1]
        yAxis = grid.axes[yPosition]
        xAxis = grid.axes[xPosition]
        cells = Array(repeating: nil, count: xAxis.count * yAxis.count)
        self.region = try region.map { filter in (filter, try filter.compiled(columns: plan.valueColumns)) }
        regionCells = Array(repeating: false, count: self.region == nil ? 0 : cells.count)
    }

    /// The metrics a region expression needs evaluated (its names that are not parameters).
    static func metrics(of region: RowFilter, grid: SweepGrid) throws -> [MetricName] {
        try region.metrics(beyond: grid.columns, in: "region expression")
    }

    /// Stores `row`'s value of the metric in its cell, found from the row's index in O(axes).
    mutating func record(_ row: SweepRow) {
        let column = grid.axisIndex(xPosition, ofRow: row.index), line = grid.axisIndex(yPosition, ofRow: row.index)
        cells[line * xAxis.count + column] = plan.value(of: metric, in: row)
        if let region { regionCells[line * xAxis.count + column] = region.compiled.evaluate(row.values) }
    }

    /// Draws the heatmap to `path` (atomically).
    func draw(solver: Solver, band: SettlingBand) throws {
        func axis(_ sweepAxis: SweepAxis) -> HeatmapPlot.Axis {
            var scale = AxisScale.linear
            if case .logarithmic = sweepAxis.values { scale = .logarithmic }
            return .init(title: sweepAxis.key, values: (0..<sweepAxis.count).map { sweepAxis.value(at: $0) }, scale: scale)
        }
        let rows = (0..<yAxis.count).map { line in Array(cells[line * xAxis.count ..< (line + 1) * xAxis.count]) }
        var title = "\(metric.rawValue) over \(yAxis.key) × \(xAxis.key)"
        if solver != .exact { title += " (as \(solver.rawValue) draws it)" }
        var plot = try HeatmapPlot(x: axis(xAxis), y: axis(yAxis), values: rows,
                                   valueTitle: metric.rawValue + Self.unit(metric), isoLevels: levels, title: title)
        if let region { plot.region = HeatmapPlot.Region(label: region.filter.text, contains: regionCells) }
        try plot.write(to: URL(fileURLWithPath: path))
    }

    static func unit(_ metric: MetricName) -> String {
        switch metric {
        case .settlingTime, .peakTime, .riseTime, .transientTime, .restTime: return " (s)"
        case .overshootPercent, .undershootPercent: return " (%)"
        case .naturalFrequency: return " (rad/s)"
        case .peakValue, .bounces, .dampingRatio: return ""
        }
    }
}
