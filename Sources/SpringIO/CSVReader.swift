#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of a CSV file or stream, read in pieces so that an input of any size takes
/// constant memory: the one reader of `metrics --input` rows and `fit --data` samples.
///
/// What it reads:
/// - UTF-8 text, with or without a byte order mark (EF BB BF) at the start; bytes that are not
///   UTF-8 are an error naming their line and byte offset (never replaced by U+FFFD), and so is
///   a NUL byte;
/// - lines ended by LF, CR LF or CR (the last line may lack one), each at most
///   ``maximumLineLength`` bytes;
/// - blank lines and lines whose first non-blank character is `#` are skipped;
/// - fields separated by `,`, RFC 4180 quoting within one line (``CSVLine/fields()``).
///
/// Cost: O(bytes) time; memory O(``maximumLineLength``) for a file or stream.
public struct CSVReader {
    /// The longest line accepted, in bytes (terminator excluded): 1 MiB.
    public static let maximumLineLength = 1 << 20

    /// Where the lines come from, for messages (`stdin` for standard input).
    public let name: String
    /// The 1-based number of the line last read (blank and comment lines count).
    public private(set) var lineNumber = 0
    /// The bytes consumed so far, including the byte order mark and line terminators.
    public var bytesRead: Int { consumedBefore + position }

    private var buffer: [UInt8]
    private var position = 0
    private var consumedBefore = 0
    private var atEnd: Bool
    private var startChecked = false
    private let descriptor: Int32?
    private let closes: Bool
    private static let chunkSize = 1 << 16

    /// A reader of bytes already in memory.
    public init(bytes: [UInt8], name: String) {
        self.name = name
        buffer = bytes
        atEnd = true
        descriptor = nil
        closes = false
    }

    /// A reader of the file at `path`.
    /// - Throws: ``CSVError`` of kind ``CSVError/Kind/cannotOpen`` for a missing or unreadable
    ///   file or a folder.
    public init(path: String) throws(CSVError) {
        let opened = open(path, O_RDONLY | O_CLOEXEC)
        guard opened >= 0 else {
            throw CSVError(.cannotOpen, name: path, line: nil, message: FileError.reason(errno))
        }
        var info = stat()
        if fstat(opened, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            closeDescriptor(opened)
            throw CSVError(.cannotOpen, name: path, line: nil, message: "it is a folder")
        }
        self.init(descriptor: opened, name: path, closes: true)
    }

    /// A reader of an open descriptor (standard input), which ``close()`` leaves open
    /// unless `closes`.
    public init(descriptor: Int32, name: String, closes: Bool = false) {
        self.name = name
        buffer = []
        atEnd = false
        self.descriptor = descriptor
        self.closes = closes
    }

    /// Closes the file the reader opened (not a descriptor it was given).
    public func close() {
        if closes, let descriptor { closeDescriptor(descriptor) }
    }

    /// The next line that is neither blank nor a comment, or `nil` at the end of the input.
    /// - Throws: ``CSVError`` naming the line: longer than ``maximumLineLength``, not UTF-8,
    ///   holding a NUL byte (kind `data`); or a read error (kind `io`).
    public mutating func nextLine() throws(CSVError) -> CSVLine? {
        while let bytes = try nextRawLine() {
            let text = bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
            let trimmed = CSVLine.trimmed(Substring(text))
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            return CSVLine(number: lineNumber, text: String(trimmed), name: name)
        }
        return nil
    }

    /// The bytes of the next line, checked, without its terminator.
    private mutating func nextRawLine() throws(CSVError) -> [UInt8]? {
        if !startChecked {
            while buffer.count - position < 3, !atEnd { try refill() }
            if buffer.count - position >= 3, buffer[position] == 0xEF, buffer[position + 1] == 0xBB, buffer[position + 2] == 0xBF {
                position += 3
            }
            startChecked = true
        }
        var scanned = position
        while true {
            // Find LF or CR; a CR last in the buffer waits for the next byte (it may start CR LF).
            let found: Int? = buffer.withUnsafeBufferPointer { bytes in
                var index = scanned
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == 10 || byte == 13 { return index }
                    index += 1
                }
                return nil
            }
            if let end = found, !(buffer[end] == 13 && end + 1 == buffer.count && !atEnd) {
                lineNumber += 1
                guard end - position <= Self.maximumLineLength else { throw tooLong() }
                let line = Array(buffer[position..<end])
                let start = consumedBefore + position
                position = end + 1
                if buffer[end] == 13, position < buffer.count, buffer[position] == 10 { position += 1 }
                try check(line, startingAt: start)
                return line
            }
            scanned = found ?? buffer.count
            if buffer.count - position > Self.maximumLineLength {
                lineNumber += 1
                throw tooLong()
            }
            if atEnd {
                guard position < buffer.count else { return nil }
                lineNumber += 1
                let line = Array(buffer[position...])
                let start = consumedBefore + position
                position = buffer.count
                try check(line, startingAt: start)
                return line
            }
            let kept = position
            try refill()
            scanned -= kept - position
        }
    }

    private func tooLong() -> CSVError {
        CSVError(.data, name: name, line: lineNumber,
                 message: "the line is longer than \(Self.maximumLineLength) bytes (the longest line read)")
    }

    /// Refuses a NUL byte or bytes that are not UTF-8 in `line`, which starts at byte `start` of the input.
    private func check(_ line: [UInt8], startingAt start: Int) throws(CSVError) {
        if let nul = line.firstIndex(of: 0) {
            throw CSVError(.data, name: name, line: lineNumber,
                           message: "a NUL byte at byte offset \(start + nul): a line must be text")
        }
        if let bad = JSONParser.firstInvalidUTF8Offset(in: line) {
            let byte = String(line[bad], radix: 16, uppercase: true)
            throw CSVError(.data, name: name, line: lineNumber,
                           message: "invalid UTF-8 at byte offset \(start + bad) (byte 0x\(byte)): the input must be UTF-8 text")
        }
    }

    /// Drops the consumed bytes and reads the next piece; sets `atEnd` at the end of the input.
    private mutating func refill() throws(CSVError) {
        guard let descriptor, !atEnd else { atEnd = true; return }
        if position > 0 {
            buffer.removeFirst(position)
            consumedBefore += position
            position = 0
        }
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: Self.chunkSize))
        var count = -1
        while true {
            count = buffer.withUnsafeMutableBufferPointer { read(descriptor, $0.baseAddress! + old, Self.chunkSize) }
            if count >= 0 || errno != EINTR { break }
        }
        guard count >= 0 else {
            let reason = FileError.reason(errno)
            buffer.removeLast(Self.chunkSize)
            throw CSVError(.io, name: name, line: nil, message: "read error: \(reason)")
        }
        buffer.removeLast(Self.chunkSize - count)
        if count == 0 { atEnd = true }
    }
}

/// `close(2)`, out of reach of ``CSVReader/close()``'s name.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
