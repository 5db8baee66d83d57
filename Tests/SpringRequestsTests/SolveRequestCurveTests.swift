import Foundation
import SpringKit
import SpringRequests
import Testing

/// `springtune solve` in process (``SolveRequest``): the sampling rule, each engine's frames as
/// its own source draws them (the version named), retargets, and the refusals.
struct SolveRequestCurveTests {
    /// RK4 at 1 ms is within 1e-9 of the exact curve for this spring; N samples include both ends.
    @Test func samplesIncludeBothEndsAndTheErrorColumn() throws {
        let text = try Requests.solve("k=100,c=10", duration: 1, samples: 11, solver: .rk4, error: true)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines[0] == "t,x,v,error")
        #expect(lines[1] == "0,0,0,0")
        #expect(lines[11].hasPrefix("1,"))
        for line in lines.dropFirst() {
            let error = try #require(Double(line.split(separator: ",")[3]))
            #expect(abs(error) < 1e-9)
        }
    }

    /// A step H gives 0, H, 2H, … up to the duration; the JSON has the arrays.
    @Test func aStepStopsAtTheDuration() throws {
        let object = try Requests.solveArrays("k=100,c=10", duration: 0.1, step: 0.03)
        #expect(object["t"] == [0, 0.03, 0.06, 0.09])
        #expect(object["x"]?.count == 4 && object["v"]?.count == 4)
    }

    /// The single-spring flags' spring (`--stiffness 100 --damping 10`) is the spec k=100,c=10.
    @Test func theRequestKeepsTheSamplingAsked() throws {
        let source = try SpringSource(springs: ["k=100,c=10"], presets: [])
        let bySamples = try SolveRequest(source: source, duration: 2, samples: 5, step: nil, retargets: try RetargetRequest(parsing: []))
        #expect(bySamples.count == 5 && bySamples.step == nil && bySamples.solver == .exact)
        #expect((0..<5).map(bySamples.time) == [0, 0.5, 1, 1.5, 2])
        let byStep = try SolveRequest(source: source, duration: 0.1, samples: nil, step: 0.03, retargets: try RetargetRequest(parsing: []))
        #expect(byStep.count == 4 && byStep.step == 0.03)
    }

    /// Small runs are byte for byte one JSON document.
    @Test func aSmallJSONRunIsOneDocument() throws {
        let text = try Requests.solve("k=100,c=10", duration: 1, samples: 3, as: .json)
        #expect(text.hasPrefix("{\"t\":[0,0.5,1],\"x\":[0,"), "\(text)")
        #expect(text.hasSuffix("]}\n"))
    }

    /// JNW draws a pure exponential e^(−c/2m·t): at 0.25 s it is 1 + 0.2·e^(−1.75), far below the
    /// real spring (to within its single-precision values and Core Animation's n/(n−1) keyframe timing).
    @Test func aJNWSpecIsDrawnByJNW() throws {
        let jnw = try Requests.solveArrays("jnw:k=14,c=14,from=1.2,to=1", duration: 0.5, samples: 3)
        let exact = try Requests.solveArrays("k=14,c=14,from=1.2,to=1", duration: 0.5, samples: 3)
        let x = try #require(jnw["x"]?[1])
        #expect(abs(x - (1 + 0.2 * exp(-1.75))) < 1e-4)
        #expect(try #require(exact["x"]?[1]) > x + 0.05)
    }

    /// Motion 13.1.1's pipeline run as-is (`duration: 1, bounce: 0.6, velocity: 2`: findSpring,
    /// velocity dropped, sampled at 17 ms), drawn at an explicit 60 Hz (issue 21).
    @Test func motionAtAFrameRateKeepsItsReading() throws {
        let rows = try Requests.solveRows("motion:duration=1,bounce=0.6,velocity=2", duration: 0.02, step: 0.016666666666666666,
                                          solver: .motion, engine: EngineSettings(frameRate: 60))
        #expect(rows[1][1] == 0.031014831332785597)
    }

    /// react-spring 9.7.5 run as-is: `frequency: 0.005` raised to 0.01.
    @Test func reactSpringAtAFrameRateKeepsItsReading() throws {
        let rows = try Requests.solveRows("response:response=0.005,dampingRatio=0.5", duration: 0.04, step: 0.016666666666666666,
                                          solver: .reactSpring, engine: EngineSettings(frameRate: 60))
        #expect(rows[1][1] == 1.0000906772711693 && rows[2][1] == 1)
    }

    /// androidx `SpringForce` with ALPHA's threshold rests at frame 40 at 60 Hz.
    @Test func androidAtAFrameRateKeepsItsProperty() throws {
        let rows = try Requests.solveRows("android:stiffness=200,dampingRatio=0.5", duration: 0.7, step: 0.016666666666666666,
                                          solver: .android, engine: EngineSettings(frameRate: 60, androidProperty: .alpha))
        #expect(rows[39][1] != 1 && rows[40][1] == 1)
    }

    /// `--frame-rate HZ` draws the engine at that display rate: react-spring's frames at 120 Hz
    /// are its renderer's at a 1/120 s step, not its 60 Hz default.
    @Test func anEngineIsDrawnAtTheFrameRate() throws {
        let rows = try Requests.solveRows("k=170,c=26", duration: 0.1, samples: 11, solver: .reactSpring,
                                          engine: EngineSettings(frameRate: 120))
        let times = rows.map { $0[0] }
        let expected = Solver.reactSpring.render(try Spring(stiffness: 170, damping: 26), times: times, step: 1.0 / 120)
        #expect(rows.map { $0[1] } == expected.positions)
        let sixty = Solver.reactSpring.render(try Spring(stiffness: 170, damping: 26), times: times)
        #expect(expected.positions != sixty.positions, "120 Hz differs from the 60 Hz default")
    }

    /// The exact solution has no frames: a frame rate without a frame engine is refused.
    @Test func aFrameRateWithoutAFrameEngineIsRefused() throws {
        let error = try #require(Requests.refusal {
            _ = try Requests.solve("k=170,c=26", duration: 1, samples: 3, engine: EngineSettings(frameRate: 120))
        })
        #expect(error.exitCode == 64)
        #expect(Requests.commandLine(error).hasPrefix("--frame-rate needs --solver with frames ("), "\(error)")
    }

    /// react-spring's `mergeConfig` raises a `frequency` below 0.01 s to 0.01 s (react-spring v9
    /// `AnimationConfig`): the frames of 0.004 are those of 0.01, those of 0.02 are not.
    @Test func reactSpringDrawsAFrequencyBelowTheMinimumAtTheMinimum() throws {
        func frames(_ spec: String) throws -> String {
            try Requests.solve(spec, duration: 0.05, samples: 6, solver: .reactSpring)
        }
        #expect(try frames("response:response=0.004,dampingRatio=0.6") == (try frames("response:response=0.01,dampingRatio=0.6")))
        #expect(try frames("response:response=0.02,dampingRatio=0.6") != (try frames("response:response=0.01,dampingRatio=0.6")))
    }

    /// A frame engine is drawn past 60 s: frame 3601 is not frame 3600 again, and nothing is null.
    @Test func anEngineIsDrawnPastSixtySeconds() throws {
        let json = try Requests.solveArrays("k=100,c=0.1", duration: 3602.0 / 60, step: 1.0 / 60, solver: .reactSpring)
        let x = try #require(json["x"])
        #expect(x.count >= 3601 && x[3601] != x[3600])
    }

    /// A time past the one-hour run limit for an engine still moving is bad data, one line
    /// naming the limit and the engine.
    @Test func aTimePastTheRunLimitIsRefused() throws {
        let error = try #require(Requests.refusal { _ = try Requests.solve("k=100,c=0", duration: 3601, samples: 2, solver: .reanimated) })
        #expect(error.exitCode == 65)
        #expect(error.description.contains("3600 s") && error.description.contains("reanimated"), "\(error)")
        #expect(!error.description.contains("\n"))
    }

    /// A spring at rest within the run limit is drawn at any time.
    @Test func aSpringAtRestIsDrawnAtAnyTime() throws {
        let text = try Requests.solve("k=100,c=20", duration: 7200, samples: 2, solver: .reanimated)
        #expect(text.hasSuffix("7200,1,0\n"), "\(text)")
    }

    /// react-spring's frame loop: `running` advances the first frame one frame interval, `idle`
    /// (the default) 16.667 ms whatever the rate (react-spring 9.7.5 run as-is).
    @Test func reactSpringsFrameLoop() throws {
        func frame1(_ loop: ReactSpringRenderer.FrameLoop?) throws -> Double {
            let engine = loop.map { EngineSettings(frameRate: 120, frameLoop: $0) } ?? EngineSettings(frameRate: 120)
            return try #require(try Requests.solveArrays("k=170,c=26", duration: 1.0 / 120, samples: 2, solver: .reactSpring,
                                                         engine: engine)["x"]?.last)
        }
        let idle = try frame1(nil), explicit = try frame1(.idle), running = try frame1(.running)
        #expect(idle == explicit)
        #expect(abs(idle - 0.022634843307857987) <= 1e-15)
        #expect(running < idle)
    }

    /// anime's bounce/duration form drops the velocity, as anime does: 0.3275 at frame 5.
    @Test func animeDropsTheVelocityOfItsBounceForm() throws {
        func frame5(_ spec: String) throws -> Double {
            try #require(try Requests.solveArrays(spec, duration: 5.0 / 60, samples: 2, solver: .anime)["x"]?.last)
        }
        let moving = try frame5("anime:duration=500,bounce=0.3,velocity=2")
        #expect(moving == (try frame5("anime:duration=500,bounce=0.3")))
        #expect(abs(moving - 0.3275) < 5e-5)
    }

    /// Svelte's spring set to its own value does not move.
    @Test func svelteSetToItsOwnValueStays() throws {
        let text = try Requests.solve("svelte:stiffness=0.1,damping=0.25,from=3,to=3", duration: 0.1, samples: 3, solver: .svelte)
        #expect(text == "t,x,v\n0,3,0\n0.05,3,0\n0.1,3,0\n", "\(text)")
    }

    /// Svelte's frames of the tutorial spring: 0.1, 0.265, … as Svelte 5.56.10 draws them.
    @Test func svelteDrawsItsTutorialFrames() throws {
        let x = try Requests.solveRows("svelte:stiffness=0.1,damping=0.25", duration: 0.05, step: 0.016666666666666666,
                                       solver: .svelte).map { $0[1] }
        #expect(x == [0, 0.10000000000000003, 0.26500000000000007, 0.46225000000000005])
    }

    /// Reanimated 4's default physics spring, its second frame (Reanimated's reference frames).
    @Test func reanimatedDrawsItsDefaultSpring() throws {
        let text = try Requests.solve("reanimated:from=0", duration: 0.05, step: 0.0166666666666666667, solver: .reanimated)
        #expect(text.contains("0.026499021160743874") || text.contains("0.02649902116"), "\(text)")
    }

    /// With overshoot clamping, Reanimated's Snappy config never passes its target.
    @Test func reanimatedWithOvershootClampingStaysBelowTheTarget() throws {
        let rows = try Requests.solveRows("reanimated:stiffness=900,damping=110", duration: 0.5, samples: 31, solver: .reanimated,
                                          engine: EngineSettings(overshootClamping: true))
        #expect(rows.count == 31)
        #expect(rows.allSatisfy { $0[1] <= 1 })
    }

    /// x(0.2) and v(0.2), where the retarget takes over, and x later on the second piece
    /// (make_retarget_reference.py: k = 100, c = 10, 0 → 1, retargeted to 0.5 at 0.2 s).
    @Test func theCurveFollowsTheRetargetsPieces() throws {
        let last = try #require(try Requests.solveRows("k=100,c=10", duration: 0.2, samples: 2, retargets: ["0.2:0.5"]).last)
        #expect(abs(last[1] - 0.84942563485411243278) < 1e-12)
        #expect(abs(last[2] - 4.1927962966633181867) < 1e-11)
        let row = try #require(try Requests.solveRows("k=100,c=10", duration: 0.23783783783783785704, samples: 2,
                                                      retargets: ["0.2:0.5"]).last)
        #expect(abs(row[1] - 0.95650893624375517439) < 1e-12)
    }

    /// Motion's retarget rule: the frames match Motion 13.1.1 run as-is
    /// (Tests/SpringKitTests/EngineRetargetTests.swift, first Motion case).
    @Test func motionFollowsItsRetargetRule() throws {
        let rows = try Requests.solveRows("k=100,c=10,to=100", duration: 0.35, samples: 8, solver: .motion,
                                          retargets: ["0.2:50", "0.3125:120"])
        #expect(rows.count == 8)
        #expect(abs(rows[4][1] - 84.94256348541123) < 1e-10)
        #expect(abs(rows[6][1] - 97.066521910541468) < 1e-10)
    }

    /// A solver without a public retarget rule refuses retargets, naming those that follow them.
    @Test(arguments: [Solver.rk4, .jnw, .swiftui, .dopri])
    func solversWithoutARetargetRuleRefuseIt(_ solver: Solver) throws {
        let error = try #require(Requests.refusal {
            _ = try Requests.solve("k=100,c=10", duration: 1, samples: 3, solver: solver, retargets: ["0.2:1.1"])
        })
        #expect(error.exitCode == 64)
        let line = Requests.commandLine(error)
        #expect(!line.contains("\n"))
        #expect(line.contains("not followed by \(solver.rawValue) ") && line.contains("exact, pop, rebound, rebound-js, react-spring, motion, android"))
    }

    /// Up to 1000 retargets (docs/cli.md) the JSON is whole; past them the request is refused.
    @Test func retargetsUpToTheLimitAndPastIt() throws {
        func retargets(_ count: Int) -> [String] { (1...count).map { "\(Double($0) / 1000):\($0 % 7)" } }
        let curve = try Requests.solveArrays("k=100,c=10", duration: 1.2, samples: 7, retargets: retargets(1000))
        #expect(curve["x"]?.count == 7)
        let error = try #require(Requests.refusal { _ = try RetargetRequest(parsing: retargets(1001)) })
        #expect(error.exitCode == 64)
        #expect(Requests.commandLine(error) == "invalid retarget count 1001: must be at most 1000 changes of target in one motion")
    }

    /// `flutter:duration=500.7` is refused by solve as by every command reading a spec.
    @Test func aFractionalFlutterDurationIsRefused() throws {
        let error = try #require(Requests.refusal { _ = try Requests.solve("flutter:duration=500.7,bounce=0.3", duration: 1, samples: 3) })
        #expect(error.exitCode == 65)
        #expect(Requests.commandLine(error) == FlutterLine.fractionalDuration)
    }

    /// The sampling rule's refusals: one of N or H, N ≥ 2, H > 0, a positive duration, at most
    /// the sample limit (docs/cli.md).
    @Test func samplingRefusals() throws {
        let source = try SpringSource(springs: ["k=100,c=10"], presets: [])
        let none = try RetargetRequest(parsing: [])
        let cases: [(Double, Int?, Double?, String)] = [
            (1, nil, nil, "give --samples N or --dt H"),
            (1, 10, 0.1, "--samples and --dt do not mix: give one"),
            (0, 10, nil, "invalid --duration 0.0: must be > 0"),
            (-1, nil, 0.1, "invalid --duration -1.0: must be > 0"),
            (1, 1, nil, "invalid --samples 1: must be 2…50000000"),
            (1, nil, 0, "invalid --dt 0.0: must be > 0"),
        ]
        for (duration, samples, step, line) in cases {
            let error = try #require(Requests.refusal {
                _ = try SolveRequest(source: source, duration: duration, samples: samples, step: step, retargets: none)
            })
            #expect(error.exitCode == 64 && Requests.commandLine(error) == line, "\(error)")
        }
        // About 1e12 samples: refused naming the step and the limit.
        let many = try #require(Requests.refusal { _ = try SolveRequest(source: source, duration: 1e6, samples: nil, step: 1e-6, retargets: none) })
        let line = Requests.commandLine(many)
        #expect(many.exitCode == 64 && line.hasPrefix("invalid --dt 1e-06: gives 100000000000") && line.hasSuffix(" samples, more than 50000000"), "\(line)")
    }

    /// A front end may allow fewer samples than the most one request takes.
    @Test func aSampleLimitOfTheFrontEnd() throws {
        let source = try SpringSource(springs: ["k=100,c=10"], presets: [])
        let error = try #require(Requests.refusal {
            _ = try SolveRequest(source: source, duration: 1, samples: 1001, step: nil, retargets: try RetargetRequest(parsing: []),
                                 sampleLimit: 1000)
        })
        #expect(Requests.commandLine(error) == "invalid --samples 1001: must be 2…1000")
        #expect(SolveRequest.maximumSamples == 50_000_000)
    }

    /// solve takes one spring: none, or two, are refused.
    @Test func oneSpringExactly() throws {
        let none = try #require(Requests.refusal {
            _ = try SolveRequest(source: SpringSource(), duration: 1, samples: 5, step: nil, retargets: try RetargetRequest(parsing: []))
        })
        #expect(Requests.commandLine(none) == "no spring given: use --spring SPEC, --preset NAME, or --stiffness K --damping C")
        let two = try #require(Requests.refusal {
            _ = try SolveRequest(source: try SpringSource(springs: ["k=100,c=10", "k=1,c=1"], presets: []), duration: 1, samples: 5,
                                 step: nil, retargets: try RetargetRequest(parsing: []))
        })
        #expect(two.description == "solve takes one spring, got 2: give it once")
    }

    /// A JNW spec is drawn by JNW only: another solver is refused naming it.
    @Test func aJNWSpecRefusesAnotherSolver() throws {
        let error = try #require(Requests.refusal { _ = try Requests.solve("jnw:k=100,c=10", duration: 1, samples: 5, solver: .rk4) })
        #expect(error.exitCode == 64 && error.description.contains("jnw"), "\(error)")
    }
}
