import SpringKit
import SpringReport

extension MetricsRequest {
    /// The record of one spring, as a row of a stream (`metrics --input`): every row without
    /// retargets names its solver, so rows that mix presets tuned under a renderer and plain
    /// springs have the same columns.
    /// - Throws: the library's own error (``SpringError``) for a value that cannot be computed
    ///   exactly, ``RequestError`` for a solver that does not follow the retargets.
    public func record(for setup: SpringSetup) throws -> ReportRecord {
        guard let retargets else {
            return try MetricsReport.records(for: [setup], band: band, rest: rest, solver: solver,
                                             options: options, showingSolver: true)[0]
        }
        let drawing = try setup.drawingSolver(solver)
        try retargets.check(drawnBy: drawing)
        return try record(for: setup, drawnBy: drawing, retargets: retargets)
    }
}
