import SpringTestSupport
import Foundation
import Testing

@Suite struct ExportCommandTests {
    @Test func motionStringByteForByte() throws {
        let result = try CLI.run(["export", "--as", "motion", "--spring", "motion:duration=0.8,bounce=0.25"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "800ms linear(0, 0.0542, 0.1797, 0.3344, 0.4905, 0.6321, 0.7511, 0.8451, 0.9152, 0.9644, 0.9967, 1.0157, 1.0253, 1.0283, 1.0273, 1.024, 1.0196, 1.0152, 1.0111, 1.0076, 1.0048, 1.0027, 1.0012, 1.0002, 0.9996, 0.9993, 1)\n")
    }

    @Test func presetToSwiftUIAndFileOutput() throws {
        let dir = try CLI.temporaryDirectory()
        let result = try CLI.run(["export", "--as", "swiftui", "--preset", "swiftui-bouncy", "-o", "bouncy.swift"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let text = try String(contentsOf: dir.appendingPathComponent("bouncy.swift"), encoding: .utf8)
        #expect(text.contains("static let swiftuiBouncy = Spring(mass:"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func positionalSpecsStillWork() throws {
        let positional = try CLI.run(["export", "--as", "motion", "motion:duration=0.8,bounce=0.25"])
        #expect(positional.status == 0, "\(positional.stderr)")
        #expect(positional.stdout.hasPrefix("800ms linear(0, 0.0542,"))
    }

    @Test func singleSpringFlagsMeanWhatTheyMeanEverywhere() throws {
        // --to is the target value here too; the format is --as.
        let flags = try CLI.run(["export", "--as", "json", "--mass", "2", "--stiffness", "200", "--damping", "20",
                                 "--from", "10", "--to", "110", "--velocity", "0.5"])
        #expect(flags.status == 0, "\(flags.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(flags.stdout.utf8)) as? [String: Any])
        #expect(object["mass"] as? Double == 2)
        #expect(object["to"] as? Double == 110)
        #expect(object["from"] as? Double == 10)
        #expect(object["absoluteVelocity"] as? Double == 50)
        let same = try CLI.run(["export", "--as", "json", "--spring", "mass=2,stiffness=200,damping=20,from=10,to=110,velocity=0.5"])
        #expect(same.stdout == flags.stdout)
        let ca = try CLI.run(["export", "--as", "caspringanimation", "--stiffness", "300", "--damping", "20", "--to", "120"])
        #expect(ca.status == 0, "\(ca.stderr)")
        #expect(ca.stdout.contains("animation.toValue = 120.0"))
        #expect(ca.stdout.contains("animation.duration = animation.settlingDuration"))
    }

    @Test func newFormats() throws {
        let uikit = try CLI.run(["export", "--as", "uikit", "--preset", "swiftui-bouncy"])
        #expect(uikit.status == 0, "\(uikit.stderr)")
        // swiftui-bouncy: k = (2π/0.5)² = 157.91367041742973…, printed within 1e-12 relative.
        let start = try #require(uikit.stdout.range(of: "UISpringTimingParameters(mass: 1.0, stiffness: ")).upperBound
        let stiffness = try #require(Double(uikit.stdout[start...].prefix { $0 != "," }))
        #expect(abs(stiffness - (4 * Double.pi) * (4 * Double.pi)) <= 1e-12 * stiffness)
        let keyframes = try CLI.run(["export", "--as", "keyframes", "--preset", "alert-pop-in", "--keyframe-step", "0.01"])
        #expect(keyframes.status == 0, "\(keyframes.stderr)")
        #expect(keyframes.stdout.contains("keyPath: String = \"transform.scale\""))
        #expect(keyframes.stdout.contains("10 ms apart"))
        let over = try CLI.run(["export", "--as", "swiftui", "--mass", "3", "--stiffness", "1000", "--damping", "500"])
        #expect(over.stdout.contains("allowOverDamping: true"))
        #expect(over.stdout.contains("// warning: overdamped"))
    }

    @Test func badInputIsOneLineExit64() throws {
        func expectUsage(_ arguments: [String], mentioning text: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let result = try CLI.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
            if let text { #expect(result.stderr.contains(text), "\(result.stderr)", sourceLocation: sourceLocation) }
        }
        try expectUsage(["export", "--as", "flash", "--spring", "k=100,c=10"], mentioning: "unknown --as 'flash'")
        try expectUsage(["export", "--as", "core-animation", "--spring", "k=100,c=10"], mentioning: "now caspringanimation")
        try expectUsage(["export", "--spring", "k=100,c=10"], mentioning: "--as")
        try expectUsage(["export", "--as", "css", "--spring", "k=100,c=0"], mentioning: "undamped")
        try expectUsage(["export", "--as", "json"], mentioning: "no spring given")
        try expectUsage(["export", "--as", "swiftui", "--spring", "k=100,c=10", "--max-error", "0.01"], mentioning: "--max-error")
        try expectUsage(["export", "--as", "swiftui", "--spring", "k=100,c=10", "--keyframe-step", "0.01"], mentioning: "--keyframe-step")
        try expectUsage(["export", "--as", "keyframes", "--spring", "k=100,c=10", "--keyframe-step", "0.0015"], mentioning: "whole number of milliseconds")
        try expectUsage(["export", "--as", "keyframes", "--spring", "k=100,c=10", "--keyframe-step", "nan"])
        try expectUsage(["export", "--as", "css", "--spring", "k=100,c=10", "--frame-rate", "120"], mentioning: "--frame-rate applies to --as svelte only")
        try expectUsage(["export", "--as", "svelte", "--spring", "k=100,c=10", "--frame-rate", "0"], mentioning: "must be in (0, 10000] Hz")
        try expectUsage(["export", "--as", "svelte", "--spring", "k=100000,c=1"], mentioning: "at or above half the 60 Hz frame rate")
        try expectUsage(["export", "--as", "json", "--spring", "k=100,c=10", "--stiffness", "100", "--damping", "5"], mentioning: "do not mix")
        try expectUsage(["export", "--as", "json", "k=100,c=10", "--stiffness", "100", "--damping", "5"], mentioning: "do not mix")
        try expectUsage(["export", "--as", "json", "--spring", "k=nan,c=1"])
        // The old spelling: --to is the target value now, so a format name is not a number.
        try expectUsage(["export", "--to", "swiftui", "--spring", "k=100,c=10"], mentioning: "--to")
        let preset = try CLI.run(["export", "--as", "json", "--preset", "no-such-preset"])
        #expect(preset.status == 66)
    }

    @Test func durationsCommandListsEveryEngine() throws {
        let result = try CLI.run(["durations", "k=100,c=5", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { $0["engine"] as? String } == ["core-animation", "motion", "jnw", "webkit", "compose", "android",
                                                          "flutter", "flutter-fling", "svelte", "anime", "reanimated", "reanimated3"])
        let ca = try #require(array.first { $0["engine"] as? String == "core-animation" })
        #expect(ca["published"] as? Bool == false)
        #expect(abs((ca["duration"] as? Double ?? 0) - 2.85) < 0.01)
        let table = try CLI.run(["durations", "--stiffness", "100", "--damping", "15"])
        #expect(table.status == 0)
        #expect(table.stdout.contains("core-animation*") && table.stdout.contains("reconstruction"))
    }
}
