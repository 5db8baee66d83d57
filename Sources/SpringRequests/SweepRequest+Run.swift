import SpringIO
import SpringKit
import SpringPlot
import SpringTuning

extension SweepRequest {
    /// What a sweep's run found.
    public struct Outcome: Sendable {
        /// Counts of the points evaluated, kept and invalid.
        public var summary: SweepSummary
        /// The best kept row, when asked for (``SweepBest/row`` `nil` when none has a value).
        public var best: SweepBest?
        /// The heatmap given to the run, filled.
        public var heatmap: SweepHeatmap?
    }

    /// Runs the sweep on ``threads`` threads: each kept row of ``rows``, in row order, written
    /// as a line of `encoding` when `writesRows` (after the header, which only the first shard
    /// writes), considered for the best row, and recorded in `heatmap`.
    /// - Parameters:
    ///   - write: takes each piece of the rows' text in order.
    ///   - progress: told after each chunk of rows.
    /// - Throws: what `write` throws; the sweep stops there.
    /// - Cost: ``SpringTuning/Sweep/run(rows:render:progress:consume:)``: each point's metrics.
    public func run(encoding: SweepEncoding, writesRows: Bool, heatmap: SweepHeatmap?, write: (String) throws -> Void,
                    progress: (SweepProgress) -> Void) throws -> Outcome {
        let plan = self.plan
        let formatter = SweepRowFormatter(encoding: encoding, columns: plan.columns)
        if writesRows, shard.isFirst, let header = formatter.header { try write(header) }
        var search = best, canvas = heatmap
        let summary = try Sweep(plan: plan, threads: threads).run(
            rows: rows,
            render: { row in writesRows ? formatter.line(plan.writtenValues(of: row)) : "" },
            progress: progress,
            consume: { row, line in
                if writesRows { try write(line) }
                if let metric = search?.metric { search?.consider(row, value: plan.value(of: metric, in: row)) }
                canvas?.record(row)
            })
        return Outcome(summary: summary, best: search, heatmap: canvas)
    }

    /// The warning that some points are not valid springs (their metrics are empty), naming the
    /// first with its error; `nil` when every point is valid.
    public func invalidPointsWarning(_ summary: SweepSummary) -> String? {
        guard summary.invalid > 0, let (index, error) = summary.firstInvalid else { return nil }
        let point = zip(grid.columns, grid.point(at: index)).map { "\($0)=\(NumberStyle.decimal.text($1))" }.joined(separator: ",")
        return "\(NumberStyle.grouped(summary.invalid)) of \(NumberStyle.grouped(summary.evaluated)) points are not valid springs and have empty metrics (first: \(point): \(error))"
    }

    /// The best row in `encoding` (CSV always with its header), with its metric as a last
    /// column when that is not written.
    /// - Parameter kept: how many rows were kept, for the refusal.
    /// - Throws: ``RequestError`` (bad data) when no kept row has a value for the metric.
    public func bestRow(_ search: SweepBest, encoding: SweepEncoding, kept: Int) throws(RequestError) -> String {
        guard let row = search.row else {
            let why = kept == 0 ? "no row was kept" : "no kept row has a value for \(search.metric)"
            throw RequestError(.badData, "no best row for \(field: .best) \(search): \(why)")
        }
        var columns = plan.columns
        var values = Array(plan.writtenValues(of: row))
        if !plan.metrics.contains(search.metric) {
            columns.append(search.metric.rawValue)
            values.append(search.value)
        }
        return (encoding.header(columns: columns) ?? "") + encoding.line(values[...], columns: columns)
    }
}
