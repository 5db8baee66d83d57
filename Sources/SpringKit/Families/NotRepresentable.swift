/// Why a family cannot express a given spring: one short phrase for people.
///
/// Examples: "bounciness 25.3 is outside POP's range [0, 20]",
/// "Motion clamps ζ to [0.05, 1]; this spring has ζ = 1.6", "undamped: no settling duration".
public struct NotRepresentable: Error, Sendable, Hashable, CustomStringConvertible {
    /// The reason, as one phrase without a trailing period.
    public var reason: String

    /// Creates a reason.
    public init(_ reason: String) {
        self.reason = reason
    }

    /// The reason itself.
    public var description: String { reason }
}

#if !hasFeature(Embedded)
extension NotRepresentable: Codable {
    /// Decodes the reason from a string.
    public init(from decoder: any Decoder) throws {
        reason = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the reason as a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(reason)
    }
}
#endif
