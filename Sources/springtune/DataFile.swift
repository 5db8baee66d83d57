import Foundation
import SpringKit
import SpringTuning

/// The sampled curve in a CSV file (`t,x`), as `fit --data` and `plot --overlay-data` read it.
enum DataFile {
    /// The samples of the CSV file at `path`.
    /// - Throws: exit 66 for a missing or unreadable file, 65 for contents that are not
    ///   UTF-8 or not valid samples (``FitSamples/parseCSV(bytes:path:progress:)`` names the line and, for bytes that are not UTF-8, the byte offset).
    /// - Parameter progress: given the file's bytes, a progress report for reading them (a bar
    ///   on a terminal for a large file), or `nil`.
    static func samples(at path: String, option: String,
                        progress: (Data) -> ((_ completed: Int, _ total: Int) -> Void)? = { _ in nil }) throws -> FitSamples {
        guard let bytes = FileManager.default.contents(atPath: path) else {
            throw CommandFailure.noInput("cannot read \(option) file \(path): no such file or not readable")
        }
        return try FitSamples.parseCSV(bytes: Array(bytes), path: path, progress: progress(bytes))
    }
}
