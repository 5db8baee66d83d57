#if MCP
import Foundation
import MCP
import SpringIO

extension JSONValue {
    /// The SDK's value as SpringIO's JSON: an object's members sorted by name (the SDK keeps no
    /// order), a data URL (which the SDK decodes from a string starting `data:`) as its string.
    init(_ value: Value) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .integer(number)
        case .double(let number): self = .number(number)
        case .string(let text): self = .string(text)
        case .data(let mimeType, let data): self = .string(data.dataURLEncoded(mimeType: mimeType))
        case .array(let items): self = .array(items.map(JSONValue.init))
        case .object(let members): self = .object(members.sorted { $0.key < $1.key }.map { ($0.key, JSONValue($0.value)) })
        }
    }
}

extension Value {
    /// SpringIO's JSON as the SDK's value (a number that is not finite as `null`).
    init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .integer(let number): self = .int(number)
        case .number(let number): self = number.isFinite ? .double(number) : .null
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(Value.init))
        case .object(let members): self = .object(Dictionary(members.map { ($0.0, Value($0.1)) }, uniquingKeysWith: { _, last in last }))
        }
    }
}
#endif
