import SpringKit

/// A JSON document with object keys kept in the order they were given.
///
/// Foundation's `JSONEncoder` on Linux does not keep key order from run to run
/// (docs/presets.md); SpringTune's outputs are written through this type so that
/// the same input always gives the same bytes. Non-finite numbers are written
/// as `null`; integral numbers below 1e15 without a fraction (`180`, not `180.0`);
/// others in Swift's shortest round-trip form (`0.1`, `1e-05`), so every double
/// is written exactly.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, written exactly (`null` when not finite).
    case number(Double)
    /// An integer, written as digits.
    case integer(Int)
    /// A string, escaped as RFC 8259 requires.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object whose members keep the order given.
    case object([(String, JSONValue)])

    /// A number, or `null` when `value` is `nil` or not finite.
    public static func number(_ value: Double?) -> JSONValue {
        guard let value, value.isFinite else { return .null }
        return .number(value)
    }

    /// The serialised text: compact on one line, or pretty with two-space indents.
    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(into: &out, pretty: pretty, indent: 0)
        return out
    }

    private func write(into out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .integer(let value): out += String(value)
        case .number(let value): out += JSONValue.format(value)
        case .string(let value): JSONValue.quote(value, into: &out)
        case .array(let values):
            guard !values.isEmpty else { out += "[]"; return }
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: " ", count: indent + 2) }
                value.write(into: &out, pretty: pretty, indent: indent + 2)
            }
            if pretty { out += "\n" + String(repeating: " ", count: indent) }
            out += "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: " ", count: indent + 2) }
                JSONValue.quote(key, into: &out)
                out += pretty ? ": " : ":"
                value.write(into: &out, pretty: pretty, indent: indent + 2)
            }
            if pretty { out += "\n" + String(repeating: " ", count: indent) }
            out += "}"
        }
    }

    /// A finite double as JSON: `180`, `0.25`, `1e-05`; `null` when not finite.
    public static func format(_ value: Double) -> String {
        value.isFinite ? NumberStyle.decimal.text(value) : "null"
    }

    static func quote(_ text: String, into out: inout String) {
        out += "\""
        var text = text
        text.withUTF8 { bytes in
            // Runs of bytes that need no escape are appended whole; every byte that does is
            // ASCII, so a run never splits a multi-byte character.
            var start = 0
            for index in bytes.indices where bytes[index] == 0x22 || bytes[index] == 0x5C || bytes[index] < 0x20 {
                if start < index { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self) }
                switch bytes[index] {
                case 0x22: out += "\\\""
                case 0x5C: out += "\\\\"
                case 0x0A: out += "\\n"
                case 0x0D: out += "\\r"
                case 0x09: out += "\\t"
                default:
                    let hex = String(bytes[index], radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
                start = index + 1
            }
            if start < bytes.count { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self) }
        }
        out += "\""
    }

    /// Equal when both serialise to the same compact text (key order counts).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized(pretty: false) == rhs.serialized(pretty: false)
    }

    /// Hashes the compact serialisation, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(serialized(pretty: false))
    }
}
