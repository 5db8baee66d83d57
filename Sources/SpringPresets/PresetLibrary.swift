import Foundation
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
    public private(set) var problems: [PresetFileError] = []
    /// The file each preset came from, by name (`presets/apple.json` for bundled ones).
    public private(set) var origins: [String: String] = [:]
    /// The files loaded so far, by device and inode (or path when there is none), to skip a
    /// file named twice in constant time per file.
    private var loadedFiles: Set<String> = []

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

    /// The bundled presets plus the user's: every file or folder of `searchPath`
    /// (colon-separated; a folder contributes its `*.json` regular files in name order, links
    /// followed, and nothing else; empty entries are skipped), then every file of `files`, in
    /// order. A file named directly may be a FIFO (a shell's `<(command)`): it is read to its
    /// end, and one that no program writes to is refused after ``PresetFile/writerWait``.
    ///
    /// A file named twice (by the same path, or through a link to it) is read once.
    ///
    /// ```swift
    /// let library = try PresetLibrary.loading(files: ["presets/mine.json"])
    /// let setup = try library.setup(for: try SpringSpec.parse("preset:my-pop"))
    /// ```
    ///
    /// - Parameters:
    ///   - files: preset files to add after the bundled presets and the search path's.
    ///   - searchPath: the value of ``searchPathVariable``, or `nil`.
    /// - Throws: the first ``PresetFileError``: a file or folder that cannot be read
    ///   (``PresetFileError/exitCode`` 66), bad contents, or a name already defined by
    ///   another file (65; the message names both files).
    /// - Cost: reads and validates each file once (every spring is resolved): linear in the
    ///   number and size of the files.
    public static func loading(files: [String], searchPath: String? = nil) throws(PresetFileError) -> PresetLibrary {
        var library = bundled
        for entry in (searchPath ?? "").split(separator: ":", omittingEmptySubsequences: true).map(String.init) {
            for file in try presetFiles(inSearchPathEntry: entry) {
                library.add(contentsOf: file)
            }
        }
        for file in files { library.add(contentsOf: file) }
        if let problem = library.problems.first { throw problem }
        return library
    }

    /// The preset files a search-path entry names: the file itself, or a folder's `*.json` files.
    private static func presetFiles(inSearchPathEntry entry: String) throws(PresetFileError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: entry, isDirectory: &isDirectory) else {
            throw PresetFileError(path: entry, location: "",
                                  message: "no such file or folder (named in \(searchPathVariable))", unreadable: true)
        }
        guard isDirectory.boolValue else { return [entry] }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: entry) else {
            throw PresetFileError(path: entry, location: "",
                                  message: "the folder cannot be listed (named in \(searchPathVariable))", unreadable: true)
        }
        let folder = entry.hasSuffix("/") ? entry : entry + "/"
        // Regular files only (links followed): a FIFO, socket or device named *.json in a folder
        // nobody named file by file is not a preset file, and reading it could wait on a writer.
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { folder + $0 }
            .filter { Platform.fileKind(atPath: $0, followingLinks: true) == .success(.regular) }
    }

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

    /// Adds a preset file from disk (its presets' metrics may be left out); a file already
    /// added (the same file by any path: the same device and inode) is skipped. A file larger
    /// than ``PresetFile/maximumFileSize`` is a problem (exit 65), not read.
    /// Cost: one `stat(2)` and a read of the file, whatever the number of files already added.
    public mutating func add(contentsOf path: String) {
        var info = stat()
        let identity = stat(path, &info) == 0 ? "\(info.st_dev):\(info.st_ino)" : "path:" + path
        guard loadedFiles.insert(identity).inserted else { return }
        do {
            add(bytes: try PresetFile.contents(atPath: path), path: path, requiringMetrics: false)
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
        Suggestions.closest(to: name, among: presets.map(\.name), limit: limit)
    }
}
