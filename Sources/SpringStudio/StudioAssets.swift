/// The studio's page: plain HTML, CSS and JavaScript from `Sources/SpringStudio/Assets/`,
/// compiled in by `Scripts/embed-studio-assets.py` (``files``), so the page works offline
/// and no resource bundle is needed.
public enum StudioAssets {
    /// The content type of an asset, by its extension.
    public static func contentType(of name: String) -> String {
        if name.hasSuffix(".html") { return "text/html; charset=utf-8" }
        if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
        if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        if name.hasSuffix(".svg") { return "image/svg+xml" }
        return "text/plain; charset=utf-8"
    }

    /// The reply serving the asset `name` (404 when there is none).
    public static func reply(for name: String) -> StudioReply {
        guard let text = files[name] else { return .failure(StudioError(.notFound, "no page /\(name)")) }
        return StudioReply(contentType: contentType(of: name), text: text)
    }
}
