#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that it appears complete or not at all.
///
/// Bytes go to a temporary file in the target's directory, named
/// `.springtune-HASH-PID-N.tmp` (HASH identifies the target's name, so the name stays
/// short even for a 255-byte target); ``commit()`` flushes it to disk and renames it
/// over the target, which POSIX makes atomic. An existing target is replaced only
/// that way, only when it is a regular file (a directory, device, FIFO or symbolic
/// link is refused), and keeps its permission bits. A writer that is not committed
/// — an error, an early return — removes its temporary file when it is discarded,
/// and ``removeAllPending()`` lets a signal handler do the same on Ctrl-C, so a failed
/// or interrupted run leaves any earlier file intact and nothing partial behind.
/// Temporary files of the same target left by a run that was killed outright (its
/// process no longer exists) are removed by the next writer of that target.
public final class AtomicFileWriter {
    /// The path being written.
    public let path: String
    private let temporaryPath: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private var committed = false
    /// The permission bits (and owner) of the file being replaced, kept by ``commit()``.
    private let replaced: (mode: mode_t, owner: uid_t, group: gid_t)?

    /// Opens a temporary file beside `path`.
    /// - Throws: ``FileError/cannotCreate(path:reason:)`` when the target exists and is not
    ///   a regular file (directories, devices and symbolic links are refused), or the
    ///   directory is missing or not writable.
    public init(path: String) throws(FileError) {
        self.path = path
        var info = stat()
        if lstat(path, &info) == 0 {
            let kind = info.st_mode & S_IFMT
            guard kind == S_IFREG else {
                // A symbolic link is refused too: renaming over it would replace the link,
                // not the file it points to.
                let name = kind == S_IFDIR ? "a directory" : kind == S_IFLNK ? "a symbolic link" : "a device or other special file"
                throw .cannotCreate(path: path, reason: "it exists and is \(name), not a regular file")
            }
            replaced = (info.st_mode & 0o7777, info.st_uid, info.st_gid)
        } else {
            replaced = nil
        }
        guard !path.isEmpty, !path.hasSuffix("/") else {
            throw .cannotCreate(path: path, reason: "the path names a directory")
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw .cannotCreate(path: path, reason: "the path names a directory") }
        let folder = directory.isEmpty ? "/" : directory
        let prefix = TemporaryName.prefix(forTarget: name)
        TemporaryName.removeStale(prefix: prefix, in: folder)
        let serial = PendingFiles.nextSerial()
        temporaryPath = (directory.isEmpty ? "/" : directory + "/") + "\(prefix)\(getpid())-\(serial).tmp"
        // Registered before it exists, so that a signal arriving just after the file is
        // created still finds it to remove.
        PendingFiles.add(temporaryPath)
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            let code = errno
            PendingFiles.remove(temporaryPath)
            let reason = code == ENOENT ? "the directory \(folder) does not exist" : FileError.reason(code)
            throw .cannotCreate(path: path, reason: reason)
        }
    }

    deinit { discard() }

    /// Appends `bytes` (buffered; flushed in 64 KiB writes).
    public func write(_ bytes: some Sequence<UInt8>) throws(FileError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Appends the UTF-8 bytes of `text`.
    public func write(_ text: String) throws(FileError) {
        try write(text.utf8)
    }

    /// Flushes, syncs and renames the temporary file over the target.
    public func commit() throws(FileError) {
        guard !committed else { return }
        try flush()
        if fsync(descriptor) != 0 {
            let reason = FileError.reason(errno)
            discard()
            throw .io(path: path, reason: reason)
        }
        if let replaced {
            // Keep the replaced file's owner (when allowed) and permission bits, in that order:
            // changing the owner may clear set-id bits.
            _ = fchown(descriptor, replaced.owner, replaced.group)
            _ = fchmod(descriptor, replaced.mode)
        }
        close(descriptor)
        descriptor = -1
        if rename(temporaryPath, path) != 0 {
            let reason = FileError.reason(errno)
            discard()
            throw .cannotCreate(path: path, reason: reason)
        }
        committed = true
        PendingFiles.remove(temporaryPath)
    }

    /// Abandons the write: the temporary file is removed and the target left as it was.
    public func discard() {
        guard !committed else { return }
        if descriptor >= 0 { close(descriptor); descriptor = -1 }
        unlink(temporaryPath)
        PendingFiles.remove(temporaryPath)
        committed = true
    }

    private func flush() throws(FileError) {
        if let code = writeAll(descriptor, buffer) {
            discard()
            throw .io(path: path, reason: FileError.reason(code))
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes `bytes` to `path` atomically in one call.
    public static func write(_ bytes: some Sequence<UInt8>, to path: String) throws(FileError) {
        let writer = try AtomicFileWriter(path: path)
        try writer.write(bytes)
        try writer.commit()
    }

    /// Removes every temporary file not yet committed. Async-signal-safe enough for a
    /// SIGINT/SIGTERM handler that then exits (it only calls `unlink`).
    public static func removeAllPending() {
        PendingFiles.unlinkAll()
    }
}

/// The temporary files in flight, for clean-up on a signal.
enum PendingFiles {
    // A fixed table of C strings, so that a signal handler can unlink them
    // without allocating. Guarded by a mutex for normal updates.
    nonisolated(unsafe) private static var paths: [UnsafeMutablePointer<CChar>?] = Array(repeating: nil, count: 64)
    nonisolated(unsafe) private static var serial = 0
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    private static func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }

    static func nextSerial() -> Int { withLock { serial += 1; return serial } }

    static func add(_ path: String) {
        withLock {
            if let slot = paths.firstIndex(where: { $0 == nil }) { paths[slot] = strdup(path) }
        }
    }

    static func remove(_ path: String) {
        withLock {
            for slot in paths.indices {
                if let p = paths[slot], String(cString: p) == path { free(p); paths[slot] = nil }
            }
        }
    }

    static func unlinkAll() {
        for case let p? in paths { unlink(p) }
    }
}

/// The temporary names of ``AtomicFileWriter``: `.springtune-HASH-PID-N.tmp`.
enum TemporaryName {
    /// `.springtune-HASH-`, where HASH is the 64-bit FNV-1a hash of the target's name in hex.
    static func prefix(forTarget name: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return ".springtune-" + String(repeating: "0", count: 16 - hex.count) + hex + "-"
    }

    /// Removes the files `PREFIX PID-N.tmp` in `folder` whose process no longer exists.
    /// Best effort: anything unexpected leaves the file alone.
    static func removeStale(prefix: String, in folder: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var stale: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            guard name.hasPrefix(prefix), name.hasSuffix(".tmp") else { continue }
            let rest = name.dropFirst(prefix.count).dropLast(4)
            guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0,
                  pid != getpid(), kill(pid, 0) == -1, errno == ESRCH else { continue }
            stale.append(name)
        }
        for name in stale { unlink(folder + "/" + name) }
    }
}
