/// How far a font reaches above and below its baseline, in points at a font size: what the
/// plot needs to put a text's top, middle or bottom at an anchor.
///
/// Natively these are cairo's `cairo_font_extents` of the plot font (DejaVu Sans, unhinted);
/// in a browser, the canvas's `measureText` (`fontBoundingBoxAscent`, `fontBoundingBoxDescent`).
public struct PlotFontMetrics: Sendable, Hashable {
    /// The distance from the baseline to the font's top, in points (positive).
    public var ascent: Double
    /// The distance from the baseline to the font's bottom, in points (positive: below).
    public var descent: Double

    /// Creates font metrics.
    public init(ascent: Double, descent: Double) {
        self.ascent = ascent
        self.descent = descent
    }
}
