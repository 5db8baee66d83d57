import Foundation
import Testing
import SpringKit
@testable import SpringPlot

/// The display list is the plot: replayed through cairo it gives the plot's pixels, and its
/// curves pass through the exact solution where the panel frame says they do.
@Suite struct DisplayListTests {
    /// Plots of every kind the studio draws: one spring, two with an overlay and the velocity
    /// panel, the dark theme, a phone-sized canvas, an engine-like overlay.
    static var plots: [ResponsePlot] {
        let bouncy = PlotFixtures.response(stiffness: 157.9, damping: 8)
        let overdamped = PlotFixtures.response(stiffness: 100, damping: 40)
        let times = stride(from: 0.0, through: 1.5, by: 1.0 / 60).map { $0 }
        let held = try! ResponsePlot.Overlay(label: "60 fps", times: times, positions: times.map { bouncy.position(at: $0) })
        return [
            ResponsePlot(series: [.init(label: "A", response: bouncy)]),
            PlotFixtures.twoSprings,
            ResponsePlot(series: [.init(label: "A", response: bouncy), .init(label: "B", response: overdamped)], theme: .dark, width: 480, height: 320),
            ResponsePlot(series: [.init(label: "A", response: bouncy, overlays: [held])], title: "An overlay"),
        ]
    }

    @Test("replayed through cairo, the display list draws the plot's pixels exactly", arguments: 0..<4)
    func replayIsThePlot(index: Int) throws {
        let plot = Self.plots[index]
        let (direct, _) = try plot.rasterize()
        let (list, _) = try plot.displayListWithFrame()
        #expect(list.width == plot.width && list.height == plot.height)
        let replayed = try CairoRenderer.raster(canvas: plot.canvas) { (context: borrowing CairoContext) in list.replay(in: context) }
        #expect(replayed.width == direct.width && replayed.height == direct.height)
        let differing = zip(replayed.pixels, direct.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) of \(direct.pixels.count) pixels differ")
        // Not an empty drawing that trivially matches: curves, texts and a clip were recorded.
        #expect(list.operations.contains { if case .stroke = $0 { true } else { false } })
        #expect(list.operations.contains { if case .text = $0 { true } else { false } })
        #expect(list.operations.contains { if case .clip = $0 { true } else { false } })
    }

    @Test("the first spring's stroke passes through the exact positions at the frame's coordinates")
    func curvePointsAreExact() throws {
        let response = PlotFixtures.response(stiffness: 157.9, damping: 8)
        let plot = ResponsePlot(series: [.init(label: "A", response: response)])
        let (list, frame) = try plot.displayListWithFrame()
        let color = plot.color(ofSeries: 0)
        let strokes: [[PlotDisplayList.PathElement]] = list.operations.compactMap {
            if case .stroke(let path, let stroke) = $0, stroke.color == color, path.count > 50 { path } else { nil }
        }
        let curve = try #require(strokes.first, "a stroke of the series' colour with the curve's points")
        // Cairo keeps path coordinates in 24.8 fixed point: each is within 1/512 pt of the
        // double it was given, so y is within (1 + |dy/dx|) / 512 of the curve at the recorded x.
        let timeScale = frame.width / (frame.timeRange.upperBound - frame.timeRange.lowerBound)
        let positionScale = frame.height / (frame.positionRange.upperBound - frame.positionRange.lowerBound)
        var checked = 0, worst = 0.0
        for element in curve {
            guard case .line(let x, let y) = element else { continue }
            let t = frame.timeRange.lowerBound + (x - frame.x) / timeScale
            let expected = frame.y + (frame.positionRange.upperBound - response.position(at: t)) * positionScale
            let slope = abs(response.velocity(at: t)) * positionScale / timeScale
            worst = max(worst, abs(y - expected) / ((1 + slope) / 512))
            checked += 1
        }
        #expect(checked > 100)
        #expect(worst <= 1, "largest distance from the exact curve, in units of cairo's fixed-point bound: \(worst)")
    }

    @Test("texts carry the plot's font, size and anchor; the title is drawn bold")
    func texts() throws {
        let (list, _) = try PlotFixtures.twoSprings.displayListWithFrame()
        let texts: [PlotDisplayList.Text] = list.operations.compactMap { if case .text(let text) = $0 { text } else { nil } }
        let title = try #require(texts.first { $0.string == "Two springs" })
        #expect(title.isBold && title.alignment == .center && title.fontFamily == "DejaVu Sans")
        #expect(texts.allSatisfy { $0.fontSize > 5 && $0.fontSize < 30 && $0.x >= 0 && $0.x <= 900 && $0.y >= 0 && $0.y <= 600 })
        // Each text carries the width the plot's font gives it (a canvas keeps it within that):
        // longer strings in the same font are wider, and none is wider than the canvas.
        #expect(texts.allSatisfy { $0.width > 0 && $0.width < 900 })
        let position = try #require(texts.first { $0.string == "position" }), time = try #require(texts.first { $0.string == "time (s)" })
        #expect(position.fontSize == time.fontSize && position.width > time.width)
        // The y-axis title is the one text drawn rotated (a quarter turn).
        #expect(texts.contains { abs(abs($0.angle) - Double.pi / 2) < 1e-12 })
    }

    @Test("numbers are written to the decimals asked, without trailing zeros", arguments: [
        (12.5, "12.5"), (-0.07, "-0.07"), (-0.004, "0"), (3.0, "3"), (0.125, "0.13"), (899.996, "900"), (-12.345, "-12.35"),
    ])
    func fixedNumbers(value: Double, text: String) {
        #expect(PlotDisplayList.fixed(value, 100) == text)
    }

    @Test("the JSON, read by Foundation's parser, holds every operation with its paths, colours and texts")
    func jsonRoundTrip() throws {
        let bouncy = PlotFixtures.response(stiffness: 157.9, damping: 8)
        let label = "A \"quoted\" ζ label"
        let plot = ResponsePlot(series: [.init(label: label, response: bouncy)], title: "Ünïcode")
        let (list, _) = try plot.displayListWithFrame()
        let object = try #require(JSONSerialization.jsonObject(with: Data(list.json().utf8)) as? [String: Any])
        #expect(object["width"] as? Double == 900 && object["height"] as? Double == 600)
        let operations = try #require(object["operations"] as? [[String: Any]])
        #expect(operations.count == list.operations.count)
        var strokes = 0, texts: [String] = []
        for (parsed, operation) in zip(operations, list.operations) {
            switch operation {
            case .stroke(let path, let stroke):
                #expect(parsed["op"] as? String == "stroke")
                let (red, green, blue) = stroke.color.rgb8
                #expect((parsed["color"] as? String)?.hasPrefix("rgba(\(red),\(green),\(blue),") == true)
                #expect(parsed["width"] as? Double == stroke.lineWidth)
                // The path's numbers, in order, are the elements' coordinates to 0.005.
                let data = try #require(parsed["path"] as? String)
                let numbers = data.split(whereSeparator: { "MLCZ ".contains($0) }).compactMap { Double($0) }
                let expected: [Double] = path.flatMap { element -> [Double] in
                    switch element {
                    case .move(let x, let y), .line(let x, let y): [x, y]
                    case .curve(let x1, let y1, let x2, let y2, let x, let y): [x1, y1, x2, y2, x, y]
                    case .close: []
                    }
                }
                #expect(numbers.count == expected.count)
                #expect(zip(numbers, expected).allSatisfy { abs($0 - $1) <= 0.005 + 1e-9 })
                strokes += 1
            case .text(let text):
                #expect(parsed["op"] as? String == "text" && parsed["align"] as? String == text.alignment.rawValue)
                texts.append(try #require(parsed["text"] as? String))
            case .save, .restore, .clip, .fill, .paint, .gradient:
                #expect(parsed["op"] as? String != nil)
            }
        }
        #expect(strokes > 5)
        #expect(texts.contains("Ünïcode") && texts.contains { $0.hasPrefix(label) })
    }
}
