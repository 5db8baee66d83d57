extension ResponsePlot {
    /// Where a response plot draws its position panel and what the panel spans: enough to map
    /// a point of the drawn image back to a time and a position (the studio's markers and
    /// hover readout), with the same layout the image was drawn with.
    public struct PanelFrame: Sendable, Hashable {
        /// The panel's left edge, in points from the canvas's left.
        public var x: Double
        /// The panel's top edge, in points from the canvas's top.
        public var y: Double
        /// The panel's width in points.
        public var width: Double
        /// The panel's height in points.
        public var height: Double
        /// The time at the left edge (`lowerBound`) and at the right edge (`upperBound`), in seconds.
        public var timeRange: ClosedRange<Double>
        /// The position at the bottom edge (`lowerBound`) and at the top edge (`upperBound`).
        public var positionRange: ClosedRange<Double>
    }

    /// The plot encoded as `format`, with the frame of its position panel; both come from one
    /// layout, so the frame is exactly where the image draws the panel (linear axes).
    /// - Throws: ``PlotError`` for an empty plot, an invalid option or range, or a canvas too
    ///   small for its labels.
    /// - Cost: one layout (every curve sampled at 4 samples per point of width, more for PNG at
    ///   a scale above 2) and one cairo rendering; the frame is read from the layout drawn (the
    ///   panels are shorter when the legend takes a strip below them).
    public func renderWithFrame(format: PlotFormat) throws(PlotError) -> (bytes: [UInt8], frame: PanelFrame) {
        let layout = try layout(samplesPerPoint: format == .png ? max(4, 2 * scale) : 4)
        var drawn = layout
        let bytes = try CairoRenderer.render(format, canvas: canvas) { (context: borrowing CairoContext) in
            drawn = draw(layout, in: context)
        }
        return (bytes, Self.frame(of: drawn))
    }

    /// The plot as a display list (the operations ``render(format:)`` draws, at scale 1), with
    /// the frame of its position panel; both come from one layout, the SVG's (the frame read
    /// from the layout drawn, as ``renderWithFrame(format:)``'s).
    /// - Throws: ``PlotError`` as ``renderWithFrame(format:)``.
    /// - Cost: the SVG's layout and one drawing into a cairo recording surface (nothing
    ///   rasterized, no glyph outlines written); the list holds every path point drawn.
    public func displayListWithFrame() throws(PlotError) -> (displayList: PlotDisplayList, frame: PanelFrame) {
        let layout = try layout(samplesPerPoint: 4)
        var drawn = layout
        let list = try CairoRenderer.displayList(canvas: canvas) { (context: borrowing CairoContext) in
            drawn = draw(layout, in: context)
        }
        return (list, Self.frame(of: drawn))
    }

    /// Where `layout` puts the position panel and what it spans.
    static func frame(of layout: ResponseLayout) -> PanelFrame {
        let main = layout.main
        return PanelFrame(x: main.rect.x, y: main.rect.y, width: main.rect.width, height: main.rect.height,
                          timeRange: main.x.lower...main.x.upper, positionRange: main.y.lower...main.y.upper)
    }
}
