import SpringTestSupport
import Foundation
import Testing

/// `springtune sweep` end to end, for what the process shows: files written by shards and
/// `-o`, the winner on stdout, warnings on stderr, refusals as one line and an exit code. (The
/// rows, columns, numbers, filters, best rows and heatmap rules: SpringRequestsTests'
/// SweepRequestTests.)
@Suite struct SweepCommandTests {
    /// 12,000 rows: more than one chunk (8,192 rows), so shards and threads cross chunk edges.
    static let grid = ["sweep", "--param", "stiffness=50...1000:log:120", "--param", "damping=0...60:100"]

    @Test func shardsToFilesConcatenateToo() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var joined = Data()
        for index in 0..<4 {
            let result = try CLI.run(Self.grid + ["--shard", "\(index)/4", "-o", "part-\(index).csv"], in: directory)
            #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stderr)")
            joined += try Data(contentsOf: directory.appendingPathComponent("part-\(index).csv"))
        }
        let whole = try CLI.run(Self.grid + ["-o", "whole.csv"], in: directory)
        #expect(whole.status == 0)
        #expect(joined == (try Data(contentsOf: directory.appendingPathComponent("whole.csv"))))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func bestWithOutputFileWritesRowsThereAndTheWinnerToStdout() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLI.run(["sweep", "--param", "k=100", "--param", "c=1...40:40", "--best", "max:overshootPercent",
                                  "--format", "jsonl", "-o", "rows.jsonl"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("{\"stiffness\":100,\"damping\":1,"))
        let rows = try String(contentsOf: directory.appendingPathComponent("rows.jsonl"), encoding: .utf8)
        #expect(rows.split(separator: "\n").count == 40)
    }

    @Test func invalidPointsWarnOnceAndQuietSilencesIt() throws {
        let loud = try CLI.run(["sweep", "--param", "k=0...100:3", "--param", "c=10"])
        #expect(loud.status == 0)
        #expect(loud.stdout.split(separator: "\n")[1] == "0,10,,")
        #expect(loud.stderr.split(separator: "\n").count == 1 && loud.stderr.contains("1 of 3 points"))
        let quiet = try CLI.run(["sweep", "--param", "k=0...100:3", "--param", "c=10", "--quiet"])
        #expect(quiet.stderr.isEmpty && quiet.stdout == loud.stdout)
    }

    @Test func failedRunLeavesAnEarlierFileIntact() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("rows.csv")
        try Data("earlier\n".utf8).write(to: file)
        let result = try CLI.run(["sweep", "--param", "k=50...10:3", "--param", "c=1", "-o", "rows.csv"], in: directory)
        #expect(result.status == 64)
        #expect(try String(contentsOf: file, encoding: .utf8) == "earlier\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["rows.csv"])
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var mentions: String
        var status: Int32 = 64
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let ok = ["--param", "k=100", "--param", "c=10"]
    static let bad: [Case] = [
        Case(arguments: ["--param", "stiffness=50...10:5", "--param", "c=1"], mentions: "50...10"),
        Case(arguments: ["--param", "stiffness=1...10:1", "--param", "c=1"], mentions: "at least 2 points"),
        Case(arguments: ["--param", "stiffness=1...10:0", "--param", "c=1"], mentions: "0 points"),
        Case(arguments: ["--param", "stiffness=0...10:log:5", "--param", "c=1"], mentions: "log"),
        Case(arguments: ["--param", "stiffness=-1...10:log:5", "--param", "c=1"], mentions: "log"),
        Case(arguments: ["--param", "wobble=1...2:3", "--param", "k=1", "--param", "c=1"], mentions: "wobble"),
        Case(arguments: ["--family", "physical", "--param", "bounce=0,0.5", "--param", "k=1", "--param", "c=1"], mentions: "bounce"),
        Case(arguments: ok + ["--metrics", "settlingTime,wobble"], mentions: "wobble"),
        Case(arguments: ok + ["--where", "wobble<1"], mentions: "wobble"),
        Case(arguments: ok + ["--best", "wobble"], mentions: "wobble"),
        Case(arguments: ok + ["--best", "median:settlingTime"], mentions: "median"),
        Case(arguments: ok + ["--shard", "3/3"], mentions: "3/3"),
        Case(arguments: ok + ["--shard", "1"], mentions: "shard"),
        Case(arguments: ok + ["--where", "settlingTime<=0.4 &&"], mentions: "where expression"),
        Case(arguments: ok + ["--where", "(settlingTime<=0.4"], mentions: "')'"),
        Case(arguments: ok + ["--where", "settlingTime=0.4"], mentions: "=="),
        Case(arguments: ok + ["--where", "settlingTime<=nan"], mentions: "where expression"),
        Case(arguments: ok + ["--solver", "nope"], mentions: "nope"),
        Case(arguments: ["--family", "jnw"] + ok + ["--solver", "rk4"], mentions: "JNWSpringAnimation"),
        Case(arguments: ["--family", "wobbly"] + ok, mentions: "wobbly"),
        Case(arguments: ok + ["--threads", "0"], mentions: "--threads"),
        Case(arguments: ok + ["--format", "table"], mentions: "csv or jsonl"),
        Case(arguments: ["--param", "k=1"], mentions: "damping"),
        Case(arguments: [], mentions: "no parameter"),
        Case(arguments: ok + ["--param", "stiffness=2"], mentions: "at most once"),
        Case(arguments: ok + ["--constraint", "c=k"], mentions: "constraint"),
        Case(arguments: ok + ["--band", "2"], mentions: "band"),
        Case(arguments: ok + ["--metrics", "restTime"], mentions: "rest"),
        Case(arguments: ["--param", "k=1...1e6:1000000", "--param", "c=1...100:10000"], mentions: "--yes"),
        Case(arguments: ["--param", "k=1...2:100000000000", "--param", "c=1...2:100000000000",
                         "--param", "m=1...2:100000000000", "--yes"], mentions: "points"),
        Case(arguments: ok + ["-o", "/nonexistent-dir/rows.csv"], mentions: "/nonexistent-dir", status: 73),
    ]

    @Test(arguments: bad)
    func badInputGetsOneLineAndItsExitCode(_ badCase: Case) throws {
        let result = try CLI.run(["sweep"] + badCase.arguments)
        #expect(result.status == badCase.status, "stderr: \(result.stderr)")
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        #expect(lines.count == 1, "expected one line, got: \(result.stderr)")
        #expect(result.stderr.hasPrefix("springtune: "))
        #expect(result.stderr.contains(badCase.mentions), "\(result.stderr) should mention \(badCase.mentions)")
        #expect(result.stdout.isEmpty)
    }

    @Test func helpShowsExamples() throws {
        let result = try CLI.run(["sweep", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("--param") && result.stdout.contains("Examples:"))
    }
}

@Suite struct SweepSolverAndHeatmapTests {
    @Test func heatmapIsDrawnForTwoSweptParameters() throws {
        let dir = try CLI.temporaryDirectory()
        let result = try CLI.run(["sweep", "--param", "stiffness=50...500:log:12", "--param", "damping=5...40:10",
                                  "--heatmap", "heat.png", "--iso", "0.3,0.5", "--quiet", "-o", "rows.csv"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let png = try Data(contentsOf: dir.appendingPathComponent("heat.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let rows = try String(contentsOf: dir.appendingPathComponent("rows.csv"), encoding: .utf8)
        #expect(rows.split(separator: "\n").count == 121)

        let badExtension = try CLI.run(["sweep", "--param", "stiffness=50...500:12", "--param", "damping=5...9:3",
                                        "--heatmap", "h.jpg", "--quiet"], in: dir)
        #expect(badExtension.status == 64)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("h.png").path))
    }
}
