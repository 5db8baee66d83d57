#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock(2)`) on the folder that holds a file, for a
/// read-modify-write of that file that other processes may run at the same time.
///
/// Locking the folder rather than the file survives the file being replaced by
/// rename (``AtomicFileWriter``), needs no lock file beside it, and is released by the
/// system when the process ends, however it ends.
public enum DirectoryLock {
    /// Runs `body` holding the lock on the folder of `path`, waiting for other holders.
    /// - Throws: ``FileError/cannotCreate(path:reason:)`` when the folder cannot be opened
    ///   or locked; otherwise whatever `body` throws.
    public static func withLock<Result, Failure: Error>(
        onFolderOf path: String, _ body: () throws(Failure) -> Result
    ) throws -> Result {
        let folder = Self.folder(of: path)
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw FileError.cannotCreate(path: path, reason: errno == ENOENT
                                         ? "the directory \(folder) does not exist" : FileError.reason(errno))
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw FileError.cannotCreate(path: path, reason: "cannot lock its folder: " + FileError.reason(errno)) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Waits up to `seconds` for the lock on the folder of `path` to be free, polling every
    /// 10 ms without holding it for longer than the poll; `true` when it was free (or the
    /// folder cannot be opened: the writer then reports that itself), `false` when another
    /// holder kept it all that time.
    /// - Cost: blocks the calling thread up to `seconds`.
    public static func waitUntilFree(onFolderOf path: String, seconds: Double) -> Bool {
        let descriptor = open(folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return true }
        defer { close(descriptor) }
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let deadline = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9 + seconds
        while true {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                flock(descriptor, LOCK_UN)
                return true
            }
            guard errno == EWOULDBLOCK || errno == EINTR else { return true }
            clock_gettime(CLOCK_MONOTONIC, &clock)
            guard Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9 < deadline else { return false }
            usleep(10_000)
        }
    }

    /// The folder that holds `path` (`.` for a bare name).
    static func folder(of path: String) -> String {
        let slash = path.lastIndex(of: "/")
        return slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
    }
}
