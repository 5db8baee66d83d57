/// Measures text in the plot font (``PlotDisplayList/fontFamily``) for a plot laid out without
/// cairo (``ResponsePlot/displayList(measuringTextWith:)``): the only thing the layout asks of
/// the place the plot is drawn.
///
/// ``CairoTextMeasurer`` measures as the PNG, SVG and PDF outputs do (cairo's unhinted text
/// extents); a web page measures with its canvas's `measureText`. The plot is the same plot
/// wherever the measurer gives the same widths: the layout and every coordinate drawn follow
/// from them.
public protocol PlotTextMeasurer {
    /// The advance width of `text` in the plot font at `fontSize` points, bold or regular:
    /// how far the pen moves drawing it (cairo's `x_advance`, the canvas's `width`).
    func advanceWidth(of text: String, fontSize: Double, isBold: Bool) -> Double

    /// The plot font's ascent and descent at `fontSize` points, bold or regular.
    func fontMetrics(fontSize: Double, isBold: Bool) -> PlotFontMetrics
}
