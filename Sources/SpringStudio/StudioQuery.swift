import SpringIO
import SpringKit

/// The parameters of a request's query string (`a=1&b=2&b=3`), in order, percent-decoded
/// (`+` is a space, as HTML forms and `URLSearchParams` write it).
public struct StudioQuery: Sendable, Hashable {
    /// The `(name, value)` pairs in the order given.
    public var pairs: [(name: String, value: String)]

    /// Parses `text` (without the leading `?`); a pair without `=` has an empty value.
    public init(_ text: String?) {
        pairs = []
        guard let text, !text.isEmpty else { return }
        for part in text.split(separator: "&", omittingEmptySubsequences: true) {
            let halves = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decode(halves[0])
            let value = halves.count > 1 ? Self.decode(halves[1]) : ""
            pairs.append((name, value))
        }
    }

    /// Pairs given as they are (for tests and callers that build a query).
    public init(pairs: [(name: String, value: String)]) {
        self.pairs = pairs
    }

    /// Equality on the pairs.
    public static func == (a: StudioQuery, b: StudioQuery) -> Bool {
        a.pairs.map { $0.name } == b.pairs.map { $0.name } && a.pairs.map { $0.value } == b.pairs.map { $0.value }
    }

    /// Hash of the pairs.
    public func hash(into hasher: inout Hasher) {
        for pair in pairs { hasher.combine(pair.name); hasher.combine(pair.value) }
    }

    /// Every value of `name`, in order.
    public func all(_ name: String) -> [String] {
        pairs.filter { $0.name == name }.map { $0.value }
    }

    /// The last value of `name`, if given.
    public subscript(name: String) -> String? {
        pairs.last { $0.name == name }?.value
    }

    /// The number `name` holds, `nil` when absent: a plain decimal read by the rule every
    /// `springtune` option and spec reads numbers with (``DecimalNumber/parse(_:)``), so the
    /// API accepts exactly what the command line accepts (no `nan`, `inf`, hex or overflow).
    /// - Throws: ``StudioError`` (bad request) when the value is not a finite plain decimal.
    public func number(_ name: String) throws(StudioError) -> Double? {
        guard let text = self[name] else { return nil }
        guard let value = DecimalNumber.parse(text) else {
            throw StudioError(.badRequest, "invalid \(name) '\(text)': must be a finite decimal number (no nan, inf, hex or overflow)")
        }
        return value
    }

    /// Whether `name` is given as a true flag (`1`, `true`, `yes`, `on`).
    public func flag(_ name: String) -> Bool {
        guard let text = self[name]?.lowercased() else { return false }
        return ["1", "true", "yes", "on"].contains(text)
    }

    /// `text` with `%XX` escapes decoded and `+` read as a space; an invalid escape stays as written.
    static func decode(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), iterator.count >= 2,
                      let high = hexValue(iterator[iterator.startIndex]),
                      let low = hexValue(iterator[iterator.startIndex + 1]) {
                bytes.append(high << 4 | low)
                iterator = iterator.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
