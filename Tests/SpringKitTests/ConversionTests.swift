import Testing
import Foundation
@testable import SpringKit

// Reference values below marked "mpmath" were computed with mpmath 1.3.0 at 40 digits
// (python3: u = ln(ζ/(ε√(1−ζ²)))/ζ with ζ = 1 − b formed from the double b, and the critical
// root as −1 − W₋₁(−ε/e) via mp.lambertw), independently of SpringKit's code.

/// The error a conversion throws, or nil.
func conversionError(_ body: () throws(SpringError) -> Spring) -> SpringError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

/// `x` rounded to `digits` decimals, as documentation prints it.
func printed(_ x: Double, _ digits: Int) -> Double {
    let scale = pow(10, Double(digits))
    return (x * scale).rounded() / scale
}

/// The root of a monotone `f` in [lo, hi] by plain bisection (independent of SpringKit's solver).
func bisect(_ f: (Double) -> Double, _ lo: Double, _ hi: Double) -> Double {
    var lo = lo, hi = hi
    let increasing = f(lo) < 0
    for _ in 0..<2000 {
        let mid = 0.5 * (lo + hi)
        if mid <= lo || mid >= hi { break }
        if (f(mid) < 0) == increasing { lo = mid } else { hi = mid }
    }
    return 0.5 * (lo + hi)
}

/// `u = ω0·D` for the envelope equation, by bisection on the equation as written.
func envelopeRootByBisection(zeta: Double, epsilon: Double) -> Double {
    if zeta >= 1 {
        return bisect({ u in exp(-u) * (1 + u) - epsilon }, 0, 200)
    }
    let s = ((1 - zeta) * (1 + zeta)).squareRoot()
    return bisect({ u in zeta / s * exp(-zeta * u) - epsilon }, 0, 1e5)
}

@Suite struct SwiftUIConversionTests {
    @Test func durationBounceExampleFromApplesDocumentation() throws {
        // Spring(duration: 0.5, bounce: 0.3) → (1.0, 157.9, 17.6)
        let spring = try SpringFamily.swiftui.spring([.duration: 0.5, .bounce: 0.3], mass: 1)
        #expect(spring.mass == 1)
        #expect(printed(spring.stiffness, 1) == 157.9)
        #expect(printed(spring.damping, 1) == 17.6)
    }

    @Test func physicalExampleFromApplesDocumentation() throws {
        // Spring(mass: 1, stiffness: 100, damping: 10) → (0.63, 0.5)
        let swiftui = try #require(SpringConversions(try Spring(mass: 1, stiffness: 100, damping: 10)).swiftui)
        #expect(printed(swiftui.duration, 2) == 0.63)
        #expect(printed(swiftui.bounce, 2) == 0.5)
    }

    @Test(arguments: [(0.0, 1.0), (0.15, 0.85), (0.3, 0.7)])
    func presetsSmoothSnappyBouncy(bounce: Double, zeta: Double) throws {
        let spring = try SwiftUIParameters(duration: 0.5, bounce: bounce).spring()
        #expect(abs(spring.dampingRatio - zeta) < 1e-14)
        #expect(abs(spring.naturalFrequency - 4 * Double.pi) < 1e-13)
        let back = try SwiftUIParameters(representing: spring)
        #expect(abs(back.duration - 0.5) < 1e-14)
        #expect(abs(back.bounce - bounce) < 1e-14)
    }

    @Test func negativeBounceIsOverdamped() throws {
        let spring = try SwiftUIParameters(duration: 1, bounce: -0.5).spring()
        #expect(abs(spring.dampingRatio - 2) < 1e-14)
        #expect(abs(try SwiftUIParameters(representing: spring).bounce + 0.5) < 1e-14)
    }

    @Test func animationSpringDefaultIsResponseHalfDampingPoint825() throws {
        let spring = try SpringFamily.response.spring([.response: 0.5, .dampingRatio: 0.825], mass: 1)
        let omega = 4 * Double.pi
        #expect(abs(spring.stiffness - omega * omega) < 1e-12)
        #expect(abs(spring.damping - 2 * 0.825 * omega) < 1e-13)
    }

    @Test func massKeepsTheMotion() throws {
        let one = try SwiftUIParameters(duration: 0.5, bounce: 0.3).spring(mass: 1)
        let three = try SwiftUIParameters(duration: 0.5, bounce: 0.3).spring(mass: 3)
        #expect(abs(three.stiffness - 3 * one.stiffness) < 1e-12 * three.stiffness)
        #expect(abs(three.damping - 3 * one.damping) < 1e-12 * three.damping)
        let back = try #require(SpringConversions(three).swiftui)
        #expect(abs(back.duration - 0.5) < 1e-14 && abs(back.bounce - 0.3) < 1e-14)
        let android = try #require(SpringConversions(three).android)
        #expect(abs(android.stiffness - one.stiffness) < 1e-12 * one.stiffness)
    }
}

@Suite struct POPAndOrigamiConversionTests {
    @Test func popDefaultFourTwelve() throws {
        let spring = try SpringFamily.pop.spring([.bounciness: 4, .speed: 12], mass: 1)
        #expect(abs(spring.stiffness - 342.1006) < 1e-4)
        #expect(abs(spring.damping - 30.4870) < 1e-4)
    }

    @Test func popRoundTripBouncinessTwelveSpeedFive() throws {
        let spring = try POPParameters(bounciness: 12, speed: 5).spring()
        let back = try POPParameters(representing: spring)
        #expect(abs(back.bounciness - 12) < 1e-4)
        #expect(abs(back.speed - 5) < 1e-4)
        // Exact in closed form, so far tighter than POP's own test:
        #expect(abs(back.bounciness - 12) < 1e-10 && abs(back.speed - 5) < 1e-10)
    }

    @Test func popRoundTripTension240Friction25() throws {
        let spring = try Spring(mass: 1, stiffness: 240, damping: 25)
        let pop = try POPParameters(representing: spring)
        let again = try pop.spring()
        #expect(abs(again.stiffness - 240) < 1e-4)
        #expect(abs(again.damping - 25) < 1e-4)
        #expect(abs(again.stiffness - 240) < 1e-10 && abs(again.damping - 25) < 1e-10)
    }

    @Test func popUsesOrigamisLinesAndTheNoBounceCubic() throws {
        // Bounciness 0 is the no-bounce friction itself; check against the formula written out.
        let speed = 7.0
        let t = 0.5 + speed / 1.7 / 20 * 199.5   // 41.54…, the middle cubic piece
        let noBounce = 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2
        let spring = try POPParameters(bounciness: 0, speed: speed).spring()
        #expect(abs(spring.stiffness - ((t - 30) * 3.62 + 194)) < 1e-12)
        #expect(abs(spring.damping - ((noBounce - 8) * 3 + 25)) < 1e-12)
    }

    @Test func origamiReboundDefault() throws {
        let spring = try SpringFamily.origami.spring([.tension: 40, .friction: 7], mass: 1)
        #expect(abs(spring.stiffness - 230.2) < 1e-12)
        #expect(abs(spring.damping - 22) < 1e-12)
        let back = try OrigamiParameters(representing: spring)
        #expect(abs(back.tension - 40) < 1e-12 && abs(back.friction - 7) < 1e-12)
    }

    @Test func origamiFrictionZeroIsUndamped() throws {
        let spring = try OrigamiParameters(tension: 40, friction: 0).spring()
        #expect(spring.damping == 0)
        #expect(try OrigamiParameters(representing: spring).friction == 0)
    }
}

@Suite struct AndroidConversionTests {
    @Test func springForceConstants() {
        #expect(AndroidParameters.stiffnessHigh == 10_000)
        #expect(AndroidParameters.stiffnessMedium == 1_500)
        #expect(AndroidParameters.stiffnessLow == 200)
        #expect(AndroidParameters.stiffnessVeryLow == 50)
        #expect(AndroidParameters.stiffnessMediumLow == 400)
        #expect(AndroidParameters.dampingRatioHighBouncy == 0.2)
        #expect(AndroidParameters.dampingRatioMediumBouncy == 0.5)
        #expect(AndroidParameters.dampingRatioLowBouncy == 0.75)
        #expect(AndroidParameters.dampingRatioNoBouncy == 1)
    }

    @Test func composeDefaultAndSpringForceDefault() throws {
        let compose = try SpringFamily.android.spring([.stiffness: 1500, .dampingRatio: 1], mass: 1)
        #expect(compose.stiffness == 1500)
        #expect(abs(compose.damping - 2 * 1500.0.squareRoot()) < 1e-12)
        #expect(abs(compose.dampingRatio - 1) < 1e-15)
        let springForce = try AndroidParameters(stiffness: AndroidParameters.stiffnessMedium,
                                                dampingRatio: AndroidParameters.dampingRatioMediumBouncy).spring(mass: 2)
        #expect(springForce.stiffness == 3000)
        #expect(abs(springForce.damping - 2 * 1500.0.squareRoot()) < 1e-12)
    }
}

@Suite struct MotionConversionTests {
    /// (bounce, u = ω0·D) from mpmath, see the note at the top of the file.
    static let mpmathRoots: [(Double, Double)] = [
        (0, 9.2334134764515857304),
        (1e-6, 13.468949686633551),
        (1e-4, 11.167393609675911),
        (0.01, 8.9456795118732129),
        (0.15, 8.6896512028025718),
        (0.3, 9.8396465881075534),
        (0.5, 12.716898269296164),
        (0.95, 78.265491410744055),
    ]

    @Test func durationBasedRootMatchesMpmath() throws {
        for (bounce, u) in Self.mpmathRoots {
            let scaled = MotionParameters.scaledDuration(bounce: bounce)
            #expect(abs(scaled - u) < 4e-15 * u, "bounce \(bounce): \(scaled) vs \(u)")
            let duration = 0.8
            let spring = try SpringFamily.motion.spring([.duration: duration, .bounce: bounce], mass: 1)
            #expect(abs(spring.naturalFrequency - u / duration) < 1e-14 * u / duration)
            #expect(abs(spring.dampingRatio - (1 - bounce)) < 1e-14)
        }
    }

    @Test func durationBasedRootMatchesAnIndependentBisection() {
        for bounce in stride(from: 0.0, through: 0.95, by: 0.05) {
            let zeta = max(1 - bounce, 0.05)
            let expected = envelopeRootByBisection(zeta: zeta, epsilon: 0.001)
            let actual = MotionParameters.scaledDuration(bounce: bounce)
            #expect(abs(actual - expected) < 1e-13 * expected, "bounce \(bounce)")
        }
    }

    @Test func motionsOwnDampingClampIsApplied() throws {
        // Part of Motion's definition: ζ = clamp(1 − b, 0.05, 1).
        let critical = try MotionParameters(duration: 1, bounce: -0.5).spring()
        #expect(abs(critical.dampingRatio - 1) < 1e-15)
        #expect(abs(critical.naturalFrequency - 9.2334134764515857304) < 1e-13)
        let light = try MotionParameters(duration: 1, bounce: 0.99).spring()
        #expect(abs(light.dampingRatio - 0.05) < 1e-15)
        let visual = try MotionVisualParameters(visualDuration: 0.3, bounce: 2).spring()
        #expect(abs(visual.dampingRatio - 0.05) < 1e-15)
    }

    @Test func visualDurationMapping() throws {
        let spring = try SpringFamily.motion.spring([.visualDuration: 0.3, .bounce: 0.3], mass: 1)
        let omega = 2 * Double.pi / (1.2 * 0.3)
        #expect(abs(spring.naturalFrequency - omega) < 1e-13 * omega)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-15)
        let back = try #require(SpringConversions(spring).motionVisual)
        #expect(abs(back.visualDuration - 0.3) < 1e-15 && abs(back.bounce - 0.3) < 1e-15)
    }

    /// The motion family reads its keys as Motion reads its options (`getSpringOptions`):
    /// a visual duration with a duration has bounce 0 (ζ = 1) and the duration is ignored; a
    /// bounce alone is Motion's 800 ms default duration.
    @Test func motionFamilyReadsKeysAsMotionDoes() throws {
        let both = try SpringFamily.motion.spring([.duration: 0.8, .visualDuration: 0.3], mass: 1)
        #expect(both == (try MotionVisualParameters(visualDuration: 0.3, bounce: 0).spring()))
        let bounceOnly = try SpringFamily.motion.spring([.bounce: 0.3], mass: 1)
        #expect(bounceOnly == (try MotionParameters(duration: 0.8, bounce: 0.3).spring()))
        let bad = conversionError { () throws(SpringError) in
            try SpringFamily.motion.spring([.visualDuration: -1], mass: 1)
        }
        #expect(bad?.parameter == "visualDuration")
    }
}

@Suite struct SettlingConversionTests {
    @Test(arguments: [
        // (ζ, ε, u) from mpmath.
        (1.0, 0.001, 9.2334134764515857304),
        (1.0, 0.01, 6.6383520679938122694),
        (1.0, 0.0001, 11.75637122249541943),
        (0.5, 0.001, 12.716898269296164413),
        (0.825, 0.001, 8.8316097519354728126),
        (0.7, 0.02, 5.5600290544589949684),
    ])
    func settlingRootMatchesMpmath(zeta: Double, epsilon: Double, u: Double) throws {
        let duration = 1.7
        let spring = try SpringFamily.settling.spring(
            [.settlingDuration: duration, .dampingRatio: zeta, .epsilon: epsilon], mass: 1)
        #expect(abs(spring.naturalFrequency - u / duration) < 4e-15 * u / duration)
        #expect(abs(u - envelopeRootByBisection(zeta: zeta, epsilon: epsilon)) < 1e-13 * u)
        let back = try SettlingParameters(representing: spring, epsilon: epsilon)
        #expect(abs(back.settlingDuration - duration) < 1e-13)
        #expect(abs(back.dampingRatio - zeta) < 1e-14)
    }

    @Test func epsilonDefaultsToOneThousandth() throws {
        let a = try SpringFamily.settling.spring([.settlingDuration: 1, .dampingRatio: 0.5], mass: 1)
        let b = try SettlingParameters(settlingDuration: 1, dampingRatio: 0.5, epsilon: 0.001).spring()
        #expect(a == b)
    }
}

@Suite struct NotRepresentableConversionTests {
    @Test func undampedSpring() throws {
        let conversions = SpringConversions(try Spring(mass: 1, stiffness: 100, damping: 0))
        #expect(conversions.settling == nil)
        #expect(conversions.notRepresentable[.settling]?.reason == "undamped: no settling duration")
        #expect(conversions.motion == nil && conversions.motionVisual == nil)
        #expect(conversions.notRepresentable[.motion]?.reason.contains("[0.05, 1]") == true)
        #expect(conversions.swiftui?.bounce == 1)
        #expect(conversions.origami?.friction == 0)
    }

    @Test func overdampedSpringIsOutsideMotion() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 32)   // ζ = 1.6
        let conversions = SpringConversions(spring)
        #expect(conversions.motion == nil)
        #expect(conversions.notRepresentable[.motion]?.reason == "Motion clamps ζ to [0.05, 1]; this spring has ζ = 1.6")
        #expect(conversions.notRepresentable[.motionVisual]?.reason == "Motion clamps ζ to [0.05, 1]; this spring has ζ = 1.6")
        #expect(conversions.notRepresentable[.settling]?.reason.contains("overdamped") == true)
        #expect(abs((conversions.swiftui?.bounce ?? 0) - (1 / 1.6 - 1)) < 1e-15)
    }

    @Test func stiffSpringIsOutsidePOPAndMotionDuration() throws {
        // k = 10000 needs POP speed ≈ 47 (> 20).
        let conversions = SpringConversions(try Spring(mass: 1, stiffness: 10_000, damping: 100))
        #expect(conversions.pop == nil)
        let reason = try #require(conversions.notRepresentable[.pop]?.reason)
        #expect(reason.hasPrefix("speed ") && reason.hasSuffix("is outside POP's range [0, 20]"))
        // A very slow spring needs a Motion duration above 10 s.
        let slow = SpringConversions(try Spring(mass: 1, stiffness: 0.01, damping: 0.1))
        #expect(slow.motion == nil)
        #expect(slow.notRepresentable[.motion]?.reason.hasPrefix("Motion clamps duration to [0.01, 10] s") == true)
        #expect(slow.motionVisual != nil)
    }

    @Test func lightlyDampedSpringIsAboveBounciness20() throws {
        // Speed 12 (k = 342.1) with ζ = 0.05 needs bounciness ≈ 36.
        let conversions = SpringConversions(try Spring(mass: 1, stiffness: 342.1, damping: 0.1 * 342.1.squareRoot()))
        #expect(conversions.pop == nil)
        let reason = try #require(conversions.notRepresentable[.pop]?.reason)
        #expect(reason.contains("bounciness") && reason.contains("[0, 20]"), "\(reason)")
    }

    @Test func softSpringIsBelowOrigamisRange() throws {
        let conversions = SpringConversions(try Spring(mass: 1, stiffness: 50, damping: 5))
        #expect(conversions.origami == nil)
        #expect(conversions.notRepresentable[.origami]?.reason.contains("tension") == true)
        let lightDamping = SpringConversions(try Spring(mass: 1, stiffness: 300, damping: 0.5))
        #expect(lightDamping.origami == nil)
        #expect(lightDamping.notRepresentable[.origami]?.reason.contains("friction") == true)
    }

    @Test func reasonsAreGivenExactlyForTheMissingFamilies() throws {
        let springs = [
            try Spring(mass: 1, stiffness: 100, damping: 10),
            try Spring(mass: 1, stiffness: 100, damping: 0),
            try Spring(mass: 2, stiffness: 5000, damping: 400),
            try Spring(mass: 0.5, stiffness: 1e-3, damping: 1e-6),
        ]
        for spring in springs {
            let c = SpringConversions(spring)
            let present: [FamilyForm: Bool] = [
                .physical: c.physical != nil, .response: c.response != nil, .swiftui: c.swiftui != nil,
                .motion: c.motion != nil, .motionVisual: c.motionVisual != nil, .settling: c.settling != nil,
                .pop: c.pop != nil, .origami: c.origami != nil, .android: c.android != nil,
                .flutter: c[FlutterParameters.self] != nil,
                .flutterRatio: c[FlutterDampingRatioParameters.self] != nil,
                .anime: c[AnimeParameters.self] != nil, .animeBounce: c[AnimeBounceParameters.self] != nil,
                .svelte: c[SvelteParameters.self] != nil, .elastic: c[ElasticParameters.self] != nil,
                .reanimated: c[ReanimatedParameters.self] != nil,
                .reanimatedMs: c[ReanimatedDurationParameters.self] != nil,
                .reanimated3: c[Reanimated3Parameters.self] != nil,
            ]
            #expect(Set(present.keys) == Set(FamilyForm.allCases))
            for (key, isPresent) in present {
                #expect(isPresent == (c.notRepresentable[key] == nil), "\(key) for \(spring)")
            }
            #expect(c.physical != nil && c.response != nil && c.swiftui != nil && c.android != nil)
            #expect(c[FlutterDampingRatioParameters.self] != nil)
            // None of these periods (628.3, 125.7, 140496 ms) is a whole number of milliseconds.
            #expect(c[FlutterParameters.self] == nil)
            #expect(c.notRepresentable[.flutter]?.reason.contains(" is not whole: nearest ") == true, "\(spring)")
        }
    }
}

@Suite struct BadValueConversionTests {
    @Test(arguments: [
        (SpringFamily.pop, [.bounciness: 25.0, .speed: 12.0], "bounciness"),
        (.pop, [.bounciness: 4.0, .speed: -1.0], "speed"),
        (.origami, [.tension: -5.0, .friction: 7.0], "tension"),
        (.origami, [.tension: 0.0, .friction: 7.0], "tension"),
        (.origami, [.tension: 40.0, .friction: -1.0], "friction"),
        (.swiftui, [.duration: 0.5, .bounce: -1.0], "bounce"),
        (.swiftui, [.duration: 0.5, .bounce: 1.5], "bounce"),
        (.swiftui, [.duration: 0.0, .bounce: 0.3], "duration"),
        (.response, [.response: 0.5, .dampingRatio: -0.1], "dampingRatio"),
        (.response, [.response: -0.5, .dampingRatio: 0.5], "response"),
        (.android, [.stiffness: 0.0, .dampingRatio: 1.0], "stiffness"),
        (.android, [.stiffness: 100.0, .dampingRatio: -1.0], "dampingRatio"),
        (.motion, [.duration: 0.0, .bounce: 0.3], "duration"),
        (.motion, [.duration: -2.0, .bounce: 0.3], "duration"),
        (.motion, [.visualDuration: -1.0, .bounce: 0.3], "visualDuration"),
        (.motion, [.duration: 1.0, .bounce: .nan], "bounce"),
        (.settling, [.settlingDuration: 1.0, .dampingRatio: 1.5], "dampingRatio"),
        (.settling, [.settlingDuration: 1.0, .dampingRatio: 0.0], "dampingRatio"),
        (.settling, [.settlingDuration: 1.0, .dampingRatio: 0.0005], "dampingRatio"),
        (.settling, [.settlingDuration: 1.0, .dampingRatio: 0.5, .epsilon: 0.0], "epsilon"),
        (.settling, [.settlingDuration: -1.0, .dampingRatio: 0.5], "settlingDuration"),
        (.physical, [.stiffness: 100.0], "damping"),
        (.pop, [.speed: 12.0], "bounciness"),
    ] as [(SpringFamily, SpringParameters, String)])
    func badValueThrowsNamingTheParameter(family: SpringFamily, parameters: SpringParameters, name: String) {
        let error = conversionError { () throws(SpringError) in try family.spring(parameters, mass: 1) }
        #expect(error?.parameter == name, "\(family) \(parameters): \(String(describing: error))")
        #expect(error?.allowed.isEmpty == false)
    }

    @Test func messagesGiveTheValueAndTheRange() {
        let error = conversionError { () throws(SpringError) in
            try SpringFamily.pop.spring([.bounciness: 25, .speed: 12], mass: 1)
        }
        #expect(error?.description == "invalid bounciness 25.0: must be in POP's range [0, 20]")
    }

    @Test func badMassThrowsNamingMass() {
        for family in SpringFamily.allCases where family != .physical && family != .jnw {
            let parameters: SpringParameters = [
                .stiffness: 100, .damping: 10, .response: 0.5, .dampingRatio: 0.5, .duration: 0.5,
                .bounce: 0.3, .settlingDuration: 1, .bounciness: 4, .speed: 12, .tension: 40, .friction: 7,
            ]
            let error = conversionError { () throws(SpringError) in try family.spring(parameters, mass: 0) }
            #expect(error?.parameter == "mass", "\(family)")
        }
    }
}
