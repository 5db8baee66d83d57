import Foundation
import Synchronization

/// The studio's security rules, checked on every request before anything else
/// (docs/studio.md#security):
/// - the Host header must be the bound address or `localhost` with the bound port (a page
///   on another site that rebinds its DNS name to 127.0.0.1 is refused: DNS rebinding);
/// - the request must carry the token: `?token=` once (answered with an HttpOnly
///   SameSite=Strict cookie), then the cookie; otherwise 403;
/// - a request with an `Origin` header must come from the studio's own origin;
/// - the URI and the body are bounded (``maximumURILength``, ``maximumBodySize``), and so is
///   the rate (``StudioRateLimiter``): one allowance for requests with the token
///   (``limiter``), another for those refused (``refusals``), so that no request without the
///   token ever spends the user's.
/// No CORS header is ever sent.
public final class StudioGuard: Sendable {
    /// The secret every request must carry.
    public let token: String
    /// The host the server is bound to (`127.0.0.1` unless `--host` says otherwise).
    public let host: String
    /// The bound port, known once the server listens (`--port 0` picks one).
    private let boundPort: Mutex<Int?>
    /// The rate bound of requests with the token.
    public let limiter: StudioRateLimiter
    /// The rate bound of requests refused for their Host, Origin or token (answered 403 while
    /// it allows, then 429).
    public let refusals: StudioRateLimiter

    /// The longest URI accepted (bytes); longer is 414.
    public static let maximumURILength = 16_384
    /// The largest request body accepted (bytes); larger is 413.
    public static let maximumBodySize = 65_536

    /// Rules for `token` on `host`, with the port given now or later (``setPort(_:)``), and
    /// the rates of `limits`.
    public init(token: String, host: String, port: Int? = nil, limits: StudioLimits = .standard) {
        self.token = token
        self.host = host
        self.boundPort = Mutex(port)
        self.limiter = StudioRateLimiter(capacity: limits.requestBurst, refillPerSecond: limits.requestsPerSecond)
        self.refusals = StudioRateLimiter(capacity: limits.refusalBurst, refillPerSecond: limits.refusalsPerSecond)
    }

    /// Records the port the server listens on.
    public func setPort(_ port: Int) {
        boundPort.withLock { $0 = port }
    }

    /// The port the server listens on, once known.
    public var port: Int? { boundPort.withLock { $0 } }

    /// The cookie's name: per port, so two studios on one machine keep their own.
    public var cookieName: String { "springtune_studio_\(port ?? 0)" }

    /// Whether `authority` (the Host header) names this server: the bound address or
    /// `localhost`, with the bound port. Bound to every address (`0.0.0.0`, `::`), any IP
    /// address with the port is the bound address; a DNS name other than `localhost` never is
    /// (DNS rebinding needs a name, so an address literal is safe).
    public func acceptsHost(_ authority: String?) -> Bool {
        guard let authority, let port else { return false }
        let value = authority.lowercased()
        let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        if value == "\(bracketed.lowercased()):\(port)" || value == "localhost:\(port)" { return true }
        guard host == "0.0.0.0" || host == "::", value.hasSuffix(":\(port)") else { return false }
        return Self.isAddressLiteral(String(value.dropLast(":\(port)".count)))
    }

    /// Whether `text` is an IPv4 address (four decimal bytes) or a bracketed IPv6 address.
    static func isAddressLiteral(_ text: String) -> Bool {
        if text.hasPrefix("[") && text.hasSuffix("]") {
            let inner = text.dropFirst().dropLast()
            return inner.contains(":") && inner.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && (Int(part) ?? 256) <= 255
        }
    }

    /// Whether `origin` (an `Origin` header) is the studio's own origin.
    public func acceptsOrigin(_ origin: String) -> Bool {
        let prefix = "http://"
        guard origin.lowercased().hasPrefix(prefix) else { return false }
        return acceptsHost(String(origin.dropFirst(prefix.count)))
    }

    /// Whether `candidate` is the token, compared in time independent of where they differ.
    public func isToken(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let a = Array(candidate.utf8), b = Array(token.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }

    /// The value of this studio's cookie in a `Cookie` header, if present.
    public func cookieToken(in header: String?) -> String? {
        guard let header else { return nil }
        for part in header.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2, pair[0] == cookieName { return pair[1] }
        }
        return nil
    }

    /// The `Set-Cookie` header value that lets the browser in from now on.
    public var setCookie: String {
        "\(cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict"
    }

    /// A new token: 32 random bytes from the system's generator, as 64 hex digits.
    public static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }
}
