// Streaming takes untyped-throwing closures, which Embedded Swift lacks: not in the WebAssembly
// build, which writes the JSON whole (SolveRequest+JSON.swift, docs/web.md).
#if !hasFeature(Embedded)
import SpringIO
import SpringKit
import SpringReport

extension SolveRequest {
    /// The formats a curve is written in (`springtune solve --format`).
    public static let formats: [ReportFormat] = [.csv, .json]

    /// The curve, handed to `body` in pieces of consecutive samples, in order
    /// (``SpringSetup/renderInChunks(drawnBy:count:time:retargets:options:chunkSize:_:)``).
    /// - Throws: what `body` throws, or ``RequestError`` for retargets the solver does not follow.
    public func curve(_ body: (RenderedCurve) throws -> Void) throws {
        try setup.renderInChunks(drawnBy: solver, count: count, time: time, retargets: retargets.retargets,
                                 options: options, body)
    }

    /// ``write(as:error:to:)`` to `output` (atomically, the file committed once the curve is
    /// done) or stdout (`nil` or `-`), with the error column when `withError`; the exact motion
    /// is computed (and checked) before the output is opened.
    /// - Throws: ``RequestError`` for a spring whose exact motion cannot be computed,
    ///   ``SpringIO/FileError`` for the output.
    public func write(as format: ReportFormat, withError: Bool, toPath output: String?) throws {
        let exact = try exact()
        let sink = try RowSink(path: output)
        try write(as: format, error: withError ? exact : nil, to: sink.write)
        try sink.finish()
    }

    /// The curve as `springtune solve` prints it, handed to `write` a piece at a time, in order;
    /// the pieces joined are the same bytes as one document built whole.
    ///
    /// - `csv`: `t,x,v` (and `error`) then one row per sample;
    /// - `json`: ``writeJSON(error:curve:to:)``, one line.
    ///
    /// Numbers are written exactly (``JSONValue/format(_:)``, shortest round trip).
    /// - Parameters:
    ///   - format: ``ReportFormat/csv`` or ``ReportFormat/json`` (any other is written as CSV).
    ///   - exact: the exact motion (``exact()``) when the error against it, x − x_exact, is a column.
    ///   - write: given each piece of text; what it throws stops the writing.
    /// - Cost: the solver's curve once per column in JSON (rendered in pieces, constant memory),
    ///   once in CSV.
    public func write(as format: ReportFormat, error exact: RetargetedResponse? = nil,
                      to write: (String) throws -> Void) throws {
        // Rows are rendered and written a piece at a time (the exact solution in constant
        // memory, SpringSetup.renderInChunks).
        if format == .json {
            try writeJSON(error: exact, curve: { (body: (RenderedCurve) throws -> Void) throws in try curve(body) }, to: write)
        } else {
            try write(exact != nil ? "t,x,v,error\n" : "t,x,v\n")
            try curve { curve in
                var text = ""
                for index in curve.times.indices {
                    let t = curve.times[index], x = curve.positions[index]
                    text += JSONValue.format(t) + "," + JSONValue.format(x) + "," + JSONValue.format(curve.velocities[index])
                    if let exact { text += "," + JSONValue.format(x - exact.position(at: t)) }
                    text += "\n"
                }
                try write(text)
            }
        }
    }
}
#endif
