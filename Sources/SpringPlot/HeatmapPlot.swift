import SpringKit

/// A 2-D grid of values (a sweep over two parameters) drawn as coloured cells,
/// with axes, a colour bar and iso-lines.
///
/// Cell `(column, row)` is centred on `(x.values[column], y.values[row])`;
/// cell edges lie halfway between neighbouring centres (geometrically halfway on
/// a logarithmic axis). Missing values (`nil` or NaN) are drawn in the theme's
/// neutral colour and noted under the colour bar.
///
/// ```swift
/// let plot = try HeatmapPlot(
///     x: .init(title: "stiffness (N/m)", values: [100, 200, 400], scale: .logarithmic),
///     y: .init(title: "damping ratio", values: [0.3, 0.6, 0.9]),
///     values: [[0.9, 0.6, 0.4], [0.5, 0.35, 0.25], [0.4, 0.28, nil]],
///     valueTitle: "settling time (s)", isoLevels: [0.3, 0.5])
/// try plot.write(to: URL(fileURLWithPath: "sweep.png"))
/// ```
public struct HeatmapPlot: Plot {
    /// One axis of the grid.
    public struct Axis: Sendable, Hashable {
        /// The axis title, with units ("stiffness (N/m)").
        public var title: String
        /// The cell centres, strictly increasing and finite (> 0 on a logarithmic axis).
        public var values: [Double]
        /// Linear or logarithmic spacing.
        public var scale: AxisScale

        /// Creates an axis.
        public init(title: String, values: [Double], scale: AxisScale = .linear) {
            self.title = title
            self.values = values
            self.scale = scale
        }
    }

    /// The horizontal axis (columns).
    public var x: Axis
    /// The vertical axis (rows, the first at the bottom).
    public var y: Axis
    /// Row-major values: `values[row * x.values.count + column]`; NaN marks a missing value.
    public var values: [Double]
    /// The colour bar's title, with units.
    public var valueTitle: String
    /// The values mapped to the ends of the colour map; `nil` for the finite minimum and maximum.
    public var valueRange: ClosedRange<Double>?
    /// Levels at which iso-lines are drawn (and marked on the colour bar).
    public var isoLevels: [Double]
    /// The title above the plot; `nil` or empty for none.
    public var title: String?
    /// A region of the grid to show, such as the cells that meet a set of targets: cells
    /// outside it are veiled and its boundary is drawn (see ``Region``).
    public var region: Region?
    /// Light or dark.
    public var theme: PlotTheme
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// PNG pixels per point; ignored by SVG and PDF.
    public var scale: Double

    /// Creates a heatmap from rows of optional values (`values[row][column]`, row 0 at the bottom).
    ///
    /// - Throws: ``PlotError/invalidOption(name:value:allowed:)`` when the grid's
    ///   shape does not match the axes, or an axis is not strictly increasing and finite.
    public init(x: Axis, y: Axis, values: [[Double?]], valueTitle: String, valueRange: ClosedRange<Double>? = nil,
                isoLevels: [Double] = [], title: String? = nil, theme: PlotTheme = .light,
                width: Double = PlotSize.standard.width, height: Double = PlotSize.standard.height,
                scale: Double = 1) throws(PlotError) {
        guard values.count == y.values.count else {
            throw .invalidOption(name: "heatmap rows", value: "\(values.count)",
                                 allowed: "one row per y value (\(y.values.count))")
        }
        for (index, row) in values.enumerated() where row.count != x.values.count {
            throw .invalidOption(name: "heatmap row \(index)", value: "\(row.count) values",
                                 allowed: "one value per x value (\(x.values.count))")
        }
        self.x = x
        self.y = y
        self.values = values.flatMap { $0.map { $0 ?? .nan } }
        self.valueTitle = valueTitle
        self.valueRange = valueRange
        self.isoLevels = isoLevels
        self.title = title
        self.theme = theme
        self.width = width
        self.height = height
        self.scale = scale
        try validate()
    }

    /// Cells singled out on a heatmap: the region's cells keep their colour, the others are
    /// veiled, and the boundary between them is drawn (marching squares on the indicator,
    /// the same way as the iso-lines).
    public struct Region: Sendable, Hashable {
        /// What the region is, shown on the plot (`settlingTime<0.5 && overshootPercent<5`).
        public var label: String
        /// Row-major membership, like ``HeatmapPlot/values``: `true` for a cell in the region.
        public var contains: [Bool]

        /// Creates a region from rows of memberships (`rows[row][column]`, row 0 at the bottom).
        public init(label: String, rows: [[Bool]]) {
            self.label = label
            self.contains = rows.flatMap { $0 }
        }

        /// Creates a region from row-major memberships.
        public init(label: String, contains: [Bool]) {
            self.label = label
            self.contains = contains
        }
    }

    /// The value of cell (column, row); `nil` when missing or outside the grid.
    public func value(column: Int, row: Int) -> Double? {
        guard x.values.indices.contains(column), y.values.indices.contains(row) else { return nil }
        let index = row * x.values.count + column
        guard values.indices.contains(index) else { return nil }
        let v = values[index]
        return v.isNaN ? nil : v
    }

    /// Checks the grid's shape and axes.
    func validate() throws(PlotError) {
        for (name, axis) in [("x", x), ("y", y)] {
            guard !axis.values.isEmpty else {
                throw .invalidOption(name: "heatmap \(name) values", value: "none", allowed: "at least one value")
            }
            guard axis.values.allSatisfy(\.isFinite) else {
                throw .invalidOption(name: "heatmap \(name) values", value: "a non-finite value", allowed: "finite values")
            }
            for i in axis.values.indices.dropFirst() where axis.values[i] <= axis.values[i - 1] {
                throw .invalidOption(name: "heatmap \(name) values", value: "\(axis.values[i]) after \(axis.values[i - 1])",
                                     allowed: "strictly increasing values")
            }
            if axis.scale == .logarithmic, let first = axis.values.first, first <= 0 {
                throw .invalidOption(name: "heatmap \(name) values", value: "\(first)",
                                     allowed: "values > 0 on a logarithmic axis")
            }
        }
        guard values.count == x.values.count * y.values.count else {
            throw .invalidOption(name: "heatmap values", value: "\(values.count)",
                                 allowed: "\(x.values.count) × \(y.values.count) values")
        }
        if let region, region.contains.count != values.count {
            throw .invalidOption(name: "heatmap region", value: "\(region.contains.count) cells",
                                 allowed: "\(x.values.count) × \(y.values.count) cells, like the values")
        }
        if let range = valueRange, !(range.lowerBound.isFinite && range.upperBound.isFinite) {
            throw .invalidOption(name: "value range", value: "\(range)", allowed: "finite bounds")
        }
    }

    /// The heatmap as ARGB pixels at ``scale`` (for pixel-level tests).
    func rasterize() throws(PlotError) -> RasterImage {
        let layout = try layout()
        return try CairoRenderer.raster(canvas: canvas) { (context: borrowing CairoContext) in
            draw(layout, in: context)
        }
    }

    /// The plot encoded as `format`.
    public func render(format: PlotFormat) throws(PlotError) -> [UInt8] {
        try validate()
        let layout = try layout()
        return try CairoRenderer.render(format, canvas: canvas) { (context: borrowing CairoContext) in
            draw(layout, in: context)
        }
    }

    var canvas: CairoRenderer.Canvas {
        CairoRenderer.Canvas(width: width, height: height, scale: scale, title: title)
    }
}
