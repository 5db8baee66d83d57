import SpringKit

/// A named parameter value of a fitted spring in its family (`duration`, `bounce`…).
public struct FitParameter: Sendable, Hashable {
    /// The family's key (``SpringKit/SpringParameter/stiffness``, `duration`, `velocity`…);
    /// written as its canonical spelling (`stiffness`).
    public var name: SpringParameter
    /// The value.
    public var value: Double

    /// Creates a parameter value.
    public init(name: SpringParameter, value: Double) {
        self.name = name
        self.value = value
    }
}
