/// What the plots' layout and drawing code draws on: a small cairo-like 2D canvas (state,
/// paths, stroke and fill, text with its measurement), with no cairo type in it.
///
/// Two canvases conform. ``CairoContext`` draws with cairo (PNG, SVG, PDF, and the display
/// list read back from cairo by ``PlotRecorder``). ``PlotDisplayListCanvas`` records the
/// ``PlotDisplayList`` itself, in pure Swift, following cairo's path and state rules, with text
/// measured by a ``PlotTextMeasurer`` (cairo natively, the browser's canvas in the WebAssembly
/// build). The drawing code is generic over this protocol (`some PlotCanvas`), never an
/// existential, so it compiles with Embedded Swift and costs no dynamic dispatch natively.
///
/// The semantics are cairo's: coordinates in user units (points), a current path that
/// ``stroke()``, ``fill()`` and ``clip()`` use and then clear, ``save()`` and ``restore()``
/// of the colour, line width, dash, line ends, font and clip (not the path). A conforming
/// canvas may be non-copyable (cairo's context is); every requirement is non-mutating.
protocol PlotCanvas: ~Copyable {
    /// Saves the drawing state (colour, line width, dash, line ends, font, clip).
    func save()
    /// Restores the state saved by the matching ``save()``.
    func restore()
    /// Sets the colour of later strokes, fills, paints and texts.
    func setColor(_ color: PlotColor)
    /// Sets the stroke's line width in user units.
    func setLineWidth(_ width: Double)
    /// Sets a dash pattern in user units; empty for solid lines.
    func setDash(_ pattern: [Double])
    /// Sets the stroke's line cap and join.
    func setLineEnds(cap: PlotDisplayList.LineCap, join: PlotDisplayList.LineJoin)

    /// Starts a new subpath at (x, y).
    func moveTo(_ x: Double, _ y: Double)
    /// Adds a straight segment to (x, y) (a move when there is no current point).
    func lineTo(_ x: Double, _ y: Double)
    /// Adds a cubic Bézier segment through (x1, y1) and (x2, y2) to (x, y).
    func curveTo(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double)
    /// Closes the current subpath.
    func closePath()
    /// Adds `rect` as a closed subpath (cairo's `cairo_rectangle`: a corner, then the sides
    /// as relative segments).
    func rectangle(_ rect: PlotRect)
    /// Adds a full circle as a new subpath (cairo's `cairo_new_sub_path` and `cairo_arc` from
    /// 0 to 2π: Bézier segments within cairo's tolerance).
    func circle(_ x: Double, _ y: Double, radius: Double)

    /// Strokes the current path, then clears it.
    func stroke()
    /// Fills the current path's interior (non-zero winding), then clears it.
    func fill()
    /// Intersects the clip with the current path's interior, then clears the path.
    func clip()
    /// Fills the whole clip region with the colour.
    func paint()
    /// Fills `rect` with a vertical gradient through `stops` (offset 0 at the bottom).
    func fillVerticalGradient(_ rect: PlotRect, stops: [(Double, PlotColor)])

    /// Sets the plot font's size in user units and weight for later texts and measurements.
    func setFont(size: Double, bold: Bool)
    /// The advance width of `text` in the current font.
    func textWidth(_ text: String) -> Double
    /// The current font's ascent and descent.
    func fontMetrics() -> PlotFontMetrics
    /// Draws `text` aligned to (x, y) along its baseline, the baseline `baselineOffset` below
    /// the anchor, rotated by `angle` radians about the anchor (``PlotDisplayList/Text``'s rule).
    func text(_ text: String, at x: Double, _ y: Double, alignment: PlotDisplayList.TextAlignment,
              baselineOffset: Double, angle: Double)
}
