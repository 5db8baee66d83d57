import Foundation
import SpringIO
import SpringRequests

/// The folders a client lets the server read: the roots it declares (MCP `roots/list`), or the
/// server's working directory when it declares none. Every path a tool reads (`scan`'s `path`,
/// `fit`'s `data`, `plot`'s `overlayData`, any `presetFile`) must lie inside one of them, after
/// `.`, `..` and symbolic links are resolved; anything else is refused before it is opened.
///
/// Inside a root, a scanned folder's files are read as `springtune scan` reads them (a link to
/// a file is read, wherever it points: the link is the user's).
public struct MCPWorkspace: Sendable, Hashable {
    /// Where the roots come from, for messages.
    public enum Origin: Sendable, Hashable {
        /// The roots the client declared.
        case client
        /// The server's working directory (the client declared no roots).
        case workingDirectory
    }

    /// The roots: absolute paths, links resolved.
    public var roots: [String]
    /// Where they come from.
    public var origin: Origin
    /// The folder relative paths are read from: the server's working directory.
    public var base: String

    /// A workspace of `roots` (paths; each resolved, one that does not exist kept as written).
    public init(roots: [String], origin: Origin, base: String = FileManager.default.currentDirectoryPath) {
        self.base = base
        self.origin = origin
        self.roots = roots.map { Self.canonical($0, base: base) }
    }

    /// The server's working directory alone.
    public static func workingDirectory() -> MCPWorkspace {
        let base = FileManager.default.currentDirectoryPath
        return MCPWorkspace(roots: [base], origin: .workingDirectory, base: base)
    }

    /// The workspace of the roots a client declared, as `file://` URIs: the working directory
    /// when it declares none (other schemes are not folders the server can read).
    public static func declared(uris: [String]) -> MCPWorkspace {
        let paths = uris.compactMap { uri -> String? in
            guard let url = URL(string: uri), url.isFileURL else { return nil }
            return url.path
        }
        return paths.isEmpty ? .workingDirectory() : MCPWorkspace(roots: paths, origin: .client)
    }

    /// `path` (given as `argument`), checked to lie inside a root; returned as given, for the
    /// request to read (its messages then name it as the user wrote it).
    /// - Parameter regularFile: whether the path must name a regular file (a preset file: a
    ///   FIFO would block its read).
    /// - Throws: ``SpringRequests/RequestError`` (usage) naming the path and the roots.
    public func check(_ path: String, as argument: String, regularFile: Bool = false) throws(RequestError) -> String {
        let resolved = Self.canonical(path, base: base)
        let inside = roots.contains { Platform.isPath(resolved, inside: $0) }
        guard inside else {
            let source = origin == .client ? "the roots the client declared" : "the server's working directory (the client declared no roots)"
            throw RequestError(.usage, RequestMessage(parts: [.text(
                "\(argument) \(MCPArguments.excerpt(path)) is outside \(source): \(roots.joined(separator: ", ")); give a path inside them")]))
        }
        if regularFile, case .success(let kind) = Platform.fileKind(atPath: resolved, followingLinks: true), kind != .regular {
            throw RequestError(.noInput, RequestMessage(parts: [.text("cannot read \(argument) \(MCPArguments.excerpt(path)): not a regular file")]))
        }
        return path
    }

    /// The root `path` lies in (the innermost, when roots nest), after resolution; `nil` when
    /// it lies in none.
    public func root(containing path: String) -> String? {
        let resolved = Self.canonical(path, base: base)
        return roots.filter { Platform.isPath(resolved, inside: $0) }
            .max { $0.count < $1.count }
    }

    /// `path` made absolute against `base` and resolved (``SpringIO/Platform/canonicalPath(_:base:)``).
    static func canonical(_ path: String, base: String) -> String {
        Platform.canonicalPath(path, base: base)
    }
}
