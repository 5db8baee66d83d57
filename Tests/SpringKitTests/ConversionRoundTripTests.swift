import Testing
import Foundation
@testable import SpringKit
import SpringTestSupport

/// How closely a value must come back from a round trip.
enum RoundTripTolerance {
    /// |a − b| ≤ tol·max(|a|, |b|).
    case relative(Double)
    /// |a − b| ≤ tol·max(1, |a|, |b|).
    case near(Double)
    /// |a − b| < tol.
    case absolute(Double)
    /// a == b.
    case exact

    func accepts(_ a: Double, _ b: Double) -> Bool {
        switch self {
        case .relative(let tol): return Tolerance.agree(a, b, relative: tol)
        case .near(let tol): return Tolerance.agree(a, b, absolute: tol, relative: tol)
        case .absolute(let tol): return Tolerance.agree(a, b, absolute: tol)
        case .exact: return a == b
        }
    }
}

/// One form's round trip: parameters drawn at random (seeded), to a spring at a random mass,
/// and back; each key must come back within its tolerance.
struct RoundTripCase: Sendable, CustomTestStringConvertible {
    let form: FamilyForm
    let seed: UInt64
    /// The `i`-th parameter set.
    let draw: @Sendable (inout SplitMix64, Int) -> SpringParameters
    /// The tolerance of `key` for the drawn `parameters`.
    let tolerance: @Sendable (_ key: SpringParameter, _ parameters: SpringParameters) -> RoundTripTolerance
    /// Extra parameter sets checked at mass 1 (corners of a closed range).
    var corners: [SpringParameters] = []
    /// The conversion back when not the form's own (which fixes the settling ε at 0.001).
    var back: (@Sendable (Spring, SpringParameters) throws -> SpringParameters)?

    var testDescription: String { form.rawValue }

    func convertBack(_ spring: Spring, drawn: SpringParameters) throws -> SpringParameters {
        if let back { return try back(spring, drawn) }
        return try form.parameters(representing: spring)
    }

    static let all: [RoundTripCase] = [
        RoundTripCase(form: .response, seed: 1, draw: { rng, _ in
            [.response: rng.logUniform(1e-3, 1e3), .dampingRatio: rng.uniform(0, 5)]
        }, tolerance: { key, _ in key == .response ? .relative(1e-13) : .near(1e-13) }),
        // ζ = 1/(1 + b) is large near b = −1; the bounce keeps absolute accuracy.
        RoundTripCase(form: .swiftui, seed: 2, draw: { rng, _ in
            [.duration: rng.logUniform(1e-3, 1e3), .bounce: rng.uniform(-0.999, 1)]
        }, tolerance: { key, _ in key == .duration ? .relative(1e-13) : .absolute(1e-12) }),
        RoundTripCase(form: .android, seed: 3, draw: { rng, _ in
            [.stiffness: rng.logUniform(1e-2, 1e6), .dampingRatio: rng.uniform(0, 5)]
        }, tolerance: { key, _ in key == .stiffness ? .relative(1e-13) : .near(1e-13) }),
        // T = 30 + (k − 194)/3.62 cancels near T = 0: absolute accuracy ~1e-13·194/3.62.
        RoundTripCase(form: .origami, seed: 4, draw: { rng, i in
            let friction = i % 10 == 0 ? 0 : rng.uniform(1e-6, 200)
            return [.tension: rng.uniform(1e-6, 1000), .friction: friction]
        }, tolerance: { _, _ in .near(1e-11) }),
        RoundTripCase(form: .pop, seed: 5, draw: { rng, _ in
            [.bounciness: rng.uniform(0, 20), .speed: rng.uniform(0, 20)]
        }, tolerance: { _, _ in .absolute(1e-9) },
           corners: [[.bounciness: 0, .speed: 0], [.bounciness: 0, .speed: 20],
                     [.bounciness: 20, .speed: 0], [.bounciness: 20, .speed: 20]]),
        // Bounce 0 exactly, the ill-conditioned band near it, and the rest of [0, 0.95].
        // Near bounce 0, ζ's rounding (~1e-16) is a relative error ~1e-16/b in 1 − ζ, and
        // D moves by about half of that relative to u ≈ 10–16: ≤ 1e-9 at b = 1e-8.
        RoundTripCase(form: .motion, seed: 6, draw: { rng, i in
            let bounce: Double
            switch i % 4 {
            case 0: bounce = i % 8 == 0 ? 0 : rng.logUniform(1e-8, 1e-4)
            default: bounce = rng.uniform(1e-4, 0.95)
            }
            return [.duration: rng.uniform(0.01, 10), .bounce: bounce]
        }, tolerance: { key, drawn in
            guard key == .duration else { return .absolute(1e-14) }
            let bounce = drawn[.bounce] ?? 0
            return .relative(bounce > 0 && bounce < 1e-4 ? 1e-8 : 1e-12)
        }),
        RoundTripCase(form: .motionVisual, seed: 7, draw: { rng, _ in
            [.visualDuration: rng.logUniform(1e-3, 1e3), .bounce: rng.uniform(0, 0.95)]
        }, tolerance: { key, _ in key == .visualDuration ? .relative(1e-13) : .absolute(1e-14) }),
        // Any ε in (0, 1): the conversion back is asked for the ε drawn.
        RoundTripCase(form: .settling, seed: 8, draw: { rng, i in
            let epsilon = [0.001, 0.01, 1e-4, 0.05][i % 4]
            let zeta = i % 5 == 0 ? 1 : rng.uniform(1.01 * epsilon, 0.999)
            return [.settlingDuration: rng.logUniform(1e-3, 1e3), .dampingRatio: zeta, .epsilon: epsilon]
        }, tolerance: { key, _ in key == .settlingDuration ? .relative(1e-12) : .absolute(1e-14) },
           back: { spring, drawn in
               try SettlingParameters(representing: spring, epsilon: drawn[.epsilon] ?? SettlingParameters.defaultEpsilon).parameters
           }),
        // Flutter reads whole milliseconds: whole durations from 1 ms to 10⁶ ms (1000 s) come
        // back exactly, the bounce as SwiftUI's does.
        RoundTripCase(form: .flutter, seed: 10, draw: { rng, i in
            let duration = i % 10 == 0 ? Double(1 + i / 10 % 20) : rng.logUniform(1, 1e6).rounded()
            return [.duration: duration, .bounce: rng.uniform(-0.999, 1)]
        }, tolerance: { key, _ in key == .duration ? .exact : .absolute(1e-12) },
           corners: [[.duration: 1, .bounce: 1], [.duration: 1_000_000, .bounce: -0.999]]),
    ]
}

@Suite struct ConversionRoundTripTests {
    static let cases = 2_000

    /// Parameters → spring at a random mass → parameters, for every form whose conversion
    /// is not the identity.
    @Test(arguments: RoundTripCase.all)
    func parametersComeBack(_ roundTrip: RoundTripCase) throws {
        var rng = SplitMix64(seed: roundTrip.seed)
        var checked: [(SpringParameters, mass: Double)] = []
        for i in 0..<Self.cases {
            let drawn = roundTrip.draw(&rng, i)
            checked.append((drawn, rng.logUniform(1e-3, 1e3)))
        }
        checked += roundTrip.corners.map { ($0, 1) }
        for (drawn, mass) in checked {
            let back = try roundTrip.convertBack(try roundTrip.form.spring(drawn, mass: mass), drawn: drawn)
            for key in roundTrip.form.keys {
                let given = try #require(drawn[key]), returned = try #require(back[key])
                #expect(roundTrip.tolerance(key, drawn).accepts(returned, given),
                        "\(roundTrip.form) \(key): \(given) came back as \(returned) (\(drawn) at m \(mass))")
            }
        }
    }

    /// Any spring → every form that can express it → back to the same spring at its mass.
    @Test func everyRepresentationRebuildsTheSpring() throws {
        var rng = SplitMix64(seed: 9)
        var counts: [FamilyForm: Int] = [:]
        for i in 0..<Self.cases {
            let mass = rng.logUniform(1e-3, 1e3)
            var k = rng.logUniform(1e-2, 1e5) * mass
            let zeta = rng.uniform(0, 2.5)
            if i % 4 == 0 {
                // One spring in four with a whole-millisecond period, k = 4π²·m/T², as Flutter's
                // withDurationAndBounce builds it: no other period has a `flutter` form.
                let seconds = Swift.max((2000 * Double.pi / (k / mass).squareRoot()).rounded(), 1) / 1000
                k = 4 * Double.pi * Double.pi * mass / (seconds * seconds)
            }
            let spring = try Spring(mass: mass, stiffness: k, damping: 2 * zeta * (k * mass).squareRoot())
            let c = SpringConversions(spring)
            for form in FamilyForm.allCases {
                guard let values = c[form] else { continue }
                let again = try form.spring(values, mass: mass)
                counts[form, default: 0] += 1
                #expect(again.mass == spring.mass, "\(form)")
                #expect(Tolerance.agree(again.stiffness, spring.stiffness, relative: 1e-11), "\(form): \(again) vs \(spring)")
                // Damping relative to the critical damping, so that c ≈ 0 is not over-judged.
                let critical = 2 * (spring.stiffness * spring.mass).squareRoot()
                #expect(abs(again.damping - spring.damping) <= 1e-11 * max(critical, spring.damping),
                        "\(form): \(again) vs \(spring)")
            }
        }
        // The draw must actually exercise the partial forms.
        for form in [FamilyForm.motion, .motionVisual, .settling, .pop, .origami, .flutter, .anime, .svelte, .elastic,
                     .reanimated, .reanimated3] {
            #expect(counts[form, default: 0] > 50, "\(form) only \(counts[form, default: 0]) times")
        }
    }
}
