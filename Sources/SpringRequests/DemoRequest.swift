import Foundation
import SpringIO
import SpringKit
import SpringPlot
import SpringPresets
import SpringReport

/// A request for `springtune demo`: a handful of well-known springs measured, their metrics
/// written as a table, JSON and CSV, and a gallery of plots (the alert-guide springs, the
/// alert-in story of docs/tuning.md, SwiftUI's presets), all into one folder.
public struct DemoRequest: Sendable, Hashable {
    /// The folder written (created if missing).
    public var folder: String

    /// A demo written into `folder`.
    public init(folder: String) { self.folder = folder }

    /// Well-known springs, with where their numbers come from.
    public static let springs: [(label: String, spec: String)] = [
        ("CASpringAnimation default (1/100/10)", "mass=1,stiffness=100,damping=10"),
        ("CASpringAnimation doc: damping 5", "mass=1,stiffness=100,damping=5"),
        ("CASpringAnimation doc: damping 15", "mass=1,stiffness=100,damping=15"),
        ("UINavigationController push (3/1000/500)", "mass=3,stiffness=1000,damping=500"),
        ("react-spring default (170/26)", "stiffness=170,damping=26"),
        ("react-spring wobbly (180/12)", "stiffness=180,damping=12"),
        ("Android MEDIUM/MEDIUM_BOUNCY (1500, ζ 0.5)", "stiffness=1500,damping=38.72983346207417"),
        ("Alert in, tuned under JNW (14/14)", "preset:alert-in"),
        ("Alert pop-in (450/32, mass 2.4)", "mass=2.4,stiffness=450,damping=32"),
    ]

    /// Writes the demo's files, telling `report` what to print as it goes: the metrics as one
    /// row per spring, the files written, then the gallery's files.
    /// - Throws: ``SpringIO/FileError`` for a folder or file that cannot be created, the
    ///   libraries' errors for a spring that cannot be measured.
    /// - Cost: nine springs' metrics and eleven plots drawn twice (SVG and PNG).
    public func run(report: (String) throws -> Void) throws {
        try Self.makeDirectory(folder)
        let library = PresetLibrary.bundled
        let setups = try Self.springs.map { entry in
            var setup = try library.setup(for: try SpringSpec.parse(entry.spec))
            setup.label = entry.label
            return setup
        }
        let records = try MetricsReport.records(for: setups, band: .standard, rest: nil)
        let table = ReportRecord.table(records.map(MetricsReport.summary(of:)), headers: setups.map(\.label))
        let tablePath = folder + "/metrics.txt", jsonPath = folder + "/metrics.json", csvPath = folder + "/metrics.csv"
        try AtomicFileWriter.write(Array(table.utf8), to: tablePath)
        try AtomicFileWriter.write(Array(ReportRecord.json(records).utf8), to: jsonPath)
        try AtomicFileWriter.write(Array(ReportRecord.csv(records).utf8), to: csvPath)
        try report(TextTable.render(Self.transpose(records.map(MetricsReport.summary(of:)), labels: setups.map(\.label))) + "\n")
        try report("Wrote \(tablePath), \(jsonPath) and \(csvPath).\n")
        let gallery = try writeGallery()
        try report("Gallery (\(gallery.count) files):\n" + gallery.map { "  " + $0 + "\n" }.joined())
    }

    /// The alert-guide springs (each as tuned, with JNW's curve overlaid, and all of them as
    /// unit steps on one chart) and SwiftUI's .smooth/.snappy/.bouncy, as SVG and PNG.
    func writeGallery() throws -> [String] {
        let folder = self.folder + "/gallery"
        try Self.makeDirectory(folder)
        let alertNames = ["alert-in", "alert-out", "alert-bottom-entry-scale", "alert-bottom-entry-translation",
                          "alert-bottom-exit-scale", "alert-bottom-exit-translation", "alert-pop-in"]
        var charts: [(name: String, plot: ResponsePlot)] = []
        var unitSteps: [SpringSetup] = []
        for name in alertNames {
            let preset = try PresetLibrary.bundled.requirePreset(named: name)
            let setup = try preset.setup()
            let jnw = SpringSetup(spring: setup.spring, motion: setup.motion, family: .jnw, label: name)
            let series = try ResponsePlot.series(for: [jnw], band: .standard, duration: nil, solvers: [], step: nil)
            charts.append((name, ResponsePlot(series: series, title: "\(name): exact spring vs JNWSpringAnimation (dashed)")))
            unitSteps.append(SpringSetup(spring: setup.spring, motion: .unitStep, family: .physical,
                                         label: "\(name) (\(NumberStyle.readable.text(setup.spring.stiffness))/\(NumberStyle.readable.text(setup.spring.damping)))"))
        }
        charts.insert(("alerts-overview", ResponsePlot(series: unitSteps.map { .init(label: $0.label, response: $0.response) },
                                                       title: "Alert-guide springs as real springs, unit step",
                                                       showsMarkers: false)), at: 0)
        charts.append(("alert-in-story", try Self.alertInStory()))
        let swiftui = try ["swiftui-smooth", "swiftui-snappy", "swiftui-bouncy"].map { try PresetLibrary.bundled.requirePreset(named: $0).setup() }
        charts.append(("swiftui-presets", ResponsePlot(series: swiftui.map { .init(label: $0.label, response: $0.response) },
                                                       title: "SwiftUI .smooth, .snappy, .bouncy (duration 0.5)")))
        var written: [String] = []
        for chart in charts {
            for fileExtension in ["svg", "png"] {
                let path = "\(folder)/\(chart.name).\(fileExtension)"
                try chart.plot.write(to: URL(fileURLWithPath: path))
                written.append(path)
            }
        }
        return written
    }

    /// The alert-in story (docs/tuning.md): what JNWSpringAnimation drew for damping = stiffness
    /// = 14, the same numbers as a real spring, the same numbers as SwiftUI draws them (its
    /// overdamping clamp), and the spring designed from targets, on one chart with settling times.
    static func alertInStory() throws -> ResponsePlot {
        let tuned = try PresetLibrary.bundled.requirePreset(named: "alert-in").setup()
        let designed = try PresetLibrary.bundled.requirePreset(named: "alert-in-designed").setup()
        let motion = tuned.motion
        let horizon = 1.5
        let times = (0...Int(horizon * 1000)).map { Double($0) / 1000 }
        func settling(_ solver: Solver) throws -> String {
            let metrics = try solver.metrics(of: tuned.spring, motion: motion)
            return metrics.settlingTime.map { "settles \(NumberStyle.fixed(3).text($0)) s" } ?? "never settles"
        }
        let jnw = Solver.jnw.render(tuned.spring, motion: motion, times: times)
        let swiftui = Solver.swiftui.render(tuned.spring, motion: motion, times: times)
        let designedResponse = SpringResponse(spring: designed.spring, motion: motion)
        return ResponsePlot(
            series: [
                .init(label: "k = c = 14 as a real spring", response: tuned.response, overlays: [
                    try .init(label: "JNWSpringAnimation, as tuned (\(try settling(.jnw)))", times: jnw.times, positions: jnw.positions),
                    try .init(label: "SwiftUI Spring(mass:stiffness:damping:) (\(try settling(.swiftui)))", times: swiftui.times, positions: swiftui.positions),
                ]),
                .init(label: "alert-in-designed (k \(NumberStyle.readable.text(designed.spring.stiffness)), c \(NumberStyle.readable.text(designed.spring.damping)))",
                      response: designedResponse),
            ],
            timeRange: 0...horizon,
            title: "alert in (scale 1.2 → 1): k = c = 14 three ways, and the designed spring"
        )
    }

    /// One row per spring (label first), for a terminal.
    static func transpose(_ records: [ReportRecord], labels: [String]) -> [[String]] {
        guard let first = records.first else { return [] }
        let header = ["spring"] + first.fields.map { $0.unit.isEmpty ? $0.key : "\($0.key) (\($0.unit))" }
        return [header] + zip(labels, records).map { label, record in
            [label] + record.fields.map { $0.cell.table(null: "never") }
        }
    }
}

extension DemoRequest {
    /// Creates `path` (and parents) if needed; a clear error when it cannot.
    static func makeDirectory(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw FileError.cannotCreate(path: path, reason: "it exists and is not a directory")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FileError.cannotCreate(path: path, reason: "cannot create the directory")
        }
    }
}
