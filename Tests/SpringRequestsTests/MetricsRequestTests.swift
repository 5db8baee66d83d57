import Foundation
import SpringKit
import SpringReport
import SpringRequests
import Testing
@testable import springtune

/// `metrics` in process: the records of ``MetricsRequest`` as `metrics` prints them, from
/// springs given one by one or row by row (moved from springtuneTests' MetricsCommandTests:
/// the same values and messages).
@Suite struct MetricsRequestTests {
    /// What `metrics --spring SPEC… [request]` prints in `format`.
    static func printed(_ specs: [String], _ request: MetricsRequest, as format: ReportFormat) throws -> String {
        let setups = try SpringSource(springs: specs, presets: []).resolved().setups
        return MetricsRequest.rendered(try request.records(for: setups), labels: setups.map(\.label), as: format)
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func severalSpringsGiveAnArrayAndCSVRows() throws {
        let json = try Self.printed(["k=100,c=10", "m=2,k=300,c=0"], try MetricsRequest(), as: .json)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
        // Undamped: never settles, so settlingTime and bounces are null.
        #expect(array[1]["settlingTime"] is NSNull)
        #expect(array[1]["bounces"] is NSNull)
        #expect(array[1]["regime"] as? String == "undamped")
        let lines = try Self.printed(["k=100,c=10", "k=100,c=20"], try MetricsRequest(), as: .csv).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("mass,stiffness,damping,initialVelocity"))
    }

    /// `--input`: the same records as the springs given with `--spring`, from a CSV of specs, a
    /// CSV of key columns and JSON lines; bad rows are bad data naming the line; a missing
    /// file is no input; 1000 springs of mixed damping in one stream.
    @Test func rowsGiveTheSameRecordsAsSpringsGivenOneByOne() throws {
        let dir = try CommandLineText.temporaryDirectory()
        let exact = try MetricsRequest(solver: .exact)
        let direct = try Self.printed(["k=100,c=10", "motion:duration=0.5,bounce=0.2", "k=100,c=40,from=3,to=-2"], exact, as: .csv)
        let files = [
            "specs.csv": "spring\nk=100,c=10\n\"motion:duration=0.5,bounce=0.2\"\n\"k=100,c=40,from=3,to=-2\"\n",
            "keys.csv": "# a comment\nfamily,stiffness,damping,from,to,duration,bounce\n,100,10,,,,\nmotion,,,,,0.5,0.2\n,100,40,3,-2,,\n",
            "rows.jsonl": "{\"k\": 100, \"c\": 10}\n\n{\"family\": \"motion\", \"duration\": 0.5, \"bounce\": 0.2}\n{\"spring\": \"k=100,c=40,from=3,to=-2\"}\n",
        ]
        for (name, contents) in files {
            // (Rows always name the solver, since they may mix presets tuned under a renderer.)
            let rows = try MetricsInputRequestTests.stream(Array(contents.utf8), name: name, in: dir, as: .csv, request: exact)
            #expect(rows.refusal == nil, "\(name): \(String(describing: rows.refusal))")
            #expect(rows.output == direct, "\(name)")
        }
        let failed = try #require(try MetricsInputRequestTests.stream(Array("stiffness,damping\n100,10\n100,-1\n".utf8), name: "bad.csv",
                                                                      in: dir, as: .csv).refusal)
        #expect(failed.status == 65)
        #expect(failed.line.contains("bad.csv: line 3:") && failed.line.contains("damping"), "\(failed.line)")
        #expect(try MetricsInputRequestTests.stream(path: dir.appendingPathComponent("missing.csv").path).refusal?.status == 66)
        // Rows and springs given one by one do not mix (the command line's rule).
        let keys = dir.appendingPathComponent("keys.csv").path
        let mixed = try #require(CommandLineText.refusal { try MetricsCommand.parse(["--input", keys, "--spring", "k=1,c=1"]).run() })
        #expect(mixed == ("--input and --spring/--preset/--stiffness do not mix: give the springs one way", 64))

        // 1000 springs of mixed damping (seeded): one record each.
        var lines = ["stiffness,damping,mass"]
        var state: UInt64 = 13
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        for _ in 0..<1000 {
            let k = pow(10, 3.5 * next()), zeta = pow(10, -2 + 3 * next())
            lines.append("\(k),\(2 * zeta * k.squareRoot()),1")
        }
        let many = try MetricsInputRequestTests.stream(Array((lines.joined(separator: "\n") + "\n").utf8), name: "many.csv", in: dir, as: .jsonl)
        #expect(many.refusal == nil, "\(String(describing: many.refusal))")
        #expect(many.output.split(separator: "\n").count == 1000)
    }

    @Test func frameRateSetsTheEngineFrameInterval() throws {
        let at120 = try Self.object(try Self.printed(["k=170,c=26,to=100"], try MetricsRequest(solver: .reactSpring,
                                                     engine: EngineSettings(frameRate: 120)), as: .json))
        #expect(at120["frameRate"] as? Double == 120)
        let sixty = try Self.object(try Self.printed(["k=170,c=26,to=100"], try MetricsRequest(solver: .reactSpring), as: .json))
        // 9 ms simulated per 8.33 ms frame runs faster than 17 per 16.67: it settles sooner.
        #expect(try #require(at120["settlingTime"] as? Double) < (try #require(sixty["settlingTime"] as? Double)))
        for (solver, rate) in [(Solver?.none, 120.0), (.pop, 0), (.rk4, 60)] {
            let refusal = try #require(CommandLineText.refusal { _ = try MetricsRequest(solver: solver, engine: EngineSettings(frameRate: rate)) })
            #expect(refusal.status == 64 && !refusal.line.contains("\n"), "\(String(describing: solver)) \(rate): \(refusal.line)")
        }
    }

    @Test func restTimeAndAbsoluteBandWithoutAStep() throws {
        let request = try MetricsRequest(band: try MetricsRequest.band(fraction: nil, width: 0.01),
                                         rest: try MetricsRequest.rest(delta: 0.001, speed: 0.01))
        let object = try Self.object(try Self.printed(["k=100,c=5,from=0,to=0,absoluteVelocity=3"], request, as: .json))
        #expect(object["overshootPercent"] is NSNull)
        #expect(object["riseTime"] is NSNull)
        #expect(object["settlingTime"] as? Double != nil)
        #expect(object["restTime"] as? Double != nil)
    }

    /// What `metrics --preset NAME… --spring SPEC…` prints in `format`.
    static func printed(presets: [String], springs: [String] = [], _ request: MetricsRequest, as format: ReportFormat) throws -> String {
        let setups = try SpringSource(springs: springs, presets: presets).resolved().setups
        return MetricsRequest.rendered(try request.records(for: setups), labels: setups.map(\.label), as: format)
    }

    @Test func aPresetTunedUnderARendererIsMeasuredAsItDrawsWithTheExactBeside() throws {
        let tuned = try Self.object(try Self.printed(presets: ["alert-in"], try MetricsRequest(), as: .json))
        let jnw = try Self.object(try Self.printed(["k=14,c=14,from=1.2,to=1"], try MetricsRequest(solver: .jnw), as: .json))
        let exact = try Self.object(try Self.printed(["k=14,c=14,from=1.2,to=1"], try MetricsRequest(), as: .json))
        #expect(tuned["solver"] as? String == "jnw")
        #expect(tuned["tunedRenderer"] as? String == "jnw")
        #expect(tuned["settlingTime"] as? Double == jnw["settlingTime"] as? Double)
        let beside = try #require(tuned["exact"] as? [String: Any])
        #expect(beside["settlingTime"] as? Double == exact["settlingTime"] as? Double)
        // 3.690008509586591 s: the exact spring's settling time (closed form, independent of this code).
        let overridden = try Self.object(try Self.printed(presets: ["alert-in"], try MetricsRequest(solver: .exact), as: .json))
        let settling = try #require(overridden["settlingTime"] as? Double)
        #expect(abs(settling - 3.690008509586591) < 1e-12 * 3.69)
        #expect(overridden["solver"] as? String == "exact")
        // A table of a tuned and a plain spring keeps one row per key for both.
        let table = try Self.printed(presets: ["alert-in"], springs: ["k=100,c=10"], try MetricsRequest(), as: .table)
        #expect(table.contains("exact.settlingTime"))
    }

    @Test func presetShowIncludesTheInitialVelocity() throws {
        let (preset, setup) = try PresetShowRequest(name: "alert-in-real").preset(in: .bundled)
        let real = PresetShowRequest.rendered(preset, setup: setup, in: .bundled, as: .table)
        let row = try #require(real.split(separator: "\n").first { $0.hasPrefix("initialVelocity") })
        #expect(!row.hasSuffix(" 0"), "\(row)")
    }
}
