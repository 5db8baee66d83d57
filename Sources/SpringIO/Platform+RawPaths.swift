#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file calls of ``Platform`` for a path given as bytes (``RawPath``), which need not be
/// UTF-8: a name a `String` cannot hold is still found, listed and read.
///
/// A path that is valid UTF-8 takes the `String` call itself, so both behave the same. Any
/// other is opened by its bytes (without blocking, as ``Platform/readFile(atPath:limit:acceptingStreams:)``
/// opens a file) and then read through the opened descriptor's name, `/dev/fd/N` (Linux,
/// macOS and the BSDs provide it): the `String` call does the reading, so its checks and
/// limits are the same for every name.
extension Platform {
    /// The kind of file at `path` (bytes): `stat` when `followingLinks`, else `lstat`.
    /// - Returns: the kind, or the `errno` of the failed call.
    public static func fileKind(atPath path: RawPath, followingLinks: Bool) -> Result<FileKind, ReadFailure> {
        if let text = path.text { return fileKind(atPath: text, followingLinks: followingLinks) }
        var info = stat()
        let name = path.cString
        let status = followingLinks ? stat(name, &info) : lstat(name, &info)
        guard status == 0 else { return .failure(.system(errno)) }
        return .success(kind(mode: info.st_mode))
    }

    /// The entries of the folder at `path` (bytes), as ``directoryEntries(atPath:)-(String)`` lists them.
    /// Cost: one `readdir` per entry (and an `open` for a name that is not UTF-8).
    public static func directoryEntries(atPath path: RawPath) -> Result<[DirectoryEntry], ReadFailure> {
        if let text = path.text { return directoryEntries(atPath: text) }
        return throughDescriptor(path, flags: O_DIRECTORY) { directoryEntries(atPath: $0) }
    }

    /// The bytes of the regular file at `path` (bytes), at most `limit` of them, as
    /// ``readRegularFile(atPath:limit:)-(String)`` reads them.
    public static func readRegularFile(atPath path: RawPath, limit: Int) -> Result<[UInt8], ReadFailure> {
        if let text = path.text { return readRegularFile(atPath: text, limit: limit) }
        return throughDescriptor(path, flags: 0) { readRegularFile(atPath: $0, limit: limit) }
    }

    /// `body` given the `/dev/fd/N` name of `path` opened read-only, without blocking, with `flags`.
    private static func throughDescriptor<Value>(_ path: RawPath, flags: Int32,
                                                 _ body: (String) -> Result<Value, ReadFailure>) -> Result<Value, ReadFailure> {
        let descriptor = open(path.cString, O_RDONLY | O_CLOEXEC | O_NONBLOCK | flags)
        guard descriptor >= 0 else { return .failure(.system(errno)) }
        defer { close(descriptor) }
        return body("/dev/fd/\(descriptor)")
    }
}
