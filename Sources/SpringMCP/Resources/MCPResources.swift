import SpringIO
import SpringPresets
import SpringReport
import SpringRequests

/// What the server offers an agent to read and cite: the documents that say what the numbers
/// mean and where they come from (`springtune://docs/NAME.md`, compiled in from `docs/`), the
/// preset list (`springtune://presets`) and each preset as stored, with its source
/// (`springtune://presets/NAME`, as `springtune preset show --format json`).
public struct MCPResources: Sendable {
    /// One resource as listed.
    public struct Resource: Sendable, Hashable {
        /// Its address.
        public var uri: String
        /// Its name.
        public var name: String
        /// What it is.
        public var summary: String
        /// Its media type.
        public var mimeType: String
    }

    /// The preset files the server was started with.
    public var presetFiles: [String]
    /// `SPRINGTUNE_PRESET_PATH`, if set.
    public var searchPath: String?

    /// The resources over `presetFiles` and `searchPath`.
    public init(presetFiles: [String] = [], searchPath: String? = nil) {
        self.presetFiles = presetFiles
        self.searchPath = searchPath
    }

    /// The scheme and authority of the documents' addresses.
    public static let documentPrefix = "springtune://docs/"
    /// The preset list's address; a preset's is it, `/`, and its name.
    public static let presetsURI = "springtune://presets"

    /// The documents compiled in: path (`docs/NAME.md`) and text.
    public static var documents: [(path: String, contents: String)] { EmbeddedDocuments.files }

    /// Every resource: the documents, the preset list, each preset.
    /// - Throws: ``SpringRequests/RequestError`` when a preset file cannot be read.
    public func list() throws(RequestError) -> [Resource] {
        var resources = Self.documents.map { document in
            let name = document.path.split(separator: "/").last.map(String.init) ?? document.path
            return Resource(uri: Self.documentPrefix + name, name: name, summary: Self.title(of: document.contents),
                            mimeType: "text/markdown")
        }
        resources.append(Resource(uri: Self.presetsURI, name: "presets",
                                  summary: "Every preset (bundled and the server's preset files): name, group, spring spec, as `springtune preset list --format json`.",
                                  mimeType: "application/json"))
        for preset in try library().presets {
            resources.append(Resource(uri: Self.presetsURI + "/" + preset.name, name: preset.name,
                                      summary: preset.description, mimeType: "application/json"))
        }
        return resources
    }

    /// The text and media type at `uri`.
    /// - Throws: ``SpringRequests/RequestError`` (not found) for an address the server does not serve.
    public func read(_ uri: String) throws(RequestError) -> (text: String, mimeType: String) {
        if uri.hasPrefix(Self.documentPrefix) {
            let name = String(uri.dropFirst(Self.documentPrefix.count))
            if let document = Self.documents.first(where: { $0.path == "docs/" + name }) {
                return (document.contents, "text/markdown")
            }
        } else if uri == Self.presetsURI {
            let library = try library()
            return (PresetListRequest.rendered(library.presets, in: library, as: .json), "application/json")
        } else if uri.hasPrefix(Self.presetsURI + "/") {
            let library = try library()
            let (preset, setup) = try PresetShowRequest(name: String(uri.dropFirst(Self.presetsURI.count + 1))).preset(in: library)
            return (PresetShowRequest.rendered(preset, setup: setup, in: library, as: .json), "application/json")
        }
        throw RequestError(.notFound, RequestMessage(parts: [.text(
            "unknown resource \(MCPArguments.excerpt(uri)): the resources are \(Self.documentPrefix)NAME.md, \(Self.presetsURI) and \(Self.presetsURI)/NAME")]))
    }

    func library() throws(RequestError) -> PresetLibrary {
        try SpringSource(presetFiles: presetFiles, searchPath: searchPath).library()
    }

    /// A document's first heading, without its `#`s.
    static func title(of text: String) -> String {
        let line = text.split(separator: "\n").first { $0.hasPrefix("#") } ?? ""
        return line.drop { $0 == "#" || $0 == " " }.description
    }
}
