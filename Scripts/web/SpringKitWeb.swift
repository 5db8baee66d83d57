// SpringKitWeb: the C ABI of springkit.wasm (Embedded Swift, wasm32-unknown-none-wasm), built by
// Scripts/build-web.sh and called by springkit.js. It only moves text across the boundary:
// each request names a spring spec (the CLI's grammar, `preset:NAME` of the bundled presets
// included), which the libraries resolve, and answers with the text the CLI prints for the
// same command (docs/web.md).
//
// Protocol: the caller writes the request, a UTF-8 JSON object (`{"spec": "k=170,c=26"}`,
// `{"spec": …, "format": "css", "maxError": 0.001}`: the spec and springkit.js's options), into memory from `sk_alloc`, calls
// `sk_request(kind, pointer, length)` and frees its buffer. The result is 0 and the answer, or
// the CLI's exit code (64, 65, 66) and its one-line message; either way the text is at
// `sk_result_pointer()` for `sk_result_length()` bytes, valid until the next request.

import SpringExport
import SpringIO
import SpringKit
import SpringPresets
import SpringReport
import SpringRequests
import SpringStudio
import SpringTuning

/// What a request asks for; the numbers are springkit.js's (7–19 are its functions', 20 and up
/// the page's).
enum WebRequestKind: Int32 {
    /// `springtune metrics SPEC [options] --format json`.
    case metrics = 1
    /// `springtune convert SPEC [--frame-rate F] --format json`.
    case convert = 2
    /// `springtune durations SPEC --format json`.
    case durations = 3
    /// `springtune preset list --format json` (the bundled presets).
    case presets = 4
    /// `springtune export SPEC --as FORMAT [options]`.
    case export = 5
    /// What `springtune studio` answers `method` `path` with `query` (the static page's backend):
    /// the answer is `STATUS TYPE`, a newline, and the body.
    case studio = 6
    /// `springtune solve SPEC --duration T (--samples N | --dt H) [options] --format json`.
    case solve = 7
    /// `springtune fit [targets | --keyframes … | --match …] [options] --format json`.
    case fit = 8
    /// The browser's preset file: set, emptied or read (SpringKitWeb+UserPresets.swift).
    case userPresets = 20
}

/// A refused request: the CLI's exit code and its one-line message, each value the message
/// names spelled as springkit.js's option (``RequestField/scriptName``).
struct WebRequestFailure: Error {
    var exitCode: Int32
    var message: String

    init(_ error: RequestError) {
        exitCode = error.exitCode
        message = error.message.rendered(naming: { $0.scriptName })
    }

    init(exitCode: Int32, message: String) {
        self.exitCode = exitCode
        self.message = message
    }
}

extension RequestField {
    /// The name springkit.js gives the value (its option `frameRate`, `dt`, `maxError`, `rest.delta`),
    /// as its errors name it; a value that is not one of its options keeps its plain words.
    /// The one spelling table of springkit.js (docs/web.md).
    var scriptName: String {
        switch self {
        case .springs: "a spring spec"
        case .maximumError: "maxError"
        case .keyframeStep: "keyframeStep"
        case .timeStep: "dt"
        case .matchSolver: "matchSolver"
        case .bandAbsolute: "band.absolute"
        case .restDelta: "rest.delta"
        case .restSpeed: "rest.speed"
        case .retarget: "retargets"
        case .frameRate: "frameRate"
        case .androidProperty: "androidProperty"
        case .frameLoop: "frameLoop"
        case .dataFile: "data"
        case .match: "match"
        case .fit(let input):
            switch input {
            case .free: "free"
            case .freeParameter: "free parameter"
            default: input.targetKey ?? input.name
            }
        default: description
        }
    }
}

/// A request's fields, from the JSON object springkit.js writes. springkit.js checks each
/// option's name and type; the values are the libraries' to judge.
struct WebRequest {
    var members: [(String, JSONValue)]

    /// The object in `text`.
    init(_ text: String) throws(WebRequestFailure) {
        let malformed = Self.malformed
        let root: JSONValue
        do { root = try JSONParser.parse(Array(text.utf8)) } catch { throw malformed }
        do { members = try root.objectMembers(at: "$") } catch { throw malformed }
    }

    /// The field `key`, if present.
    func value(_ key: String) -> JSONValue? {
        members.first(where: { $0.0 == key })?.1
    }

    /// The string field `key`, if present.
    func string(_ key: String) -> String? {
        guard let value = value(key), case .string(let text) = value else { return nil }
        return text
    }

    /// The number field `key`, if present: springkit.js sends JSON numbers, and NaN and the
    /// infinities as strings, which are NaN here (refused by the library's own check, naming
    /// the value).
    func number(_ key: String) -> Double? {
        value(key).map(Self.number)
    }

    /// The whole-number field `key`, if present (springkit.js sends safe integers).
    func integer(_ key: String) throws(WebRequestFailure) -> Int? {
        guard let value = value(key) else { return nil }
        switch value {
        case .integer(let number): return number
        case .number(let number) where number == number.rounded() && abs(number) < 9.007_199_254_740_992e15: return Int(number)
        default: throw Self.malformed
        }
    }

    /// The boolean field `key` (false when absent).
    func flag(_ key: String) -> Bool {
        if case .bool(true)? = value(key) { return true }
        return false
    }

    /// The string-array field `key` (empty when absent).
    func strings(_ key: String) throws(WebRequestFailure) -> [String] {
        guard let value = value(key) else { return [] }
        guard case .array(let elements) = value else { throw Self.malformed }
        var texts: [String] = []
        for element in elements {
            guard case .string(let text) = element else { throw Self.malformed }
            texts.append(text)
        }
        return texts
    }

    /// The number `value` holds, NaN for a non-finite value sent as a string.
    static func number(_ value: JSONValue) -> Double {
        switch value {
        case .number(let number): return number
        case .integer(let number): return Double(number)
        default: return .nan
        }
    }

    /// The spring of field `spec` (the CLI's grammar), parsed; presets resolve against the
    /// bundled ones and the browser's preset file (SpringKitWeb+UserPresets.swift), as the
    /// CLI's against the bundled ones and `--preset-file`.
    func source() throws(RequestError) -> SpringSource {
        var source = try SpringSource(springs: [string("spec") ?? ""], presets: [])
        source.presetFileContents = [browserPresetFile]
        return source
    }

    /// The solver named by field `key`, if present.
    func solver(_ key: String = "solver", as field: RequestField = .solver) throws(RequestError) -> Solver? {
        try string(key).map { name throws(RequestError) in try Solver.named(name, as: field) }
    }

    /// How a frame engine runs: `frameRate`, `androidProperty`, `overshootClamping`, `frameLoop`.
    func engineSettings() throws(RequestError) -> EngineSettings {
        EngineSettings(frameRate: number("frameRate"),
                       androidProperty: try string("androidProperty").map { name throws(RequestError) in try EngineSettings.androidProperty(named: name) },
                       overshootClamping: flag("overshootClamping"),
                       frameLoop: try string("frameLoop").map { name throws(RequestError) in try EngineSettings.frameLoop(named: name) } ?? .idle)
    }

    /// The changes of target in flight, `retargets` (`T:VALUE` each).
    func retargets() throws(RequestError) -> RetargetRequest {
        let texts: [String]
        do { texts = try strings("retargets") } catch { throw RequestError(.usage, "springkit.js sent a malformed request") }
        return try RetargetRequest(parsing: texts)
    }

    /// A request springkit.js should never send.
    static let malformed = WebRequestFailure(exitCode: 64, message: "springkit.js sent a malformed request")
}

// `library`, the presets requests resolve against (the bundled ones and the browser's preset
// file, as the CLI has them with `--preset-file`), is SpringKitWeb+UserPresets.swift's.

/// The most samples `sk.solve` writes: its JSON is built whole in the module's memory (the CLI
/// streams, up to ``SolveRequest/maximumSamples``).
let webSampleLimit = 1_000_000

/// The answer to `kind` for `request`: each command's request type checked in the CLI's order
/// (its options, then the spring), its output as the CLI prints it with `--format json`.
/// - Throws: ``WebRequestFailure`` with the CLI's exit code and message.
func answer(_ kind: WebRequestKind, _ request: WebRequest) throws(WebRequestFailure) -> String {
    if kind == .userPresets {
        return try userPresetsAnswer(request)
    }
    do throws(RequestError) {
        switch kind {
        case .presets:
            let presets = library  // bundled + the browser's file, decoded once
            return PresetListReport.json(PresetListReport.records(for: presets.presets, in: presets))
        case .userPresets:
            return ""  // answered above
        case .studio:
            let reply = studioReply(method: request.string("method") ?? "GET", path: request.string("path") ?? "",
                                    query: StudioQuery(request.string("query")))
            return "\(reply.status) \(reply.contentType)\n" + reply.text
        case .metrics:
            let band = request.value("band")
            let metrics = try MetricsRequest(
                band: try MetricsRequest.band(fraction: band.flatMap { $0["absolute"] == nil ? WebRequest.number($0) : nil },
                                              width: band?["absolute"].map(WebRequest.number)),
                rest: try MetricsRequest.rest(delta: request.value("rest")?["delta"].map(WebRequest.number),
                                              speed: request.value("rest")?["speed"].map(WebRequest.number)),
                solver: try request.solver(), engine: try request.engineSettings(), retargets: try request.retargets())
            return ReportRecord.json(try metrics.records(for: try request.source().resolved().setups))
        case .convert:
            let convert = try ConvertRequest(frameRate: request.number("frameRate") ?? SvelteParameters.defaultFrameRate)
            return convert.json(for: try request.source().resolved().setups)
        case .durations:
            return DurationsReport.json(for: try request.source().resolved().setups)
        case .export:
            let export = try ExportRequest(format: try ExportRequest.format(named: request.string("format") ?? ""),
                                           maximumError: request.number("maxError"), keyframeStep: request.number("keyframeStep"),
                                           frameRate: request.number("frameRate"), solver: try request.solver())
            return try export.code(for: try request.source())
        case .solve:
            let source = try request.source()
            let retargets = try request.retargets()
            let samples: Int?
            do { samples = try request.integer("samples") } catch { throw RequestError(.usage, "springkit.js sent a malformed request") }
            let solve = try SolveRequest(source: source, duration: request.number("duration") ?? .nan, samples: samples,
                                         step: request.number("dt"), solver: try request.solver(), engine: try request.engineSettings(),
                                         retargets: retargets, sampleLimit: webSampleLimit)
            return try solve.json(error: request.flag("error") ? try solve.exact() : nil)
        case .fit:
            return try fitted(request)
        }
    } catch {
        throw WebRequestFailure(error)
    }
}

/// `springtune fit … --format json` for the targets or curve of `request`.
func fitted(_ request: WebRequest) throws(RequestError) -> String {
    let malformed = RequestError(.usage, "springkit.js sent a malformed request")
    let timings: [String], free: [String]
    do { (timings, free) = (try request.strings("timing"), try request.strings("free")) } catch { throw malformed }
    let fit = try FitRequest(
        settlingTime: request.number("settlingTime"), overshoot: request.number("overshoot"), peakTime: request.number("peakTime"),
        riseTime: request.number("riseTime"), band: request.number("band"), constraint: request.string("constraint"),
        keyframes: request.string("keyframes"), timings: timings, match: request.string("match"),
        matchSolver: try request.solver("matchSolver", as: .matchSolver), duration: request.number("duration"),
        free: request.value("free") == nil ? nil : free.joined(separator: ","),
        family: try request.string("family").map { name throws(RequestError) in try SpringFamily.fitFamily(named: name) },
        mass: request.number("mass"), stiffness: request.number("stiffness"), damping: request.number("damping"),
        velocity: request.number("velocity"), from: request.number("from"), to: request.number("to"))
    let result: SpringFit
    if case .targets(let targets) = fit.kind {
        result = try targets.fit()
    } else if let curve = try fit.curve(in: library) {
        result = try fit.curveRequest(curve).fit()
    } else {
        throw malformed
    }
    return ReportRecord.json([FitReport.record(result)])
}

nonisolated(unsafe) var resultPointer: UnsafeMutableRawPointer?
nonisolated(unsafe) var resultLength: Int32 = 0

/// Keeps `text` as the result of the last request.
func keep(_ text: String) {
    resultPointer?.deallocate()
    var text = text
    let count = text.utf8.count
    let pointer = UnsafeMutableRawPointer.allocate(byteCount: max(count, 1), alignment: 1)
    text.withUTF8 { bytes in
        if let base = bytes.baseAddress { pointer.copyMemory(from: base, byteCount: count) }
    }
    resultPointer = pointer
    resultLength = Int32(count)
}

/// Memory for `count` bytes the caller writes a request into.
@_expose(wasm, "sk_alloc")
@_cdecl("sk_alloc")
public func skAlloc(_ count: Int32) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer.allocate(byteCount: Int(max(count, 1)), alignment: 8)
}

/// Frees memory from ``skAlloc(_:)``.
@_expose(wasm, "sk_free")
@_cdecl("sk_free")
public func skFree(_ pointer: UnsafeMutableRawPointer) {
    pointer.deallocate()
}

/// Answers a request (``WebRequestKind``) for the UTF-8 JSON request at `pointer`: 0, or the exit code.
@_expose(wasm, "sk_request")
@_cdecl("sk_request")
public func skRequest(_ kind: Int32, _ pointer: UnsafeRawPointer, _ length: Int32) -> Int32 {
    let text = String(decoding: UnsafeRawBufferPointer(start: pointer, count: Int(length)), as: UTF8.self)
    guard let kind = WebRequestKind(rawValue: kind) else {
        keep("unknown request \(kind)")
        return 64
    }
    do {
        keep(try answer(kind, try WebRequest(text)))
        return 0
    } catch {
        keep(error.message)
        return error.exitCode
    }
}

/// The result of the last request.
@_expose(wasm, "sk_result_pointer")
@_cdecl("sk_result_pointer")
public func skResultPointer() -> UnsafeMutableRawPointer? { resultPointer }

/// The length in bytes of the result of the last request.
@_expose(wasm, "sk_result_length")
@_cdecl("sk_result_length")
public func skResultLength() -> Int32 { resultLength }
