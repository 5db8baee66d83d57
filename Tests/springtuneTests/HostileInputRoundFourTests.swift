import Foundation
import SpringTestSupport
import Testing

/// Issue 33, "Hostile input, round four", through the command line: each defect's shape, with
/// its exit code and one line on stderr. Bounds on work are CPU seconds of the command
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

    @Test func presetsNamedLikeInfinityAreExported() throws {
        let dir = try folder()
        for format in ["css", "swiftui", "compose", "json", "motion", "caspringanimation"] {
            for name in ["infinity-scroll", "nan"] {
                let result = try CLI.run(["export", "--as", format, "--preset", name, "--preset-file", "mine.json"], in: dir)
                #expect(result.status == 0 && result.stderr.isEmpty, "\(format) \(name): \(result.stderr)")
            }
        }
        for format in ["swift", "typescript", "kotlin", "dart", "css", "dtcg"] {
            let result = try CLI.run(["preset", "export", "--as", format, "--preset-file", "mine.json"], in: dir)
            #expect(result.status == 0, "\(format): \(result.stderr)")
        }
    }

    /// `metrics --preset` says 0.8076 s for k = 100, c = 10: so do `preset show`, the DTCG
    /// token and `preset import`, whatever the file stores.
    @Test func staleStoredMetricsAreNeverShownExportedOrImported() throws {
        let dir = try folder()
        let metrics = try CLI.run(["metrics", "--preset", "infinity-scroll", "--preset-file", "mine.json", "--format", "json"], in: dir)
        // The number as printed (shortest round trip), which every file below writes too.
        let printed = try #require(metrics.stdout.split(separator: "\n").first { $0.contains("\"settlingTime\": ") })
        let text = printed.split(separator: " ").last.map { String($0.dropLast()) } ?? ""
        let settling = try #require(Double(text))
        #expect((settling - 0.8076).magnitude < 5e-5 && "\(settling)" == text, "\(text)")
        let show = try CLI.run(["preset", "show", "infinity-scroll", "--preset-file", "mine.json"], in: dir)
        #expect(show.status == 0 && show.stdout.contains("0.8076") && !show.stdout.contains("123"), "\(show.stdout)")
        let tokens = try CLI.run(["preset", "export", "--as", "dtcg", "--preset-file", "mine.json", "-o", "tokens.json"], in: dir)
        #expect(tokens.status == 0, "\(tokens.stderr)")
        let tokenText = try String(contentsOf: dir.appendingPathComponent("tokens.json"), encoding: .utf8)
        #expect(tokenText.contains("\"value\": \(settling * 1000)") && !tokenText.contains("123000"), "\(tokenText.prefix(600))")
        // A token file whose embedded preset is stale (edited by hand) imports recomputed.
        try Data(tokenText.replacingOccurrences(of: "\"settlingTime\": \(settling)", with: "\"settlingTime\": 123").utf8)
            .write(to: dir.appendingPathComponent("stale.json"))
        let imported = try CLI.run(["preset", "import", "--from", "dtcg", "stale.json"], in: dir)
        #expect(imported.status == 0 && imported.stdout.contains("\"settlingTime\": \(settling)") && !imported.stdout.contains("123,"),
                "\(imported.stderr)\(imported.stdout.prefix(600))")
    }

    @Test func aRefusedExportIsOneLineWithoutItsNote() throws {
        let refused = try CLI.run(["export", "--as", "css", "--solver", "pop", "jnw:k=14,c=14"])
        #expect(refused.status == 64)
        #expect(refused.stderr.split(separator: "\n").count == 1 && !refused.stderr.contains("note"), "\(refused.stderr)")
        // Written, the same spring still gets its note.
        let written = try CLI.run(["export", "--as", "swiftui", "jnw:k=14,c=14"])
        #expect(written.status == 0 && written.stderr.hasPrefix("springtune: note: "), "\(written.stderr)")
    }

    /// A maximum error below what a Double can resolve (1e-15) is refused before any work: with
    /// 1e-300, JNW's frames of a slow spring were simplified for 166 s to be refused after all.
    @Test func anUnreachableMaximumErrorIsRefusedBeforeTheWork() throws {
        let run = try CLI.runMeasuringMemory(["export", "--as", "css", "--solver", "jnw", "--spring", "k=1,c=0.05", "--max-error", "1e-300"],
                                             timeLimit: 20)
        #expect(!run.stopped && run.result.status == 64, "\(run.result.stderr)")
        #expect(run.result.stderr == "springtune: invalid --max-error 1e-300: must be in [1e-15, 0.5)\n", "\(run.result.stderr)")
        #expect(run.cpuSeconds < 2, "\(run.cpuSeconds) CPU s")
        let reachable = try CLI.run(["export", "--as", "css", "--solver", "pop", "--spring", "k=100,c=10", "--max-error", "1e-15"])
        #expect(reachable.status == 0, "\(reachable.stderr)")
    }

    @Test func aFloatExportBeyondFloatsRangeIsRefused() throws {
        for format in ["compose", "android"] {
            let result = try CLI.run(["export", "--as", format, "--spring", "m=1e50,k=1,c=1e25"])
            #expect(result.status == 65 && result.stderr.contains("as the Float 0f: outside Float's range"), "\(format): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
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
