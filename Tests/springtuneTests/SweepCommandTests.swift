import SpringTestSupport
import Foundation
import Testing

/// `springtune sweep` end to end.
@Suite struct SweepCommandTests {
    /// 12,000 rows: more than one chunk (8,192 rows), so shards and threads cross chunk edges.
    static let grid = ["sweep", "--param", "stiffness=50...1000:log:120", "--param", "damping=0...60:100"]

    @Test func shardsConcatenateToTheWholeByteForByte() throws {
        for format in ["csv", "jsonl"] {
            let whole = try CLI.run(Self.grid + ["--format", format])
            #expect(whole.status == 0, "\(whole.stderr)")
            #expect(whole.stderr.isEmpty)
            var joined = ""
            for index in 0..<3 {
                let part = try CLI.run(Self.grid + ["--format", format, "--shard", "\(index)/3"])
                #expect(part.status == 0, "\(part.stderr)")
                if format == "csv" { #expect(part.stdout.hasPrefix("stiffness,") == (index == 0)) }
                joined += part.stdout
            }
            #expect(joined == whole.stdout)
            #expect(whole.stdout.split(separator: "\n").count == 12_000 + (format == "csv" ? 1 : 0))
        }
    }

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

    @Test func rowOrderIsTheSameOnOneAndTwoThreads() throws {
        let one = try CLI.run(Self.grid + ["--threads", "1", "--metrics", "settlingTime,overshootPercent,bounces"])
        let two = try CLI.run(Self.grid + ["--threads", "2", "--metrics", "settlingTime,overshootPercent,bounces"])
        #expect(one.status == 0 && two.status == 0)
        #expect(one.stdout == two.stdout)
        #expect(!one.stdout.isEmpty)
    }

    @Test func columnsAreParamsThenConstraintsThenMetrics() throws {
        let result = try CLI.run(["sweep", "--param", "k=100,400", "--param", "m=1", "--constraint", "c=0.1*k",
                                  "--metrics", "overshootPercent,settlingTime"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == "stiffness,mass,damping,overshootPercent,settlingTime")
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("100,1,10,16.30335348215"))   // ζ = 0.5: 100·exp(−π/√3) = 16.3033534821…%
        #expect(lines[2].hasPrefix("400,1,40,"))
    }

    @Test func numbersAreExactAndNullsAreEmptyOrNull() throws {
        // c = 0 never settles: settlingTime is null. ζ = 0.5 overshoot is 100·e^(−π/√3).
        let csv = try CLI.run(["sweep", "--param", "k=100", "--param", "c=0,10"])
        #expect(csv.stdout == "stiffness,damping,settlingTime,overshootPercent\n100,0,,100\n100,10,0.8076348973927997,16.303353482158048\n")
        let overshoot = try #require(Double("16.303353482158048"))
        #expect(abs(overshoot - 100 * exp(-Double.pi / 3.0.squareRoot())) < 1e-12)
        let jsonl = try CLI.run(["sweep", "--param", "k=100", "--param", "c=0", "--format", "jsonl"])
        #expect(jsonl.stdout == "{\"stiffness\":100,\"damping\":0,\"settlingTime\":null,\"overshootPercent\":100}\n")
    }

    @Test func whereAndBest() throws {
        let base = ["sweep", "--param", "k=100", "--param", "c=1...40:40"]
        let kept = try CLI.run(base + ["--where", "overshootPercent<=5 && (damping<16 || damping>39)", "--metrics", "overshootPercent"])
        #expect(kept.status == 0)
        // 5 % overshoot needs ζ ≥ 0.690, c ≥ 13.8 at k = 100.
        #expect(kept.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[1] } == ["14", "15", "40"])
        let best = try CLI.run(base + ["--best", "settlingTime", "--metrics", "overshootPercent"])
        #expect(best.status == 0, "\(best.stderr)")
        let lines = best.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first == "stiffness,damping,overshootPercent,settlingTime")
        let none = try CLI.run(base + ["--where", "settlingTime<0", "--best", "max:settlingTime"])
        #expect(none.status == 0 && none.stdout.isEmpty && none.stderr.contains("no row was kept"))
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
    @Test func sweepUnderAnEngineMatchesMetricsUnderThatEngine() throws {
        let sweep = try CLI.run(["sweep", "--param", "stiffness=14", "--param", "damping=14", "--param", "from=1.2",
                                 "--solver", "jnw", "--metrics", "settlingTime", "--quiet"])
        #expect(sweep.status == 0, "\(sweep.stderr)")
        let metrics = try CLI.run(["metrics", "--spring", "jnw:k=14,c=14,from=1.2", "--format", "csv"])
        let lines = metrics.stdout.split(separator: "\n")
        let header = lines[0].split(separator: ",", omittingEmptySubsequences: false)
        let values = lines[1].split(separator: ",", omittingEmptySubsequences: false)
        let settling = try #require(header.firstIndex(of: "settlingTime")).advanced(by: 0)
        #expect(sweep.stdout.split(separator: "\n")[1].hasSuffix("," + values[settling]))
        let family = try CLI.run(["sweep", "--family", "jnw", "--param", "stiffness=14", "--param", "damping=14",
                                  "--param", "from=1.2", "--metrics", "settlingTime", "--quiet"])
        #expect(family.stdout == sweep.stdout)
    }

    @Test func heatmapIsDrawnForTwoSweptParameters() throws {
        let dir = try CLI.temporaryDirectory()
        let result = try CLI.run(["sweep", "--param", "stiffness=50...500:log:12", "--param", "damping=5...40:10",
                                  "--heatmap", "heat.png", "--iso", "0.3,0.5", "--quiet", "-o", "rows.csv"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let png = try Data(contentsOf: dir.appendingPathComponent("heat.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let rows = try String(contentsOf: dir.appendingPathComponent("rows.csv"), encoding: .utf8)
        #expect(rows.split(separator: "\n").count == 121)

        let one = try CLI.run(["sweep", "--param", "stiffness=50...500:12", "--param", "damping=5", "--heatmap", "h.png", "--quiet"], in: dir)
        #expect(one.status == 64)
        #expect(one.stderr.contains("two swept"))
        let sharded = try CLI.run(["sweep", "--param", "stiffness=50...500:12", "--param", "damping=5...9:3",
                                   "--heatmap", "h.png", "--shard", "0/2", "--quiet"], in: dir)
        #expect(sharded.status == 64)
        let badLevel = try CLI.run(["sweep", "--param", "stiffness=50...500:12", "--param", "damping=5...9:3",
                                    "--heatmap", "h.png", "--iso", "0.3,x", "--quiet"], in: dir)
        #expect(badLevel.status == 64)
        #expect(badLevel.stderr.contains("'x'"))
        let badExtension = try CLI.run(["sweep", "--param", "stiffness=50...500:12", "--param", "damping=5...9:3",
                                        "--heatmap", "h.jpg", "--quiet"], in: dir)
        #expect(badExtension.status == 64)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("h.png").path))
    }
}
