import Foundation
import SpringIO
import SpringPlot
import SpringTuning

extension SweepRequest {
    /// Runs the sweep and writes all it found, in the order that keeps every output whole:
    /// - the rows go to `output` (atomically, as they come) or to stdout (flushed after each
    ///   chunk), except that stdout gets only the best row when one is asked for and there is no
    ///   output file;
    /// - a progress bar is drawn while it runs when `showsProgress`;
    /// - the heatmap (`canvas`, filled) is drawn to `heatmapPath` before the rows' file is
    ///   committed, so a heatmap that cannot be written leaves an earlier file of rows as it was
    ///   (after the rows when they go to stdout);
    /// - the invalid-points warning (``invalidPointsWarning(_:)``) unless `quiet`, then the best
    ///   row on stdout, or why there is none.
    /// - Parameter report: takes each line for stderr, without the tool's name (`warning: …`).
    /// - Throws: ``SpringIO/FileError`` when an output cannot be written; what the plot's writing throws.
    /// - Cost: ``run(encoding:writesRows:heatmap:write:progress:)``, and the heatmap's drawing.
    public func write(encoding: SweepEncoding, output: String?, heatmapPath: String?, canvas: SweepHeatmap?,
                      showsProgress: Bool, quiet: Bool, report: (String) -> Void) throws {
        let path = output.flatMap { $0 == "-" ? nil : $0 }
        let sink = try RowSink(path: path)
        let bar = showsProgress ? ProgressBar(label: "sweep") : nil
        defer { bar?.finish() }
        let outcome = try run(encoding: encoding, writesRows: path != nil || best == nil, heatmap: canvas, write: sink.write) { progress in
            // A failed write is kept by the writer and reported by finish() (exit 74).
            try? sink.flush()
            bar?.update(progress)
        }
        bar?.finish()
        let drawHeatmap = {
            if let heatmap = outcome.heatmap, let heatmapPath { try heatmap.plot(solver: solver).write(to: URL(fileURLWithPath: heatmapPath)) }
        }
        if !sink.isStandardOutput { try drawHeatmap() }
        try sink.finish()
        if !quiet, let warning = invalidPointsWarning(outcome.summary) { report("warning: " + warning) }
        if let search = outcome.best {
            do { try Standard.output(try bestRow(search, encoding: encoding, kept: outcome.summary.kept)) } catch let error as RequestError {
                report(error.commandLineDescription)
            }
        }
        if sink.isStandardOutput { try drawHeatmap() }
    }
}
