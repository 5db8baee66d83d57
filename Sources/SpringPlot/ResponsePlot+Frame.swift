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

    /// Where `layout` puts the position panel and what it spans.
    static func frame(of layout: ResponseLayout) -> PanelFrame {
        let main = layout.main
        return PanelFrame(x: main.rect.x, y: main.rect.y, width: main.rect.width, height: main.rect.height,
                          timeRange: main.x.lower...main.x.upper, positionRange: main.y.lower...main.y.upper)
    }
}
