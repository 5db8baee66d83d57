import SpringKit

/// Why ``PresetFile/add(_:replacing:path:)`` refused a preset.
public enum PresetAddingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name is already in the file (``PresetSaveError/nameInFile(name:path:)``).
    case save(PresetSaveError)
    /// SpringKit refuses the preset's spring or motion.
    case spring(SpringError)

    /// The wrapped error's one line.
    public var description: String {
        switch self {
        case .save(let error): return error.description
        case .spring(let error): return error.description
        }
    }

    /// The wrapped error's exit code.
    public var exitCode: Int32 {
        switch self {
        case .save(let error): return error.exitCode
        case .spring(let error): return error.exitCode
        }
    }
}
