import Testing
import SpringKit
@testable import SpringTuning

@Suite struct SweepRunTests {
    func plan(_ params: [String], metrics: [MetricName] = [.settlingTime, .overshootPercent],
              filter: String? = nil, best: [MetricName] = []) throws -> SweepPlan {
        let grid = try SweepGrid(family: .physical, axes: params.map { try SweepAxis.parse($0, family: .physical) })
        return try SweepPlan(grid: grid, metrics: metrics, filter: filter.map { try RowFilter.parse($0) }, alsoEvaluate: best)
    }

    func rows(_ plan: SweepPlan, threads: Int, chunkSize: Int, rows: Range<Int>? = nil) -> [SweepRow] {
        var out: [SweepRow] = []
        _ = Sweep(plan: plan, threads: threads, chunkSize: chunkSize).run(rows: rows ?? 0..<plan.grid.rowCount) { out.append($0) }
        return out
    }

    @Test func rowOrderAndValuesDoNotDependOnThreadsOrChunks() throws {
        let plan = try plan(["k=50...1000:log:37", "c=0...60:29"])
        let serial = rows(plan, threads: 1, chunkSize: 1000)
        #expect(serial.map(\.index) == Array(0..<plan.grid.rowCount))
        for (threads, chunk) in [(2, 1000), (2, 7), (4, 300), (3, 100_000)] {
            #expect(rows(plan, threads: threads, chunkSize: chunk) == serial)
        }
    }

    @Test func metricsMatchSpringResponse() throws {
        let plan = try plan(["k=100,300", "c=0,10,40"], metrics: MetricName.allCases.filter { $0 != .restTime })
        for row in rows(plan, threads: 2, chunkSize: 2) {
            let point = plan.grid.point(at: row.index)
            let response = SpringResponse(spring: try Spring(stiffness: point[0], damping: point[1]))
            let all = try response.metrics()
            let expected: [Double?] = [all.settlingTime, all.overshootPercent, all.undershootPercent, all.peakTime,
                                       all.peakValue, all.riseTime, all.transientTime, all.bounces.map(Double.init),
                                       response.spring.dampingRatio, response.spring.naturalFrequency]
            #expect(Array(row.values.dropFirst(2)) == expected)
        }
    }

    @Test func filterKeepsRowsAndEvaluatesWhatItNeeds() throws {
        let plan = try plan(["k=100", "c=1...40:40"], metrics: [.settlingTime], filter: "overshootPercent<=5")
        #expect(plan.evaluatedMetrics == [.settlingTime, .overshootPercent])
        #expect(plan.columns == ["stiffness", "damping", "settlingTime"])
        let kept = rows(plan, threads: 2, chunkSize: 8)
        // Overshoot 100·exp(−πζ/√(1−ζ²)) ≤ 5 % needs ζ ≥ 0.690, i.e. c ≥ 13.8 for k = 100, m = 1.
        #expect(kept.map { $0.values[1] } == (14...40).map { Double($0) })
    }

    @Test func invalidPointsGiveNullMetricsAndAreCounted() throws {
        let plan = try plan(["k=0...100:3", "c=10"])
        var seen: [SweepRow] = []
        let summary = Sweep(plan: plan, threads: 2).run(rows: 0..<3) { seen.append($0) }
        #expect(summary.evaluated == 3 && summary.kept == 3 && summary.invalid == 1)
        #expect(summary.firstInvalid?.index == 0)
        #expect(seen[0].values == [0, 10, nil, nil])
        #expect(seen[0].error != nil && seen[1].error == nil)
    }

    @Test func shardSlicesConcatenateToTheWhole() throws {
        let plan = try plan(["k=50...1000:log:11", "c=5...60:13"])
        let whole = rows(plan, threads: 2, chunkSize: 16)
        var joined: [SweepRow] = []
        for index in 0..<4 {
            joined += rows(plan, threads: 2, chunkSize: 16, rows: try SweepShard(index: index, count: 4).rows(of: plan.grid.rowCount))
        }
        #expect(joined == whole)
    }

    @Test func bestPicksTheExtremeAndTheEarliestTie() throws {
        var best = try SweepBest.parse("settlingTime")
        #expect(best.goal == .min && best.metric == .settlingTime)
        let rows = (0..<5).map { SweepRow(index: $0, values: [], error: nil, isKept: true) }
        for (row, value) in zip(rows, [3.0, 1, nil, 1, 2]) { best.consider(row, value: value) }
        #expect(best.row?.index == 1 && best.value == 1)
        var most = try SweepBest.parse("max:overshootPercent")
        for (row, value) in zip(rows, [3.0, 1, nil, 7, 7]) { most.consider(row, value: value) }
        #expect(most.row?.index == 3 && most.value == 7)
        #expect(throws: SpringError.self) { try SweepBest.parse("median:settlingTime") }
        #expect(throws: SpringError.self) { try SweepBest.parse("max:wobble") }
    }

    @Test func bestOverASweep() throws {
        let plan = try plan(["k=100", "c=1...40:40"], metrics: [], best: [.settlingTime])
        var best = SweepBest(metric: .settlingTime)
        _ = Sweep(plan: plan, threads: 2, chunkSize: 5).run(rows: 0..<40) { best.consider($0, value: plan.value(of: .settlingTime, in: $0)) }
        let brute = (0..<40).compactMap { index -> (Double, Double)? in
            let c = Double(index + 1)
            return (try? SpringResponse(spring: Spring(stiffness: 100, damping: c)).settlingTime()).flatMap { $0 }.map { (c, $0) }
        }.min { $0.1 < $1.1 }
        #expect(best.row?.values[1] == brute?.0)
    }

    @Test func encodings() throws {
        let columns = ["stiffness", "settlingTime", "overshootPercent"]
        let values: [Double?] = [100, 0.1 + 0.2, nil]
        #expect(SweepEncoding.csv.header(columns: columns) == "stiffness,settlingTime,overshootPercent\n")
        #expect(SweepEncoding.csv.line(values[...], columns: columns) == "100,0.30000000000000004,\n")
        #expect(SweepEncoding.jsonl.header(columns: columns) == nil)
        #expect(SweepEncoding.jsonl.line(values[...], columns: columns) == "{\"stiffness\":100,\"settlingTime\":0.30000000000000004,\"overshootPercent\":null}\n")
        #expect(NumberStyle.decimal.text(1e-5) == "1e-05")
        #expect(NumberStyle.decimal.text(-0.0) == "0")
    }

    @Test func metricLists() throws {
        #expect(try MetricName.parseList("settlingTime,bounces") == [.settlingTime, .bounces])
        for text in ["", "settlingTime,", "settlingTime,settlingTime", "SettlingTime", "wobble"] {
            #expect(throws: SpringError.self) { try MetricName.parseList(text) }
        }
    }

    @Test func restTimeNeedsThresholds() throws {
        let grid = try SweepGrid(family: .physical, axes: [try SweepAxis.parse("k=1", family: .physical), try SweepAxis.parse("c=1", family: .physical)])
        #expect(throws: SpringError.self) { try SweepPlan(grid: grid, metrics: [.restTime]) }
        let rest = try RestThresholds(restDelta: 0.001, restSpeed: 0.001)
        #expect(throws: Never.self) { try SweepPlan(grid: grid, metrics: [.restTime], rest: rest) }
    }

    @Test func progressReports() throws {
        let plan = try plan(["k=100...200:10", "c=10"])
        var reports: [SweepProgress] = []
        _ = Sweep(plan: plan, threads: 1, chunkSize: 4).run(rows: 0..<10, progress: { reports.append($0) }) { _ in }
        #expect(reports.map(\.completed) == [0, 4, 8, 10])
        #expect(reports.allSatisfy { $0.total == 10 })
        #expect(reports.last?.fraction == 1)
    }
}
