import Foundation
import SpringIO
import SpringKit

// Saving into a preset file on disk (Foundation: the lock, the atomic write); the rules are
// PresetFile+Adding.swift's, which the WebAssembly build shares.
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
        try library.checkSavingName(preset.name, into: path, isSameFile: OutputPaths.sameFile)
        return try DirectoryLock.withLock(onFolderOf: path) { () throws -> Preset in
            var file: PresetFile
            if FileManager.default.fileExists(atPath: path) {
                file = try PresetFile.decode(try regularFileContents(atPath: path), path: path, requiringMetrics: false)
            } else {
                let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                guard Preset.isValidName(stem) else { throw PresetSaveError.invalidGroup(path: path, group: stem) }
                file = PresetFile(group: stem, presets: [])
            }
            let saved: Preset
            do throws(PresetAddingError) {
                saved = try file.add(preset, replacing: replacing, path: path)
            } catch {
                switch error {
                case .save(let error): throw error
                case .spring(let error): throw error
                }
            }
            try AtomicFileWriter.write(Array(file.serialized.utf8), to: path)
            return saved
        }
    }
}
