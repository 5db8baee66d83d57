// The HTTP server exists with the package's `Studio` trait (on by default; Package.swift).
#if Studio
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTP1
import NIOPosix

/// The studio's routes: ``StudioGuardMiddleware`` in front of all of them, then the page and
/// its assets, and one route per endpoint of ``StudioAPI``, each answered on a
/// ``StudioWorkers`` thread, never on an event loop.
public enum StudioRouter {
    /// The path of the endpoint that saves a preset (POST).
    static let savePath = StudioAPI.presetSavePath

    /// The endpoints that take POST (a form body): they write files.
    static let postEndpoints: [(path: String, endpoint: @Sendable (StudioAPI, StudioQuery) throws(StudioError) -> StudioReply)] = [
        (savePath, { (api, form) throws(StudioError) in try api.savePreset(form) }),
        ("/api/project/write", { (api, form) throws(StudioError) in try api.writeToSource(form) }),
        ("/api/project/fix", { (api, form) throws(StudioError) in try api.fixInSource(form) }),
        ("/api/project/undo", { (api, form) throws(StudioError) in try api.undoInSource(form) }),
    ]

    /// The router of `api` behind `rules`, telling `connections` which connections sent the token.
    public static func router(api: StudioAPI, rules: StudioGuard,
                              connections: StudioConnections? = nil) -> Router<StudioRequestContext> {
        let router = Router(context: StudioRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: StudioGuardMiddleware(rules: rules, connections: connections))
        router.get("/") { _, _ in response(StudioAssets.reply(for: "studio.html")) }
        for name in StudioAssets.names {
            router.get(RouterPath("/" + name)) { _, _ in response(StudioAssets.reply(for: name)) }
        }
        // The computing endpoints (StudioAPI.computingEndpoints, which the WebAssembly page
        // answers too), then those that need this server: the SVG image (cairo) and the project.
        var endpoints = StudioAPI.computingEndpoints
        endpoints.append(("/api/plot.svg", { @Sendable (api, query) throws(StudioError) in try api.plot(query) }))
        endpoints.append(("/api/project", { @Sendable (api, _) throws(StudioError) in try api.projectListing() }))
        for (path, endpoint) in endpoints {
            router.get(RouterPath(path)) { request, _ in
                let query = StudioQuery(request.uri.query)
                return response(await run(on: StudioWorkers.compute) { answer { () throws(StudioError) in try endpoint(api, query) } })
            }
        }
        let pendingSaves = StudioPendingSaves()
        for (path, endpoint) in postEndpoints {
            router.post(RouterPath(path)) { request, _ in
                var request = request
                let form: StudioQuery
                do {
                    let buffer = try await request.collectBody(upTo: StudioGuard.maximumBodySize)
                    form = StudioQuery(String(buffer: buffer))
                } catch is NIOTooManyBytesError {
                    return response(.failure(StudioError(.tooLarge, "request body over \(StudioGuard.maximumBodySize) bytes")))
                } catch {
                    return response(.failure(StudioError(.badRequest, "malformed request body: \(describe(error))")))
                }
                return response(await write(form, api: api, pending: pendingSaves, endpoint: endpoint))
            }
        }
        return router
    }

    /// `body`'s reply, or its error's.
    static func answer(_ body: () throws(StudioError) -> StudioReply) -> StudioReply {
        do { return try body() } catch { return .failure(error) }
    }

    /// A write (a preset saved, a spring written to source, an edit undone), on the one
    /// thread that writes, so that writes never interleave; at most
    /// ``StudioPendingSaves/maximum`` of this studio's waiting at once (past that, 503).
    static func write(_ form: StudioQuery, api: StudioAPI, pending: StudioPendingSaves,
                      endpoint: @escaping @Sendable (StudioAPI, StudioQuery) throws(StudioError) -> StudioReply) async -> StudioReply {
        await pending.admitting {
            await run(on: StudioWorkers.saving) { answer { () throws(StudioError) in try endpoint(api, form) } }
        }
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
