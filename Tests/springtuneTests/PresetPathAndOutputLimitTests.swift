import Foundation
import Testing
import SpringTestSupport

/// Issue 27, "the rest": the preset files' writers and readers, the plot's pixel budget and
/// `preview`'s exit codes.
@Suite struct PresetPathAndOutputLimitTests {
    /// `preset refresh` waits for the folder lock that `fit --save-preset` takes: while the test
    /// holds it, the refresh does not touch the file; released, it completes. (Without the lock a
    /// save running at the same time was lost.)
    @Test func presetRefreshTakesTheFolderLock() throws {
        let dir = try CLI.temporaryDirectory()
        let saved = try CLI.run(["fit", "--settling-time", "0.4", "--overshoot", "3", "--save-preset", "quick-in",
                                 "--preset-file", "mine.json"], in: dir)
        #expect(saved.status == 0, "\(saved.stderr)")
        let file = dir.appendingPathComponent("mine.json")
        // Drop the stored metrics, so that a refresh visibly rewrites the file.
        var text = try String(contentsOf: file, encoding: .utf8)
        let start = try #require(text.range(of: ",\n      \"metrics\""))
        let end = try #require(text.range(of: "}", range: start.upperBound..<text.endIndex))
        text.removeSubrange(start.lowerBound..<end.upperBound)
        try Data(text.utf8).write(to: file)

        let folder = open(dir.path, O_RDONLY | O_DIRECTORY)
        #expect(folder >= 0)
        defer { close(folder) }
        #expect(flock(folder, LOCK_EX) == 0)
        let refresh = Process()
        refresh.executableURL = CLI.executable
        refresh.arguments = ["preset", "refresh", "mine.json"]
        refresh.currentDirectoryURL = dir
        try refresh.run()
        // It runs until it waits on the lock (no progress for half a second: blocked, which a
        // loaded machine never makes a running process) or ends.
        var watch = Patience(idleSeconds: 0.5, processID: refresh.processIdentifier).start()
        while refresh.isRunning && !watch.isExhausted() { usleep(10_000) }
        let waited = refresh.isRunning
        let untouched = try String(contentsOf: file, encoding: .utf8) == text
        flock(folder, LOCK_UN)
        refresh.waitUntilExit()
        #expect(waited, "preset refresh did not wait for the folder lock")
        #expect(untouched, "preset refresh rewrote the file while the lock was held")
        #expect(refresh.terminationStatus == 0)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\"metrics\""))
    }

    /// 3,000 preset files in a SPRINGTUNE_PRESET_PATH folder load in time linear in their number
    /// (before, each file was compared with every earlier one: 3,000 took past 30 s), counted in
    /// the CPU seconds the command uses, which a loaded machine does not change.
    @Test func presetPathCostIsLinear() throws {
        let dir = try CLI.temporaryDirectory()
        let folder = dir.appendingPathComponent("presets")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<3000 {
            let json = """
                {"schema": 1, "group": "g\(index)", "presets": [{"name": "p\(index)", "description": "x",
                 "source": {"reference": "test", "thirdParty": false},
                 "spring": {"family": "physical", "mass": 1, "stiffness": 100, "damping": \(10 + index % 20)}}]}
                """
            try Data(json.utf8).write(to: folder.appendingPathComponent(String(format: "g%04d.json", index)))
        }
        let run = try CLI.runMeasuringMemory(["metrics", "--preset", "p2999", "--format", "csv"], in: dir,
                                             environment: ["SPRINGTUNE_PRESET_PATH": folder.path], timeLimit: 20)
        #expect(!run.stopped && run.result.status == 0, "\(run.result.stderr)")
        #expect(run.cpuSeconds < 10, "\(run.cpuSeconds) CPU s")
        #expect(run.result.stdout.contains(",100,29,"))
    }

    /// A preset file larger than 32 MiB is refused (65, naming the limit) before it is read: a
    /// 1 GB (sparse) file costs neither the time nor the memory of reading it.
    @Test func hugePresetFileIsRefusedUnread() throws {
        let dir = try CLI.temporaryDirectory()
        let path = dir.appendingPathComponent("huge.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 1 << 30) == 0)
        for arguments in [["metrics", "--preset", "x", "--preset-file", "huge.json"], ["preset", "list", "--preset-file", "huge.json"],
                          ["preset", "refresh", "huge.json"]] {
            let run = try CLI.runMeasuringMemory(arguments, in: dir, timeLimit: 15, memoryCapKiB: 300_000)
            #expect(!run.stopped, "\(arguments): \(run.peakKiB) KiB")
            #expect(run.result.status == 65, "\(arguments): \(run.result.stderr)")
            #expect(run.result.stderr.contains("huge.json") && run.result.stderr.contains("33554432 bytes"), "\(run.result.stderr)")
        }
        let environment = ["SPRINGTUNE_PRESET_PATH": dir.path]
        let viaPath = try CLI.runMeasuringMemory(["metrics", "--preset", "x"], in: dir, environment: environment,
                                                 timeLimit: 15, memoryCapKiB: 300_000)
        #expect(!viaPath.stopped && viaPath.result.status == 65, "\(viaPath.result.stderr)")
    }

    /// PNG plots past 40 million pixels are refused before drawing (64, naming the size and the
    /// budget): the largest sizes the side limits allowed took 2–4 GB.
    @Test func plotPixelBudget() throws {
        let dir = try CLI.temporaryDirectory()
        for size in [["--width", "10000", "--height", "10000"], ["--width", "3000", "--height", "3000", "--scale", "8"]] {
            let run = try CLI.runMeasuringMemory(["plot", "--spring", "k=100,c=10", "-o", "big.png"] + size, in: dir,
                                                 timeLimit: 15, memoryCapKiB: 400_000)
            #expect(!run.stopped && run.result.status == 64, "\(size): \(run.result.stderr)")
            #expect(run.result.stderr.contains("40000000 pixels"), "\(run.result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("big.png").path))
        }
        // A vector format has no pixels to budget.
        let svg = try CLI.run(["plot", "--spring", "k=100,c=10", "--width", "10000", "--height", "10000", "-o", "big.svg"], in: dir)
        #expect(svg.status == 0, "\(svg.stderr)")
    }

    /// `preview`: a write that fails part-way is an I/O error (74, as everywhere), a spring
    /// beyond the range computed exactly is bad data (65).
    @Test func previewExitCodes() throws {
        let dir = try CLI.temporaryDirectory()
        // A file-size limit of 512 bytes (SIGXFSZ ignored) makes the write fail part-way, as a full disk does.
        let full = try CLI.shell("trap '' XFSZ; ulimit -f 1; \"$SPRINGTUNE\" preview --spring k=100,c=10 -o out.html", in: dir)
        #expect(full.status == 74, "\(full.stderr)")
        #expect(full.stderr.contains("out.html"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.html").path))
        let range = try CLI.run(["preview", "--spring", "k=1,c=1e200", "-o", "out.html"], in: dir)
        #expect(range.status == 65, "\(range.stderr)")
        #expect(range.stderr.contains("range computed exactly"))
        let fine = try CLI.run(["preview", "--spring", "k=100,c=10", "-o", "out.svg"], in: dir)
        #expect(fine.status == 0, "\(fine.stderr)")
    }
}
