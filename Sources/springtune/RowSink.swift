import SpringIO

/// Where a streaming command's rows go (`sweep`, `solve`, `metrics --input`): the temporary
/// file beside `-o FILE`, renamed over it when the run succeeds (nothing is left behind when
/// it fails), or stdout through a buffer.
enum RowSink {
    case file(AtomicFileWriter)
    case standardOutput(BufferedStreamWriter)

    static func standardOutput() -> RowSink { .standardOutput(BufferedStreamWriter(stream: .output)) }

    /// The sink for `-o`: the file at `path`, or stdout for `nil` or `-`.
    init(path: String?) throws(FileError) {
        if let path, path != "-" {
            self = .file(try AtomicFileWriter(path: path))
        } else {
            self = .standardOutput()
        }
    }

    func write(_ text: String) throws {
        switch self {
        case .file(let writer): try writer.write(text)
        case .standardOutput(let buffer): try buffer.write(text)
        }
    }

    func flush() throws {
        if case .standardOutput(let buffer) = self { try buffer.flush() }
    }

    /// Commits the file, or flushes stdout and reports any write that failed on the way.
    func finish() throws {
        switch self {
        case .file(let writer): try writer.commit()
        case .standardOutput(let buffer): try buffer.finish()
        }
    }
}
