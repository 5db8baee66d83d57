import SpringIO
import SpringRequests

/// One argument a tool takes: its name (the command-line option's, in camelCase), its JSON
/// type, what it means with its unit and range, and whether it must be given. A tool's input
/// JSON Schema is generated from its arguments (``MCPTool/inputSchema``), and the arguments of
/// a call are checked against them (``MCPArguments``) before the request layer sees them.
///
/// An argument that gives a request's value names its ``RequestField``: its name is then the
/// field's (``SpringRequests/RequestField/argumentName``), so the request's errors name the
/// value exactly as the schema does.
public struct MCPArgument: Sendable, Hashable {
    /// The JSON value an argument takes.
    public enum Kind: Sendable, Hashable {
        /// A finite number, optionally within bounds (in the schema as `minimum`, `maximum`,
        /// `exclusiveMinimum`, `exclusiveMaximum`); the request checks the range and names it when refused.
        case number(Bounds?)
        /// A whole number, optionally at least and at most given values.
        case integer(minimum: Int?, maximum: Int?)
        /// `true` or `false`.
        case boolean
        /// A string.
        case string
        /// One of a list of strings (the schema's `enum`).
        case choice([String])
        /// One string, or a list of at most `maximumCount` (where the command takes several).
        case strings(maximumCount: Int)
        /// A file or folder, inside the client's roots (``MCPWorkspace``).
        case path
        /// One path, or a list of at most `maximumCount`.
        case paths(maximumCount: Int)
    }

    /// A number's bounds, as JSON Schema writes them.
    public struct Bounds: Sendable, Hashable {
        /// The least value, or `nil`.
        public var minimum: Double?
        /// Whether the least value itself is excluded (`exclusiveMinimum`).
        public var excludesMinimum: Bool
        /// The greatest value, or `nil`.
        public var maximum: Double?
        /// Whether the greatest value itself is excluded (`exclusiveMaximum`).
        public var excludesMaximum: Bool

        /// Bounds `minimum` (excluded when `excludesMinimum`) to `maximum` (excluded when `excludesMaximum`).
        public init(minimum: Double? = nil, excludesMinimum: Bool = false, maximum: Double? = nil, excludesMaximum: Bool = false) {
            self.minimum = minimum
            self.excludesMinimum = excludesMinimum
            self.maximum = maximum
            self.excludesMaximum = excludesMaximum
        }

        /// Greater than zero.
        public static let positive = Bounds(minimum: 0, excludesMinimum: true)
        /// Zero or more.
        public static let nonNegative = Bounds(minimum: 0)
    }

    /// The argument's name in a call.
    public var name: String
    /// Its JSON type.
    public var kind: Kind
    /// What it means, with its unit, range and default.
    public var summary: String
    /// Whether a call must give it.
    public var isRequired: Bool

    /// An argument `name` of `kind`.
    public init(_ name: String, _ kind: Kind, _ summary: String, required: Bool = false) {
        self.name = name
        self.kind = kind
        self.summary = summary
        self.isRequired = required
    }

    /// The argument giving a request's `field`, named as the field is (``SpringRequests/RequestField/argumentName``).
    public init(_ field: RequestField, _ kind: Kind, _ summary: String, required: Bool = false) {
        self.init(field.argumentName, kind, summary, required: required)
    }

    /// The argument's JSON Schema: its type (and `enum`, bounds, `maxItems`) and description.
    public var schema: JSONValue {
        var members: [(String, JSONValue)]
        switch kind {
        case .number(let bounds):
            members = [("type", .string("number"))]
            if let bounds {
                if let minimum = bounds.minimum {
                    members.append((bounds.excludesMinimum ? "exclusiveMinimum" : "minimum", .number(minimum)))
                }
                if let maximum = bounds.maximum {
                    members.append((bounds.excludesMaximum ? "exclusiveMaximum" : "maximum", .number(maximum)))
                }
            }
        case .integer(let minimum, let maximum):
            members = [("type", .string("integer"))]
            if let minimum { members.append(("minimum", .integer(minimum))) }
            if let maximum { members.append(("maximum", .integer(maximum))) }
        case .boolean:
            members = [("type", .string("boolean"))]
        case .string, .path:
            members = [("type", .string("string"))]
        case .choice(let values):
            members = [("type", .string("string")), ("enum", .array(values.map { .string($0) }))]
        case .strings(let count), .paths(let count):
            members = [("anyOf", .array([
                .object([("type", .string("string"))]),
                .object([("type", .string("array")), ("items", .object([("type", .string("string"))])), ("maxItems", .integer(count))]),
            ]))]
        }
        members.append(("description", .string(summary)))
        return .object(members)
    }

    /// Whether the argument names files or folders (read only inside the client's roots).
    public var isPath: Bool {
        switch kind {
        case .path, .paths: true
        default: false
        }
    }
}
