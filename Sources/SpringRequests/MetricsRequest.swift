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
