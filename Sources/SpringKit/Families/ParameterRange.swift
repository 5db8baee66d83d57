/// The values a parameter may take: an interval whose ends are open or closed, as the
/// family's conversion checks them (`(0, ∞)`, `(−1, 1]`, `[0, 20]`). Values are also finite.
///
/// This is the range the conversion itself enforces (``SpringFamily/spring(_:mass:)``
/// refuses a value outside it); a family may refuse some values inside it for other reasons,
/// which its parameter's summary names (the settling family's damping ratio must also exceed
/// `ε/√(1+ε²)`).
public struct ParameterRange: Sendable, Hashable, CustomStringConvertible {
    /// The lower end (`-infinity` for none).
    public var lowerBound: Double
    /// Whether the lower end is allowed.
    public var includesLowerBound: Bool
    /// The upper end (`infinity` for none).
    public var upperBound: Double
    /// Whether the upper end is allowed.
    public var includesUpperBound: Bool

    /// Creates a range.
    public init(lowerBound: Double, includesLowerBound: Bool, upperBound: Double, includesUpperBound: Bool) {
        self.lowerBound = lowerBound
        self.includesLowerBound = includesLowerBound
        self.upperBound = upperBound
        self.includesUpperBound = includesUpperBound
    }

    /// Every finite number.
    public static let finite = ParameterRange(lowerBound: -.infinity, includesLowerBound: false,
                                              upperBound: .infinity, includesUpperBound: false)
    /// Finite numbers > 0.
    public static let positive = ParameterRange(lowerBound: 0, includesLowerBound: false,
                                                upperBound: .infinity, includesUpperBound: false)
    /// Finite numbers ≥ 0.
    public static let nonNegative = ParameterRange(lowerBound: 0, includesLowerBound: true,
                                                   upperBound: .infinity, includesUpperBound: false)

    /// Whether `value` is finite and inside the range.
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        let aboveLower = includesLowerBound ? value >= lowerBound : value > lowerBound
        let belowUpper = includesUpperBound ? value <= upperBound : value < upperBound
        return aboveLower && belowUpper
    }

    /// Interval notation: `(0, ∞)`, `(−1, 1]`, `[0, 20]`.
    public var description: String {
        func bound(_ value: Double) -> String {
            if value == .infinity { return "∞" }
            if value == -.infinity { return "−∞" }
            let text = value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : value.description
            return text.hasPrefix("-") ? "−" + text.dropFirst() : text
        }
        return (includesLowerBound ? "[" : "(") + bound(lowerBound) + ", " + bound(upperBound)
            + (includesUpperBound ? "]" : ")")
    }
}
