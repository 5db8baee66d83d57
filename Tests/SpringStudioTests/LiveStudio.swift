import Foundation
import HTTPTypes
import Hummingbird
import SpringStudio
import SpringTestSupport

/// A studio served for the length of one test: ``StudioServer/application(_:ready:)`` run by
/// `runService()` on a free port of 127.0.0.1, driven by ``StudioClient`` over real sockets,
/// and stopped (its task cancelled) once the test's body returns or throws.
enum LiveStudio {
    /// The limits of a test that is not about the studio's timers: the standard ones, but the
    /// header and body timeouts (wall-clock bounds the product keeps) an hour, so that a loaded
    /// machine, which may hold the server's event loop for seconds, never trips them.
    static let patientLimits = StudioLimits(headerTimeout: 3600, bodyTimeout: 3600)

    /// Runs `body` against a studio serving `configuration` (its port should be 0: a free one).
    ///
    /// The studio's answer timeout (``StudioLimits/answerTimeout``, a wall-clock bound the
    /// product keeps against clients that do not read) is raised to an hour: no test here is
    /// about it, and a request's computation, stretched by a loaded machine, must not trip it.
    /// - Throws: what `body` throws; the server's error when it stops before it listens.
    static func run(_ configuration: StudioServer.Configuration, _ body: (StudioClient) async throws -> Void) async throws {
        var configuration = configuration
        configuration.limits.answerTimeout = 3600
        let (ports, announce) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
        let app = StudioServer.application(configuration) { port in announce.yield(port) }
        let server = Task {
            defer { announce.finish() }
            try await app.runService(gracefulShutdownSignals: [])
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else {
            try await server.value
            throw StudioClientError("the studio stopped before it listened")
        }
        do {
            try await body(StudioClient(port: port))
        } catch {
            server.cancel()
            _ = await server.result
            throw error
        }
        server.cancel()
        _ = await server.result
    }
}

/// A minimal HTTP/1.1 client of a studio on 127.0.0.1: one ``RawConnection`` per request,
/// sent as a browser sends it (Host `localhost:PORT` unless given, `Content-Length` for a body,
/// no `Connection: close`, no redirect followed, no cookie jar), the response read whole
/// (`Content-Length`, chunked, or until the server closes).
///
/// The socket calls block, so each request runs on a thread of its own, never on one of Swift's
/// cooperative pool or Dispatch's (which adds threads only slowly on a small machine): requests
/// a test keeps waiting do not delay the next one.
struct StudioClient: Sendable {
    /// The studio's port.
    let port: Int
    /// How long a request may wait for its answer: bounded by the work of this process (the
    /// server's), not by the clock (``Patience``), so a loaded machine never fails a request.
    var patience: Patience = .standard

    /// Sends `method uri` with `headers` and `body` (UTF-8) and reads the response.
    func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: String? = nil) async throws -> StudioResponse {
        var head = "\(method.rawValue) \(uri) HTTP/1.1\r\n"
        if !headers.contains(where: { $0.name.canonicalName == "host" }) { head += "Host: localhost:\(port)\r\n" }
        for field in headers { head += "\(field.name.rawName): \(field.value)\r\n" }
        let bytes = Array((body ?? "").utf8)
        if body != nil { head += "Content-Length: \(bytes.count)\r\n" }
        let request = Array((head + "\r\n").utf8) + bytes
        let port = port, patience = patience
        let isHead = method == .head
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result {
                    let connection = try RawConnection(port: port, patience: patience)
                    // A server may answer before reading all of a refused body: read the answer either way.
                    connection.send(request)
                    return try StudioResponse(reading: connection, isHead: isHead)
                })
            }
        }
    }
}

/// A whole HTTP response: status, header fields, body.
struct StudioResponse: Sendable {
    var status: HTTPResponse.Status
    var headers: HTTPFields
    var body: [UInt8]

    /// The body as UTF-8 text.
    var text: String { String(decoding: body, as: UTF8.self) }
    /// The body as `Data`.
    var data: Data { Data(body) }

    /// Reads one response off `connection` (no body for HEAD, 1xx, 204 and 304).
    init(reading connection: RawConnection, isHead: Bool = false) throws {
        var reader = ResponseReader(connection: connection)
        let headEnd = try reader.readUntil(Array("\r\n\r\n".utf8))
        let lines = String(decoding: headEnd, as: UTF8.self).components(separatedBy: "\r\n")
        let statusLine = lines[0].split(separator: " ", maxSplits: 2)
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let code = Int(statusLine[1]) else {
            throw StudioClientError("not an HTTP/1 status line: \(lines[0])")
        }
        status = HTTPResponse.Status(code: code)
        headers = HTTPFields()
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":"), let name = HTTPField.Name(String(line[..<colon])) else {
                throw StudioClientError("malformed header line: \(line)")
            }
            headers.append(HTTPField(name: name, value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        if isHead || (100..<200).contains(code) || code == 204 || code == 304 {
            body = []
        } else if headers[.transferEncoding]?.lowercased() == "chunked" {
            body = []
            while true {
                let sizeLine = String(decoding: try reader.readUntil(Array("\r\n".utf8)), as: UTF8.self)
                guard let size = Int(sizeLine.split(separator: ";")[0].trimmingCharacters(in: .whitespaces), radix: 16) else {
                    throw StudioClientError("malformed chunk size: \(sizeLine)")
                }
                if size == 0 {
                    // Trailer fields, if any, up to the empty line.
                    while try !reader.readUntil(Array("\r\n".utf8)).isEmpty {}
                    break
                }
                body += try reader.read(size)
                guard try reader.read(2) == Array("\r\n".utf8) else { throw StudioClientError("a chunk not ended by CRLF") }
            }
        } else if let length = headers[.contentLength].flatMap({ Int($0) }) {
            body = try reader.read(length)
        } else {
            body = reader.readToEnd()
        }
    }
}

/// Bytes off a ``RawConnection``, buffered.
private struct ResponseReader {
    let connection: RawConnection
    var buffer: [UInt8] = []
    var closed = false

    /// Receives more bytes; false once the server closed the connection.
    mutating func fill() throws -> Bool {
        if closed { return false }
        let chunk = try connection.receiveSome()
        if chunk.isEmpty { closed = true }
        buffer += chunk
        return !chunk.isEmpty
    }

    /// The bytes before the next `separator` (which is consumed).
    mutating func readUntil(_ separator: [UInt8]) throws -> [UInt8] {
        var searchFrom = 0
        while true {
            if buffer.count >= separator.count {
                for start in searchFrom...(buffer.count - separator.count) where buffer[start..<start + separator.count].elementsEqual(separator) {
                    let found = Array(buffer[..<start])
                    buffer.removeFirst(start + separator.count)
                    return found
                }
                searchFrom = buffer.count - separator.count + 1
            }
            guard try fill() else { throw StudioClientError("the connection closed in the middle of a response") }
        }
    }

    /// The next `count` bytes.
    mutating func read(_ count: Int) throws -> [UInt8] {
        while buffer.count < count {
            guard try fill() else { throw StudioClientError("the connection closed after \(buffer.count) of \(count) body bytes") }
        }
        let bytes = Array(buffer[..<count])
        buffer.removeFirst(count)
        return bytes
    }

    /// Everything until the server closes the connection.
    mutating func readToEnd() -> [UInt8] {
        while (try? fill()) == true {}
        defer { buffer = [] }
        return buffer
    }
}

struct StudioClientError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
