import SpringKit

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

extension IsoLines {
    /// The segments joined into connected lines (each a list of points, in the segments'
    /// coordinates), so that every separate piece of an iso-line can be labelled.
    ///
    /// Neighbouring squares compute a shared edge's crossing from the same two node values,
    /// so the ends of connected segments are bit-for-bit equal and are matched exactly.
    /// - Cost: O(segments).
    static func polylines(_ segments: [IsoSegment]) -> [[(x: Double, y: Double)]] {
        struct Key: Hashable { var x: UInt64; var y: UInt64 }
        func key(_ x: Double, _ y: Double) -> Key { Key(x: x.bitPattern, y: y.bitPattern) }
        var ends: [Key: [Int]] = [:]
        for (index, s) in segments.enumerated() {
            ends[key(s.x0, s.y0), default: []].append(index)
            ends[key(s.x1, s.y1), default: []].append(index)
        }
        var used = [Bool](repeating: false, count: segments.count)
        var lines: [[(x: Double, y: Double)]] = []
        // Follows unused segments from point `p`, appending their far ends.
        func walk(from start: (x: Double, y: Double)) -> [(x: Double, y: Double)] {
            var points: [(x: Double, y: Double)] = []
            var current = start
            while let next = ends[key(current.x, current.y)]?.first(where: { !used[$0] }) {
                used[next] = true
                let s = segments[next]
                current = (s.x0 == current.x && s.y0 == current.y) ? (s.x1, s.y1) : (s.x0, s.y0)
                points.append(current)
            }
            return points
        }
        for index in segments.indices where !used[index] {
            used[index] = true
            let s = segments[index]
            let forward = walk(from: (s.x1, s.y1))
            let backward = walk(from: (s.x0, s.y0))
            lines.append(backward.reversed() + [(s.x0, s.y0), (s.x1, s.y1)] + forward)
        }
        return lines
    }

    /// Where along `line` (points in plot coordinates) a label `length` long fits on a
    /// straight stretch: the centre of the stretch nearest `fraction` of the line's length
    /// whose points all lie within `tolerance` of its chord, and that `accepts` (no
    /// collision), or `nil`.
    /// - Cost: O(points × points per stretch).
    /// The arc length of `line`.
    static func length(of line: [(x: Double, y: Double)]) -> Double {
        zip(line, line.dropFirst()).reduce(0) { $0 + (($1.1.x - $1.0.x) * ($1.1.x - $1.0.x) + ($1.1.y - $1.0.y) * ($1.1.y - $1.0.y)).squareRoot() }
    }

    static func labelSpot(on line: [(x: Double, y: Double)], length: Double, near fraction: Double = 0.5,
                          tolerance: Double = 1.5,
                          accepts: ((x: Double, y: Double)) -> Bool) -> (x: Double, y: Double)? {
        guard line.count >= 2 else { return nil }
        var arc = [0.0]
        for i in 1..<line.count {
            arc.append(arc[i - 1] + ((line[i].x - line[i - 1].x) * (line[i].x - line[i - 1].x)
                                     + (line[i].y - line[i - 1].y) * (line[i].y - line[i - 1].y)).squareRoot())
        }
        guard let total = arc.last, total >= length else { return nil }
        var stretches: [(start: Int, end: Int, middle: Double)] = []
        var end = 0
        for start in line.indices {
            if end < start { end = start }
            while end < line.count - 1 && arc[end] - arc[start] < length { end += 1 }
            guard arc[end] - arc[start] >= length else { break }
            stretches.append((start, end, (arc[start] + arc[end]) / 2))
        }
        let target = total * fraction
        for stretch in stretches.sorted(by: { abs($0.middle - target) < abs($1.middle - target) }) {
            let a = line[stretch.start], b = line[stretch.end]
            let chord = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            guard chord > 0 else { continue }
            let straight = (stretch.start...stretch.end).allSatisfy { index in
                abs((b.x - a.x) * (a.y - line[index].y) - (a.x - line[index].x) * (b.y - a.y)) / chord <= tolerance
            }
            let centre = ((a.x + b.x) / 2, (a.y + b.y) / 2)
            if straight && accepts(centre) { return centre }
        }
        return nil
    }
}
