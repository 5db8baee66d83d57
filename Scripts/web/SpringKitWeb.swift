// SpringKitWeb: the C ABI of springkit.wasm (Embedded Swift, wasm32-unknown-none-wasm), built by
// Scripts/build-web.sh and called by springkit.js. It only moves text across the boundary:
// each request names a spring spec (the CLI's grammar, `preset:NAME` of the bundled presets
// included), which the libraries resolve, and answers with the text the CLI prints for the
// same command (docs/web.md).
//
// Protocol: the caller writes the request, a UTF-8 JSON object (`{"spec": "k=170,c=26"}`,
// `{"spec": …, "format": "css"}`), into memory from `sk_alloc`, calls
// `sk_request(kind, pointer, length)` and frees its buffer. The result is 0 and the answer, or
// the CLI's exit code (64, 65, 66) and its one-line message; either way the text is at
// `sk_result_pointer()` for `sk_result_length()` bytes, valid until the next request.

import SpringExport
import SpringIO
import SpringKit
import SpringPresets
import SpringReport
import SpringStudio

/// What a request asks for; the numbers are springkit.js's.
enum WebRequestKind: Int32 {
    /// `springtune metrics SPEC --format json`.
    case metrics = 1
    /// `springtune convert SPEC --format json`.
    case convert = 2
    /// `springtune durations SPEC --format json`.
    case durations = 3
    /// `springtune preset list --format json` (the bundled presets).
    case presets = 4
    /// `springtune export SPEC --as FORMAT`.
    case export = 5
    /// What `springtune studio` answers `method` `path` with `query` (the static page's backend):
    /// the answer is `STATUS TYPE`, a newline, and the body.
    case studio = 6
    /// The browser's preset file: set, emptied or read (SpringKitWeb+UserPresets.swift).
    case userPresets = 20
}

/// A refused request: the CLI's exit code and its one-line message.
struct WebRequestFailure: Error {
    var exitCode: Int32
    var message: String

    init(_ error: SpringError) {
        exitCode = error.exitCode
        message = error.description
    }

    init(_ error: SpecResolutionError) {
        exitCode = error.exitCode
        message = error.description
    }

    init(exitCode: Int32, message: String) {
        self.exitCode = exitCode
        self.message = message
    }
}

/// A request's fields, from the JSON object springkit.js writes.
struct WebRequest {
    var members: [(String, JSONValue)]

    /// The object in `text`.
    init(_ text: String) throws(WebRequestFailure) {
        let malformed = Self.malformed
        let root: JSONValue
        do { root = try JSONParser.parse(Array(text.utf8)) } catch { throw malformed }
        do { members = try root.objectMembers(at: "$") } catch { throw malformed }
    }

    /// The string field `key`, if present.
    func string(_ key: String) -> String? {
        guard let value = members.first(where: { $0.0 == key })?.1, case .string(let text) = value else { return nil }
        return text
    }

    /// The field `key`, if present.
    func value(_ key: String) -> JSONValue? {
        members.first(where: { $0.0 == key })?.1
    }

    /// The settling band: `band` a fraction (`--band`), `band.absolute` a half-width in
    /// units of x (`--band-absolute`), else the standard 2 %.
    func band() throws(WebRequestFailure) -> SettlingBand {
        guard let band = value("band") else { return .standard }
        do {
            if let absolute = band["absolute"] {
                return try SettlingBand.width(number(absolute))
            }
            return try SettlingBand.fraction(number(band))
        } catch {
            throw WebRequestFailure(error)
        }
    }

    /// The rest thresholds: `rest.delta` and `rest.speed` (`--rest-delta`, `--rest-speed`), or `nil`.
    func rest() throws(WebRequestFailure) -> RestThresholds? {
        guard let rest = value("rest") else { return nil }
        guard let delta = rest["delta"], let speed = rest["speed"] else { throw Self.malformed }
        do {
            return try RestThresholds(restDelta: number(delta), restSpeed: number(speed))
        } catch {
            throw WebRequestFailure(error)
        }
    }

    /// A number springkit.js sent (it checks the types; a JSON number is finite).
    private func number(_ value: JSONValue) -> Double {
        switch value {
        case .number(let number): return number
        case .integer(let number): return Double(number)
        default: return .nan  // refused by the library's own check, naming the value
        }
    }

    /// A request springkit.js should never send.
    static let malformed = WebRequestFailure(exitCode: 64, message: "springkit.js sent a malformed request")
}

// `library`, the presets requests resolve against (the bundled ones and the browser's preset
// file, as the CLI has them with `--preset-file`), is SpringKitWeb+UserPresets.swift's.

/// The answer to `kind` for `request`.
/// - Throws: ``WebRequestFailure`` with the CLI's exit code and message.
func answer(_ kind: WebRequestKind, _ request: WebRequest) throws(WebRequestFailure) -> String {
    if kind == .presets {
        return PresetListReport.json(PresetListReport.records(for: library.presets, in: library))
    }
    if kind == .userPresets {
        return try userPresetsAnswer(request)
    }
    if kind == .studio {
        let reply = studioReply(method: request.string("method") ?? "GET", path: request.string("path") ?? "",
                                query: StudioQuery(request.string("query")))
        return "\(reply.status) \(reply.contentType)\n" + reply.text
    }
    let spec: SpringSpec
    do { spec = try SpringSpec.parse(request.string("spec") ?? "") } catch { throw WebRequestFailure(error) }
    let setup: SpringSetup
    do { setup = try library.resolvedSetup(for: spec) } catch { throw WebRequestFailure(error) }
    switch kind {
    case .metrics:
        let band = try request.band(), rest = try request.rest()
        do {
            return ReportRecord.json(try MetricsReport.records(for: [setup], band: band, rest: rest))
        } catch {
            throw WebRequestFailure(error)
        }
    case .convert:
        return ConversionReport.json(for: [setup])
    case .durations:
        return DurationsReport.json(for: [setup])
    case .export:
        return try exported(spec, setup, as: request.string("format") ?? "")
    case .presets, .studio, .userPresets:
        return ""
    }
}

/// `springtune export SPEC --as FORMAT`'s text for one spring.
func exported(_ spec: SpringSpec, _ setup: SpringSetup, as name: String) throws(WebRequestFailure) -> String {
    let format: ExportFormat
    do { format = try ExportFormat.named(name) } catch { throw WebRequestFailure(exitCode: error.exitCode, message: error.description) }
    let familySpec: SpringSpec
    do { familySpec = try library.familySpec(for: spec) } catch { throw WebRequestFailure(exitCode: error.exitCode, message: error.description) }
    var subject = ExportSubject(setup: setup, spec: familySpec)
    if case .preset(let name) = spec.base { subject.keyPath = library.preset(named: name)?.motion?.keyPath }
    do {
        return try SpringExporter.export(subject, as: format, options: SpringExporter.Options())
    } catch {
        throw WebRequestFailure(exitCode: error.exitCode, message: error.description)
    }
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
