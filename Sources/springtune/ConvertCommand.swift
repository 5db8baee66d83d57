import ArgumentParser
import SpringIO
import SpringKit
import SpringReport
import SpringRequests

/// `springtune convert`: one spring in every ecosystem's parameters.
struct ConvertCommand: ParsableCommand, ReportingCommand {
    static let command = "convert"
    static let accepted: [ReportFormat] = [.table, .json]
    static let defaultFormat = ReportFormat.table

    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a spring between every family's parameters (SwiftUI, Motion, POP, Origami, Android…).",
        discussion: """
            Families defined at mass 1 (Motion, POP, Origami, Android) report the parameters of \
            the same motion. A family that cannot express the spring is null, with the reason. \
            Formulas and ranges: docs/conversions.md.

            With an initial velocity (velocity=… normalised, or absoluteVelocity=… such as a \
            gesture's release speed in points per second, with from and to), it is also given \
            in each API's convention: UIKit, Core Animation and SwiftUI take it per whole \
            distance, Motion, Android, Compose and React Native per second in units.

            Svelte's spring acts per display frame: its row is the stiffness and damping \
            that draw the same frames at --frame-rate (60 Hz by default); a svelte: spec is \
            read at its own frameRate key (60 by default).

            Examples:
              springtune convert --spring swiftui:duration=0.5,bounce=0.3
              springtune convert --spring svelte:stiffness=0.1,damping=0.25 --frame-rate 120
              springtune convert --spring k=300,c=30,from=0,to=240,absoluteVelocity=-900
              springtune convert --spring pop:bounciness=4,speed=12 --format json
              springtune convert --stiffness 100 --damping 10
            """
    )

    @OptionGroup var input: SpringInput

    @Option(help: ArgumentHelp("Display frame rate in Hz at which the svelte row is written (default 60).", valueName: "hz"),
            transform: NumberArgument.finite)
    var frameRate: Double = SvelteParameters.defaultFrameRate

    @OptionGroup var outputOptions: OutputOptions<Self>

    func run() throws {
        let request = try ConvertRequest(frameRate: frameRate)
        try input.presetFiles.checkOutputs([(role: "-o", path: output)])
        try Standard.emit(request.rendered(try input.setups(), as: format), to: output)
    }
}
