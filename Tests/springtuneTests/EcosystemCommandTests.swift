import SpringTestSupport
import Foundation
import Testing

/// Svelte's and GSAP's families and the flutter, flutter-fling, svelte and anime engines through
/// the built binary.
@Suite struct EcosystemCommandTests {
    /// `springtune ecosystems`: the list (table and JSON), and one line and 64 for a format it
    /// does not write.
    @Test func ecosystemsListsThePlatforms() throws {
        let table = try CLI.run(["ecosystems"])
        #expect(table.status == 0 && table.stderr.isEmpty, "\(table.stderr)")
        #expect(table.stdout.hasPrefix("key ") && table.stdout.contains("\nreanimated "))
        let json = try CLI.run(["ecosystems", "--format", "json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.first?["key"] as? String == "swiftui")
        let csv = try CLI.run(["ecosystems", "--format", "csv"])
        #expect(csv.status == 64 && csv.stdout.isEmpty)
        #expect(csv.stderr == "springtune: invalid --format csv for ecosystems: must be table or json\n", "\(csv.stderr)")
    }

    func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try CLI.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// The svelte.dev tutorial spring (0.1, 0.25) at 60 Hz is k 418.291, c 17.261 (60-digit
    /// values, make_svelte_reference.py), with the velocity Svelte's start at rest implies; the
    /// svelte row is written at --frame-rate and says the rate; refusals exit 64 naming the key.
    @Test func convertReadsAndWritesSvelteAtAFrameRate() throws {
        let object = try json(["convert", "--spring", "svelte:stiffness=0.1,damping=0.25", "--format", "json"])
        let physical = try #require(object["physical"] as? [String: Double])
        #expect(abs(try #require(physical["stiffness"]) - 418.29115886089496) < 1e-9)
        #expect(abs(try #require(physical["damping"]) - 17.260924347106856) < 1e-10)
        let svelte = try #require(object["svelte"] as? [String: Double])
        let stiffness = try #require(svelte["stiffness"]), damping = try #require(svelte["damping"])
        #expect(abs(stiffness - 0.1) < 1e-12 && abs(damping - 0.25) < 1e-12)
        #expect(svelte["frameRate"] == 60)
        let velocity = try #require(object["initialVelocity"] as? [String: Double])
        #expect(abs(try #require(velocity["coreAnimation"]) - 3.3506719325437068) < 1e-9)
        // At 120 Hz the same spring is other numbers: damping 1 − √0.75 per frame.
        let fast = try json(["convert", "--spring", "svelte:stiffness=0.1,damping=0.25", "--frame-rate", "120", "--format", "json"])
        let at120 = try #require(fast["svelte"] as? [String: Double])
        let damping120 = try #require(at120["damping"])
        #expect(abs(damping120 - (1 - 0.75.squareRoot())) < 1e-12 && at120["frameRate"] == 120)
        let table = try CLI.run(["convert", "--spring", "k=100,c=10"])
        #expect(table.stdout.contains("\nsvelte  "), "\(table.stdout)")
        #expect(table.stdout.contains("frameRate 60\n"), "\(table.stdout)")
        for (arguments, key) in [(["--spring", "svelte:damping=1"], "damping"), (["--spring", "svelte:stiffness=2"], "stiffness"),
                                 (["--spring", "svelte:velocity=1"], "velocity"), (["--spring", "k=100,c=10", "--frame-rate", "0"], "--frame-rate")] {
            let refused = try CLI.run(["convert"] + arguments)
            #expect(refused.status == 64, "\(arguments)")
            #expect(refused.stderr.hasPrefix("springtune: invalid \(key) "), "\(refused.stderr)")
        }
    }

    /// GSAP's elastic.out(1, 0.3) over 1 s is c = 20·ln 2, k = (10·ln 2)² + (2π/0.3)², starting
    /// at 10·ln 2 steps per second; a spring that does not oscillate has no elastic row.
    @Test func convertReadsAndWritesElastic() throws {
        let object = try json(["convert", "--spring", "elastic:duration=1", "--format", "json"])
        let physical = try #require(object["physical"] as? [String: Double])
        let l = 10 * log(2.0), w = 2 * Double.pi / 0.3
        #expect(abs(try #require(physical["damping"]) - 2 * l) < 1e-12)
        #expect(abs(try #require(physical["stiffness"]) - (l * l + w * w)) < 1e-10)
        let elastic = try #require(object["elastic"] as? [String: Double])
        let duration = try #require(elastic["duration"])
        #expect(abs(duration - 1) < 1e-13 && elastic["amplitude"] == 1)
        #expect(abs(try #require(elastic["period"]) - 0.3) < 1e-13)
        let overdamped = try json(["convert", "--spring", "k=100,c=30", "--format", "json"])
        #expect(overdamped["elastic"] is NSNull)
        #expect(((overdamped["reasons"] as? [String: String])?["elastic"] ?? "").contains("ζ"))
    }

    /// durations lists the new engines: Svelte's tutorial spring settles at frame 27 (0.45 s at
    /// 60 Hz), anime.js's default spring at 1760 ms (anime.js run as-is); solve draws Svelte's
    /// frames (0.1, 0.265, … as Svelte 5.56.10 draws them).
    @Test func durationsAndSolveRunTheNewEngines() throws {
        let svelte = try CLI.run(["durations", "--spring", "svelte:stiffness=0.1,damping=0.25"])
        #expect(svelte.status == 0, "\(svelte.stderr)")
        #expect(svelte.stdout.contains("\nsvelte           0.45 "), "\(svelte.stdout)")
        for engine in ["flutter ", "flutter-fling ", "anime "] { #expect(svelte.stdout.contains("\n" + engine), "\(engine)") }
        let anime = try CLI.run(["durations", "--spring", "k=100,c=10"])
        #expect(anime.stdout.contains("\nanime            1.76 "), "\(anime.stdout)")
        let frames = try CLI.run(["solve", "--spring", "svelte:stiffness=0.1,damping=0.25", "--solver", "svelte",
                                  "--dt", "0.016666666666666666", "--duration", "0.05"])
        let x = frames.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",").compactMap { Double($0) }[1] }
        #expect(x == [0, 0.10000000000000003, 0.26500000000000007, 0.46225000000000005])
        let metrics = try json(["metrics", "--spring", "svelte:stiffness=0.1,damping=0.25,frameRate=120", "--solver", "svelte", "--format", "json"])
        #expect(metrics["solver"] as? String == "svelte")
        let fling = try CLI.run(["metrics", "--preset", "flutter-fling", "--solver", "flutter-fling"])
        #expect(fling.status == 0, "\(fling.stderr)")
    }
}
