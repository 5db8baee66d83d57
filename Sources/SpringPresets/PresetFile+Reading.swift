import SpringIO
import SpringKit

extension PresetFile {
    /// The largest preset file read, in bytes (32 MiB, as `scan` caps a source file; the
    /// bundled files together are under 1 MiB), so a huge file is refused before it is read
    /// rather than filling memory.
    public static let maximumFileSize = 32 << 20

    /// How long reading a named FIFO waits for a program to open it for writing, in seconds
    /// (a `<(command)` has its writer from the start; a FIFO nobody writes to is refused after it).
    public static let writerWait = 5.0

    /// The bytes of the preset file at `path`, at most ``maximumFileSize``.
    /// - Throws: ``PresetFileError``: unreadable (missing, a folder, no permission, a FIFO
    ///   with no writer within ``writerWait``; exit 66), or larger than ``maximumFileSize``
    ///   (exit 65, naming the size and the limit).
    /// A FIFO or device is read to its end (a shell's `<(command)`), through
    /// SpringIO's `Platform.readFile(atPath:limit:acceptingStreams:writerWait:)`, which never
    /// blocks on opening it.
    /// - Cost: one `fstat(2)` and a read of the file; memory O(file).
    public static func contents(atPath path: String) throws(PresetFileError) -> [UInt8] {
        try contents(atPath: path, acceptingStreams: true)
    }

    /// The bytes of the preset file at `path` when it is a regular file (a file SpringTune
    /// rewrites: `preset refresh`, a save), at most ``maximumFileSize``.
    /// - Throws: ``PresetFileError`` as ``contents(atPath:)``, and unreadable (66) for a FIFO,
    ///   a device or a socket, which a rewrite would replace by a regular file.
    public static func regularFileContents(atPath path: String) throws(PresetFileError) -> [UInt8] {
        try contents(atPath: path, acceptingStreams: false)
    }

    private static func contents(atPath path: String, acceptingStreams: Bool) throws(PresetFileError) -> [UInt8] {
        switch Platform.readFile(atPath: path, limit: maximumFileSize, acceptingStreams: acceptingStreams, writerWait: writerWait) {
        case .success(let bytes):
            return bytes
        case .failure(.notRegularFile):
            let folder = Platform.fileKind(atPath: path, followingLinks: true) == .success(.directory)
            throw PresetFileError(path: path, location: "",
                                  message: folder ? "it is a folder, not a preset file" : "not a regular file (a FIFO, device or socket), which a preset file that is rewritten must be",
                                  unreadable: true)
        case .failure(.tooLarge):
            throw PresetFileError(path: path, location: "",
                                  message: "the file is larger than \(maximumFileSize) bytes (the largest preset file read)")
        case .failure(let failure) where failure.isWithoutWriter:
            throw PresetFileError(path: path, location: "",
                                  message: "a FIFO that no program opened for writing within \(NumberStyle.readable.text(writerWait)) s: nothing to read",
                                  unreadable: true)
        case .failure(let failure):
            throw PresetFileError(path: path, location: "", message: failure.isNoSuchFile ? "no such file" : "not readable", unreadable: true)
        }
    }
}
