/// A user's preset file held in memory rather than on disk: its name and its text, in the
/// format `springtune` reads and ``PresetFile/serialized`` writes (docs/presets.md). The static
/// page (the WebAssembly build, which reads no file) keeps the browser's presets as one.
public struct PresetFileContents: Sendable, Hashable {
    /// The file's name (`my-presets.json`), used in messages, as the preset's origin and as
    /// the name of a new file's group.
    public var path: String
    /// The file's text; empty for a file not created yet.
    public var text: String

    /// A file called `path` holding `text` (empty: not created yet).
    public init(path: String, text: String = "") {
        self.path = path
        self.text = text
    }

    /// The group a new file gets, as ``PresetFile/save(_:toFileAt:replacing:reservedBy:)``
    /// names it on disk: the name after its last `/`, without `.json`.
    public var stem: String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }

    /// The file decoded as a user's file (metrics may be left out, and are recomputed), or
    /// a new empty file in the group ``stem`` when ``text`` is empty.
    /// - Throws: ``PresetFileError`` for malformed contents, or a new file whose name is not
    ///   a kebab-case group.
    /// - Cost: one metrics computation per preset.
    public func decoded() throws(PresetFileError) -> PresetFile {
        guard text.isEmpty else { return try PresetFile.decode(Array(text.utf8), path: path, requiringMetrics: false) }
        guard Preset.isValidName(stem) else {
            throw PresetFileError(path: path, location: "", message: PresetSaveError.invalidGroup(path: path, group: stem).description)
        }
        return PresetFile(group: stem, presets: [])
    }
}
