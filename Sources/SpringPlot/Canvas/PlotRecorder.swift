import CCairo
import SpringKit

/// Collects a ``PlotDisplayList`` while a ``CairoContext`` draws: the context hands it each
/// operation just before cairo performs it, with cairo's own state (path, colour, line width,
/// dash, font) read back from the `cairo_t`, so the list is exactly what cairo was asked to draw.
///
/// One recorder belongs to one drawing on one thread (a reference, not `Sendable`).
final class PlotRecorder {
    private(set) var operations: [PlotDisplayList.Operation] = []

    /// The display list recorded so far on a `width` × `height` canvas.
    func displayList(width: Double, height: Double) -> PlotDisplayList {
        PlotDisplayList(width: width, height: height, operations: operations)
    }

    func save() { operations.append(.save) }
    func restore() { operations.append(.restore) }

    func clip(_ cairo: OpaquePointer) {
        operations.append(.clip(Self.currentPath(cairo)))
    }

    func fill(_ cairo: OpaquePointer) {
        operations.append(.fill(Self.currentPath(cairo), Self.sourceColor(cairo)))
    }

    func stroke(_ cairo: OpaquePointer) {
        let path = Self.currentPath(cairo)
        guard !path.isEmpty else { return }
        var dash: [Double] = []
        let count = Int(cairo_get_dash_count(cairo))
        if count > 0 {
            dash = Array(repeating: 0, count: count)
            var offset = 0.0
            dash.withUnsafeMutableBufferPointer { cairo_get_dash(cairo, $0.baseAddress, &offset) }
        }
        let cap: PlotDisplayList.LineCap
        switch cairo_get_line_cap(cairo) {
        case CAIRO_LINE_CAP_ROUND: cap = .round
        case CAIRO_LINE_CAP_SQUARE: cap = .square
        default: cap = .butt
        }
        let join: PlotDisplayList.LineJoin
        switch cairo_get_line_join(cairo) {
        case CAIRO_LINE_JOIN_ROUND: join = .round
        case CAIRO_LINE_JOIN_BEVEL: join = .bevel
        default: join = .miter
        }
        operations.append(.stroke(path, .init(color: Self.sourceColor(cairo), lineWidth: cairo_get_line_width(cairo),
                                              dash: dash, lineCap: cap, lineJoin: join)))
    }

    func paint(_ cairo: OpaquePointer) {
        operations.append(.paint(Self.sourceColor(cairo)))
    }

    func gradient(_ rect: PlotRect, stops: [(Double, PlotColor)]) {
        operations.append(.gradient(.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height,
                                          stops: stops.map { .init(offset: $0.0, color: $0.1) })))
    }

    /// A text whose anchor is at (x, y) in user space.
    func text(_ string: String, x: Double, y: Double, angle: Double, baselineOffset: Double,
              alignment: PlotDisplayList.TextAlignment, cairo: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_font_matrix(cairo, &matrix)
        let face = cairo_get_font_face(cairo)
        let bold = face.map { cairo_toy_font_face_get_weight($0) == CAIRO_FONT_WEIGHT_BOLD } ?? false
        var dx = x, dy = y
        cairo_user_to_device(cairo, &dx, &dy)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cairo, string, &extents)
        operations.append(.text(.init(string: string, x: dx, y: dy, angle: angle, baselineOffset: baselineOffset,
                                      alignment: alignment, fontSize: matrix.yy, width: extents.x_advance, isBold: bold,
                                      color: Self.sourceColor(cairo))))
    }

    /// The colour of the current (solid) source; black for any other pattern.
    private static func sourceColor(_ cairo: OpaquePointer) -> PlotColor {
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 1.0
        if let source = cairo_get_source(cairo) { _ = cairo_pattern_get_rgba(source, &red, &green, &blue, &alpha) }
        return PlotColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The current path in device coordinates.
    private static func currentPath(_ cairo: OpaquePointer) -> [PlotDisplayList.PathElement] {
        guard let path = cairo_copy_path(cairo) else { return [] }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return [] }
        var elements: [PlotDisplayList.PathElement] = []
        elements.reserveCapacity(Int(path.pointee.num_data) / 2)
        func point(_ index: Int) -> (Double, Double) {
            var x = data[index].point.x, y = data[index].point.y
            cairo_user_to_device(cairo, &x, &y)
            return (x, y)
        }
        var index = 0
        while index < Int(path.pointee.num_data) {
            let header = data[index].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                let (x, y) = point(index + 1)
                elements.append(.move(x: x, y: y))
            case CAIRO_PATH_LINE_TO:
                let (x, y) = point(index + 1)
                elements.append(.line(x: x, y: y))
            case CAIRO_PATH_CURVE_TO:
                let (x1, y1) = point(index + 1), (x2, y2) = point(index + 2), (x, y) = point(index + 3)
                elements.append(.curve(x1: x1, y1: y1, x2: x2, y2: y2, x: x, y: y))
            default:
                elements.append(.close)
            }
            index += max(1, Int(header.length))
        }
        return elements
    }
}
