import SpringTestSupport
import Foundation
import Testing

/// `metrics` through the binary: one spring's JSON on stdout and nothing on stderr, `-o`
/// written atomically, help. (The records, rows and rules: SpringRequestsTests'
/// MetricsRequestTests and MetricsInputRequestTests.)
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
