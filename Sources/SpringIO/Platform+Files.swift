#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Platform {
    /// What a path names, as `lstat`/`stat` report it.
    public enum FileKind: Sendable, Hashable {
        /// A regular file.
        case regular
        /// A folder.
        case directory
        /// A symbolic link (only when links are not followed).
        case symbolicLink
        /// Anything else: a FIFO, a socket, a device.
        case other
    }

    /// One entry of a folder: its name (bytes, without `.` and `..`) and its kind when the file
    /// system tells it without a `stat` (`nil` otherwise).
    public struct DirectoryEntry: Sendable, Hashable {
        /// The name's bytes.
        public var name: [UInt8]
        /// The kind from `readdir`'s `d_type`, or `nil` when unknown.
        public var kind: FileKind?
    }

    /// Why reading a file failed: a system error (its `errno`), a file that is not regular
    /// (a FIFO, a device, a folder: checked on the opened descriptor), or one larger than the
    /// limit given.
    public enum ReadFailure: Error, Sendable, Hashable {
        /// The system refused: `errno`.
        case system(Int32)
        /// The path names no regular file.
        case notRegularFile
        /// The file holds more bytes than the limit.
        case tooLarge(limit: Int)

        /// Whether nothing exists at the path (`ENOENT`).
        public var isNoSuchFile: Bool { self == .system(ENOENT) }

        /// Whether a FIFO had no writer within the wait given to
        /// ``Platform/readFile(atPath:limit:acceptingStreams:writerWait:)`` (`ETIMEDOUT`).
        public var isWithoutWriter: Bool { self == .system(ETIMEDOUT) }
    }

    /// The kind of file at `path`: `stat` when `followingLinks`, else `lstat`.
    /// - Returns: the kind, or the `errno` of the failed call.
    public static func fileKind(atPath path: String, followingLinks: Bool) -> Result<FileKind, ReadFailure> {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return .failure(.system(errno)) }
        return .success(kind(mode: info.st_mode))
    }

    static func kind(mode: mode_t) -> FileKind {
        switch mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The entries of the folder at `path` (`opendir`/`readdir`), in the file system's order.
    /// Cost: one `readdir` per entry.
    public static func directoryEntries(atPath path: String) -> Result<[DirectoryEntry], ReadFailure> {
        guard let handle = opendir(path) else { return .failure(.system(errno)) }
        defer { closedir(handle) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> [UInt8] in
                let bytes = raw.bindMemory(to: UInt8.self)
                let length = bytes.firstIndex(of: 0) ?? bytes.count
                return Array(bytes[..<length])
            }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            let kind: FileKind?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .regular
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_UNKNOWN): kind = nil
            default: kind = .other
            }
            entries.append(DirectoryEntry(name: name, kind: kind))
        }
        return .success(entries)
    }

    /// The absolute path `path` resolves to (`realpath`), or `nil`.
    public static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the file at `path` may be replaced by its owner's tools: it exists, has a write
    /// permission bit set, and the system grants this process write access (`access(W_OK)`).
    /// A file with no write bit counts as read-only even for the superuser, whom `access`
    /// always allows: an editor refuses it as people expect.
    public static func isWritableFile(atPath path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        return info.st_mode & 0o222 != 0 && access(path, W_OK) == 0
    }

    /// Whether something exists at `path` (`access(F_OK)`, links followed).
    public static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// The bytes of the regular file at `path`, at most `limit` of them
    /// (``readFile(atPath:limit:acceptingStreams:)`` without streams).
    public static func readRegularFile(atPath path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
        readFile(atPath: path, limit: limit, acceptingStreams: false)
    }

    /// The bytes of the file at `path`, at most `limit` of them.
    ///
    /// The file is opened with `O_NONBLOCK`, so that no open ever blocks (a FIFO nobody
    /// writes to, or one swapped in after the caller looked at the path), and checked with
    /// `fstat` on the opened descriptor (the check and the read concern the same file).
    /// Without `acceptingStreams`, only a regular file is read. With it, a FIFO or device is read
    /// too, to its end (a shell's `<(command)`); only a folder is refused. A FIFO that has no
    /// writer waits for one at most `writerWait` seconds (then `.system(ETIMEDOUT)`); once a
    /// writer has come (a `<(command)` has one from the start), it is read as `cat` reads it,
    /// for as long as the writer keeps it open.
    /// A regular file larger than `limit` is refused before it is read, and any file as soon as
    /// it has given more than `limit` bytes (one that grows, or a stream).
    /// Cost: one `open`, one `fstat`, reads of up to 1 MiB (and `poll` between a stream's
    /// reads); memory the file's size.
    public static func readFile(atPath path: String, limit: Int, acceptingStreams: Bool,
                                writerWait: Double = 5) -> Result<[UInt8], ReadFailure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(.system(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.system(errno)) }
        let kind = kind(mode: info.st_mode)
        guard kind == .regular || (acceptingStreams && kind != .directory) else { return .failure(.notRegularFile) }
        guard kind != .regular || Int(info.st_size) <= limit else { return .failure(.tooLarge(limit: limit)) }
        let isFIFO = info.st_mode & S_IFMT == S_IFIFO
        let size = kind == .regular ? max(Int(info.st_size), 0) : 0
        var bytes = [UInt8]()
        bytes.reserveCapacity(size + 1)
        var buffer = [UInt8](repeating: 0, count: min(max(size + 1, 1 << 16), 1 << 20))
        // Whether a FIFO has had a writer (data, or EAGAIN: open for writing but silent).
        var writerSeen = false
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                guard errno == EAGAIN || errno == EWOULDBLOCK else { return .failure(.system(errno)) }
                // A stream open for writing with nothing in it yet: wait for it, as a blocking read would.
                writerSeen = true
                _ = waitForInput(descriptor, seconds: nil)
                continue
            }
            if count == 0 {
                // A FIFO that never had a writer reads as empty: wait (boundedly) for one to come.
                // poll reports a writer that came and went (POLLHUP) at once, and waits otherwise.
                guard isFIFO, !writerSeen, bytes.isEmpty else { break }
                guard waitForInput(descriptor, seconds: writerWait) else { return .failure(.system(ETIMEDOUT)) }
                writerSeen = true
                continue
            }
            writerSeen = true
            guard bytes.count + count <= limit else { return .failure(.tooLarge(limit: limit)) }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return .success(bytes)
    }

    /// Waits until `descriptor` is readable or hung up, at most `seconds` (`nil`: for ever);
    /// false when the time passed first.
    private static func waitForInput(_ descriptor: Int32, seconds: Double?) -> Bool {
        let deadline = seconds.map { ContinuousClock.now + .milliseconds(Int64(($0 * 1000).rounded(.up))) }
        while true {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            var timeout: Int32 = -1
            if let deadline {
                let left = ContinuousClock.now.duration(to: deadline)
                guard left > .zero else { return false }
                let (whole, fraction) = left.components
                timeout = Int32(clamping: whole * 1000 + fraction / 1_000_000_000_000_000 + 1)
            }
            let status = poll(&entry, 1, timeout)
            if status > 0 { return true }
            if status < 0 && errno != EINTR { return true }
            // 0 (the time passed) or EINTR: look at the clock again.
        }
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Musl)
private let systemRead = Musl.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
