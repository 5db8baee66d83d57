/// Typed access to parsed JSON with the JSON path of any mismatch.
///
/// The `path` arguments are autoclosures: a caller writes `at: path + ".name"`, and the string is
/// built only when a mismatch is reported, so decoding deep or wide documents never spends time
/// or memory on paths. Cost: O(1) per access (O(members) for ``subscript(_:)``).
extension JSONValue {
    /// The name of this value's JSON type, for messages.
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number, .integer: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The members of an object.
    public func objectMembers(at path: @autoclosure () -> String) throws(JSONTypeError) -> [(String, JSONValue)] {
        guard case .object(let members) = self else { throw JSONTypeError(path: path(), expected: "an object", found: typeName) }
        return members
    }

    /// The elements of an array.
    public func arrayElements(at path: @autoclosure () -> String) throws(JSONTypeError) -> [JSONValue] {
        guard case .array(let elements) = self else { throw JSONTypeError(path: path(), expected: "an array", found: typeName) }
        return elements
    }

    /// A string.
    public func stringValue(at path: @autoclosure () -> String) throws(JSONTypeError) -> String {
        guard case .string(let text) = self else { throw JSONTypeError(path: path(), expected: "a string", found: typeName) }
        return text
    }

    /// A number.
    public func numberValue(at path: @autoclosure () -> String) throws(JSONTypeError) -> Double {
        switch self {
        case .number(let value): return value
        case .integer(let value): return Double(value)
        default: throw JSONTypeError(path: path(), expected: "a number", found: typeName)
        }
    }

    /// A boolean.
    public func boolValue(at path: @autoclosure () -> String) throws(JSONTypeError) -> Bool {
        guard case .bool(let value) = self else { throw JSONTypeError(path: path(), expected: "a boolean", found: typeName) }
        return value
    }

    /// The member `key` of an object, or `nil` when absent.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }
}

/// A JSON value of the wrong type or shape, located by its JSON path (`$.presets[2].spring`).
public struct JSONTypeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where: a JSON path from the document root `$`.
    public var path: String
    /// What was expected there.
    public var expected: String
    /// What was found.
    public var found: String

    /// Creates an error.
    public init(path: String, expected: String, found: String) {
        self.path = path
        self.expected = expected
        self.found = found
    }

    /// `$.presets[0].name: expected a string, found a number`.
    public var description: String { "\(path): expected \(expected), found \(found)" }
}
