/// A renderer that runs an engine frame by frame at a display frame interval: what POP,
/// Rebound, react-spring, Motion, Android, Flutter, Svelte and Reanimated have in common,
/// written once (their step is the frame interval, and ``RendererOptions/frameInterval``
/// changes it).
public protocol FrameRenderer: SpringRenderer {
    /// The display's frame interval in seconds (``RendererOptions/defaultFrameInterval`` by default).
    var frameInterval: Double { get set }
}

extension FrameRenderer {
    /// The frame interval.
    public var timeStep: Double? { frameInterval }

    /// This renderer at another frame interval.
    public func withTimeStep(_ step: Double) -> Self {
        var copy = self
        copy.frameInterval = step
        return copy
    }
}
