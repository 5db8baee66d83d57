import SpringTestSupport
import Foundation
import Testing

/// Flutter reads a `Duration` in whole milliseconds (`inMilliseconds`), and every command keeps
/// to it (issue 33): a fractional `duration` is refused (65), `convert` writes the duration form
/// only for a whole period and says why otherwise, and fits and sweeps settle on whole
/// milliseconds.
@Suite struct FlutterMillisecondsCommandTests {
    static func object(_ result: CLI.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
    }

    /// `flutter:duration=500.7` would be drawn by Flutter as 500 ms: refused with one line
    /// naming the value, what is allowed and why, exit 65, by every command reading a spec;
    /// `duration=500.0` is 500.
    @Test func fractionalDurationIsRefused() throws {
        let line = "springtune: invalid duration 500.7: must be a whole number of milliseconds (Flutter reads Duration.inMilliseconds, which would truncate 500.7 to 500)\n"
        for command in [["convert"], ["metrics"], ["solve", "--duration", "1", "--samples", "3"]] {
            let refused = try CLI.run(command + ["--spring", "flutter:duration=500.7,bounce=0.3"])
            #expect(refused.status == 65, "\(command): \(refused.stderr)")
            #expect(refused.stderr == line, "\(command): \(refused.stderr)")
            #expect(refused.stdout.isEmpty)
        }
        let whole = try Self.object(try CLI.run(["convert", "--spring", "flutter:duration=500.0,bounce=0.3", "--format", "json"]))
        let flutter = try #require(whole["flutter"] as? [String: Double])
        #expect(flutter["duration"] == 500)
    }

    /// A spring whose period is not whole has no `flutter` row: the reason names the nearest
    /// whole duration, its bounce and the constructor that writes it exactly, in JSON and in
    /// the table (within 100 columns).
    @Test func convertNamesTheNearestWholeDuration() throws {
        let object = try Self.object(try CLI.run(["convert", "--spring", "k=100,c=10", "--format", "json"]))
        #expect(object["flutter"] is NSNull)
        let reasons = try #require(object["reasons"] as? [String: String])
        #expect(reasons["flutter"] == "period 628.3 ms is not whole: nearest 628, bounce 0.5; withDampingRatio is exact")
        let table = try CLI.run(["convert", "--spring", "k=100,c=10"])
        #expect(table.stdout.contains("\nflutter       — (period 628.3 ms is not whole: nearest 628, bounce 0.5; withDampingRatio is exact)\n"),
                "\(table.stdout)")
        #expect(table.stdout.split(separator: "\n").allSatisfy { $0.count <= 100 })
        // The nearest whole duration is that spring's own flutter row.
        let nearest = try Self.object(try CLI.run(["convert", "--spring", "flutter:duration=628,bounce=0.5", "--format", "json"]))
        #expect((nearest["flutter"] as? [String: Double])?["duration"] == 628)
    }

    /// A target fit and a curve fit written in Flutter's family report a whole duration, and
    /// the spec they print gives back the spring they report.
    @Test func fitsReportWholeMilliseconds() throws {
        for arguments in [["--settling-time", "0.4", "--overshoot", "5"], ["--match", "k=300,c=20"]] {
            let result = try CLI.run(["fit"] + arguments + ["--family", "flutter", "--format", "json"])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let object = try Self.object(result)
            let duration = try #require(object["duration"] as? Double)
            #expect(duration == duration.rounded(), "\(arguments): \(duration)")
            let spec = try #require(object["spec"] as? String)
            #expect(spec.hasPrefix("flutter:duration=\(Int(duration)),bounce="), "\(spec)")
            let metrics = try Self.object(try CLI.run(["metrics", "--spring", spec, "--format", "json"]))
            let omega = try #require(object["naturalFrequency"] as? Double)
            #expect(abs((metrics["naturalFrequency"] as? Double ?? .nan) - omega) <= 1e-12 * omega)
        }
        let target = try Self.object(try CLI.run(["fit", "--settling-time", "0.4", "--overshoot", "5", "--family", "flutter", "--format", "json"]))
        #expect(target["feasible"] as? Bool == false)
        #expect(abs((target["overshootPercent"] as? Double ?? .nan) - 5) < 1e-9)
    }

    /// A sweep over Flutter's duration takes whole milliseconds: a log range is refused before
    /// any row (65, one line); a whole linear range runs.
    @Test func sweepsKeepToWholeMilliseconds() throws {
        let refused = try CLI.run(["sweep", "--family", "flutter", "--param", "duration=100...1000:log:5", "--param", "bounce=0.3",
                                   "--metrics", "settlingTime"])
        #expect(refused.status == 65, "\(refused.stderr)")
        #expect(refused.stderr.hasPrefix("springtune: invalid duration 177.8"), "\(refused.stderr)")
        #expect(refused.stderr.contains("(value 2 of duration=100...1000:log:5): must be a whole number of milliseconds"))
        #expect(refused.stderr.split(separator: "\n").count == 1 && refused.stdout.isEmpty)
        let whole = try CLI.run(["sweep", "--family", "flutter", "--param", "duration=100...1000:10", "--param", "bounce=0.3",
                                 "--metrics", "settlingTime"])
        #expect(whole.status == 0 && whole.stderr.isEmpty, "\(whole.stderr)")
        #expect(whole.stdout.split(separator: "\n").count == 11)
        #expect(whole.stdout.contains("\n200,0.3,"))
    }
}
