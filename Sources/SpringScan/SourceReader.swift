#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with POSIX `open`/`read` (no Foundation), for speed on many small files.
enum SourceReader {
    /// A read failure: the path and the system's reason.
    struct Failure: Error {
        var path: String
        var reason: String
    }

    /// The file's bytes.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: path, reason: reason(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(path: path, reason: reason(errno)) }
        var bytes = [UInt8]()
        var capacity = max(Int(info.st_size), 0) + 1
        bytes.reserveCapacity(capacity)
        var buffer = [UInt8](repeating: 0, count: min(max(capacity, 4096), 1 << 20))
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, reason: reason(errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            capacity = bytes.count
        }
        return bytes
    }

    /// The system's text for `errno` `code`, lower-cased.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
