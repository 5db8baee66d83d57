/// Which parts of a panel something is drawn on: a grid of square cells over the panel, each
/// marked when a drawn stroke comes near it, with a summed-area table so that whether a box
/// is clear of every stroke is answered in constant time (the legend's search tries every
/// position along the panel's edges and inside it).
///
/// Conservative: a cell is marked when the bounding box of any piece (at most a cell long) of
/// a stroke, widened by the stroke's pad, touches it, so a box reported clear keeps at least
/// the pad from every stroke; a box may be reported covered up to a cell away from a stroke.
/// - Cost: O(cells + total stroke length / cell) to build, O(1) a query.
struct OccupancyGrid: Sendable {
    /// A drawn stroke: the segment from (x0, y0) to (x1, y1) (a dot when both ends are the
    /// same), to be kept `pad` points away from.
    struct Stroke: Sendable {
        var x0: Double, y0: Double, x1: Double, y1: Double
        var pad: Double

        /// A dot of radius `pad` at (x, y).
        init(x: Double, y: Double, pad: Double) { (x0, y0, x1, y1, self.pad) = (x, y, x, y, pad) }
        /// The segment from (x0, y0) to (x1, y1), `pad` wide on each side.
        init(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, pad: Double) {
            (self.x0, self.y0, self.x1, self.y1, self.pad) = (x0, y0, x1, y1, pad)
        }

        /// The part of the segment inside `rect` grown by ``pad`` (Liang–Barsky clipping), or
        /// `nil` when none is (or an end is not finite).
        func clipped(to rect: PlotRect) -> Stroke? {
            guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
            let minX = rect.minX - pad, maxX = rect.maxX + pad, minY = rect.minY - pad, maxY = rect.maxY + pad
            var low = 0.0, high = 1.0
            let dx = x1 - x0, dy = y1 - y0
            for (p, q) in [(-dx, x0 - minX), (dx, maxX - x0), (-dy, y0 - minY), (dy, maxY - y0)] {
                if p == 0 {
                    if q < 0 { return nil }
                } else {
                    let r = q / p
                    if p < 0 { low = max(low, r) } else { high = min(high, r) }
                    if low > high { return nil }
                }
            }
            return Stroke(x0 + low * dx, y0 + low * dy, x0 + high * dx, y0 + high * dy, pad: pad)
        }
    }

    let rect: PlotRect
    let cell: Double
    let columns: Int
    let rows: Int
    /// The summed-area table: entry (c, r) counts the marked cells left of column c and above row r.
    private var sums: [Int32]

    /// The grid over `rect` with cells `cell` points wide, marked by `strokes`.
    init(rect: PlotRect, cell: Double, strokes: [Stroke]) {
        self.rect = rect
        self.cell = cell
        columns = max(1, Int((rect.width / cell).rounded(.up)))
        rows = max(1, Int((rect.height / cell).rounded(.up)))
        sums = []
        var marked = [Bool](repeating: false, count: columns * rows)
        for stroke in strokes {
            guard let part = stroke.clipped(to: rect) else { continue }
            let length = max(abs(part.x1 - part.x0), abs(part.y1 - part.y0))
            let pieces = max(1, Int((length / cell).rounded(.up)))
            for piece in 0..<pieces {
                let f0 = Double(piece) / Double(pieces), f1 = Double(piece + 1) / Double(pieces)
                let ax = part.x0 + f0 * (part.x1 - part.x0), bx = part.x0 + f1 * (part.x1 - part.x0)
                let ay = part.y0 + f0 * (part.y1 - part.y0), by = part.y0 + f1 * (part.y1 - part.y0)
                let c0 = column(min(ax, bx) - part.pad), c1 = column(max(ax, bx) + part.pad)
                let r0 = row(min(ay, by) - part.pad), r1 = row(max(ay, by) + part.pad)
                guard c0 <= c1, r0 <= r1 else { continue }
                for r in r0...r1 { for c in c0...c1 { marked[r * columns + c] = true } }
            }
        }
        var sums = [Int32](repeating: 0, count: (columns + 1) * (rows + 1))

        for r in 0..<rows {
            var rowSum: Int32 = 0
            for c in 0..<columns {
                rowSum += marked[r * columns + c] ? 1 : 0
                sums[(r + 1) * (columns + 1) + c + 1] = sums[r * (columns + 1) + c + 1] + rowSum
            }
        }
        self.sums = sums
    }

    /// The column holding x, clamped to the grid.
    private func column(_ x: Double) -> Int { min(columns - 1, max(0, Int(((x - rect.minX) / cell).rounded(.down)))) }
    /// The row holding y, clamped to the grid.
    private func row(_ y: Double) -> Int { min(rows - 1, max(0, Int(((y - rect.minY) / cell).rounded(.down)))) }

    /// Whether no marked cell touches `box` (which should lie inside ``rect``).
    func isClear(_ box: PlotRect) -> Bool {
        let c0 = column(box.minX), c1 = column(box.maxX), r0 = row(box.minY), r1 = row(box.maxY)
        let w = columns + 1
        let total = sums[(r1 + 1) * w + c1 + 1] - sums[r0 * w + c1 + 1] - sums[(r1 + 1) * w + c0] + sums[r0 * w + c0]
        return total == 0
    }
}
