/// A file path as the file system spells it: bytes, which need not be UTF-8 (a Unix file name
/// is any bytes but `/` and NUL), so that a file whose name is not UTF-8 can still be opened
/// (a Swift `String` cannot hold such a name: decoding replaces the bytes).
///
/// Made from a `String` (its UTF-8) or from bytes read from a folder (``Platform/DirectoryEntry``),
/// and shown with ``description``: the UTF-8 text, each byte that is not part of valid UTF-8
/// and each control character written `\xNN`. Cost: one copy of the bytes.
public struct RawPath: Sendable, Hashable, CustomStringConvertible {
    /// The path's bytes, without a terminating NUL.
    public var bytes: [UInt8]

    /// The path of bytes `bytes`.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The path `path` (its UTF-8).
    public init(_ path: String) {
        bytes = Array(path.utf8)
    }

    /// The bytes with a terminating NUL, as the C library takes a path.
    var cString: [CChar] {
        bytes.map { CChar(bitPattern: $0) } + [0]
    }

    /// `self` followed by `/` and `name` (no `/` is added after a path that ends in one).
    public func appending(_ name: [UInt8]) -> RawPath {
        RawPath(bytes: bytes.last == 0x2F ? bytes + name : bytes + [0x2F] + name)
    }

    /// The path as a `String` when it is valid UTF-8 (a `String` of it then names the same
    /// file), else `nil`.
    public var text: String? {
        String(validating: bytes, as: UTF8.self)
    }

    /// Whether the path is valid UTF-8 without control characters: then ``description`` is
    /// its text exactly, and a `String` of it names the same file.
    public var isPlainText: Bool {
        text.map { !$0.unicodeScalars.contains(where: Self.isControl) } ?? false
    }

    /// The path as text: valid UTF-8 as it is, each byte of an invalid sequence and each
    /// control character (U+0000–U+001F, U+007F) as `\xNN` (two upper-case hex digits), so
    /// that it prints on one line and names the bytes. Cost: one pass over the bytes.
    public var description: String {
        var out = ""
        var index = 0
        while index < bytes.count {
            let length = Self.sequenceLength(bytes, at: index)
            if length == 0 {
                out += Self.escaped(bytes[index])
                index += 1
                continue
            }
            let scalar = String(decoding: bytes[index..<(index + length)], as: UTF8.self).unicodeScalars.first!
            out += Self.isControl(scalar) ? Self.escaped(bytes[index]) : String(scalar)
            index += length
        }
        return out
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }

    static func escaped(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "\\x" + (hex.count == 1 ? "0" + hex : hex)
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or 0 when the byte there does
    /// not start one (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF).
    static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let first = bytes[index]
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch first {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }
}
