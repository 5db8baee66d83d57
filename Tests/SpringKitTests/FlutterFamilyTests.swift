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
        let back = try FlutterParameters(representing: Spring(mass: 1, stiffness: 157.91, damping: 17.59))
        #expect(back.duration.rounded() == 500)
        #expect(abs(back.bounce - 0.3) <= 0.001)
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
        // And back, to 1e-12.
        let values = try FlutterParameters(representing: spring)
        #expect(Tolerance.agree(values.duration, c.duration, relative: 1e-12), "\(c.source): \(values.duration)")
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
        for c in FlutterReference.getters {
            let spring = try Spring(mass: c.mass, stiffness: c.stiffness, damping: c.damping)
            if c.duration < 1 {
                #expect(throws: NotRepresentable.self, "\(c.source)") { try FlutterParameters(representing: spring) }
                continue
            }
            let back = try FlutterParameters(representing: spring)
            #expect(Tolerance.agree(back.duration, c.duration, relative: 1e-15), "\(c.source): \(back.duration)")
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
    /// (periods 6 ms to 63 s), ζ 0…3, and the duration form near its 1 ms limit.
    @Test func everyFormRoundTripsToOneInATrillion() throws {
        var rng = SplitMix64(seed: 24)
        for _ in 0..<2000 {
            let mass = rng.logUniform(1e-3, 1e3)
            let k = rng.logUniform(1e-2, 1e6) * mass
            let zeta = rng.uniform(0, 3)
            let spring = try Spring(mass: mass, stiffness: k, damping: 2 * zeta * (k * mass).squareRoot())
            let critical = 2 * (k * mass).squareRoot()
            for form in SpringFamily.flutter.forms {
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
