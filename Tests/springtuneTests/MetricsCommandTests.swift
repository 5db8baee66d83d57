import SpringTestSupport
import Foundation
import Testing

@Suite struct MetricsCommandTests {
    @Test func jsonForOneSpringIsAnObjectWithTheDocumentedKeysInOrder() throws {
        let result = try CLI.run(["metrics", "--stiffness", "100", "--damping", "10", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let keys = ["mass", "stiffness", "damping", "initialVelocity", "from", "to", "dampingRatio",
                    "naturalFrequency", "regime", "band", "settlingTime", "overshootPercent",
                    "undershootPercent", "peakTime", "peakValue", "riseTime", "transientTime", "bounces", "restTime"]
        for key in keys { #expect(object[key] != nil, "missing \(key)") }
        // Key order is stable: the documented keys appear in the documented order.
        let positions = keys.compactMap { result.stdout.range(of: "\"\($0)\"")?.lowerBound }
        #expect(positions == positions.sorted())
        #expect(object["regime"] as? String == "underdamped")
        #expect(object["restTime"] is NSNull)
        // ζ = 0.5 from rest: overshoot e^(−π/√3) (textbook closed form).
        let overshoot = try #require(object["overshootPercent"] as? Double)
        #expect(abs(overshoot - 100 * exp(-Double.pi * 0.5 / 0.75.squareRoot())) < 1e-9)
    }

    @Test func severalSpringsGiveAnArrayAndCSVRows() throws {
        let json = try CLI.run(["metrics", "--spring", "k=100,c=10", "--spring", "m=2,k=300,c=0", "--format", "json"])
        #expect(json.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
        // Undamped: never settles, so settlingTime and bounces are null.
        #expect(array[1]["settlingTime"] is NSNull)
        #expect(array[1]["bounces"] is NSNull)
        #expect(array[1]["regime"] as? String == "undamped")

        let csv = try CLI.run(["metrics", "--spring", "k=100,c=10", "--spring", "k=100,c=20", "--format", "csv"])
        let lines = csv.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("mass,stiffness,damping,initialVelocity"))
    }

    /// `--input`: the same records as the springs given with `--spring`, from a CSV of specs, a
    /// CSV of key columns and JSON lines; bad rows exit 65 naming the line; 1000 springs of
    /// mixed damping in one call.
    @Test func batchInputGivesTheSameRecordsAsSpringFlags() throws {
        let dir = try CLI.temporaryDirectory()
        let direct = try CLI.run(["metrics", "--spring", "k=100,c=10", "--spring", "motion:duration=0.5,bounce=0.2",
                                  "--spring", "k=100,c=40,from=3,to=-2", "--solver", "exact", "--format", "csv"])
        #expect(direct.status == 0)
        let files = [
            "specs.csv": "spring\nk=100,c=10\n\"motion:duration=0.5,bounce=0.2\"\n\"k=100,c=40,from=3,to=-2\"\n",
            "keys.csv": "# a comment\nfamily,stiffness,damping,from,to,duration,bounce\n,100,10,,,,\nmotion,,,,,0.5,0.2\n,100,40,3,-2,,\n",
            "rows.jsonl": "{\"k\": 100, \"c\": 10}\n\n{\"family\": \"motion\", \"duration\": 0.5, \"bounce\": 0.2}\n{\"spring\": \"k=100,c=40,from=3,to=-2\"}\n",
        ]
        for (name, contents) in files {
            try Data(contents.utf8).write(to: dir.appendingPathComponent(name))
            // (--input always names the solver, since its rows may mix presets tuned under a renderer.)
            let batch = try CLI.run(["metrics", "--input", name, "--solver", "exact", "--format", "csv"], in: dir)
            #expect(batch.status == 0, "\(name): \(batch.stderr)")
            #expect(batch.stdout == direct.stdout, "\(name)")
        }
        let bad = "stiffness,damping\n100,10\n100,-1\n"
        try Data(bad.utf8).write(to: dir.appendingPathComponent("bad.csv"))
        let failed = try CLI.run(["metrics", "--input", "bad.csv", "--format", "csv"], in: dir)
        #expect(failed.status == 65)
        #expect(failed.stderr.contains("bad.csv: line 3:") && failed.stderr.contains("damping"), "\(failed.stderr)")
        #expect(try CLI.run(["metrics", "--input", "missing.csv"], in: dir).status == 66)
        #expect(try CLI.run(["metrics", "--input", "keys.csv", "--spring", "k=1,c=1"], in: dir).status == 64)

        // 1000 springs of mixed damping (seeded): one record each, in well under the time
        // 1000 separate runs would take.
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
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: dir.appendingPathComponent("many.csv"))
        let many = try CLI.run(["metrics", "--input", "many.csv", "--format", "jsonl"], in: dir)
        #expect(many.status == 0, "\(many.stderr)")
        #expect(many.stdout.split(separator: "\n").count == 1000)
    }

    @Test func frameRateSetsTheEngineFrameInterval() throws {
        let at120 = try CLI.run(["metrics", "--spring", "k=170,c=26,to=100", "--solver", "react-spring",
                                 "--frame-rate", "120", "--format", "json"])
        #expect(at120.status == 0, "\(at120.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(at120.stdout.utf8)) as? [String: Any])
        #expect(object["frameRate"] as? Double == 120)
        let at60 = try CLI.run(["metrics", "--spring", "k=170,c=26,to=100", "--solver", "react-spring", "--format", "json"])
        let sixty = try #require(try JSONSerialization.jsonObject(with: Data(at60.stdout.utf8)) as? [String: Any])
        // 9 ms simulated per 8.33 ms frame runs faster than 17 per 16.67: it settles sooner.
        #expect(try #require(object["settlingTime"] as? Double) < (try #require(sixty["settlingTime"] as? Double)))
        for bad in [["--frame-rate", "120"], ["--frame-rate", "0", "--solver", "pop"], ["--frame-rate", "60", "--solver", "rk4"]] {
            let result = try CLI.run(["metrics", "--spring", "k=100,c=10"] + bad)
            #expect(result.status == 64, "\(bad)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test func restTimeAndAbsoluteBandWithoutAStep() throws {
        let result = try CLI.run(["metrics", "--spring", "k=100,c=5,from=0,to=0,absoluteVelocity=3",
                                  "--band-absolute", "0.01", "--rest-delta", "0.001", "--rest-speed", "0.01",
                                  "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["overshootPercent"] is NSNull)
        #expect(object["riseTime"] is NSNull)
        #expect(object["settlingTime"] as? Double != nil)
        #expect(object["restTime"] as? Double != nil)
    }

    @Test func outputFileIsWrittenAtomically() throws {
        let dir = try CLI.temporaryDirectory()
        let result = try CLI.run(["metrics", "--stiffness", "100", "--damping", "10", "--format", "csv", "-o", "out.csv"], in: dir)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let contents = try String(contentsOf: dir.appendingPathComponent("out.csv"), encoding: .utf8)
        #expect(contents.hasPrefix("mass,"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func helpAndVersionExitZero() throws {
        let help = try CLI.run(["metrics", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Examples:"))
        let version = try CLI.run(["--version"])
        #expect(version.status == 0)
        #expect(!version.stdout.isEmpty)
    }
}
