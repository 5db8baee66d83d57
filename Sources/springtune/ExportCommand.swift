import ArgumentParser
import SpringKit
import SpringPresets

extension ExportFormat: ExpressibleByArgument {}

/// `springtune export`: a spring as ready-to-paste code for another ecosystem.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a spring as ready-to-paste code for SwiftUI, Core Animation, CSS, Motion, Android, …",
        discussion: """
            Formats: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")).
            Formats with comments state their assumptions in them; json and motion stay exact \
            (see docs/export.md). Several springs are written one after another. --to names the \
            format here, so the single-spring flags are not available: give a spec instead.
            Examples:
              springtune export --to swiftui --spring swiftui:duration=0.5,bounce=0.3
              springtune export --to css --preset swiftui-bouncy --max-error 0.001 -o bouncy.css
              springtune export --to motion k=100,c=10
              springtune export --to pop k=300,c=20
            """
    )

    @Option(help: ArgumentHelp("The format: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "format"))
    var to: String

    @Argument(help: ArgumentHelp("Spring specs: [FAMILY:]KEY=NUMBER[,KEY=NUMBER…] or preset:NAME[,KEY=NUMBER…].", valueName: "spring"))
    var springs: [String] = []

    @Option(name: .customLong("spring"), help: ArgumentHelp("A spring spec (same as a positional spec). Repeatable.", valueName: "spec"))
    var specs: [String] = []

    @Option(name: .customLong("preset"), help: ArgumentHelp("A preset by name (same as preset:NAME). Repeatable.", valueName: "name"))
    var presets: [String] = []

    @Option(help: ArgumentHelp("css only: the largest error of the linear() easing, as a fraction of the change (default 0.002).",
                               valueName: "fraction"), transform: NumberArgument.finite)
    var maxError: Double?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE (atomically) instead of stdout.", valueName: "file"))
    var output: String?

    func run() throws {
        guard let format = ExportFormat(rawValue: to) else {
            throw CommandFailure.usage("unknown --to '\(to)': must be one of \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let maxError {
            guard format == .css else { throw CommandFailure.usage("--max-error applies to --to css only") }
            guard maxError > 0, maxError < 0.5 else {
                throw CommandFailure.usage("invalid --max-error \(maxError): must be in (0, 0.5)")
            }
        }
        var parsed = try (springs + specs).map { text throws(SpringError) in try SpringSpec.parse(text) }
        for name in presets {
            guard !name.isEmpty, !name.contains(",") else {
                throw CommandFailure.usage("invalid --preset '\(name)': must be a preset name (use preset:NAME,KEY=NUMBER for overrides)")
            }
            parsed.append(SpringSpec(base: .preset(name), items: []))
        }
        guard !parsed.isEmpty else {
            throw CommandFailure.usage("no spring given: give a spec (k=100,c=10), --spring SPEC or --preset NAME")
        }
        var texts: [String] = []
        for spec in parsed {
            let setup = try PresetLookup.resolve(spec)
            let original = try Self.familySpec(spec)
            let subject = ExportSubject(setup: setup, spec: original)
            do {
                texts.append(try SpringExporter.export(subject, as: format,
                                                       options: .init(maximumError: maxError ?? CSSExporter.defaultMaximumError)))
            } catch {
                throw CommandFailure.usage(error.description)
            }
        }
        try Standard.emit(texts.joined(separator: format == .json || format == .motion ? "" : "\n"), to: output)
    }

    /// The family spec behind `spec` (a preset's own spec with overrides applied).
    static func familySpec(_ spec: SpringSpec) throws -> SpringSpec {
        guard case .preset(let name) = spec.base else { return spec }
        let preset = try PresetLookup.preset(named: name)
        return spec.items.isEmpty ? preset.spec : spec.overriding(preset.spec)
    }
}
