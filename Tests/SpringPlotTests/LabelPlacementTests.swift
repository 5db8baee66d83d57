import SpringKit
import Testing
@testable import SpringPlot

/// Marker labels sit beside their markers, inside the panel, clear of each other, the legend
/// and the curves, for steps up and down and for springs that settle close together.
@Suite struct LabelPlacementTests {
    static let cases: [(String, [String])] = [
        ("up", ["k=300,c=12", "k=200,c=30"]),
        ("down", ["k=300,c=12,from=1,to=0", "k=200,c=30,from=1,to=0"]),
        ("down, far from zero", ["k=170,c=10,from=250,to=40", "k=120,c=30,from=250,to=40"]),
        ("settling close together", ["k=300,c=12", "k=310,c=12.5", "k=290,c=11.5"]),
        ("close together, down", ["k=300,c=12,from=1,to=0", "k=310,c=12.5,from=1,to=0", "k=290,c=11.5,from=1,to=0"]),
        ("one overdamped", ["k=14,c=14,from=1.2,to=1"]),
    ]

    @Test(arguments: cases)
    func labelsAreBesideTheirMarkersAndClear(_ name: String, _ specs: [String]) throws {
        let series = try specs.map { spec in
            let setup = try SpringSpec.parse(spec).resolved()
            return ResponsePlot.Series(label: spec, response: setup.response)
        }
        let plot = ResponsePlot(series: series)
        let (layout, annotations, _) = try plot.annotationGeometry()
        let panel = layout.main.rect
        let legend = try #require(annotations.legend)
        #expect(annotations.labels.count >= specs.count, "\(name): a settling label per spring")
        for (index, label) in annotations.labels.enumerated() {
            let box = label.box
            #expect(box.minX >= panel.minX && box.maxX <= panel.maxX && box.minY >= panel.minY && box.maxY <= panel.maxY,
                    "\(name): \(label.text) outside the panel")
            #expect(box.distance(to: label.marker.x, label.marker.y) <= ResponseAnnotations.maximumLabelDistance,
                    "\(name): \(label.text) is \(box.distance(to: label.marker.x, label.marker.y)) pt from its marker")
            #expect(!box.intersects(legend), "\(name): \(label.text) under the legend")
            for other in annotations.labels[(index + 1)...] {
                #expect(!box.intersects(other.box), "\(name): \(label.text) overlaps \(other.text)")
            }
            // No curve passes through the label.
            for curve in layout.curves {
                for (t, x) in zip(curve.times, curve.positions) {
                    let (px, py) = layout.main.point(t, x)
                    #expect(!box.contains(px, py), "\(name): \(curve.label) crosses \(label.text) at t = \(t)")
                    if box.contains(px, py) { break }
                }
            }
        }
        // The legend covers no marker.
        for label in annotations.labels {
            #expect(!legend.contains(label.marker.x, label.marker.y), "\(name): the legend hides a marker")
        }
    }
}
