#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A plain TCP connection to a studio on 127.0.0.1 (never any other address), for what an
/// HTTP client library will not send: idle and slow clients, oversized and malformed requests.
final class RawConnection {
    let descriptor: Int32

    /// Connects to 127.0.0.1:`port`; receive calls give up after `timeout` seconds.
    init(port: Int, timeout: Double = 5) throws {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw RawConnectionError("socket: \(String(cString: strerror(errno)))") }
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
        setTimeout(timeout)
    }

    deinit { close(descriptor) }

    /// Sets the receive and send timeout.
    func setTimeout(_ seconds: Double) {
        var value = timeval(tv_sec: Int(seconds), tv_usec: .init((seconds - seconds.rounded(.down)) * 1e6))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Sends all of `bytes`; `false` when the connection refused them (closed or reset).
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { systemSend(descriptor, $0.baseAddress, $0.count) }
            if sent < 0 {
                if errno == EINTR { continue }
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
    /// Content-Length) is in, or the timeout passes; `closed` tells whether the server closed it.
    func receive() -> (bytes: [UInt8], closed: Bool) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { return (received, true) }
            if count < 0 {
                if errno == EINTR { continue }
                return (received, errno == ECONNRESET)
            }
            received += buffer[..<count]
            if let response = RawResponse(received), response.body.count >= response.contentLength { return (received, false) }
        }
    }

    /// The next bytes the server sends (one `recv`): empty once it closed or reset the
    /// connection. Throws when none came within the timeout.
    func receiveSome() throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count >= 0 { return Array(buffer[..<count]) }
            if errno == EINTR { continue }
            if errno == ECONNRESET { return [] }
            throw RawConnectionError("recv: \(String(cString: strerror(errno)))")
        }
    }

    /// Whether the server closes the connection within `seconds` (reading and dropping what it sends).
    func isClosed(within seconds: Double) -> Bool {
        setTimeout(seconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        let started = Date()
        while Date().timeIntervalSince(started) < seconds + 0.5 {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET || errno == EPIPE }
        }
        return false
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
