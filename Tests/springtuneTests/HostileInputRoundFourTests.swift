import Foundation
import SpringTestSupport
import Testing

/// Issue 33, "Hostile input, round four", through the command line where only a process shows
/// it (FIFOs, memory and CPU bounds, the argument count), with its exit code and one line on
/// stderr. The presets named like values, stale stored metrics, the export refusals: in process,
/// SpringRequestsTests' PresetRequestTests and ExportRequestCodeTests. Bounds on work are CPU seconds of the command
/// (``CLI/runMeasuringMemory(_:in:environment:program:timeLimit:memoryCapKiB:)``), never the clock.
@Suite struct HostileInputRoundFourTests {
    /// A folder with mine.json: `infinity-scroll` (k = 100, c = 10) storing a stale settling
    /// time of 123 s (hand-edited), and `nan`.
    func folder() throws -> URL {
        let dir = try CLI.temporaryDirectory()
        let text = """
            {"schema": 1, "group": "mine", "presets": [
             {"name": "infinity-scroll", "description": "d", "source": {"reference": "r", "thirdParty": false},
              "spring": {"family": "physical", "mass": 1, "stiffness": 100, "damping": 10},
              "metrics": {"band": 0.02, "settlingTime": 123, "overshootPercent": 16.303353482158048}},
             {"name": "nan", "description": "d", "source": {"reference": "r", "thirdParty": false},
              "spring": {"family": "physical", "mass": 1, "stiffness": 300, "damping": 20}}]}
            """
        try Data(text.utf8).write(to: dir.appendingPathComponent("mine.json"))
        return dir
    }

    // MARK: FIFOs

    @Test func aFIFOPresetFileWithoutAWriterIsRefusedAfterABoundedWait() throws {
        let dir = try folder()
        #expect(mkfifo(dir.appendingPathComponent("fifo.json").path, 0o600) == 0)
        for arguments in [["metrics", "--preset", "nan", "--preset-file", "fifo.json"], ["preset", "list", "--preset-file", "fifo.json"]] {
            let run = try CLI.runMeasuringMemory(arguments, in: dir, timeLimit: 20)
            #expect(!run.stopped && run.result.status == 66, "\(arguments): \(run.result.stderr)")
            #expect(run.result.stderr == "springtune: fifo.json: a FIFO that no program opened for writing within 5 s: nothing to read\n",
                    "\(run.result.stderr)")
        }
        let refresh = try CLI.runMeasuringMemory(["preset", "refresh", "fifo.json"], in: dir, timeLimit: 20)
        #expect(!refresh.stopped && refresh.result.status == 66 && refresh.result.stderr.contains("not a regular file"), "\(refresh.result.stderr)")
        // A shell's <(command) still works.
        let substituted = try CLI.run(["-c", #""$0" metrics --preset nan --preset-file <(cat mine.json) --format csv"#, CLI.executable.path],
                                      in: dir, program: URL(fileURLWithPath: "/bin/bash"))
        #expect(substituted.status == 0 && substituted.stdout.contains(",300,20,"), "\(substituted.stderr)")
    }

    @Test func aFIFOInASearchPathFolderIsIgnored() throws {
        let dir = try folder()
        let presets = dir.appendingPathComponent("presets")
        try FileManager.default.createDirectory(at: presets, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: dir.appendingPathComponent("mine.json"), to: presets.appendingPathComponent("mine.json"))
        #expect(mkfifo(presets.appendingPathComponent("nobody.json").path, 0o600) == 0)
        let environment = ["SPRINGTUNE_PRESET_PATH": presets.path]
        for arguments in [["metrics", "--preset", "nan", "--format", "csv"], ["preset", "list"]] {
            let run = try CLI.runMeasuringMemory(arguments, in: dir, environment: environment, timeLimit: 10)
            #expect(!run.stopped && run.result.status == 0, "\(arguments): \(run.result.stderr)")
        }
    }

    // MARK: DTCG import

    /// 240 levels of 128 KiB names (31 MB) above one preset (250 with the tokens' own): imported in memory of the file's
    /// order (the path of every level used to be copied at every level: 3.5 GB), and a broken
    /// extension down there is named in one short line.
    @Test func aDeepTokenFileImportsInBoundedMemory() throws {
        let dir = try folder()
        let tokens = try CLI.run(["preset", "export", "--as", "dtcg", "--preset", "nan", "--preset-file", "mine.json"], in: dir)
        try #require(tokens.status == 0, "\(tokens.stderr)")
        let inner = try #require(try JSONSerialization.jsonObject(with: Data(tokens.stdout.utf8)) as? [String: Any])
        let innerText = String(decoding: try JSONSerialization.data(withJSONObject: inner), as: UTF8.self)
        func deep(_ core: String) -> String {
            var prefix = ""
            for level in 0..<240 {
                prefix += "{\"" + String(repeating: Character(UnicodeScalar(UInt8(97 + level % 26))), count: 128 * 1024) + "\": "
            }
            return prefix + core + String(repeating: "}", count: 240)
        }
        try Data(deep(innerText).utf8).write(to: dir.appendingPathComponent("deep.json"))
        let run = try CLI.runMeasuringMemory(["preset", "import", "--from", "dtcg", "deep.json"], in: dir, timeLimit: 120,
                                             memoryCapKiB: 1_000_000)
        #expect(!run.stopped && run.result.status == 0, "\(run.peakKiB) KiB: \(run.result.stderr.prefix(300))")
        #expect(run.result.stdout.contains("\"name\": \"nan\""))
        let broken = innerText.replacingOccurrences(of: "\"group\":\"mine\"", with: "\"group\":1")
        #expect(broken != innerText)
        try Data(deep(broken).utf8).write(to: dir.appendingPathComponent("broken.json"))
        let refused = try CLI.runMeasuringMemory(["preset", "import", "--from", "dtcg", "broken.json"], in: dir, timeLimit: 120,
                                                 memoryCapKiB: 1_000_000)
        #expect(!refused.stopped && refused.result.status == 65, "\(refused.peakKiB) KiB: \(refused.result.stderr.prefix(300))")
        #expect(refused.result.stderr.split(separator: "\n").count == 1 && refused.result.stderr.utf8.count < 1000,
                "\(refused.result.stderr.prefix(1200))")
    }

    // MARK: Arguments

    /// swift-argument-parser's parsing is quadratic in the number of arguments: more options than
    /// any command takes are refused before it runs, at once (a bound on work: CPU seconds).
    @Test func moreOptionsThanAnyCommandTakesAreRefusedAtOnce() throws {
        let retargets = (1...10_000).flatMap { ["--retarget", "\(Double($0) / 1000):1"] }
        let run = try CLI.runMeasuringMemory(["metrics", "--spring", "k=100,c=10"] + retargets, timeLimit: 30)
        #expect(!run.stopped && run.result.status == 64, "\(run.result.stderr.prefix(300))")
        #expect(run.result.stderr.hasPrefix("springtune: too many options: 10001 on the command line, at most 1200"), "\(run.result.stderr)")
        #expect(run.result.stderr.split(separator: "\n").count == 1)
        #expect(run.cpuSeconds < 2, "\(run.cpuSeconds) CPU s")
        // The most a command takes is still parsed: 1000 retargets reach the command's own rules.
        let most = try CLI.run(["metrics", "--spring", "k=100,c=10", "--format", "json"]
                               + (1...1000).flatMap { ["--retarget", "\(Double($0) / 1000):\($0 % 2)"] })
        #expect(!most.stderr.contains("too many options"), "\(most.stderr)")
    }
}
