import SpringKit
@testable import SpringPlot
import SpringTuning
import Testing

/// A sweep's heatmap: every row lands in its cell, and the region is the cells where its
/// expression holds. Each cell is checked against the exact metrics of its spring.
@Suite struct SweepHeatmapTests {
    @Test func theRegionIsTheCellsWhereTheExpressionHolds() throws {
        let grid = try SweepGrid(family: .physical, axes: [try SweepAxis.parse("k=50...1000:log:30", family: .physical),
                                                           try SweepAxis.parse("c=2...60:25", family: .physical)])
        let region = try RowFilter.parse("settlingTime<0.5 && overshootPercent<5")
        let plan = try SweepPlan(grid: grid, metrics: [.settlingTime],
                                 alsoEvaluate: try SweepHeatmap.metrics(of: region, grid: grid))
        var canvas = try SweepHeatmap(grid: grid, plan: plan, metric: .settlingTime, region: region)
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
        var canvas = try SweepHeatmap(grid: grid, plan: plan, metric: .settlingTime)
        for index in 0..<grid.rowCount { canvas.record(plan.row(at: index)) }
        #expect(canvas.cells.allSatisfy { $0 != nil })
    }

    @Test func onlyTwoSweptAxesMakeAHeatmap() throws {
        let grid = try SweepGrid(family: .physical, axes: [try SweepAxis.parse("k=50...1000:10", family: .physical),
                                                           try SweepAxis.parse("c=10", family: .physical)])
        let plan = try SweepPlan(grid: grid, metrics: [.settlingTime])
        #expect(throws: SweepHeatmap.Failure.sweptAxes(keys: [.stiffness])) {
            try SweepHeatmap(grid: grid, plan: plan, metric: .settlingTime)
        }
    }
}
