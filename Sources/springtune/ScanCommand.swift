import ArgumentParser
import SpringIO
import SpringKit
import SpringRequests
import SpringScan

/// `springtune scan`: find the springs written in a codebase and measure them.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Find the springs written in Swift, Kotlin, JavaScript/TypeScript, Dart and CSS, and measure them.",
        discussion: """
            Reads \(SourceLanguage.extensionList) files under each PATH, \
            skipping .build, node_modules, Pods, Carthage, build, DerivedData, .git, vendor and \
            dist and honouring .gitignore files. Each spring is listed with its file:line:column, \
            its API, the spring in physical terms (mass, stiffness, damping), and its settling \
            time and overshoot as its engine draws it, with warnings: overdamping clamped by \
            SwiftUI or Core Animation, slower than --max-settling, damping equal to stiffness \
            (JNW numbers), springs with the same name that differ, invalid values. A config \
            named by a const of the same file, or of a file in the scanned tree it imports, is \
            read through; arguments that are not literals are listed with the reason, never \
            guessed. Springs written with no parameters are measured with the API's defaults \
            and marked (defaults). See docs/scan.md.
            --fix writes each warning's fix (damping-ratio-as-force: the ratio as a force; \
            mismatched-springs: the name's first spring) through the rule of `springtune edit`: \
            the same API and form, only number literals changed; --rule limits it to those rules; \
            --dry-run prints the diff and writes nothing. A fix that the call's form cannot hold, \
            or that rewrites a literal another fix rewrites, is listed as not fixed.

            Exit codes: 0, or 1 with --fail-on warning when there are warnings (with --fix: \
            warnings not fixed); 64 usage, \
            66 a PATH that does not exist or cannot be scanned (unreadable, not text, over \
            32 MiB or 2^21 tokens: inside a folder such a file is a warning), 73 an output that \
            cannot be created.
            Examples:
              springtune scan Sources
              springtune scan . --max-settling 1 --fail-on warning
              springtune scan app web --format sarif -o springs.sarif
              springtune scan src --fix --rule damping-ratio-as-force --dry-run
            """
    )

    /// What fails the run.
    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        /// Never (exit 0 whatever was found).
        case never
        /// Any warning (exit 1).
        case warning
    }


    @Argument(help: ArgumentHelp("Files and folders to scan.", valueName: "path"))
    var paths: [String]

    @Option(help: "Output format: table, json or sarif (SARIF 2.1.0).", completion: .list(["table", "json"]))
    var format: ScanRequest.Format = .table

    @Option(parsing: .unconditional, help: ArgumentHelp("Warn about springs that settle (2 % band) slower than SECONDS.", valueName: "seconds"),
            transform: { text in try ChoiceArgument.parsed { try ScanOptions.settlingThreshold(text) } })
    var maxSettling: Double?

    @Option(help: "never (default), or warning: exit 1 when any warning is found.")
    var failOn: FailOn = .never

    @Option(parsing: .unconditional, help: ArgumentHelp("Threads reading and scanning files, 1…256 (default: processors, at most 8).", valueName: "n"),
            transform: { text in try ChoiceArgument.parsed { try ScanOptions.threadCount(try ChoiceArgument.integer(text)) } })
    var threads: Int?

    @Flag(help: "Do not read .gitignore files.")
    var noGitignore = false

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE (atomically) instead of stdout.", valueName: "file"))
    var output: String?

    @Flag(help: "Write each warning's fix into the source (the edit command's rule).")
    var fix = false

    @Option(name: .customLong("rule"), help: ArgumentHelp("With --fix: only this rule's fixes (repeatable).", valueName: "id"))
    var rules: [String] = []

    @Flag(help: "With --fix: print the fixes and their diff, write nothing.")
    var dryRun = false

    func validate() throws {
        if !fix && (dryRun || !rules.isEmpty) {
            throw CommandFailure.usage("--dry-run and --rule go with --fix")
        }
        if fix && format == .sarif {
            throw CommandFailure.usage("invalid --format sarif with --fix: must be table or json (SARIF carries the fixes without --fix)")
        }
    }

    func run() throws {
        let options = ScanOptions(maximumSettlingTime: maxSettling, threads: threads, honoursGitIgnore: !noGitignore)
        // The output is opened before any work, so a path that cannot be created fails at once (73).
        let writer = try Standard.reservedOutput(output)
        let outcome = try ScanRequest(paths: paths, options: options).run(
            fixes: fix, rules: rules, dryRun: dryRun, as: format, toolVersion: SpringTuneVersion.current
        ) { Standard.error("springtune: warning: " + $0) }
        try Standard.emit(outcome.text, into: writer)
        let count = outcome.warningsLeft
        if failOn == .warning, count > 0 {
            throw CommandFailure(description: "\(count) warning\(count == 1 ? "" : "s") found (--fail-on warning)", exitCode: 1)
        }
    }
}

extension ScanRequest.Format: ExpressibleByArgument {}
