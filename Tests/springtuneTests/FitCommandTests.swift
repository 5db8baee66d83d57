import SpringTestSupport
import Foundation
import Testing

@Suite struct FitCommandTests {
    static func object(_ result: CLI.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func targetFitJSONHasTheDocumentedKeysAndMeetsTheTargets() throws {
        let result = try CLI.run(["fit", "--settling-time", "0.35", "--overshoot", "5", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try Self.object(result)
        for key in ["mass", "stiffness", "damping", "initialVelocity", "dampingRatio", "settlingTime",
                    "overshootPercent", "rmsError", "maxError", "feasible", "unique"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        #expect(object["feasible"] as? Bool == true)
        #expect(object["unique"] as? Bool == true)
        #expect(abs((object["settlingTime"] as? Double ?? 0) - 0.35) < 1e-9)
        #expect(abs((object["overshootPercent"] as? Double ?? 0) - 5) < 1e-9)
    }

    /// A target fit in my ecosystem: the spring written in the family's own parameters, in
    /// every format, with a spec of that family that gives the fitted spring back; SwiftUI's
    /// duration is 2π/ω0 and its bounce 1 − ζ for ζ ≤ 1 (Apple's `Spring(duration:bounce:)`).
    @Test func targetFitsAreWrittenInTheFamilyAsked() throws {
        let physical = try Self.object(try CLI.run(["fit", "--settling-time", "0.4", "--overshoot", "5", "--format", "json"]))
        let result = try CLI.run(["fit", "--settling-time", "0.4", "--overshoot", "5", "--family", "swiftui", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try Self.object(result)
        #expect(object["family"] as? String == "swiftui")
        #expect(object["stiffness"] as? Double == physical["stiffness"] as? Double)
        let omega = try #require(object["naturalFrequency"] as? Double), zeta = try #require(object["dampingRatio"] as? Double)
        #expect(abs((object["duration"] as? Double ?? 0) - 2 * Double.pi / omega) < 1e-12)
        #expect(abs((object["bounce"] as? Double ?? 0) - (1 - zeta)) < 1e-12)
        let spec = try #require(object["spec"] as? String)
        #expect(spec.hasPrefix("swiftui:duration="))
        let metrics = try Self.object(try CLI.run(["metrics", "--spring", spec, "--format", "json"]))
        #expect(abs((metrics["settlingTime"] as? Double ?? 0) - 0.4) < 1e-12)
        let csv = try CLI.run(["fit", "--settling-time", "0.4", "--overshoot", "5", "--family", "pop", "--format", "csv"])
        #expect(csv.stdout.split(separator: "\n").first?.contains("bounciness,speed") == true)
        // Motion clamps ζ to [0.05, 1]: an overshoot of 90 % (ζ ≈ 0.034) cannot be written in it.
        let refused = try CLI.run(["fit", "--settling-time", "0.4", "--overshoot", "90", "--family", "motion"])
        #expect(refused.status == 65 && refused.stderr.contains("motion family"), "\(refused.stderr)")
        // The table fits 100 columns: the spec and the method go below it.
        let table = try CLI.run(["fit", "--settling-time", "0.4", "--overshoot", "5", "--family", "swiftui"])
        for line in table.stdout.split(separator: "\n") { #expect(line.count <= 100, "\(line)") }
        #expect(table.stdout.contains("\nspec: swiftui:duration="))
    }

    @Test func infeasibleTargetExitsZeroWithFeasibleFalse() throws {
        let result = try CLI.run(["fit", "--settling-time", "0.35", "--constraint", "damping=stiffness", "--mass", "1", "--format", "json"])
        #expect(result.status == 0)
        let object = try Self.object(result)
        #expect(object["feasible"] as? Bool == false)
        #expect(object["stiffness"] as? Double == object["damping"] as? Double)
        #expect((object["settlingTime"] as? Double ?? 0) > 0.35)
    }

    @Test func savePresetAppendsAndRecordsTheFit() throws {
        let dir = try CLI.temporaryDirectory()
        let first = try CLI.run(["fit", "--settling-time", "0.4", "--overshoot", "3", "--save-preset", "quick-in",
                                 "--preset-file", "my-fits.json"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        let second = try CLI.run(["fit", "--settling-time", "0.3", "--overshoot", "0", "--save-preset", "quick-out",
                                  "--preset-file", "my-fits.json"], in: dir)
        #expect(second.status == 0, "\(second.stderr)")
        let text = try String(contentsOf: dir.appendingPathComponent("my-fits.json"), encoding: .utf8)
        #expect(text.contains("\"group\": \"my-fits\""))
        #expect(text.contains("quick-in") && text.contains("quick-out"))
        #expect(text.contains("Fit: springtune fit --settling-time 0.4 --overshoot 3"))
        // The file reads back through preset refresh unchanged (canonical form).
        let refresh = try CLI.run(["preset", "refresh", "my-fits.json"], in: dir)
        #expect(refresh.status == 0, "\(refresh.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("my-fits.json"), encoding: .utf8) == text)
    }

    @Test func dataFileFitsAndBadRowsAreLocated() throws {
        let dir = try CLI.temporaryDirectory()
        var csv = "t,x\n"
        for i in 0...300 {
            let t = Double(i) * 0.002
            // Critically damped, ω0 = 20, from rest: x = 1 − (1 + 20t)e^(−20t).
            csv += "\(t),\(1 - (1 + 20 * t) * exp(-20 * t))\n"
        }
        try csv.write(to: dir.appendingPathComponent("curve.csv"), atomically: true, encoding: .utf8)
        let ok = try CLI.run(["fit", "--data", "curve.csv", "--from", "0", "--to", "1", "--format", "json"], in: dir)
        #expect(ok.status == 0, "\(ok.stderr)")
        let object = try Self.object(ok)
        #expect(abs((object["stiffness"] as? Double ?? 0) - 400) < 1e-6)
        #expect(abs((object["damping"] as? Double ?? 0) - 40) < 1e-7)

        try "t,x\n0,0\n0.1,0.5\n0.2,oops\n".write(to: dir.appendingPathComponent("bad.csv"), atomically: true, encoding: .utf8)
        let bad = try CLI.run(["fit", "--data", "bad.csv"], in: dir)
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("bad.csv:4"))
        #expect(bad.stderr.split(separator: "\n").count == 1)
    }

    static let badCases: [([String], Int32, String)] = [
        (["fit", "--keyframes", "0:0,1:1", "--timing", "bouncy"], 64, "bouncy"),
        (["fit", "--keyframes", "0:0,0.2"], 64, "0.2"),
        (["fit", "--keyframes", "0:0,0.2:1,0.1:1"], 64, "increase"),
        (["fit", "--data", "/nonexistent/curve.csv"], 66, "/nonexistent/curve.csv"),
        (["fit", "--settling-time", "0.3"], 64, "two targets"),
        (["fit", "--settling-time", "nan", "--overshoot", "3"], 64, "nan"),
        (["fit", "--settling-time", "0.3", "--constraint", "mass=damping"], 64, "constraint"),
        (["fit"], 64, "nothing to fit"),
        (["fit", "--keyframes", "0:0,1:1", "--free", "stiffness,wobble"], 64, "wobble"),
        (["fit", "--match", "k=100,c=10", "--match-solver", "flash"], 64, "flash"),
        (["fit", "--settling-time", "0.3", "--overshoot", "2", "--save-preset", "x"], 64, "--preset-file"),
    ]

    @Test func badInputGetsOneLine() throws {
        for (arguments, status, mention) in Self.badCases {
            let result = try CLI.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(mention), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }
}
