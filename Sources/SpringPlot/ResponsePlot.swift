import SpringKit

/// Step-response curves of one or more springs, with their settle band,
/// target line, settling-time and peak markers, optional engine overlays and
/// an optional velocity panel.
///
/// ```swift
/// let snappy = SpringResponse(spring: try Spring(stiffness: 300, damping: 20))
/// var plot = ResponsePlot(series: [.init(label: "snappy", response: snappy)])
/// plot.title = "snappy"
/// plot.showsVelocity = true
/// try plot.write(to: URL(fileURLWithPath: "snappy.svg"))
/// ```
public struct ResponsePlot: Sendable {
    /// One spring's curve.
    public struct Series: Sendable {
        /// The legend label.
        public var label: String
        /// The exact response drawn as a solid line.
        public var response: SpringResponse
        /// Sampled curves drawn dashed in the same colour (e.g. an engine's rendering of this spring).
        public var overlays: [Overlay]
        /// The line colour; `nil` takes the next palette colour of the theme.
        public var color: PlotColor?
        /// Changes of target in flight: the curve is then the ``RetargetedResponse`` of
        /// ``response``'s spring and motion, each retarget is marked, and the metrics are
        /// measured against the last target.
        public var retargets: [RetargetedResponse.Retarget] = []

        /// The motion drawn: ``response`` with ``retargets`` applied.
        /// - Throws: ``PlotError/spring(_:)`` for retargets SpringKit refuses.
        public func retargeted() throws(PlotError) -> RetargetedResponse {
            do { return try RetargetedResponse(spring: response.spring, motion: response.motion, retargets: retargets) }
            catch { throw .spring(error) }
        }

        /// Creates a series.
        public init(label: String, response: SpringResponse, overlays: [Overlay] = [], color: PlotColor? = nil) {
            self.label = label
            self.response = response
            self.overlays = overlays
            self.color = color
        }
    }

    /// A curve given as samples, drawn dashed over its series (e.g. what an engine renders).
    public struct Overlay: Sendable, Hashable {
        /// The legend label ("jnw", "pop"…).
        public var label: String
        /// Sample times in seconds, ascending.
        public var times: [Double]
        /// Positions at ``times``.
        public var positions: [Double]
        /// The metrics of the curve, shown in its legend entry when given.
        public var metrics: SpringMetrics?

        /// Creates an overlay; `times` and `positions` must have the same count
        /// (at least 2), finite values, and non-decreasing times.
        public init(label: String, times: [Double], positions: [Double], metrics: SpringMetrics? = nil) throws(PlotError) {
            guard times.count == positions.count, times.count >= 2 else {
                throw .invalidOption(name: "overlay '\(label)'", value: "\(times.count) times, \(positions.count) positions",
                                     allowed: "the same number (≥ 2) of times and positions")
            }
            guard times.allSatisfy({ $0.isFinite }), positions.allSatisfy({ $0.isFinite }) else {
                throw .invalidOption(name: "overlay '\(label)'", value: "a non-finite sample", allowed: "finite samples")
            }
            for i in 1..<times.count where times[i] < times[i - 1] {
                throw .invalidOption(name: "overlay '\(label)' times", value: "\(times[i]) after \(times[i - 1])",
                                     allowed: "non-decreasing times")
            }
            self.label = label
            self.times = times
            self.positions = positions
            self.metrics = metrics
        }
    }

    /// The springs, drawn in order.
    public var series: [Series]
    /// The settle band shaded around each target and used for the settling-time markers.
    public var band: SettlingBand
    /// The time axis; `nil` for automatic: the slowest settling time plus 20 %
    /// (4 periods for a spring that never settles).
    public var timeRange: ClosedRange<Double>?
    /// The title above the plot; `nil` or empty for none.
    public var title: String?
    /// Whether to add a velocity panel below, sharing the time axis.
    public var showsVelocity: Bool
    /// Whether to mark and label each spring's settling time and peak.
    public var showsMarkers: Bool
    /// Curves the springs were fitted to, drawn under them (see ``Reference``).
    public var references: [Reference] = []
    /// A residual panel below the curves, in place of the velocity panel (``LowerPanel/residual(title:times:values:)``).
    public var residual: LowerPanel?
    /// Light or dark.
    public var theme: PlotTheme
    /// Width in points (PNG: pixels at scale 1).
    public var width: Double
    /// Height in points.
    public var height: Double
    /// PNG pixels per point (2 gives 1800 × 1200 pixels for 900 × 600 points); ignored by SVG and PDF.
    public var scale: Double

    /// Creates a plot with the defaults: 2 % band, automatic time range, no
    /// velocity panel, markers on, light theme, ``PlotSize/standard`` (900 × 600 points), PNG scale 1.
    public init(series: [Series], band: SettlingBand = .standard, timeRange: ClosedRange<Double>? = nil,
                title: String? = nil, showsVelocity: Bool = false, showsMarkers: Bool = true,
                theme: PlotTheme = .light, width: Double = PlotSize.standard.width, height: Double = PlotSize.standard.height,
                scale: Double = 1) {
        self.series = series
        self.band = band
        self.timeRange = timeRange
        self.title = title
        self.showsVelocity = showsVelocity
        self.showsMarkers = showsMarkers
        self.theme = theme
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// The colour series `index` is drawn in.
    public func color(ofSeries index: Int) -> PlotColor {
        series.indices.contains(index) ? (series[index].color ?? theme.seriesColor(index)) : theme.seriesColor(index)
    }

    var canvas: PlotPage {
        PlotPage(width: width, height: height, scale: scale, title: title)
    }
}
