import SpringIO
import SpringKit
import SpringReport

extension SolveRequest {
    /// The formats a curve is written in (`springtune solve --format`).
    public static let formats: [ReportFormat] = [.csv, .json]

    /// The curve as `springtune solve` prints it, handed to `write` a piece at a time, in order;
    /// the pieces joined are the same bytes as one document built whole.
    ///
    /// - `csv`: `t,x,v` (and `error`) then one row per sample;
    /// - `json`: `{"t": […], "x": […], "v": […]}` (and `"error"`), one line.
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
            var text = "{\"t\":["
            for index in 0..<count {
                if index > 0 { text += "," }
                text += JSONValue.format(time(index))
                if text.utf8.count >= 1 << 16 { try write(text); text = "" }
            }
            var columns: [(String, (RenderedCurve, Int) -> Double)] = [("x", { $0.positions[$1] }), ("v", { $0.velocities[$1] })]
            if let exact { columns.append(("error", { $0.positions[$1] - exact.position(at: $0.times[$1]) })) }
            for (name, value) in columns {
                text += "],\"" + name + "\":["
                var first = true
                try curve { curve in
                    for index in curve.times.indices {
                        if !first { text += "," }
                        first = false
                        text += JSONValue.format(value(curve, index))
                    }
                    try write(text)
                    text = ""
                }
            }
            try write(text + "]}\n")
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
