import SpringIO

/// What a source file held when it was read, as a short fingerprint: its length and the
/// 64-bit FNV-1a hash of its bytes (`1843-9f2c…`). Two reads of a file give the same version
/// exactly when (barring a 2⁻⁶⁴ hash collision between two texts of one length) they read the
/// same bytes, so a client that shows a file's springs can say which text it saw, and a
/// writer refuse a file changed since (the studio's "Write to source").
///
/// It detects change, it does not authenticate: an edit still compares the whole text it
/// read with the file's bytes just before it writes (``SpringEdit/write()``).
/// Cost: one pass over the bytes.
public struct SourceVersion: Sendable, Hashable, CustomStringConvertible {
    /// The number of bytes.
    public var count: Int
    /// FNV-1a (64-bit) of the bytes.
    public var hash: UInt64

    /// The version of `bytes`.
    public init(of bytes: [UInt8]) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        self.count = bytes.count
        self.hash = hash
    }

    /// The version of the regular file at `path` as a scan reads it; `nil` when it cannot be
    /// read (missing, not a regular file, larger than a scan reads).
    public init?(fileAt path: String) {
        guard case .success(let bytes) = Platform.readRegularFile(atPath: path, limit: SourceReader.maximumSize) else { return nil }
        self.init(of: bytes)
    }

    /// `COUNT-HASH`, the hash in 16 hexadecimal digits.
    public var description: String {
        let hex = String(hash, radix: 16)
        return "\(count)-" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
