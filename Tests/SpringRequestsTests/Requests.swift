import Foundation
import SpringKit
import SpringPresets
import SpringReport
import SpringRequests
import Testing

/// What each `springtune` command does with its values, done in process through the request
/// types: the same request built from the same values, the same library call, the same text
/// (a command prints the request's rendered text, and its one error line is the request
/// error's message with each field spelled as its option, after `springtune: `).
enum Requests {
    /// `convert` of `springs` (`--spring`) and `presets` (`--preset`), as `format`.
    static func convert(_ springs: [String], presets: [String] = [], frameRate: Double = SvelteParameters.defaultFrameRate,
                        as format: ReportFormat = .table) throws -> String {
        let request = try ConvertRequest(frameRate: frameRate)
        return request.rendered(try SpringSource(springs: springs, presets: presets).resolved().setups, as: format)
    }

    /// `convert --format json` of one spring, parsed.
    static func convertObject(_ spring: String, frameRate: Double = SvelteParameters.defaultFrameRate) throws -> [String: Any] {
        try object(try convert([spring], frameRate: frameRate, as: .json))
    }

    /// `metrics` of `springs` and `presets`, as `format`.
    static func metrics(_ springs: [String], presets: [String] = [], presetFiles: [String] = [], solver: Solver? = nil,
                        engine: EngineSettings = EngineSettings(), band: Double? = nil, bandAbsolute: Double? = nil,
                        restDelta: Double? = nil, restSpeed: Double? = nil, retargets: [String] = [],
                        as format: ReportFormat = .json) throws -> String {
        let request = try MetricsRequest(band: try MetricsRequest.band(fraction: band, width: bandAbsolute),
                                         rest: try MetricsRequest.rest(delta: restDelta, speed: restSpeed), solver: solver,
                                         engine: engine, retargets: try RetargetRequest(parsing: retargets))
        let setups = try SpringSource(springs: springs, presets: presets, presetFiles: presetFiles).resolved().setups
        return MetricsRequest.rendered(try request.records(for: setups), labels: setups.map(\.label), as: format)
    }

    /// `metrics --format json` of one spring, parsed.
    static func metricsObject(_ spring: String, solver: Solver? = nil, engine: EngineSettings = EngineSettings(),
                              restDelta: Double? = nil, restSpeed: Double? = nil, bandAbsolute: Double? = nil,
                              retargets: [String] = []) throws -> [String: Any] {
        try object(try metrics([spring], solver: solver, engine: engine, bandAbsolute: bandAbsolute, restDelta: restDelta,
                               restSpeed: restSpeed, retargets: retargets))
    }

    /// `metrics --solver S --format json` of one spring: its settling time.
    static func settlingTime(_ spring: String, solver: Solver? = nil, engine: EngineSettings = EngineSettings()) throws -> Double {
        try #require(try metricsObject(spring, solver: solver, engine: engine)["settlingTime"] as? Double)
    }

    /// `solve` of one spring, as `format` (csv by default), `--error` when `error`; an error
    /// while drawing is thrown as the ``RequestError`` it is classified as.
    static func solve(_ spring: String, duration: Double, samples: Int? = nil, step: Double? = nil, solver: Solver? = nil,
                      engine: EngineSettings = EngineSettings(), retargets: [String] = [], error: Bool = false,
                      as format: ReportFormat = .csv) throws -> String {
        let request = try SolveRequest(source: try SpringSource(springs: [spring], presets: []), duration: duration, samples: samples,
                                       step: step, solver: solver, engine: engine, retargets: try RetargetRequest(parsing: retargets))
        let exact = try request.exact()
        var text = ""
        // The curve's own errors (an engine past its run limit) are the libraries': classified
        // as every front end classifies them.
        do { try request.write(as: format, error: error ? exact : nil) { text += $0 } } catch { throw RequestError(error) }
        return text
    }

    /// `solve`'s CSV rows after the header, as numbers.
    static func solveRows(_ spring: String, duration: Double, samples: Int? = nil, step: Double? = nil, solver: Solver? = nil,
                          engine: EngineSettings = EngineSettings(), retargets: [String] = []) throws -> [[Double]] {
        try solve(spring, duration: duration, samples: samples, step: step, solver: solver, engine: engine, retargets: retargets)
            .split(separator: "\n").dropFirst().map { $0.split(separator: ",").compactMap { Double($0) } }
    }

    /// `solve --format json` of one spring: its arrays.
    static func solveArrays(_ spring: String, duration: Double, samples: Int? = nil, step: Double? = nil, solver: Solver? = nil,
                            engine: EngineSettings = EngineSettings(), retargets: [String] = []) throws -> [String: [Double]] {
        let text = try solve(spring, duration: duration, samples: samples, step: step, solver: solver, engine: engine,
                             retargets: retargets, as: .json)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [Double]])
    }

    /// `export --as FORMAT` of `springs` and `presets`; the notes it prints on stderr go to `notes`.
    static func export(_ format: String, _ springs: [String], presets: [String] = [], presetFiles: [String] = [],
                       maximumError: Double? = nil, keyframeStep: Double? = nil, frameRate: Double? = nil, solver: Solver? = nil,
                       notes: ((ExportRequest.Note) -> Void)? = nil) throws -> String {
        let request = try ExportRequest(format: try ExportRequest.format(named: format), maximumError: maximumError,
                                        keyframeStep: keyframeStep, frameRate: frameRate, solver: solver)
        let source = try SpringSource(springs: springs, presets: presets, presetFiles: presetFiles)
        return try request.code(for: source, note: notes ?? { _ in })
    }

    /// `durations` of `springs`, as `format`.
    static func durations(_ springs: [String], presets: [String] = [], as format: ReportFormat = .table) throws -> String {
        DurationsReport.rendered(for: try SpringSource(springs: springs, presets: presets).resolved().setups, as: format)
    }

    /// `durations --format json`: one object per engine.
    static func durationRows(_ springs: [String], presets: [String] = []) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(try durations(springs, presets: presets, as: .json).utf8))
            as? [[String: Any]])
    }

    /// A JSON object.
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text.prefix(300))")
    }

    /// The request error `body` throws, or `nil` (and a failed expectation) when it throws none
    /// or another error.
    static func refusal(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> RequestError? {
        do {
            try body()
            Issue.record("no error", sourceLocation: sourceLocation)
        } catch let error as RequestError {
            return error
        } catch {
            Issue.record("not a RequestError: \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }

    /// The options the command line names these fields by (Sources/springtune's
    /// `RequestField.optionName`), for the lines the tests compare whole.
    static let optionNames: [RequestField: String] = [
        .spring: "--spring", .springs: "--spring SPEC, --preset NAME, or --stiffness K --damping C", .preset: "--preset",
        .exportFormat: "--as", .maximumError: "--max-error", .keyframeStep: "--keyframe-step", .duration: "--duration",
        .timeStep: "--dt", .samples: "--samples", .solver: "--solver", .retarget: "--retarget", .frameRate: "--frame-rate",
        .androidProperty: "--android-property", .frameLoop: "--frame-loop", .rule: "--rule", .group: "--group",
        .band: "--band", .bandAbsolute: "--band-absolute", .restDelta: "--rest-delta", .restSpeed: "--rest-speed",
    ]

    /// The line `springtune` prints for `error`, without `springtune: `.
    static func commandLine(_ error: RequestError) -> String {
        error.message.rendered { optionNames[$0] ?? "<\($0)>" }
    }
}
