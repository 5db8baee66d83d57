import SpringTestSupport
import Foundation
import Testing

/// `fit` output that chains into other commands, CSV from `solve`, keyframe fits by the RMS
/// over time, the pop presets, data errors and progress, through the built binary.
@Suite struct FitChainCommandTests {
    static func object(_ result: CLI.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    static func number(_ object: [String: Any], _ key: String) throws -> Double {
        try #require(object[key] as? Double, "missing \(key)")
    }

    /// The spec of a fit, fed back through `--spring`, has the fit's metrics to 1e-12, and
    /// exports.
    @Test(arguments: [
        ["--settling-time", "0.4", "--overshoot", "3", "--velocity", "2", "--from", "1.2", "--to=-0.5"],
        ["--keyframes", "0:0.01,0.2:1.1,0.3:0.9,0.4:1.0", "--timing", "easeInEaseOut", "--free", "stiffness,damping,velocity"],
        ["--keyframes", "0:0,0.1:0.7,0.25:1.08,0.4:1", "--family", "swiftui"],
        ["--match", "jnw:m=2.4,k=450,c=32", "--free", "stiffness,damping,velocity"],
    ])
    func specFromAFitGivesTheSameSpringBack(_ arguments: [String]) throws {
        let fit = try CLI.run(["fit"] + arguments + ["--format", "json"])
        #expect(fit.status == 0, "\(fit.stderr)")
        let fitted = try Self.object(fit)
        let spec = try #require(fitted["spec"] as? String)
        if fitted["family"] as? String == "swiftui" { #expect(spec.hasPrefix("swiftui:duration=")) }
        let metrics = try CLI.run(["metrics", "--spring", spec, "--format", "json"])
        #expect(metrics.status == 0, "\(spec): \(metrics.stderr)")
        let measured = try Self.object(metrics)
        for key in ["stiffness", "damping", "mass", "from", "to", "initialVelocity", "settlingTime", "overshootPercent",
                    "peakTime", "riseTime"] {
            let a = try Self.number(fitted, key), b = try Self.number(measured, key)
            #expect(abs(a - b) <= 1e-12 * max(abs(a), 1e-300), "\(key) \(a) vs \(b) for \(spec)")
        }
        let export = try CLI.run(["export", "--as", "swiftui", "--spring", spec])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.contains("spring"))
    }

    /// `solve … > c.csv; fit --data c.csv`: solve's header t,x,v is read by name, the target is
    /// fitted (the curve has not settled by 0.2 s), and k, c come back to 1e-6; CRLF too.
    @Test func solveOutputFitsBackToItsSpring() throws {
        let dir = try CLI.temporaryDirectory()
        for (spec, extra) in [("k=200,c=15", [String]()), ("k=200,c=15,velocity=-2.5", ["--error"])] {
            let solve = try CLI.run(["solve", spec, "--samples", "101", "--duration", "0.2"] + extra)
            #expect(solve.status == 0, "\(solve.stderr)")
            #expect(solve.stdout.hasPrefix(extra.isEmpty ? "t,x,v\n" : "t,x,v,error\n"))
            try solve.stdout.write(to: dir.appendingPathComponent("c.csv"), atomically: true, encoding: .utf8)
            try solve.stdout.replacingOccurrences(of: "\n", with: "\r\n")
                .write(to: dir.appendingPathComponent("crlf.csv"), atomically: true, encoding: .utf8)
            for file in ["c.csv", "crlf.csv"] {
                let fit = try CLI.run(["fit", "--data", file, "--format", "json"], in: dir)
                #expect(fit.status == 0, "\(file): \(fit.stderr)")
                let object = try Self.object(fit)
                #expect(abs(try Self.number(object, "stiffness") - 200) < 1e-6 * 200, "\(spec) \(file)")
                #expect(abs(try Self.number(object, "damping") - 15) < 1e-6 * 15, "\(spec) \(file)")
                #expect(abs(try Self.number(object, "to") - 1) < 1e-9, "\(spec) \(file)")
            }
        }
        // With --to the target is fixed (here at the unsettled last value: a biased answer).
        let last = try #require(try String(contentsOf: dir.appendingPathComponent("c.csv"), encoding: .utf8)
            .split(separator: "\n").last?.split(separator: ",")[1])
        let fixed = try CLI.run(["fit", "--data", "c.csv", "--to", String(last), "--format", "json"], in: dir)
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(abs(try Self.number(try Self.object(fixed), "stiffness") - 200) > 1)
    }

    /// Splitting a linear segment with a keyframe on it changes nothing: the fit minimises the
    /// RMS over time, not over samples spread per segment.
    @Test func aKeyframeOnTheCurveDoesNotMoveTheFit() throws {
        let whole = try CLI.run(["fit", "--keyframes", "0:0,0.1:0.5,0.3:1.1,0.4:1", "--format", "json"])
        let split = try CLI.run(["fit", "--keyframes", "0:0,0.1:0.5,0.15:0.65,0.3:1.1,0.4:1", "--format", "json"])
        #expect(whole.status == 0 && split.status == 0, "\(whole.stderr) \(split.stderr)")
        let a = try Self.object(whole), b = try Self.object(split)
        for key in ["stiffness", "damping"] {
            #expect(abs(try Self.number(a, key) / Self.number(b, key) - 1) < 1e-6, "\(key)")
        }
        #expect(abs(try Self.number(a, "rmsError") / Self.number(b, "rmsError") - 1) < 1e-9)
    }

    /// alert-pop-peak meets the keyframes' first peak exactly; alert-pop-keyframes is the
    /// least-squares fit (recorded commands reproduce both).
    @Test func thePopPresetsAreTheirRecordedFits() throws {
        let peak = try Self.object(try CLI.run(["metrics", "--preset", "alert-pop-peak", "--format", "json"]))
        #expect(abs(try Self.number(peak, "peakTime") - 0.2) < 1e-12)
        #expect(abs(try Self.number(peak, "peakValue") - 1.1) < 1e-12)
        #expect(try Self.number(peak, "from") == 0.01)
        for (preset, command) in [
            ("alert-pop-peak", ["--overshoot", "10.1010101010101", "--peak-time", "0.2", "--from", "0.01", "--to", "1"]),
            ("alert-pop-keyframes", ["--keyframes", "0:0.01,0.2:1.1,0.3:0.9,0.4:1.0", "--timing", "easeInEaseOut"]),
        ] {
            let stored = try Self.object(try CLI.run(["metrics", "--preset", preset, "--solver", "exact", "--format", "json"]))
            let fit = try Self.object(try CLI.run(["fit"] + command + ["--format", "json"]))
            for key in ["stiffness", "damping"] {
                #expect(try Self.number(stored, key) == Self.number(fit, key), "\(preset) \(key)")
            }
        }
    }

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
