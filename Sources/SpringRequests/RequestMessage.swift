/// One line of an error, with the values it names kept as ``RequestField``s until a front end
/// spells them (``rendered(naming:)``).
///
/// Written as an interpolated string: `"invalid \(field: .width) \(given): must be 100…10000 points"`.
public struct RequestMessage: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// A piece of the line: literal text, or a value's name.
    public enum Part: Sendable, Hashable {
        /// Text as written.
        case text(String)
        /// The name of a value, spelled by the front end.
        case field(RequestField)
    }

    /// The pieces, in order.
    public var parts: [Part]

    /// A message of `parts`.
    public init(parts: [Part]) { self.parts = parts }

    /// A message of plain text.
    public init(stringLiteral value: String) { parts = [.text(value)] }

    /// A message built by interpolation.
    public init(stringInterpolation: Interpolation) { parts = stringInterpolation.parts }

    /// The line with each field spelled by `name`.
    /// - Cost: O(length of the line).
    public func rendered(naming name: (RequestField) -> String) -> String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .field(let field): name(field)
            }
        }.joined()
    }

    /// The line with each field in plain words (``RequestField/description``).
    public var description: String { rendered(naming: { $0.description }) }

    /// The interpolation of a ``RequestMessage``: text, values, and `\(field:)` names.
    public struct Interpolation: StringInterpolationProtocol, Sendable {
        var parts: [Part] = []

        /// Space for `literalCapacity` characters and `interpolationCount` values.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Literal text.
        public mutating func appendLiteral(_ literal: String) {
            if case .text(let last)? = parts.last {
                parts[parts.count - 1] = .text(last + literal)
            } else if !literal.isEmpty {
                parts.append(.text(literal))
            }
        }

        /// A value's name, spelled by the front end.
        public mutating func appendInterpolation(field: RequestField) {
            parts.append(.field(field))
        }

        /// Any value, as text.
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            appendLiteral(value.description)
        }

        /// A string, as written.
        public mutating func appendInterpolation(_ value: String) {
            appendLiteral(value)
        }
    }
}
