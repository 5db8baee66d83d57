import ArgumentParser
import Foundation
import SpringKit
import SpringIO
import SpringPlot
import SpringRequests
import SpringTuning

/// `springtune plot`: response curves to SVG, PNG or PDF.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Plot response curves to SVG, PNG or PDF (chosen by the file extension).",
        discussion: """
            Each spring is drawn exactly, with its settle band, settling-time and peak markers. \
            --solver overlays the same spring as an integrator or engine draws it, dashed; a \
            jnw: spring (or a preset tuned under JNW) gets its JNW curve overlaid automatically.

            Examples:
              springtune plot --preset swiftui-smooth --preset swiftui-snappy --preset swiftui-bouncy -o bouncy.svg
              springtune plot --spring k=300,c=10 --solver rk4 --dt 0.016 -o rk4.png --scale 2
              springtune plot --preset alert-in --show-velocity --theme dark -o alert-in.pdf
              springtune plot --spring k=300,c=20 --spring k=200,c=30 --label snappy --label calm -o two.png
              springtune plot --preset alert-pop-keyframes --overlay-keyframes 0:0.01,0.2:1.1,0.3:0.9,0.4:1 \\
                  --timing easeInEaseOut -o pop.png
              springtune plot --spring k=200,c=15 --overlay-data measured.csv -o measured.svg
            """
    )

    @OptionGroup var input: SpringInput
    @OptionGroup var retarget: RetargetOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file: .svg, .png or .pdf.", valueName: "file"))
    var output: String

    @Flag(help: "Add a velocity panel below the curves.")
    var showVelocity = false

    @Option(name: .customLong("label"),
            help: ArgumentHelp("The legend name of a spring, in the order the springs are given (repeatable; default: the spec or preset name).",
                               valueName: "text"))
    var labels: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Draw a keyframe curve TIME:VALUE,… (times increasing) with its keys marked, as fit --keyframes reads it.",
                               valueName: "frames"))
    var overlayKeyframes: String?

    @Option(help: ArgumentHelp("With --overlay-keyframes: the timing function, one for all segments or one per segment (as fit --timing).",
                               valueName: "name"))
    var timing: [String] = []

    @Option(help: ArgumentHelp("Draw the sampled curve of a CSV file (t,x), as fit --data reads it.", valueName: "file"))
    var overlayData: String?

    @Option(help: ArgumentHelp("Overlay the curve this solver or engine draws (dashed).", valueName: "name"))
    var solver: Solver?

    @Option(parsing: .unconditional, help: ArgumentHelp("Step of the overlay's integrator, or frame interval of its engine, in seconds.", valueName: "H"),
            transform: NumberArgument.finite)
    var dt: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Settle band as a fraction of the step (default 0.02).", valueName: "fraction"),
            transform: NumberArgument.finite)
    var band: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Time range 0…T in seconds (default: through the slowest settling time, plus a margin).", valueName: "T"),
            transform: NumberArgument.finite)
    var duration: Double?

    @Option(help: "The plot's title.")
    var title: String?

    @Option(help: "light or dark.", transform: { text in try ChoiceArgument.parsed { try PlotRequest.theme(named: text) } })
    var theme: PlotTheme = .light

    @Option(parsing: .unconditional, help: ArgumentHelp("Width in points (SVG/PDF page size; PNG pixels at scale 1), 100…10000.", valueName: "W"),
            transform: NumberArgument.finite)
    var width: Double = PlotSize.standard.width

    @Option(parsing: .unconditional, help: ArgumentHelp("Height in points, 100…10000.", valueName: "H"), transform: NumberArgument.finite)
    var height: Double = PlotSize.standard.height

    @Option(parsing: .unconditional, help: ArgumentHelp("PNG pixel multiplier, 0.25…8 (900×600 at scale 2 is 1800×1200).", valueName: "S"),
            transform: NumberArgument.finite)
    var scale: Double = 1

    func run() throws {
        try makePlot().write(to: URL(fileURLWithPath: output))
    }

    /// The plot the options describe (checked, springs resolved, nothing written).
    func makePlot() throws -> ResponsePlot {
        let settings = try PlotRequest(theme: theme, width: width, height: height, scale: scale, duration: duration,
                                       timeStep: dt, solver: solver)
        let settlingBand = try band.map { try SettlingBand.fraction($0) } ?? .standard
        _ = try PlotFormat(url: URL(fileURLWithPath: output))   // reject the extension before any work

        try input.presetFiles.checkOutputs([(role: "-o", path: output)])
        let references = try PlotRequest.references(keyframes: overlayKeyframes, timings: timing, data: overlayData) { path in
            try FitSamples.reading(atPath: path, as: .overlayData)
        }
        let setups = try PlotRequest.labelled(try input.setups(), labels: labels)
        return try settings.plot(of: setups, band: settlingBand, solver: solver, retargets: try retarget.request(),
                                 references: references, title: title, showsVelocity: showVelocity)
    }
}
