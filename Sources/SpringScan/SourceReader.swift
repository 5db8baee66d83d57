#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpringIO

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Musl)
private let systemRead = Musl.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif

/// Reads whole files with POSIX `open`/`read` (no Foundation), for speed on many small files.
enum SourceReader {
    /// A read failure: the path and the system's reason.
    struct Failure: Error {
        var path: String
        var reason: String
    }

    /// Files larger than this are not read (minified bundles, data): 32 MiB.
    static let maximumSize = 32 << 20

    /// The file's bytes.
    /// - Throws: ``Failure`` when it cannot be read or is larger than ``maximumSize``.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: path, reason: Platform.reason(forError: errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(path: path, reason: Platform.reason(forError: errno)) }
        guard Int(info.st_size) <= maximumSize else {
            throw Failure(path: path, reason: "larger than \(maximumSize >> 20) MiB: not scanned")
        }
        var bytes = [UInt8]()
        var capacity = max(Int(info.st_size), 0) + 1
        bytes.reserveCapacity(capacity)
        var buffer = [UInt8](repeating: 0, count: min(max(capacity, 4096), 1 << 20))
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, reason: Platform.reason(forError: errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            if bytes.count > maximumSize { throw Failure(path: path, reason: "larger than \(maximumSize >> 20) MiB: not scanned") }
            capacity = bytes.count
        }
        return bytes
    }
}
