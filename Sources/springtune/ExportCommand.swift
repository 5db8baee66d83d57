import ArgumentParser
import SpringExport
import SpringIO
import SpringKit
import SpringPresets
import SpringRequests

extension ExportFormat: ExpressibleByArgument {}

/// `springtune export`: a spring as ready-to-paste code for another ecosystem.
struct ExportCommand: ParsableCommand {
    static let formatList = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
    static let cssSolverList = CSSExporter.solvers.filter { $0 != .exact }.map(\.rawValue).joined(separator: ", ")

    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a spring as ready-to-paste code for SwiftUI, Core Animation, UIKit, CSS, Motion, Android, …",
        discussion: """
            Formats: \(formatList).
            The spring is given as everywhere else: --spring SPEC or --preset NAME (repeatable; \
            positional specs work too), or the single-spring flags --mass --stiffness --damping \
            --velocity --from --to. Formats with comments state their assumptions in them; json \
            and motion stay exact (see docs/export.md). Several springs are written one after another.
            Examples:
              springtune export --as swiftui --spring swiftui:duration=0.5,bounce=0.3
              springtune export --as caspringanimation --stiffness 300 --damping 20 --from 0 --to 120
              springtune export --as css --preset swiftui-bouncy --max-error 0.001 -o bouncy.css
              springtune export --as css --spring k=170,c=12,to=100 --solver react-spring
              springtune export --as keyframes --preset alert-pop-in --keyframe-step 0.01
              springtune export --as motion --spring k=100,c=10
            """
    )

    @Option(name: .customLong("as"), help: ArgumentHelp("The format, in any case: \(formatList).", valueName: "format"),
            completion: .list(ExportFormat.allCases.map(\.rawValue)))
    var formatName: String

    @OptionGroup var input: SpringInput

    @Argument(help: ArgumentHelp("Spring specs, as with --spring: [FAMILY:]KEY=NUMBER[,KEY=NUMBER…] or preset:NAME[,KEY=NUMBER…].",
                                 valueName: "spring"))
    var springs: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("css only: the largest error of the linear() easing, as a fraction of the change (default 0.002).",
                               valueName: "fraction"), transform: NumberArgument.finite)
    var maxError: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("keyframes only: keep one JNWSpringAnimation keyframe every S seconds, a whole number of milliseconds (default: every keyframe, 0.001).",
                               valueName: "S"), transform: NumberArgument.finite)
    var keyframeStep: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("svelte only: the display frame rate in Hz at which Svelte's stiffness and damping draw the spring (default: a svelte: spring's own frameRate, else 60).",
                               valueName: "Hz"), transform: NumberArgument.finite)
    var frameRate: Double?

    @Option(help: ArgumentHelp("css only: the easing follows the curve this engine draws (its frames, over its own duration), not the exact spring: exact (default) or an engine with a stop rule (\(ExportCommand.cssSolverList)).",
                               valueName: "name"))
    var solver: Solver?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE (atomically) instead of stdout.", valueName: "file"))
    var output: String?

    func run() throws {
        let request = try ExportRequest(format: try ExportRequest.format(named: formatName), maximumError: maxError,
                                        keyframeStep: keyframeStep, frameRate: frameRate, solver: solver)
        let source = try input.source(positional: springs)
        try input.presetFiles.checkOutputs([(role: "-o", path: output)])
        let code = try request.code(for: source) { note in Standard.error("springtune: note: \(note)") }
        try Standard.emit(code, to: output)
    }
}
