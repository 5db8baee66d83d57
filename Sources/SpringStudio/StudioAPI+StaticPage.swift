import SpringIO
import SpringPresets

extension StudioAPI {
    /// The paths only `springtune studio` answers, because they read or write files on the
    /// machine: saving a preset into a preset file, and the project (a folder's springs).
    /// (The static page saves presets into the browser's preset file instead:
    /// ``staticPageReply(method:path:query:presetFile:)``.)
    public static let servedOnlyPaths = [presetSavePath, "/api/project", "/api/project/write", "/api/project/fix",
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

    /// The static page's reply with the browser's preset file `presetFile`: `POST
    /// /api/presets/save` saves into it (``savePreset(_:into:)``, the served studio's rules;
    /// the page keeps the new text), and every other request is answered as
    /// ``staticPageReply(method:path:query:)`` answers it.
    /// - Cost: the endpoint's.
    public func staticPageReply(method: String, path: String, query: StudioQuery,
                                presetFile: inout PresetFileContents) -> StudioReply {
        guard path == Self.presetSavePath else { return staticPageReply(method: method, path: path, query: query) }
        guard method == "POST" else {
            return .failure(StudioError(.methodNotAllowed, "\(method) \(path): use POST"))
        }
        do { return try savePreset(query, into: &presetFile) } catch { return .failure(error) }
    }
}
