extension ResponsePlot {
    /// The plot as a display list, laid out and recorded without cairo, with the frame of its
    /// position panel: text measured by `measurer` (the browser's canvas in the WebAssembly
    /// build), everything else the same layout and drawing code as ``render(format:)``.
    ///
    /// With ``CairoTextMeasurer`` the list equals ``displayListWithFrame()``'s (recorded from
    /// cairo): the same operations in the same order, coordinates rounded as cairo rounds them.
    /// With another measurer the plot differs only where the text widths and font metrics
    /// differ (where labels fit, the legend's box, the margins that hold tick labels).
    /// - Throws: ``PlotError`` for an empty plot, an invalid option or range, or a canvas too
    ///   small for its labels.
    /// - Cost: the SVG's layout (every curve sampled at 4 samples per point of width) and one
    ///   recording, O(1) per path point; one measurer call per text measured or drawn.
    public func displayList<Measurer: PlotTextMeasurer>(measuringTextWith measurer: Measurer) throws(PlotError)
        -> (displayList: PlotDisplayList, frame: PanelFrame) {
        try canvas.validate()
        let layout = try layout(samplesPerPoint: 4)
        let recording = PlotDisplayListCanvas(width: width, height: height, measuringTextWith: measurer)
        let drawn = draw(layout, in: recording)
        return (recording.displayList, Self.frame(of: drawn))
    }
}
