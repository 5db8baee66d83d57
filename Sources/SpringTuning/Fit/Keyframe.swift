import SpringKit

/// One keyframe: a value at a time, in seconds.
public struct Keyframe: Sendable, Hashable {
    /// The time in seconds.
    public var time: Double
    /// The value.
    public var value: Double

    /// Creates a keyframe.
    public init(time: Double, value: Double) {
        self.time = time
        self.value = value
    }
}
