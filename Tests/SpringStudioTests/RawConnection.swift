#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SpringTestSupport

/// A plain TCP connection to a studio on 127.0.0.1 (never any other address), for what an
/// HTTP client library will not send: idle and slow clients, oversized and malformed requests.
///
/// Its waits are bounded by ``Patience`` (the work of the process serving it), never by the
/// clock: each `recv` and `send` gives up after a short slice and tries again until the answer
/// comes or patience runs out, so a loaded machine makes a test slower, not red.
final class RawConnection {
    let descriptor: Int32
    /// How long the connection waits for the server.
    let patience: Patience

    /// The slice after which a blocked `recv` or `send` looks at its patience again, in seconds.
    static let slice = 0.2

    /// Connects to 127.0.0.1:`port`; its waits are bounded by `patience`.
    init(port: Int, patience: Patience = .standard) throws {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw RawConnectionError("socket: \(String(cString: strerror(errno)))") }
        self.patience = patience
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw RawConnectionError("connect: \(reason)")
        }
        var value = timeval(tv_sec: 0, tv_usec: .init(Self.slice * 1e6))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    /// Sends all of `bytes`; `false` when the connection refused them (closed or reset) or the
    /// server stopped reading them for longer than its patience.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        var watch = patience.start()
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { systemSend(descriptor, $0.baseAddress, $0.count) }
            if sent < 0 {
                if errno == EINTR { continue }
                if (errno == EAGAIN || errno == EWOULDBLOCK) && !watch.isExhausted() { continue }
                return false
            }
            offset += sent
        }
        return true
    }

    /// Sends `text` as UTF-8.
    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// What the server sends until it closes the connection or a full response (by its
    /// Content-Length) is in, or patience runs out; `closed` tells whether the server closed it.
    func receive() -> (bytes: [UInt8], closed: Bool) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var watch = patience.start()
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { return (received, true) }
            if count < 0 {
                if errno == EINTR { continue }
                if (errno == EAGAIN || errno == EWOULDBLOCK) && !watch.isExhausted() { continue }
                return (received, errno == ECONNRESET)
            }
            received += buffer[..<count]
            if let response = RawResponse(received), response.body.count >= response.contentLength { return (received, false) }
        }
    }

    /// The next bytes the server sends (one `recv` that gets any): empty once it closed or
    /// reset the connection. Throws when none came within its patience.
    func receiveSome() throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var watch = patience.start()
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count >= 0 { return Array(buffer[..<count]) }
            if errno == EINTR { continue }
            if errno == ECONNRESET { return [] }
            if (errno == EAGAIN || errno == EWOULDBLOCK) && !watch.isExhausted() { continue }
            throw RawConnectionError("recv: \(String(cString: strerror(errno))), \(watch.account)")
        }
    }

    /// Whether the server closes the connection (reading and dropping what it sends), waiting
    /// at most `patience` (this connection's by default).
    func isClosed(patience: Patience? = nil) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var watch = (patience ?? self.patience).start()
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { return true }
            if count > 0 { continue }
            if errno == EINTR { continue }
            if (errno == EAGAIN || errno == EWOULDBLOCK) && !watch.isExhausted() { continue }
            return errno == ECONNRESET || errno == EPIPE
        }
    }

    /// Whether the server has closed the connection already: a look without waiting (what it
    /// sent is dropped).
    var isClosedNow: Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count == 0 { return true }
            if count > 0 { continue }
            if errno == EINTR { continue }
            return errno == ECONNRESET || errno == EPIPE
        }
    }
}

/// `send(2)` without SIGPIPE.
private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #else
    Darwin.send(descriptor, bytes, count, 0)
    #endif
}

/// One HTTP response read off a ``RawConnection``: status, headers (lower-cased names), body.
struct RawResponse {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var contentLength: Int

    init?(_ bytes: [UInt8]) {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = (0..<max(0, bytes.count - 3)).first(where: { Array(bytes[$0..<$0 + 4]) == separator }) else { return nil }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
        self.status = status
        headers = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        contentLength = Int(headers["content-length"] ?? "0") ?? 0
        body = Array(bytes[(end + 4)...])
    }

    var text: String { String(decoding: body, as: UTF8.self) }
}

struct RawConnectionError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
