/// The image moments of the element's coverage in one frame (working pixels, relative to the
/// region's top-left corner; a pixel's centre is at +0.5), and where it meets the region's edges.
struct FrameMoments: Sendable, Hashable {
    /// Σm: the element's area in pixels, weighted by coverage.
    var area: Double = 0
    /// Σm·x and Σm·y.
    var sumX: Double = 0, sumY: Double = 0
    /// Σm·x² and Σm·y².
    var sumXX: Double = 0, sumYY: Double = 0
    /// The bounding box of the pixels covered more than half, as whole pixels (empty: min > max).
    var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
    /// Σ|m − m′| against the previous frame: how much the image changed.
    var change: Double = 0

    /// The centroid.
    var centroid: SIMD2<Double> { SIMD2(sumX / area, sumY / area) }
    /// The variances σx², σy² about the centroid.
    var variance: SIMD2<Double> {
        let c = centroid
        return SIMD2(max(0, sumXX / area - c.x * c.x), max(0, sumYY / area - c.y * c.y))
    }
    /// The size: √(σx² + σy²).
    var size: Double { (variance.x + variance.y).squareRoot() }
}
