/// The property of the element that a recording's motion is read as.
public enum TrackedProperty: String, CaseIterable, Sendable, Hashable {
    /// Chosen from what changes most between the still frames at the start and the end:
    /// position (x, y or along the path), else scale, else opacity.
    case auto
    /// The horizontal position of the element's centre, in the recording's pixels.
    case x
    /// The vertical position of the element's centre, in pixels.
    case y
    /// The distance travelled along the straight line from the start position to the end
    /// position, in pixels (0 at the start).
    case position
    /// The linear size relative to the size in the last frames (1 at the end): the square root
    /// of the element's covered area over its area there (coverage is linear in area, so
    /// anti-aliasing and blur do not bias it; an element that also fades is not read right).
    case scale
    /// The width of the rectangle with the element's horizontal second moment (√(12·σx²)), in pixels.
    case width
    /// The height of the rectangle with the element's vertical second moment, in pixels.
    case height
    /// The element's coverage (the sum of its pixels' share of the element's colour against
    /// the background) relative to the still frames where it covers most (1 there); read as
    /// opacity when the element keeps its size.
    case opacity

    /// The unit values are in: `px` for positions and sizes, empty for scale and opacity.
    public var unit: String {
        switch self {
        case .x, .y, .position, .width, .height: "px"
        case .auto, .scale, .opacity: ""
        }
    }
}

/// A rectangle of a frame, in the recording's pixels: left, top, width and height.
public struct PixelRegion: Sendable, Hashable, CustomStringConvertible {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width (> 0).
    public var width: Int
    /// The height (> 0).
    public var height: Int

    /// A region.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `X,Y,W,H`.
    public var description: String { "\(x),\(y),\(width),\(height)" }
}
