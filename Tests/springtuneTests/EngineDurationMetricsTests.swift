import Foundation
import SpringTestSupport
import Testing

/// `metrics --solver NAME` gives the engine's own duration (`engineDuration`): the number
/// `durations` lists for that engine, on every engine that has one, and null for the exact
/// solution and the integrators.
@Suite struct EngineDurationMetricsTests {
    static func json(_ arguments: [String]) throws -> Any {
        let result = try CLI.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    @Test(arguments: ["swiftui-bouncy", "svelte-tutorial", "reanimated-wiggly-duration", "flutter-fling", "anime-spring-default"])
    func metricsGivesTheDurationDurationsLists(_ preset: String) throws {
        let listed = try #require(try Self.json(["durations", "--preset", preset, "--format", "json"]) as? [[String: Any]])
        var compared = 0
        for entry in listed {
            guard let engine = entry["engine"] as? String,
                  ["motion", "jnw", "android", "flutter", "flutter-fling", "svelte", "anime", "reanimated", "reanimated3"].contains(engine)
            else { continue }
            let record = try #require(try Self.json(["metrics", "--preset", preset, "--solver", engine, "--format", "json"]) as? [String: Any])
            #expect(record["engineDuration"] as? Double == entry["duration"] as? Double, "\(preset) \(engine)")
            compared += 1
        }
        #expect(compared == 9)
        for solver in ["exact", "rk4"] {
            let record = try #require(try Self.json(["metrics", "--preset", preset, "--solver", solver, "--format", "json"]) as? [String: Any])
            #expect(record["engineDuration"] is NSNull, "\(solver)")
        }
    }

    /// A spring too slow for a double to time (k = c = 5e-324): every engine's duration is
    /// "never" in the table, as it is null in JSON, never `inf`.
    @Test func anUntimeableSpringNeverPrintsInf() throws {
        let table = try CLI.run(["durations", "--spring", "damping=5e-324,stiffness=5e-324,from=3"])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(!table.stdout.contains("inf") && table.stdout.contains("core-animation*  never"), "\(table.stdout)")
        let json = try #require(try Self.json(["durations", "--spring", "damping=5e-324,stiffness=5e-324,from=3", "--format", "json"]) as? [[String: Any]])
        #expect(json.first { $0["engine"] as? String == "core-animation" }?["duration"] is NSNull)
    }
}
