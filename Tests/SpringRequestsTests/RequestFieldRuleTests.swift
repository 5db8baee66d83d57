import Foundation
import SpringKit
import SpringRequests
import SpringScan
import Testing

/// The rules of request fields that several requests share, each refused once with one line
/// naming the field: retargets (docs/cli.md: `T:VALUE`, times increasing and > 0, at most
/// 1000), the engine settings (a frame rate in (0, 10000] Hz for an engine with frames), and
/// the names requests look up (scan rules, preset names).
struct RequestFieldRuleTests {
    @Test func retargetsKeepTheirTextsInOrder() throws {
        let request = try RetargetRequest(parsing: ["0.2:0.5", "0.4:1"])
        #expect(request.texts == ["0.2:0.5", "0.4:1"])
        #expect(request.retargets.map(\.time) == [0.2, 0.4] && request.retargets.map(\.target) == [0.5, 1])
        let none = try RetargetRequest(parsing: [])
        #expect(!request.isEmpty && none.isEmpty)
    }

    /// Text that is not `T:VALUE` with finite decimals is refused naming it.
    @Test(arguments: ["0.3", "a:1", "0.2:0.5:1", "0.2:nan", "0x1:1", ""])
    func aRetargetThatIsNotTimeColonValueIsRefused(_ text: String) throws {
        let error = try #require(Requests.refusal { _ = try RetargetRequest(parsing: [text]) })
        #expect(error.exitCode == 64)
        #expect(Requests.commandLine(error) == "invalid --retarget '\(text)': must be T:VALUE with finite decimal numbers (such as 0.2:0.5)")
    }

    /// Times are > 0 and increasing.
    @Test(arguments: [["-0.1:0.5"], ["0:0.5"], ["0.3:0.5", "0.2:1"], ["0.3:0.5", "0.3:1"]])
    func retargetTimesArePositiveAndIncreasing(_ texts: [String]) throws {
        let error = try #require(Requests.refusal { _ = try RetargetRequest(parsing: texts) })
        #expect(error.exitCode == 64 && !error.description.contains("\n"), "\(texts): \(error)")
    }

    /// The exact solution and the engines with a public retarget rule follow retargets.
    @Test func theSolversThatFollowRetargets() throws {
        let request = try RetargetRequest(parsing: ["0.2:0.5"])
        for solver in [Solver.exact, .pop, .rebound, .reboundJS, .reactSpring, .motion, .android] {
            try request.check(drawnBy: solver)
        }
        let error = try #require(Requests.refusal { try request.check(drawnBy: .euler) })
        #expect(Requests.commandLine(error).hasPrefix("--retarget is not followed by euler (solvers that follow a change of target in flight: exact, pop, "))
        // No retarget: every solver.
        for solver in Solver.allCases { try RetargetRequest(parsing: []).check(drawnBy: solver) }
    }

    /// The default engine settings: no frame rate (each engine's own), no Android property,
    /// no clamping, react-spring's loop idle.
    @Test func engineSettingsDefaults() throws {
        let settings = EngineSettings()
        #expect(settings.frameRate == nil && settings.androidProperty == nil && !settings.overshootClamping)
        #expect(settings.frameLoop == .idle)
        #expect(try settings.frameInterval(for: nil) == nil)
        #expect(try settings.frameInterval(for: .reactSpring) == nil)
    }

    /// A frame rate gives the frame interval 1/rate for an engine with frames.
    @Test(arguments: [Solver.pop, .reactSpring, .motion, .android, .svelte, .reanimated])
    func aFrameRateIsTheFrameInterval(_ solver: Solver) throws {
        #expect(try EngineSettings(frameRate: 120).frameInterval(for: solver) == 1.0 / 120)
        #expect(try EngineSettings(frameRate: 10_000).frameInterval(for: solver) == 1.0 / 10_000)
    }

    /// The exact solution, the integrators and the engines without frames take no frame rate.
    @Test(arguments: [Solver.exact, .rk4, .dopri, .euler])
    func aFrameRateNeedsAnEngineWithFrames(_ solver: Solver) throws {
        let error = try #require(Requests.refusal { _ = try EngineSettings(frameRate: 120).frameInterval(for: solver) })
        #expect(error.exitCode == 64)
        let line = Requests.commandLine(error)
        #expect(line.hasPrefix("--frame-rate needs --solver with frames (") && line.contains("react-spring") && !line.contains(" rk4"), "\(line)")
    }

    @Test(arguments: [0.0, -1, 10_001, .nan])
    func aFrameRateOutsideTheRangeIsRefusedFirst(_ rate: Double) throws {
        let error = try #require(Requests.refusal { _ = try EngineSettings(frameRate: rate).frameInterval(for: .pop) })
        #expect(Requests.commandLine(error) == "invalid --frame-rate \(rate): must be in (0, 10000] Hz")
        #expect(EngineSettings.frameRates.upperBound == 10_000)
    }

    /// The request applies the settings to the setup an engine reads (Android's property shows
    /// in the curve: as alpha it runs on where pixels stop).
    @Test func metricsRequestsCheckTheirFrameRate() throws {
        #expect(try MetricsRequest(solver: .pop, engine: EngineSettings(frameRate: 120)).frameInterval == 1.0 / 120)
        #expect(try MetricsRequest().frameInterval == nil)
        let error = try #require(Requests.refusal { _ = try MetricsRequest(solver: .exact, engine: EngineSettings(frameRate: 120)) })
        #expect(error.message.parts.contains(.field(.frameRate)) && error.message.parts.contains(.field(.solver)))
    }

    /// A scan rule by its SARIF id; another name is refused naming every rule.
    @Test func scanRulesByName() throws {
        for rule in ScanRule.allCases { #expect(try ScanRequest.rule(named: rule.rawValue) == rule) }
        let error = try #require(Requests.refusal { _ = try ScanRequest.rule(named: "no-such-rule") })
        #expect(error.exitCode == 64)
        let line = Requests.commandLine(error)
        #expect(line.hasPrefix("invalid --rule no-such-rule: must be one of overdamping-clamp"), "\(line)")
        for rule in ScanRule.allCases { #expect(line.contains(rule.rawValue)) }
    }

    /// Each request error kind is one sysexits code (docs/cli.md).
    @Test func everyKindHasItsExitCode() {
        let codes: [RequestError.Kind: Int32] = [.usage: 64, .badData: 65, .conflict: 65, .noInput: 66, .notFound: 66,
                                                 .cannotCreate: 73, .io: 74, .busy: 75]
        for kind in RequestError.Kind.allCases {
            #expect(RequestError(kind, "x").exitCode == codes[kind], "\(kind)")
        }
    }

    /// A spring field's refusal names the value the spec gave and what is allowed, one line.
    @Test(arguments: [("mass=0,k=100,c=10", "mass"), ("stiffness=-1,c=10", "stiffness"), ("k=100,damping=nan", "nan"),
                      ("k=1e400,c=1", "1e400"), ("k=0x10,c=1", "0x10"), ("k=100,c=-3", "damping"), ("foo:x=1", "foo"),
                      ("k=1,k=2,c=1", "at most once"), ("k=100,c=10,wobble=3", "wobble"), ("k=100", "damping"),
                      ("k=100,c=10,velocity=1,absoluteVelocity=2", "not both")])
    func aSpecsRefusalNamesTheValue(_ spec: String, _ mentions: String) throws {
        let error = try #require(Requests.refusal { _ = try SpringSource(springs: [spec], presets: []).resolved() })
        #expect(error.exitCode == 64 && error.description.contains(mentions) && !error.description.contains("\n"), "\(error)")
    }

    /// Control characters a user typed are escaped in the line, never echoed raw.
    @Test(arguments: [("k=1\nc=2\u{1B}[31m", "k=1\\nc=2\\u{1B}[31m"), ("k=100,c=10\u{1B}[2J", "\\u{1B}"),
                      ("k=100,\u{7}c=10", "\\u{7}"), ("foo\r:k=1", "foo\\r:k=1")])
    func controlCharactersAreEscaped(_ spec: String, _ mentions: String) throws {
        let error = try #require(Requests.refusal { _ = try SpringSource(springs: [spec], presets: []).resolved() })
        let line = Requests.commandLine(error)
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(line.debugDescription)")
        #expect(line.contains(mentions), "\(line.debugDescription)")
    }
}
