import SpringIO
import SpringKit
import SpringPlot
import SpringRequests

extension StudioAPI {
    /// `GET /api/view?spring=SPEC…[&active=N][&solver=NAME…][&as=FORMAT][&preview=NAME][&band=F][&theme=dark][&width=W][&height=H][&label=NAME…]`:
    /// everything the page shows after an edit, in one answer, so one edit is one request:
    ///
    /// - `metrics`: what `/api/metrics` answers for every spring (with `band`);
    /// - `conversion`: what `/api/convert` answers for spring number `active` (from 0; default 0);
    /// - `engines`: for each `solver`, `{"solver", "metrics"}` with what
    ///   `/api/metrics?spring=ACTIVE&solver=NAME` answers, or `{"solver", "error"}`;
    /// - `css`: for every spring, what `/api/export?as=css[&solver=PREVIEW]` answers (a string),
    ///   or `{"error"}`: the CSS the preview plays, the curve the `preview` engine draws (one of
    ///   `CSSExporter.solvers`; the exact spring when absent);
    /// - `export`: what `/api/export?as=FORMAT` answers for the active spring (`as`, default
    ///   `css`), or `{"error"}`;
    /// - `plot`: the plot `/api/plot.svg` draws (every `solver` overlaid) as drawing operations
    ///   (`PlotDisplayList.json(decimals:)`: the same layout, paths, colours and texts; the page
    ///   replays them on a `<canvas>`, with no image to decode), or `{"error"}`;
    /// - `frame`: where that plot draws its position panel and the active spring's exact
    ///   samples across it (``frameJSON(_:of:width:height:)``), or `null` when the plot fails.
    ///
    /// Each other part is the answer of the endpoint it names, byte for byte (the JSON ones
    /// without their final newline), computed by the same call; a bad spring or band makes the whole
    /// request fail with that endpoint's error, as `/api/metrics` would.
    /// - Throws: ``StudioError`` for a bad spring, band, `active`, `as` or `preview` (a solver name).
    /// - Cost: the sum of the parts' (metrics, one conversion, one metrics per solver, the
    ///   CSS of every spring, one export, one plot).
    public func view(_ query: StudioQuery) throws(StudioError) -> StudioReply {
        // In the order the other endpoints resolve them: every spring=, then every preset=.
        let springs = query.pairs.filter { $0.name == "spring" } + query.pairs.filter { $0.name == "preset" }
        let shared = query.pairs.filter { $0.name == "band" }
        let metrics = try self.metrics(StudioQuery(pairs: springs + shared))
        let index = try query.number("active") ?? 0
        guard let active = Int(exactly: index), active >= 0, active < springs.count else {
            throw StudioError(.badRequest, "invalid active '\(query["active"] ?? "")': must be the index of a spring, from 0 to \(springs.count - 1)")
        }
        let format = query["as"] ?? "css"
        do { _ = try ExportRequest.format(named: format) } catch { throw StudioError(error) }
        let one = [springs[active]]
        let conversion = try convert(StudioQuery(pairs: one))
        var solvers: [String] = []
        for name in query.all("solver") where !solvers.contains(name) { solvers.append(name) }
        var engines: [String] = []
        for name in solvers {
            let key = JSONValue.string(name).serialized()
            do {
                let record = try self.metrics(StudioQuery(pairs: one + shared + [("solver", name)]))
                engines.append("{\"solver\":\(key),\"metrics\":\(Self.trimmed(record.text))}")
            } catch {
                engines.append("{\"solver\":\(key),\"error\":\(JSONValue.string(error.message).serialized())}")
            }
        }
        // The preview's engine, checked once here: a bad name fails the request, not each part.
        let preview = try query["preview"].map { text throws(StudioError) in try self.solver(text) }
        let previewPairs: [(name: String, value: String)] = preview.map { [(name: "solver", value: $0.rawValue)] } ?? []
        let css = springs.map { spring in
            Self.part { () throws(StudioError) in try export(StudioQuery(pairs: [spring, (name: "as", value: "css")] + previewPairs)) }
        }
        // The active spring's exact CSS may be there already: the same request, so the same answer.
        let exported = format.lowercased() == "css" && (preview ?? .exact) == .exact ? css[active]
            : Self.part { () throws(StudioError) in try export(StudioQuery(pairs: one + [("as", format)])) }
        let plotPairs = springs + query.pairs.filter { ["solver", "band", "theme", "width", "height", "duration", "label"].contains($0.name) }
        let plot: String, frame: String
        let width = try query.number("width") ?? 900, height = try query.number("height") ?? 600
        do throws(StudioError) {
            let resolved = try responsePlot(StudioQuery(pairs: plotPairs))
            let drawn: (displayList: PlotDisplayList, frame: ResponsePlot.PanelFrame)
            do { drawn = try Self.drawn(resolved.plot) } catch { throw StudioError(.badRequest, "\(error)") }
            plot = drawn.displayList.json()
            frame = Self.frameJSON(drawn.frame, of: resolved.setups[active].response, width: width, height: height)
        } catch {
            plot = "{\"error\":\(JSONValue.string(error.message).serialized())}"
            frame = "null"
        }
        let text = "{\"metrics\":\(Self.trimmed(metrics.text)),\"conversion\":\(Self.trimmed(conversion.text)),"
            + "\"engines\":[\(engines.joined(separator: ","))],\"css\":[\(css.joined(separator: ","))],"
            + "\"export\":\(exported),\"plot\":\(plot),\"frame\":\(frame)}\n"
        return .json(text)
    }

    /// How many samples the hover readout has across the panel (one every 0.33 % of its width).
    static let readoutSamples = 301

    /// `{"width", "height", "x", "y", "panelWidth", "panelHeight", "time": [t0, t1],
    /// "position": [bottom, top], "samples": {"t", "x", "v"}}`: where the plot's position panel
    /// is on its `width` × `height` canvas, what it spans, and the active spring's exact
    /// position and velocity at ``readoutSamples`` times evenly across it (the page's hover
    /// readout picks the nearest; it computes nothing).
    static func frameJSON(_ frame: ResponsePlot.PanelFrame, of response: SpringResponse, width: Double, height: Double) -> String {
        let count = readoutSamples
        let times = (0..<count).map { frame.timeRange.lowerBound + (frame.timeRange.upperBound - frame.timeRange.lowerBound) * Double($0) / Double(count - 1) }
        let value: JSONValue = .object([
            ("width", .number(width)), ("height", .number(height)),
            ("x", .number(frame.x)), ("y", .number(frame.y)), ("panelWidth", .number(frame.width)), ("panelHeight", .number(frame.height)),
            ("time", .array([.number(frame.timeRange.lowerBound), .number(frame.timeRange.upperBound)])),
            ("position", .array([.number(frame.positionRange.lowerBound), .number(frame.positionRange.upperBound)])),
            ("samples", .object([
                ("t", .array(times.map { .number($0) })),
                ("x", .array(times.map { .number(response.position(at: $0)) })),
                ("v", .array(times.map { .number(response.velocity(at: $0)) })),
            ])),
        ])
        return value.serialized()
    }

    /// A text answer as a JSON string, or its error as `{"error": "…"}`.
    static func part(_ answer: () throws(StudioError) -> StudioReply) -> String {
        do {
            return JSONValue.string(try answer().text).serialized()
        } catch {
            return "{\"error\":\(JSONValue.string(error.message).serialized())}"
        }
    }

    /// `text` without its final newline.
    static func trimmed(_ text: String) -> String {
        text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
