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

    /// Sends `signal` to `process` and waits for it to exit: whether it did before going a
    /// second without progress (no CPU time: waiting on something, such as a drain timer, rather
    /// than working; a loaded machine slows a stop but never idles it). Either way the process
    /// is gone when this returns (SIGKILL otherwise).
    func stop(_ process: Process, signal: Int32) -> Bool {
        kill(process.processIdentifier, signal)
        let stopped = Patience(idleSeconds: 1, processID: process.processIdentifier).wait { !process.isRunning }
        if !stopped { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return stopped
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func printsOneLineAndStopsAtOnce(_ signal: Int32) throws {
        let (process, line, out, err) = try start(["--port", "0"])
        let pattern = try NSRegularExpression(pattern: #"^SpringTune studio: http://127\.0\.0\.1:[0-9]+/\?token=[0-9a-f]{64}$"#)
        #expect(pattern.numberOfMatches(in: line, range: NSRange(line.startIndex..., in: line)) == 1, "\(line)")
        #expect(stop(process, signal: signal), "it stopped at once, not after waiting on something")
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

    @Test func anAddressThatCannotBeBoundIsOneLine() throws {
        // 192.0.2.1 (TEST-NET-1) is no address of this machine: the error alone, no warning first.
        let result = try CLI.shell(#"timeout 20 "$SPRINGTUNE" studio --no-open --port 0 --host 192.0.2.1"#)
        #expect(result.status == 69)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "springtune: cannot listen on 192.0.2.1:0: the address is not one of this machine's\n", "\(result.stderr)")
    }

    @Test(arguments: ["> /dev/full", ">&-"])
    func anAddressThatCannotBePrintedStopsItWith74(_ redirection: String) throws {
        // Nobody could open the page: an I/O error (74), not a server serving in the dark.
        let result = try CLI.shell(#"timeout 20 "$SPRINGTUNE" studio --no-open --port 0 "# + redirection)
        #expect(result.status == 74, "exit \(result.status): \(result.stderr)")
        #expect(result.stderr.hasPrefix("springtune: I/O error on stdout: "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    #if os(Linux)
    @Test func moreConnectionsThanDescriptorsNeitherStopThePageNorSpin() throws {
        // An open-file limit of 256 and 300 idle connections from elsewhere (this test).
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"ulimit -n 256 && exec "$0" studio --no-open --port 0"#, CLI.executable.path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() } }
        var line = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        let text = String(decoding: line, as: UTF8.self)
        let portText = try #require(text.split(separator: ":").dropFirst(3).first?.split(separator: "/").first)
        let port = try #require(Int(portText))
        let token = try #require(text.components(separatedBy: "token=").last)
        var idle: [RawConnection] = []
        for _ in 0..<300 { idle.append(try RawConnection(port: port)) }
        Thread.sleep(forTimeInterval: 0.5)
        // The page's request is answered: kept out, it would wait on the idle connections'
        // 10 s header timeout, 5 s of which without progress is patience's end.
        let page = try RawConnection(port: port, patience: Patience(idleSeconds: 5, processID: process.processIdentifier))
        page.send("GET /api/config?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        let response = try #require(RawResponse(page.receive().bytes))
        #expect(response.status == 200 && response.text.contains("exportFormats"))
        // Idle, the server does not spin: under half a CPU second over two seconds (a bound on
        // work: a loaded machine gives a spinning server less CPU, never an idle one more).
        let before = try #require(ProcessClock.cpuSeconds(of: process.processIdentifier))
        Thread.sleep(forTimeInterval: 2)
        let used = try #require(ProcessClock.cpuSeconds(of: process.processIdentifier)) - before
        #expect(used < 0.5, "\(used) CPU seconds in 2 s")
        #expect(process.isRunning)
        idle.removeAll()
        #expect(stop(process, signal: SIGTERM))
        #expect(process.terminationStatus == 0)
        #expect(err.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }
    #endif

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
