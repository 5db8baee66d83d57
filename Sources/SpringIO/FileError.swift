/// Why a file could not be read or written, with the path and the system's reason.
///
/// Each case maps to one sysexits code (docs/cli.md), so a command-line tool
/// can exit with ``exitCode`` after printing ``description`` on one line.
public enum FileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An output could not be created (missing or unwritable directory, target not a regular file). EX_CANTCREAT.
    case cannotCreate(path: String, reason: String)
    /// An input is missing or unreadable. EX_NOINPUT.
    case cannotOpen(path: String, reason: String)
    /// Reading or writing failed part-way. EX_IOERR.
    case io(path: String, reason: String)
    /// Two outputs of one run name the same file (`what` says which two). EX_USAGE.
    case namedTwice(path: String, what: String)

    /// One line naming the path and the reason.
    public var description: String {
        switch self {
        case .cannotCreate(let path, let reason): return "cannot create \(path): \(reason)"
        case .cannotOpen(let path, let reason): return "cannot read \(path): \(reason)"
        case .io(let path, let reason): return "I/O error on \(path): \(reason)"
        case .namedTwice(let path, let what): return "\(what) name the same file \(path): give each output its own file"
        }
    }

    /// The sysexits code: 73, 66, 74, or 64 for two outputs naming one file.
    public var exitCode: Int32 {
        switch self {
        case .namedTwice: return 64
        case .cannotCreate: return 73
        case .cannotOpen: return 66
        case .io: return 74
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileError {
    /// The system's text for `errno` `code`, lower-cased (`no space left on device`).
    static func reason(_ code: Int32) -> String {
        Platform.reason(forError: code)
    }
}
