/// Why a spring could not be written where it is: each case names the place or the value at
/// fault, and the file is left as it was.
public enum EditError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file cannot be read (missing, not a source file scan reads, unreadable).
    case cannotRead(path: String, reason: String)
    /// No spring is written at the place.
    case noSpring(location: String, nearby: [String])
    /// Several springs are written on the line and no column says which.
    case ambiguous(location: String, columns: [Int])
    /// The call's form cannot express the spring: the reason, and a form of the same API
    /// that can (or `nil` when none can).
    case cannotExpress(location: String, api: String, reason: String, alternative: String?)
    /// A value the spring needs is not written as a number literal where it could be rewritten,
    /// or is left to the API's default where it cannot be added (no argument list or object
    /// literal to add to, or one another API also reads).
    case notWritten(location: String, parameter: String, text: String, reason: String)
    /// The file changed on disk after it was read.
    case changed(path: String)
    /// The file cannot be written (read-only, or the folder refuses the replacement).
    case cannotWrite(path: String, reason: String)
    /// The path is outside the folder edits are allowed in.
    case outside(path: String, root: String)

    /// The sysexits code a command exits with: 66 (EX_NOINPUT) for a file that cannot be read;
    /// 64 (EX_USAGE) for a place that names several springs or lies outside the folder; 65
    /// (EX_DATAERR) for no spring there, or a spring its form cannot be rewritten to; 75
    /// (EX_TEMPFAIL) for a file changed since it was read (read it again); 73 (EX_CANTCREAT)
    /// for a file that cannot be written.
    public var exitCode: Int32 {
        switch self {
        case .cannotRead: 66
        case .ambiguous, .outside: 64
        case .noSpring, .cannotExpress, .notWritten: 65
        case .changed: 75
        case .cannotWrite: 73
        }
    }

    /// One line naming the place and what is wrong.
    public var description: String {
        switch self {
        case .cannotRead(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .noSpring(let location, let nearby):
            let hint = nearby.isEmpty ? "" : " (springs at \(nearby.joined(separator: ", ")))"
            return "no spring at \(location)\(hint)"
        case .ambiguous(let location, let columns):
            return "several springs at \(location): give a column (\(columns.map(String.init).joined(separator: ", ")))"
        case .cannotExpress(let location, let api, let reason, let alternative):
            let other = alternative.map { "; \($0) can" } ?? "; no form of this API can"
            return "\(api) at \(location) cannot express this spring: \(reason)\(other)"
        case .notWritten(let location, let parameter, let text, let reason):
            return "cannot rewrite \(parameter) at \(location): \(text) \(reason)"
        case .changed(let path):
            return "\(path) changed after it was read: nothing written"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .outside(let path, let root):
            return "\(path) is outside \(root)"
        }
    }
}
