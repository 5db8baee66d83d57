import SpringReport
import Testing
@testable import springtune

/// `--format` and `-o`, declared once (OutputOptions) for every command that prints a report:
/// each command accepts its own formats and refuses the others with one rule. In-process.
@Suite struct OutputOptionsTests {
    static let commands: [(name: String, accepted: [ReportFormat], defaultFormat: ReportFormat)] = [
        ("convert", [.table, .json], .table),
        ("durations", [.table, .json, .csv], .table),
        ("fit", [.table, .json, .csv], .table),
        ("metrics", [.table, .json, .csv, .jsonl], .table),
        ("solve", [.csv, .json], .csv),
        ("sweep", [.csv, .jsonl], .csv),
    ]

    @Test(arguments: commands.map(\.name))
    func eachCommandRefusesTheFormatsItDoesNotPrint(_ name: String) throws {
        let command = try #require(Self.commands.first { $0.name == name })
        for format in ReportFormat.allCases where !command.accepted.contains(format) {
            let required = name == "solve" ? ["--duration", "1"] : []
            let (message, status) = InProcess.run([name, "--format", format.rawValue] + required)
            #expect(status == 64)
            #expect(message.hasPrefix("invalid --format \(format.rawValue) for \(name): must be "), "\(message)")
        }
    }

    @Test func defaultsAndTheOutputFileAreParsed() throws {
        let metrics = try #require(try SpringTuneCommand.parseAsRoot(["metrics", "--preset", "alert-in"]) as? MetricsCommand)
        #expect(metrics.format == .table && metrics.output == nil)
        let solve = try #require(try SpringTuneCommand.parseAsRoot(["solve", "k=1,c=1", "--duration", "1", "--samples", "3", "-o", "x.csv"]) as? SolveCommand)
        #expect(solve.format == .csv && solve.output == "x.csv")
        let sweep = try #require(try SpringTuneCommand.parseAsRoot(["sweep", "--param", "k=1...2:2", "--param", "c=1", "--format", "jsonl"]) as? SweepCommand)
        #expect(sweep.format == .jsonl)
    }
}
