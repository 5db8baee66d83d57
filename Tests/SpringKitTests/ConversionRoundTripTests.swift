import Testing
import Foundation
@testable import SpringKit

/// |a − b| ≤ tol·max(1, |b|).
func close(_ a: Double, _ b: Double, _ tol: Double) -> Bool {
    abs(a - b) <= tol * max(1, abs(b))
}

/// Relative closeness, |a − b| ≤ tol·|b|.
func relativelyClose(_ a: Double, _ b: Double, _ tol: Double) -> Bool {
    abs(a - b) <= tol * abs(b)
}

@Suite struct ConversionRoundTripTests {
    static let cases = 2_000

    @Test func responseParametersRoundTrip() throws {
        var rng = SplitMix64(seed: 1)
        for _ in 0..<Self.cases {
            let p = ResponseParameters(response: rng.logUniform(1e-3, 1e3), dampingRatio: rng.uniform(0, 5))
            let mass = rng.logUniform(1e-3, 1e3)
            let back = try ResponseParameters(representing: try p.spring(mass: mass))
            #expect(relativelyClose(back.response, p.response, 1e-13), "\(p) at m \(mass): \(back)")
            #expect(close(back.dampingRatio, p.dampingRatio, 1e-13), "\(p) at m \(mass): \(back)")
        }
    }

    @Test func swiftUIParametersRoundTrip() throws {
        var rng = SplitMix64(seed: 2)
        for _ in 0..<Self.cases {
            let p = SwiftUIParameters(duration: rng.logUniform(1e-3, 1e3), bounce: rng.uniform(-0.999, 1))
            let mass = rng.logUniform(1e-3, 1e3)
            let back = try SwiftUIParameters(representing: try p.spring(mass: mass))
            #expect(relativelyClose(back.duration, p.duration, 1e-13), "\(p): \(back)")
            // ζ = 1/(1 + b) is large near b = −1; the bounce keeps absolute accuracy.
            #expect(abs(back.bounce - p.bounce) < 1e-12, "\(p): \(back)")
        }
    }

    @Test func androidParametersRoundTrip() throws {
        var rng = SplitMix64(seed: 3)
        for _ in 0..<Self.cases {
            let p = AndroidParameters(stiffness: rng.logUniform(1e-2, 1e6), dampingRatio: rng.uniform(0, 5))
            let mass = rng.logUniform(1e-3, 1e3)
            let back = try AndroidParameters(representing: try p.spring(mass: mass))
            #expect(relativelyClose(back.stiffness, p.stiffness, 1e-13), "\(p): \(back)")
            #expect(close(back.dampingRatio, p.dampingRatio, 1e-13), "\(p): \(back)")
        }
    }

    @Test func origamiParametersRoundTrip() throws {
        var rng = SplitMix64(seed: 4)
        for i in 0..<Self.cases {
            let friction = i % 10 == 0 ? 0 : rng.uniform(1e-6, 200)
            let p = OrigamiParameters(tension: rng.uniform(1e-6, 1000), friction: friction)
            let mass = rng.logUniform(1e-3, 1e3)
            let back = try OrigamiParameters(representing: try p.spring(mass: mass))
            // T = 30 + (k − 194)/3.62 cancels near T = 0: absolute accuracy ~1e-13·194/3.62.
            #expect(close(back.tension, p.tension, 1e-11), "\(p): \(back)")
            #expect(close(back.friction, p.friction, 1e-11), "\(p): \(back)")
        }
    }

    @Test func popParametersRoundTrip() throws {
        var rng = SplitMix64(seed: 5)
        for _ in 0..<Self.cases {
            let p = POPParameters(bounciness: rng.uniform(0, 20), speed: rng.uniform(0, 20))
            let mass = rng.logUniform(1e-3, 1e3)
            let back = try POPParameters(representing: try p.spring(mass: mass))
            #expect(abs(back.bounciness - p.bounciness) < 1e-9, "\(p): \(back)")
            #expect(abs(back.speed - p.speed) < 1e-9, "\(p): \(back)")
        }
        for corner in [(0.0, 0.0), (0.0, 20.0), (20.0, 0.0), (20.0, 20.0)] {
            let p = POPParameters(bounciness: corner.0, speed: corner.1)
            let back = try POPParameters(representing: try p.spring())
            #expect(abs(back.bounciness - p.bounciness) < 1e-9 && abs(back.speed - p.speed) < 1e-9, "\(p): \(back)")
        }
    }

    @Test func motionDurationRoundTrip() throws {
        var rng = SplitMix64(seed: 6)
        for i in 0..<Self.cases {
            // Bounce 0 exactly, the ill-conditioned band near it, and the rest of [0, 0.95].
            let bounce: Double
            switch i % 4 {
            case 0: bounce = i % 8 == 0 ? 0 : rng.logUniform(1e-8, 1e-4)
            default: bounce = rng.uniform(1e-4, 0.95)
            }
            let p = MotionParameters(duration: rng.uniform(0.01, 10), bounce: bounce)
            let mass = rng.logUniform(1e-3, 1e3)
            let back = try MotionParameters(representing: try p.spring(mass: mass))
            // Near bounce 0, ζ's rounding (~1e-16) is a relative error ~1e-16/b in 1 − ζ, and
            // D moves by about half of that relative to u ≈ 10–16: ≤ 1e-9 at b = 1e-8.
            let durationTolerance = bounce > 0 && bounce < 1e-4 ? 1e-8 : 1e-12
            #expect(relativelyClose(back.duration, p.duration, durationTolerance), "\(p): \(back)")
            #expect(abs(back.bounce - p.bounce) < 1e-14, "\(p): \(back)")
        }
    }

    @Test func motionVisualRoundTrip() throws {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<Self.cases {
            let p = MotionVisualParameters(visualDuration: rng.logUniform(1e-3, 1e3), bounce: rng.uniform(0, 0.95))
            let mass = rng.logUniform(1e-3, 1e3)
            let back = try MotionVisualParameters(representing: try p.spring(mass: mass))
            #expect(relativelyClose(back.visualDuration, p.visualDuration, 1e-13), "\(p): \(back)")
            #expect(abs(back.bounce - p.bounce) < 1e-14, "\(p): \(back)")
        }
    }

    @Test func settlingRoundTrip() throws {
        var rng = SplitMix64(seed: 8)
        for i in 0..<Self.cases {
            let epsilon = [0.001, 0.01, 1e-4, 0.05][i % 4]
            let zeta = i % 5 == 0 ? 1 : rng.uniform(1.01 * epsilon, 0.999)
            let p = SettlingParameters(settlingDuration: rng.logUniform(1e-3, 1e3), dampingRatio: zeta, epsilon: epsilon)
            let mass = rng.logUniform(1e-3, 1e3)
            let back = try SettlingParameters(representing: try p.spring(mass: mass), epsilon: epsilon)
            #expect(relativelyClose(back.settlingDuration, p.settlingDuration, 1e-12), "\(p): \(back)")
            #expect(abs(back.dampingRatio - p.dampingRatio) < 1e-14, "\(p): \(back)")
        }
    }

    /// Any spring → every family that can express it → back to the same spring at its mass.
    @Test func everyRepresentationRebuildsTheSpring() throws {
        var rng = SplitMix64(seed: 9)
        var counts: [String: Int] = [:]
        for _ in 0..<Self.cases {
            let mass = rng.logUniform(1e-3, 1e3)
            let k = rng.logUniform(1e-2, 1e5) * mass
            let zeta = rng.uniform(0, 2.5)
            let spring = try Spring(mass: mass, stiffness: k, damping: 2 * zeta * (k * mass).squareRoot())
            let c = SpringConversions(spring)
            var rebuilt: [(String, Spring)] = []
            if let p = c.physical { rebuilt.append(("physical", try p.spring())) }
            if let p = c.response { rebuilt.append(("response", try p.spring(mass: mass))) }
            if let p = c.swiftui { rebuilt.append(("swiftui", try p.spring(mass: mass))) }
            if let p = c.motion { rebuilt.append(("motion", try p.spring(mass: mass))) }
            if let p = c.motionVisual { rebuilt.append(("motionVisual", try p.spring(mass: mass))) }
            if let p = c.settling { rebuilt.append(("settling", try p.spring(mass: mass))) }
            if let p = c.pop { rebuilt.append(("pop", try p.spring(mass: mass))) }
            if let p = c.origami { rebuilt.append(("origami", try p.spring(mass: mass))) }
            if let p = c.android { rebuilt.append(("android", try p.spring(mass: mass))) }
            for (family, again) in rebuilt {
                counts[family, default: 0] += 1
                #expect(again.mass == spring.mass, "\(family)")
                #expect(relativelyClose(again.stiffness, spring.stiffness, 1e-11), "\(family): \(again) vs \(spring)")
                // Damping relative to the critical damping, so that c ≈ 0 is not over-judged.
                let critical = 2 * (spring.stiffness * spring.mass).squareRoot()
                #expect(abs(again.damping - spring.damping) <= 1e-11 * max(critical, spring.damping),
                        "\(family): \(again) vs \(spring)")
            }
        }
        // The draw must actually exercise the partial families.
        for key in ["motion", "motionVisual", "settling", "pop", "origami"] {
            #expect(counts[key, default: 0] > 50, "\(key) only \(counts[key, default: 0]) times")
        }
    }
}
