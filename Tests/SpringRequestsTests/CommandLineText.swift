import Foundation
@testable import springtune

/// What `springtune` prints for a request's refusal: the line after `springtune: ` on stderr and
/// the exit status (``CommandFailure/describe(_:for:)``, the one mapping the binary uses).
enum CommandLineText {
    /// The line and status of `error`.
    static func refusal(_ error: any Error) -> (line: String, status: Int32) {
        let (line, status) = CommandFailure.describe(error, for: SpringTuneCommand.self)
        return (line, status)
    }

    /// The line and status `body` is refused with, or `nil` when it is not.
    static func refusal(_ body: () throws -> Void) -> (line: String, status: Int32)? {
        do { try body() } catch { return refusal(error) }
        return nil
    }

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("requests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
