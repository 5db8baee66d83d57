import Foundation
import Testing

@Suite struct ExportCommandTests {
    @Test func motionStringByteForByte() throws {
        let result = try CLI.run(["export", "--to", "motion", "motion:duration=0.8,bounce=0.25"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "800ms linear(0, 0.0542, 0.1797, 0.3344, 0.4905, 0.6321, 0.7511, 0.8451, 0.9152, 0.9644, 0.9967, 1.0157, 1.0253, 1.0283, 1.0273, 1.024, 1.0196, 1.0152, 1.0111, 1.0076, 1.0048, 1.0027, 1.0012, 1.0002, 0.9996, 0.9993, 1)\n")
    }

    @Test func presetToSwiftUIAndFileOutput() throws {
        let dir = try CLI.temporaryDirectory()
        let result = try CLI.run(["export", "--to", "swiftui", "--preset", "swiftui-bouncy", "-o", "bouncy.swift"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let text = try String(contentsOf: dir.appendingPathComponent("bouncy.swift"), encoding: .utf8)
        #expect(text.contains("static let swiftuiBouncy = Spring(mass:"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func badInputIsOneLineExit64() throws {
        let unknown = try CLI.run(["export", "--to", "flash", "k=100,c=10"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.split(separator: "\n").count == 1)
        #expect(unknown.stderr.contains("unknown --to 'flash'"))
        let css = try CLI.run(["export", "--to", "css", "k=100,c=0"])
        #expect(css.status == 64)
        #expect(css.stderr.split(separator: "\n").count == 1)
        #expect(css.stderr.contains("undamped"))
        let none = try CLI.run(["export", "--to", "json"])
        #expect(none.status == 64)
        let maxError = try CLI.run(["export", "--to", "swiftui", "k=100,c=10", "--max-error", "0.01"])
        #expect(maxError.status == 64)
        let preset = try CLI.run(["export", "--to", "json", "--preset", "no-such-preset"])
        #expect(preset.status == 66)
        let spec = try CLI.run(["export", "--to", "json", "k=nan,c=1"])
        #expect(spec.status == 64)
        #expect(spec.stderr.split(separator: "\n").count == 1)
    }

    @Test func durationsCommandListsEveryEngine() throws {
        let result = try CLI.run(["durations", "k=100,c=5", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 5)
        let ca = try #require(array.first { $0["engine"] as? String == "core-animation" })
        #expect(ca["published"] as? Bool == false)
        #expect(abs((ca["duration"] as? Double ?? 0) - 2.85) < 0.01)
        let table = try CLI.run(["durations", "--stiffness", "100", "--damping", "15"])
        #expect(table.status == 0)
        #expect(table.stdout.contains("reconstruction"))
    }
}
