// SpringKitWeb: the C ABI of springkit.wasm (Embedded Swift, wasm32-unknown-none-wasm), built by
// Scripts/build-web.sh and called by springkit.js. It only moves text across the boundary:
// each request parses a spring spec with SpringKit's own parser and answers with the JSON the
// libraries write for `springtune metrics|convert|durations SPEC --format json` (docs/web.md).
//
// Protocol: the caller writes the UTF-8 spec into memory from `sk_alloc`, calls
// `sk_request(kind, pointer, length)` and frees its buffer. The result is 0 and the JSON text,
// or the CLI's exit code (64, 65, 66) and its one-line message; either way the text is at
// `sk_result_pointer()` for `sk_result_length()` bytes, valid until the next request.

import SpringIO
import SpringKit
import SpringReport

/// What a request asks for; the numbers are springkit.js's.
enum WebRequestKind: Int32 {
    /// `springtune metrics SPEC --format json`.
    case metrics = 1
    /// `springtune convert SPEC --format json`.
    case convert = 2
    /// `springtune durations SPEC --format json`.
    case durations = 3
}

/// A refused request: the CLI's exit code and its one-line message.
struct WebRequestFailure: Error {
    var exitCode: Int32
    var message: String

    init(_ error: SpringError) {
        exitCode = error.exitCode
        message = error.description
    }

    init(exitCode: Int32, message: String) {
        self.exitCode = exitCode
        self.message = message
    }
}

/// The JSON text the CLI prints for `kind` and the spec `text`.
/// - Throws: ``WebRequestFailure`` with the CLI's exit code and message.
func answer(_ kind: WebRequestKind, spec text: String) throws(WebRequestFailure) -> String {
    let spec: SpringSpec
    do { spec = try SpringSpec.parse(text) } catch { throw WebRequestFailure(error) }
    if case .preset(let name) = spec.base {
        // Not compiled in yet: SpringPresets' library reads its files through Foundation.
        throw WebRequestFailure(exitCode: 66, message: "unknown preset '\(name)': presets are not in the WebAssembly build yet")
    }
    let setup: SpringSetup
    do { setup = try spec.resolved() } catch { throw WebRequestFailure(error) }
    switch kind {
    case .metrics:
        do {
            let records = try MetricsReport.records(for: [setup], band: .standard, rest: nil)
            return ReportRecord.json(records)
        } catch {
            throw WebRequestFailure(error)
        }
    case .convert:
        return ConversionReport.json(for: [setup])
    case .durations:
        return DurationsReport.json(for: [setup])
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

/// Answers a request (``WebRequestKind``) for the UTF-8 spec at `pointer`: 0, or the exit code.
@_expose(wasm, "sk_request")
@_cdecl("sk_request")
public func skRequest(_ kind: Int32, _ pointer: UnsafeRawPointer, _ length: Int32) -> Int32 {
    let text = String(decoding: UnsafeRawBufferPointer(start: pointer, count: Int(length)), as: UTF8.self)
    guard let request = WebRequestKind(rawValue: kind) else {
        keep("unknown request \(kind)")
        return 64
    }
    do {
        keep(try answer(request, spec: text))
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
