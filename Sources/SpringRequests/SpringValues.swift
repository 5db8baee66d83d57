import SpringKit

/// One spring's values given one by one (mass, stiffness, damping, velocity, from and to),
/// as the command line's single-spring options give them: the rule that turns them into a
/// physical spring spec, written once.
public struct SpringValues: Sendable, Hashable {
    /// The mass m (default 1).
    public var mass: Double?
    /// The stiffness k (needed).
    public var stiffness: Double?
    /// The damping c (needed).
    public var damping: Double?
    /// The initial velocity (default 0).
    public var velocity: Double?
    /// The start value (default 0).
    public var from: Double?
    /// The target value (default 1).
    public var to: Double?

    /// The values given; `nil` for each one not given.
    public init(mass: Double? = nil, stiffness: Double? = nil, damping: Double? = nil, velocity: Double? = nil,
                from: Double? = nil, to: Double? = nil) {
        (self.mass, self.stiffness, self.damping, self.velocity, self.from, self.to) = (mass, stiffness, damping, velocity, from, to)
    }

    /// Whether any value was given.
    public var isGiven: Bool { [mass, stiffness, damping, velocity, from, to].contains { $0 != nil } }

    /// The refusal of springs given both as values and as `others`: `OTHERS and the
    /// single-spring flags (--mass --stiffness --damping --velocity --from --to) do not mix`
    /// on the command line.
    static func notMixing(with others: RequestMessage) -> RequestError {
        let named: RequestMessage = " and the single-spring flags (\(field: .fit(.mass)) \(field: .stiffness) \(field: .damping) \(field: .fit(.velocity)) \(field: .from) \(field: .to)) do not mix"
        return RequestError(.usage, RequestMessage(parts: others.parts + named.parts))
    }

    /// The physical spring spec the values give: mass (if given), stiffness, damping, then
    /// velocity, from and to (if given). The values themselves are checked when the spec is
    /// resolved.
    /// - Throws: ``RequestError`` (usage) when stiffness or damping is missing.
    public func spec() throws(RequestError) -> SpringSpec {
        guard let stiffness, let damping else {
            throw RequestError(.usage, "the single-spring flags need \(field: .stiffness) and \(field: .damping) (or give \(field: .spring) SPEC)")
        }
        var items = [SpringSpec.Item(key: .stiffness, value: stiffness), .init(key: .damping, value: damping)]
        if let mass { items.insert(.init(key: .mass, value: mass), at: 0) }
        if let velocity { items.append(.init(key: .velocity, value: velocity)) }
        if let from { items.append(.init(key: .from, value: from)) }
        if let to { items.append(.init(key: .to, value: to)) }
        return SpringSpec(base: .family(.physical), items: items)
    }
}
