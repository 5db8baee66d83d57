import SpringExport
import SpringIO
import SpringKit
import SpringPlot
import SpringPresets
import SpringReport
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
    /// without their final newline), computed by the same calls on the springs resolved once
    /// (preset files read at most once); a bad spring or band makes the whole request fail with
    /// that endpoint's error, as `/api/metrics` would.
    /// - Throws: ``StudioError`` for a bad spring, band, `active`, `as`, `preview` (a solver name),
    ///   `width` or `height`.
    /// - Cost: one resolution of the springs, then the sum of the parts' (metrics, one
    ///   conversion, one metrics per solver, the CSS of every spring, one export, one plot).
    public func view(_ query: StudioQuery) throws(StudioError) -> StudioReply {
        .json(try viewAnswer(query).serialized)
    }

    /// The parts of ``view(_:)``, in the order the other endpoints check their values.
    func viewAnswer(_ query: StudioQuery) throws(StudioError) -> StudioViewAnswer {
        let resolved = try setups(query)
        let band = try band(query)
        let metrics = try StudioError.answering { () throws(RequestError) in
            ReportRecord.json(try MetricsRequest(band: band).records(for: resolved.setups))
        }
        let specs = resolved.source.specs
        let index = try query.number("active") ?? 0
        guard let active = Int(exactly: index), active >= 0, active < specs.count else {
            throw StudioError(.badRequest, "invalid active '\(query["active"] ?? "")': must be the index of a spring, from 0 to \(specs.count - 1)")
        }
        let formatName = query["as"] ?? "css"
        let format = try StudioError.answering { () throws(RequestError) in try ExportRequest.format(named: formatName) }
        let setup = resolved.setups[active]
        let conversion = ConversionReport.json(for: [setup])
        var solvers: [String] = []
        for name in query.all("solver") where !solvers.contains(name) { solvers.append(name) }
        let engines = solvers.map { name in
            StudioViewAnswer.Engine(solver: name, metrics: StudioViewAnswer.Part { () throws(StudioError) -> String in
                let solver = try self.solver(name)
                return try StudioError.answering { () throws(RequestError) in
                    ReportRecord.json(try MetricsRequest(band: band, solver: solver).records(for: [setup]))
                }
            })
        }
        // The preview's engine, checked once here: a bad name fails the request, not each part.
        let preview = try query["preview"].map { text throws(StudioError) in try self.solver(text) }
        // What `/api/export?as=FORMAT[&solver=NAME]` answers for spring number `index`.
        func export(_ index: Int, as format: ExportFormat, solver: Solver?) -> StudioViewAnswer.Part {
            StudioViewAnswer.Part { () throws(StudioError) -> String in
                try StudioError.answering { () throws(RequestError) in
                    try ExportRequest(format: format, solver: solver).code(for: [specs[index]], resolvedAs: [resolved.setups[index]],
                                                                          in: resolved.library, byteLimit: Self.maximumExportBytes)
                }
            }
        }
        let css = specs.indices.map { export($0, as: .css, solver: preview) }
        // The active spring's exact CSS may be there already: the same request, so the same answer.
        let exported = format == .css && (preview ?? .exact) == .exact ? css[active] : export(active, as: format, solver: nil)
        let size = try plotSize(query)
        let plot: StudioViewAnswer.Part, frame: JSONValue?
        do throws(StudioError) {
            let drawn: (displayList: PlotDisplayList, frame: ResponsePlot.PanelFrame)
            let drawing = try responsePlot(query, of: resolved.setups)
            do { drawn = try Self.drawn(drawing) } catch { throw StudioError(.badRequest, "\(error)") }
            plot = .success(drawn.displayList.json())
            frame = Self.frameJSON(drawn.frame, of: setup.response, width: size.width, height: size.height)
        } catch {
            plot = .failure(error)
            frame = nil
        }
        return StudioViewAnswer(metrics: metrics, conversion: conversion, engines: engines, css: css, export: exported,
                                plot: plot, frame: frame)
    }

    /// How many samples the hover readout has across the panel (one every 0.33 % of its width).
    static let readoutSamples = 301

    /// `{"width", "height", "x", "y", "panelWidth", "panelHeight", "time": [t0, t1],
    /// "position": [bottom, top], "samples": {"t", "x", "v"}}`: where the plot's position panel
    /// is on its `width` × `height` canvas, what it spans, and the active spring's exact
    /// position and velocity at ``readoutSamples`` times evenly across it (the page's hover
    /// readout picks the nearest; it computes nothing).
    static func frameJSON(_ frame: ResponsePlot.PanelFrame, of response: SpringResponse, width: Double, height: Double) -> JSONValue {
        let count = readoutSamples
        let times = (0..<count).map { frame.timeRange.lowerBound + (frame.timeRange.upperBound - frame.timeRange.lowerBound) * Double($0) / Double(count - 1) }
        return .object([
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
    }
}
