import SpringIO
import SpringKit
import SpringRequests

/// The arguments of one tool call, checked against the tool's ``MCPArgument``s: every name is
/// one the tool takes, every value of its argument's JSON type, every string free of NUL bytes
/// and at most ``MCPLimits/maximumStringBytes`` long, every list at most its count, every
/// required argument given. `null` counts as not given. The values themselves (ranges,
/// grammar) are the request layer's to check.
public struct MCPArguments: Sendable {
    private var values: [String: JSONValue]

    /// The arguments `given`, checked.
    /// - Parameter tool: the tool's name, for messages.
    /// - Throws: ``SpringRequests/RequestError`` (usage) naming the first argument at fault and what it takes.
    /// - Cost: O(bytes of the arguments).
    public init(_ given: [(String, JSONValue)], for arguments: [MCPArgument], tool: String, limits: MCPLimits) throws(RequestError) {
        var values: [String: JSONValue] = [:]
        for (name, value) in given {
            guard let argument = arguments.first(where: { $0.name == name }) else {
                let names = arguments.map(\.name)
                let closest = name.utf8.count <= 100 ? Suggestions.closest(to: name, among: names) : []
                let hint = closest.isEmpty ? "" : " (did you mean \(closest.joined(separator: ", "))?)"
                throw RequestError(.usage, "unknown argument \(Self.excerpt(name)) for \(tool)\(hint): it takes \(names.joined(separator: ", "))")
            }
            if value == .null { continue }
            try Self.check(value, as: argument, limits: limits)
            values[name] = value
        }
        if let missing = arguments.first(where: { $0.isRequired && values[$0.name] == nil }) {
            throw RequestError(.usage, "\(tool) needs \(missing.name): \(missing.summary)")
        }
        self.values = values
    }

    /// Whether `name` was given.
    public func contains(_ name: String) -> Bool { values[name] != nil }

    /// The number given as `name`.
    public func number(_ name: String) -> Double? {
        switch values[name] {
        case .number(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }

    /// The whole number given as `name`.
    public func integer(_ name: String) -> Int? {
        switch values[name] {
        case .integer(let value): value
        case .number(let value): Int(exactly: value)
        default: nil
        }
    }

    /// Whether `name` was given as `true`.
    public func flag(_ name: String) -> Bool { values[name] == .bool(true) }

    /// The string given as `name`.
    public func string(_ name: String) -> String? {
        if case .string(let text) = values[name] { return text }
        return nil
    }

    /// The strings given as `name`: one, or a list; empty when not given.
    public func strings(_ name: String) -> [String] {
        switch values[name] {
        case .string(let text): return [text]
        case .array(let items): return items.compactMap { if case .string(let text) = $0 { text } else { nil } }
        default: return []
        }
    }

    /// The number given for `field` (named ``SpringRequests/RequestField/argumentName``).
    public func number(_ field: RequestField) -> Double? { number(field.argumentName) }
    /// The whole number given for `field`.
    public func integer(_ field: RequestField) -> Int? { integer(field.argumentName) }
    /// The string given for `field`.
    public func string(_ field: RequestField) -> String? { string(field.argumentName) }
    /// The strings given for `field`.
    public func strings(_ field: RequestField) -> [String] { strings(field.argumentName) }

    // MARK: Checking

    static func check(_ value: JSONValue, as argument: MCPArgument, limits: MCPLimits) throws(RequestError) {
        func refuse(_ allowed: String) -> RequestError {
            invalid(argument.name, describe(value), allowed)
        }
        switch argument.kind {
        case .number:
            switch value {
            case .number, .integer: return
            default: throw refuse("must be a number")
            }
        case .integer:
            switch value {
            case .integer: return
            case .number(let number) where Int(exactly: number) != nil: return
            default: throw refuse("must be a whole number")
            }
        case .boolean:
            guard case .bool = value else { throw refuse("must be true or false") }
        case .string, .path:
            guard case .string(let text) = value else { throw refuse("must be a string") }
            try checkString(text, argument: argument, limits: limits)
        case .choice(let choices):
            guard case .string(let text) = value else { throw refuse("must be a string: \(choices.joined(separator: ", "))") }
            guard choices.contains(text) else { throw refuse("must be one of \(choices.joined(separator: ", "))") }
        case .strings(let count), .paths(let count):
            switch value {
            case .string(let text):
                try checkString(text, argument: argument, limits: limits)
            case .array(let items):
                guard items.count <= count else { throw refuse("at most \(count) items") }
                for item in items {
                    guard case .string(let text) = item else { throw refuse("must be a string or a list of strings") }
                    try checkString(text, argument: argument, limits: limits)
                }
            default:
                throw refuse("must be a string or a list of strings")
            }
        }
    }

    static func checkString(_ text: String, argument: MCPArgument, limits: MCPLimits) throws(RequestError) {
        if text.utf8.count > limits.maximumStringBytes {
            throw invalid(argument.name, excerpt(text), "at most \(limits.maximumStringBytes) bytes")
        }
        if text.utf8.contains(0) {
            throw invalid(argument.name, excerpt(text), "must not contain a NUL byte")
        }
    }

    /// `invalid NAME GIVEN: ALLOWED`, a usage error naming an argument.
    static func invalid(_ name: String, _ given: String, _ allowed: String) -> RequestError {
        var error = RequestError(.usage, RequestMessage(parts: [.text("invalid \(name) \(given): \(allowed)")]))
        error.allowed = allowed
        return error
    }

    /// A value as a message names it: a string's excerpt, or its JSON type.
    static func describe(_ value: JSONValue) -> String {
        if case .string(let text) = value { return excerpt(text) }
        return "(\(value.typeName))"
    }

    /// A short, quoted piece of `text` with control characters escaped.
    static func excerpt(_ text: String) -> String {
        SpringError.escapingControlCharacters(TextExcerpt.quoted(text))
    }
}
