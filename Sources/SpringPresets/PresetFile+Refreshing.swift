import Foundation
import SpringIO
import SpringKit

extension PresetFile {
    /// Recomputes the stored metrics of every preset in the file at `path` and rewrites it in
    /// the canonical format (`springtune preset refresh`).
    ///
    /// The read-modify-write runs under the same folder lock as
    /// ``save(_:toFileAt:replacing:reservedBy:)`` (`DirectoryLock`), and the file is replaced
    /// atomically, so a save into the same file at the same time is never lost: it lands
    /// before the refresh reads the file, or after it is rewritten.
    /// - Throws: ``PresetFileError`` for a file that cannot be read (or is larger than
    ///   ``maximumFileSize``) or is malformed, `SpringError` for a spring whose metrics cannot
    ///   be computed, `FileError` when the file cannot be written.
    /// - Cost: one metrics computation per preset (two when it is tuned under a renderer).
    public static func refresh(atPath path: String) throws {
        // A missing file is no input (66), not a folder that cannot be locked.
        guard FileManager.default.fileExists(atPath: path) else {
            throw PresetFileError(path: path, location: "", message: "no such file", unreadable: true)
        }
        try DirectoryLock.withLock(onFolderOf: path) { () throws in
            // Read as a user's file: every preset's metrics are recomputed as it is decoded.
            let file = try PresetFile.decode(try regularFileContents(atPath: path), path: path, requiringMetrics: false)
            try AtomicFileWriter.write(Array(file.serialized.utf8), to: path)
        }
    }
}
