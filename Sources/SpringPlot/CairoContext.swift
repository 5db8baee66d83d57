import CCairo
import SpringKit

/// Where a text's anchor point lies relative to the text.
struct TextAnchor {
    enum Horizontal { case start, middle, end }
    enum Vertical { case baseline, middle, top, bottom }
    var horizontal: Horizontal
    var vertical: Vertical

    static let startMiddle = TextAnchor(horizontal: .start, vertical: .middle)
    static let endMiddle = TextAnchor(horizontal: .end, vertical: .middle)
    static let middleTop = TextAnchor(horizontal: .middle, vertical: .top)
    static let middleBottom = TextAnchor(horizontal: .middle, vertical: .bottom)
    static let startBaseline = TextAnchor(horizontal: .start, vertical: .baseline)
}

/// A cairo drawing context that owns its `cairo_t` (non-copyable, destroyed in `deinit`).
///
/// Only created by ``CairoSurface/withContext(_:)``, which checks the status
/// when drawing ends. Text goes through cairo's toy API with "DejaVu Sans"
/// (found by fontconfig) and hinting switched off, so glyph positions do not
/// depend on the machine's fontconfig hinting settings.
struct CairoContext: ~Copyable {
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
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_set_font_options(raw, options)
            cairo_font_options_destroy(options)
        }
        setFont(size: 12)
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

    func setRoundJoins() {
        cairo_set_line_join(raw, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(raw, CAIRO_LINE_CAP_ROUND)
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

    /// Restricts drawing to a rectangle (until the enclosing ``restore()``).
    func clip(to rect: PlotRect) {
        cairo_rectangle(raw, rect.x, rect.y, rect.width, rect.height)
        clip()
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

    /// Adds the rectangle between x0…x1 and y0…y1 to the path by its corners, so that
    /// neighbouring cells given the same edge share it exactly (`x + width` can round away
    /// from the neighbour's edge and leave a one-pixel seam without antialiasing).
    func cell(x0: Double, x1: Double, y0: Double, y1: Double) {
        cairo_move_to(raw, x0, y0)
        cairo_line_to(raw, x1, y0)
        cairo_line_to(raw, x1, y1)
        cairo_line_to(raw, x0, y1)
        cairo_close_path(raw)
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

    /// Strokes a straight segment.
    func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        cairo_move_to(raw, x0, y0)
        cairo_line_to(raw, x1, y1)
        stroke()
    }

    /// Adds a polyline through `points`, skipping non-finite points (which break the line).
    func polyline(_ xs: [Double], _ ys: [Double]) {
        var penDown = false
        for i in 0..<min(xs.count, ys.count) {
            let x = xs[i], y = ys[i]
            guard x.isFinite, y.isFinite else { penDown = false; continue }
            if penDown { cairo_line_to(raw, x, y) } else { cairo_move_to(raw, x, y); penDown = true }
        }
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

    func setFont(size: Double, bold: Bool = false) {
        cairo_select_font_face(raw, PlotDisplayList.fontFamily, CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(raw, size)
    }

    /// The advance width of `text` in the current font.
    func textWidth(_ text: String) -> Double {
        var extents = cairo_text_extents_t()
        cairo_text_extents(raw, text, &extents)
        return extents.x_advance
    }

    /// Draws `text` anchored at (x, y), optionally rotated by `angle` radians about the anchor.
    func text(_ text: String, at x: Double, _ y: Double, anchor: TextAnchor, angle: Double = 0) {
        guard !text.isEmpty else { return }
        var font = cairo_font_extents_t()
        cairo_font_extents(raw, &font)
        let dy: Double
        switch anchor.vertical {
        case .baseline: dy = 0
        case .middle: dy = (font.ascent - font.descent) / 2
        case .top: dy = font.ascent
        case .bottom: dy = -font.descent
        }
        let alignment: PlotDisplayList.TextAlignment
        switch anchor.horizontal {
        case .start: alignment = .start
        case .middle: alignment = .center
        case .end: alignment = .end
        }
        self.text(text, at: x, y, alignment: alignment, baselineOffset: dy, angle: angle)
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

/// A rectangle in user space (points), origin at the top left.
struct PlotRect: Sendable, Hashable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var minX: Double { x }
    var maxX: Double { x + width }
    var minY: Double { y }
    var maxY: Double { y + height }
    var midY: Double { y + height / 2 }

    func intersects(_ other: PlotRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    func contains(_ px: Double, _ py: Double) -> Bool {
        px >= minX && px <= maxX && py >= minY && py <= maxY
    }
}
