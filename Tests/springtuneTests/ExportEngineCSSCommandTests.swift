import Foundation
import SpringTestSupport
import Testing

/// `springtune export --as css --solver NAME`: the duration is the one `durations` and
/// `metrics --solver` report for the engine, `--solver exact` is the plain export byte for byte,
/// and misuse is one line with exit 64 (a bad option) or 65 (an engine that never rests).
@Suite struct ExportEngineCSSCommandTests {
    static func cssDuration(_ text: String) throws -> Double {
        let line = try #require(text.split(separator: "\n").first { $0.contains("-duration: ") })
        return try #require(Double(line.split(separator: ": ")[1].dropLast(3)))
    }

    static func json(_ arguments: [String]) throws -> Any {
        let result = try CLI.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    @Test func theDurationIsTheEnginesAsDurationsAndMetricsReportIt() throws {
        let spec = "k=300,c=6,from=20,to=-80"
        let durations = try #require(try Self.json(["durations", spec, "--format", "json"]) as? [[String: Any]])
        for engine in ["android", "svelte", "anime", "jnw", "motion", "flutter", "reanimated", "reanimated3",
                       "react-spring", "pop", "rebound"] {
            let css = try CLI.run(["export", "--as", "css", spec, "--solver", engine])
            #expect(css.status == 0, "\(engine): \(css.stderr)")
            let milliseconds = try Self.cssDuration(css.stdout)
            let metrics = try #require(try Self.json(["metrics", "--spring", spec, "--solver", engine, "--format", "json"]) as? [String: Any])
            let measured = try #require(metrics["engineDuration"] as? Double, "\(engine)")
            #expect(abs(milliseconds - measured * 1000) <= 0.0005 + 1e-9, "\(engine): \(milliseconds) ms, metrics \(measured) s")
            // react-spring, POP and Rebound have no row in durations (their engines publish none).
            if let row = durations.first(where: { $0["engine"] as? String == engine }) {
                let reported = try #require(row["duration"] as? Double)
                #expect(abs(milliseconds - reported * 1000) <= 0.0005 + 1e-9, "\(engine): \(milliseconds) ms, durations \(reported) s")
            }
        }
    }

    @Test func solverExactIsThePlainExportByteForByte() throws {
        for arguments in [["k=100,c=10"], ["--preset", "swiftui-bouncy", "--max-error", "0.0005"], ["m=2.4,k=450,c=32,from=100,to=40,velocity=2"]] {
            let plain = try CLI.run(["export", "--as", "css"] + arguments)
            let exact = try CLI.run(["export", "--as", "css"] + arguments + ["--solver", "exact"])
            #expect(plain.status == 0 && exact.status == 0)
            #expect(exact.stdout == plain.stdout && !plain.stdout.isEmpty)
        }
    }

    @Test func misuseIsOneLineWithItsExitCode() throws {
        let cases: [([String], Int32, String)] = [
            (["--as", "swiftui", "k=100,c=10", "--solver", "pop"], 64, "--solver pop applies to --as css only"),
            (["--as", "json", "k=100,c=10", "--solver", "exact"], 64, "--solver exact applies to --as css only"),
            (["--as", "css", "k=100,c=10", "--solver", "swiftui"], 64, "invalid --solver swiftui: must be exact or an engine that states when it stops"),
            (["--as", "css", "k=100,c=10", "--solver", "rk4"], 64, "invalid --solver rk4"),
            (["--as", "css", "k=100,c=10", "--solver", "wobble"], 64, "wobble"),
            (["--as", "css", "jnw:k=100,c=10", "--solver", "pop"], 64, "jnw"),
            (["--as", "css", "k=100,c=0,to=100", "--solver", "react-spring"], 65, "react-spring never comes to rest for this spring"),
            (["--as", "css", "k=100,c=0,to=100", "--solver", "anime"], 65, "anime ends its curve at 60 s with a jump"),
            (["--as", "css", "k=100,c=10,to=0.0005", "--solver", "flutter"], 65, "flutter rests at its first frame"),
        ]
        for (arguments, status, text) in cases {
            let result = try CLI.run(["export"] + arguments)
            #expect(result.status == status, "\(arguments): \(result.status) \(result.stderr)")
            let lines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("springtune: note:") }
            #expect(lines.count == 1 && result.stderr.contains(text), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }
}
