#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that it appears complete or not at all.
///
/// Bytes go to a temporary file in the target's directory (`.NAME.springtune-PID-N.tmp`);
/// ``commit()`` flushes it to disk and renames it over the target, which POSIX
/// makes atomic. An existing target is replaced only that way, and only when
/// it is a regular file (a directory, device or FIFO is refused). A writer that
/// is not committed — an error, an early return — removes its temporary file
/// when it is discarded, and ``removeAllPending()`` lets a signal handler do the
/// same on Ctrl-C, so a failed or interrupted run leaves any earlier file intact
/// and nothing partial behind.
public final class AtomicFileWriter {
    /// The path being written.
    public let path: String
    private let temporaryPath: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private var committed = false

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
        }
        guard !path.isEmpty, !path.hasSuffix("/") else {
            throw .cannotCreate(path: path, reason: "the path names a directory")
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw .cannotCreate(path: path, reason: "the path names a directory") }
        let serial = PendingFiles.nextSerial()
        temporaryPath = (directory.isEmpty ? "" : directory + "/") + ".\(name).springtune-\(getpid())-\(serial).tmp"
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            let reason = errno == ENOENT ? "the directory \(directory.isEmpty ? "/" : directory) does not exist" : Self.reason(errno)
            throw .cannotCreate(path: path, reason: reason)
        }
        PendingFiles.add(temporaryPath)
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
            let reason = Self.reason(errno)
            discard()
            throw .io(path: path, reason: reason)
        }
        close(descriptor)
        descriptor = -1
        if rename(temporaryPath, path) != 0 {
            let reason = Self.reason(errno)
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
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return systemWrite(descriptor, base + offset, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = Self.reason(errno)
                discard()
                throw .io(path: path, reason: reason)
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
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

/// The POSIX `write(2)`, named apart from ``AtomicFileWriter/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
