import Foundation
import SpringIO
import SpringKit

// Reading a user's preset files from disk (Foundation and the file system; not in the
// WebAssembly build, which has the bundled presets only).
extension PresetLibrary {
    /// The bundled presets plus the user's: every file or folder of `searchPath`
    /// (colon-separated; a folder contributes its `*.json` regular files in name order, links
    /// followed, and nothing else; empty entries are skipped), then every file of `files`, in
    /// order. A file named directly may be a FIFO (a shell's `<(command)`): it is read to its
    /// end, and one that no program writes to is refused after ``PresetFile/writerWait``.
    ///
    /// A file named twice (by the same path, or through a link to it) is read once.
    ///
    /// ```swift
    /// let library = try PresetLibrary.loading(files: ["presets/mine.json"])
    /// let setup = try library.setup(for: try SpringSpec.parse("preset:my-pop"))
    /// ```
    ///
    /// - Parameters:
    ///   - files: preset files to add after the bundled presets and the search path's.
    ///   - searchPath: the value of ``searchPathVariable``, or `nil`.
    /// - Throws: the first ``PresetFileError``: a file or folder that cannot be read
    ///   (``PresetFileError/exitCode`` 66), bad contents, or a name already defined by
    ///   another file (65; the message names both files).
    /// - Cost: reads and validates each file once (every spring is resolved): linear in the
    ///   number and size of the files.
    public static func loading(files: [String], searchPath: String? = nil) throws(PresetFileError) -> PresetLibrary {
        var library = bundled
        for entry in (searchPath ?? "").split(separator: ":", omittingEmptySubsequences: true).map(String.init) {
            for file in try presetFiles(inSearchPathEntry: entry) {
                library.add(contentsOf: file)
            }
        }
        for file in files { library.add(contentsOf: file) }
        if let problem = library.problems.first { throw problem }
        return library
    }

    /// The preset files a search-path entry names: the file itself, or a folder's `*.json` files.
    private static func presetFiles(inSearchPathEntry entry: String) throws(PresetFileError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: entry, isDirectory: &isDirectory) else {
            throw PresetFileError(path: entry, location: "",
                                  message: "no such file or folder (named in \(searchPathVariable))", unreadable: true)
        }
        guard isDirectory.boolValue else { return [entry] }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: entry) else {
            throw PresetFileError(path: entry, location: "",
                                  message: "the folder cannot be listed (named in \(searchPathVariable))", unreadable: true)
        }
        let folder = entry.hasSuffix("/") ? entry : entry + "/"
        // Regular files only (links followed): a FIFO, socket or device named *.json in a folder
        // nobody named file by file is not a preset file, and reading it could wait on a writer.
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { folder + $0 }
            .filter { Platform.fileKind(atPath: $0, followingLinks: true) == .success(.regular) }
    }

    /// Adds a preset file from disk (its presets' metrics may be left out); a file already
    /// added (the same file by any path: the same device and inode) is skipped. A file larger
    /// than ``PresetFile/maximumFileSize`` is a problem (exit 65), not read.
    /// Cost: one `stat(2)` and a read of the file, whatever the number of files already added.
    public mutating func add(contentsOf path: String) {
        var info = stat()
        let identity = stat(path, &info) == 0 ? "\(info.st_dev):\(info.st_ino)" : "path:" + path
        guard loadedFiles.insert(identity).inserted else { return }
        do {
            add(bytes: try PresetFile.contents(atPath: path), path: path, requiringMetrics: false)
        } catch {
            problems.append(error)
        }
    }
}
