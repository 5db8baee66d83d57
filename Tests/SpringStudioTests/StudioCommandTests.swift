import Foundation
import SpringTestSupport
import Testing

/// `springtune studio` as a process: one flushed stdout line, signals, warnings, exit codes.
@Suite(.serialized)
struct StudioCommandTests {
    /// Starts `springtune studio arguments…` and returns it with its first stdout line.
    func start(_ arguments: [String]) throws -> (Process, String, Pipe, Pipe) {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["studio", "--no-open"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        var line = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        return (process, String(decoding: line, as: UTF8.self), out, err)
    }

    func stop(_ process: Process, signal: Int32) -> TimeInterval {
        let started = Date()
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return Date().timeIntervalSince(started)
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func printsOneLineAndStopsWithinASecond(_ signal: Int32) throws {
        let (process, line, out, err) = try start(["--port", "0"])
        let pattern = try NSRegularExpression(pattern: #"^SpringTune studio: http://127\.0\.0\.1:[0-9]+/\?token=[0-9a-f]{64}$"#)
        #expect(pattern.numberOfMatches(in: line, range: NSRange(line.startIndex..., in: line)) == 1, "\(line)")
        let elapsed = stop(process, signal: signal)
        #expect(elapsed < 1, "stopped after \(elapsed) s")
        #expect(out.fileHandleForReading.readDataToEndOfFile().isEmpty)
        #expect(err.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }

    @Test func aPortInUseIsOneLineAndExit69() throws {
        let (first, line, _, _) = try start(["--port", "0"])
        defer { _ = stop(first, signal: SIGTERM) }
        let port = try #require(line.split(separator: ":").dropFirst(3).first?.split(separator: "/").first)
        let second = try CLI.run(["studio", "--no-open", "--port", String(port)])
        #expect(second.status == 69)
        #expect(second.stdout.isEmpty)
        #expect(second.stderr == "springtune: cannot listen on 127.0.0.1:\(port): the address is in use (another program listens on that port)\n")
    }

    @Test func anotherHostIsWarnedAbout() throws {
        let (process, line, _, err) = try start(["--port", "0", "--host", "0.0.0.0"])
        #expect(line.hasPrefix("SpringTune studio: http://127.0.0.1:"))
        _ = stop(process, signal: SIGTERM)
        let warning = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(warning.hasPrefix("springtune: warning: the studio listens on 0.0.0.0"))
        #expect(warning.split(separator: "\n").count == 1)
    }

    @Test func aMalformedPresetFileStopsItBeforeItListens() throws {
        let folder = try CLI.temporaryDirectory()
        let bad = folder.appendingPathComponent("bad.json")
        try Data("{\"group\": \"bad\", \"presets\": [".utf8).write(to: bad)
        let result = try CLI.run(["studio", "--no-open", "--preset-file", bad.path])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("springtune: \(bad.path)"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func badOptionsAreUsageErrors() throws {
        for arguments in [["--port", "70000"], ["--port", "-1"], ["--host", ""], ["--port", "x"]] {
            let result = try CLI.run(["studio", "--no-open"] + arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
    }
}
