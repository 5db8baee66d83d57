// The HTTP server exists with the package's `Studio` trait (on by default; Package.swift).
#if Studio
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import SpringKit

/// The studio's guard, in front of every route: ``StudioGuard``'s rules, the answers to paths
/// and methods no route takes, and the headers every answer carries.
///
/// The Host, Origin and token are checked before anything else: a request that fails them is
/// answered 403 (or 429 past ``StudioLimits/refusalsPerSecond``) and its connection closed,
/// spending nothing of the token holder's allowance. Then the URI length and the token
/// holder's rate; the page entered with `?token=` is redirected to `/` with the cookie set. A
/// HEAD request is answered as GET is (the router's HEAD endpoints), without a body.
struct StudioGuardMiddleware: RouterMiddleware {
    typealias Context = StudioRequestContext

    /// The security rules.
    let rules: StudioGuard
    /// The open connections (told which ones sent the token).
    let connections: StudioConnections?

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let isHead = request.method == .head
        let query = StudioQuery(request.uri.query)
        if let refusal = refusal(of: request, query: query) {
            var response: Response
            if rules.refusals.allow() {
                response = StudioRouter.response(.failure(refusal))
            } else {
                response = StudioRouter.response(.failure(StudioError(.tooManyRequests, "too many requests without the token: at most \(NumberStyle.decimal.text(rules.refusals.refillPerSecond)) a second")))
            }
            // Nothing more is read from a client without the token.
            response.headers[.connection] = "close"
            if isHead { response.body = ResponseBody() }
            return response
        }
        connections?.authenticated(context.channel)
        let viaQuery = rules.isToken(query["token"])
        if request.uri.string.utf8.count > StudioGuard.maximumURILength {
            return StudioRouter.response(.failure(StudioError(.tooLarge, "URI of \(request.uri.string.utf8.count) bytes: at most \(StudioGuard.maximumURILength)")))
        }
        guard rules.limiter.allow() else {
            return StudioRouter.response(.failure(StudioError(.tooManyRequests, "too many requests: at most \(NumberStyle.decimal.text(rules.limiter.refillPerSecond)) a second")))
        }
        // The page itself, entered with ?token=: set the cookie and drop the token from the address bar.
        if viaQuery && request.method == .get && request.uri.path == "/" {
            var response = Response(status: .seeOther)
            response.headers[.location] = "/"
            response.headers[.setCookie] = rules.setCookie
            StudioRouter.addCommonHeaders(&response)
            return response
        }
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            // No route takes this path and method.
            response = StudioRouter.response(.failure(Self.unrouted(method: request.method, path: request.uri.path)))
        }
        if response.status.code == 503 { response.headers[.retryAfter] = "1" }
        if viaQuery { response.headers[.setCookie] = rules.setCookie }
        if isHead { response.body = ResponseBody() }
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

    /// The answer to a path and method no route takes: 405 naming the method an endpoint
    /// takes, 404 otherwise.
    static func unrouted(method: HTTPRequest.Method, path: String) -> StudioError {
        let name = method == .head ? "GET" : method.rawValue
        if StudioRouter.postEndpoints.contains(where: { $0.path == path }) {
            return StudioError(.methodNotAllowed, "\(name) \(path): use POST")
        }
        if path.hasPrefix("/api/") || path == "/" {
            if method != .get && method != .head { return StudioError(.methodNotAllowed, "\(name) \(path): use GET") }
            return StudioError(.notFound, "no endpoint \(path)")
        }
        return StudioError(.notFound, "no page \(path)")
    }
}
#endif
