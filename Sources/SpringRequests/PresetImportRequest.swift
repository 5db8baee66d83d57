import SpringExport
import SpringPresets

/// A request to read a token file back into a preset file (`springtune preset import`).
public struct PresetImportRequest: Sendable, Hashable {
    /// The formats a preset file can be read back from.
    public enum Source: String, CaseIterable, Sendable, Hashable {
        /// A DTCG file written by `springtune preset export --as dtcg`.
        case dtcg
    }

    /// The format of the file.
    public var source: Source
    /// The file.
    public var path: String
    /// The group of the preset file written, if not the presets' own.
    public var group: String?

    /// A request, checked.
    /// - Throws: ``RequestError`` (usage) for a group that is not kebab-case.
    public init(source: Source, path: String, group: String? = nil) throws(RequestError) {
        if let group, !Preset.isValidName(group) {
            throw .invalid(.group, "'\(group)'", "must be kebab-case (lowercase letters, digits, single hyphens)")
        }
        self.source = source
        self.path = path
        self.group = group
    }

    /// The preset file's text (canonical, as `preset refresh` writes it).
    /// - Throws: ``RequestError``: no input for a file that cannot be read, bad data for one
    ///   that does not hold SpringTune presets (``PresetFile/init(dtcg:path:group:)``).
    public func presetFile() throws(RequestError) -> String {
        let bytes: [UInt8]
        do { bytes = try PresetFile.contents(atPath: path) } catch { throw RequestError(error) }
        do {
            return try PresetFile(dtcg: bytes, path: path, group: group).serialized
        } catch {
            throw RequestError(error)
        }
    }
}
