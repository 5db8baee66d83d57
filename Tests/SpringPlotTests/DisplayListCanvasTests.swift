import Foundation
import Testing
import SpringKit
import SpringTestSupport
@testable import SpringPlot

/// The display list recorded without cairo (``PlotDisplayListCanvas``, text measured by cairo)
/// is the list recorded from cairo (``PlotRecorder``): the same plot, operation for operation.
@Suite struct DisplayListCanvasTests {
    /// A seeded plot of the kinds the studio and the CLI draw: one to four springs (under-,
    /// critically and overdamped, steps up and down, initial velocity, retargets), engine-like
    /// overlays (held frames and sampled lines), reference curves with marks, the velocity or a
    /// residual panel, bands relative and absolute, titles, markers on and off, light and dark,
    /// phone, desktop and odd canvas sizes and scales, automatic and odd time ranges.
    static func randomPlot(_ random: inout SplitMix64) throws -> ResponsePlot {
        let seriesCount = Int(random.uniform(1, 4.999))
        var series: [ResponsePlot.Series] = []
        for index in 0..<seriesCount {
            let stiffness = random.logUniform(20, 900)
            let ratio = random.logUniform(0.05, 2.5)
            let damping = ratio * 2 * stiffness.squareRoot()
            let down = random.uniform(0, 1) < 0.2
            let motion = try Motion(from: down ? 1 : 0, to: down ? 0 : random.uniform(0.5, 3),
                                    initialVelocity: random.uniform(0, 1) < 0.3 ? random.uniform(-5, 5) : 0)
            let response = SpringResponse(spring: try Spring(mass: 1, stiffness: stiffness, damping: damping), motion: motion)
            var overlays: [ResponsePlot.Overlay] = []
            if random.uniform(0, 1) < 0.4 {
                let fps = [30.0, 60, 120][Int(random.uniform(0, 2.999))]
                let held = random.uniform(0, 1) < 0.5
                let times = stride(from: 0.0, through: random.uniform(0.4, 2), by: 1 / fps).map { $0 }
                let positions = times.map { response.position(at: $0) }
                if held {
                    // A frame engine's steps: each frame's value held until the next.
                    var stepTimes: [Double] = [], stepPositions: [Double] = []
                    for (i, t) in times.enumerated() {
                        stepTimes.append(t); stepPositions.append(positions[i])
                        stepTimes.append(t + 0.5 / fps); stepPositions.append(positions[i])
                    }
                    overlays.append(try .init(label: "\(Int(fps)) fps", times: stepTimes, positions: stepPositions))
                } else {
                    overlays.append(try .init(label: "rk4", times: times, positions: positions.map { $0 * 1.01 }))
                }
            }
            var entry = ResponsePlot.Series(label: ["snappy", "bouncy", "a rather long label for a spring", "B"][index % 4],
                                            response: response, overlays: overlays)
            if random.uniform(0, 1) < 0.15 {
                entry.retargets = [.init(time: random.uniform(0.1, 0.5), target: random.uniform(-1, 2))]
            }
            series.append(entry)
        }
        let sizes: [(Double, Double)] = [(900, 600), (390, 320), (1400, 900), (480, 320), (333.3, 517.7), (640, 480)]
        let size = sizes[Int(random.uniform(0, Double(sizes.count) - 0.001))]
        var plot = ResponsePlot(series: series,
                                band: random.uniform(0, 1) < 0.7 ? .standard : try .fraction(random.uniform(0.005, 0.1)),
                                timeRange: random.uniform(0, 1) < 0.3 ? 0...random.uniform(0.137, 3.71) : nil,
                                title: random.uniform(0, 1) < 0.4 ? "Springs, tuned" : nil,
                                showsVelocity: random.uniform(0, 1) < 0.3,
                                showsMarkers: random.uniform(0, 1) < 0.85,
                                theme: random.uniform(0, 1) < 0.5 ? .light : .dark,
                                width: size.0, height: size.1)
        if random.uniform(0, 1) < 0.2 {
            let first = series[0].response
            let times = stride(from: 0.0, through: 1.2, by: 0.05).map { $0 }
            let positions = times.map { first.position(at: $0) + 0.02 }
            plot.references = [try .init(label: "target curve", times: times, positions: positions,
                                         marks: [.init(time: 0.2, position: first.position(at: 0.2))])]
            if random.uniform(0, 1) < 0.5 {
                plot.residual = .residual(title: "residual", times: times, values: times.map { 0.02 * Foundation.sin(9 * $0) })
            }
        }
        return plot
    }

    /// The first operation where two lists differ, described (for a failure message). Texts'
    /// widths may differ by `widthTolerance` relative: cairo's width of a text drawn after other
    /// texts can differ from its width measured alone in the last bits (seen with spaces and
    /// parentheses; the layout itself measures before anything is drawn, so it is unaffected).
    static func firstDifference(_ a: PlotDisplayList, _ b: PlotDisplayList, widthTolerance: Double = 1e-12) -> String? {
        var a = a
        for index in a.operations.indices where index < b.operations.count {
            if case .text(var text) = a.operations[index], case .text(let other) = b.operations[index],
               abs(text.width - other.width) <= widthTolerance * other.width {
                text.width = other.width
                a.operations[index] = .text(text)
            }
        }
        guard a != b else { return nil }
        if a.operations.count != b.operations.count {
            for (index, (x, y)) in zip(a.operations, b.operations).enumerated() where x != y {
                return "\(a.operations.count) vs \(b.operations.count) operations; #\(index): \(x) ≠ \(y)"
            }
            return "\(a.operations.count) vs \(b.operations.count) operations (one a prefix of the other)"
        }
        for (index, (x, y)) in zip(a.operations, b.operations).enumerated() where x != y {
            return "#\(index): \(x) ≠ \(y)"
        }
        return "the canvas sizes differ"
    }

    @Test("with cairo's text measurement, the pure-Swift canvas records the operations cairo records (exactly; text widths to 1e-12)",
          arguments: 0..<4)
    func sameOperationsAsCairo(batch: Int) throws {
        var random = SplitMix64(seed: 0x5eed_35 &+ UInt64(batch))
        let measurer = CairoTextMeasurer()
        var kinds = Set<String>()
        for case_ in 0..<15 {
            let plot = try Self.randomPlot(&random)
            let (recorded, recordedFrame) = try plot.displayListWithFrame()
            let (drawn, drawnFrame) = try plot.displayList(measuringTextWith: measurer)
            #expect(drawnFrame == recordedFrame, "batch \(batch) case \(case_)")
            let difference = Self.firstDifference(drawn, recorded)
            #expect(difference == nil, "batch \(batch) case \(case_): \(difference ?? "")")
            if difference != nil { return }
            for operation in recorded.operations {
                switch operation {
                case .stroke(let path, let stroke):
                    kinds.insert(stroke.dash.isEmpty ? "stroke" : "dashed stroke")
                    if path.contains(where: { if case .curve = $0 { true } else { false } }) { kinds.insert("curve") }
                case .fill: kinds.insert("fill")
                case .clip: kinds.insert("clip")
                case .text(let text): kinds.insert(text.angle != 0 ? "rotated text" : text.isBold ? "bold text" : "text")
                case .paint, .save, .restore, .gradient: break
                }
            }
        }
        // Not a trivial match: every kind of operation the plots draw was compared.
        for kind in ["stroke", "dashed stroke", "curve", "fill", "clip", "text", "rotated text"] {
            #expect(kinds.contains(kind), "no \(kind) in batch \(batch)")
        }
    }

    @Test("scaled, the canvas records cairo's device coordinates and cairo's arcs (segments by tolerance), rectangles and lines",
          arguments: [1.0, 2.5, 4, 16, 40])
    func scaledShapes(scale: Double) throws {
        func draw<Canvas: PlotCanvas & ~Copyable>(_ context: borrowing Canvas) {
            for (index, radius) in [0.0, 3.2, 4.5, 50, 400].enumerated() {
                context.setColor(PlotColor(red: 0.1 * Double(index), green: 1.2, blue: -0.1, alpha: 0.5))
                context.setLineWidth(1.5)
                context.circle(20 + 1.001 * Double(index), 20.0 / 3, radius: radius)
                index % 2 == 0 ? context.stroke() : context.fill()
            }
            context.save()
            context.setDash([6, 4])
            context.clip(to: PlotRect(x: 1.3, y: 2.7, width: 40.01, height: 0))
            context.rectangle(PlotRect(x: 0.1, y: 0.2, width: 1e-3, height: 30.3))
            context.stroke()
            context.restore()
            // Collinear, degenerate and backtracking segments, a lone move, a closed triangle.
            context.polyline([0, 1, 2, 3, 3, 2, .nan, 5, 6], [0, 1, 2, 3, 3, 2, 0, 5, 6.0001])
            context.moveTo(7, 7)
            context.lineTo(9, 7)
            context.lineTo(8, 9)
            context.closePath()
            context.stroke()
            context.moveTo(1, 1)
            context.stroke()
        }
        let recorder = PlotRecorder()
        let surface = try CairoSurface.recording(width: 500, height: 500)
        try surface.withContext(recordingInto: recorder) { (context: borrowing CairoContext) throws(PlotError) in
            context.scale(scale)
            draw(context)
        }
        let canvas = PlotDisplayListCanvas(width: 500, height: 500, measuringTextWith: CairoTextMeasurer())
        canvas.scale(scale)
        draw(canvas)
        let cairo = recorder.displayList(width: 500, height: 500), drawn = canvas.displayList
        #expect(cairo.operations.count > 8)
        #expect(Self.firstDifference(drawn, cairo) == nil, "scale \(scale): \(Self.firstDifference(drawn, cairo) ?? "")")
    }

    @Test("text measured by another measurer moves the layout, not the drawing code: a wider font keeps labels apart")
    func otherMeasurer() throws {
        struct Wide: PlotTextMeasurer {
            func advanceWidth(of text: String, fontSize: Double, isBold: Bool) -> Double { Double(text.count) * fontSize * 0.7 }
            func fontMetrics(fontSize: Double, isBold: Bool) -> PlotFontMetrics { .init(ascent: fontSize * 0.9, descent: fontSize * 0.25) }
        }
        let plot = PlotFixtures.twoSprings
        let (list, _) = try plot.displayList(measuringTextWith: Wide())
        let (cairo, _) = try plot.displayListWithFrame()
        let texts = list.operations.compactMap { if case .text(let text) = $0 { text } else { nil } }
        let cairoTexts = cairo.operations.compactMap { if case .text(let text) = $0 { text } else { nil } }
        #expect(texts.count > 10)
        #expect(texts.map(\.string) == cairoTexts.map(\.string))
        for text in texts { #expect(text.width == Double(text.string.count) * text.fontSize * 0.7) }
        // The vertical anchors follow the measurer's ascent: a top-anchored tick label's baseline is 0.9 em below.
        #expect(texts.contains { $0.baselineOffset == $0.fontSize * 0.9 })
        #expect(list != cairo)
    }

    @Test("the WebAssembly build (Embedded Swift, wasi-libc's libm, in Node) records the same display lists, to the digit")
    func sameListsInWebAssembly() throws {
        // The plots and measurer of Scripts/plot-web-check/PlotWebCheck.swift, whose output
        // Scripts/plot-web-check.sh keeps in WebDisplayLists.swift.
        struct FixedWidthMeasurer: PlotTextMeasurer {
            func advanceWidth(of text: String, fontSize: Double, isBold: Bool) -> Double {
                Double(text.unicodeScalars.count) * fontSize * (isBold ? 0.66 : 0.6)
            }
            func fontMetrics(fontSize: Double, isBold: Bool) -> PlotFontMetrics {
                PlotFontMetrics(ascent: fontSize * 0.93, descent: fontSize * 0.24)
            }
        }
        let a = PlotFixtures.response(stiffness: 157.9, damping: 8), b = PlotFixtures.response(stiffness: 300, damping: 40)
        let plots = [
            ResponsePlot(series: [.init(label: "A", response: a)]),
            ResponsePlot(series: [.init(label: "bouncy", response: a), .init(label: "calm", response: b)],
                         title: "Two", showsVelocity: true, theme: .dark, width: 390, height: 320),
        ]
        var text = ""
        for plot in plots {
            let (list, frame) = try plot.displayList(measuringTextWith: FixedWidthMeasurer())
            text += list.json(decimals: 4) + "\n" + "\(frame.x) \(frame.y) \(frame.width) \(frame.height)\n"
        }
        let native = text.split(separator: "\n", omittingEmptySubsequences: false)
        let web = (WebDisplayLists.output + "\n").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(native.count == web.count && native.count == 5)
        for (index, (line, webLine)) in zip(native, web).enumerated() {
            #expect(line == webLine, "line \(index) differs")
        }
        // Not vacuous: circles (sin, cos), tick labels (log10, pow, printf) and texts were drawn.
        #expect(text.contains("86.4922C") && text.contains("\"op\":\"text\""))
    }
}
