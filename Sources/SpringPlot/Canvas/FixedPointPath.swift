/// A path kept as cairo keeps its current path: points in 24.8 fixed point in device space,
/// with cairo's rules for what a segment adds, so that the path read back equals cairo's
/// `cairo_copy_path` for the same calls (``PlotDisplayListCanvas`` records it).
///
/// The rules (cairo 1.16's `cairo-path-fixed.c`): a move is kept pending until a segment
/// follows it (moves in a row keep the last); a line to the current point is dropped unless it
/// follows the subpath's move; a line continuing the previous line in the same direction
/// replaces that line's end point; a degenerate line before a curve or a line is dropped; a
/// curve whose points all equal the current point is a line; a close adds a line back to the
/// subpath's start, drops it (the close draws it), and leaves a move to the start pending,
/// which a read-back lists at the end of the path.
///
/// - Accuracy: a coordinate is rounded to the nearest 1/256 (ties to even) as cairo rounds it
///   (`_cairo_fixed_from_double`, including its wrap-around beyond ±2²³).
/// - Cost: O(1) per element.
struct FixedPointPath: Sendable {
    /// A point in 24.8 fixed point.
    struct Point: Sendable, Hashable {
        var x: Int32
        var y: Int32
    }

    enum Operation: Sendable, Hashable { case move, line, curve, close }

    private(set) var operations: [Operation] = []
    /// The points of the operations, in order (one per move and line, three per curve).
    private(set) var points: [Point] = []
    private var hasCurrentPoint = false
    private var needsMove = true
    private var current = Point(x: 0, y: 0)
    private var lastMove = Point(x: 0, y: 0)

    /// Whether the path holds nothing (as read back).
    var isEmpty: Bool { operations.isEmpty && !(needsMove && hasCurrentPoint) }

    /// `value` in 24.8 fixed point, as cairo converts it: the low 32 bits of
    /// `value + 1.5·2⁴⁴` (which rounds to the nearest 1/256, ties to even).
    static func fixed(_ value: Double) -> Int32 {
        Int32(truncatingIfNeeded: (value + 26_388_279_066_624.0).bitPattern)
    }

    /// A fixed-point coordinate as a `Double`.
    static func double(_ value: Int32) -> Double { Double(value) / 256 }

    private var lastOperation: Operation? { operations.last }

    /// The point before the last point (cairo's penultimate point).
    private var penultimatePoint: Point { points[points.count - 2] }

    private mutating func dropLine() {
        operations.removeLast()
        points.removeLast()
    }

    /// Ends the subpath: the next segment starts a new one.
    mutating func newSubpath() {
        needsMove = true
        hasCurrentPoint = false
    }

    mutating func move(to point: Point) {
        newSubpath()
        hasCurrentPoint = true
        current = point
        lastMove = point
    }

    private mutating func applyPendingMove() {
        guard needsMove else { return }
        needsMove = false
        lastMove = current
        operations.append(.move)
        points.append(current)
    }

    mutating func line(to point: Point) {
        guard hasCurrentPoint else { return move(to: point) }
        applyPendingMove()
        if lastOperation != .move, point == current { return }
        if lastOperation == .line {
            let previous = penultimatePoint
            if previous == current {
                dropLine()
            } else {
                let (pdx, pdy) = (Int64(current.x) - Int64(previous.x), Int64(current.y) - Int64(previous.y))
                let (dx, dy) = (Int64(point.x) - Int64(current.x), Int64(point.y) - Int64(current.y))
                if pdy * dx == dy * pdx, pdx * dx + pdy * dy >= 0 { dropLine() }
            }
        }
        current = point
        operations.append(.line)
        points.append(point)
    }

    /// A line by (dx, dy) from the current point; nothing without a current point.
    mutating func relativeLine(dx: Int32, dy: Int32) {
        guard hasCurrentPoint else { return }
        line(to: Point(x: current.x &+ dx, y: current.y &+ dy))
    }

    mutating func curve(_ p0: Point, _ p1: Point, _ p2: Point) {
        if current == p2, p0 == p2, p1 == p2 { return line(to: p2) }
        if !hasCurrentPoint { move(to: p0) }
        applyPendingMove()
        if lastOperation == .line, penultimatePoint == current { dropLine() }
        current = p2
        operations.append(.curve)
        points.append(contentsOf: [p0, p1, p2])
    }

    mutating func close() {
        guard hasCurrentPoint else { return }
        line(to: lastMove)
        if lastOperation == .line { dropLine() }
        needsMove = true
        operations.append(.close)
    }

    /// The path as cairo reads it back, each point mapped by `transform` (fixed point to user space).
    func elements(_ transform: (Point) -> (x: Double, y: Double)) -> [PlotDisplayList.PathElement] {
        var elements: [PlotDisplayList.PathElement] = []
        elements.reserveCapacity(operations.count + 1)
        var index = 0
        for operation in operations {
            switch operation {
            case .move:
                let p = transform(points[index]); index += 1
                elements.append(.move(x: p.x, y: p.y))
            case .line:
                let p = transform(points[index]); index += 1
                elements.append(.line(x: p.x, y: p.y))
            case .curve:
                let a = transform(points[index]), b = transform(points[index + 1]), c = transform(points[index + 2])
                index += 3
                elements.append(.curve(x1: a.x, y1: a.y, x2: b.x, y2: b.y, x: c.x, y: c.y))
            case .close:
                elements.append(.close)
            }
        }
        if needsMove && hasCurrentPoint {
            let p = transform(current)
            elements.append(.move(x: p.x, y: p.y))
        }
        return elements
    }
}
