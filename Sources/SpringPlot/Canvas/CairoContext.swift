import CCairo
import SpringKit

/// A cairo drawing context that owns its `cairo_t` (non-copyable, destroyed in `deinit`).
///
/// Only created by ``CairoSurface/withContext(_:)``, which checks the status
/// when drawing ends. Text goes through cairo's toy API with "DejaVu Sans"
/// (found by fontconfig) and hinting switched off, so glyph positions do not
/// depend on the machine's fontconfig hinting settings.
struct CairoContext: PlotCanvas, ~Copyable {
    private let raw: OpaquePointer
    /// When set, every drawing operation is also recorded into it (``PlotDisplayList``).
    private let recorder: PlotRecorder?

    init(surface: OpaquePointer, recordingInto recorder: PlotRecorder? = nil) throws(CairoError) {
        guard let raw = cairo_create(surface) else { throw CairoError.noMemory }
        let status = cairo_status(raw)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(raw)
            throw CairoError(status)
        }
        self.raw = raw
        self.recorder = recorder
        Self.setUnhintedFontOptions(raw)
        setFont(size: 12)
    }

    /// Switches hinting off for `cairo`'s text (glyph positions and metrics the same on every
    /// machine and surface), greyscale antialiasing.
    static func setUnhintedFontOptions(_ cairo: OpaquePointer) {
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_set_font_options(cairo, options)
            cairo_font_options_destroy(options)
        }
    }

    /// Selects the plot font at `size`, bold or regular, in `cairo`.
    static func selectPlotFont(_ cairo: OpaquePointer, size: Double, bold: Bool) {
        cairo_select_font_face(cairo, PlotDisplayList.fontFamily, CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cairo, size)
    }

    deinit { cairo_destroy(raw) }

    /// Throws the context's error status, if any.
    func check() throws(CairoError) {
        try CairoError.check(cairo_status(raw))
    }

    // MARK: State

    func save() {
        recorder?.save()
        cairo_save(raw)
    }
    func restore() {
        recorder?.restore()
        cairo_restore(raw)
    }
    func scale(_ factor: Double) { cairo_scale(raw, factor, factor) }

    func setColor(_ color: PlotColor) {
        cairo_set_source_rgba(raw, color.red, color.green, color.blue, color.alpha)
    }

    func setLineWidth(_ width: Double) { cairo_set_line_width(raw, width) }

    /// A dash pattern in user units; empty for solid lines.
    func setDash(_ pattern: [Double]) {
        pattern.withUnsafeBufferPointer { cairo_set_dash(raw, $0.baseAddress, Int32($0.count), 0) }
    }

    /// Sets the stroke's line cap and join.
    func setLineEnds(cap: PlotDisplayList.LineCap, join: PlotDisplayList.LineJoin) {
        switch cap {
        case .butt: cairo_set_line_cap(raw, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(raw, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(raw, CAIRO_LINE_CAP_SQUARE)
        }
        switch join {
        case .miter: cairo_set_line_join(raw, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(raw, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(raw, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    func setAntialias(_ on: Bool) {
        cairo_set_antialias(raw, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    // MARK: Paths

    func moveTo(_ x: Double, _ y: Double) { cairo_move_to(raw, x, y) }
    func lineTo(_ x: Double, _ y: Double) { cairo_line_to(raw, x, y) }
    func curveTo(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        cairo_curve_to(raw, x1, y1, x2, y2, x, y)
    }
    func closePath() { cairo_close_path(raw) }

    /// Restricts drawing to the current path's interior (until the enclosing ``restore()``).
    func clip() {
        recorder?.clip(raw)
        cairo_clip(raw)
    }

    func rectangle(_ rect: PlotRect) { cairo_rectangle(raw, rect.x, rect.y, rect.width, rect.height) }
    func circle(_ x: Double, _ y: Double, radius: Double) {
        cairo_new_sub_path(raw)
        cairo_arc(raw, x, y, radius, 0, 2 * Double.pi)
    }
    func stroke() {
        recorder?.stroke(raw)
        cairo_stroke(raw)
    }
    func fill() {
        recorder?.fill(raw)
        cairo_fill(raw)
    }
    func paint() {
        recorder?.paint(raw)
        cairo_paint(raw)
    }

    /// Fills `rect` with a vertical gradient through `stops` (offset 0 at the bottom).
    func fillVerticalGradient(_ rect: PlotRect, stops: [(Double, PlotColor)]) {
        guard let pattern = cairo_pattern_create_linear(0, rect.y + rect.height, 0, rect.y) else { return }
        for (offset, color) in stops {
            cairo_pattern_add_color_stop_rgba(pattern, offset, color.red, color.green, color.blue, color.alpha)
        }
        recorder?.gradient(rect, stops: stops)
        cairo_set_source(raw, pattern)
        cairo_rectangle(raw, rect.x, rect.y, rect.width, rect.height)
        cairo_fill(raw)
        cairo_pattern_destroy(pattern)
    }

    // MARK: Text

    func setFont(size: Double, bold: Bool) {
        Self.selectPlotFont(raw, size: size, bold: bold)
    }

    /// The advance width of `text` in the current font.
    func textWidth(_ text: String) -> Double {
        var extents = cairo_text_extents_t()
        cairo_text_extents(raw, text, &extents)
        return extents.x_advance
    }

    /// The current font's ascent and descent (`cairo_font_extents`).
    func fontMetrics() -> PlotFontMetrics {
        var font = cairo_font_extents_t()
        cairo_font_extents(raw, &font)
        return PlotFontMetrics(ascent: font.ascent, descent: font.descent)
    }

    /// Draws `text` aligned to (x, y) along its baseline, the baseline `baselineOffset` below
    /// the anchor, rotated by `angle` radians about the anchor (``PlotDisplayList/Text``'s rule).
    func text(_ text: String, at x: Double, _ y: Double, alignment: PlotDisplayList.TextAlignment,
              baselineOffset: Double, angle: Double) {
        guard !text.isEmpty else { return }
        recorder?.text(text, x: x, y: y, angle: angle, baselineOffset: baselineOffset, alignment: alignment, cairo: raw)
        let dx: Double
        switch alignment {
        case .start: dx = 0
        case .center: dx = -textWidth(text) / 2
        case .end: dx = -textWidth(text)
        }
        cairo_save(raw)
        cairo_translate(raw, x, y)
        if angle != 0 { cairo_rotate(raw, angle) }
        cairo_move_to(raw, dx, baselineOffset)
        cairo_show_text(raw, text)
        cairo_restore(raw)
    }
}
