import SpringKit

/// Maps values on one axis to user-space coordinates (points).
struct AxisMap: Sendable, Hashable {
    var scale: AxisScale
    /// The value at ``start``.
    var lower: Double
    /// The value at ``end``.
    var upper: Double
    /// The coordinate of ``lower`` (left or bottom edge).
    var start: Double
    /// The coordinate of ``upper`` (right or top edge).
    var end: Double

    /// The coordinate of `value` (linear in the scale's coordinate).
    func callAsFunction(_ value: Double) -> Double {
        let c0 = scale.coordinate(lower), c1 = scale.coordinate(upper)
        let c = scale.coordinate(value)
        guard c1 != c0 else { return (start + end) / 2 }
        return start + (c - c0) / (c1 - c0) * (end - start)
    }
}

/// A plot panel: its rectangle and the maps of its two axes.
struct PlotTransform: Sendable, Hashable {
    var rect: PlotRect
    var x: AxisMap
    var y: AxisMap

    /// Creates the transform of `rect` showing `xRange` × `yRange` (y grows upwards).
    init(rect: PlotRect, xRange: ClosedRange<Double>, yRange: ClosedRange<Double>,
         xScale: AxisScale = .linear, yScale: AxisScale = .linear) {
        self.rect = rect
        x = AxisMap(scale: xScale, lower: xRange.lowerBound, upper: xRange.upperBound, start: rect.minX, end: rect.maxX)
        y = AxisMap(scale: yScale, lower: yRange.lowerBound, upper: yRange.upperBound, start: rect.maxY, end: rect.minY)
    }

    /// The point (in points, top-left origin) of the data point (x, y).
    func point(_ xValue: Double, _ yValue: Double) -> (x: Double, y: Double) {
        (x(xValue), y(yValue))
    }
}
