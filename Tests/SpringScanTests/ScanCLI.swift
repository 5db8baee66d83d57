import Foundation
import SpringTestSupport

/// The built `springtune`, run in a folder given as a path (the scan tests work with paths).
enum ScanCLI {
    typealias Result = CLI.Result

    /// Runs `springtune arguments…` in `directory`.
    static func run(_ arguments: [String], in directory: String) throws -> Result {
        try CLI.run(arguments, in: URL(fileURLWithPath: directory))
    }

    /// A new empty temporary directory.
    static func temporaryDirectory() throws -> String {
        try CLI.temporaryDirectory().path
    }
}
