/// Lookup in a piecewise curve given by points sorted by position: the one binary search that
/// CSS `linear()` easings and keyframe curves both evaluate through.
public enum SortedSegments {
    /// The index `i` of the segment `[position(i), position(i + 1)]` that holds `x`, for
    /// `count ≥ 2` positions in non-decreasing order with `position(0) < x < position(count − 1)`:
    /// the last `i` with `position(i) ≤ x`. Cost: O(log count) calls of `position`.
    public static func index(containing x: Double, count: Int, position: (Int) -> Double) -> Int {
        var low = 0, high = count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if position(mid) <= x { low = mid } else { high = mid }
        }
        return low
    }
}
