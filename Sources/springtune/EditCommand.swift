import ArgumentParser
import SpringIO
import SpringRequests
import SpringScan

/// `springtune edit`: rewrites the spring written at a place in a source file.
struct EditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Rewrite the spring written at FILE:LINE[:COLUMN] as another spring, in the same API and form.",
        discussion: """
            The file's project is scanned as scan reads it; the spring at the place (its call's line, \
            or a line of its parameters) is rewritten so that it moves as the given spring: the same \
            natural frequency, damping ratio and initial velocity. Only number literals change, in the \
            call's own form (SwiftUI response/dampingFraction stays that, Motion's visualDuration/bounce \
            stays that); a spring whose numbers come from a config bound to a name is changed where the \
            config is defined, and the other springs that use it are listed. Numbers keep the decimals \
            they had when that is within 5e-7 of the exact value, else the shortest decimal within it. \
            The file is replaced atomically, keeping its mode, and only if it did not change after it \
            was read.

            Exit codes: 65 no spring at the place, or the form cannot express the spring (the message \
            names a form that can); 64 several springs on the line (give the column); 66 the file \
            cannot be read; 73 the file is read-only; 75 the file changed while being edited.

            Examples:
              springtune edit src/motion.tsx:12 --spring k=200,c=17.5
              springtune edit Sources/App/Card.swift:40:22 --spring swiftui:duration=0.4,bounce=0.2 --dry-run
              springtune edit app/src/main/Springs.kt:8 --preset ios-default
            """
    )

    @Argument(help: ArgumentHelp("Where the spring is written: FILE:LINE or FILE:LINE:COLUMN.", valueName: "file:line[:column]"))
    var location: String

    @OptionGroup var input: SpringInput

    @Flag(help: "Print the diff and write nothing.")
    var dryRun = false

    @Option(help: "Output format: text or json.", completion: .list(["text", "json"]))
    var format: EditRequest.Format = .text

    func run() throws {
        let request = EditRequest(location: try EditRequest.location(location), source: try input.source(), dryRun: dryRun)
        let edit = try request.perform()
        try Standard.emit(request.rendered(edit, as: format), to: nil)
    }
}

extension EditRequest.Format: ExpressibleByArgument {}
