import SpringTestSupport
import Foundation
import Testing

/// Flutter reads a `Duration` in whole milliseconds (`inMilliseconds`), and every command keeps
/// to it (issue 33): fits and sweeps settle on whole milliseconds. The refusal of a fractional
/// `duration` and `convert`'s duration form: SpringRequestsTests (ConvertRequestTests,
/// MetricsRequestEngineTests, SolveRequestCurveTests).
@Suite struct FlutterMillisecondsCommandTests {
    static func object(_ result: CLI.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
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
