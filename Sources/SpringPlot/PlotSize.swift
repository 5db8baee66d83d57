/// A plot's size in points (PNG pixels at scale 1).
///
/// ``standard`` is the one default size: `springtune plot`, the studio's `/api/plot.svg` and
/// `/api/view`, the MCP server's plot tool and the plots' initialisers all take it when no size
/// is given. Cost: constant.
public struct PlotSize: Sendable, Hashable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The default size, 900 × 600 points.
    public static let standard = PlotSize(width: 900, height: 600)
}
