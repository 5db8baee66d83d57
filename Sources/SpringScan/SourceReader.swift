import SpringIO

/// Reads whole files through SpringIO's ``Platform`` (POSIX `open`/`read`, no Foundation), for
/// speed on many small files, and turns them into the UTF-8 text the tokenizers read.
enum SourceReader {
    /// A read failure: the path and the reason.
    struct Failure: Error, Equatable {
        var path: String
        var reason: String
    }

    /// Files larger than this are not read (minified bundles, data): 32 MiB.
    static let maximumSize = 32 << 20

    /// The file's bytes, as they are on disk. Only a regular file is read: the file is opened
    /// without blocking and its type checked on the open descriptor, so a FIFO or device put
    /// in its place never blocks the scan.
    /// - Throws: ``Failure`` when it cannot be read, is not a regular file, or is larger than
    ///   ``maximumSize``.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        try read(RawPath(path))
    }

    /// The bytes of the file at `path` (bytes, which need not be UTF-8), as ``read(_:)-(String)``
    /// reads them; the failure names the path as ``RawPath/description`` shows it.
    static func read(_ path: RawPath) throws(Failure) -> [UInt8] {
        switch Platform.readRegularFile(atPath: path, limit: maximumSize) {
        case .success(let bytes):
            return bytes
        case .failure(.system(let code)):
            throw Failure(path: path.description, reason: Platform.reason(forError: code))
        case .failure(.notRegularFile):
            throw Failure(path: path.description, reason: "not a regular file: not scanned")
        case .failure(.tooLarge):
            throw Failure(path: path.description, reason: "larger than \(maximumSize >> 20) MiB: not scanned")
        }
    }

    /// The file's text as UTF-8 (see ``text(of:)``).
    /// - Throws: ``Failure`` as ``read(_:)-(String)`` does, or when the file is not text.
    static func text(_ path: String) throws(Failure) -> [UInt8] {
        try text(RawPath(path))
    }

    /// The text of the file at `path` (bytes, which need not be UTF-8).
    static func text(_ path: RawPath) throws(Failure) -> [UInt8] {
        let bytes = try read(path)
        guard let text = Self.text(of: bytes) else {
            throw Failure(path: path.description, reason: "not text (a NUL byte at offset \(firstNUL(bytes) ?? 0)): not scanned")
        }
        return text
    }

    /// Source bytes as UTF-8 text: a UTF-8 byte-order mark is dropped, UTF-16 with a
    /// byte-order mark (`FF FE` little-endian, `FE FF` big-endian) is decoded (an unpaired
    /// surrogate becomes U+FFFD), and anything holding a NUL byte (binary data, UTF-16
    /// without a byte-order mark) is not text: `nil`.
    ///
    /// Cost: one pass over the bytes; UTF-16 decoding makes a new array (at most 1.5 times the
    /// file's size).
    static func text(of bytes: [UInt8]) -> [UInt8]? {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let decoded = utf16(bytes, bigEndian: bytes[0] == 0xFE)
            return firstNUL(decoded) == nil ? decoded : nil
        }
        guard firstNUL(bytes) == nil else { return nil }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return Array(bytes[3...]) }
        return bytes
    }

    /// The offset of the first NUL byte, or `nil`: one pass through a buffer pointer (every
    /// file read goes through it, so it is kept cheap in debug builds too).
    static func firstNUL(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                if buffer[index] == 0 { return index }
                index += 1
            }
            return nil
        }
    }

    /// UTF-16 after a 2-byte byte-order mark, as UTF-8 (a trailing odd byte becomes U+FFFD).
    static func utf16(_ bytes: [UInt8], bigEndian: Bool) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - 2) / 2)
        var index = 2
        while index + 1 < bytes.count {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var out: [UInt8] = []
        out.reserveCapacity(units.count + units.count / 2)
        for scalar in UTF16Decoder(units) {
            if let encoded = UTF8.encode(scalar) { out.append(contentsOf: encoded) }
        }
        if index < bytes.count { out.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
        return out
    }
}

/// The Unicode scalars of UTF-16 code units, an unpaired surrogate as U+FFFD.
private struct UTF16Decoder: Sequence, IteratorProtocol {
    var units: IndexingIterator<[UInt16]>
    var decoder = UTF16()

    init(_ units: [UInt16]) { self.units = units.makeIterator() }

    mutating func next() -> Unicode.Scalar? {
        switch decoder.decode(&units) {
        case .scalarValue(let scalar): return scalar
        case .emptyInput: return nil
        case .error: return "\u{FFFD}"
        }
    }
}
