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
    /// The frame interval the engine settings ask for.
    public let frameInterval: Double?

    /// A request, checked.
    /// - Throws: ``RequestError`` for a frame rate the solver cannot take.
    public init(band: SettlingBand = .standard, rest: RestThresholds? = nil, solver: Solver? = nil,
                engine: EngineSettings = EngineSettings(), retargets: RetargetRequest? = nil) throws(RequestError) {
        self.band = band
        self.rest = rest
        self.solver = solver
        self.engine = engine
        self.retargets = retargets.flatMap { $0.isEmpty ? nil : $0 }
        frameInterval = try engine.frameInterval(for: solver)
    }

    /// One record per spring, in order (``MetricsReport``); a retargeted record names its
    /// solver when one is asked for.
    /// - Throws: ``RequestError`` for a solver that does not follow the retargets, or a value
    ///   that cannot be computed exactly.
    /// - Cost: each spring's metrics (closed forms and root finding; a renderer's curve for an engine).
    public func records(for setups: [SpringSetup]) throws(RequestError) -> [ReportRecord] {
        do {
            guard retargets != nil else {
                return try MetricsReport.records(for: setups.map(engine.applied(to:)), band: band, rest: rest, solver: solver,
                                                 frameInterval: frameInterval)
            }
            return try setups.map { try record(for: $0) }
        } catch {
            throw RequestError(error)
        }
    }

    /// The record of one spring, as a row of a stream: every row without retargets names its
    /// solver, so rows that mix presets tuned under a renderer and plain springs have the same
    /// columns.
    /// - Throws: the library's own error (``SpringError``) for a value that cannot be computed
    ///   exactly, ``RequestError`` for a solver that does not follow the retargets.
    public func record(for setup: SpringSetup) throws -> ReportRecord {
        let setup = engine.applied(to: setup)
        guard let retargets else {
            return try MetricsReport.records(for: [setup], band: band, rest: rest, solver: solver,
                                             frameInterval: frameInterval, showingSolver: true)[0]
        }
        let drawing = try setup.drawingSolver(solver)
        try retargets.check(drawnBy: drawing)
        return try MetricsReport.record(for: setup, drawnBy: drawing, retargets: retargets.retargets,
                                        retargetsText: retargets.texts.joined(separator: ","), band: band, rest: rest,
                                        frameInterval: frameInterval, showsSolver: solver != nil)
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
        do {
            switch (fraction, width) {
            case (.some, .some): throw RequestError(.usage, "\(field: .band) and \(field: .bandAbsolute) do not mix: give one")
            case (.some(let fraction), nil): return try SettlingBand.fraction(fraction)
            case (nil, .some(let width)): return try SettlingBand.width(width)
            case (nil, nil): return .standard
            }
        } catch let error as RequestError {
            throw error
        } catch {
            throw RequestError(error)
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

    /// The records as `springtune metrics` prints them in `format`, each column headed by its
    /// spring's label (table).
    public static func rendered(_ records: [ReportRecord], labels: [String], as format: ReportFormat) -> String {
        ReportRecord.rendered(records, as: format, headers: labels)
    }
}
