import SpringTestSupport
import Foundation
import Testing

/// The tuning loop: fit → save → use with --preset-file / SPRINGTUNE_PRESET_PATH → export,
/// and one answer per preset on every surface.
@Suite struct PresetLoopTests {
    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func savedPreset(in dir: URL, name: String = "my-pop", file: String = "mine.json") throws -> [String: Any] {
        let fit = try CLI.run(["fit", "--settling-time", "0.4", "--overshoot", "5", "--save-preset", name,
                               "--preset-file", file, "--format", "json"], in: dir)
        #expect(fit.status == 0, "\(fit.stderr)")
        return try json(fit.stdout)
    }

    @Test func aSavedPresetWorksInEveryCommand() throws {
        let dir = try CLI.temporaryDirectory()
        let fit = try savedPreset(in: dir)
        let commands: [[String]] = [
            ["metrics", "--preset", "my-pop", "--preset-file", "mine.json", "--format", "json"],
            ["plot", "--preset", "my-pop", "--preset-file", "mine.json", "-o", "p.svg"],
            ["export", "--as", "css", "--preset", "my-pop", "--preset-file", "mine.json"],
            ["convert", "--preset", "my-pop", "--preset-file", "mine.json"],
            ["durations", "--preset", "my-pop", "--preset-file", "mine.json"],
            ["solve", "--preset", "my-pop", "--preset-file", "mine.json", "--duration", "1", "--samples", "5"],
            ["sweep", "--preset", "my-pop", "--preset-file", "mine.json", "--param", "damping=10...30:3"],
            ["preset", "show", "my-pop", "--preset-file", "mine.json"],
            ["metrics", "--spring", "preset:my-pop,to=2", "--preset-file", "mine.json"],
        ]
        for arguments in commands {
            let result = try CLI.run(arguments, in: dir)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        // The saved spring measures as the fit said.
        let metrics = try json(try CLI.run(["metrics", "--preset", "my-pop", "--preset-file", "mine.json", "--format", "json"], in: dir).stdout)
        let settling = try #require(metrics["settlingTime"] as? Double)
        #expect(abs(settling - 0.4) < 1e-12)
        #expect(abs((metrics["stiffness"] as? Double ?? 0) - (fit["stiffness"] as? Double ?? 1)) < 1e-9)
        // The sweep over the preset keeps its stiffness and varies damping.
        let sweep = try CLI.run(["sweep", "--preset", "my-pop", "--preset-file", "mine.json", "--param", "damping=10...30:3"], in: dir)
        #expect(sweep.stdout.split(separator: "\n").count == 4)
        #expect(sweep.stdout.hasPrefix("mass,stiffness,from,to,damping,"))
    }

    @Test func theSearchPathTakesFilesAndFolders() throws {
        let dir = try CLI.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("folder"), withIntermediateDirectories: true)
        _ = try savedPreset(in: dir, name: "from-folder", file: "folder/a.json")
        _ = try savedPreset(in: dir, name: "from-file", file: "b.json")
        let path = dir.appendingPathComponent("folder").path + ":" + dir.appendingPathComponent("b.json").path
        for name in ["from-folder", "from-file"] {
            let result = try CLI.run(["metrics", "--preset", name], in: dir, environment: ["SPRINGTUNE_PRESET_PATH": path])
            #expect(result.status == 0, "\(name): \(result.stderr)")
        }
        let list = try CLI.run(["preset", "list", "--format", "csv"], in: dir, environment: ["SPRINGTUNE_PRESET_PATH": path])
        #expect(list.stdout.contains("from-folder,a,"))
        let missing = try CLI.run(["metrics", "--preset", "from-file"], in: dir,
                                  environment: ["SPRINGTUNE_PRESET_PATH": dir.appendingPathComponent("nowhere").path])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("SPRINGTUNE_PRESET_PATH"))
        // A command that names no preset does not read the search path.
        for arguments in [["metrics", "--stiffness", "100", "--damping", "10"], ["export", "--as", "css", "k=100,c=10"],
                          ["solve", "k=100,c=10", "--duration", "1", "--samples", "2"]] {
            let plain = try CLI.run(arguments, in: dir, environment: ["SPRINGTUNE_PRESET_PATH": dir.appendingPathComponent("nowhere").path])
            #expect(plain.status == 0, "\(arguments): \(plain.stderr)")
        }
    }

    @Test func nameClashesNameBothFiles() throws {
        let dir = try CLI.temporaryDirectory()
        let shadow = #"{"schema": 1, "group": "mine", "presets": [{"name": "swiftui-bouncy", "description": "x", "source": {"reference": "me"}, "spring": {"family": "physical", "stiffness": 100, "damping": 10}}]}"#
        try Data(shadow.utf8).write(to: dir.appendingPathComponent("shadow.json"))
        let bundled = try CLI.run(["metrics", "--preset", "swiftui-bouncy", "--preset-file", "shadow.json"], in: dir)
        #expect(bundled.status == 65)
        #expect(bundled.stderr.contains("shadow.json") && bundled.stderr.contains("presets/apple.json"), "\(bundled.stderr)")
        _ = try savedPreset(in: dir, name: "twin", file: "one.json")
        _ = try savedPreset(in: dir, name: "twin", file: "two.json")
        let twins = try CLI.run(["metrics", "--preset", "twin", "--preset-file", "one.json", "--preset-file", "two.json"], in: dir)
        #expect(twins.status == 65)
        #expect(twins.stderr.contains("one.json") && twins.stderr.contains("two.json"), "\(twins.stderr)")
        // The same file named twice is read once.
        let again = try CLI.run(["metrics", "--preset", "twin", "--preset-file", "one.json", "--preset-file", "./one.json"], in: dir)
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test func savingNeverClobbersSilently() throws {
        let dir = try CLI.temporaryDirectory()
        _ = try savedPreset(in: dir)
        let file = dir.appendingPathComponent("mine.json")
        let before = try Data(contentsOf: file)
        let again = try CLI.run(["fit", "--settling-time", "0.5", "--overshoot", "2", "--save-preset", "my-pop",
                                 "--preset-file", "mine.json"], in: dir)
        #expect(again.status == 65, "\(again.stderr)")
        #expect(again.stderr.contains("or replace it (--replace)"), "\(again.stderr)")
        #expect(try Data(contentsOf: file) == before)
        let bundled = try CLI.run(["fit", "--settling-time", "0.5", "--overshoot", "2", "--save-preset", "swiftui-bouncy",
                                   "--preset-file", "mine.json"], in: dir)
        #expect(bundled.status == 65)
        #expect(try Data(contentsOf: file) == before)
        let replaced = try CLI.run(["fit", "--settling-time", "0.5", "--overshoot", "2", "--save-preset", "my-pop",
                                    "--preset-file", "mine.json", "--replace"], in: dir)
        #expect(replaced.status == 0, "\(replaced.stderr)")
        let metrics = try json(try CLI.run(["metrics", "--preset", "my-pop", "--preset-file", "mine.json", "--format", "json"], in: dir).stdout)
        #expect(abs((metrics["settlingTime"] as? Double ?? 0) - 0.5) < 1e-12)
        // The recorded command leaves out the saving flags.
        #expect(!(try String(contentsOf: file, encoding: .utf8)).contains("--replace"))
    }

    @Test func twelveParallelSavesKeepAllTwelve() throws {
        let dir = try CLI.temporaryDirectory()
        var processes: [Process] = []
        for index in 0..<12 {
            let process = Process()
            process.executableURL = CLI.executable
            process.arguments = ["fit", "--settling-time", String(0.3 + 0.01 * Double(index)), "--overshoot", "4",
                                 "--save-preset", "p\(index)", "--preset-file", "group.json"]
            process.currentDirectoryURL = dir
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            processes.append(process)
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit(); #expect(process.terminationStatus == 0) }
        let list = try CLI.run(["preset", "list", "--preset-file", "group.json", "--group", "group", "--format", "csv"], in: dir)
        #expect(list.status == 0, "\(list.stderr)")
        let names = Set(list.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[0]) })
        #expect(names == Set((0..<12).map { "p\($0)" }))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["group.json"])
    }
}
