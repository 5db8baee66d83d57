import Foundation
import SpringKit
import SpringPlot
import SpringRequests
import SpringTuning

/// `sweep --heatmap FILE`: the options checked before the sweep runs, then a ``SweepHeatmap``
/// filled row by row and written to FILE (atomically).
struct HeatmapCanvas {
    let path: String
    var heatmap: SweepHeatmap

    init(path: String, request: SweepRequest, metric: String?, levels: String?) throws {
        _ = try PlotFormat(url: URL(fileURLWithPath: path))   // a bad extension fails before the sweep
        heatmap = try request.heatmap(metric: metric, levels: levels)
        self.path = path
    }

    /// Stores `row`'s value in its cell.
    mutating func record(_ row: SweepRow) { heatmap.record(row) }

    /// Draws the heatmap to `path` (atomically).
    func draw(solver: Solver) throws {
        try heatmap.plot(solver: solver).write(to: URL(fileURLWithPath: path))
    }
}
