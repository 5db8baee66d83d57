import Foundation
import Testing
import SpringKit
@testable import SpringTuning

/// Fits that chain: the spec of a fit, CSV data by header, a fitted target, the time-RMS
/// objective of keyframe fits.
@Suite struct FitChainTests {
    // MARK: spec

    static func specFits() throws -> [SpringFit] {
        let response = SpringResponse(spring: try Spring(mass: 1.3, stiffness: 210, damping: 9.5),
                                      motion: try Motion(from: 0.2, to: -3.7, initialVelocity: 1.7))
        let times = (0...400).map { Double($0) * 0.0025 }
        let samples = try FitSamples(times: times, values: times.map { response.position(at: $0) })
        var fits = [
            try TargetFitter(targets: FitTargets(settlingTime: 0.35, overshootPercent: 5)).fit(),
            try TargetFitter(targets: FitTargets(settlingTime: 0.4, overshootPercent: 3), velocity: 2).fit(),
            try CurveFitter(samples: samples, from: 0.2, to: -3.7, free: [.stiffness, .damping, .velocity]).fit(),
        ]
        for family: SpringFamily in [.response, .swiftui, .android, .motion, .settling, .pop, .origami] {
            fits.append(try CurveFitter(samples: samples, from: 0.2, to: -3.7, family: family, mass: 1.3,
                                        free: CurveFitter.defaultFree(for: family) + [.velocity]).fit())
        }
        // A keyframe fit with a fitted target is still given back exactly.
        let keyframes = try KeyframeCurve(keyframes: KeyframeCurve.parseKeyframes("0:0.01,0.2:1.1,0.3:0.9,0.4:1.0"),
                                          timings: [.easeInEaseOut])
        fits.append(try CurveFitter(samples: keyframes.samples(), from: 0.01, to: 1, free: [.stiffness, .damping, .to]).fit())
        return fits
    }

    /// The spec text parses back to the very spring and motion, so every metric agrees.
    @Test func specTextGivesBackTheFittedSpring() throws {
        for fit in try Self.specFits() {
            let text = fit.specText
            let setup = try SpringSpec.parse(text).resolved()
            #expect(setup.spring == fit.spring, "\(text)")
            #expect(setup.motion.from == fit.motion.from && setup.motion.to == fit.motion.to, "\(text)")
            #expect(setup.motion.absoluteVelocity == fit.motion.absoluteVelocity, "\(text)")
            let a = try fit.response.metrics(), b = try setup.response.metrics()
            for (x, y) in [(a.settlingTime, b.settlingTime), (a.overshootPercent, b.overshootPercent), (a.peakTime, b.peakTime),
                           (a.riseTime, b.riseTime), (a.peakValue, b.peakValue)] {
                let x = try #require(x), y = try #require(y)
                #expect(abs(x - y) <= 1e-12 * max(abs(x), 1e-300), "\(text)")
            }
            // The family the fit was made in is the spec's family when it reproduces exactly.
            if fit.family != .physical { #expect(text.hasPrefix(fit.family.rawValue + ":"), "\(text)") }
        }
    }

    @Test func specTextKeepsEveryDigit() throws {
        #expect(NumberStyle.decimal.text(49) == "49")
        #expect(NumberStyle.decimal.text(-0.1) == "-0.1")
        for value in [0.1 + 0.2, 1e-7, 6.02e23, Double.leastNonzeroMagnitude, -1.7976931348623157e308, 2.0 / 3] {
            #expect(DecimalNumber.parse(NumberStyle.decimal.text(value)) == value)
        }
    }

    // MARK: CSV by header

    @Test func csvColumnsAreFoundByTheirHeaderNames() throws {
        // What `springtune solve` writes (t,x,v and optionally error), with CRLF endings.
        let solve = try FitSamples.parseCSV("t,x,v,error\r\n0,0,2,0\r\n0.1,0.5,1,0\r\n0.2,0.75,0.5,0\r\n", path: "c.csv")
        #expect(solve.times == [0, 0.1, 0.2])
        #expect(solve.values == [0, 0.5, 0.75])
        #expect(solve.velocities == [2, 1, 0.5])
        #expect(solve.path == "c.csv")
        // Any column order, any case, CR-only endings, a trailing blank line.
        let swapped = try FitSamples.parseCSV("# exported\rX,T\r0.5,0\r0.75,0.1\r\r", path: "s.csv")
        #expect(swapped.times == [0, 0.1])
        #expect(swapped.values == [0.5, 0.75])
        #expect(swapped.velocities == nil)
        // No header: two columns t,x; a header of two other names: t,x.
        #expect(try FitSamples.parseCSV("0,1\n1,2\n", path: "n.csv").values == [1, 2])
        #expect(try FitSamples.parseCSV("time,scale\n0,1\n1,2\n", path: "n.csv").values == [1, 2])
        for (text, line) in [("t,y,z\n0,1,2\n", 1),          // no x among three columns
                             ("t,x,v\n0,1,2\n1,2\n", 3),     // a row shorter than the header
                             ("t,x,t\n0,1,2\n", 1),          // a name twice
                             ("t,x,v\n0,1,fast\n", 2),       // a velocity that is no number
                             ("t,x\n0,1\n1,1e308\n", 3)] {   // out of range
            do {
                _ = try FitSamples.parseCSV(text, path: "b.csv")
                Issue.record("expected an error for \(text.debugDescription)")
            } catch {
                #expect(error.isDataError)
                guard case .badData(let location, _) = error else { continue }
                #expect(location == "b.csv:\(line)", "\(error)")
            }
        }
    }

    // MARK: a fitted target

    /// The response of k = 200, c = 15 over its first 0.2 s (it settles at 0.41 s), written
    /// as `solve` writes it (shortest round-trip decimals).
    static func unsettledCSV(velocity: Double = 0) throws -> String {
        let response = SpringResponse(spring: try Spring(stiffness: 200, damping: 15),
                                      motion: try Motion(from: 0, to: 1, initialVelocity: velocity))
        var text = "t,x,v\n"
        for i in 0...100 {
            let t = Double(i) * 0.002
            text += "\(t),\(response.position(at: t)),\(response.velocity(at: t))\n"
        }
        return text
    }

    @Test(arguments: [0.0, -2.5])
    func anUnsettledCurveIsFittedWithItsTarget(_ velocity: Double) throws {
        let samples = try FitSamples.parseCSV(try Self.unsettledCSV(velocity: velocity), path: "c.csv")
        let last = samples.values[samples.values.count - 1]
        // The data's velocity is kept (absolute), the target is fitted from the last sample.
        var fitter = CurveFitter(samples: samples, from: samples.values[0], to: last, free: [.stiffness, .damping, .to])
        fitter.absoluteVelocity = samples.velocities?.first
        let fit = try fitter.fit()
        #expect(abs(fit.spring.stiffness - 200) < 1e-6 * 200)
        #expect(abs(fit.spring.damping - 15) < 1e-6 * 15)
        #expect(abs(fit.motion.to - 1) < 1e-9)
        #expect(abs((fit.motion.initialVelocity ?? .nan) - velocity) < 1e-9)
        #expect(fit.maxError < 1e-12)
        // With the target fixed at the last sample the answer is biased (the reason to fit it).
        var biased = fitter
        biased.free = [.stiffness, .damping]
        let wrong = try biased.fit()
        #expect(abs(wrong.spring.stiffness - 200) > 1)
    }

    @Test func manySamplesAreFittedOnASubsetThenRefinedOnAll() throws {
        let response = SpringResponse(spring: try Spring(stiffness: 200, damping: 15), motion: try Motion(initialVelocity: 1))
        let times = (0..<60_000).map { Double($0) * 0.3 / 59_999 }
        let samples = try FitSamples(times: times, values: times.map { response.position(at: $0) })
        var stages: [Int] = []
        let fit = try CurveFitter(samples: samples, from: 0, to: 1, free: [.stiffness, .damping, .velocity])
            .fit(progress: { stage, total in #expect(total == 4); stages.append(stage) })
        #expect(abs(fit.spring.stiffness - 200) < 1e-9 * 200)
        #expect(abs(fit.spring.damping - 15) < 1e-9 * 15)
        #expect(fit.maxError < 1e-12)
        #expect(stages == [1, 2, 3, 4])
    }

    /// A constant curve or values out of range are data errors naming the file (exit 65 in
    /// the CLI) when the samples came from one, usage errors otherwise.
    @Test func badCurvesFromAFileAreDataErrors() throws {
        let constant = try FitSamples.parseCSV("t,x\n0,1\n1,1\n2,1\n", path: "flat.csv")
        do {
            _ = try CurveFitter(samples: constant, from: 1, to: 1).fit()
            Issue.record("expected an error")
        } catch {
            guard case .badData(let location, let reason) = error else { Issue.record("\(error)"); return }
            #expect(location == "flat.csv")
            #expect(reason.contains("constant"))
        }
        let given = try FitSamples(times: [0, 1, 2], values: [1, 1, 1])
        do {
            _ = try CurveFitter(samples: given, from: 1, to: 1).fit()
            Issue.record("expected an error")
        } catch {
            guard case .invalid(.curve, _, _) = error else { Issue.record("\(error)"); return }
        }
        let huge = try FitSamples(times: [0, 1], values: [0, 1e308])
        #expect(throws: FitError.self) { try CurveFitter(samples: huge, from: 0, to: 1e308).fit() }
    }

    // MARK: keyframes: the RMS over time

    /// Keyframes spanning a subnormal or an overflowing time: an error, never a trap.
    @Test(arguments: ["0:0,5e-324:1", "-1e308:0,1e308:1", "0:0,1e-300:0.5,1:1"])
    func extremeKeyframeTimesAreRefusedOrFitted(_ text: String) throws {
        let curve = try KeyframeCurve(keyframes: KeyframeCurve.parseKeyframes(text))
        let samples = curve.samples()
        #expect(zip(samples.times, samples.times.dropFirst()).allSatisfy { $0 < $1 })
        do {
            let fit = try CurveFitter(samples: samples, from: 0, to: 1).fit()
            #expect(fit.rmsError.isFinite)
        } catch {
            #expect(!error.isDataError, "\(error)")
        }
    }

    @Test func gaussLegendreRulesAreExactForTheirDegree() {
        for n in [1, 2, 5, 8] {
            let rule = KeyframeCurve.gaussLegendre(n)
            #expect(rule.count == n)
            #expect(zip(rule, rule.dropFirst()).allSatisfy { $0.node < $1.node })
            for degree in 0..<(2 * n) {
                let sum = rule.reduce(0.0) { $0 + $1.weight * Double.pow($1.node, degree) }
                let exact = degree % 2 == 1 ? 0 : 2 / Double(degree + 1)
                #expect(abs(sum - exact) < 1e-14, "n \(n) degree \(degree)")
            }
        }
    }

    /// The timing function of the part of `f` from bézier parameter 0 to s, and from s to 1
    /// (de Casteljau), each normalised to the unit square, and the split point (x(s), y(s)).
    static func split(_ f: TimingFunction, at s: Double) throws -> (TimingFunction, TimingFunction, Double, Double) {
        func lerp(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) {
            (a.0 + s * (b.0 - a.0), a.1 + s * (b.1 - a.1))
        }
        let p0 = (0.0, 0.0), p1 = (f.x1, f.y1), p2 = (f.x2, f.y2), p3 = (1.0, 1.0)
        let l1 = lerp(p0, p1), m = lerp(p1, p2), r2 = lerp(p2, p3)
        let l2 = lerp(l1, m), r1 = lerp(m, r2), b = lerp(l2, r1)
        let left = try TimingFunction(x1: l1.0 / b.0, y1: l1.1 / b.1, x2: l2.0 / b.0, y2: l2.1 / b.1)
        let right = try TimingFunction(x1: (r1.0 - b.0) / (1 - b.0), y1: (r1.1 - b.1) / (1 - b.1),
                                       x2: (r2.0 - b.0) / (1 - b.0), y2: (r2.1 - b.1) / (1 - b.1))
        return (left, right, b.0, b.1)
    }

    /// Inserting a keyframe that lies on the curve (splitting a segment, its timing split with
    /// it) leaves the curve as it was, and so the fit. Samples spread per segment would weight
    /// the split segment twice as much and move the answer.
    @Test(arguments: [TimingFunction.linear, .easeInEaseOut, .easeOut])
    func splittingASegmentOnTheCurveDoesNotChangeTheFit(_ timing: TimingFunction) throws {
        let frames = try KeyframeCurve.parseKeyframes("0:0.01,0.2:1.1,0.3:0.9,0.4:1.0")
        let whole = try KeyframeCurve(keyframes: frames, timings: [timing])
        let (left, right, u, progress) = try Self.split(timing, at: 0.3)
        let inserted = Keyframe(time: 0 + u * 0.2, value: 0.01 + progress * (1.1 - 0.01))
        let split = try KeyframeCurve(keyframes: [frames[0], inserted] + frames.dropFirst(),
                                      timings: [left, right, timing, timing])
        for t in stride(from: 0.0, through: 0.4, by: 0.01) {
            #expect(abs(whole.value(at: t) - split.value(at: t)) < 1e-12)
        }
        for free: [SpringParameter] in [[.stiffness, .damping], [.stiffness, .damping, .velocity]] {
            let a = try CurveFitter(samples: whole.samples(), from: 0.01, to: 1, free: free).fit()
            let b = try CurveFitter(samples: split.samples(), from: 0.01, to: 1, free: free).fit()
            #expect(abs(a.spring.stiffness / b.spring.stiffness - 1) < 1e-6, "\(timing) \(free)")
            #expect(abs(a.spring.damping / b.spring.damping - 1) < 1e-6, "\(timing) \(free)")
            #expect(abs(a.rmsError / b.rmsError - 1) < 1e-9, "\(timing) \(free)")
        }
    }

    /// `rmsError` is √(∫ r² dt / T): checked against composite Simpson on 400,000 panels of
    /// the fitted spring against the keyframe curve (an independent quadrature).
    @Test func keyframeRMSErrorIsTheRMSOverTime() throws {
        let curve = try KeyframeCurve(keyframes: KeyframeCurve.parseKeyframes("0:0.01,0.2:1.1,0.3:0.9,0.4:1.0"),
                                      timings: [.easeInEaseOut])
        let fit = try CurveFitter(samples: curve.samples(), from: 0.01, to: 1).fit()
        let response = fit.response
        let n = 400_000, h = 0.4 / Double(n)
        var sum = 0.0
        for i in 0...n {
            let t = Double(i) * h
            let r = response.position(at: t) - curve.value(at: t)
            sum += (i == 0 || i == n ? 1 : i % 2 == 1 ? 4 : 2) * r * r
        }
        let rms = (sum * h / 3 / 0.4).squareRoot()
        #expect(abs(fit.rmsError / rms - 1) < 1e-7)
        // And it is the least: nudging k or c raises it.
        for (dk, dc) in [(1.001, 1.0), (0.999, 1.0), (1.0, 1.001), (1.0, 0.999)] {
            var samplesRMS = 0.0
            let nudged = SpringResponse(spring: try Spring(stiffness: fit.spring.stiffness * dk, damping: fit.spring.damping * dc),
                                        motion: fit.motion)
            let samples = curve.samples(), weights = try #require(samples.weights)
            for i in samples.times.indices {
                let r = nudged.position(at: samples.times[i]) - samples.values[i]
                samplesRMS += weights[i] * r * r
            }
            #expect((samplesRMS / 0.4).squareRoot() > fit.rmsError)
        }
    }
}
