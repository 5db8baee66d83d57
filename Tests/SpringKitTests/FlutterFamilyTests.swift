import Foundation
import Testing
@testable import SpringKit
import SpringTestSupport

/// The `flutter` family: Flutter's `SpringDescription` constructors (`mass:stiffness:damping:`,
/// `withDampingRatio`, `withDurationAndBounce` with its duration in milliseconds), against
/// Flutter's published test values and 60-digit values of its formulas
/// (Reference/make_flutter_reference.py; Dart is not installable here).
@Suite struct FlutterFamilyTests {
    /// Flutter's own test (spring_simulation_test.dart): `withDurationAndBounce(bounce: 0.3)` is
    /// mass 1, stiffness 157.91, damping 17.59, and bounce −0.3 is damping 35.90, each to 0.01;
    /// `SpringDescription(1, 157.91, 17.59)` has duration 500 ms and bounce 0.3 (to 0.001).
    @Test func flutterPublishedTestValues() throws {
        let bouncy = try SpringFamily.flutter.spring([.bounce: 0.3], mass: 1)
        #expect(bouncy.mass == 1)
        #expect(abs(bouncy.stiffness - 157.91) <= 0.01 && abs(bouncy.damping - 17.59) <= 0.01)
        let overdamped = try SpringFamily.flutter.spring([.bounce: -0.3], mass: 1)
        #expect(abs(overdamped.stiffness - 157.91) <= 0.01 && abs(overdamped.damping - 35.90) <= 0.01)
        // Its period is 500.0058 ms, which Flutter's `duration` getter rounds to 500: not a whole
        // number of milliseconds, so the duration form names that nearest one and its bounce.
        let published = try Spring(mass: 1, stiffness: 157.91, damping: 17.59)
        #expect(throws: NotRepresentable.self) { try FlutterParameters(representing: published) }
        let reason = try #require(SpringConversions(published).notRepresentable[.flutter]).reason
        #expect(reason == "period 500.01 ms is not whole: nearest 500, bounce 0.3001; withDampingRatio is exact", "\(reason)")
        // The defaults (500 ms, bounce 0) are the critically damped spring of period 0.5 s.
        let defaults = try SpringFamily.flutter.spring([:], mass: 1)
        #expect(defaults.dampingRatio == 1)
        #expect(Tolerance.agree(defaults.naturalFrequency, 4 * Double.pi, relative: 1e-15))
    }

    /// `withDurationAndBounce` at 60 digits: stiffness and damping to 1e-15 relative (the
    /// damping relative to the critical damping, so an undamped spring is judged fairly).
    @Test(arguments: FlutterReference.durationAndBounce.indices)
    func durationAndBounceMatchesSixtyDigits(_ index: Int) throws {
        let c = FlutterReference.durationAndBounce[index]
        let spring = try SpringFamily.flutter.spring([.duration: c.duration, .bounce: c.bounce], mass: c.mass)
        #expect(spring.mass == c.mass, "\(c.source)")
        #expect(Tolerance.agree(spring.stiffness, c.stiffness, relative: 1e-15), "\(c.source): \(spring.stiffness)")
        let critical = 2 * (c.mass * c.stiffness).squareRoot()
        #expect(abs(spring.damping - c.damping) <= 1e-15 * max(critical, c.damping), "\(c.source): \(spring.damping)")
        // And back: the same whole number of milliseconds, the bounce to 1e-12.
        let values = try FlutterParameters(representing: spring)
        #expect(values.duration == c.duration, "\(c.source): \(values.duration)")
        #expect(abs(values.bounce - c.bounce) <= 1e-12, "\(c.source): \(values.bounce)")
    }

    /// `withDampingRatio` and the getters at 60 digits.
    @Test func dampingRatioAndGettersMatchSixtyDigits() throws {
        for c in FlutterReference.dampingRatio {
            let spring = try SpringFamily.flutter.spring([.stiffness: c.stiffness, .dampingRatio: c.ratio], mass: c.mass)
            #expect(spring.mass == c.mass && spring.stiffness == c.stiffness, "\(c.source)")
            #expect(Tolerance.agree(spring.damping, c.damping, absolute: 1e-15 * max(1, c.damping)), "\(c.source): \(spring.damping)")
            let back = try FlutterDampingRatioParameters(representing: spring)
            #expect(back.mass == c.mass && back.stiffness == c.stiffness, "\(c.source)")
            #expect(abs(back.dampingRatio - c.ratio) <= 1e-15 * max(1, c.ratio), "\(c.source): \(back.dampingRatio)")
        }
        // The ratio defaults to 1, as in Flutter: fling's spring is withDampingRatio(mass: 1, stiffness: 500).
        let fling = try SpringFamily.flutter.spring([.stiffness: 500], mass: 1)
        #expect(Tolerance.agree(fling.damping, FlutterReference.dampingRatio[0].damping, relative: 1e-15))
        // The getters: a whole period (to 1e-12) is that many milliseconds; any other is not
        // representable, and the reason names Flutter's own rounded `duration` and the bounce.
        for c in FlutterReference.getters {
            let spring = try Spring(mass: c.mass, stiffness: c.stiffness, damping: c.damping)
            if c.duration < 1 {
                #expect(throws: NotRepresentable.self, "\(c.source)") { try FlutterParameters(representing: spring) }
                continue
            }
            guard abs(c.duration - c.rounded) <= 1e-12 * c.rounded else {
                #expect(throws: NotRepresentable.self, "\(c.source)") { try FlutterParameters(representing: spring) }
                let reason = SpringConversions(spring).notRepresentable[.flutter]?.reason ?? ""
                let bounce = String(format: "%.4g", c.bounce)
                #expect(reason.contains("nearest \(Int(c.rounded)), bounce \(bounce); withDampingRatio is exact"),
                        "\(c.source): \(reason)")
                continue
            }
            let back = try FlutterParameters(representing: spring)
            #expect(back.duration == c.rounded, "\(c.source): \(back.duration)")
            #expect(abs(back.bounce - c.bounce) <= 1e-15, "\(c.source): \(back.bounce)")
        }
    }

    /// The physical constructor is the spring itself, and the mass is a real parameter of the
    /// physical and ratio forms but keeps the duration form's motion.
    @Test func constructorsAndMass() throws {
        let physical = try SpringFamily.flutter.spring([.stiffness: 300, .damping: 15], mass: 2)
        #expect(physical == (try Spring(mass: 2, stiffness: 300, damping: 15)))
        let timed = try SpringFamily.flutter.spring([.duration: 400, .bounce: 0.2], mass: 3)
        let unit = try SpringFamily.flutter.spring([.duration: 400, .bounce: 0.2], mass: 1)
        #expect(timed.mass == 3)
        #expect(Tolerance.agree(timed.naturalFrequency, unit.naturalFrequency, relative: 1e-15))
        #expect(Tolerance.agree(timed.dampingRatio, unit.dampingRatio, relative: 1e-15))
        // The same spring as SwiftUI's duration:bounce with the duration in seconds.
        let swiftui = try SpringFamily.swiftui.spring([.duration: 0.4, .bounce: 0.2], mass: 1)
        #expect(Tolerance.agree(unit.stiffness, swiftui.stiffness, relative: 1e-14))
        #expect(Tolerance.agree(unit.damping, swiftui.damping, relative: 1e-14))
    }

    /// Every form converts both ways to 1e-12: seeded springs over mass 1e-3…1e3, k/m 1e-2…1e6
    /// (periods 6 ms to 63 s), ζ 0…3, and the duration form near its 1 ms limit. The duration
    /// form writes only whole milliseconds: each drawn spring has none (its period is not
    /// whole), and the spring of the same ζ at the nearest whole period round-trips exactly.
    @Test func everyFormRoundTripsToOneInATrillion() throws {
        var rng = SplitMix64(seed: 24)
        for _ in 0..<2000 {
            let mass = rng.logUniform(1e-3, 1e3)
            let k = rng.logUniform(1e-2, 1e6) * mass
            let zeta = rng.uniform(0, 3)
            let spring = try Spring(mass: mass, stiffness: k, damping: 2 * zeta * (k * mass).squareRoot())
            let critical = 2 * (k * mass).squareRoot()
            for form in SpringFamily.flutter.forms where form != .flutter {
                let values = try form.parameters(representing: spring)
                let again = try form.spring(values, mass: mass)
                #expect(again.mass == mass, "\(form)")
                #expect(Tolerance.agree(again.stiffness, k, relative: 1e-12), "\(form): \(again) vs \(spring)")
                #expect(abs(again.damping - spring.damping) <= 1e-12 * max(critical, spring.damping), "\(form): \(again) vs \(spring)")
                // And the values back from the rebuilt spring.
                let twice = try form.parameters(representing: again)
                for key in form.keys {
                    let a = try #require(values[key]), b = try #require(twice[key])
                    #expect(abs(a - b) <= 1e-12 * max(1, abs(a)), "\(form) \(key): \(a) vs \(b)")
                }
            }
            #expect(throws: NotRepresentable.self) { try FamilyForm.flutter.parameters(representing: spring) }
            let whole = (2000 * Double.pi / (k / mass).squareRoot()).rounded()
            let bounce = zeta < 1 ? 1 - zeta : 1 / zeta - 1
            let timed = try FamilyForm.flutter.spring([.duration: whole, .bounce: bounce], mass: mass)
            let back = try FlutterParameters(representing: timed)
            #expect(back.duration == whole)
            #expect(abs(back.bounce - bounce) <= 1e-12, "\(back.bounce) vs \(bounce)")
        }
        // 1 ms is the shortest duration: representable at 1 ms, refused just under it.
        let shortest = try SpringFamily.flutter.spring([.duration: 1, .bounce: 0], mass: 1)
        #expect(try FlutterParameters(representing: shortest).duration == 1)
        let shorter = try Spring(mass: 1, stiffness: shortest.stiffness * 1.01, damping: 0)
        #expect(throws: NotRepresentable.self) { try FlutterParameters(representing: shorter) }
        let reasons = SpringConversions(shorter).notRepresentable
        #expect(reasons[.flutter]?.reason.contains("at least 1 ms") == true)
        #expect(reasons[.flutterRatio] == nil)
    }

    /// Every whole duration from 1 to 10⁶ ms comes back from its spring as exactly that number
    /// at mass 1, and at masses 1e-3 and 1e3 (every 7th): the unrounded period deviates from it
    /// by at most 4 ulps (measured 4.4e-16 relative), which the inverse's tolerance
    /// (``FlutterParameters/wholeDurationTolerance``, 1e-12) absorbs more than a thousand times
    /// over while staying a nanosecond at 10⁶ ms. Just outside the tolerance a period is not
    /// whole; just inside it is.
    @Test func everyWholeDurationComesBackWhole() throws {
        var largest = 0.0, largestUlps = 0.0
        for mass in [1.0, 1e-3, 1e3] {
            for whole in stride(from: 1, through: 1_000_000, by: mass == 1 ? 1 : 7) {
                let duration = Double(whole)
                let spring = try FlutterParameters(duration: duration, bounce: 0.3).spring(mass: mass)
                let period = FlutterParameters.continuousValues(naturalFrequency: spring.naturalFrequency, dampingRatio: 0).duration
                largest = max(largest, abs(period - duration) / duration)
                largestUlps = max(largestUlps, abs(period - duration) / duration.ulp)
                let back = try FlutterParameters(representing: spring)
                guard back.duration == duration else {
                    Issue.record("\(whole) ms at mass \(mass) came back as \(back.duration)")
                    return
                }
            }
        }
        #expect(largestUlps <= 4 && largest <= 4.5e-16, "largest deviation \(largestUlps) ulps, \(largest) relative")
        #expect(FlutterParameters.wholeDurationTolerance >= 1000 * largest)
        for (offset, representable) in [(0.5e-12, true), (-0.5e-12, true), (2e-12, false), (-2e-12, false)] {
            let spring = try FlutterParameters(duration: 628 * (1 + offset), bounce: 0.5).continuousSpring()
            #expect(((try? FlutterParameters(representing: spring)) != nil) == representable, "628·(1 + \(offset))")
            if representable { #expect(try FlutterParameters(representing: spring).duration == 628) }
        }
    }

    /// Flutter reads a `Duration` through `inMilliseconds`, truncating: a fractional duration
    /// would be another spring there, so it is refused as a data error naming the value, what
    /// is allowed and what Flutter would read; whole ones are the spring as before (`500.0` is
    /// 500), and the physical forms take any number.
    @Test func fractionalDurationsAreRefused() throws {
        for (duration, read) in [(500.7, "500"), (1.5, "1"), (999.999, "999"), (12345.5, "12345")] {
            let error = conversionError { () throws(SpringError) in
                try SpringFamily.flutter.spring([.duration: duration, .bounce: 0.3], mass: 1)
            }
            #expect(error?.parameter == "duration")
            #expect(error?.reason == .belowEngineResolution)
            #expect(error?.description == "invalid duration \(duration): must be a whole number of milliseconds (Flutter reads Duration.inMilliseconds, which would truncate \(duration) to \(read))",
                    "\(String(describing: error))")
            #expect(throws: SpringError.self) { try FlutterParameters(duration: duration).spring() }
            // The formula between whole milliseconds is the same formula, for fits.
            let between = try FlutterParameters(duration: duration, bounce: 0.3).continuousSpring()
            #expect(Tolerance.agree(2000 * Double.pi / between.naturalFrequency, duration, relative: 1e-15))
        }
        // Under 1 ms is out of range, as before (a usage error).
        let short = conversionError { () throws(SpringError) in try SpringFamily.flutter.spring([.duration: 0.5], mass: 1) }
        #expect(short?.reason == .invalidValue && short?.parameter == "duration")
        let whole = try SpringFamily.flutter.spring([.duration: 500.0, .bounce: 0.3], mass: 2)
        #expect(whole == (try FlutterParameters(duration: 500, bounce: 0.3).spring(mass: 2)))
        #expect(try SpringFamily.flutter.spring([.stiffness: 157.5, .damping: 17.25], mass: 1).stiffness == 157.5)
        #expect(SpringFamily.flutter.parameter(.duration)?.step == FlutterParameters.durationStep)
        #expect(SpringFamily.allCases.flatMap(\.parameters).filter { $0.step != nil }.map(\.key) == [.duration])
    }

    /// What Flutter refuses (its assert on the duration) and what SpringTune cannot model
    /// (negative or infinite damping) is refused naming the key; keys of two constructors are
    /// refused naming the one that cannot join the other.
    @Test(arguments: [
        ([SpringParameter.duration: 0.0], "duration"), ([.duration: 0.999], "duration"), ([.duration: -500], "duration"),
        ([.bounce: 1.0.nextUp], "bounce"), ([.bounce: -1], "bounce"), ([.bounce: -2], "bounce"),
        ([.stiffness: 100, .dampingRatio: -0.1], "dampingRatio"), ([.stiffness: 0, .damping: 1], "stiffness"),
        ([.stiffness: 100, .damping: -1], "damping"), ([.damping: 10], "stiffness"),
        ([.stiffness: 100, .damping: 10, .dampingRatio: 0.5], "dampingRatio"),
        ([.duration: 500, .stiffness: 100], "duration"), ([.stiffness: 100, .bounce: 0.2], "bounce"),
    ] as [(SpringParameters, String)])
    func refusalsNameTheKey(_ values: SpringParameters, _ key: String) {
        let error = conversionError { () throws(SpringError) in try SpringFamily.flutter.spring(values, mass: 1) }
        #expect(error?.parameter == key, "\(values): \(String(describing: error))")
    }

    /// The combination check a fit runs before fitting (``SpringFamilyParameterization/combinationError(of:)``).
    @Test func combinationsOfOneConstructorOnly() {
        let type = SpringFamily.flutter.parameterization
        for keys: Set<SpringParameter> in [[], [.duration], [.duration, .bounce], [.stiffness, .damping],
                                            [.stiffness, .dampingRatio], [.dampingRatio], [.bounce]] {
            #expect(type.combinationError(of: keys) == nil, "\(keys)")
        }
        #expect(type.combinationError(of: [.damping, .dampingRatio])?.parameter == "dampingRatio")
        #expect(type.combinationError(of: [.stiffness, .duration])?.parameter == "duration")
        #expect(SpringFamily.motion.parameterization.combinationError(of: [.duration, .visualDuration]) == nil)
    }
}
