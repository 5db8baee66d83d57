import SpringTestSupport
import Foundation
import Testing

/// Inputs that used to hang, trap or run out of memory (issue 12), under CPU and address-space
/// limits only a process has: each now finishes with exit 0 or one line on stderr and its
/// sysexits code. The exports that used to print non-finite numbers are tested in process
/// (SpringRequestsTests' ExportRequestCodeTests).
@Suite struct RobustnessTests {
    /// Runs `springtune arguments…` killed (reported as exit 137) once it has used `seconds` CPU
    /// seconds or gone `seconds` seconds without progress (``CLI/runMeasuringMemory(_:in:environment:program:timeLimit:memoryCapKiB:)``:
    /// work, not the clock, so a loaded machine kills nothing), with its address space capped
    /// at 4 GiB, so a hang or runaway allocation fails the test instead of the machine.
    static func run(_ arguments: [String], in directory: URL? = nil, seconds: Int = 30,
                    kilobytes: Int = 4_194_304) throws -> CLI.Result {
        let limited = "ulimit -v \(kilobytes); exec \"$0\" \"$@\""
        let run = try CLI.runMeasuringMemory(["-c", limited, CLI.executable.path] + arguments, in: directory,
                                             program: URL(fileURLWithPath: "/bin/sh"), timeLimit: Double(seconds),
                                             memoryCapKiB: .max)
        var result = run.result
        if run.stopped { result.status = 137 }
        return result
    }

    /// A crash (132/134/139), a kill (137) or a trace is never acceptable.
    static func expectNoCrash(_ result: CLI.Result, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(![132, 134, 137, 139].contains(result.status), "exit \(result.status): \(context)", sourceLocation: sourceLocation)
        #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Backtracing"), "\(context): \(result.stderr.prefix(300))",
                sourceLocation: sourceLocation)
        #expect(result.stderr.split(separator: "\n").count <= 1, "\(context): \(result.stderr.prefix(300))", sourceLocation: sourceLocation)
    }

    // MARK: NiceTicks on ranges a few ulps wide (used to loop forever, memory growing)

    @Test func plotOfAStepOneUlpWideFinishes() throws {
        let dir = try CLI.temporaryDirectory()
        let result = try Self.run(["plot", "--spring", "k=100,c=10,from=1,to=1.0000000000000002", "-o", "a.svg"], in: dir)
        Self.expectNoCrash(result, "plot one-ulp step")
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: dir.appendingPathComponent("a.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") || svg.contains("<svg"))
    }

    @Test(arguments: [["k=1...1.0000000000000004:3", "c=1...2:3"], ["k=1...1.0000000000000004:3", "c=1...1.0000000000000004:3"]])
    func heatmapOverUlpWideAxesFinishes(parameters: [String]) throws {
        let dir = try CLI.temporaryDirectory()
        let result = try Self.run(["sweep", "--param", parameters[0], "--param", parameters[1],
                                   "--heatmap", "h.png", "-o", "h.csv"], in: dir)
        Self.expectNoCrash(result, "sweep \(parameters)")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("h.png").path))
    }

    // MARK: Double → Int conversions of computed counts (used to trap)

    static let tooManySamples: [[String]] = [
        ["plot", "--spring", "k=100,c=10", "--solver", "rk4", "--dt", "1e-300", "-o", "a.svg"],
        ["plot", "--preset", "alert-in", "--duration", "1e16", "-o", "a.svg"],
        ["plot", "--spring", "k=1e-300,c=1e-150", "--solver", "euler", "-o", "a.svg"],
    ]

    @Test(arguments: tooManySamples)
    func tooManyOverlaySamplesIsAUsageErrorNamingTheLimit(arguments: [String]) throws {
        let dir = try CLI.temporaryDirectory()
        let result = try Self.run(arguments, in: dir)
        Self.expectNoCrash(result, arguments.joined(separator: " "))
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("sample count") && result.stderr.contains("at most 2000000"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("a.svg").path))
    }

    @Test func aSubnormalDurationIsRefusedNamingTheShortestRange() throws {
        let dir = try CLI.temporaryDirectory()
        let result = try Self.run(["plot", "--spring", "k=100,c=10", "--duration", "5e-324", "-o", "a.svg"], in: dir)
        Self.expectNoCrash(result, "--duration 5e-324")
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("time range") && result.stderr.contains("1e-300"), "\(result.stderr)")
        // Just above the shortest range still draws.
        let short = try Self.run(["plot", "--spring", "k=100,c=10", "--duration", "1e-299", "-o", "b.svg"], in: dir)
        #expect(short.status == 0, "\(short.stderr)")
    }

    // MARK: The documented smallest canvas works

    @Test(arguments: [["--width", "100"], ["--height", "100", "--show-velocity"], ["--width", "100", "--height", "100", "--show-velocity"]])
    func theSmallestDocumentedCanvasDraws(size: [String]) throws {
        let dir = try CLI.temporaryDirectory()
        for name in ["small.svg", "small.png"] {
            let result = try Self.run(["plot", "--spring", "k=100,c=10"] + size + ["-o", name], in: dir)
            #expect(result.status == 0, "\(size) \(name): \(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path))
        }
    }

    @Test func labelsWiderThanTheCanvasNameTheWidthNeeded() throws {
        let result = try Self.run(["plot", "--spring", "k=100,c=10,from=1,to=1.0000000000000002", "--width", "100", "-o", "a.svg"],
                                  in: try CLI.temporaryDirectory())
        #expect(result.status == 64)
        #expect(result.stderr.contains("invalid plot width 100: must be at least"), "\(result.stderr)")
    }

    // MARK: Preset files: invalid UTF-8, deep malformed nesting

    @Test func invalidUTF8InAPresetFileIsADataErrorNamingTheOffset() throws {
        let dir = try CLI.temporaryDirectory()
        let file = dir.appendingPathComponent("bad.json")
        var bytes = Array(#"{"schema": 1, "group": "mine", "presets": [{"name": "a"#.utf8)
        let offset = bytes.count
        bytes += [0xFF, 0xFE] + Array(#"b"}]}"#.utf8)
        try Data(bytes).write(to: file)
        let result = try Self.run(["preset", "refresh", "bad.json"], in: dir)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("invalid UTF-8 at byte offset \(offset)"), "\(result.stderr)")
        #expect(try Data(contentsOf: file) == Data(bytes), "the file is left as it was")
    }

    @Test func aDeepMalformedPresetFileIsReadInLittleMemory() throws {
        let dir = try CLI.temporaryDirectory()
        let key = String(repeating: "k", count: 100_000)
        var document = ""
        for level in 0..<200 { document += "{\"\(key)\(level)\":" }
        document += "1" + String(repeating: "}", count: 199) + "]"
        try document.write(to: dir.appendingPathComponent("deep.json"), atomically: true, encoding: .utf8)
        // 1 GB of address space: the 2 GB of paths the parser used to build do not fit.
        let result = try Self.run(["preset", "refresh", "deep.json"], in: dir, seconds: 120, kilobytes: 1_000_000)
        Self.expectNoCrash(result, "deep preset file")
        #expect(result.status == 65, "\(result.stderr.prefix(300))")
        #expect(result.stderr.contains("line 1, column 20001491: expected ',' or '}' in object $"), "\(result.stderr.prefix(300))")
    }

    // MARK: solve streams its rows

    /// 4 M rows used to hold about 1.1 GB (3.5 KB… per row of strings and arrays); streamed, the
    /// exact solution runs in a few tens of MB, so a 600 MB address-space cap is plenty.
    @Test func solveStreamsMillionsOfRowsInLittleMemory() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try Self.run(["solve", "k=100,c=10", "--duration", "1", "--samples", "4000000", "--error", "-o", "rows.csv"],
                                  in: dir, seconds: 300, kilobytes: 600_000)
        Self.expectNoCrash(result, "solve 4M samples")
        #expect(result.status == 0, "\(result.stderr.prefix(300))")
        let handle = try FileHandle(forReadingFrom: dir.appendingPathComponent("rows.csv"))
        defer { try? handle.close() }
        let head = String(decoding: try handle.read(upToCount: 200) ?? Data(), as: UTF8.self)
        #expect(head.hasPrefix("t,x,v,error\n0,0,0,0\n2.500000625000156e-07,"), "\(head)")
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size - 200)
        let tail = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        #expect(tail.hasSuffix("\n") && tail.split(separator: "\n").last?.hasPrefix("1,") == true, "\(tail)")
    }
}

/// Control characters in what a user typed are escaped in the one-line error, never echoed raw.
@Suite struct ControlCharacterMessageTests {
    static let cases: [(arguments: [String], mentions: String)] = [
        // The springs' own values: in process, SpringRequestsTests' RequestFieldRuleTests.
        (["metrics", "--spring", "k=1\nc=2\u{1B}[31m"], "k=1\\nc=2\\u{1B}[31m"),
        (["metrics", "--preset", "foo\nbar"], "foo\\nbar"),
        (["plot", "--spring", "k=1,c=1", "--theme", "a\u{9B}b", "-o", "a.svg"], "a\\u{9B}b"),
    ]

    @Test(arguments: cases.indices)
    func oneEscapedLine(index: Int) throws {
        let (arguments, mentions) = Self.cases[index]
        let result = try CLI.run(arguments)
        #expect([64, 66].contains(result.status), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("\n"))
        let body = result.stderr.dropLast()
        #expect(!body.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                "raw control character in \(result.stderr.debugDescription)")
        #expect(body.contains(mentions), "\(result.stderr.debugDescription) should contain \(mentions)")
    }
}
