import Foundation
import SpringExport
import SpringKit
import SpringRequests
import Testing

/// `springtune export` in process (``ExportRequest``): each format's code with the numbers its
/// API documents, the engines' durations in CSS, the notes, and each refusal with its line and
/// exit code.
struct ExportRequestCodeTests {
    /// Motion's duration/bounce form as Motion's own `spring` generator writes it.
    @Test func motionStringByteForByte() throws {
        #expect(try Requests.export("motion", ["motion:duration=0.8,bounce=0.25"]) == "800ms linear(0, 0.0542, 0.1797, 0.3344, 0.4905, 0.6321, 0.7511, 0.8451, 0.9152, 0.9644, 0.9967, 1.0157, 1.0253, 1.0283, 1.0273, 1.024, 1.0196, 1.0152, 1.0111, 1.0076, 1.0048, 1.0027, 1.0012, 1.0002, 0.9996, 0.9993, 1)\n")
    }

    @Test func aPresetToSwiftUIIsNamedAfterIt() throws {
        #expect(try Requests.export("swiftui", [], presets: ["swiftui-bouncy"]).contains("static let swiftuiBouncy = Spring(mass:"))
    }

    /// The single-spring flags' values (mass 2, from 10, to 110, velocity 0.5): `to` is the
    /// target value, and the velocity in units of the step is 50 per second.
    @Test func jsonKeepsTheMotion() throws {
        let object = try Requests.object(try Requests.export("json", ["mass=2,stiffness=200,damping=20,from=10,to=110,velocity=0.5"]))
        #expect(object["mass"] as? Double == 2)
        #expect(object["to"] as? Double == 110)
        #expect(object["from"] as? Double == 10)
        #expect(object["absoluteVelocity"] as? Double == 50)
    }

    @Test func caSpringAnimationSetsTheTargetAndItsSettlingDuration() throws {
        let code = try Requests.export("caspringanimation", ["k=300,c=20,to=120"])
        #expect(code.contains("animation.toValue = 120.0"))
        #expect(code.contains("animation.duration = animation.settlingDuration"))
    }

    /// swiftui-bouncy: k = (2π/0.5)² = 157.91367041742973…, printed within 1e-12 relative.
    @Test func uikitWritesTheStiffness() throws {
        let code = try Requests.export("uikit", [], presets: ["swiftui-bouncy"])
        let start = try #require(code.range(of: "UISpringTimingParameters(mass: 1.0, stiffness: ")).upperBound
        let stiffness = try #require(Double(code[start...].prefix { $0 != "," }))
        #expect(abs(stiffness - (4 * Double.pi) * (4 * Double.pi)) <= 1e-12 * stiffness)
    }

    @Test func keyframesKeepThePresetsKeyPathAndStep() throws {
        let code = try Requests.export("keyframes", [], presets: ["alert-pop-in"], keyframeStep: 0.01)
        #expect(code.contains("keyPath: String = \"transform.scale\""))
        #expect(code.contains("10 ms apart"))
    }

    @Test func anOverdampedSwiftUISpringAllowsItAndWarns() throws {
        let code = try Requests.export("swiftui", ["m=3,k=1000,c=500"])
        #expect(code.contains("allowOverDamping: true"))
        #expect(code.contains("// warning: overdamped"))
    }

    /// UIKit's initialSpringVelocity is per whole distance (-900 / 240 = -3.75); Android's
    /// `setStartVelocity` in units per second.
    @Test func exportersWriteEachAPIsVelocity() throws {
        #expect(try Requests.export("uikit", ["k=300,c=30,from=0,to=240,absoluteVelocity=-900"]).contains("CGVector(dx: -3.75, dy: -3.75)"))
        #expect(try Requests.export("android", ["k=300,c=30,from=0,to=240,absoluteVelocity=-900"]).contains("setStartVelocity(-900f)"))
    }

    /// Reanimated's configs as its `withSpring` takes them.
    @Test func reanimatedConfigs() throws {
        #expect(try Requests.export("reanimated", ["reanimated:duration=550,dampingRatio=0.92"]).contains("= { duration: 550, dampingRatio: 0.92 };"))
        #expect(try Requests.export("reanimated3", ["k=100,c=10"]).contains("= { mass: 1, stiffness: 100, damping: 10 };"))
    }

    @Test func reanimatedRefusesAnUndampedSpring() throws {
        let error = try #require(Requests.refusal { _ = try Requests.export("reanimated", ["k=100,c=0"]) })
        #expect(error.exitCode == 64 && error.description.contains("damping > 0"), "\(error)")
        #expect(!error.description.contains("\n"))
    }

    /// anime.js run as-is: `{ mass: 1, stiffness: 200, damping: 20 }` settles at 980 ms; the
    /// comment's duration is the exported code's, not anime's clamped reading of the spec.
    @Test func animesCommentIsTheExportedCodesDuration() throws {
        let physics = try Requests.export("anime", ["m=0.5,k=100,c=10"])
        #expect(physics.contains("spring({ mass: 1, stiffness: 200, damping: 20 })"))
        #expect(physics.contains("settling duration: 980 ms for this spring"), "\(physics)")
    }

    /// anime.js run as-is: `{ bounce: 0.3, duration: 500 }` settles at 1080 ms.
    @Test func animesBounceFormCommentIsTheExportedCodesDuration() throws {
        let bounce = try Requests.export("anime", ["anime:duration=500,bounce=0.3,mass=0.5"])
        #expect(bounce.contains("spring({ bounce: 0.3, duration: 500 })"))
        #expect(bounce.contains("settling duration: 1080 ms for this spring"), "\(bounce)")
    }

    /// `--solver NAME`: the CSS duration is the engine's, as `metrics --solver` and `durations`
    /// report it.
    @Test(arguments: ["android", "svelte", "anime", "jnw", "motion", "flutter", "reanimated", "reanimated3", "react-spring", "pop", "rebound"])
    func aCSSDurationIsTheEnginesOwn(_ engine: String) throws {
        let spec = "k=300,c=6,from=20,to=-80"
        let solver = try #require(Solver(rawValue: engine))
        let css = try Requests.export("css", [spec], solver: solver)
        let line = try #require(css.split(separator: "\n").first { $0.contains("-duration: ") })
        let milliseconds = try #require(Double(line.split(separator: ": ")[1].dropLast(3)))
        let metrics = try Requests.metricsObject(spec, solver: solver)
        let measured = try #require(metrics["engineDuration"] as? Double, "\(engine)")
        #expect(abs(milliseconds - measured * 1000) <= 0.0005 + 1e-9, "\(engine): \(milliseconds) ms, metrics \(measured) s")
        // react-spring, POP and Rebound have no row in durations (their engines publish none).
        if let row = try Requests.durationRows([spec]).first(where: { $0["engine"] as? String == engine }) {
            let reported = try #require(row["duration"] as? Double)
            #expect(abs(milliseconds - reported * 1000) <= 0.0005 + 1e-9, "\(engine): \(milliseconds) ms, durations \(reported) s")
        }
    }

    /// `--solver exact` is the plain export byte for byte.
    @Test func solverExactIsThePlainCSS() throws {
        for (springs, presets, maximumError) in [(["k=100,c=10"], [], nil), ([], ["swiftui-bouncy"], 0.0005),
                                                 (["m=2.4,k=450,c=32,from=100,to=40,velocity=2"], [], nil)] as [([String], [String], Double?)] {
            let plain = try Requests.export("css", springs, presets: presets, maximumError: maximumError)
            let exact = try Requests.export("css", springs, presets: presets, maximumError: maximumError, solver: .exact)
            #expect(exact == plain && !plain.isEmpty)
        }
    }

    /// A CSS solver's misuse is one line, usage (64) for a bad option, bad data (65) for an
    /// engine's curve without a duration.
    @Test(arguments: [
        ("swiftui", "k=100,c=10", "pop", 64, "--solver pop applies to --as css only"),
        ("json", "k=100,c=10", "exact", 64, "--solver exact applies to --as css only"),
        ("css", "k=100,c=10", "swiftui", 64, "invalid --solver swiftui: must be exact or an engine that states when it stops"),
        ("css", "k=100,c=10", "rk4", 64, "invalid --solver rk4"),
        ("css", "jnw:k=100,c=10", "pop", 64, "jnw"),
        ("css", "k=100,c=0,to=100", "react-spring", 65, "react-spring never comes to rest for this spring"),
        ("css", "k=100,c=0,to=100", "anime", 65, "anime ends its curve at 60 s with a jump"),
        ("css", "k=100,c=10,to=0.0005", "flutter", 65, "flutter rests at its first frame"),
    ] as [(String, String, String, Int32, String)])
    func aCSSSolversMisuse(_ misuse: (format: String, spec: String, solver: String, status: Int32, text: String)) throws {
        let (format, spec, solver, status, text) = misuse
        var notes: [ExportRequest.Note] = []
        let chosen = try #require(Solver(rawValue: solver))
        let error = try #require(Requests.refusal {
            _ = try Requests.export(format, [spec], solver: chosen, notes: { notes.append($0) })
        })
        let line = Requests.commandLine(error)
        #expect(error.exitCode == status && line.contains(text) && !line.contains("\n"), "\(line)")
        #expect(notes.isEmpty)
    }

    /// The formats, by name in any case; a name that is none of them is refused naming them,
    /// an old name naming its new one.
    @Test func formatNames() throws {
        #expect(try ExportRequest.format(named: "CSS") == .css)
        #expect(try ExportRequest.format(named: "swiftui") == .swiftui)
        let flash = try #require(Requests.refusal { _ = try ExportRequest.format(named: "flash") })
        #expect(flash.exitCode == 64 && Requests.commandLine(flash).hasPrefix("unknown --as 'flash': "), "\(flash)")
        for format in ExportFormat.allCases { #expect(Requests.commandLine(flash).contains(format.rawValue)) }
        let renamed = try #require(Requests.refusal { _ = try ExportRequest.format(named: "core-animation") })
        #expect(renamed.exitCode == 64 && renamed.description.contains("now caspringanimation"), "\(renamed)")
    }

    /// Each option applies to its format only, and is checked before any spring.
    @Test(arguments: [
        (ExportFormat.swiftui, 0.01, nil, nil, "--max-error applies to --as css only"),
        (.swiftui, nil, 0.01, nil, "--keyframe-step applies to --as keyframes only"),
        (.css, nil, nil, 120, "--frame-rate applies to --as svelte only"),
        (.svelte, nil, nil, 0, "invalid --frame-rate 0.0: must be in (0, 10000] Hz"),
        (.css, 0.6, nil, nil, "invalid --max-error 0.6: must be in [1e-15, 0.5)"),
        (.css, 1e-300, nil, nil, "invalid --max-error 1e-300: must be in [1e-15, 0.5)"),
        (.keyframes, nil, 0.0005, nil, "invalid --keyframe-step 0.0005: must be a whole number of milliseconds ≥ 0.001 s"),
    ] as [(ExportFormat, Double?, Double?, Double?, String)])
    func optionsApplyToTheirFormat(_ option: (format: ExportFormat, maximumError: Double?, step: Double?, rate: Double?, line: String)) throws {
        let (format, maximumError, step, rate, line) = option
        let error = try #require(Requests.refusal {
            _ = try ExportRequest(format: format, maximumError: maximumError, keyframeStep: step, frameRate: rate)
        })
        #expect(error.exitCode == 64 && Requests.commandLine(error) == line, "\(error)")
    }

    /// A maximum error below what a Double can resolve (1e-15) is refused by the request
    /// itself, before any spring is drawn; 1e-15 is reachable.
    @Test func theSmallestMaximumErrorIsReachable() throws {
        #expect(try ExportRequest(format: .css, maximumError: 1e-15, solver: .pop).maximumError == 1e-15)
        #expect(!(try Requests.export("css", ["k=100,c=10"], maximumError: 1e-15, solver: .pop)).isEmpty)
    }

    /// Keyframes are a whole number of milliseconds apart.
    @Test func aKeyframeStepNotWholeMillisecondsIsRefused() throws {
        let error = try #require(Requests.refusal { _ = try Requests.export("keyframes", ["k=100,c=10"], keyframeStep: 0.0015) })
        #expect(error.exitCode == 64 && error.description.contains("whole number of milliseconds"), "\(error)")
    }

    /// CSS cannot express an undamped spring (it never ends).
    @Test func cssRefusesAnUndampedSpring() throws {
        let error = try #require(Requests.refusal { _ = try Requests.export("css", ["k=100,c=0"]) })
        #expect(error.exitCode == 64 && error.description.contains("undamped"), "\(error)")
    }

    /// Svelte's per-frame spring cannot draw a spring at or above half the frame rate.
    @Test func svelteRefusesASpringAboveHalfTheFrameRate() throws {
        let error = try #require(Requests.refusal { _ = try Requests.export("svelte", ["k=100000,c=1"]) })
        #expect(error.exitCode == 64 && error.description.contains("at or above half the 60 Hz frame rate"), "\(error)")
    }

    @Test func noSpringIsRefusedNamingTheWaysToGiveOne() throws {
        let error = try #require(Requests.refusal { _ = try Requests.export("json", []) })
        #expect(error.exitCode == 64)
        #expect(Requests.commandLine(error) == "no spring given: use --spring SPEC, --preset NAME, or --stiffness K --damping C")
    }

    @Test func aSpecThatDoesNotParseIsRefused() throws {
        let error = try #require(Requests.refusal { _ = try Requests.export("json", ["k=nan,c=1"]) })
        #expect(error.exitCode == 64 && error.description.contains("nan"), "\(error)")
    }

    @Test func anUnknownPresetIsNotFound() throws {
        let error = try #require(Requests.refusal { _ = try Requests.export("json", [], presets: ["no-such-preset"]) })
        #expect(error.kind == .notFound && error.exitCode == 66 && error.description.contains("no-such-preset"), "\(error)")
    }

    /// A refused export says only why: no note before it. Written, the same spring gets its
    /// note (it was tuned under JNW).
    @Test func aRefusedExportHasNoNote() throws {
        var notes: [ExportRequest.Note] = []
        let error = try #require(Requests.refusal { _ = try Requests.export("css", ["jnw:k=14,c=14"], solver: .pop, notes: { notes.append($0) }) })
        #expect(error.exitCode == 64 && notes.isEmpty)
        _ = try Requests.export("swiftui", ["jnw:k=14,c=14"], notes: { notes.append($0) })
        #expect(notes.count == 1)
        #expect(notes.first?.description.contains("was tuned under JNWSpringAnimation") == true)
    }

    /// Compose's and Android's Floats: a value beyond Float's range is bad data.
    @Test(arguments: ["compose", "android"])
    func aFloatBeyondFloatsRangeIsRefused(_ format: String) throws {
        let error = try #require(Requests.refusal { _ = try Requests.export(format, ["m=1e50,k=1,c=1e25"]) })
        #expect(error.exitCode == 65 && error.description.contains("as the Float 0f: outside Float's range"), "\(format): \(error)")
        #expect(!error.description.contains("\n"))
    }

    /// A value that is not finite is never written: bad data, "cannot export to …".
    @Test(arguments: [("css", "k=100,c=10,velocity=1e308"), ("motion", "k=100,c=10,velocity=1e308"),
                      ("motion", "m=1e-200,k=1e-200,c=1e-250"), ("android", "k=100,c=10,velocity=1e308"),
                      ("motion", "k=100,c=10,from=0,to=1e308")])
    func nonFiniteExportsAreDataErrors(_ format: String, _ spec: String) throws {
        let error = try #require(Requests.refusal { _ = try Requests.export(format, [spec]) })
        #expect(error.exitCode == 65 && error.description.hasPrefix("cannot export to"), "\(error)")
    }

    /// Every format, on springs at the edges of the accepted range: code with finite numbers
    /// only, or a usage or data refusal.
    @Test func noFormatWritesANonFiniteNumber() throws {
        let formats = ["swiftui", "caspringanimation", "uikit", "keyframes", "css", "motion", "motion-transition",
                       "react-spring", "react-native", "android", "compose", "pop", "rebound", "json"]
        let springs = ["m=1e-200,k=1e-200,c=1e-250", "k=100,c=10,velocity=1e308", "k=100,c=10,from=-1e308,to=1e308",
                       "k=1e300,c=1e-300", "k=1e-300,c=1e-150", "k=100,c=10"]
        let bad = try NSRegularExpression(pattern: "(?<![A-Za-z0-9])(NaN|-?Infinity|-?inff?|nan)(?![A-Za-z0-9])")
        for spring in springs {
            for format in formats {
                do {
                    let code = try Requests.export(format, [spring])
                    #expect(bad.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) == nil, "\(format) \(spring): \(code.prefix(400))")
                } catch let error as RequestError {
                    #expect([64, 65].contains(error.exitCode) && !error.description.contains("\n"), "\(format) \(spring): \(error)")
                }
            }
        }
    }
}
