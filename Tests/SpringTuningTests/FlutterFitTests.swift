import Foundation
import Testing
import SpringKit
@testable import SpringTuning

/// Fits and sweeps in the `flutter` family keep its duration on whole milliseconds, as Flutter
/// reads a `Duration` (`inMilliseconds`), so the spring reported is the one Flutter draws.
@Suite struct FlutterFitTests {
    /// The exact curve of k = 300, c = 20 (period 2π/√300 s = 362.76 ms, ζ = 0.577), 0…0.6 s.
    static let curve: (times: [Double], values: [Double]) = {
        let response = SpringResponse(spring: try! Spring(stiffness: 300, damping: 20))
        let times = (0...600).map { Double($0) * 0.001 }
        return (times, times.map { response.position(at: $0) })
    }()

    /// The RMS residual of Flutter's `withDurationAndBounce(duration, bounce)` on ``curve``
    /// (the family's formula and the exact response: independent of the fitter).
    static func rms(duration: Double, bounce: Double) -> Double {
        guard let spring = try? SpringFamily.flutter.spring([.duration: duration, .bounce: bounce], mass: 1) else { return .infinity }
        let response = SpringResponse(spring: spring)
        let sum = zip(curve.times, curve.values).reduce(0.0) { sum, sample in
            let r = response.position(at: sample.0) - sample.1
            return sum + r * r
        }
        return (sum / Double(curve.times.count)).squareRoot()
    }

    /// The bounce that minimises ``rms(duration:bounce:)`` at `duration`: a scan of [−0.5, 0.95]
    /// in steps of 0.01, then golden-section search in the best cell's neighbours to 1e-12.
    static func bestBounce(duration: Double) -> (bounce: Double, rms: Double) {
        let grid = stride(from: -0.5, through: 0.95, by: 0.01).map { $0 }
        let start = grid.min { rms(duration: duration, bounce: $0) < rms(duration: duration, bounce: $1) }!
        var (a, b) = (start - 0.01, start + 0.01)
        let ratio = (5.0.squareRoot() - 1) / 2
        while b - a > 1e-12 {
            let c = b - ratio * (b - a), d = a + ratio * (b - a)
            if rms(duration: duration, bounce: c) < rms(duration: duration, bounce: d) { b = d } else { a = c }
        }
        let bounce = (a + b) / 2
        return (bounce, rms(duration: duration, bounce: bounce))
    }

    /// `fit --family flutter` (duration and bounce free): the continuous optimum is 362.76 ms,
    /// between Flutter's whole milliseconds; the fit reports the whole duration whose best
    /// bounce fits best, which a brute force over the whole durations 355…370 (each with its
    /// own best bounce, by golden section) confirms, and its spring is Flutter's.
    @Test func durationAndBounceSettleOnWholeMilliseconds() throws {
        let samples = try FitSamples(times: Self.curve.times, values: Self.curve.values)
        let fit = try CurveFitter(samples: samples, from: 0, to: 1, family: .flutter).fit()
        let reported = Dictionary(uniqueKeysWithValues: fit.parameters.map { ($0.name, $0.value) })
        let duration = try #require(reported[.duration]), bounce = try #require(reported[.bounce])
        #expect(duration == duration.rounded(), "\(duration)")
        var brute: (duration: Double, bounce: Double, rms: Double)?
        for whole in 355...370 {
            let best = Self.bestBounce(duration: Double(whole))
            if best.rms < brute?.rms ?? .infinity { brute = (Double(whole), best.bounce, best.rms) }
        }
        let expected = try #require(brute)
        #expect(duration == expected.duration, "fit \(duration) ms, brute force \(expected.duration) ms")
        #expect(abs(bounce - expected.bounce) <= 1e-6, "fit bounce \(bounce), brute force \(expected.bounce)")
        #expect(fit.rmsError <= expected.rms * (1 + 1e-9), "fit RMS \(fit.rmsError), brute force \(expected.rms)")
        #expect(abs(fit.rmsError - Self.rms(duration: duration, bounce: bounce)) <= 1e-15)
        // The spring is the one Flutter builds from those values, and its duration form writes it.
        #expect(fit.spring == (try SpringFamily.flutter.spring([.duration: duration, .bounce: bounce], mass: 1)))
        #expect(try FlutterParameters(representing: fit.spring).duration == duration)
        #expect(fit.notes.contains { $0.hasPrefix("duration takes a whole number of milliseconds (Flutter reads Duration.inMilliseconds): \(Int(duration)) is the best") },
                "\(fit.notes)")
    }

    /// With the bounce fixed, the duration alone: the whole number with the smallest RMS.
    @Test func durationAloneSettlesOnTheBestWholeMillisecond() throws {
        let samples = try FitSamples(times: Self.curve.times, values: Self.curve.values)
        let fit = try CurveFitter(samples: samples, from: 0, to: 1, family: .flutter, free: [.duration],
                                  fixed: [.bounce: 0.42]).fit()
        let duration = try #require(fit.parameters.first { $0.name == .duration }?.value)
        let brute = (300...420).min { Self.rms(duration: Double($0), bounce: 0.42) < Self.rms(duration: Double($1), bounce: 0.42) }!
        #expect(duration == Double(brute), "fit \(duration), brute force \(brute)")
    }

    /// A curve Flutter draws from a whole duration is recovered exactly: that duration, its
    /// bounce, the curve to rounding.
    @Test func wholeMillisecondSpringIsRecoveredExactly() throws {
        let spring = try SpringFamily.flutter.spring([.duration: 400, .bounce: 0.2], mass: 1)
        let response = SpringResponse(spring: spring)
        let times = (0...800).map { Double($0) * 0.001 }
        let fit = try CurveFitter(samples: FitSamples(times: times, values: times.map { response.position(at: $0) }),
                                  from: 0, to: 1, family: .flutter).fit()
        let reported = Dictionary(uniqueKeysWithValues: fit.parameters.map { ($0.name, $0.value) })
        #expect(reported[.duration] == 400)
        #expect(abs((reported[.bounce] ?? .nan) - 0.2) <= 1e-9)
        #expect(fit.maxError < 1e-9)
    }

    /// A fixed duration must be whole too: refused (usage) before fitting, naming it.
    @Test func fixedFractionalDurationIsRefused() throws {
        let samples = try FitSamples(times: [0, 0.1, 0.2], values: [0, 0.5, 0.9])
        do {
            _ = try CurveFitter(samples: samples, from: 0, to: 1, family: .flutter, free: [.bounce], fixed: [.duration: 500.5]).fit()
            Issue.record("expected a refusal")
        } catch {
            #expect(!error.isDataError)
            #expect(error.description == "invalid fixed value duration 500.5: must be a whole number of milliseconds (Flutter reads Duration.inMilliseconds, which would truncate 500.5 to 500)",
                    "\(error)")
        }
        let whole = try CurveFitter(samples: try FitSamples(times: Self.curve.times, values: Self.curve.values), from: 0, to: 1,
                                    family: .flutter, free: [.bounce], fixed: [.duration: 363]).fit()
        #expect(whole.parameters.first { $0.name == .duration }?.value == 363)
    }

    /// A target fit written in Flutter's family: the exact answer (settling 0.4 s, overshoot
    /// 5 %) has a period between whole milliseconds; the answer moves it to whichever of the two
    /// around it misses the targets less (both measured here from the exact response), keeps ζ
    /// (so the overshoot is still met), says so, and is reported as not feasible.
    @Test func targetFitWrittenInFlutterTakesTheNearerWholeMillisecond() throws {
        let fitter = TargetFitter(targets: FitTargets(settlingTime: 0.4, overshootPercent: 5))
        let exact = try fitter.fit()
        let period = 2000 * Double.pi / exact.spring.naturalFrequency
        #expect(period != period.rounded())
        let zeta = exact.spring.dampingRatio
        func miss(_ duration: Double) throws -> Double {
            let omega: Double = 2000 * Double.pi / duration
            let spring = try Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
            let response = SpringResponse(spring: spring)
            let settling: Double = try #require(try response.settlingTime(band: .fraction(0.02)))
            let overshoot: Double = try #require(response.overshootPercent)
            let settlingMiss = (settling - 0.4) / 0.4, overshootMiss = (overshoot - 5) / 5
            return settlingMiss * settlingMiss + overshootMiss * overshootMiss
        }
        let below = period.rounded(.down), above = below + 1
        let expected = try miss(below) < miss(above) ? below : above
        let fit = try fitter.fit(in: .flutter)
        let written = try fit.expressed(in: .flutter)
        #expect(written.parameters.first { $0.name == .duration }?.value == expected)
        #expect(abs((written.parameters.first { $0.name == .bounce }?.value ?? .nan) - (1 - zeta)) <= 1e-12)
        #expect(abs((fit.response.overshootPercent ?? .nan) - 5) <= 1e-9 * 5)
        #expect(!fit.feasible)
        #expect(fit.notes.contains { $0.contains("flutter takes duration as a whole number of milliseconds") }, "\(fit.notes)")
        // Families without steps are the exact answer.
        #expect(try fitter.fit(in: .swiftui).spring == exact.spring)
    }

    /// A sweep over Flutter's duration takes whole milliseconds: an axis or a tie that gives a
    /// fraction is refused before any row, naming the first such value and where it comes
    /// from; whole ranges and lists run.
    @Test func sweepsTakeWholeMilliseconds() throws {
        func grid(_ axes: [String], ties: [String] = []) throws(SpringError) -> SweepGrid {
            var parsed: [SweepAxis] = [], constraints: [SweepConstraint] = []
            for axis in axes { parsed.append(try SweepAxis.parse(axis, family: .flutter)) }
            for tie in ties { constraints.append(try SweepConstraint.parse(tie, family: .flutter)) }
            return try SweepGrid(family: .flutter, axes: parsed, constraints: constraints)
        }
        let whole = try grid(["duration=100...1000:10", "bounce=0,0.3"])
        #expect(whole.rowCount == 20 && whole.point(at: 2) == [200, 0])
        #expect(throws: Never.self) { try grid(["duration=250,500.0,1000"]) }
        let logarithmic = try SweepAxis.parse("duration=100...1000:log:5", family: .flutter).value(at: 1)
        for (axes, ties, value) in [(["duration=100...1000:log:5"], [String](), "\(logarithmic) (value 2 of duration=100...1000:log:5)"),
                                    (["duration=500,500.5"], [], "500.5 (value 2 of duration=500,500.5)"),
                                    (["mass=2,3"], ["duration=0.5*mass"], "1.5 (tied by duration=0.5*mass at mass = 3)")] {
            do throws(SpringError) {
                _ = try grid(axes, ties: ties)
                Issue.record("expected a refusal for \(axes) \(ties)")
            } catch {
                #expect(error.parameter == "duration" && error.reason == .belowEngineResolution)
                #expect(error.value == value, "\(error)")
                #expect(error.allowed.hasPrefix("a whole number of milliseconds (Flutter reads Duration.inMilliseconds, which would truncate"))
            }
        }
        // Other families' durations are any number.
        #expect(throws: Never.self) {
            try SweepGrid(family: .swiftui, axes: [try SweepAxis.parse("duration=0.1...1:log:5", family: .swiftui),
                                                   try SweepAxis.parse("bounce=0.3", family: .swiftui)])
        }
    }
}
