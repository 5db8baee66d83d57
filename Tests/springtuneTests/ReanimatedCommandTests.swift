import Foundation
import SpringTestSupport
import Testing

/// Reanimated through the command line: the families in `convert`, the engines in `durations`
/// and `solve`, the exporters, and their refusals (values from Reanimated's source run under
/// node: SpringKitTests' ReanimatedReferenceValues).
@Suite struct ReanimatedCommandTests {
    @Test func convertShowsReanimatedsStiffnessAndTheExactRoot() throws {
        let json = try CLI.run(["convert", "--spring", "reanimated:duration=550,dampingRatio=0.75", "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let physical = try #require(object["physical"] as? [String: Double])
        #expect(physical["mass"] == 4 && physical["stiffness"] == 1566.650390625)
        let timed = try #require(object["reanimatedMs"] as? [String: Double])
        #expect(abs(try #require(timed["dampingRatio"]) - 0.75) < 1e-12)
        #expect(abs(try #require(timed["duration"]) - 550) < 0.1)
        // The physics preset 900/90/4 is not a spring Reanimated's bisection returns: the reason
        // names Reanimated's stiffness and the exact root.
        let table = try CLI.run(["convert", "--spring", "reanimated:stiffness=900,damping=90"])
        #expect(table.status == 0)
        #expect(table.stdout.contains("reanimatedMs  — (Reanimated's k is "), "\(table.stdout)")
        #expect(table.stdout.contains("900 is the exact root)"), "\(table.stdout)")
        #expect(table.stdout.split(separator: "\n").allSatisfy { $0.count <= 100 })
        for (spec, key) in [("reanimated:duration=0", "duration"), ("reanimated:stiffness=900,dampingRatio=0.5", "dampingRatio"),
                            ("reanimated3:damping=-1", "damping")] {
            let refused = try CLI.run(["convert", "--spring", spec])
            #expect(refused.status == 64 && refused.stderr.contains(key), "\(spec): \(refused.stderr)")
        }
    }

    @Test func enginesStopWhereReanimatedStops() throws {
        // Reanimated 3's time form over 100 px ends at its duration, frame 120 (2 s); Reanimated 4's
        // default physics spring stops at frame 50 (reference frames).
        let result = try CLI.run(["durations", "reanimated3:duration=2000,from=0,to=100", "reanimated:from=0", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let r3 = try #require(rows.first { $0["engine"] as? String == "reanimated3" })
        #expect(abs((r3["duration"] as? Double ?? 0) - 2) < 1e-9, "\(r3)")
        let r4 = try #require(rows.last { $0["engine"] as? String == "reanimated" })
        #expect(abs((r4["duration"] as? Double ?? 0) - 50.0 / 60) < 1e-9, "\(r4)")
        let solve = try CLI.run(["solve", "reanimated:from=0", "--duration", "0.05", "--dt", "0.0166666666666666667",
                                 "--solver", "reanimated", "--format", "csv"])
        #expect(solve.status == 0, "\(solve.stderr)")
        #expect(solve.stdout.contains("0.026499021160743874") || solve.stdout.contains("0.02649902116"), "\(solve.stdout)")
    }

    /// `--overshoot-clamping`: Reanimated 4's Snappy physics config (900/110/4) stops where it
    /// would first pass the target (frame 28 in Reanimated's own run), so it never overshoots.
    @Test func overshootClampingIsReanimateds() throws {
        func overshoot(_ extra: [String]) throws -> Double {
            let result = try CLI.run(["metrics", "--spring", "reanimated:stiffness=900,damping=110", "--solver", "reanimated",
                                      "--format", "json"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            return try #require(object["overshootPercent"] as? Double)
        }
        #expect(try overshoot([]) > 0.07)
        #expect(try overshoot(["--overshoot-clamping"]) == 0)
        let solve = try CLI.run(["solve", "reanimated:stiffness=900,damping=110", "--duration", "0.5", "--samples", "31",
                                 "--solver", "reanimated", "--overshoot-clamping", "--format", "csv"])
        #expect(solve.status == 0, "\(solve.stderr)")
    }

    /// A fit in the `reanimated` family writes a spec of that family that gives the fitted spring
    /// back: its mass is written when it is not Reanimated's default 4.
    @Test func fitsWriteReanimatedSpecs() throws {
        let fit = try CLI.run(["fit", "--family", "reanimated", "--settling-time", "0.4", "--overshoot", "2", "--format", "json"])
        #expect(fit.status == 0, "\(fit.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(fit.stdout.utf8)) as? [String: Any])
        let spec = try #require(object["spec"] as? String)
        #expect(spec.hasPrefix("reanimated:") && spec.contains("mass=1"), "\(spec)")
        let again = try CLI.run(["metrics", "--spring", spec, "--format", "json"])
        let metrics = try #require(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        #expect(abs((metrics["settlingTime"] as? Double ?? 0) - 0.4) < 1e-9, "\(metrics)")
    }

    @Test func exportWritesWithSpringConfigs() throws {
        let timed = try CLI.run(["export", "--as", "reanimated", "--spring", "reanimated:duration=550,dampingRatio=0.92"])
        #expect(timed.status == 0 && timed.stdout.contains("= { duration: 550, dampingRatio: 0.92 };"), "\(timed.stdout)")
        let physics = try CLI.run(["export", "--as", "reanimated3", "--spring", "k=100,c=10"])
        #expect(physics.status == 0 && physics.stdout.contains("= { mass: 1, stiffness: 100, damping: 10 };"), "\(physics.stdout)")
        let undamped = try CLI.run(["export", "--as", "reanimated", "--spring", "k=100,c=0"])
        #expect(undamped.status == 64 && undamped.stderr.contains("damping > 0"), "\(undamped.stderr)")
        #expect(undamped.stderr.split(separator: "\n").count == 1)
    }
}
