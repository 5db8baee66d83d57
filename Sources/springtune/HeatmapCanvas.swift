import Foundation
import SpringKit
import SpringPlot
import SpringTuning

/// `sweep --heatmap FILE`: the options checked before the sweep runs, then a ``SweepHeatmap``
/// filled row by row and written to FILE (atomically).
struct HeatmapCanvas {
    let path: String
    var heatmap: SweepHeatmap

    init(path: String, grid: SweepGrid, plan: SweepPlan, shard: SweepShard, metric: MetricName?, levels: String?,
         region: RowFilter? = nil) throws {
        _ = try PlotFormat(url: URL(fileURLWithPath: path))   // a bad extension fails before the sweep
        guard shard.count == 1 else {
            throw CommandFailure.usage("--heatmap draws the whole grid: it does not combine with --shard (plot the merged CSV instead)")
        }
        guard let metric else { throw CommandFailure.usage("--heatmap needs a metric: give --metrics or --heatmap-metric") }
        let isoLevels: [Double] = try levels.map { text in
            try text.split(separator: ",", omittingEmptySubsequences: false).map { item -> Double in
                guard let value = DecimalNumber.parse(item) else {
                    throw CommandFailure.usage("invalid --iso level '\(item)': must be a finite decimal number")
                }
                return value
            }
        } ?? []
        do {
            heatmap = try SweepHeatmap(grid: grid, plan: plan, metric: metric, isoLevels: isoLevels, region: region)
        } catch let failure as SweepHeatmap.Failure {
            throw CommandFailure.usage(failure.description(naming: "--heatmap"))
        }
        self.path = path
    }

    /// Stores `row`'s value in its cell.
    mutating func record(_ row: SweepRow) { heatmap.record(row) }

    /// Draws the heatmap to `path` (atomically).
    func draw(solver: Solver) throws {
        try heatmap.plot(solver: solver).write(to: URL(fileURLWithPath: path))
    }
}
