import Foundation
import SpringIO
import SpringKit

/// A set of presets loaded from preset files, with the problems of files that failed.
///
/// ``bundled`` holds the presets shipped in `presets/`, embedded in the library
/// as source (``BundledPresetFiles``), so an installed binary never needs a
/// resource bundle (DESIGN.md §5). A file that fails to load is reported in
/// ``problems`` and the other files still load; a name that an earlier file
/// already used makes the later file fail.
public struct PresetLibrary: Sendable {
    /// The presets, by file then file order.
    public private(set) var presets: [Preset] = []
    /// Files that could not be used.
    public private(set) var problems: [PresetFileError] = []

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

    /// Adds the presets of one file's bytes, or records why it cannot be used.
    public mutating func add(bytes: [UInt8], path: String) {
        do {
            let file = try PresetFile.decode(bytes, path: path)
            let known = Set(presets.map(\.name))
            if let index = file.presets.firstIndex(where: { known.contains($0.name) }) {
                problems.append(PresetFileError(path: path, location: "$.presets[\(index)].name",
                                                message: "duplicate preset name '\(file.presets[index].name)' (already defined in another file)"))
                return
            }
            presets.append(contentsOf: file.presets)
        } catch {
            problems.append(error)
        }
    }

    /// Adds a preset file from disk.
    public mutating func add(contentsOf path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason = !exists ? "no such file" : isDirectory.boolValue ? "it is a directory" : "not readable"
            problems.append(PresetFileError(path: path, location: "", message: reason, unreadable: true))
            return
        }
        add(bytes: Array(data), path: path)
    }

    /// The preset called `name`.
    public func preset(named name: String) -> Preset? {
        presets.first { $0.name == name }
    }

    /// The groups, in first-seen order.
    public var groups: [String] {
        var seen: [String] = []
        for preset in presets where !seen.contains(preset.group) { seen.append(preset.group) }
        return seen
    }

    /// Up to `limit` preset names closest to `name` (edit distance, then substring), for suggestions.
    public func closestNames(to name: String, limit: Int = 3) -> [String] {
        let scored = presets.map { preset -> (String, Int) in
            var distance = Self.editDistance(name, preset.name)
            if preset.name.contains(name) || name.contains(preset.name) { distance = min(distance, 2) }
            return (preset.name, distance)
        }
        let threshold = max(3, name.count / 2)
        return scored.filter { $0.1 <= threshold }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
            .prefix(limit).map(\.0)
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
