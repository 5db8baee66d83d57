import SpringTestSupport
import Foundation
import Testing

/// `convert`, `solve`, `durations` and `plot` as a user runs them: exit status, the streams and
/// the files. What each prints is tested in process in SpringRequestsTests
/// (ConvertRequestTests, SolveRequestCurveTests, DurationsReportTests).
@Suite struct ConvertSolveCommandTests {
    /// Apple's documented example: Spring(duration: 0.5, bounce: 0.3) is stiffness 157.9, damping 17.6.
    @Test func convertSmoke() throws {
        let result = try CLI.run(["convert", "--spring", "swiftui:duration=0.5,bounce=0.3", "--format", "json"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let physical = try #require(object["physical"] as? [String: Double])
        #expect(abs(try #require(physical["stiffness"]) - 157.9) < 0.05)
        let refused = try CLI.run(["convert", "--spring", "flutter:duration=500.7,bounce=0.3"])
        #expect(refused.status == 65 && refused.stdout.isEmpty)
        #expect(refused.stderr == "springtune: invalid duration 500.7: must be a whole number of milliseconds (Flutter reads Duration.inMilliseconds, which would truncate 500.7 to 500)\n")
    }

    @Test func solveSmoke() throws {
        let result = try CLI.run(["solve", "k=100,c=10", "--duration", "1", "--samples", "11", "--solver", "rk4", "--error"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 12 && lines[0] == "t,x,v,error" && lines[1] == "0,0,0,0")
        // Past SpringTune's one-hour run limit an engine still moving is refused: exit 65, one line.
        let past = try CLI.run(["solve", "k=100,c=0", "--solver", "reanimated", "--duration", "3601", "--samples", "2"])
        #expect(past.status == 65 && past.stdout.isEmpty)
        #expect(past.stderr.hasPrefix("springtune: ") && past.stderr.split(separator: "\n").count == 1, "\(past.stderr)")
    }

    @Test func durationsSmoke() throws {
        let result = try CLI.run(["durations", "k=100,c=5", "--format", "json"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 12 && array.first?["engine"] as? String == "core-animation")
        let table = try CLI.run(["durations", "--stiffness", "100", "--damping", "15"])
        #expect(table.status == 0 && table.stdout.contains("core-animation*"))
    }

    @Test func plotWritesEachFormatAndRefusesOthers() throws {
        let dir = try CLI.temporaryDirectory()
        for name in ["a.svg", "b.png", "c.pdf"] {
            let result = try CLI.run(["plot", "--preset", "swiftui-bouncy", "-o", name, "--width", "400", "--height", "300"], in: dir)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let png = try Data(contentsOf: dir.appendingPathComponent("b.png"))
        // IHDR width and height, big-endian, at bytes 16…23.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 400 && height == 300)
        let bad = try CLI.run(["plot", "--preset", "swiftui-bouncy", "-o", "plot.jpg"], in: dir)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains(".jpg") && bad.stderr.contains(".svg"))
        let unwritable = try CLI.run(["plot", "--preset", "swiftui-bouncy", "-o", "/nonexistent-dir/plot.png"], in: dir)
        #expect(unwritable.status == 73)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".tmp") }
        #expect(leftovers.isEmpty)
    }
}
