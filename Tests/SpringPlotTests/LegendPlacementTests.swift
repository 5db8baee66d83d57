import Foundation
import SpringKit
import SpringTestSupport
import Testing
@testable import SpringPlot

/// The response plot's legend never covers data: it sits in a clear corner of the panel, or in
/// a strip below the x-axis title with the panels shortened, or (a canvas too small) nowhere;
/// always inside the canvas, off every curve segment, band, target line, retarget line and
/// marker, and the marker labels stay off it. Checked on the drawn geometry in points, against
/// segments computed here from the curves' samples.
@Suite struct LegendPlacementTests {
    /// A plot and what the test drew it from, for failure messages.
    struct Case: CustomStringConvertible {
        var specs: [String]
        var solvers: [Solver]
        var plot: ResponsePlot
        var description: String {
            "\(specs) solvers \(solvers.map(\.rawValue)) \(Int(plot.width))×\(Int(plot.height))"
                + (plot.showsVelocity ? " velocity" : "") + (plot.title == nil ? "" : " titled")
                + (plot.series.first?.retargets.isEmpty == false ? " retargeted" : "") + (plot.references.isEmpty ? "" : " reference")
        }
    }

    static func makeCase(specs: [String], labels: [String]? = nil, solvers: [Solver] = [], width: Double = 900, height: Double = 600,
                         velocity: Bool = false, title: String? = nil,
                         retargets: [RetargetedResponse.Retarget] = [], references: [ResponsePlot.Reference] = []) throws -> Case {
        let setups = try specs.map { try SpringSpec.parse($0).resolved() }
        var series = try ResponsePlot.series(for: setups, band: .standard, duration: nil, solvers: solvers,
                                             references: references, retargets: retargets)
        for index in series.indices {
            series[index].retargets = retargets
            if let labels { series[index].label = labels[index] }
        }
        var plot = ResponsePlot(series: series, title: title, showsVelocity: velocity, width: width, height: height)
        plot.references = references
        return Case(specs: specs, solvers: solvers, plot: plot)
    }

    /// A random spring: heavy overshoot (ζ 0.04–0.25), moderate (0.3–0.8), critical, or
    /// overdamped (1.2–4), stepping up, down or between arbitrary values; or a SwiftUI spring.
    static func randomSpec(_ random: inout SplitMix64) -> String {
        if random.uniform(0, 1) < 0.2 {
            let duration = random.uniform(0.2, 1.5), bounce = random.uniform(-0.5, 0.85)
            return "swiftui:duration=\(short(duration)),bounce=\(short(bounce))"
        }
        let stiffness = random.logUniform(20, 1500), mass = random.logUniform(0.3, 3)
        let ratio: Double
        switch Int(random.uniform(0, 3.999)) {
        case 0: ratio = random.uniform(0.04, 0.25)
        case 1: ratio = random.uniform(0.3, 0.8)
        case 2: ratio = 1
        default: ratio = random.uniform(1.2, 4)
        }
        let damping = 2 * ratio * (stiffness * mass).squareRoot()
        let (from, to): (Double, Double)
        switch Int(random.uniform(0, 2.999)) {
        case 0: (from, to) = (0, 1)
        case 1: (from, to) = (1, 0)
        default:
            from = random.uniform(-200, 300)
            to = from + (random.uniform(0, 1) < 0.5 ? -1 : 1) * random.uniform(5, 250)   // a step, not a rest
        }
        return "m=\(short(mass)),k=\(short(stiffness)),c=\(short(damping)),from=\(short(from)),to=\(short(to))"
    }

    /// `value` to 3 significant digits, as a user would type it.
    static func short(_ value: Double) -> String { String(format: "%.3g", value) }

    static let sizes: [(Double, Double)] = [(900, 600), (480, 320), (390, 260), (390, 844), (414, 300), (640, 400), (1200, 800)]

    static func randomCase(_ random: inout SplitMix64) throws -> Case {
        let count = Int(random.uniform(1, 4.999))
        var specs = (0..<count).map { _ in randomSpec(&random) }
        var solvers: [Solver]
        switch Int(random.uniform(0, 2.999)) {
        case 0: solvers = []
        case 1: solvers = [[.rk4, .reactSpring, .motion, .euler][Int(random.uniform(0, 3.999))]]
        default: solvers = [.reactSpring, .rk4]
        }
        let (width, height) = sizes[Int(random.uniform(0, Double(sizes.count) - 0.001))]
        let velocity = random.uniform(0, 1) < 0.3
        let title: String? = random.uniform(0, 1) < 0.3 ? "Random springs" : nil
        var retargets: [RetargetedResponse.Retarget] = []
        var references: [ResponsePlot.Reference] = []
        if random.uniform(0, 1) < 0.15 {
            // Every spring steps the same way here, so one retarget fits them all.
            specs = specs.map { $0.hasPrefix("swiftui") ? $0 : $0.replacingOccurrences(of: #"from=[^,]*,to=.*$"#, with: "from=0,to=1",
                                                                                      options: .regularExpression) }
            retargets = [.init(time: random.uniform(0.05, 0.3), target: random.uniform(0.3, 1.8))]
            // Solvers that follow a change of target in flight.
            solvers = solvers.isEmpty ? [] : [[.reactSpring, .motion, .android][Int(random.uniform(0, 2.999))]]
        } else if random.uniform(0, 1) < 0.15 {
            let times = [0, 0.1, 0.25, 0.4, 0.7], values = [0, 0.6, 1.1, 0.95, 1]
            references = [try ResponsePlot.Reference(label: "keyframes", times: times, positions: values,
                                                     marks: zip(times, values).map { .init(time: $0, position: $1) })]
        }
        // The studio's names (A, B…) or the specs themselves.
        let labels: [String]? = random.uniform(0, 1) < 0.5 ? specs.indices.map { String(UnicodeScalar(UInt8(65 + $0))) } : nil
        return try makeCase(specs: specs, labels: labels, solvers: solvers, width: width, height: height, velocity: velocity,
                            title: title, retargets: retargets, references: references)
    }

    /// Whether the segment from a to b comes within `pad` of `rect` (an endpoint inside the
    /// grown rectangle, or the segment crossing one of its edges).
    static func segment(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), touches rect: PlotRect, pad: Double) -> Bool {
        let r = PlotRect(x: rect.x - pad, y: rect.y - pad, width: rect.width + 2 * pad, height: rect.height + 2 * pad)
        if r.contains(a.x, a.y) || r.contains(b.x, b.y) { return true }
        func orientation(_ p: (Double, Double), _ q: (Double, Double), _ s: (Double, Double)) -> Double {
            (q.0 - p.0) * (s.1 - p.1) - (q.1 - p.1) * (s.0 - p.0)
        }
        let corners = [(r.minX, r.minY), (r.maxX, r.minY), (r.maxX, r.maxY), (r.minX, r.maxY)]
        for index in 0..<4 {
            let c = corners[index], d = corners[(index + 1) % 4]
            let o1 = orientation((a.x, a.y), (b.x, b.y), c), o2 = orientation((a.x, a.y), (b.x, b.y), d)
            let o3 = orientation(c, d, (a.x, a.y)), o4 = orientation(c, d, (b.x, b.y))
            if (o1 > 0) != (o2 > 0) && (o3 > 0) != (o4 > 0) { return true }
        }
        return false
    }

    /// Checks everything the legend must stay clear of; returns the first thing it covers.
    static func coveredData(_ plot: ResponsePlot) throws -> (covered: String?, annotations: ResponseAnnotations, layout: ResponseLayout) {
        let (layout, annotations, curves) = try plot.annotationGeometry()
        guard let legend = annotations.legend else { return (nil, annotations, layout) }
        let main = layout.main
        // Every curve segment (2 pt lines: 1 pt each side), every lone sample (a mark).
        for (index, curve) in curves.enumerated() {
            if curve.count == 1, segment(curve[0], curve[0], touches: legend, pad: 3.2) {
                return ("mark \(index) at \(curve[0])", annotations, layout)
            }
            for (a, b) in zip(curve, curve.dropFirst()) where segment(a, b, touches: legend, pad: 1) {
                return ("curve \(index) between \(a) and \(b)", annotations, layout)
            }
        }
        for curve in layout.curves {
            // The band and the target line, across the panel.
            let upper = main.y(curve.target + curve.bandWidth), lower = main.y(curve.target - curve.bandWidth)
            let band = PlotRect(x: main.rect.minX, y: min(upper, lower) - 0.5, width: main.rect.width, height: abs(lower - upper) + 1)
            if band.intersects(legend) { return ("the band of \(curve.label)", annotations, layout) }
            // Retargets: the vertical line and the earlier target's line.
            for (index, piece) in curve.motion.pieces.enumerated() where index > 0 && piece.start <= main.x.upper {
                let x = main.x(piece.start)
                if segment((x, main.rect.minY), (x, main.rect.maxY), touches: legend, pad: 0.5) {
                    return ("the retarget line of \(curve.label)", annotations, layout)
                }
                let previous = curve.motion.pieces[index - 1]
                let y = main.y(previous.response.motion.to)
                if segment((main.x(previous.start), y), (x, y), touches: legend, pad: 0.5) {
                    return ("the earlier target of \(curve.label)", annotations, layout)
                }
            }
            // The markers as drawn: rings of radius 4.5, the settling one with its drop line.
            let metrics = curve.metrics
            if let peakTime = metrics.peakTime, let peakValue = metrics.peakValue, (metrics.overshootPercent ?? 1) > 0.05,
               peakTime <= main.x.upper, plot.showsMarkers {
                let point = main.point(peakTime, peakValue)
                if segment(point, point, touches: legend, pad: 5.25) { return ("the peak marker of \(curve.label)", annotations, layout) }
            }
            if let settling = metrics.settlingTime, settling > 0, settling <= main.x.upper, plot.showsMarkers {
                let point = main.point(settling, curve.motion.position(at: settling))
                if segment(point, (point.x, main.rect.maxY), touches: legend, pad: 0.5) || segment(point, point, touches: legend, pad: 5.25) {
                    return ("the settling marker of \(curve.label)", annotations, layout)
                }
            }
        }
        for label in annotations.labels where label.box.intersects(legend) {
            return ("the label \(label.text)", annotations, layout)
        }
        return (nil, annotations, layout)
    }

    /// The legend is inside the canvas, and where its placement says: in the main panel, or
    /// below the lowest panel's x-axis title, off every panel.
    static func checkPlacement(_ item: Case, _ annotations: ResponseAnnotations, _ layout: ResponseLayout) {
        let plot = item.plot
        guard let legend = annotations.legend else {
            #expect(annotations.legendPlacement == .omitted, "\(item): no legend box but placed \(annotations.legendPlacement)")
            return
        }
        #expect(legend.minX >= 0 && legend.minY >= 0 && legend.maxX <= plot.width && legend.maxY <= plot.height,
                "\(item): legend \(legend) outside the canvas")
        switch annotations.legendPlacement {
        case .panel:
            let panel = layout.main.rect
            #expect(legend.minX >= panel.minX && legend.maxX <= panel.maxX && legend.minY >= panel.minY && legend.maxY <= panel.maxY,
                    "\(item): legend \(legend) not inside the panel \(panel)")
            #expect(layout.legendStrip == nil)
        case .strip:
            let lowest = (layout.velocity ?? layout.main).rect
            #expect(legend.minY >= lowest.maxY + AxisPainter.bottomMargin(fontSize: layout.fontSize),
                    "\(item): legend \(legend) over the x axis of \(lowest)")
            // Each line's text fits in the box (the box holds the columns of text).
            for entry in annotations.legendEntries {
                #expect(entry.x >= legend.minX && entry.x <= legend.maxX && entry.y >= legend.minY && entry.y <= legend.maxY)
            }
        case .omitted:
            Issue.record("\(item): omitted legend with a box \(legend)")
        }
    }

    @Test func randomSpringSetsNeverHaveTheLegendOverData() throws {
        var random = SplitMix64(seed: 0x1E6E_4D26)
        var placements: [ResponseAnnotations.LegendPlacement: Int] = [:]
        for index in 0..<150 {
            let item = try Self.randomCase(&random)
            let (covered, annotations, layout) = try Self.coveredData(item.plot)
            #expect(covered == nil, "case \(index), \(item): the legend covers \(covered ?? "")")
            Self.checkPlacement(item, annotations, layout)
            placements[annotations.legendPlacement, default: 0] += 1
            // A legend of up to four lines always finds room on these canvases.
            if annotations.legendEntries.count <= 4 {
                #expect(annotations.legend != nil, "case \(index), \(item): no legend")
            }
            // Every format lays the plot out alike (text is measured unhinted on every surface).
            if index % 10 == 0 {
                for format in [PlotFormat.svg, .pdf, .png] {
                    let frame = try item.plot.renderWithFrame(format: format).frame
                    #expect(frame.y == layout.main.rect.y && frame.height == layout.main.rect.height
                            && frame.width == layout.main.rect.width, "case \(index), \(item): \(format) lays out another panel")
                }
                let panel = try item.plot.mainPanel()
                #expect(panel.minY == layout.main.rect.minY && panel.height == layout.main.rect.height, "case \(index): mainPanel()")
            }
        }
        // The draw exercised both placements, so both were checked.
        #expect((placements[.panel] ?? 0) >= 10, "\(placements)")
        #expect((placements[.strip] ?? 0) >= 10, "\(placements)")
    }

    /// Two bouncy springs with react-spring's frames at phone width: the panel has no clear
    /// corner, and the legend used to sit over the start of the curves.
    @Test(arguments: [(480.0, 320.0), (900.0, 600.0), (390.0, 300.0)])
    func twoBouncySpringsKeepTheirCurvesVisible(width: Double, height: Double) throws {
        let item = try Self.makeCase(specs: ["swiftui:duration=0.5,bounce=0.6", "swiftui:duration=1.2,bounce=0.4"],
                                     solvers: [.reactSpring], width: width, height: height)
        let (covered, annotations, layout) = try Self.coveredData(item.plot)
        #expect(covered == nil, "\(item): the legend covers \(covered ?? "")")
        #expect(annotations.legend != nil)
        Self.checkPlacement(item, annotations, layout)
    }

    /// A single calm spring leaves a corner clear: the legend stays in the panel, boxed, and the
    /// panel keeps its full height.
    @Test func aClearCornerKeepsTheLegendInThePanel() throws {
        let item = try Self.makeCase(specs: ["k=300,c=30"], labels: ["A"], width: 480, height: 320)
        let (covered, annotations, layout) = try Self.coveredData(item.plot)
        #expect(covered == nil)
        #expect(annotations.legendPlacement == .panel)
        let unreserved = try item.plot.layout(samplesPerPoint: 4)
        #expect(layout.main.rect == unreserved.main.rect)
    }

    /// When the legend moves to the strip the panels give it exactly the room it takes, and
    /// the frame the studio reads is that of the shortened panel.
    @Test func theStripShortensThePanels() throws {
        let item = try Self.makeCase(specs: ["k=400,c=4", "k=150,c=3"], solvers: [.reactSpring], width: 480, height: 320,
                                     velocity: true)
        let (_, annotations, layout) = try Self.coveredData(item.plot)
        #expect(annotations.legendPlacement == .strip)
        let unreserved = try item.plot.layout(samplesPerPoint: 4)
        // (Not #require: its message would print the whole layout, samples and all.)
        guard let strip = layout.legendStrip, let velocity = layout.velocity, let unreservedVelocity = unreserved.velocity else {
            Issue.record("\(item): no strip or no velocity panel")
            return
        }
        // The panels and the gap between them lose the strip's height, nothing else.
        let lost = (unreserved.main.rect.height + unreservedVelocity.rect.height) - (layout.main.rect.height + velocity.rect.height)
        #expect(abs(lost - strip.height) < 1e-9)
        #expect(abs(strip.maxY - item.plot.height) < 1e-9)
        let frame = try item.plot.renderWithFrame(format: .svg).frame
        #expect(frame.height == layout.main.rect.height && frame.height < unreserved.main.rect.height)
    }

    /// Long labels at phone width: the entries shorten to their names, and text wider than the
    /// canvas ends in "…", so the legend stays inside the canvas.
    @Test func longLabelsAreShortenedToFitTheCanvas() throws {
        var item = try Self.makeCase(specs: ["k=400,c=4", "k=150,c=3"], solvers: [.reactSpring], width: 390, height: 300)
        item.plot.series[0].label = String(repeating: "mass=1,stiffness=224.6441202856322,", count: 3)
        let (covered, annotations, layout) = try Self.coveredData(item.plot)
        #expect(covered == nil)
        #expect(annotations.legendPlacement == .strip)
        Self.checkPlacement(item, annotations, layout)
        #expect(annotations.legendEntries[0].text.hasSuffix("…"))
        #expect(!annotations.legendEntries.contains { $0.text.contains("settles") }, "tight strip: names only")
    }

    /// A canvas too small to hold the legend clear of the data draws no legend (never one over
    /// the data), and still draws the plot.
    @Test func aCanvasTooSmallForTheLegendOmitsIt() throws {
        let item = try Self.makeCase(specs: ["k=400,c=4", "k=150,c=3", "k=900,c=6", "k=250,c=2"],
                                     solvers: [.reactSpring, .rk4], width: 220, height: 130)
        let (covered, annotations, layout) = try Self.coveredData(item.plot)
        #expect(covered == nil)
        #expect(annotations.legendPlacement == .omitted && annotations.legend == nil)
        #expect(layout.legendStrip == nil)
        for format in [PlotFormat.png, .svg, .pdf] { #expect(!(try item.plot.render(format: format)).isEmpty) }
    }
}
