import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file atomically: into a temporary file in the same directory, then
/// `rename(2)` over the target, so readers see the old file or the new one, never half.
enum AtomicFile {
    /// Writes `bytes` to `url` (a file URL).
    ///
    /// - Throws: ``PlotError/notARegularFile(path:kind:)`` when the target exists
    ///   and is not a regular file (a symbolic link is refused too: renaming over
    ///   it would replace the link, not the file it points to);
    ///   ``PlotError/fileSystem(operation:path:errno:message:)`` when the directory
    ///   is missing or not writable, or a write fails. The temporary file is removed on failure.
    static func write(_ bytes: [UInt8], to url: URL) throws(PlotError) {
        guard url.isFileURL else {
            throw .invalidOption(name: "output", value: url.absoluteString, allowed: "a file URL")
        }
        let path = url.path
        guard !path.isEmpty, !path.hasSuffix("/") else {
            throw .notARegularFile(path: path, kind: "directory")
        }
        try checkTarget(path)
        let directory = url.deletingLastPathComponent().path
        let name = url.lastPathComponent

        var descriptor: Int32 = -1
        var temporary = ""
        for _ in 0..<64 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            temporary = directory + "/." + name + ".tmp-" + suffix
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else {
            throw failure("create a temporary file in", directory)
        }

        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemWrite(descriptor, base + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                let error = failure("write", temporary)
                close(descriptor)
                unlink(temporary)
                throw error
            }
            written += result
        }
        if fsync(descriptor) != 0, errno != EINVAL, errno != EROFS {
            let error = failure("flush", temporary)
            close(descriptor)
            unlink(temporary)
            throw error
        }
        if close(descriptor) != 0 {
            let error = failure("close", temporary)
            unlink(temporary)
            throw error
        }
        if rename(temporary, path) != 0 {
            let error = failure("move the plot into place at", path)
            unlink(temporary)
            throw error
        }
    }

    private static func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(fd, pointer, count)
        #else
        return Darwin.write(fd, pointer, count)
        #endif
    }

    /// Refuses an existing target that is not a regular file.
    private static func checkTarget(_ path: String) throws(PlotError) {
        var info = stat()
        if lstat(path, &info) != 0 {
            if errno == ENOENT { return }
            throw failure("inspect", path)
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            let kind: String
            switch type {
            case S_IFDIR: kind = "directory"
            case S_IFLNK: kind = "symbolic link"
            case S_IFIFO: kind = "named pipe"
            case S_IFSOCK: kind = "socket"
            case S_IFCHR, S_IFBLK: kind = "device"
            default: kind = "special file"
            }
            throw .notARegularFile(path: path, kind: kind)
        }
    }

    /// The current `errno` as a typed error.
    private static func failure(_ operation: String, _ path: String) -> PlotError {
        let code = errno
        return .fileSystem(operation: operation, path: path, errno: code, message: String(cString: strerror(code)))
    }
}
