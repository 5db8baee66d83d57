import Foundation
import Testing
import SpringKit
@testable import SpringTuning

@Suite struct FitCurveTests {
    @Test func timingFunctionsFollowTheirControlPoints() throws {
        #expect(TimingFunction.linear.progress(0.3) == 0.3)
        // easeInEaseOut is symmetric: progress(0.5) = 0.5, progress(u) + progress(1 − u) = 1.
        #expect(abs(TimingFunction.easeInEaseOut.progress(0.5) - 0.5) < 1e-15)
        #expect(abs(TimingFunction.easeInEaseOut.progress(0.2) + TimingFunction.easeInEaseOut.progress(0.8) - 1) < 1e-14)
        // Independent check: pick s, compute (x(s), y(s)) directly, and ask for y at x(s).
        let f = try TimingFunction.parse("cubic-bezier(0.3,-0.4,0.7,1.6)")
        for s in stride(from: 0.05, to: 1, by: 0.1) {
            let x = 3 * (1 - s) * (1 - s) * s * 0.3 + 3 * (1 - s) * s * s * 0.7 + s * s * s
            let y = 3 * (1 - s) * (1 - s) * s * -0.4 + 3 * (1 - s) * s * s * 1.6 + s * s * s
            #expect(abs(f.progress(x) - y) < 1e-13)
        }
        #expect(throws: FitError.self) { try TimingFunction.parse("bouncy") }
        #expect(throws: FitError.self) { try TimingFunction.parse("cubic-bezier(1.2,0,0.5,1)") }
    }

    @Test func keyframeParsingRejectsMalformedAndNonIncreasing() throws {
        #expect(throws: FitError.self) { try KeyframeCurve.parseKeyframes("0:0,0.2") }
        #expect(throws: FitError.self) { try KeyframeCurve(keyframes: KeyframeCurve.parseKeyframes("0:0,0.2:1,0.2:2")) }
        #expect(throws: FitError.self) { try KeyframeCurve(keyframes: KeyframeCurve.parseKeyframes("0:0,0.2:1,0.3:2"), timings: [.linear, .easeIn, .easeOut]) }
        let curve = try KeyframeCurve(keyframes: KeyframeCurve.parseKeyframes("0:0,1:2"), timings: [.easeInEaseOut])
        #expect(abs(curve.value(at: 0.5) - 1) < 1e-15)
    }

    @Test(arguments: [(300.0, 20.0, 0.0), (120.0, 30.0, 0.0), (500.0, 10.0, 3.0)])
    func keyframeFitRecoversAKnownSpringFromItsOwnSamples(_ known: (Double, Double, Double)) throws {
        let spring = try Spring(stiffness: known.0, damping: known.1)
        let motion = try Motion(from: 0, to: 1, initialVelocity: known.2)
        let response = SpringResponse(spring: spring, motion: motion)
        let frames = (0...500).map { i -> Keyframe in
            let t = Double(i) * 0.002
            return Keyframe(time: t, value: response.position(at: t))
        }
        // 500 linear segments draw the spring's chord polygon, which is off the curve by at
        // most h²/8·max|x''| (h = 2 ms); the time-RMS fit stays within that of the spring.
        let curve = try KeyframeCurve(keyframes: frames)
        let free: [SpringParameter] = known.2 == 0 ? [.stiffness, .damping] : [.stiffness, .damping, .velocity]
        let fit = try CurveFitter(samples: curve.samples(), from: 0, to: 1, free: free).fit()
        let chordError = 0.002 * 0.002 / 8 * frames.map { response.acceleration(at: $0.time).magnitude }.max()!
        #expect(abs(fit.spring.stiffness / known.0 - 1) < 1e-3)
        #expect(abs(fit.spring.damping / known.1 - 1) < 1e-3)
        #expect(abs((fit.motion.initialVelocity ?? 0) - known.2) < 1e-3 * max(1, known.2))
        #expect(fit.maxError < chordError)
        #expect(fit.rmsError < fit.maxError)
        #expect(fit.unique)
        // As data (the samples themselves, no segments between them) the spring is exact.
        let data = try CurveFitter(samples: FitSamples(times: frames.map(\.time), values: frames.map(\.value)),
                                   from: 0, to: 1, free: free).fit()
        #expect(abs(data.spring.stiffness / known.0 - 1) < 1e-9)
        #expect(abs(data.spring.damping / known.1 - 1) < 1e-9)
        #expect(data.maxError < 1e-12)
    }

    /// JNW draws to − A·e^(−λt)·cos(ω′t). A real spring with the same k, c, m reproduces it
    /// exactly when v0 cancels the sine term: u0 = −λ·e0, i.e. normalised velocity λ.
    @Test func matchingJNWOfAnUnderdampedSpringFindsTheRealSpringWithVelocity() throws {
        let setup = try SpringSpec.parse("jnw:m=2.4,k=450,c=32").resolved()
        let samples = MatchCurve.samples(of: setup, solver: nil)
        let fit = try CurveFitter(samples: samples, from: 0, to: 1, mass: 2.4,
                                  free: [.stiffness, .damping, .velocity]).fit()
        #expect(abs(fit.spring.stiffness / 450 - 1) < 1e-9)
        #expect(abs(fit.spring.damping / 32 - 1) < 1e-9)
        #expect(abs((fit.motion.initialVelocity ?? 0) - 32 / 4.8) < 1e-9)
        #expect(fit.unique)
        #expect(fit.maxError < 1e-12)
    }

    /// An overdamped JNW spring is a pure exponential of rate c/(2m): every spring having that
    /// rate as one of its modes reproduces it; the critically damped one is ω0 = λ, v = λ.
    @Test func matchingJNWOfAnOverdampedSpringIsNotUniqueAndGivesTheCriticalSpring() throws {
        let setup = try SpringSpec.parse("jnw:k=14,c=14,from=1.2,to=1").resolved()
        let fit = try CurveFitter(samples: MatchCurve.samples(of: setup, solver: nil), from: 1.2, to: 1,
                                  free: [.stiffness, .damping, .velocity]).fit()
        #expect(!fit.unique)
        #expect(abs(fit.spring.stiffness / 49 - 1) < 1e-9)
        #expect(abs(fit.spring.damping / 14 - 1) < 1e-9)
        #expect(abs((fit.motion.initialVelocity ?? 0) - 7) < 1e-9)
    }

    @Test func swiftuiFamilyFitsDurationAndBounce() throws {
        let known = try SwiftUIParameters(duration: 0.5, bounce: 0.3).spring()
        let setup = SpringSetup(spring: known, motion: .unitStep, family: .physical, label: "x")
        let fit = try CurveFitter(samples: MatchCurve.samples(of: setup, solver: nil), from: 0, to: 1, family: .swiftui).fit()
        let duration = try #require(fit.parameters.first { $0.name == .duration }?.value)
        let bounce = try #require(fit.parameters.first { $0.name == .bounce }?.value)
        #expect(abs(duration - 0.5) < 1e-9)
        #expect(abs(bounce - 0.3) < 1e-9)
    }

    @Test func csvParsingNamesTheBadLine() throws {
        let good = try FitSamples.parseCSV("t,x\n0,0\n0.1,0.5\n\n# note\n0.2,1\n", path: "d.csv")
        #expect(good.times == [0, 0.1, 0.2])
        do {
            _ = try FitSamples.parseCSV("t,x\n0,0\n0.1,abc\n", path: "d.csv")
            Issue.record("expected an error")
        } catch {
            #expect(error.isDataError)
            #expect(error.description.hasPrefix("d.csv:3:"), "\(error)")
        }
        #expect(throws: FitError.self) { try FitSamples.parseCSV("0,0\n0,1\n", path: "d.csv") }
    }

    /// Every family the fitter supports recovers a spring it can express from that spring's
    /// own exact curve, and reports the family's own parameters (the exact inverse conversion).
    /// (Flutter's duration form writes whole milliseconds only, and this spring's period is
    /// 362.76 ms: FlutterFitTests fits it.)
    @Test(arguments: [SpringFamily.motion, .settling, .pop, .origami, .response, .swiftui, .android, .anime])
    func everyFamilyRecoversAKnownSpring(_ family: SpringFamily) throws {
        let spring = try Spring(stiffness: 300, damping: 20)
        let response = SpringResponse(spring: spring)
        let times = (0...600).map { Double($0) * 0.001 }
        let samples = try FitSamples(times: times, values: times.map { response.position(at: $0) })
        let fit = try CurveFitter(samples: samples, from: 0, to: 1, family: family).fit()
        #expect(abs(fit.spring.stiffness / 300 - 1) < 1e-9, "\(family)")
        #expect(abs(fit.spring.damping / 20 - 1) < 1e-9, "\(family)")
        #expect(fit.maxError < 1e-9)
        let expected = SpringConversions(spring)
        let reported = Dictionary(uniqueKeysWithValues: fit.parameters.map { ($0.name, $0.value) })
        switch family {
        case .pop:
            let pop = try #require(expected.pop)
            #expect(abs((reported[.bounciness] ?? .nan) - pop.bounciness) < 1e-6)
            #expect(abs((reported[.speed] ?? .nan) - pop.speed) < 1e-6)
        case .motion:
            let motion = try #require(expected.motion)
            #expect(abs((reported[.duration] ?? .nan) / motion.duration - 1) < 1e-9)
            #expect(abs((reported[.bounce] ?? .nan) - motion.bounce) < 1e-9)
        case .anime:
            // anime.js's physics form by default (its bounce/duration form rounds k and c).
            #expect(abs((reported[.stiffness] ?? .nan) / 300 - 1) < 1e-9)
            #expect(abs((reported[.damping] ?? .nan) / 20 - 1) < 1e-9)
        default:
            break
        }
    }

    /// An anime.js fit frees stiffness and damping by default (continuous, where the
    /// bounce/duration form's rounding to 0.001 would make the cost a staircase), and refuses
    /// physics keys with bounce or duration, which anime then ignores, before fitting.
    @Test func animeFitsFreeThePhysicsForm() throws {
        #expect(CurveFitter.defaultFree(for: .anime) == [.stiffness, .damping])
        let samples = try FitSamples(times: [0, 0.1, 0.2], values: [0, 0.5, 0.9])
        do {
            _ = try CurveFitter(samples: samples, from: 0, to: 1, family: .anime, free: [.stiffness, .bounce]).fit()
            Issue.record("expected a refusal")
        } catch {
            #expect(!error.isDataError, "\(error)")
            #expect(error.description.contains("bounce with stiffness"), "\(error)")
        }
    }

    /// A Flutter fit frees one constructor's keys: `stiffness` with `duration` (or `damping` with
    /// a fixed `dampingRatio`) is refused before fitting, as a usage error naming the key.
    @Test func flutterFitsTakeOneConstructor() throws {
        let samples = try FitSamples(times: [0, 0.1, 0.2], values: [0, 0.5, 0.9])
        #expect(CurveFitter.defaultFree(for: .flutter) == [.duration, .bounce])
        #expect(CurveFitter.defaultFree(for: .motion) == [.duration, .bounce])
        for (free, fixed, key) in [([SpringParameter.stiffness, .duration], SpringParameters(), "duration"),
                                   ([.stiffness, .damping], [.dampingRatio: 0.5], "dampingRatio")] {
            do {
                _ = try CurveFitter(samples: samples, from: 0, to: 1, family: .flutter, free: free, fixed: fixed).fit()
                Issue.record("expected a refusal for \(free)")
            } catch {
                #expect(!error.isDataError, "\(error)")
                #expect(error.description.contains("\(key) with"), "\(error)")
            }
        }
    }

    @Test func motionFitsNeedExactlyOneDuration() {
        let samples = try? FitSamples(times: [0, 0.1, 0.2], values: [0, 0.5, 0.9])
        #expect(throws: FitError.self) {
            try CurveFitter(samples: #require(samples), from: 0, to: 1, family: .motion,
                            free: [.duration, .visualDuration, .bounce]).fit()
        }
    }
}
