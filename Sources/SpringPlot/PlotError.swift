import SpringIO
import SpringKit

/// Why a plot could not be rendered or written.
///
/// Every failure of SpringPlot is one of these cases, each with a one-line
/// ``description`` that a command-line tool can print as is.
public enum PlotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The output's file extension names no supported format.
    case unsupportedFormat(extension: String, allowed: [String])
    #if !hasFeature(Embedded)
    // Files and cairo exist natively only (the WebAssembly build lays out and records the
    // display list; it writes no file and has no cairo).
    /// The output could not be written: a target that is not a regular file, a missing or
    /// unwritable directory, a failed write (SpringIO's atomic writer).
    case file(FileError)
    /// Cairo reported an error while creating, drawing or finishing a surface.
    case cairo(CairoError)
    #endif
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
        #if !hasFeature(Embedded)
        case .file(let error):
            return error.description
        case .cairo(let error):
            return error.description
        #endif
        case .spring(let error):
            return error.description
        case .invalidOption(let name, let value, let allowed):
            return "invalid plot \(name) \(value): must be \(allowed)"
        }
    }
}
