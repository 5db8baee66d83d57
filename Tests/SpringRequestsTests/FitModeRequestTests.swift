import Foundation
import SpringKit
import SpringPlot
import SpringPresets
import SpringRequests
import SpringTuning
import Testing
@testable import springtune

/// `fit`'s five modes chosen and run in the library (``FitRequest/run(in:recording:drawsPlot:readingData:progress:)``),
/// its records as `fit` prints them, its plot and its saved presets (moved from springtuneTests'
/// FitCommandTests, FitChainCommandTests and PlotOptionTests: the same values and messages).
@Suite struct FitModeRequestTests {
    /// The fit `request` gives, reading data files as `fit --data` does.
    static func run(_ request: FitRequest, plot: Bool = false, recording: FitRequest.Recording? = nil) throws -> FitRequest.Outcome {
        try request.run(in: .bundled, recording: recording, drawsPlot: plot, readingData: { path in
            try FitSamples.reading(atPath: path, as: .dataFile)
        })
    }

    /// The outcome as `fit --format json` prints it, parsed.
    static func object(_ outcome: FitRequest.Outcome) throws -> [String: Any] {
        let text = FitRequest.rendered(outcome.record, of: outcome.fit, as: .json)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func targetFitJSONHasTheDocumentedKeysAndMeetsTheTargets() throws {
        let object = try Self.object(try Self.run(try FitRequest(settlingTime: 0.35, overshoot: 5)))
        for key in ["mass", "stiffness", "damping", "initialVelocity", "dampingRatio", "settlingTime",
                    "overshootPercent", "rmsError", "maxError", "feasible", "unique"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        #expect(object["feasible"] as? Bool == true)
        #expect(object["unique"] as? Bool == true)
        #expect(abs((object["settlingTime"] as? Double ?? 0) - 0.35) < 1e-9)
        #expect(abs((object["overshootPercent"] as? Double ?? 0) - 5) < 1e-9)
    }

    /// A target fit in my ecosystem: the spring written in the family's own parameters, in
    /// every format, with a spec of that family that gives the fitted spring back; SwiftUI's
    /// duration is 2π/ω0 and its bounce 1 − ζ for ζ ≤ 1 (Apple's `Spring(duration:bounce:)`).
    @Test func targetFitsAreWrittenInTheFamilyAsked() throws {
        let physical = try Self.object(try Self.run(try FitRequest(settlingTime: 0.4, overshoot: 5)))
        let swiftui = try Self.run(try FitRequest(settlingTime: 0.4, overshoot: 5, family: .swiftui))
        let object = try Self.object(swiftui)
        #expect(object["family"] as? String == "swiftui")
        #expect(object["stiffness"] as? Double == physical["stiffness"] as? Double)
        let omega = try #require(object["naturalFrequency"] as? Double), zeta = try #require(object["dampingRatio"] as? Double)
        #expect(abs((object["duration"] as? Double ?? 0) - 2 * Double.pi / omega) < 1e-12)
        #expect(abs((object["bounce"] as? Double ?? 0) - (1 - zeta)) < 1e-12)
        let spec = try #require(object["spec"] as? String)
        #expect(spec.hasPrefix("swiftui:duration="))
        let setups = try SpringSource(springs: [spec], presets: []).resolved().setups
        let metrics = try #require(try JSONSerialization.jsonObject(with: Data(MetricsRequest.rendered(
            try MetricsRequest().records(for: setups), labels: setups.map(\.label), as: .json).utf8)) as? [String: Any])
        #expect(abs((metrics["settlingTime"] as? Double ?? 0) - 0.4) < 1e-12)
        let pop = try Self.run(try FitRequest(settlingTime: 0.4, overshoot: 5, family: .pop))
        #expect(FitRequest.rendered(pop.record, of: pop.fit, as: .csv).split(separator: "\n").first?.contains("bounciness,speed") == true)
        // Motion clamps ζ to [0.05, 1]: an overshoot of 90 % (ζ ≈ 0.034) cannot be written in it.
        let refused = try #require(CommandLineText.refusal { _ = try Self.run(try FitRequest(settlingTime: 0.4, overshoot: 90, family: .motion)) })
        #expect(refused.status == 65 && refused.line.contains("motion family"), "\(refused.line)")
        // The table fits 100 columns: the spec and the method go below it.
        let table = FitRequest.rendered(swiftui.record, of: swiftui.fit, as: .table)
        for line in table.split(separator: "\n") { #expect(line.count <= 100, "\(line)") }
        #expect(table.contains("\nspec: swiftui:duration="))
    }

    @Test func infeasibleTargetIsAnAnswerWithFeasibleFalse() throws {
        let object = try Self.object(try Self.run(try FitRequest(settlingTime: 0.35, constraint: "damping=stiffness", mass: 1)))
        #expect(object["feasible"] as? Bool == false)
        #expect(object["stiffness"] as? Double == object["damping"] as? Double)
        #expect((object["settlingTime"] as? Double ?? 0) > 0.35)
    }

    /// Saving appends to the file (creating it), records the command without the options that
    /// only steer saving, and writes the canonical form (preset refresh leaves it unchanged).
    @Test func savePresetAppendsAndRecordsTheFit() throws {
        let dir = try CommandLineText.temporaryDirectory()
        let file = dir.appendingPathComponent("my-fits.json").path
        for (settling, overshoot, name) in [("0.4", "3", "quick-in"), ("0.3", "0", "quick-out")] {
            let arguments = ["--settling-time", settling, "--overshoot", overshoot, "--save-preset", name, "--preset-file", file]
            let command = try FitCommand.parse(arguments)
            let library = try command.save.library()
            let outcome = try Self.run(try FitRequest(settlingTime: Double(settling), overshoot: Double(overshoot)))
            let saving = try #require(command.save.request(arguments: ["fit"] + arguments))
            #expect(saving.command == ["springtune", "fit", "--settling-time", settling, "--overshoot", overshoot])
            try saving.save(outcome.fit, reservedBy: library)
        }
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\"group\": \"my-fits\""))
        #expect(text.contains("quick-in") && text.contains("quick-out"))
        #expect(text.contains("Fit: springtune fit --settling-time 0.4 --overshoot 3"))
        try PresetFile.refresh(atPath: file)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
    }

    @Test func dataFileFitsAndBadRowsAreLocated() throws {
        let dir = try CommandLineText.temporaryDirectory()
        var csv = "t,x\n"
        for i in 0...300 {
            let t = Double(i) * 0.002
            // Critically damped, ω0 = 20, from rest: x = 1 − (1 + 20t)e^(−20t).
            csv += "\(t),\(1 - (1 + 20 * t) * exp(-20 * t))\n"
        }
        let curve = dir.appendingPathComponent("curve.csv").path
        try csv.write(toFile: curve, atomically: true, encoding: .utf8)
        let object = try Self.object(try Self.run(try FitRequest(data: curve, from: 0, to: 1)))
        #expect(abs((object["stiffness"] as? Double ?? 0) - 400) < 1e-6)
        #expect(abs((object["damping"] as? Double ?? 0) - 40) < 1e-7)

        let bad = dir.appendingPathComponent("bad.csv").path
        try "t,x\n0,0\n0.1,0.5\n0.2,oops\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let refusal = try #require(CommandLineText.refusal { _ = try Self.run(try FitRequest(data: bad)) })
        #expect(refusal.status == 65)
        #expect(refusal.line.contains("bad.csv:4"))
        #expect(!refusal.line.contains("\n"))
    }

    @Test func badDataFilesAreBadDataWithFileAndLine() throws {
        let dir = try CommandLineText.temporaryDirectory()
        let path = dir.appendingPathComponent("curve.csv").path
        let cases = ["t,x\n0,0\n0.1,nan\n": "curve.csv:3:", "t,x\n0,0\n0,1\n": "curve.csv:3:", "t,x\n0,0\n0.1\n": "curve.csv:3:", "": "curve.csv"]
        for (contents, mentions) in cases {
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
            let refusal = try #require(CommandLineText.refusal { _ = try Self.run(try FitRequest(data: path)) })
            #expect(refusal.status == 65, "\(contents.debugDescription): \(refusal.line)")
            #expect(refusal.line.contains("curve.csv") && refusal.line.contains(mentions), "\(refusal.line)")
        }
    }

    /// `solve`'s CSV (header t,x,v, or t,x,v,error) read back as data: the target is fitted
    /// (the curve has not settled by 0.2 s) and k, c come back to 1e-6; CRLF too; with `to`
    /// the target is fixed (here at the unsettled last value: a biased answer).
    @Test func solveOutputFitsBackToItsSpring() throws {
        let dir = try CommandLineText.temporaryDirectory()
        var last = ""
        for (spec, error) in [("k=200,c=15", false), ("k=200,c=15,velocity=-2.5", true)] {
            let solve = try SolveRequest(source: try SpringSource(springs: [spec], presets: []), duration: 0.2, samples: 101, step: nil,
                                         retargets: try RetargetRequest(parsing: []))
            var text = ""
            try solve.write(as: .csv, error: error ? try solve.exact() : nil, to: { text += $0 })
            #expect(text.hasPrefix(error ? "t,x,v,error\n" : "t,x,v\n"))
            let plain = dir.appendingPathComponent("c.csv").path, crlf = dir.appendingPathComponent("crlf.csv").path
            try text.write(toFile: plain, atomically: true, encoding: .utf8)
            try text.replacingOccurrences(of: "\n", with: "\r\n").write(toFile: crlf, atomically: true, encoding: .utf8)
            for file in [plain, crlf] {
                let object = try Self.object(try Self.run(try FitRequest(data: file)))
                #expect(abs((object["stiffness"] as? Double ?? 0) - 200) < 1e-6 * 200, "\(spec) \(file)")
                #expect(abs((object["damping"] as? Double ?? 0) - 15) < 1e-6 * 15, "\(spec) \(file)")
                #expect(abs((object["to"] as? Double ?? 0) - 1) < 1e-9, "\(spec) \(file)")
            }
            if !error, let value = text.split(separator: "\n").last?.split(separator: ",")[1] { last = String(value) }
        }
        let lastValue = try #require(Double(last))
        let fixed = try Self.object(try Self.run(try FitRequest(data: dir.appendingPathComponent("c.csv").path, to: lastValue)))
        #expect(abs((fixed["stiffness"] as? Double ?? 0) - 200) > 1)
    }

    /// The plot of a keyframe fit: the keyframe curve with its 4 keys, and the residual
    /// fitted − target at the target's samples.
    @Test func fitPlotDrawsTheTargetTheFitAndTheResidual() throws {
        let outcome = try Self.run(try FitRequest(keyframes: "0:0.01,0.2:1.1,0.3:0.9,0.4:1", timings: ["easeInEaseOut"]), plot: true)
        let plot = try #require(outcome.plot)
        let reference = try #require(plot.references.first)
        #expect(reference.marks.count == 4)
        guard case .residual(_, let times, let values) = plot.residual else { Issue.record("no residual panel"); return }
        #expect(times == reference.times)
        let response = SpringResponse(spring: outcome.fit.spring, motion: outcome.fit.motion)
        for (index, t) in times.enumerated() where index % 97 == 0 {
            #expect(abs(values[index] - (response.position(at: t) - reference.positions[index])) < 1e-15)
        }
        #expect(try Self.run(try FitRequest(keyframes: "0:0.01,0.2:1.1,0.3:0.9,0.4:1")).plot == nil)
    }

    /// A recording goes alone: each other input is refused naming it, in the order the
    /// command line lists them; a recording's settings go with a recording.
    @Test func aRecordingGoesAlone() throws {
        let given: [(String, () throws -> FitRequest)] = [
            ("targets", { try FitRequest(settlingTime: 1, recording: "a.mp4") }),
            ("targets", { try FitRequest(band: 0.1, recording: "a.mp4") }),
            ("targets", { try FitRequest(constraint: "damping=stiffness", recording: "a.mp4") }),
            ("--keyframes", { try FitRequest(keyframes: "0:0,1:1", recording: "a.mp4") }),
            ("--data", { try FitRequest(data: "x.csv", recording: "a.mp4") }),
            ("--match", { try FitRequest(match: "k=1,c=1", recording: "a.mp4") }),
            ("--timing", { try FitRequest(timings: ["linear"], recording: "a.mp4") }),
            ("--free", { try FitRequest(free: "stiffness", recording: "a.mp4") }),
            ("--mass", { try FitRequest(mass: 2, recording: "a.mp4") }),
            ("--stiffness", { try FitRequest(stiffness: 3, recording: "a.mp4") }),
            ("--damping", { try FitRequest(damping: 3, recording: "a.mp4") }),
            ("--velocity", { try FitRequest(velocity: 1, recording: "a.mp4") }),
            ("--from", { try FitRequest(from: 1, recording: "a.mp4") }),
            ("--to", { try FitRequest(to: 2, recording: "a.mp4") }),
            ("--match-solver", { try FitRequest(matchSolver: .pop, recording: "a.mp4") }),
            ("--duration", { try FitRequest(duration: 1, recording: "a.mp4") }),
            ("targets", { try FitRequest(settlingTime: 1, keyframes: "0:0,1:1", mass: 2, recording: "a.mp4") }),
        ]
        for (name, build) in given {
            let refusal = try #require(CommandLineText.refusal { _ = try build() })
            #expect(refusal == ("\(name) does not apply to --video (its spring, start and amplitude are all fitted)", 64))
        }
        let request = try FitRequest(family: .swiftui, recording: "a.mp4")
        guard case .recording(let path) = request.kind else { Issue.record("not a recording: \(request.kind)"); return }
        #expect(path == "a.mp4" && request.family == .swiftui)
        let settings: [(String, () throws -> FitRequest.Recording)] = [
            ("--region", { try FitRequest.Recording(region: "0,0,10,10") }), ("--property", { try FitRequest.Recording(property: .y) }),
            ("--start", { try FitRequest.Recording(start: 1) }), ("--end", { try FitRequest.Recording(end: 2) }),
            ("--frame-rate", { try FitRequest.Recording(frameRate: 30) }),
            ("--region", { try FitRequest.Recording(region: "0,0,10,10", frameRate: 30) }),
        ]
        for (name, build) in settings {
            let refusal = try #require(CommandLineText.refusal { _ = try build() })
            #expect(refusal == ("\(name) applies to --video", 64))
        }
        let recording = try FitRequest.Recording(path: "a.mp4", region: "1,2", property: .y, start: 1, end: 2, frameRate: 30)
        #expect(recording.region == "1,2" && recording.property == .y)
        // The recording's own settings are VideoFitRequest's: a bad region is refused before the file is read.
        let region = try #require(CommandLineText.refusal { _ = try Self.run(request, recording: recording) })
        #expect(region == ("invalid --region 1,2: must be X,Y,W,H: whole numbers of pixels, X and Y ≥ 0, W and H > 0", 64))
        // A front end that reads no file refuses a recording as it refuses a data file.
        let unread = try #require(CommandLineText.refusal { _ = try request.curve(in: .bundled) })
        #expect(unread == ("--video needs a file, which this front end does not read", 64))
    }

    /// The other modes' rules, with the exact lines the command line prints.
    @Test func modesAreChosenOnce() throws {
        let cases: [(() throws -> FitRequest, String)] = [
            ({ try FitRequest() }, "nothing to fit: give targets (--settling-time, --overshoot, --peak-time, --rise-time), --keyframes, --data or --match"),
            ({ try FitRequest(settlingTime: 0.3, keyframes: "0:0,1:1") }, "give one of: targets, --keyframes, --data, --match (they do not mix)"),
            ({ try FitRequest(constraint: "damping=stiffness", keyframes: "0:0,1:1") }, "--constraint applies to target fits; use --free for curves"),
            ({ try FitRequest(band: 0.1, keyframes: "0:0,1:1") }, "--band applies to target fits"),
            ({ try FitRequest(timings: ["linear"], data: "x.csv") }, "--timing applies to --keyframes"),
            ({ try FitRequest(data: "x.csv", matchSolver: .pop) }, "--match-solver and --duration apply to --match"),
            ({ try FitRequest(settlingTime: 0.3, overshoot: 2, free: "stiffness") }, "--free applies to curve fits, not to target fits"),
        ]
        for (build, line) in cases {
            #expect(CommandLineText.refusal { _ = try build() }?.line == line)
            #expect(CommandLineText.refusal { _ = try build() }?.status == 64)
        }
    }
}
