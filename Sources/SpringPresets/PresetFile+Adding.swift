import SpringKit

// Saving a preset into a preset file's contents, without the disk: the rules every save
// follows (``PresetFile/save(_:toFileAt:replacing:reservedBy:)`` on disk, the static page's
// browser preset file in memory), written once and compiled in the WebAssembly build too.
extension PresetFile {
    /// Adds `preset` to this file and returns it as saved: in the file's group, with its
    /// metrics recomputed from its spring (the computation of `preset refresh`, so the file
    /// stays in canonical form).
    ///
    /// A preset of the same name in this file is replaced only when `replacing` is true.
    /// Whether the name clashes with another file's is ``PresetLibrary/checkSavingName(_:into:isSameFile:)``'s
    /// to say, before this.
    /// - Parameters:
    ///   - preset: the preset to add; its group and metrics are replaced.
    ///   - replacing: whether a preset of the same name in this file may be replaced.
    ///   - path: the file's path, for messages.
    /// - Throws: ``PresetAddingError``: the name is in this file and `replacing` is false, or
    ///   the preset's spring is refused by SpringKit; the file is unchanged either way.
    /// - Cost: one metrics computation (two with a renderer), and a linear search by name.
    public mutating func add(_ preset: Preset, replacing: Bool, path: String) throws(PresetAddingError) -> Preset {
        var saved = preset
        saved.group = group
        let recomputed: (exact: PresetMetrics, renderer: PresetMetrics?)
        do { recomputed = try saved.recomputedMetrics() } catch { throw .spring(error) }
        saved.metrics = recomputed.exact
        saved.rendererMetrics = recomputed.renderer
        if let index = presets.firstIndex(where: { $0.name == preset.name }) {
            guard replacing else { throw .save(.nameInFile(name: preset.name, path: path)) }
            presets[index] = saved
        } else {
            presets.append(saved)
        }
        return saved
    }
}

extension PresetLibrary {
    /// Checks that a preset called `name` may be saved into the file at `path`: the name is
    /// kebab-case and no other file of the library (a bundled file or another user file)
    /// defines it. A preset of that name from the file itself is governed by the save's
    /// `replacing` instead (``PresetFile/add(_:replacing:path:)``).
    /// - Parameters:
    ///   - name: the preset's name.
    ///   - path: the file saved into.
    ///   - isSameFile: whether two paths name the same file (on disk, by device and inode;
    ///     in memory, equal names).
    /// - Throws: ``PresetSaveError/invalidName(_:)`` or ``PresetSaveError/nameTaken(name:path:bundled:)``.
    /// - Cost: one dictionary lookup (and `isSameFile` once).
    public func checkSavingName(_ name: String, into path: String, isSameFile: (String, String) -> Bool) throws(PresetSaveError) {
        guard Preset.isValidName(name) else { throw .invalidName(name) }
        if let origin = origins[name], !isSameFile(origin, path) {
            throw .nameTaken(name: name, path: origin, bundled: isBundled(name))
        }
    }

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
