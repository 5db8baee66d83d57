/// Text for a standard stream, gathered and written in 64 KiB pieces, for output that
/// streams (a sweep's rows).
///
/// A failed write is kept: it is thrown again by every later ``write(_:)``, ``flush()``
/// and ``finish()``, so a caller that ignored one failure (a progress callback) still
/// learns of it at the end, and nothing is reported as written that was lost.
public final class BufferedStreamWriter {
    private let stream: StandardStream
    private var bytes: [UInt8] = []
    private var failure: FileError?

    /// A writer to `stream`.
    public init(stream: StandardStream) {
        self.stream = stream
    }

    /// Appends the UTF-8 bytes of `text`, writing when 64 KiB have gathered.
    public func write(_ text: String) throws(FileError) {
        if let failure { throw failure }
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= 1 << 16 { try flush() }
    }

    /// Writes what has gathered.
    public func flush() throws(FileError) {
        if let failure { throw failure }
        guard !bytes.isEmpty else { return }
        do {
            try stream.write(bytes)
            bytes.removeAll(keepingCapacity: true)
        } catch {
            failure = error
            throw error
        }
    }

    /// Writes what has gathered and reports any failure since the writer was made.
    public func finish() throws(FileError) {
        try flush()
    }
}
