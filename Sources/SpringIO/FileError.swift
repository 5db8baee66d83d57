/// Why a file could not be read or written, with the path and the system's reason.
///
/// Each case maps to one sysexits code (DESIGN.md §7), so a command-line tool
/// can exit with ``exitCode`` after printing ``description`` on one line.
public enum FileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An output could not be created (missing or unwritable directory, target not a regular file). EX_CANTCREAT.
    case cannotCreate(path: String, reason: String)
    /// An input is missing or unreadable. EX_NOINPUT.
    case cannotOpen(path: String, reason: String)
    /// Reading or writing failed part-way. EX_IOERR.
    case io(path: String, reason: String)

    /// One line naming the path and the reason.
    public var description: String {
        switch self {
        case .cannotCreate(let path, let reason): return "cannot create \(path): \(reason)"
        case .cannotOpen(let path, let reason): return "cannot read \(path): \(reason)"
        case .io(let path, let reason): return "I/O error on \(path): \(reason)"
        }
    }

    /// The sysexits code: 73, 66 or 74.
    public var exitCode: Int32 {
        switch self {
        case .cannotCreate: return 73
        case .cannotOpen: return 66
        case .io: return 74
        }
    }
}
