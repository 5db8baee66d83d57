import SpringPlot

extension StudioAPI {
    /// The display list `/api/view` answers for `plot`, with the frame of its position panel.
    ///
    /// Natively recorded from cairo (``ResponsePlot/displayListWithFrame()``): the served page's
    /// plot is the PNG, SVG and PDF outputs' to the digit. In the WebAssembly page the same
    /// layout and drawing code runs with the browser's canvas measuring the texts
    /// (``BrowserTextMeasurer``), the one thing that differs (docs/design.md, "The plot's canvas").
    /// - Throws: ``PlotError`` as the plot's rendering does.
    static func drawn(_ plot: ResponsePlot) throws(PlotError) -> (displayList: PlotDisplayList, frame: ResponsePlot.PanelFrame) {
        #if hasFeature(Embedded)
        try plot.displayList(measuringTextWith: BrowserTextMeasurer())
        #else
        try plot.displayListWithFrame()
        #endif
    }
}
