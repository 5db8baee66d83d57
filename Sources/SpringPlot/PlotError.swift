/// Why a plot could not be rendered or written.
///
/// Every failure of SpringPlot is one of these cases, each with a one-line
/// ``description`` that a command-line tool can print as is.
public enum PlotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The output's file extension names no supported format.
    case unsupportedFormat(extension: String, allowed: [String])
    /// The target path exists and is not a regular file (a directory, a symbolic link, a device…).
    case notARegularFile(path: String, kind: String)
    /// A file-system call failed: `operation` on `path`, with the C `errno`.
    case fileSystem(operation: String, path: String, errno: Int32, message: String)
    /// Cairo reported an error while creating, drawing or finishing a surface.
    case cairo(CairoError)
    /// SpringKit refused a value the plot needed (e.g. a relative band for a motion without a step).
    case spring(SpringError)
    /// A plot option or data value is out of range.
    case invalidOption(name: String, value: String, allowed: String)

    /// The one-line message.
    public var description: String {
        switch self {
        case .unsupportedFormat(let ext, let allowed):
            let shown = ext.isEmpty ? "no extension" : "extension '.\(ext)'"
            return "cannot choose a plot format from \(shown): use one of \(allowed.map { "." + $0 }.joined(separator: ", "))"
        case .notARegularFile(let path, let kind):
            return "refusing to write plot to '\(path)': it exists and is a \(kind), not a regular file"
        case .fileSystem(let operation, let path, let errno, let message):
            return "cannot \(operation) '\(path)': \(message) (errno \(errno))"
        case .cairo(let error):
            return error.description
        case .spring(let error):
            return error.description
        case .invalidOption(let name, let value, let allowed):
            return "invalid plot \(name) \(value): must be \(allowed)"
        }
    }
}
