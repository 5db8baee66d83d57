import Testing
import Foundation
import SpringKit
@testable import SpringPlot

/// The curve is drawn where the analytic solution says, in the plot's own transform.
@Suite struct PixelTests {
    /// Whether a pixel within `radius` pixels of (x, y) has `color` (±12 per channel, opaque).
    static func colorNear(_ image: RasterImage, x: Double, y: Double, radius: Int, color: PlotColor) -> Bool {
        let (r, g, b) = color.rgb8
        let cx = Int(x.rounded(.down)), cy = Int(y.rounded(.down))
        for dy in -radius...radius {
            for dx in -radius...radius {
                guard let pixel = image.pixel(cx + dx, cy + dy) else { continue }
                let pa = Int(pixel >> 24 & 0xFF), pr = Int(pixel >> 16 & 0xFF)
                let pg = Int(pixel >> 8 & 0xFF), pb = Int(pixel & 0xFF)
                if pa == 255, abs(pr - Int(r)) <= 12, abs(pg - Int(g)) <= 12, abs(pb - Int(b)) <= 12 { return true }
            }
        }
        return false
    }

    @Test(arguments: [PlotTheme.light, .dark])
    func curvePassesThroughTheAnalyticPoints(theme: PlotTheme) throws {
        let response = PlotFixtures.response(stiffness: 100, damping: 4)     // ζ = 0.2
        let plot = ResponsePlot(series: [.init(label: "ζ 0.2", response: response)], title: "pixels",
                                theme: theme, width: 900, height: 600, scale: 2)
        let (image, layout) = try plot.rasterize()
        #expect(image.width == 1800 && image.height == 1200)
        let peak = try #require(response.peak)
        let end = layout.timeRange.upperBound
        let times = [0.02, 0.1, peak.time, 0.45, 0.6, 0.9, end * 0.7]
        let color = plot.color(ofSeries: 0)
        for t in times {
            let (px, py) = layout.main.point(t, response.position(at: t))
            let found = Self.colorNear(image, x: px * plot.scale, y: py * plot.scale, radius: 2, color: color)
            #expect(found, "no curve colour within 2 px of t = \(t) (\(px * 2), \(py * 2))")
        }
        // And not everywhere: a point well off the curve has no curve colour.
        let (ox, oy) = layout.main.point(peak.time, (peak.value + response.position(at: 0)) / 2)
        #expect(!Self.colorNear(image, x: ox * 2, y: oy * 2, radius: 2, color: color))
    }

    @Test func velocityPanelSharesTheTimeAxis() throws {
        let response = PlotFixtures.response(stiffness: 100, damping: 4)
        let plot = ResponsePlot(series: [.init(label: "v", response: response)], showsVelocity: true, scale: 2)
        let (image, layout) = try plot.rasterize()
        let velocity = try #require(layout.velocity)
        #expect(velocity.x == AxisMap(scale: .linear, lower: layout.main.x.lower, upper: layout.main.x.upper,
                                      start: layout.main.x.start, end: layout.main.x.end))
        for t in [0.05, 0.2, 0.5] {
            let (px, py) = velocity.point(t, response.velocity(at: t))
            #expect(Self.colorNear(image, x: px * 2, y: py * 2, radius: 2, color: plot.color(ofSeries: 0)), "t = \(t)")
        }
    }

    @Test func autoTimeRangeCoversTheSlowestSettlingTime() throws {
        let fast = PlotFixtures.response(stiffness: 400, damping: 30)
        let slow = PlotFixtures.response(stiffness: 50, damping: 3)
        let plot = ResponsePlot(series: [.init(label: "fast", response: fast), .init(label: "slow", response: slow)])
        let range = try plot.resolvedTimeRange()
        let slowest = try #require(try slow.metrics().settlingTime)
        #expect(range.lowerBound == 0)
        #expect(abs(range.upperBound - 1.2 * slowest) < 1e-12)
        var fixed = plot
        fixed.timeRange = 0...0.5
        #expect(try fixed.resolvedTimeRange() == 0...0.5)
    }

    @Test func samplingIsDenseEnough() {
        let response = PlotFixtures.response(stiffness: 1e6, damping: 1)   // ~160 Hz, lightly damped
        let times = ResponsePlot.sampleTimes(response, range: 0...2, count: 3600)
        let cycles = response.spring.dampedFrequency * 2 / (2 * Double.pi)
        #expect(Double(times.count) >= 64 * cycles)
        #expect(ResponsePlot.sampleTimes(PlotFixtures.response(stiffness: 10, damping: 10), range: 0...1, count: 3600).count > 3600)
    }
}
