import ArgumentParser
import SpringKit
import SpringExport
import SpringPresets

extension ExportFormat: ExpressibleByArgument {}

/// `springtune export`: a spring as ready-to-paste code for another ecosystem.
struct ExportCommand: ParsableCommand {
    static let formatList = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")

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

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE (atomically) instead of stdout.", valueName: "file"))
    var output: String?

    func run() throws {
        guard let format = ExportFormat(rawValue: formatName.lowercased()) else {
            let hint = formatName == "core-animation" ? " (core-animation is now caspringanimation)" : ""
            throw CommandFailure.usage("unknown --as '\(formatName)': must be one of \(Self.formatList)\(hint)")
        }
        if let maxError {
            guard format == .css else { throw CommandFailure.usage("--max-error applies to --as css only") }
            guard maxError > 0, maxError < 0.5 else {
                throw CommandFailure.usage("invalid --max-error \(maxError): must be in (0, 0.5)")
            }
        }
        if let keyframeStep {
            guard format == .keyframes else { throw CommandFailure.usage("--keyframe-step applies to --as keyframes only") }
            guard keyframeStep >= 0.001 else {
                throw CommandFailure.usage("invalid --keyframe-step \(keyframeStep): must be a whole number of milliseconds ≥ 0.001 s")
            }
        }
        let copy = try input.including(positional: springs)
        let parsed = try copy.parsedSpecs()
        guard !parsed.isEmpty else {
            throw CommandFailure.usage("no spring given: use --spring SPEC, --preset NAME, or --stiffness K --damping C")
        }
        let options = SpringExporter.Options(maximumError: maxError ?? CSSExporter.defaultMaximumError, keyframeStep: keyframeStep)
        try input.presetFiles.checkOutputs([(role: "-o", path: output)])
        let library = try input.presetFiles.library(for: parsed)
        var texts: [String] = []
        for spec in parsed {
            let setup = try library.setup(for: spec)
            if setup.renderer == .jnw && format != .keyframes { Self.warnAboutJNW(setup, library: library) }
            let original = try Self.familySpec(spec, in: library)
            let subject = ExportSubject(setup: setup, spec: original)
            if setup.motion.absoluteVelocity != 0, let note = format.initialVelocityNote(for: subject) {
                Standard.error("springtune: note: \(setup.label): the initial velocity is dropped: \(note)")
            }
            do {
                texts.append(try SpringExporter.export(subject, as: format, options: options))
            } catch {
                throw error.kind == .nonFinite ? CommandFailure.data(error.description) : CommandFailure.usage(error.description)
            }
        }
        try Standard.emit(texts.joined(separator: format == .json || format == .motion ? "" : "\n"), to: output)
    }

    /// The family spec behind `spec` (a preset's own spec with overrides applied).
    static func familySpec(_ spec: SpringSpec, in library: PresetLibrary) throws -> SpringSpec {
        try library.familySpec(for: spec)
    }

    /// Numbers tuned under JNWSpringAnimation draw a different curve in a real spring engine:
    /// say so once on stderr, and name the real spring that draws JNW's curve.
    static func warnAboutJNW(_ setup: SpringSetup, library: PresetLibrary) {
        let real = setup.label + "-real"
        let hint = library.preset(named: real) != nil
            ? "preset \(real) is the real spring that draws that curve"
            : "springtune fit --match jnw:… --free stiffness,damping,velocity finds the real spring that draws it"
        Standard.error("springtune: note: \(setup.label) was tuned under JNWSpringAnimation, which draws a different curve than this code will (docs/tuning.md#the-alert-story); \(hint)")
    }
}
