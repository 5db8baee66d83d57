import ArgumentParser
import Foundation
import SpringKit
import SpringPlot

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
            """
    )

    @OptionGroup var input: SpringInput

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file: .svg, .png or .pdf.", valueName: "file"))
    var output: String

    @Flag(help: "Add a velocity panel below the curves.")
    var showVelocity = false

    @Option(help: ArgumentHelp("Overlay the curve this solver or engine draws (dashed).", valueName: "name"))
    var solver: Solver?

    @Option(help: ArgumentHelp("Step of the overlay's integrator, or frame interval of its engine, in seconds.", valueName: "H"),
            transform: NumberArgument.finite)
    var dt: Double?

    @Option(help: ArgumentHelp("Settle band as a fraction of the step (default 0.02).", valueName: "fraction"),
            transform: NumberArgument.finite)
    var band: Double?

    @Option(help: ArgumentHelp("Time range 0…T in seconds (default: through the slowest settling time, plus a margin).", valueName: "T"),
            transform: NumberArgument.finite)
    var duration: Double?

    @Option(help: "The plot's title.")
    var title: String?

    @Option(help: "light or dark.")
    var theme: String = "light"

    @Option(help: ArgumentHelp("Width in points (SVG/PDF page size; PNG pixels at scale 1), 100…10000.", valueName: "W"),
            transform: NumberArgument.finite)
    var width: Double = 900

    @Option(help: ArgumentHelp("Height in points, 100…10000.", valueName: "H"), transform: NumberArgument.finite)
    var height: Double = 600

    @Option(help: ArgumentHelp("PNG pixel multiplier, 0.25…8 (900×600 at scale 2 is 1800×1200).", valueName: "S"),
            transform: NumberArgument.finite)
    var scale: Double = 1

    func run() throws {
        guard let plotTheme = PlotTheme(rawValue: theme) else {
            throw CommandFailure.usage("invalid --theme '\(theme)': must be light or dark")
        }
        guard (100...10_000).contains(width) else { throw CommandFailure.usage("invalid --width \(Record.readable(width)): must be 100…10000 points") }
        guard (100...10_000).contains(height) else { throw CommandFailure.usage("invalid --height \(Record.readable(height)): must be 100…10000 points") }
        guard (0.25...8).contains(scale) else { throw CommandFailure.usage("invalid --scale \(Record.readable(scale)): must be 0.25…8") }
        if let duration, !(duration > 0) { throw CommandFailure.usage("invalid --duration \(Record.readable(duration)): must be > 0") }
        if let dt {
            guard dt > 0, dt <= 1 else { throw CommandFailure.usage("invalid --dt \(Record.readable(dt)): must be > 0 and ≤ 1 s") }
            guard let solver, solver.hasStep else {
                throw CommandFailure.usage("--dt needs --solver with a step (euler, verlet, rk4, pop, rebound, react-spring, motion)")
            }
        }
        let settlingBand = try band.map { try SettlingBand.fraction($0) } ?? .standard
        _ = try PlotFormat(url: URL(fileURLWithPath: output))   // reject the extension before any work

        let setups = try input.setups()
        let series = try Self.series(for: setups, band: settlingBand, duration: duration, solver: solver, step: dt)
        let plot = ResponsePlot(series: series, band: settlingBand, timeRange: duration.map { 0...$0 }, title: title,
                                showsVelocity: showVelocity, theme: plotTheme, width: width, height: height, scale: scale)
        try plot.write(to: URL(fileURLWithPath: output))
    }

    /// The most samples an overlay curve may have (its time range over its step, plus one).
    static let maximumOverlaySamples = 2_000_000

    /// One plot series per setup, each with the overlay `solver` draws (JNW's for `jnw:` springs),
    /// sampled every `step` (or 1 ms) through the plot's time range.
    static func series(for setups: [SpringSetup], band: SettlingBand, duration: Double?,
                       solver: Solver?, step: Double?) throws -> [ResponsePlot.Series] {
        let baseline = ResponsePlot(series: setups.map { ResponsePlot.Series(label: $0.label, response: $0.response) },
                                    band: band, timeRange: duration.map { 0...$0 })
        let range = try baseline.resolvedTimeRange()
        return try setups.map { setup in
            var overlays: [ResponsePlot.Overlay] = []
            let overlaySolver = setup.family == .jnw ? Solver.jnw : solver
            if let overlaySolver, overlaySolver != .exact {
                let times = try SampleTimes.uniform(through: range.upperBound, step: step ?? 0.001,
                                                    limit: maximumOverlaySamples)
                let curve = step.map { overlaySolver.render(setup.spring, motion: setup.motion, times: times, step: $0) }
                    ?? overlaySolver.render(setup.spring, motion: setup.motion, times: times)
                let label = overlaySolver.rawValue + (step.map { " (step \(Record.readable($0)) s)" } ?? "")
                overlays.append(try ResponsePlot.Overlay(label: label, times: curve.times, positions: curve.positions))
            }
            return ResponsePlot.Series(label: setup.label, response: setup.response, overlays: overlays)
        }
    }
}
