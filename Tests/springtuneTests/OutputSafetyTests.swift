import SpringTestSupport
import Foundation
import Testing

/// Nothing lost, nothing trapped: failed writes to the standard streams, files kept whole,
/// outputs checked before any work (docs/cli.md, file safety).
@Suite struct OutputSafetyTests {
    @Test(arguments: [
        ("$SPRINGTUNE metrics --stiffness 100 --damping 10 > /dev/full", 74),
        ("$SPRINGTUNE durations k=100,c=10 >&-", 74),
        ("$SPRINGTUNE convert --spring k=100,c=10 --format json > /dev/full", 74),
        ("$SPRINGTUNE sweep --param k=1...100:300 --param c=1...10:300 > /dev/full", 74),
        ("$SPRINGTUNE --help > /dev/full", 74),
        ("$SPRINGTUNE --version > /dev/full", 74),
        ("$SPRINGTUNE metrics --help > /dev/full", 74),
        ("$SPRINGTUNE preset list > /dev/full", 74),
        ("$SPRINGTUNE export --as css k=100,c=10 >&-", 74),
    ])
    func aFailedWriteToStdoutExits74WithOneLine(_ script: String, _ code: Int32) throws {
        let result = try CLI.shell(script)
        #expect(result.status == code, "\(script): \(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(script): \(result.stderr)")
        #expect(result.stderr.contains("stdout"))
    }

    @Test func aUsageErrorWithAFullStderrKeepsItsCode() throws {
        let result = try CLI.shell("$SPRINGTUNE metrics --spring bad 2>/dev/full")
        #expect(result.status == 64)
    }

    @Test func aWarningLostToAFullStderrIsAnError() throws {
        // export notes on stderr that alert-in was tuned under JNW; losing that note is output lost.
        let result = try CLI.shell("$SPRINGTUNE export --as swiftui --preset alert-in > /dev/null 2>/dev/full")
        #expect(result.status == 74)
    }

    @Test(arguments: ["600", "755"])
    func replacingAnOutputKeepsItsMode(_ octal: String) throws {
        let dir = try CLI.temporaryDirectory()
        let result = try CLI.shell("""
            echo old > m.json && chmod \(octal) m.json && $SPRINGTUNE metrics --spring k=100,c=10 --format json -o m.json \
            && stat -c %a m.json
            """, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == octal + "\n")
    }

    @Test func anOutputNameOf255BytesWorks() throws {
        let dir = try CLI.temporaryDirectory()
        let name = String(repeating: "m", count: 250) + ".json"
        let result = try CLI.run(["metrics", "--spring", "k=100,c=10", "--format", "json", "-o", name], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [name])
    }

    @Test func aHeatmapThatCannotBeWrittenLeavesTheRowsFileUntouched() throws {
        let dir = try CLI.temporaryDirectory()
        let keep = dir.appendingPathComponent("keep.csv")
        try Data("earlier rows\n".utf8).write(to: keep)
        let result = try CLI.run(["sweep", "--param", "k=50...100:4", "--param", "c=5...10:4", "--heatmap", "/proc/h.png",
                                  "-o", "keep.csv", "--quiet"], in: dir)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(try String(contentsOf: keep, encoding: .utf8) == "earlier rows\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["keep.csv"])
    }

    @Test func aFitWhoseOutputCannotBeWrittenLeavesThePresetFileUntouched() throws {
        let dir = try CLI.temporaryDirectory()
        let first = try CLI.run(["fit", "--settling-time", "0.4", "--overshoot", "5", "--save-preset", "a",
                                 "--preset-file", "grp.json"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        let before = try Data(contentsOf: dir.appendingPathComponent("grp.json"))
        let result = try CLI.run(["fit", "--settling-time", "0.5", "--overshoot", "2", "--save-preset", "b",
                                  "--preset-file", "grp.json", "-o", "/proc/x"], in: dir)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("grp.json")) == before)
    }

    @Test(arguments: [
        ["sweep", "--param", "k=50...100:4", "--param", "c=5...10:4", "--heatmap", "same.png", "-o", "./same.png"],
        ["metrics", "--preset", "swiftui-bouncy", "--preset-file", "p.json", "-o", "p.json"],
        ["fit", "--settling-time", "0.4", "--overshoot", "5", "--save-preset", "x", "--preset-file", "p.json", "-o", "p.json"],
        ["export", "--as", "css", "--preset", "swiftui-bouncy", "--preset-file", "p.json", "-o", "p.json"],
        ["preset", "export", "--as", "css", "--preset-file", "p.json", "-o", "p.json"],
    ])
    func twoOutputsNamingOneFileAreRefusedBeforeAnyWork(_ arguments: [String]) throws {
        let dir = try CLI.temporaryDirectory()
        let presets = dir.appendingPathComponent("p.json")
        try Data(#"{"schema": 1, "group": "p", "presets": []}"#.utf8).write(to: presets)
        let before = try Data(contentsOf: presets)
        let result = try CLI.run(arguments, in: dir)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("name the same file"))
        #expect(try Data(contentsOf: presets) == before)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("same.png").path))
    }

    @Test(arguments: [Int32(SIGHUP), Int32(SIGTERM)])
    func aHangupCleansUpLikeAnInterrupt(_ signal: Int32) throws {
        let dir = try CLI.temporaryDirectory()
        let target = dir.appendingPathComponent("rows.csv")
        try Data("earlier contents\n".utf8).write(to: target)
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["sweep", "--param", "stiffness=1...1000:5000", "--param", "damping=1...60:5000", "--quiet", "-o", target.path]
        process.currentDirectoryURL = dir
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Until the sweep writes its temporary file (bounded by its work, not the clock).
        _ = try Patience(cpuSeconds: 20, idleSeconds: 10, processID: process.processIdentifier)
            .wait { try FileManager.default.contentsOfDirectory(atPath: dir.path).count >= 2 || !process.isRunning }
        #expect(process.isRunning, "the 25-million-row sweep ended before it could be stopped")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + signal)
        #expect(try String(contentsOf: target, encoding: .utf8) == "earlier contents\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["rows.csv"])
    }
}
