import SpringTestSupport
import Foundation
import Testing

/// `fit` through the built binary, for what the process shows: data errors as exit 65 with one
/// line, progress on a terminal only. (`solve`'s CSV read back by `fit --data`:
/// FitModeRequestTests.) The fits' numbers (a fit's spec gives the same spring back, keyframe fits
/// by the RMS over time, the pop presets) are SpringRequestsTests' FitChainRequestTests.
@Suite struct FitChainCommandTests {
    @Test func badDataContentsAreDataErrors() throws {
        let dir = try CLI.temporaryDirectory()
        let files = ["flat.csv": "t,x\n0,1\n0.1,1\n0.2,1\n", "huge.csv": "t,x\n0,0\n0.1,1e308\n0.2,1\n",
                     "noheader.csv": "t,y,z\n0,1,2\n"]
        for (name, text) in files {
            try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
            let result = try CLI.run(["fit", "--data", name], in: dir)
            #expect(result.status == 65, "\(name): \(result.stderr)")
            #expect(result.stderr.hasPrefix("springtune: \(name)"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        // A bad option stays a usage error.
        let usage = try CLI.run(["fit", "--data", "flat.csv", "--free", "stiffness,wobble"], in: dir)
        #expect(usage.status == 64)
    }

    /// Millions of rows: progress on stderr when it is a terminal (a pseudo-terminal made by
    /// script(1)), nothing when it is not.
    @Test func largeDataShowsProgressOnATerminalOnly() throws {
        let dir = try CLI.temporaryDirectory()
        let solve = try CLI.run(["solve", "k=200,c=15", "--samples", "100000", "--duration", "0.3", "-o", "big.csv"], in: dir)
        #expect(solve.status == 0, "\(solve.stderr)")
        let quiet = try CLI.run(["fit", "--data", "big.csv", "-o", "quiet.json", "--format", "json"], in: dir)
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stderr.isEmpty)

        let script = URL(fileURLWithPath: "/usr/bin/script")
        try #require(FileManager.default.isExecutableFile(atPath: script.path), "script(1) from util-linux is needed")
        let process = Process()
        process.executableURL = script
        let command = "'\(CLI.executable.path)' fit --data big.csv -o tty.json --format json"
        process.arguments = ["-q", "-e", "-c", command, "/dev/null"]
        process.currentDirectoryURL = dir
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let terminal = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(terminal)")
        #expect(terminal.contains("fit: reading ["))
        #expect(terminal.contains("/100,001 rows"))   // the lines: header and 100,000 rows
        #expect(terminal.contains("fit: fitting ["))
        // The bars are cleared: the last thing written is the clear-line sequence.
        #expect(terminal.hasSuffix("\r\u{1B}[K"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("tty.json"))) as? [String: Any])
        #expect(abs((object["stiffness"] as? Double ?? 0) - 200) < 1e-9)
    }
}
