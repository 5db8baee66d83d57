#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error, written whole or not at all, with errors reported.
///
/// Foundation's `FileHandle.write(_:)` traps when a write fails (a full disk, a
/// closed descriptor); `print` drops the failure silently. Every byte SpringTune
/// writes to a standard stream goes through here instead: each call writes all its
/// bytes (retrying short writes and `EINTR`) or throws ``FileError/io(path:reason:)``
/// naming the stream, so a command can exit 74 rather than lose output.
///
/// A descriptor that was closed when the process started (`command >&-`) is reported
/// as such on the first write, after ``protectClosedDescriptors()`` has put `/dev/null`
/// in its place so that no file the process opens takes the descriptor's number.
public struct StandardStream: Sendable, Hashable {
    /// The descriptor: 1 or 2.
    public let descriptor: Int32
    /// `stdout` or `stderr`, for messages.
    public let name: String

    /// A stream on an open descriptor, named `name` in messages.
    public init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    /// Standard output.
    public static let output = StandardStream(descriptor: 1, name: "stdout")
    /// Standard error.
    public static let error = StandardStream(descriptor: 2, name: "stderr")

    /// Writes all of `bytes`.
    /// - Throws: ``FileError/io(path:reason:)`` with the system's reason.
    /// - Cost: one `write(2)` per 1 GiB, more only for short writes.
    public func write(_ bytes: some Collection<UInt8>) throws(FileError) {
        if ClosedStandardDescriptors.contains(descriptor) {
            throw .io(path: name, reason: "it was closed when springtune started")
        }
        if let code = writeAll(descriptor, bytes) {
            throw .io(path: name, reason: FileError.reason(code))
        }
    }

    /// Writes the UTF-8 bytes of `text`.
    public func write(_ text: String) throws(FileError) {
        try write(Array(text.utf8))
    }

    /// Whether the stream is a terminal.
    public var isTerminal: Bool {
        !ClosedStandardDescriptors.contains(descriptor) && isatty(descriptor) == 1
    }

    /// Opens `/dev/null` on each of descriptors 0, 1 and 2 that is closed, and remembers
    /// which were, so that writes to them fail with a clear error instead of landing in
    /// whatever file the process opens next. Call once, first thing in `main`.
    public static func protectClosedDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
            ClosedStandardDescriptors.insert(descriptor)
        }
    }
}

/// The standard descriptors found closed at start (set once, before any thread starts).
enum ClosedStandardDescriptors {
    nonisolated(unsafe) private static var closed: [Bool] = [false, false, false]

    static func insert(_ descriptor: Int32) { closed[Int(descriptor)] = true }

    static func contains(_ descriptor: Int32) -> Bool {
        (0...2).contains(descriptor) && closed[Int(descriptor)]
    }
}

/// Writes all of `bytes` to `descriptor`, retrying short writes and `EINTR`.
/// - Returns: `nil`, or the `errno` of the write that failed.
func writeAll(_ descriptor: Int32, _ bytes: some Collection<UInt8>) -> Int32? {
    let write: (UnsafeRawBufferPointer) -> Int32? = { raw in
        var offset = 0
        while offset < raw.count {
            guard let base = raw.baseAddress else { return nil }
            let written = systemWrite(descriptor, base + offset, min(raw.count - offset, 1 << 30))
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
    if let result = bytes.withContiguousStorageIfAvailable({ write(UnsafeRawBufferPointer($0)) }) {
        return result
    }
    return Array(bytes).withUnsafeBytes(write)
}

/// The POSIX `write(2)`, named apart from the `write` methods of this module's types.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
