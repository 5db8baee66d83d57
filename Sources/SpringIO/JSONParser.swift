/// A strict JSON parser (RFC 8259) that keeps object key order, rejects
/// duplicate keys and invalid UTF-8, and reports every error with its line and column.
///
/// Foundation's `JSONDecoder` on Linux gives no position for syntax errors and
/// silently accepts duplicate keys (docs/presets.md); preset files are read
/// through this parser instead. Numbers are parsed as `Double` (a number
/// outside its range is an error, not infinity).
///
/// Cost: O(bytes) time; memory O(bytes) for the value plus O(depth) for the path to the current
/// value, kept as components and spelled out (`$.presets[2].spring`) only for an error message.
public struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    /// The path from the root to the value being parsed; a key shares the parsed key's storage.
    private var path: [PathComponent] = []

    private enum PathComponent {
        case key(String)
        case index(Int)
    }

    /// The deepest nesting accepted, so hostile input cannot exhaust the stack.
    public static let maximumDepth = 256

    /// Parses a whole document.
    /// - Throws: ``JSONSyntaxError`` with the 1-based line and column of the problem.
    ///   Bytes that are not UTF-8 (RFC 8259 §8.1) are an error naming their byte offset,
    ///   never replaced by U+FFFD.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        if let offset = firstInvalidUTF8Offset(in: bytes) {
            throw parser.error("invalid UTF-8 at byte offset \(offset) (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))",
                               at: offset)
        }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else {
            throw parser.error("unexpected text after the JSON document")
        }
        return value
    }

    /// Parses a whole document given as text.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence
    /// (Unicode §3.9, table 3-7: no overlong forms, surrogates or code points above U+10FFFF),
    /// or nil. Cost: O(bytes).
    static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b0 = bytes[i]
            if b0 < 0x80 { i += 1; continue }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF   // range of the second byte
            switch b0 {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return i
            }
            guard i + 1 < n, (low...high).contains(bytes[i + 1]) else { return i }
            for k in 2..<length {
                guard i + k < n, (0x80...0xBF).contains(bytes[i + k]) else { return i }
            }
            i += length
        }
        return nil
    }

    /// The JSON path of the value being parsed, `$.presets[2].spring` (built for messages only).
    private var pathText: String {
        var text = "$"
        for component in path {
            switch component {
            case .key(let key): text += "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    private func error(_ message: String, at position: Int? = nil) -> JSONSyntaxError {
        let position = min(position ?? index, bytes.count)
        var line = 1, column = 1
        var i = 0
        while i < position {
            if bytes[i] == UInt8(ascii: "\n") {
                line += 1; column = 1
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1       // count characters, not UTF-8 continuation bytes
            }
            i += 1
        }
        return JSONSyntaxError(message: message, line: line, column: column)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = current else { throw error("unexpected end of input: expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default:
            throw error("unexpected character '\(Character(Unicode.Scalar(byte)))': expected a value")
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let start = index
        for expected in word.utf8 {
            guard current == expected else { throw error("invalid literal: expected '\(word)'", at: start) }
            index += 1
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(String, JSONValue)] = []
        var seen = Set<String>()
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a string key in object \(pathText)") }
            let keyStart = index
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw error("duplicate key \"\(key)\" in object \(pathText)", at: keyStart)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
            index += 1
            skipWhitespace()
            path.append(.key(key))
            let value = try parseValue()
            path.removeLast()
            members.append((key, value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            case nil: throw error("unexpected end of input: object \(pathText) is not closed")
            default: throw error("expected ',' or '}' in object \(pathText)")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            path.append(.index(elements.count))
            elements.append(try parseValue())
            path.removeLast()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            case nil: throw error("unexpected end of input: array \(pathText) is not closed")
            default: throw error("expected ',' or ']' in array \(pathText)")
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ end: Int) {
            if end > run { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
        }
        while true {
            guard let byte = current else { throw error("unexpected end of input: string is not closed", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                flush(index)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(index)
                index += 1
                guard let escape = current else { throw error("unexpected end of input in an escape") }
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("unpaired surrogate in \\u escape")
                        }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate in \\u escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default:
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'", at: index - 2)
                }
                run = index
            case 0x00..<0x20:
                throw error("control character in a string (write it as an escape)")
            default:
                index += 1
            }
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("unexpected end of input in a \\u escape") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in a \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        func digits() -> Int {
            var count = 0
            while let c = current, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { index += 1; count += 1 }
            return count
        }
        if current == UInt8(ascii: "-") { index += 1 }
        let leadingZero = current == UInt8(ascii: "0")
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("invalid number: expected a digit", at: start) }
        if leadingZero && integerDigits > 1 { throw error("invalid number: leading zero", at: start) }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("invalid number: expected a digit after '.'", at: start) }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("invalid number: expected exponent digits", at: start) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number \(text) is out of range", at: start)
        }
        return value
    }
}

/// A JSON syntax error with its 1-based line and column.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in characters.
    public var column: Int

    /// `line 3, column 7: duplicate key "name" in object $.presets[0]`.
    public var description: String { "line \(line), column \(column): \(message)" }
}
