import Foundation
import SpringIO
import SpringScan

extension StudioError {
    /// The studio's answer to an edit refused (``SpringScan/EditError``): 404 for a file that
    /// cannot be read, 403 for a path outside the project, 409 for a file changed since it was
    /// read, 500 for a file that cannot be written, 400 otherwise (no spring there, several,
    /// a form that cannot hold the spring, a value that is not a literal); its line as `edit`
    /// prints it, paths as the project names them.
    init(_ error: EditError, in project: StudioProject) {
        let kind: Kind = switch error {
        case .cannotRead: .notFound
        case .outside: .forbidden
        case .changed: .conflict
        case .cannotWrite: .cannotWrite
        case .noSpring, .ambiguous, .cannotExpress, .notWritten: .badRequest
        }
        var message = error.description
        // Paths are printed relative to the working directory; the page names them within the project.
        let prefix = project.folder == "/" ? "/" : project.folder + "/"
        message = message.replacingOccurrences(of: prefix, with: "")
        self.init(kind, message)
    }
}
