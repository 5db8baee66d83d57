extension StudioAPI {
    /// The paths only `springtune studio` answers, because they read or write files on the
    /// machine: saving a preset into a preset file, and the project (a folder's springs).
    public static let servedOnlyPaths = ["/api/presets/save", "/api/project", "/api/project/write", "/api/project/fix",
                                         "/api/project/undo", "/api/plot.svg"]

    /// The reply of the static page (the WebAssembly build, with no server) to `method` `path`
    /// with `query` (a query string or a form): a computing endpoint answers as
    /// ``reply(toGet:query:)`` does, as `springtune studio` would; a path only the served
    /// studio has (``servedOnlyPaths``) is refused with 403 saying so; any other `/api/` path
    /// is 404 and any other method 405, as the server answers them.
    /// - Cost: the endpoint's.
    public func staticPageReply(method: String, path: String, query: StudioQuery) -> StudioReply {
        if Self.servedOnlyPaths.contains(path) {
            return .failure(StudioError(.forbidden, "\(path) needs springtune studio: this page computes in the browser and reads or writes no file on this machine"))
        }
        guard method == "GET" || method == "HEAD" else {
            return .failure(StudioError(.methodNotAllowed, "\(method) \(path): use GET"))
        }
        return reply(toGet: path, query: query) ?? .failure(StudioError(.notFound, "no endpoint \(path)"))
    }
}
