import Foundation
import SpringIO
import SpringKit

extension PresetFile {
    /// Adds `preset` to the preset file at `path`, creating the file when it is missing,
    /// and returns the preset as saved (in the file's group, with its metrics computed).
    ///
    /// The read-modify-write runs under a lock on the file's folder (`DirectoryLock`) and replaces
    /// the file atomically (`AtomicFileWriter`), so concurrent saves into one file all keep their presets, and
    /// a failed save leaves the file as it was. A new file's name (without `.json`) is its
    /// group and must be kebab-case.
    ///
    /// - Parameters:
    ///   - preset: the preset to save; its metrics are recomputed from its spring.
    ///   - path: the preset file (created when missing).
    ///   - replacing: whether a preset of the same name in this file may be replaced.
    ///   - library: the presets the name must not clash with (the bundled ones, and any
    ///     loaded user files); a preset of the same name that comes from this very file is
    ///     governed by `replacing` instead.
    /// - Throws: ``PresetSaveError`` for a name that is taken or invalid, ``PresetFileError``
    ///   for an existing file that cannot be read or is malformed, `FileError` when it
    ///   cannot be written, `SpringError` when the preset's spring is invalid.
    public static func save(_ preset: Preset, toFileAt path: String, replacing: Bool = false,
                            reservedBy library: PresetLibrary = .bundled) throws -> Preset {
        guard Preset.isValidName(preset.name) else { throw PresetSaveError.invalidName(preset.name) }
        if let origin = library.origins[preset.name], !OutputPaths.sameFile(origin, path) {
            throw PresetSaveError.nameTaken(name: preset.name, path: origin, bundled: library.isBundled(preset.name))
        }
        return try DirectoryLock.withLock(onFolderOf: path) { () throws -> Preset in
            var file: PresetFile
            if FileManager.default.fileExists(atPath: path) {
                file = try PresetFile.decode(try regularFileContents(atPath: path), path: path, requiringMetrics: false)
            } else {
                let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                guard Preset.isValidName(stem) else { throw PresetSaveError.invalidGroup(path: path, group: stem) }
                file = PresetFile(group: stem, presets: [])
            }
            var saved = preset
            saved.group = file.group
            // The same computation as `preset refresh`, so a saved file is already in canonical form.
            let recomputed = try saved.recomputedMetrics()
            saved.metrics = recomputed.exact
            saved.rendererMetrics = recomputed.renderer
            if let index = file.presets.firstIndex(where: { $0.name == preset.name }) {
                guard replacing else { throw PresetSaveError.nameInFile(name: preset.name, path: path) }
                file.presets[index] = saved
            } else {
                file.presets.append(saved)
            }
            try AtomicFileWriter.write(Array(file.serialized.utf8), to: path)
            return saved
        }
    }
}

extension PresetLibrary {
    /// Whether the preset called `name` is one of the bundled presets.
    public func isBundled(_ name: String) -> Bool {
        PresetLibrary.bundled.preset(named: name) != nil && origins[name] == PresetLibrary.bundled.origins[name]
    }
}

/// Why a preset cannot be saved.
public enum PresetSaveError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name is not kebab-case.
    case invalidName(String)
    /// A new file's name (its group) is not kebab-case.
    case invalidGroup(path: String, group: String)
    /// A preset of another file has the name: a bundled preset or another user file's.
    case nameTaken(name: String, path: String, bundled: Bool)
    /// The target file already has a preset of that name (replaced only on request).
    case nameInFile(name: String, path: String)

    /// One line naming the value and what is allowed.
    public var description: String {
        switch self {
        case .invalidName(let name):
            return "invalid preset name '\(name)': must be kebab-case (a-z, 0-9, single hyphens)"
        case .invalidGroup(let path, let group):
            return "cannot create preset file \(path): a new file's name is its group, and '\(group)' is not kebab-case"
        case .nameTaken(let name, let path, let bundled):
            return bundled
                ? "preset '\(name)' is a bundled preset (\(path)): choose another name"
                : "preset '\(name)' is already defined in \(path): choose another name"
        case .nameInFile(let name, let path):
            return "preset '\(name)' already exists in \(path): choose another name, or replace it"
        }
    }

    /// EX_USAGE (64) for a name that is not allowed, EX_DATAERR (65) for one that is taken.
    public var exitCode: Int32 {
        switch self {
        case .invalidName, .invalidGroup: return 64
        case .nameTaken, .nameInFile: return 65
        }
    }
}
