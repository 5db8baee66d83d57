#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension PresetFile {
    /// The largest preset file read, in bytes (32 MiB, as `scan` caps a source file; the
    /// bundled files together are under 1 MiB), so a huge file is refused before it is read
    /// rather than filling memory.
    public static let maximumFileSize = 32 << 20

    /// The bytes of the preset file at `path`, at most ``maximumFileSize``.
    /// - Throws: ``PresetFileError``: unreadable (missing, a folder, no permission; exit 66),
    ///   or larger than ``maximumFileSize`` (exit 65, naming the size and the limit).
    /// - Cost: one `fstat(2)` and a read of the file; memory O(file).
    public static func contents(atPath path: String) throws(PresetFileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw PresetFileError(path: path, location: "", message: errno == ENOENT ? "no such file" : "not readable", unreadable: true)
        }
        defer { _ = close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw PresetFileError(path: path, location: "", message: "not readable", unreadable: true)
        }
        guard info.st_mode & S_IFMT != S_IFDIR else {
            throw PresetFileError(path: path, location: "", message: "it is a folder, not a preset file", unreadable: true)
        }
        let tooLarge = PresetFileError(path: path, location: "",
                                       message: "the file is larger than \(maximumFileSize) bytes (the largest preset file read)")
        if info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > maximumFileSize { throw tooLarge }
        // Read up to one byte past the limit, so a file that grows (or a device) is caught too.
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw PresetFileError(path: path, location: "", message: "not readable", unreadable: true)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > maximumFileSize { throw tooLarge }
        }
        return bytes
    }
}
