import SpringKit

/// Drops polyline points that lie within a tolerance of the line drawn without them.
///
/// Greedy and exact: a run from the last kept point is extended while every
/// skipped point stays within `tolerance` of the chord, so no dropped point is
/// farther than `tolerance` from the drawn line. Runs are capped at 512 points
/// (cost O(512·n)). Keeps SVG and PDF output small without visible change
/// (the default tolerance is 0.05 pt, under a tenth of a pixel at scale 2).
enum PolylineSimplifier {
    static func simplify(_ xs: [Double], _ ys: [Double], tolerance: Double = 0.05) -> (xs: [Double], ys: [Double]) {
        let n = min(xs.count, ys.count)
        guard n > 2 else { return (Array(xs.prefix(n)), Array(ys.prefix(n))) }
        var outX: [Double] = [xs[0]], outY: [Double] = [ys[0]]
        var anchor = 0
        var i = 2
        while i < n {
            // Non-finite points break the line: keep them and restart after them.
            if !(xs[i - 1].isFinite && ys[i - 1].isFinite && xs[i].isFinite && ys[i].isFinite) {
                outX.append(xs[i - 1]); outY.append(ys[i - 1])
                anchor = i - 1
                i += 1
                continue
            }
            if i - anchor > 512 || !withinTolerance(xs, ys, from: anchor, to: i, tolerance) {
                outX.append(xs[i - 1]); outY.append(ys[i - 1])
                anchor = i - 1
            }
            i += 1
        }
        outX.append(xs[n - 1]); outY.append(ys[n - 1])
        return (outX, outY)
    }

    /// Whether every point strictly between `a` and `b` is within `tolerance` of the segment a–b.
    private static func withinTolerance(_ xs: [Double], _ ys: [Double], from a: Int, to b: Int,
                                        _ tolerance: Double) -> Bool {
        let ax = xs[a], ay = ys[a], dx = xs[b] - ax, dy = ys[b] - ay
        let lengthSquared = dx * dx + dy * dy
        for k in (a + 1)..<b {
            guard xs[k].isFinite, ys[k].isFinite else { return false }
            let px = xs[k] - ax, py = ys[k] - ay
            var t = lengthSquared > 0 ? (px * dx + py * dy) / lengthSquared : 0
            t = min(1, max(0, t))
            let ex = px - t * dx, ey = py - t * dy
            if ex * ex + ey * ey > tolerance * tolerance { return false }
        }
        return true
    }
}
