/// A display frame rate in Hz, checked once: finite and in ``allowed``, (0, 10000].
///
/// The one rule every frame rate follows: an engine's `--frame-rate`, Svelte's `frameRate`
/// key and the rows `convert` and `export` write at a rate, a folder of video frames' rate,
/// the MCP server's bounds. 10000 Hz is far past any display (a frame every 0.1 ms) and keeps
/// a frame engine's frame count bounded. Cost: constant.
public struct FrameRate: Sendable, Hashable {
    /// The rate in Hz, in ``allowed``.
    public let hertz: Double

    /// The rates taken, in Hz: (0, 10000].
    public static let allowed = ParameterRange(lowerBound: 0, includesLowerBound: false, upperBound: 10_000, includesUpperBound: true)

    /// `hertz` as a frame rate, or `nil` when it is not finite or outside ``allowed``.
    public init?(hertz: Double) {
        guard Self.allowed.contains(hertz) else { return nil }
        self.hertz = hertz
    }

    /// The time between frames, 1 / ``hertz`` seconds.
    public var frameInterval: Double { 1 / hertz }
}
