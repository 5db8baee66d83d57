import Foundation

/// The studio's page: plain HTML, CSS and JavaScript from `Sources/SpringStudio/Assets/`,
/// compiled in at build time by `EmbedFilesPlugin` (``files``; the icon in ``binaryFiles``),
/// so the page works offline and no resource bundle is needed.
public enum StudioAssets {
    /// The content type of an asset, by its extension.
    public static func contentType(of name: String) -> String {
        if name.hasSuffix(".html") { return "text/html; charset=utf-8" }
        if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
        if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        if name.hasSuffix(".svg") { return "image/svg+xml" }
        if name.hasSuffix(".ico") { return "image/vnd.microsoft.icon" }
        if name.hasSuffix(".png") { return "image/png" }
        return "text/plain; charset=utf-8"
    }

    /// Each binary asset's file name and its exact bytes (`favicon.ico`).
    public static let binaryFiles: [String: [UInt8]] = binaryFilesBase64.compactMapValues { text in
        Data(base64Encoded: text).map { Array($0) }
    }

    /// The names of every asset, sorted.
    public static var names: [String] { (Array(files.keys) + Array(binaryFiles.keys)).sorted() }

    /// Whether there is an asset called `name`.
    public static func contains(_ name: String) -> Bool {
        files[name] != nil || binaryFiles[name] != nil
    }

    /// The reply serving the asset `name` (404 when there is none).
    public static func reply(for name: String) -> StudioReply {
        if let bytes = binaryFiles[name] { return StudioReply(contentType: contentType(of: name), body: bytes) }
        guard let text = files[name] else { return .failure(StudioError(.notFound, "no page /\(name)")) }
        return StudioReply(contentType: contentType(of: name), text: text)
    }
}
