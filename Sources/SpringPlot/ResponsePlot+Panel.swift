extension ResponsePlot {
    /// Where the main panel of a response plot sits in its picture, and how it maps a time and
    /// a position to a point: what is needed to draw over the picture (a dot running along a
    /// curve in an animated SVG).
    public struct Panel: Sendable, Hashable {
        /// The panel's left edge, in points from the picture's left.
        public var minX: Double
        /// The panel's top edge, in points from the picture's top.
        public var minY: Double
        /// The panel's width in points.
        public var width: Double
        /// The panel's height in points.
        public var height: Double
        /// The time axis's range, in seconds.
        public var timeRange: ClosedRange<Double>
        /// The position axis's range.
        public var positionRange: ClosedRange<Double>
        let transform: PlotTransform

        /// The point (in points, top-left origin) of `position` at `time`.
        public func point(time: Double, position: Double) -> (x: Double, y: Double) {
            transform.point(time, position)
        }
    }

    /// The main panel as ``render(format:)`` lays it out for an SVG or PDF of this plot (same samples, same axes,
    /// the same room kept for the legend: its text is measured on a small raster surface, whose unhinted
    /// font metrics are those of the vector surfaces).
    /// - Throws: ``PlotError`` as ``render(format:)`` would.
    /// - Cost: one layout (the curves sampled) and the legend's placement, no drawing.
    public func mainPanel() throws(PlotError) -> Panel {
        let unarranged = try layout(samplesPerPoint: 4)
        var layout = unarranged
        let measuring = PlotPage(width: 50, height: 50, scale: 1, title: nil)
        _ = try CairoRenderer.raster(canvas: measuring) { (context: borrowing CairoContext) in
            layout = arrangedForDrawing(unarranged, in: context).layout
        }
        let main = layout.main
        return Panel(minX: main.rect.minX, minY: main.rect.minY, width: main.rect.width, height: main.rect.height,
                     timeRange: main.x.lower...main.x.upper,
                     positionRange: min(main.y.lower, main.y.upper)...max(main.y.lower, main.y.upper),
                     transform: main)
    }
}
