import RealModule

/// A ``PlotCanvas`` that records a ``PlotDisplayList`` directly, in pure Swift: no cairo, so it
/// lays out and records the plot wherever Swift runs (the WebAssembly build included), with
/// text measured by a ``PlotTextMeasurer``.
///
/// It keeps the state cairo keeps and records what ``PlotRecorder`` reads back from cairo:
/// the current path in 24.8 fixed point with cairo's rules (``FixedPointPath``), circles as
/// cairo's arcs (Bézier segments, as many as cairo's tolerance of 0.1 device units needs), the
/// colour (clamped to 0…1), line width, dash, line ends, font, a uniform scale, and
/// ``save()``/``restore()`` of all but the path. With cairo's own text measurement
/// (``CairoTextMeasurer``) the list equals the one recorded from cairo.
///
/// One canvas records one drawing on one thread (a reference, not `Sendable`).
///
/// - Accuracy: path coordinates as cairo's (24.8 fixed point, within 1/512 point of the
///   plot's); arc control points computed with the platform's `sin`, `cos` and `tan`.
/// - Cost: O(1) per path element; one measurer call per text drawn or measured.
final class PlotDisplayListCanvas<Measurer: PlotTextMeasurer>: PlotCanvas {
    private struct State {
        var color = PlotColor(red: 0, green: 0, blue: 0, alpha: 1)
        var lineWidth = 2.0
        var dash: [Double] = []
        var lineCap = PlotDisplayList.LineCap.butt
        var lineJoin = PlotDisplayList.LineJoin.miter
        var fontSize = 12.0
        var isBold = false
        var scale = 1.0
    }

    /// The canvas width in points.
    let width: Double
    /// The canvas height in points.
    let height: Double
    private let measurer: Measurer
    private var state = State()
    private var saved: [State] = []
    private var path = FixedPointPath()
    private(set) var operations: [PlotDisplayList.Operation] = []

    /// A canvas of `width` × `height` points measuring text with `measurer`, in cairo's
    /// initial state with the plot font at 12 points (as ``CairoContext`` starts).
    init(width: Double, height: Double, measuringTextWith measurer: Measurer) {
        self.width = width
        self.height = height
        self.measurer = measurer
    }

    /// The display list recorded so far.
    var displayList: PlotDisplayList {
        PlotDisplayList(width: width, height: height, operations: operations)
    }

    // MARK: State

    func save() {
        operations.append(.save)
        saved.append(state)
    }

    func restore() {
        operations.append(.restore)
        if let last = saved.popLast() { state = last }
    }

    /// Scales user space by `factor` in both directions (cairo's `cairo_scale`).
    func scale(_ factor: Double) { state.scale *= factor }

    func setColor(_ color: PlotColor) {
        func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }
        state.color = PlotColor(red: clamped(color.red), green: clamped(color.green), blue: clamped(color.blue),
                                alpha: clamped(color.alpha))
    }

    func setLineWidth(_ width: Double) { state.lineWidth = max(width, 0) }

    func setDash(_ pattern: [Double]) { state.dash = pattern }

    func setLineEnds(cap: PlotDisplayList.LineCap, join: PlotDisplayList.LineJoin) {
        state.lineCap = cap
        state.lineJoin = join
    }

    // MARK: Paths

    private func fixed(_ x: Double, _ y: Double) -> FixedPointPath.Point {
        FixedPointPath.Point(x: FixedPointPath.fixed(x * state.scale), y: FixedPointPath.fixed(y * state.scale))
    }

    func moveTo(_ x: Double, _ y: Double) { path.move(to: fixed(x, y)) }
    func lineTo(_ x: Double, _ y: Double) { path.line(to: fixed(x, y)) }
    func curveTo(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        path.curve(fixed(x1, y1), fixed(x2, y2), fixed(x, y))
    }
    func closePath() { path.close() }

    func rectangle(_ rect: PlotRect) {
        moveTo(rect.x, rect.y)
        let s = state.scale
        path.relativeLine(dx: FixedPointPath.fixed(rect.width * s), dy: FixedPointPath.fixed(0 * s))
        path.relativeLine(dx: FixedPointPath.fixed(0 * s), dy: FixedPointPath.fixed(rect.height * s))
        path.relativeLine(dx: FixedPointPath.fixed(-rect.width * s), dy: FixedPointPath.fixed(0 * s))
        path.close()
    }

    func circle(_ x: Double, _ y: Double, radius: Double) {
        path.newSubpath()
        guard radius > 0 else {
            path.line(to: fixed(x, y))
            path.line(to: fixed(x, y))
            return
        }
        lineTo(x + radius * .cos(0), y + radius * .sin(0))
        arc(x, y, radius: radius, from: 0, to: 2 * .pi)
    }

    /// cairo's `_cairo_arc_in_direction` (forward): halves above π, then as many Bézier
    /// segments as the tolerance needs, each with cairo's control points (h = 4/3·tan(θ/4)).
    private func arc(_ xc: Double, _ yc: Double, radius: Double, from start: Double, to end: Double) {
        if end - start > .pi {
            let middle = start + (end - start) / 2
            arc(xc, yc, radius: radius, from: start, to: middle)
            arc(xc, yc, radius: radius, from: middle, to: end)
            return
        }
        guard end != start else {
            lineTo(xc + radius * .cos(start), yc + radius * .sin(start))
            return
        }
        var segments = Self.arcSegments(end - start, radius: radius * abs(state.scale), tolerance: 0.1)
        let step = (end - start) / Double(segments)
        segments -= 1
        lineTo(xc + radius * .cos(start), yc + radius * .sin(start))
        var angle = start
        for _ in 0..<segments {
            arcSegment(xc, yc, radius: radius, from: angle, to: angle + step)
            angle += step
        }
        arcSegment(xc, yc, radius: radius, from: angle, to: end)
    }

    private func arcSegment(_ xc: Double, _ yc: Double, radius: Double, from a: Double, to b: Double) {
        let sinA = radius * .sin(a), cosA = radius * .cos(a)
        let sinB = radius * .sin(b), cosB = radius * .cos(b)
        let h = 4.0 / 3.0 * .tan((b - a) / 4.0)
        curveTo(xc + cosA - h * sinA, yc + sinA + h * cosA,
                xc + cosB + h * sinB, yc + sinB - h * cosB,
                xc + cosB, yc + sinB)
    }

    /// How many Bézier segments an arc of `angle` radians on a circle of `radius` device
    /// units needs to stay within `tolerance` (cairo's `_arc_segments_needed`): the angle over
    /// the largest π/n whose normalized error 2/27·sin⁶(θ/4)/cos²(θ/4) is below
    /// `tolerance / radius` (Goldapp 1991).
    static func arcSegments(_ angle: Double, radius: Double, tolerance: Double) -> Int {
        let normalized = tolerance / radius
        var n = 1.0, maximumAngle = Double.pi
        while n < 1000 {
            maximumAngle = .pi / n
            let quarter = maximumAngle / 4
            let error = 2.0 / 27.0 * .pow(.sin(quarter), 6.0) / .pow(.cos(quarter), 2.0)
            if error < normalized { break }
            n += 1
        }
        return Int((abs(angle) / maximumAngle).rounded(.up))
    }

    /// The current path as cairo reads it back (`cairo_copy_path`, then user to device).
    private var recordedPath: [PlotDisplayList.PathElement] {
        let s = state.scale, inverse = 1 / s
        return path.elements { point in
            (FixedPointPath.double(point.x) * inverse * s, FixedPointPath.double(point.y) * inverse * s)
        }
    }

    func stroke() {
        let elements = recordedPath
        path = FixedPointPath()
        guard !elements.isEmpty else { return }
        operations.append(.stroke(elements, .init(color: state.color, lineWidth: state.lineWidth, dash: state.dash,
                                                  lineCap: state.lineCap, lineJoin: state.lineJoin)))
    }

    func fill() {
        operations.append(.fill(recordedPath, state.color))
        path = FixedPointPath()
    }

    func clip() {
        operations.append(.clip(recordedPath))
        path = FixedPointPath()
    }

    func paint() { operations.append(.paint(state.color)) }

    func fillVerticalGradient(_ rect: PlotRect, stops: [(Double, PlotColor)]) {
        operations.append(.gradient(.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height,
                                          stops: stops.map { .init(offset: $0.0, color: $0.1) })))
        // cairo's source is now the gradient, which reads back as black; the fill clears the path.
        state.color = PlotColor(red: 0, green: 0, blue: 0, alpha: 1)
        path = FixedPointPath()
    }

    // MARK: Text

    func setFont(size: Double, bold: Bool) {
        state.fontSize = size
        state.isBold = bold
    }

    func textWidth(_ text: String) -> Double {
        measurer.advanceWidth(of: text, fontSize: state.fontSize, isBold: state.isBold)
    }

    func fontMetrics() -> PlotFontMetrics {
        measurer.fontMetrics(fontSize: state.fontSize, isBold: state.isBold)
    }

    func text(_ text: String, at x: Double, _ y: Double, alignment: PlotDisplayList.TextAlignment,
              baselineOffset: Double, angle: Double) {
        guard !text.isEmpty else { return }
        operations.append(.text(.init(string: text, x: x * state.scale, y: y * state.scale, angle: angle,
                                      baselineOffset: baselineOffset, alignment: alignment, fontSize: state.fontSize,
                                      width: textWidth(text), isBold: state.isBold, color: state.color)))
    }
}
