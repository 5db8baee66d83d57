import SpringTestSupport
import Foundation
import SpringKit
@testable import SpringPlot
import SpringTuning
import Testing
@testable import springtune

/// plot --label, --overlay-keyframes, --overlay-data and fit --plot draw what they say.
@Suite struct PlotOptionTests {
    @Test func labelsNameTheSpringsInOrder() throws {
        let command = try PlotCommand.parse(["--spring", "k=300,c=20", "--spring", "k=200,c=30", "--preset", "swiftui-bouncy",
                                             "--label", "snappy", "--label", "calm", "-o", "x.png"])
        let plot = try command.makePlot()
        #expect(plot.series.map(\.label) == ["snappy", "calm", "swiftui-bouncy"])
        let tooMany = try PlotCommand.parse(["--spring", "k=300,c=20", "--label", "a", "--label", "b", "-o", "x.png"])
        // The rule is the request layer's (PlotRequest.labelled); the command line names --label, exit 64.
        #expect { try tooMany.makePlot() } throws: { error in
            CommandFailure.describe(error, for: SpringTuneCommand.self) == ("2 --label values for 1 spring: give at most one per spring, in order", 64)
        }
    }

    @Test func theKeyframeOverlayIsTheKeyframeCurveWithItsKeysMarked() throws {
        let command = try PlotCommand.parse(["--spring", "k=300,c=20", "--overlay-keyframes", "0:0.01,0.2:1.1,0.3:0.9,0.4:1",
                                             "--timing", "easeInEaseOut", "-o", "x.png"])
        let plot = try command.makePlot()
        let reference = try #require(plot.references.first)
        #expect(reference.marks.map(\.time) == [0, 0.2, 0.3, 0.4])
        #expect(reference.marks.map(\.position) == [0.01, 1.1, 0.9, 1])
        // Every drawn point is the keyframe curve: linear in time through easeInEaseOut,
        // the cubic Bézier (0.42, 0, 0.58, 1), solved here independently by bisection.
        func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double { 3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s }
        func easeInEaseOut(_ u: Double) -> Double {
            var lo = 0.0, hi = 1.0
            for _ in 0..<80 { let mid = (lo + hi) / 2; if bezier(0.42, 0.58, mid) < u { lo = mid } else { hi = mid } }
            return bezier(0, 1, (lo + hi) / 2)
        }
        let keys: [(Double, Double)] = [(0, 0.01), (0.2, 1.1), (0.3, 0.9), (0.4, 1)]
        for (t, x) in zip(reference.times, reference.positions) {
            let index = min(keys.count - 2, keys.lastIndex { $0.0 <= t } ?? 0)
            let (t0, x0) = keys[index], (t1, x1) = keys[index + 1]
            let expected = x0 + (x1 - x0) * easeInEaseOut((t - t0) / (t1 - t0))
            #expect(abs(x - expected) < 1e-9, "at t = \(t)")
        }
        // And it is drawn there: the pixel at each key, and at points between keys, is ink.
        let (image, layout) = try plot.rasterize()
        let background = try #require(image.pixel(2, 2))
        for t in [0.05, 0.1, 0.2, 0.25, 0.3, 0.35] {
            let index = min(keys.count - 2, keys.lastIndex { $0.0 <= t } ?? 0)
            let (t0, x0) = keys[index], (t1, x1) = keys[index + 1]
            let (px, py) = layout.main.point(t, x0 + (x1 - x0) * easeInEaseOut((t - t0) / (t1 - t0)))
            var ink = false
            for dx in -1...1 {
                for dy in -1...1 {
                    // The reference's colour: a dark grey (the curves are coloured, the grid light).
                    guard let pixel = image.pixel(Int(px) + dx, Int(py) + dy), pixel != background else { continue }
                    let r = Int((pixel >> 16) & 0xFF), g = Int((pixel >> 8) & 0xFF), b = Int(pixel & 0xFF)
                    if max(r, g, b) < 0xC0 && max(r, g, b) - min(r, g, b) < 24 { ink = true }
                }
            }
            #expect(ink, "no grey ink within a pixel of the keyframe curve at t = \(t)")
        }
    }

    @Test func theDataOverlayIsTheFilesSamples() throws {
        let dir = try CLI.temporaryDirectory()
        let file = dir.appendingPathComponent("d.csv")
        let response = SpringResponse(spring: try Spring(stiffness: 200, damping: 15))
        let times = (0..<50).map { Double($0) * 0.01 }
        try Data(times.map { "\($0),\(response.position(at: $0))" }.joined(separator: "\n").utf8).write(to: file)
        let plot = try PlotCommand.parse(["--spring", "k=200,c=15", "--overlay-data", file.path, "-o", "x.png"]).makePlot()
        let reference = try #require(plot.references.first)
        #expect(reference.times == times)
        #expect(reference.marks.count == 50)
        #expect(zip(reference.times, reference.positions).allSatisfy { abs($1 - response.position(at: $0)) < 1e-15 })
        let missing = try PlotCommand.parse(["--spring", "k=200,c=15", "--overlay-data", "/nonexistent.csv", "-o", "x.png"])
        #expect { try missing.makePlot() } throws: { error in
            CommandFailure.describe(error, for: SpringTuneCommand.self) == ("cannot read --overlay-data file /nonexistent.csv: no such file or not readable", 66)
        }
    }

    /// `fit --plot`: the file is written and is a PNG; a bad extension is a usage error. (The
    /// plot's target, fit and residual: SpringRequestsTests' FitModeRequestTests.)
    @Test func fitPlotIsWritten() throws {
        let dir = try CLI.temporaryDirectory()
        let result = try CLI.run(["fit", "--keyframes", "0:0.01,0.2:1.1,0.3:0.9,0.4:1", "--plot", "fit.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try Data(contentsOf: dir.appendingPathComponent("fit.png"))
        #expect(bytes.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let bad = try CLI.run(["fit", "--settling-time", "0.4", "--overshoot", "5", "--plot", "fit.txt"], in: dir)
        #expect(bad.status == 64)
    }
}
