/// Where a streaming command's rows go (`sweep`, `solve`, `metrics --input`): the temporary
/// file beside the output file, renamed over it when the run succeeds (nothing is left behind
/// when it fails), or stdout through a buffer.
public enum RowSink {
    /// The output file, written atomically.
    case file(AtomicFileWriter)
    /// Standard output, through a buffer.
    case standardOutput(BufferedStreamWriter)

    /// Standard output through a new buffer.
    public static func standardOutput() -> RowSink { .standardOutput(BufferedStreamWriter(stream: .output)) }

    /// The sink for an output path: the file at `path`, or stdout for `nil` or `-`.
    /// - Throws: ``FileError`` when the file cannot be created.
    public init(path: String?) throws(FileError) {
        if let path, path != "-" {
            self = .file(try AtomicFileWriter(path: path))
        } else {
            self = .standardOutput()
        }
    }

    /// Writes `text` (buffered; a file's bytes are committed by ``finish()``).
    public func write(_ text: String) throws {
        switch self {
        case .file(let writer): try writer.write(text)
        case .standardOutput(let buffer): try buffer.write(text)
        }
    }

    /// Flushes stdout's buffer; a file is left to ``finish()``.
    public func flush() throws {
        if case .standardOutput(let buffer) = self { try buffer.flush() }
    }

    /// Whether the rows go to stdout.
    public var isStandardOutput: Bool {
        if case .standardOutput = self { true } else { false }
    }

    /// Commits the file, or flushes stdout and reports any write that failed on the way.
    public func finish() throws {
        switch self {
        case .file(let writer): try writer.commit()
        case .standardOutput(let buffer): try buffer.finish()
        }
    }
}
