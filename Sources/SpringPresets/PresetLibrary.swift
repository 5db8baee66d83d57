import SpringIO
import SpringKit

/// A set of presets loaded from preset files, with the problems of files that failed.
///
/// ``bundled`` holds the presets shipped in `presets/`, embedded in the library
/// as source, so an installed binary never needs a
/// resource bundle. ``loading(files:searchPath:)`` adds a user's own preset files
/// to them in one call, strictly: any file that cannot be used is an error.
///
/// Names are unique across the library: a file that defines a name an earlier
/// file (bundled or not) already defines fails as a whole, and the error names
/// both files, so a user file never silently shadows a bundled preset or another
/// user file.
public struct PresetLibrary: Sendable {
    /// The presets, by file then file order.
    public private(set) var presets: [Preset] = []
    /// Files that could not be used.
    public internal(set) var problems: [PresetFileError] = []
    /// The file each preset came from, by name (`presets/apple.json` for bundled ones).
    public private(set) var origins: [String: String] = [:]
    /// The files loaded so far, by device and inode (or path when there is none), to skip a
    /// file named twice in constant time per file.
    var loadedFiles: Set<String> = []

    /// Creates an empty library.
    public init() {}

    /// The presets shipped with SpringTune.
    public static let bundled: PresetLibrary = {
        var library = PresetLibrary()
        for file in BundledPresetFiles.files {
            library.add(bytes: Array(file.contents.utf8), path: file.path)
        }
        return library
    }()

    /// The name of the environment variable that lists user preset files and folders
    /// (colon-separated, like `PATH`).
    public static let searchPathVariable = "SPRINGTUNE_PRESET_PATH"

    /// Adds the presets of one file's bytes, or records why it cannot be used.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents (UTF-8 JSON).
    ///   - path: where they were read from, for messages and ``origins``.
    ///   - requiringMetrics: whether each preset must carry its stored metrics, which are then
    ///     kept (the bundled files, checked by the tests); a user's file may leave them out, and
    ///     its metrics are computed from its springs whether it stores them or not.
    public mutating func add(bytes: [UInt8], path: String, requiringMetrics: Bool = true) {
        do {
            let file = try PresetFile.decode(bytes, path: path, requiringMetrics: requiringMetrics)
            if let index = file.presets.firstIndex(where: { origins[$0.name] != nil }) {
                let name = file.presets[index].name
                problems.append(PresetFileError(path: path, location: "$.presets[\(index)].name",
                                                message: "preset '\(name)' is already defined in \(origins[name] ?? "another file") (preset names must be unique)"))
                return
            }
            presets.append(contentsOf: file.presets)
            for preset in file.presets { origins[preset.name] = path }
        } catch {
            problems.append(error)
        }
    }

    /// The preset called `name`, if the library has it.
    public func preset(named name: String) -> Preset? {
        presets.first { $0.name == name }
    }

    /// The groups, in first-seen order.
    public var groups: [String] {
        var seen: [String] = [], known: Set<String> = []
        for preset in presets where known.insert(preset.group).inserted { seen.append(preset.group) }
        return seen
    }

    /// Up to `limit` preset names closest to `name` (by edit distance, as every "did you mean" of the tool).
    public func closestNames(to name: String, limit: Int = 3) -> [String] {
        Suggestions.closest(to: name, among: presets.map { $0.name }, limit: limit)
    }
}
