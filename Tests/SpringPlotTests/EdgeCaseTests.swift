import Testing
import Foundation
import SpringKit
@testable import SpringPlot

/// Springs and motions at the edges of the physics still plot, or fail with a typed error.
@Suite struct EdgeCaseTests {
    @Test func undampedSpringUsesFourPeriods() throws {
        let response = SpringResponse(spring: try Spring(stiffness: 100, damping: 0))
        let plot = ResponsePlot(series: [.init(label: "undamped", response: response)], showsVelocity: true)
        let range = try plot.resolvedTimeRange()
        #expect(abs(range.upperBound - 1.2 * 4 * 2 * Double.pi / 10) < 1e-12)
        #expect(try PlotFixtures.pngSize(plot.render(format: .png)) ?? (0, 0) == (900, 600))
    }

    @Test func stepDownAndVelocityMotionsRender() throws {
        let down = SpringResponse(spring: try Spring(stiffness: 200, damping: 8), motion: try Motion(from: 3, to: -1))
        let kicked = SpringResponse(spring: try Spring(stiffness: 200, damping: 30),
                                    motion: try Motion(from: 0, to: 1, initialVelocity: 8))
        let plot = ResponsePlot(series: [.init(label: "down", response: down), .init(label: "kicked", response: kicked)],
                                theme: .dark)
        let svg = try plot.render(format: .svg)
        #expect(svg.count > 1000)
        _ = try plot.render(format: .pdf)
    }

    @Test func motionWithoutAStepNeedsAnAbsoluteBand() throws {
        let still = SpringResponse(spring: try Spring(stiffness: 100, damping: 5),
                                   motion: try Motion(from: 1, to: 1, absoluteVelocity: 3))
        var plot = ResponsePlot(series: [.init(label: "nudge", response: still)])
        do {
            _ = try plot.render(format: .svg)
            Issue.record("a relative band without a step was accepted")
        } catch {
            guard case .spring(let springError) = error else { Issue.record("\(error)"); return }
            #expect(springError.parameter == "band")
        }
        plot.band = try .width(0.01)
        _ = try plot.render(format: .png)
    }

    @Test func aSpringThatNeverLeavesTheBandStillGetsATimeAxis() throws {
        let response = SpringResponse(spring: try Spring(stiffness: 100, damping: 20),
                                      motion: try Motion(from: 0, to: 1))
        var plot = ResponsePlot(series: [.init(label: "a", response: response)])
        plot.band = try .fraction(0.999)
        let range = try plot.resolvedTimeRange()
        #expect(range.upperBound > 0 && range.upperBound.isFinite)
        _ = try plot.render(format: .png)
    }
}

@Suite struct PolylineSimplifierTests {
    @Test func droppedPointsStayWithinTolerance() {
        let xs = (0...2000).map { Double($0) * 0.4 }
        let ys = xs.map { 100 + 80 * sin($0 / 40) * exp(-$0 / 300) }
        let (sx, sy) = PolylineSimplifier.simplify(xs, ys, tolerance: 0.05)
        #expect(sx.count < xs.count / 3)
        #expect(sx.first == xs.first && sx.last == xs.last)
        // Every original point is within the tolerance of the simplified polyline
        // (perpendicular distance to the nearest of the segments around it).
        func distance(_ x: Double, _ y: Double, segment k: Int) -> Double {
            let dx = sx[k + 1] - sx[k], dy = sy[k + 1] - sy[k]
            let t = min(1, max(0, ((x - sx[k]) * dx + (y - sy[k]) * dy) / (dx * dx + dy * dy)))
            let ex = x - sx[k] - t * dx, ey = y - sy[k] - t * dy
            return (ex * ex + ey * ey).squareRoot()
        }
        var segment = 0
        for (x, y) in zip(xs, ys) {
            while segment < sx.count - 2, x > sx[segment + 1] { segment += 1 }
            let nearest = [segment - 1, segment, segment + 1].filter { $0 >= 0 && $0 < sx.count - 1 }
                .map { distance(x, y, segment: $0) }.min() ?? .infinity
            #expect(nearest <= 0.05 + 1e-9, "x = \(x): \(nearest)")
        }
    }
}
