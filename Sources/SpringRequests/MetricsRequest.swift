import SpringKit
import SpringReport

/// A request for the metrics of springs (`springtune metrics`, the studio's metrics): measured
/// exactly, or on the curve a solver or engine draws (at a frame rate), through retargets.
public struct MetricsRequest: Sendable, Hashable {
    /// The settling band.
    public var band: SettlingBand
    /// The rest thresholds of `restTime`, or `nil` for none.
    public var rest: RestThresholds?
    /// The solver measured, or `nil` for each spring's own (the exact solution, or a preset's renderer).
    public var solver: Solver?
    /// How a frame engine runs.
    public var engine: EngineSettings
    /// Changes of target in flight.
    public var retargets: RetargetRequest?
    /// How the engine runs: the engine settings, at the frame interval they ask for.
    public let options: RendererOptions
    /// The frame interval the engine settings ask for.
    public var frameInterval: Double? { options.frameInterval }

    /// A request, checked.
    /// - Throws: ``RequestError`` for a frame rate the solver cannot take.
    public init(band: SettlingBand = .standard, rest: RestThresholds? = nil, solver: Solver? = nil,
                engine: EngineSettings = EngineSettings(), retargets: RetargetRequest? = nil) throws(RequestError) {
        self.band = band
        self.rest = rest
        self.solver = solver
        self.engine = engine
        self.retargets = retargets.flatMap { $0.isEmpty ? nil : $0 }
        options = engine.options(frameInterval: try engine.frameInterval(for: solver))
    }

    /// One record per spring, in order (``MetricsReport``); a retargeted record names its
    /// solver when one is asked for.
    /// - Throws: ``RequestError`` for a solver that does not follow the retargets, or a value
    ///   that cannot be computed exactly.
    /// - Cost: each spring's metrics (closed forms and root finding; a renderer's curve for an engine).
    public func records(for setups: [SpringSetup]) throws(RequestError) -> [ReportRecord] {
        guard let retargets else {
            do {
                return try MetricsReport.records(for: setups, band: band, rest: rest, solver: solver, options: options)
            } catch {
                throw RequestError(error)
            }
        }
        var records: [ReportRecord] = []
        for setup in setups {
            let drawing: Solver
            do { drawing = try setup.drawingSolver(solver) } catch { throw RequestError(error) }
            try retargets.check(drawnBy: drawing)
            do { records.append(try record(for: setup, drawnBy: drawing, retargets: retargets)) } catch { throw RequestError(error) }
        }
        return records
    }

    /// The record of `setup` (run with ``options``) drawn by `drawing` through `retargets`.
    func record(for setup: SpringSetup, drawnBy drawing: Solver, retargets: RetargetRequest) throws(SpringError) -> ReportRecord {
        try MetricsReport.record(for: setup, drawnBy: drawing, retargets: retargets.retargets,
                                 retargetsText: retargets.texts.joined(separator: ","), band: band, rest: rest,
                                 options: options, showsSolver: solver != nil)
    }
}

extension MetricsRequest {
    /// The formats a set of records is written in (`jsonl` too when they stream).
    public static let formats: [ReportFormat] = [.table, .json, .csv]

    /// The settling band given as a fraction of the step or as an absolute half-width (one
    /// of the two), else the standard 2 %.
    /// - Throws: ``RequestError`` (usage) when both are given, or the library's refusal of
    ///   the value (``SettlingBand/fraction(_:)``, ``SettlingBand/width(_:)``).
    public static func band(fraction: Double?, width: Double?) throws(RequestError) -> SettlingBand {
        switch (fraction, width) {
        case (.some, .some): throw RequestError(.usage, "\(field: .band) and \(field: .bandAbsolute) do not mix: give one")
        case (.some(let fraction), nil): do { return try SettlingBand.fraction(fraction) } catch { throw RequestError(error) }
        case (nil, .some(let width)): do { return try SettlingBand.width(width) } catch { throw RequestError(error) }
        case (nil, nil): return .standard
        }
    }

    /// The rest thresholds of `restTime`: both given, or neither (`nil`).
    /// - Throws: ``RequestError`` (usage) when only one is given, or the library's refusal
    ///   of the values (``RestThresholds/init(restDelta:restSpeed:)``).
    public static func rest(delta: Double?, speed: Double?) throws(RequestError) -> RestThresholds? {
        switch (delta, speed) {
        case (nil, nil): return nil
        case (.some(let delta), .some(let speed)):
            do { return try RestThresholds(restDelta: delta, restSpeed: speed) } catch { throw RequestError(error) }
        default: throw RequestError(.usage, "\(field: .restDelta) and \(field: .restSpeed) go together: give both")
        }
    }

    #if !hasFeature(Embedded)  // tables and CSV are native only (the WebAssembly build answers JSON)
    /// The records as `springtune metrics` prints them in `format`, each column headed by its
    /// spring's label (table).
    public static func rendered(_ records: [ReportRecord], labels: [String], as format: ReportFormat) -> String {
        ReportRecord.rendered(records, as: format, headers: labels)
    }
    #endif
}
