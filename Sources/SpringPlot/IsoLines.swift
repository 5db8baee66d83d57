/// A straight piece of an iso-line, in fractional grid indices (column, row).
struct IsoSegment: Sendable, Hashable {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double
}

/// Marching squares over a grid of values at nodes (NaN = missing).
///
/// Each square between four neighbouring nodes is classified by which corners
/// are ≥ the level; the line crosses each edge whose ends differ, at the
/// linearly interpolated point. Saddles (opposite corners high) are resolved by
/// the average of the four corners. Squares with a missing corner are skipped.
enum IsoLines {
    /// The segments of the iso-line at `level` through `values` (row-major, `columns` × `rows`).
    static func segments(values: [Double], columns: Int, rows: Int, level: Double) -> [IsoSegment] {
        guard columns >= 2, rows >= 2, values.count == columns * rows, level.isFinite else { return [] }
        func value(_ i: Int, _ j: Int) -> Double { values[j * columns + i] }
        var segments: [IsoSegment] = []
        for j in 0..<(rows - 1) {
            for i in 0..<(columns - 1) {
                let bl = value(i, j), br = value(i + 1, j), tr = value(i + 1, j + 1), tl = value(i, j + 1)
                guard bl.isFinite, br.isFinite, tr.isFinite, tl.isFinite else { continue }
                let hbl = bl >= level, hbr = br >= level, htr = tr >= level, htl = tl >= level
                func crossing(_ va: Double, _ vb: Double) -> Double { (level - va) / (vb - va) }
                // Edge points: bottom, right, top, left (nil when the edge is not crossed).
                let x = Double(i), y = Double(j)
                let bottom = hbl != hbr ? (x + crossing(bl, br), y) : nil
                let right = hbr != htr ? (x + 1, y + crossing(br, tr)) : nil
                let top = htl != htr ? (x + crossing(tl, tr), y + 1) : nil
                let left = hbl != htl ? (x, y + crossing(bl, tl)) : nil
                let points = [bottom, right, top, left].compactMap { $0 }
                if points.count == 2 {
                    segments.append(IsoSegment(x0: points[0].0, y0: points[0].1, x1: points[1].0, y1: points[1].1))
                } else if points.count == 4, let bottom, let right, let top, let left {
                    let centreHigh = (bl + br + tr + tl) / 4 >= level
                    if hbl != centreHigh {
                        // The bottom-left and top-right corners are cut off.
                        segments.append(IsoSegment(x0: bottom.0, y0: bottom.1, x1: left.0, y1: left.1))
                        segments.append(IsoSegment(x0: top.0, y0: top.1, x1: right.0, y1: right.1))
                    } else {
                        segments.append(IsoSegment(x0: bottom.0, y0: bottom.1, x1: right.0, y1: right.1))
                        segments.append(IsoSegment(x0: top.0, y0: top.1, x1: left.0, y1: left.1))
                    }
                }
            }
        }
        return segments
    }
}
