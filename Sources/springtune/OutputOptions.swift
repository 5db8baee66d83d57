import ArgumentParser
import SpringReport

/// What a command prints in: the formats it accepts, its default, and how its help reads.
protocol OutputFormats {
    /// The command's name, for messages.
    static var command: String { get }
    /// The formats accepted, in the order help and completion list them.
    static var accepted: [ReportFormat] { get }
    /// The format when `--format` is not given.
    static var defaultFormat: ReportFormat { get }
    /// Formats named in `--format`'s help (default: ``accepted``).
    static var listed: [ReportFormat] { get }
    /// Words after the list in `--format`'s help and in its refusal (default: none).
    static var note: String { get }
    /// `-o`'s help.
    static var outputHelp: String { get }
}

extension OutputFormats {
    static var listed: [ReportFormat] { accepted }
    static var note: String { "" }
    static var outputHelp: String { "Write to FILE (atomically) instead of stdout." }

    /// `table, json or csv`.
    static var listText: String {
        let names = listed.map(\.rawValue)
        return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }
}

/// `--format` and `-o FILE`: one declaration and one rule for every command that prints a
/// report (the formats each accepts come from its ``OutputFormats``).
struct OutputOptions<Formats: OutputFormats>: ParsableArguments {
    @Option(help: ArgumentHelp("Output format: \(Formats.listText)\(Formats.note)."),
            completion: .list(Formats.accepted.map(\.rawValue)))
    var format: ReportFormat = Formats.defaultFormat

    @Option(name: .shortAndLong, help: ArgumentHelp(Formats.outputHelp, valueName: "file"))
    var output: String?

    func validate() throws {
        guard Formats.accepted.contains(format) else {
            throw CommandFailure.usage("invalid --format \(format.rawValue) for \(Formats.command): must be \(Formats.listText)\(Formats.note)")
        }
    }
}

/// A command that prints a report through ``OutputOptions``.
protocol ReportingCommand: OutputFormats {
    var outputOptions: OutputOptions<Self> { get }
}

extension ReportingCommand {
    /// The format asked for (`--format`).
    var format: ReportFormat { outputOptions.format }
    /// The file asked for (`-o`), `nil` or `-` for stdout.
    var output: String? { outputOptions.output }
}
