import SpringKit

/// A named parameter value of a fitted spring in its family (`duration`, `bounce`…).
public struct FitParameter: Sendable, Hashable {
    /// The family's key (`stiffness`, `duration`, `velocity`…).
    public var name: String
    /// The value.
    public var value: Double

    /// Creates a parameter value.
    public init(name: String, value: Double) {
        self.name = name
        self.value = value
    }
}
