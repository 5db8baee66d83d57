import Foundation
import SpringKit
import SpringRequests
import SpringTuning
import Testing

/// `sweep` in process: one typed ``SweepRequest/Options`` value checked once, then run
/// (``SweepRequest/run(encoding:writesRows:heatmap:write:progress:)``) to the text `sweep`
/// prints (moved from springtuneTests' SweepCommandTests: the same values and messages).
@Suite struct SweepRequestTests {
    /// 12,000 rows: more than one chunk (8,192 rows), so shards and threads cross chunk edges.
    static let grid = SweepRequest.Options(parameters: ["stiffness=50...1000:log:120", "damping=0...60:100"])

    /// The request `options` give, its rows' text in `encoding` and what the run found.
    static func run(_ options: SweepRequest.Options, encoding: SweepEncoding = .csv,
                    writesRows: Bool = true) throws -> (text: String, outcome: SweepRequest.Outcome, request: SweepRequest) {
        let request = try SweepRequest(options, in: SpringSource())
        var text = ""
        let outcome = try request.run(encoding: encoding, writesRows: writesRows, heatmap: nil, write: { text += $0 }, progress: { _ in })
        return (text, outcome, request)
    }

    /// `options` with `change` applied.
    static func with(_ options: SweepRequest.Options, _ change: (inout SweepRequest.Options) -> Void) -> SweepRequest.Options {
        var options = options
        change(&options)
        return options
    }

    @Test func shardsConcatenateToTheWholeByteForByte() throws {
        for encoding in [SweepEncoding.csv, .jsonl] {
            let whole = try Self.run(Self.grid, encoding: encoding).text
            var joined = ""
            for index in 0..<3 {
                let part = try Self.run(Self.with(Self.grid) { $0.shard = try? SweepShard.parse("\(index)/3") }, encoding: encoding).text
                if encoding == .csv { #expect(part.hasPrefix("stiffness,") == (index == 0)) }
                joined += part
            }
            #expect(joined == whole)
            #expect(whole.split(separator: "\n").count == 12_000 + (encoding == .csv ? 1 : 0))
        }
    }

    @Test func rowOrderIsTheSameOnOneAndTwoThreads() throws {
        let metrics = Self.with(Self.grid) { $0.metrics = "settlingTime,overshootPercent,bounces" }
        let one = try Self.run(Self.with(metrics) { $0.threads = 1 }).text
        let two = try Self.run(Self.with(metrics) { $0.threads = 2 }).text
        #expect(one == two)
        #expect(!one.isEmpty)
    }

    @Test func columnsAreParamsThenConstraintsThenMetrics() throws {
        var options = SweepRequest.Options(parameters: ["k=100,400", "m=1"], ties: ["c=0.1*k"])
        options.metrics = "overshootPercent,settlingTime"
        let lines = try Self.run(options).text.split(separator: "\n")
        #expect(lines.first == "stiffness,mass,damping,overshootPercent,settlingTime")
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("100,1,10,16.30335348215"))   // ζ = 0.5: 100·exp(−π/√3) = 16.3033534821…%
        #expect(lines[2].hasPrefix("400,1,40,"))
    }

    @Test func numbersAreExactAndNullsAreEmptyOrNull() throws {
        // c = 0 never settles: settlingTime is null. ζ = 0.5 overshoot is 100·e^(−π/√3).
        let csv = try Self.run(SweepRequest.Options(parameters: ["k=100", "c=0,10"])).text
        #expect(csv == "stiffness,damping,settlingTime,overshootPercent\n100,0,,100\n100,10,0.8076348973927997,16.303353482158048\n")
        let overshoot = try #require(Double("16.303353482158048"))
        #expect(abs(overshoot - 100 * exp(-Double.pi / 3.0.squareRoot())) < 1e-12)
        let jsonl = try Self.run(SweepRequest.Options(parameters: ["k=100", "c=0"]), encoding: .jsonl).text
        #expect(jsonl == "{\"stiffness\":100,\"damping\":0,\"settlingTime\":null,\"overshootPercent\":100}\n")
    }

    @Test func whereAndBest() throws {
        let base = SweepRequest.Options(parameters: ["k=100", "c=1...40:40"])
        let kept = try Self.run(Self.with(base) {
            $0.condition = "overshootPercent<=5 && (damping<16 || damping>39)"
            $0.metrics = "overshootPercent"
        }).text
        // 5 % overshoot needs ζ ≥ 0.690, c ≥ 13.8 at k = 100.
        #expect(kept.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[1] } == ["14", "15", "40"])
        let best = try Self.run(Self.with(base) { $0.best = "settlingTime"; $0.metrics = "overshootPercent" }, writesRows: false)
        #expect(best.text.isEmpty)
        let search = try #require(best.outcome.best)
        let lines = try best.request.bestRow(search, encoding: .csv, kept: best.outcome.summary.kept).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first == "stiffness,damping,overshootPercent,settlingTime")
        let none = try Self.run(Self.with(base) { $0.condition = "settlingTime<0"; $0.best = "max:settlingTime" }, writesRows: false)
        let noneBest = try #require(none.outcome.best)
        let refusal = try #require(CommandLineText.refusal {
            _ = try none.request.bestRow(noneBest, encoding: .csv, kept: none.outcome.summary.kept)
        })
        #expect(none.text.isEmpty && refusal.line == "no best row for --best max:settlingTime: no row was kept")
    }

    /// With `-o`, the rows go to the file and the winner to stdout.
    @Test func bestWithRowsWrittenGivesTheRowsAndTheWinner() throws {
        var options = SweepRequest.Options(parameters: ["k=100", "c=1...40:40"])
        options.best = "max:overshootPercent"
        let best = try Self.run(options, encoding: .jsonl)
        #expect(best.text.split(separator: "\n").count == 40)
        let line = try best.request.bestRow(try #require(best.outcome.best), encoding: .jsonl, kept: best.outcome.summary.kept)
        #expect(line.hasPrefix("{\"stiffness\":100,\"damping\":1,"))
    }

    @Test func invalidPointsAreCountedNamingTheFirst() throws {
        let run = try Self.run(SweepRequest.Options(parameters: ["k=0...100:3", "c=10"]))
        #expect(run.text.split(separator: "\n")[1] == "0,10,,")
        let warning = try #require(run.request.invalidPointsWarning(run.outcome.summary))
        #expect(warning.hasPrefix("1 of 3 points are not valid springs and have empty metrics (first: stiffness=0,damping=10: "), "\(warning)")
        let valid = try Self.run(SweepRequest.Options(parameters: ["k=1...100:3", "c=10"]))
        #expect(valid.request.invalidPointsWarning(valid.outcome.summary) == nil)
    }

    @Test func sweepUnderAnEngineMatchesMetricsUnderThatEngine() throws {
        var options = SweepRequest.Options(parameters: ["stiffness=14", "damping=14", "from=1.2"])
        (options.solver, options.metrics) = (.jnw, "settlingTime")
        let sweep = try Self.run(options).text
        let setups = try SpringSource(springs: ["jnw:k=14,c=14,from=1.2"], presets: []).resolved().setups
        let metrics = MetricsRequest.rendered(try MetricsRequest().records(for: setups), labels: setups.map(\.label), as: .csv)
        let lines = metrics.split(separator: "\n")
        let header = lines[0].split(separator: ",", omittingEmptySubsequences: false)
        let values = lines[1].split(separator: ",", omittingEmptySubsequences: false)
        let settling = try #require(header.firstIndex(of: "settlingTime"))
        #expect(sweep.split(separator: "\n")[1].hasSuffix("," + values[settling]))
        options.solver = nil
        options.family = .jnw
        #expect(try Self.run(options).text == sweep)
    }

    /// The heatmap's rules: two swept parameters, the whole grid, finite iso levels, a region
    /// only with a heatmap.
    @Test func heatmapRules() throws {
        var options = SweepRequest.Options(parameters: ["stiffness=50...500:12", "damping=5"])
        options.drawsHeatmap = true
        let one = try #require(CommandLineText.refusal { _ = try SweepRequest(options, in: SpringSource()).heatmap() })
        #expect(one.status == 64 && one.line.contains("two swept"), "\(one.line)")
        options.parameters = ["stiffness=50...500:12", "damping=5...9:3"]
        #expect(try SweepRequest(options, in: SpringSource()).heatmap().metric == .settlingTime)
        let sharded = try #require(CommandLineText.refusal {
            _ = try SweepRequest(Self.with(options) { $0.shard = try? SweepShard.parse("0/2") }, in: SpringSource()).heatmap()
        })
        #expect(sharded == ("--heatmap draws the whole grid: it does not combine with --shard (plot the merged CSV instead)", 64))
        let badLevel = try #require(CommandLineText.refusal {
            _ = try SweepRequest(Self.with(options) { $0.isoLevels = "0.3,x" }, in: SpringSource()).heatmap()
        })
        #expect(badLevel == ("invalid --iso level 'x': must be a finite decimal number", 64))
        let region = try #require(CommandLineText.refusal {
            _ = try SweepRequest(Self.with(options) { $0.drawsHeatmap = false; $0.heatmapRegion = "settlingTime<0.5" }, in: SpringSource())
        })
        #expect(region == ("--heatmap-region applies to --heatmap", 64))
        let unknown = try #require(CommandLineText.refusal {
            _ = try SweepRequest(Self.with(options) { $0.heatmapRegion = "wobble<1" }, in: SpringSource())
        })
        #expect(unknown.status == 64 && unknown.line.contains("wobble"), "\(unknown.line)")
    }

    /// Refusals of the request, with the exact lines the command line prints.
    @Test func refusalsNameTheValue() throws {
        let cases: [(SweepRequest.Options, String)] = [
            (SweepRequest.Options(), "no parameter given: use --param KEY=LO...HI:N (such as --param stiffness=50...1000:log:200 --param damping=5...60:100)"),
            (SweepRequest.Options(parameters: ["k=1...1e6:1000000", "c=1...100:10000"]),
             "this sweep has 10,000,000,000 points, more than 1e9: add --yes to run it, or split it with --shard i/n"),
        ]
        for (options, line) in cases {
            #expect(CommandLineText.refusal { _ = try SweepRequest(options, in: SpringSource()) }.map { $0 == (line, 64) } == true,
                    "\(String(describing: CommandLineText.refusal { _ = try SweepRequest(options, in: SpringSource()) }))")
        }
        #expect(throws: RequestError.self) { try SweepRequest.threadCount("0") }
    }
}
