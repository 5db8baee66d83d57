// The HTTP server exists with the package's `Studio` trait (on by default; Package.swift).
#if Studio
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTP1
import NIOPosix
import SpringKit

/// The studio's HTTP front: applies ``StudioGuard``'s rules to every request, then serves
/// the page (``StudioAssets``) or an endpoint of ``StudioAPI``.
///
/// The Host, Origin and token are checked before anything else: a request that fails them is
/// answered 403 (or 429 past ``StudioLimits/refusalsPerSecond``) and its connection closed,
/// spending nothing of the token holder's allowance. The answers are computed on
/// ``StudioWorkers`` threads, never on an event loop.
public struct StudioResponder: HTTPResponder {
    /// The request context: the connection each request came on.
    public typealias Context = StudioRequestContext

    /// The endpoints.
    public let api: StudioAPI
    /// The security rules.
    public let rules: StudioGuard
    /// The open connections (told which ones sent the token).
    public let connections: StudioConnections?

    /// A responder serving `api` behind `rules`, telling `connections` which connections
    /// sent the token.
    public init(api: StudioAPI, rules: StudioGuard, connections: StudioConnections? = nil) {
        self.api = api
        self.rules = rules
        self.connections = connections
    }

    /// Answers one request.
    public func respond(to request: Request, context: Context) async throws -> Response {
        var request = request
        let path = request.uri.path
        let query = StudioQuery(request.uri.query)
        if let refusal = refusal(of: request, query: query) {
            var response: Response
            if rules.refusals.allow() {
                response = Self.response(.failure(refusal))
            } else {
                response = Self.response(.failure(StudioError(.tooManyRequests, "too many requests without the token: at most \(DecimalNumber.format(rules.refusals.refillPerSecond)) a second")))
            }
            // Nothing more is read from a client without the token.
            response.headers[.connection] = "close"
            if request.method == .head { response.body = ResponseBody() }
            return response
        }
        connections?.authenticated(context.channel)
        let viaQuery = rules.isToken(query["token"])
        if request.uri.string.utf8.count > StudioGuard.maximumURILength {
            return Self.response(.failure(StudioError(.tooLarge, "URI of \(request.uri.string.utf8.count) bytes: at most \(StudioGuard.maximumURILength)")))
        }
        guard rules.limiter.allow() else {
            return Self.response(.failure(StudioError(.tooManyRequests, "too many requests: at most \(DecimalNumber.format(rules.limiter.refillPerSecond)) a second")))
        }
        // The page itself, entered with ?token=: set the cookie and drop the token from the address bar.
        if viaQuery && request.method == .get && path == "/" {
            var response = Response(status: .seeOther)
            response.headers[.location] = "/"
            response.headers[.setCookie] = rules.setCookie
            Self.addCommonHeaders(&response)
            return response
        }
        var form = StudioQuery(pairs: [])
        if request.method == .post {
            do {
                let buffer = try await request.collectBody(upTo: StudioGuard.maximumBodySize)
                form = StudioQuery(String(buffer: buffer))
            } catch is NIOTooManyBytesError {
                return Self.response(.failure(StudioError(.tooLarge, "request body over \(StudioGuard.maximumBodySize) bytes")))
            } catch {
                return Self.response(.failure(StudioError(.badRequest, "malformed request body: \(Self.describe(error))")))
            }
        }
        let method = request.method == .post ? "POST" : request.method == .get || request.method == .head ? "GET" : request.method.rawValue
        let reply = await Self.compute(method: method, path: path, query: query, form: form, api: api)
        var response = Self.response(reply)
        if reply.status == 503 { response.headers[.retryAfter] = "1" }
        if viaQuery { response.headers[.setCookie] = rules.setCookie }
        if request.method == .head { response.body = ResponseBody() }
        return response
    }

    /// Why `request` is refused before anything else (Host, Origin, token), if it is.
    func refusal(of request: Request, query: StudioQuery) -> StudioError? {
        guard rules.acceptsHost(request.head.authority) else {
            return StudioError(.forbidden, "forbidden: the Host header must be this studio's address")
        }
        if let origin = request.headers[.origin], !rules.acceptsOrigin(origin) {
            return StudioError(.forbidden, "forbidden: cross-origin request from \(origin)")
        }
        guard rules.isToken(query["token"]) || rules.isToken(rules.cookieToken(in: request.headers[.cookie])) else {
            return StudioError(.forbidden, "forbidden: open the address springtune studio printed (it carries the token)")
        }
        return nil
    }

    /// The reply, computed on a ``StudioWorkers`` thread (saves on their own, at most
    /// ``StudioWorkers/maximumPendingSaves`` at once: past that, 503).
    static func compute(method: String, path: String, query: StudioQuery, form: StudioQuery, api: StudioAPI) async -> StudioReply {
        guard method == "POST" && path == "/api/presets/save" else {
            return await run(on: StudioWorkers.compute) { reply(method: method, path: path, query: query, form: form, api: api) }
        }
        let pending = StudioWorkers.pendingSaves.add(1, ordering: .sequentiallyConsistent).newValue
        defer { StudioWorkers.pendingSaves.subtract(1, ordering: .sequentiallyConsistent) }
        guard pending <= StudioWorkers.maximumPendingSaves else {
            return .failure(StudioError(.unavailable, "another save is still in progress (waiting for its folder's lock); nothing was saved, try again"))
        }
        return await run(on: StudioWorkers.saving) { reply(method: method, path: path, query: query, form: form, api: api) }
    }

    /// `work` run on `pool`; 503 when the pool no longer runs (the studio is stopping).
    static func run(on pool: NIOThreadPool, _ work: @escaping @Sendable () -> StudioReply) async -> StudioReply {
        do {
            return try await pool.runIfActive(work)
        } catch {
            return .failure(StudioError(.unavailable, "the studio is shutting down"))
        }
    }

    /// What went wrong reading a body, in words.
    static func describe(_ error: any Error) -> String {
        if let error = error as? HTTPParserError { return StudioConnectionHandler.describe(error) }
        return "the body could not be read (\(error))"
    }

    /// The reply to `method path` (the request already passed the guard).
    public static func reply(method: String, path: String, query: StudioQuery, form: StudioQuery, api: StudioAPI) -> StudioReply {
        do throws(StudioError) {
            switch (method, path) {
            case ("GET", "/"): return StudioAssets.reply(for: "studio.html")
            case ("GET", "/api/metrics"): return try api.metrics(query)
            case ("GET", "/api/convert"): return try api.convert(query)
            case ("GET", "/api/export"): return try api.export(query)
            case ("GET", "/api/plot.svg"): return try api.plot(query)
            case ("GET", "/api/presets"): return try api.presets(query)
            case ("GET", "/api/fit"): return try api.fit(query)
            case ("GET", "/api/config"): return api.configuration()
            case ("POST", "/api/presets/save"): return try api.savePreset(form)
            case ("GET", _) where StudioAssets.contains(String(path.dropFirst())):
                return StudioAssets.reply(for: String(path.dropFirst()))
            case (_, "/api/presets/save"):
                throw StudioError(.methodNotAllowed, "\(method) \(path): use POST")
            case (_, _) where path.hasPrefix("/api/") || path == "/":
                if method != "GET" { throw StudioError(.methodNotAllowed, "\(method) \(path): use GET") }
                throw StudioError(.notFound, "no endpoint \(path)")
            default:
                throw StudioError(.notFound, "no page \(path)")
            }
        } catch {
            return .failure(error)
        }
    }

    /// The HTTP response of `reply`, with the common headers.
    static func response(_ reply: StudioReply) -> Response {
        var response = Response(status: HTTPResponse.Status(code: reply.status),
                                body: ResponseBody(byteBuffer: ByteBuffer(bytes: reply.body)))
        response.headers[.contentType] = reply.contentType
        addCommonHeaders(&response)
        return response
    }

    static let frameOptions = HTTPField.Name("X-Frame-Options")
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")

    /// No caching, no sniffing, no framing by other sites, only this origin's scripts.
    static func addCommonHeaders(_ response: inout Response) {
        response.headers[.cacheControl] = "no-store"
        response.headers[.xContentTypeOptions] = "nosniff"
        if let name = frameOptions { response.headers[name] = "DENY" }
        response.headers[.contentSecurityPolicy] = "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'"
        if let name = referrerPolicy { response.headers[name] = "no-referrer" }
    }
}
#endif
