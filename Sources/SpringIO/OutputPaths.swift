#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks on the set of files one run writes, made before any work starts.
public enum OutputPaths {
    /// Throws when two of `outputs` name the same file: the same path, a path through
    /// a symbolic link or `..`, or a hard link to the same inode.
    ///
    /// - Parameter outputs: each output's role (how the caller names it to the user) and
    ///   path; `nil` paths and `-` (standard output) are skipped.
    /// - Throws: ``FileError/namedTwice(path:what:)`` naming both roles.
    /// - Cost: a `realpath(3)` and a `stat(2)` per output.
    public static func checkDistinct(_ outputs: [(role: String, path: String?)]) throws(FileError) {
        var seen: [(role: String, path: String, identity: FileIdentity)] = []
        for output in outputs {
            guard let path = output.path, path != "-" else { continue }
            let identity = FileIdentity(path: path)
            if let earlier = seen.first(where: { $0.identity == identity }) {
                throw .namedTwice(path: path, what: "\(earlier.role) and \(output.role)")
            }
            seen.append((output.role, path, identity))
        }
    }

    /// Whether `first` and `second` name the same file (see ``checkDistinct(_:)``).
    public static func sameFile(_ first: String, _ second: String) -> Bool {
        FileIdentity(path: first) == FileIdentity(path: second)
    }
}

/// What makes two paths one file: the resolved folder and name, or the device and inode.
struct FileIdentity: Equatable {
    var canonicalPath: String
    var inode: (device: UInt64, inode: UInt64)?

    init(path: String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var resolvedFolder = folder.isEmpty ? "/" : folder
        if let resolved = realpath(resolvedFolder, nil) {
            resolvedFolder = String(cString: resolved)
            free(resolved)
        }
        canonicalPath = (resolvedFolder.hasSuffix("/") ? resolvedFolder : resolvedFolder + "/") + name
        var info = stat()
        inode = stat(path, &info) == 0 ? (UInt64(info.st_dev), UInt64(info.st_ino)) : nil
    }

    static func == (lhs: FileIdentity, rhs: FileIdentity) -> Bool {
        if let left = lhs.inode, let right = rhs.inode { return left == right }
        return lhs.canonicalPath == rhs.canonicalPath
    }
}
