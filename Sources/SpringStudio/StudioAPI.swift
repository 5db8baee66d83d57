import SpringExport
import SpringIO
import SpringKit
import SpringPlot
import SpringPresets
import SpringReport
import SpringRequests
import SpringTuning

/// The studio's API: each endpoint takes the query the page sends and answers exactly what the
/// matching `springtune` command prints for the same input, through the same library calls
/// (``MetricsReport``, ``ConversionReport``, ``SpringExporter``, ``ResponsePlot``,
/// ``PresetListReport``, ``FitReport``). Nothing is computed here that the commands do not compute.
///
/// Springs are named as on the command line: `spring=SPEC` (repeatable) and `preset=NAME`
/// (repeatable), resolved against the bundled presets, `SPRINGTUNE_PRESET_PATH` and the
/// preset files the studio was started with.
public struct StudioAPI: Sendable {
    /// The preset files named when the studio was started: their presets may be named, and
    /// presets may be saved into them (and into no other file).
    public var presetFiles: [String]
    /// The value of `SPRINGTUNE_PRESET_PATH` (more preset files and folders), if any.
    public var searchPath: String?

    /// Seconds a save waits for the lock on its file's folder before answering 503
    /// (``StudioLimits/lockWait``).
    public var lockWait: Double

    #if !hasFeature(Embedded)
    /// The folder the studio was opened on (`springtune studio DIR`): its springs are listed,
    /// and written back, only there; `nil` without one. (Native only: the WebAssembly page
    /// has no folder.)
    public var project: StudioProject?
    #endif

    /// The most springs one request may name: more than the page shows side by side
    /// (``StudioPreview/maximumSprings``, which `/api/config` reports), for a script comparing more.
    public static let maximumSprings = 8

    /// The most overlay samples one plot may compute (``PlotRequest/maximumWorkSamples``):
    /// every spring times every overlay (distinct solvers, or the spring's tuned renderer)
    /// times the samples of the plot's time range at one a millisecond; a plot asking for
    /// more is refused with 400 before anything is computed.
    public static let maximumPlotSamples = PlotRequest.maximumWorkSamples

    /// The most bytes one export answer may hold (every spring's code together): a JNW
    /// keyframe export of a slowly settling spring is up to about 7 MB, as `springtune
    /// export` writes it; a request whose springs together pass this is refused with 400.
    public static let maximumExportBytes = 16 * 1_048_576

    #if !hasFeature(Embedded)
    /// An API over `presetFiles` and `searchPath`, and `project` when one is given.
    public init(presetFiles: [String] = [], searchPath: String? = nil, lockWait: Double = StudioLimits.standard.lockWait,
                project: StudioProject? = nil) {
        self.presetFiles = presetFiles
        self.searchPath = searchPath
        self.lockWait = lockWait
        self.project = project
    }
    #else
    /// The user's preset files held in memory (the static page's browser presets): their
    /// presets are named and listed with the bundled ones, and the page saves into the first.
    public var presetFileContents: [PresetFileContents]

    /// The WebAssembly page's API: the bundled presets and those of `presetFileContents`
    /// (``presetFiles`` are their names), no file on disk, no project.
    public init(presetFileContents: [PresetFileContents] = []) {
        self.presetFileContents = presetFileContents
        presetFiles = presetFileContents.map { $0.path }
        searchPath = nil
        lockWait = 0
    }
    #endif

    /// The name of the folder the studio was opened on (``project``), or `nil`; always `nil`
    /// in the WebAssembly page.
    var projectName: String? {
        #if !hasFeature(Embedded)
        project?.name
        #else
        nil
        #endif
    }

    // MARK: Springs

    /// The springs a query names (every `spring=` then every `preset=`), resolved against the
    /// studio's preset files; a preset file that does not exist yet is one to save into
    /// (``SpringSource/filesToCreate``).
    /// - Throws: ``StudioError`` for a bad spec or preset name, or too many springs.
    public func source(of query: StudioQuery) throws(StudioError) -> SpringSource {
        var source: SpringSource
        do {
            source = try SpringSource(springs: query.all("spring"), presets: query.all("preset"), presetFiles: presetFiles,
                                      searchPath: searchPath, filesToCreate: Set(presetFiles))
        } catch {
            throw StudioError(error)
        }
        #if hasFeature(Embedded)
        source.presetFileContents = presetFileContents
        #endif
        guard source.specs.count <= Self.maximumSprings else {
            throw StudioError(.badRequest, "\(source.specs.count) springs: at most \(Self.maximumSprings) per request")
        }
        return source
    }

    /// The preset library: bundled, the search path, then those of the studio's preset files
    /// that exist (a missing one is a file to save into, created by the first save, as the
    /// last `--preset-file` of `fit --save-preset` is).
    /// - Throws: ``StudioError`` when a preset file cannot be read.
    public func library() throws(StudioError) -> PresetLibrary {
        do { return try loadedLibrary() } catch { throw StudioError(error) }
    }

    /// The preset library as ``library()`` loads it, with the request's error
    /// (``RequestError``) for a file that cannot be read or is malformed.
    public func loadedLibrary() throws(RequestError) -> PresetLibrary {
        var source = SpringSource(presetFiles: presetFiles, searchPath: searchPath, filesToCreate: Set(presetFiles))
        #if hasFeature(Embedded)
        source.presetFileContents = presetFileContents
        #endif
        return try source.library()
    }

    /// The resolved setups of the query's springs.
    func setups(_ query: StudioQuery) throws(StudioError) -> (source: SpringSource, setups: [SpringSetup], library: PresetLibrary) {
        let source = try source(of: query)
        do {
            let resolved = try source.resolved()
            return (source, resolved.setups, resolved.library)
        } catch {
            throw StudioError(error)
        }
    }

    func solver(_ text: String) throws(StudioError) -> Solver {
        do { return try Solver.named(text) } catch { throw StudioError(error) }
    }

    func band(_ query: StudioQuery) throws(StudioError) -> SettlingBand {
        guard let fraction = try query.number("band") else { return .standard }
        do { return try SettlingBand.fraction(fraction) } catch { throw StudioError(.badRequest, error.description) }
    }

    // MARK: Endpoints

    /// A GET endpoint: the answer to a query.
    public typealias Endpoint = @Sendable (StudioAPI, StudioQuery) throws(StudioError) -> StudioReply

    /// The GET endpoints that compute (`/api/config`, `/api/view`, `/api/metrics`,
    /// `/api/convert`, `/api/export`, `/api/presets`, `/api/fit`), by path: the routes of
    /// `springtune studio` and of the WebAssembly page alike, so both answer a path the same way.
    /// The server adds those that need it: the SVG image and the project.
    public static let computingEndpoints: [(path: String, endpoint: Endpoint)] = [
        ("/api/metrics", { (api, query) throws(StudioError) in try api.metrics(query) }),
        ("/api/convert", { (api, query) throws(StudioError) in try api.convert(query) }),
        ("/api/export", { (api, query) throws(StudioError) in try api.export(query) }),
        ("/api/presets", { (api, query) throws(StudioError) in try api.presets(query) }),
        ("/api/fit", { (api, query) throws(StudioError) in try api.fit(query) }),
        ("/api/view", { (api, query) throws(StudioError) in try api.view(query) }),
        ("/api/config", { (api, _) throws(StudioError) in api.configuration() }),
    ]

    /// The reply of the computing endpoint at `path` to `query` (its error's reply when it
    /// refuses), or `nil` when no computing endpoint has that path.
    public func reply(toGet path: String, query: StudioQuery) -> StudioReply? {
        guard let endpoint = Self.computingEndpoints.first(where: { $0.path == path })?.endpoint else { return nil }
        do { return try endpoint(self, query) } catch { return .failure(error) }
    }

    /// `GET /api/metrics?spring=SPEC[&preset=NAME…][&band=F][&solver=NAME]`: what
    /// `springtune metrics --spring SPEC … --format json` prints.
    public func metrics(_ query: StudioQuery) throws(StudioError) -> StudioReply {
        let resolved = try setups(query)
        let solver = try query["solver"].map { text throws(StudioError) in try self.solver(text) }
        let band = try band(query)
        return try StudioError.answering { () throws(RequestError) in
            let records = try MetricsRequest(band: band, solver: solver).records(for: resolved.setups)
            return .json(ReportRecord.json(records))
        }
    }

    /// `GET /api/convert?spring=SPEC…`: what `springtune convert --spring SPEC … --format json` prints.
    public func convert(_ query: StudioQuery) throws(StudioError) -> StudioReply {
        .json(ConversionReport.json(for: try setups(query).setups))
    }

    /// `GET /api/export?spring=SPEC…&as=FORMAT[&maxError=F][&keyframeStep=S][&solver=NAME]`: what
    /// `springtune export --as FORMAT --spring SPEC … [--solver NAME]` prints (text/plain);
    /// `solver` (css only) is the engine whose curve the easing follows.
    /// - Throws: ``StudioError`` for a bad value, or springs whose code together passes
    ///   ``maximumExportBytes``.
    public func export(_ query: StudioQuery) throws(StudioError) -> StudioReply {
        let solver = try query["solver"].map { text throws(StudioError) in try self.solver(text) }
        let format = try StudioError.answering { () throws(RequestError) in try ExportRequest.format(named: query["as"] ?? "") }
        let maximumError = try query.number("maxError"), keyframeStep = try query.number("keyframeStep")
        let request = try StudioError.answering { () throws(RequestError) in
            try ExportRequest(format: format, maximumError: maximumError, keyframeStep: keyframeStep, solver: solver)
        }
        let source = try source(of: query)
        return try StudioError.answering { () throws(RequestError) in
            StudioReply(contentType: "text/plain; charset=utf-8", text: try request.code(for: source, byteLimit: Self.maximumExportBytes))
        }
    }

    /// The plot ``plot(_:)`` draws, not yet rendered.
    func responsePlot(_ query: StudioQuery) throws(StudioError) -> ResponsePlot {
        try responsePlot(query, of: try setups(query).setups)
    }

    /// The plot of `setups` (the query's springs, resolved) with the query's solvers, band,
    /// theme, size, duration and labels.
    func responsePlot(_ query: StudioQuery, of setups: [SpringSetup]) throws(StudioError) -> ResponsePlot {
        var solvers: [Solver] = []
        for text in query.all("solver") {
            let solver = try solver(text)
            if !solvers.contains(solver) { solvers.append(solver) }
        }
        let size = try plotSize(query)
        let theme = try StudioError.answering { () throws(RequestError) in try PlotRequest.theme(named: query["theme"] ?? "light") }
        let requestedDuration = try query.number("duration")
        let settings = try StudioError.answering { () throws(RequestError) in
            let settings = try PlotRequest(theme: theme, width: size.width, height: size.height, duration: requestedDuration)
            // A server's guard: a plot's time range is at most ten minutes.
            try settings.checkServedDuration()
            return settings
        }
        let band = try band(query)
        try StudioError.answering { () throws(RequestError) in try settings.checkWork(of: setups, band: band, solvers: solvers) }
        let duration = settings.duration
        // `label=NAME…`: the studio's names of the springs (A, B, a preset's name) in the legend,
        // at most one per spring (the rule of `plot --label`).
        let labelled = try StudioError.answering { () throws(RequestError) in
            try PlotRequest.labelled(setups, labels: query.all("label"))
        }
        let series: [ResponsePlot.Series]
        do throws(PlotError) {
            series = try ResponsePlot.series(for: labelled, band: band, duration: duration, solvers: solvers)
        } catch {
            throw StudioError(.badRequest, error.description)
        }
        return ResponsePlot(series: series, band: band, timeRange: duration.map { 0...$0 },
                            theme: settings.theme, width: settings.width, height: settings.height)
    }

    /// The plot's size the query asks (`width`, `height`), else the default (``PlotSize/standard``).
    func plotSize(_ query: StudioQuery) throws(StudioError) -> PlotSize {
        PlotSize(width: try query.number("width") ?? PlotSize.standard.width, height: try query.number("height") ?? PlotSize.standard.height)
    }

    /// `GET /api/presets`: what `springtune preset list --format json` prints (with the
    /// studio's preset files).
    public func presets(_ query: StudioQuery) throws(StudioError) -> StudioReply {
        let library = try library()
        let presets: [Preset]
        do { presets = try PresetListRequest(group: query["group"]).presets(in: library) } catch { throw StudioError(error) }
        return .json(PresetListReport.json(PresetListReport.records(for: presets, in: library)))
    }

    /// `GET /api/fit?settlingTime=S&overshoot=P[&peakTime=S][&riseTime=S][&band=F][&mass=M][&velocity=V][&constraint=R]`:
    /// what `springtune fit --settling-time S --overshoot P … --format json` prints.
    public func fit(_ query: StudioQuery) throws(StudioError) -> StudioReply {
        // Each target by the key front ends name it by (``FitInput/targetKey``).
        func target(_ input: FitInput) throws(StudioError) -> Double? { try query.number(input.targetKey ?? input.name) }
        let targets = FitTargets(settlingTime: try target(.settlingTime), overshootPercent: try target(.overshootPercent),
                                 peakTime: try target(.peakTime), riseTime: try target(.riseTime),
                                 band: try query.number("band") ?? 0.02)
        guard targets.count > 0 else {
            throw StudioError(.badRequest, "nothing to fit: give settlingTime, overshoot, peakTime or riseTime")
        }
        let mass = try query.number("mass"), velocity = try query.number("velocity")
        return try StudioError.answering { () throws(RequestError) in
            let fit = try TargetFitRequest(targets: targets, mass: mass, velocity: velocity, constraint: query["constraint"]).fit()
            return .json(ReportRecord.json([FitReport.record(fit)]))
        }
    }

    /// `GET /api/config`: what the page needs to build its controls: the export formats,
    /// the solvers, those whose curve `export --as css` can write (`cssSolvers`), the platforms of
    /// the picker (``Ecosystem/all``: forms, engine, export), the preset files it may save into,
    /// the project it was opened on (`project`, its folder as given, or `null`), the most springs it shows side by side
    /// (``StudioPreview/maximumSprings``; a request may name up to ``maximumSprings``), and the
    /// families' forms with their keys, ranges, units, scales, defaults and slider spans
    /// (``FamilyReport/json()``); then the page's vocabulary (``StudioPage``: the metrics it shows
    /// with their labels and units, the engines' names, the spring and platform it starts with).
    public func configuration() -> StudioReply {
        let value: JSONValue = .object([
            ("exportFormats", .array(ExportFormat.allCases.map { .string($0.rawValue) })),
            ("solvers", .array(Solver.allCases.map { .string($0.rawValue) })),
            ("presetFiles", .array(presetFiles.map { .string($0) })),
            ("project", projectName.map { .string($0) } ?? .null),
            ("maximumSprings", .integer(StudioPreview.maximumSprings)),
            ("cssSolvers", .array(CSSExporter.solvers.map { .string($0.rawValue) })),
            ("ecosystems", Ecosystem.studioConfig()),
            ("families", FamilyReport.json()),
        ] + StudioPage.configMembers())
        return .json(value.serialized() + "\n")
    }

    /// `{"error": "message"}` and a newline.
    public static func errorJSON(_ message: String) -> String {
        JSONValue.object([("error", .string(message))]).serialized() + "\n"
    }
}
