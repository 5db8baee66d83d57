import SpringIO
import SpringKit

extension SolveRequest {
    /// The curve as `springtune solve --format json` prints it, handed to `write` a piece at a
    /// time, in order: `{"t": […], "x": […], "v": […]}` (and `"error"`, x − x_exact, when
    /// `exact` is given), one line, numbers written exactly (``JSONValue/format(_:)``, shortest
    /// round trip). The pieces joined are the same bytes however `curve` splits the curve.
    ///
    /// - Parameters:
    ///   - exact: the exact motion (``exact()``) when the error against it is a column.
    ///   - curve: hands its argument the curve in pieces of consecutive samples, in order, as
    ///     often as it is called (once per column).
    ///   - write: given each piece of text; what it throws stops the writing.
    /// - Cost: `curve` once per column; O(count) text in all.
    public func writeJSON<Failure: Error>(error exact: RetargetedResponse?,
                                          curve: ((RenderedCurve) throws(Failure) -> Void) throws(Failure) -> Void,
                                          to write: (String) throws(Failure) -> Void) throws(Failure) {
        // `write` is called from the pieces `curve` hands over (it never keeps it).
        try withoutActuallyEscaping(write) { (write: @escaping (String) throws(Failure) -> Void) throws(Failure) in
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
                try curve { (piece: RenderedCurve) throws(Failure) in
                    for index in piece.times.indices {
                        if !first { text += "," }
                        first = false
                        text += JSONValue.format(value(piece, index))
                    }
                    try write(text)
                    text = ""
                }
            }
            try write(text + "]}\n")
        }
    }

    /// The curve as `springtune solve --format json` prints it, built whole
    /// (``writeJSON(error:curve:to:)`` over the curve rendered once,
    /// ``SpringSetup/curve(drawnBy:times:retargets:options:)``, the same numbers as the
    /// streamed pieces): what a front end without streaming answers.
    /// - Parameter exact: the exact motion (``exact()``) when the error against it is a column.
    /// - Throws: ``RequestError`` for a curve the solver cannot draw (past an engine's run limit,
    ///   retargets it does not follow).
    /// - Cost: the solver's curve once, and O(count) memory for it and the text.
    public func json(error exact: RetargetedResponse? = nil) throws(RequestError) -> String {
        let whole: RenderedCurve
        do {
            whole = try setup.curve(drawnBy: solver, times: (0..<count).map(time), retargets: retargets.retargets,
                                    options: options)
        } catch {
            throw RequestError(error)
        }
        var text = ""
        try writeJSON(error: exact, curve: { (body: (RenderedCurve) throws(RequestError) -> Void) throws(RequestError) in try body(whole) },
                      to: { (piece: String) throws(RequestError) in text += piece })
        return text
    }
}
