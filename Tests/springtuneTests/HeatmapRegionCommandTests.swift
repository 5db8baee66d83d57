import SpringTestSupport
import Foundation
import SpringKit
import SpringTuning
import Testing
@testable import springtune

/// sweep --heatmap-region, and every row of a heatmap sweep landing in its cell.
@Suite struct HeatmapRegionCommandTests {
    @Test func theRegionIsTheCellsWhereTheExpressionHolds() throws {
        let grid = try SweepGrid(family: .physical, axes: [try SweepAxis.parse("k=50...1000:log:30", family: .physical),
                                                           try SweepAxis.parse("c=2...60:25", family: .physical)])
        let region = try RowFilter.parse("settlingTime<0.5 && overshootPercent<5")
        let plan = try SweepPlan(grid: grid, metrics: [.settlingTime],
                                 alsoEvaluate: try HeatmapCanvas.metrics(of: region, grid: grid))
        var canvas = try HeatmapCanvas(path: "h.png", grid: grid, plan: plan, shard: .whole, metric: .settlingTime,
                                       levels: nil, region: region)
        for index in 0..<grid.rowCount { canvas.record(plan.row(at: index)) }
        for index in 0..<grid.rowCount {
            let point = grid.point(at: index)
            let response = SpringResponse(spring: try Spring(stiffness: point[0], damping: point[1]))
            let cell = (index / 25) * 25 + index % 25       // row = stiffness (first axis), column = damping
            #expect(canvas.cells[cell] == (try response.settlingTime()))
            let holds = ((try response.settlingTime()) ?? .infinity) < 0.5 && (response.overshootPercent ?? 0) < 5
            #expect(canvas.regionCells[cell] == holds)
        }
        #expect(canvas.regionCells.contains(true) && canvas.regionCells.contains(false))
    }

    @Test func everyRowOfALogGridFindsItsCell() throws {
        // 200 log-spaced values: a lookup by value once lost a row whose value differed by an ulp.
        let grid = try SweepGrid(family: .physical, axes: [try SweepAxis.parse("k=50...1000:log:200", family: .physical),
                                                           try SweepAxis.parse("c=2...60:7", family: .physical)])
        let plan = try SweepPlan(grid: grid, metrics: [.settlingTime])
        var canvas = try HeatmapCanvas(path: "h.png", grid: grid, plan: plan, shard: .whole, metric: .settlingTime, levels: nil)
        for index in 0..<grid.rowCount { canvas.record(plan.row(at: index)) }
        #expect(canvas.cells.allSatisfy { $0 != nil })
    }

    @Test func theCommandDrawsItAndRefusesMisuse() throws {
        let dir = try CLI.temporaryDirectory()
        let ok = try CLI.run(["sweep", "--param", "k=50...1000:log:40", "--param", "c=2...60:40", "--metrics", "settlingTime",
                              "--heatmap", "h.png", "--heatmap-region", "settlingTime<0.5 && overshootPercent<5", "--quiet",
                              "-o", "rows.csv"], in: dir)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("h.png").path))
        let noHeatmap = try CLI.run(["sweep", "--param", "k=50...100:3", "--param", "c=2...6:3", "--heatmap-region", "settlingTime<1"], in: dir)
        #expect(noHeatmap.status == 64)
        let unknown = try CLI.run(["sweep", "--param", "k=50...100:3", "--param", "c=2...6:3", "--heatmap", "x.png",
                                   "--heatmap-region", "wobble<1"], in: dir)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("wobble"))
    }
}
