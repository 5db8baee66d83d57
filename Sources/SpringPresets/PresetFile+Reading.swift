import SpringIO

extension PresetFile {
    /// The largest preset file read, in bytes (32 MiB, as `scan` caps a source file; the
    /// bundled files together are under 1 MiB), so a huge file is refused before it is read
    /// rather than filling memory.
    public static let maximumFileSize = 32 << 20

    /// The bytes of the preset file at `path`, at most ``maximumFileSize``.
    /// - Throws: ``PresetFileError``: unreadable (missing, a folder, no permission; exit 66),
    ///   or larger than ``maximumFileSize`` (exit 65, naming the size and the limit).
    /// A FIFO or device is read to its end (a shell's `<(command)`), through
    /// SpringIO's `Platform.readFile(atPath:limit:acceptingStreams:)`.
    /// - Cost: one `fstat(2)` and a read of the file; memory O(file).
    public static func contents(atPath path: String) throws(PresetFileError) -> [UInt8] {
        switch Platform.readFile(atPath: path, limit: maximumFileSize, acceptingStreams: true) {
        case .success(let bytes):
            return bytes
        case .failure(.notRegularFile):
            throw PresetFileError(path: path, location: "", message: "it is a folder, not a preset file", unreadable: true)
        case .failure(.tooLarge):
            throw PresetFileError(path: path, location: "",
                                  message: "the file is larger than \(maximumFileSize) bytes (the largest preset file read)")
        case .failure(let failure):
            throw PresetFileError(path: path, location: "", message: failure.isNoSuchFile ? "no such file" : "not readable", unreadable: true)
        }
    }
}
