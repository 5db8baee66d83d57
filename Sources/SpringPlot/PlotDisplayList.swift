import SpringKit

/// A plot as the list of drawing operations that draw it: what a canvas (an HTML `<canvas>`'s
/// 2D context, cairo, Core Graphics) replays, in order, to draw the plot as
/// ``ResponsePlot/render(format:)`` draws it.
///
/// The operations are recorded from the same drawing code as the PNG, SVG and PDF outputs,
/// while it draws into cairo, so the list is that drawing: the same paths (in canvas points,
/// origin at the top left, y down), colours, line widths and dashes, clips and texts. Only the
/// text's glyphs are left to the canvas: a ``Text`` names its string, font and anchor, and the
/// canvas draws it in its own copy of the font (the images draw DejaVu Sans glyph outlines).
///
/// The studio sends this list instead of an SVG image: a browser draws it on a `<canvas>` in
/// about a millisecond, where decoding and rasterizing the SVG (its glyph outlines included)
/// takes ten or more.
///
/// - Accuracy: path coordinates are read back from cairo, which keeps them in 24.8 fixed point
///   (within 1/512 point of what the plot computed, as in the PNG); texts' anchors are exact.
///   A serialization may round further (the studio keeps 0.01 point).
public struct PlotDisplayList: Sendable, Hashable {
    /// The canvas width in points.
    public var width: Double
    /// The canvas height in points.
    public var height: Double
    /// The operations, in drawing order.
    public var operations: [Operation]

    /// Creates a display list.
    public init(width: Double, height: Double, operations: [Operation]) {
        self.width = width
        self.height = height
        self.operations = operations
    }

    /// One drawing operation. Its state (clip) follows the canvas convention: ``save`` and
    /// ``restore`` bracket a ``clip(_:)``.
    public enum Operation: Sendable, Hashable {
        /// Saves the drawing state (the clip).
        case save
        /// Restores the state saved by the matching ``save``.
        case restore
        /// Intersects the clip with the path's interior (non-zero winding).
        case clip([PathElement])
        /// Fills the path's interior (non-zero winding) with a colour.
        case fill([PathElement], PlotColor)
        /// Strokes the path.
        case stroke([PathElement], Stroke)
        /// Fills the whole clip region with a colour.
        case paint(PlotColor)
        /// Fills a rectangle with a vertical linear gradient.
        case gradient(Gradient)
        /// Draws a text.
        case text(Text)
    }

    /// One element of a path, in canvas points.
    public enum PathElement: Sendable, Hashable {
        /// Starts a subpath at a point.
        case move(x: Double, y: Double)
        /// A straight segment to a point.
        case line(x: Double, y: Double)
        /// A cubic Bézier segment through two control points to a point.
        case curve(x1: Double, y1: Double, x2: Double, y2: Double, x: Double, y: Double)
        /// Closes the subpath.
        case close
    }

    /// How a path is stroked.
    public struct Stroke: Sendable, Hashable {
        /// The colour.
        public var color: PlotColor
        /// The line width in points.
        public var lineWidth: Double
        /// The dash pattern in points (on, off, …); empty for a solid line.
        public var dash: [Double]
        /// The ends of open subpaths.
        public var lineCap: LineCap
        /// The corners between segments.
        public var lineJoin: LineJoin

        /// Creates a stroke style.
        public init(color: PlotColor, lineWidth: Double, dash: [Double] = [], lineCap: LineCap = .butt, lineJoin: LineJoin = .miter) {
            self.color = color
            self.lineWidth = lineWidth
            self.dash = dash
            self.lineCap = lineCap
            self.lineJoin = lineJoin
        }
    }

    /// The ends of a stroked open subpath (the canvas `lineCap` values).
    public enum LineCap: String, Sendable, Hashable {
        /// Flat, ending at the end point.
        case butt
        /// A half disc beyond the end point.
        case round
        /// A half square beyond the end point.
        case square
    }

    /// The corners of a stroked path (the canvas `lineJoin` values).
    public enum LineJoin: String, Sendable, Hashable {
        /// Sharp corners (cut at a miter limit of 10, cairo's and the canvas's default).
        case miter
        /// Rounded corners.
        case round
        /// Cut corners.
        case bevel
    }

    /// A rectangle filled with a vertical linear gradient.
    public struct Gradient: Sendable, Hashable {
        /// The rectangle's left edge, top edge, width and height, in points.
        public var x: Double, y: Double, width: Double, height: Double
        /// The colour stops: offset 0 at the rectangle's bottom edge, 1 at its top.
        public var stops: [GradientStop]

        /// Creates a gradient fill.
        public init(x: Double, y: Double, width: Double, height: Double, stops: [GradientStop]) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.stops = stops
        }
    }

    /// A gradient's colour at an offset.
    public struct GradientStop: Sendable, Hashable {
        /// The offset in 0…1 (0 at the bottom edge).
        public var offset: Double
        /// The colour there.
        public var color: PlotColor

        /// Creates a colour stop.
        public init(offset: Double, color: PlotColor) {
            self.offset = offset
            self.color = color
        }
    }

    /// Where a text starts relative to its anchor, along its baseline (the canvas `textAlign`).
    public enum TextAlignment: String, Sendable, Hashable {
        /// The text starts at the anchor.
        case start
        /// The text is centred on the anchor.
        case center
        /// The text ends at the anchor.
        case end
    }

    /// A line of text.
    ///
    /// To draw it: move the origin to (``x``, ``y``), rotate by ``angle``, and draw ``string``
    /// aligned by ``alignment`` with its baseline at ``baselineOffset`` below the origin (the
    /// offset puts the anchor at the text's middle, top or bottom as the plot placed it, by the
    /// plot font's ascent and descent), no wider than ``width``.
    public struct Text: Sendable, Hashable {
        /// The text.
        public var string: String
        /// The anchor's x, in points.
        public var x: Double
        /// The anchor's y, in points.
        public var y: Double
        /// The rotation about the anchor in radians (clockwise on screen, as the canvas's `rotate`).
        public var angle: Double
        /// How far below the anchor the baseline is, in points (negative: above), before rotation.
        public var baselineOffset: Double
        /// How the text is aligned to the anchor along its baseline.
        public var alignment: TextAlignment
        /// The font family the plot measured the text in ("DejaVu Sans").
        public var fontFamily: String
        /// The font size in points.
        public var fontSize: Double
        /// The text's advance width in the plot's font, in points: the room the layout gave it.
        /// A canvas drawing it in another font keeps it within this width (the 2D context's
        /// `fillText(text, x, y, maxWidth)` condenses a wider rendering).
        public var width: Double
        /// Whether the font is bold.
        public var isBold: Bool
        /// The colour.
        public var color: PlotColor

        /// Creates a text operation.
        public init(string: String, x: Double, y: Double, angle: Double = 0, baselineOffset: Double = 0, alignment: TextAlignment = .start,
                    fontFamily: String = PlotDisplayList.fontFamily, fontSize: Double, width: Double, isBold: Bool = false, color: PlotColor) {
            self.string = string
            self.x = x
            self.y = y
            self.angle = angle
            self.baselineOffset = baselineOffset
            self.alignment = alignment
            self.fontFamily = fontFamily
            self.fontSize = fontSize
            self.width = width
            self.isBold = isBold
            self.color = color
        }
    }

    /// The font family every plot measures and draws its text in.
    public static let fontFamily = "DejaVu Sans"
}
