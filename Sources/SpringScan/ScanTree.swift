/// The folders and files a scan was given: what "a file in the scanned tree" means when a
/// file's import is followed (`import { cardSpring } from './springs'`).
///
/// Paths are compared after lexical normalisation (`.` and `..` components resolved, repeated
/// `/` removed), not through the file system. Cost: a pass over the path per query.
struct ScanTree: Sendable {
    /// Normalised folders: every file below one is in the tree.
    var folders: [String]
    /// Normalised files named directly.
    var files: Set<String>
    /// What the scan reads about the files' projects (`package.json`, module aliases), read
    /// once per scan.
    let project: ProjectFiles

    init(folders: [String], files: [String], project: ProjectFiles = ProjectFiles()) {
        self.folders = folders.map(Self.normalized)
        self.files = Set(files.map(Self.normalized))
        self.project = project
    }

    /// Whether `path` (normalised) is one of the files or below one of the folders.
    func contains(_ path: String) -> Bool {
        let path = Self.normalized(path)
        if files.contains(path) { return true }
        return folders.contains { folder in
            folder == "." ? !path.hasPrefix("/") && !path.hasPrefix("..") : path.hasPrefix(folder == "/" ? "/" : folder + "/")
        }
    }

    /// `path` with `.` components and repeated `/` removed and `a/..` pairs resolved.
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute, parts.isEmpty {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The folder holding `path` (`.` for a bare name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
