import SpringTestSupport
import Foundation
import SpringKit
import Testing

@Suite struct EngineDurationTests {
    // MARK: Core Animation / SwiftUI settlingDuration (reconstruction)

    /// Apple's `CASpringAnimation.settlingDuration` documentation: stiffness 100, mass 1,
    /// damping 5 → "approximately 2.85 seconds"; damping 15 → "just over 1 second".
    @Test func coreAnimationMatchesApplesTwoDocumentedFigures() throws {
        let five = try #require(EngineDuration.coreAnimation.duration(of: Spring(mass: 1, stiffness: 100, damping: 5)))
        #expect(abs(five - 2.85) < 0.01)
        let fifteen = try #require(EngineDuration.coreAnimation.duration(of: Spring(mass: 1, stiffness: 100, damping: 15)))
        #expect(fifteen > 1 && fifteen < 1.1)
    }

    @Test func coreAnimationClosedFormAndGrid() throws {
        // ζ < 1 closed form, hand-evaluated: λ = 5, ωd = √75, ln((1 + 5/√75)/0.001)/5.
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        let expected = log((1 + 5 / 75.0.squareRoot()) / 0.001) / 5
        #expect(abs(try #require(CoreAnimationSettlingDuration().duration(of: spring)) - expected) < 1e-12)
        // ζ ≥ 1: a multiple of 0.1 s, and the exact curve is within ε there but not one step before.
        let critical = try Spring(mass: 1, stiffness: 100, damping: 20)
        let t = try #require(EngineDuration.coreAnimation.duration(of: critical))
        #expect(abs(t * 10 - (t * 10).rounded()) < 1e-9)
        let response = SpringResponse(spring: critical)
        #expect(abs(response.position(at: t) - 1) <= 0.001)
        #expect(abs(response.position(at: t - 0.1) - 1) > 0.001)
        // Undamped and step-less motions have no settling duration.
        #expect(EngineDuration.coreAnimation.duration(of: try Spring(stiffness: 100, damping: 0)) == nil)
        let still = try Motion(from: 1, to: 1, absoluteVelocity: 2)
        #expect(EngineDuration.coreAnimation.duration(of: spring, motion: still) == nil)
    }

    /// A real `CASpringAnimation` (values reported in issue 13): mass 1, stiffness 64π², damping
    /// 16π (ζ = 1 exactly in floating point) → settlingDuration 0.4 s; 256π², 32π → 0.2 s. Core
    /// Animation classifies by ζ = c/(2√(mk)), not by the exact sign of 4km − c².
    @Test func coreAnimationClassifiesExactlyCriticalSpringsByZeta() throws {
        let pi2 = Double.pi * Double.pi
        let slow = try Spring(mass: 1, stiffness: 64 * pi2, damping: 16 * Double.pi)
        let fast = try Spring(mass: 1, stiffness: 256 * pi2, damping: 32 * Double.pi)
        #expect(slow.dampingRatio == 1 && fast.dampingRatio == 1)
        #expect(abs(try #require(EngineDuration.coreAnimation.duration(of: slow)) - 0.4) < 1e-12)
        #expect(abs(try #require(EngineDuration.coreAnimation.duration(of: fast)) - 0.2) < 1e-12)
        // Just below ζ = 1 the ζ < 1 bound rises slowly (ln(1/ωd)/λ) and stays finite:
        // ω0 = 8π, ζ = 1 − 1e-6 → ln((1 + λ/ωd)/0.001)/λ ≈ 0.536 s (hand formula).
        let w0 = 8 * Double.pi, zeta = 1 - 1e-6
        let near = try Spring(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0)
        let lambda = zeta * w0, wd = w0 * ((1 - zeta) * (1 + zeta)).squareRoot()
        let expected = log((1 + lambda / wd) / 0.001) / lambda
        let estimate = try #require(EngineDuration.coreAnimation.duration(of: near))
        #expect(abs(estimate - expected) < 1e-6)
        #expect(estimate > 0.5 && estimate < 0.6)
    }

    // MARK: Compose

    /// Reference values from an independent computation (Python + mpmath, 50 digits): the last
    /// time |x|/0.01 = 1 found by bisection on the exact solution (ζ ≥ 1), or the closed-form
    /// envelope (ζ < 1), inputs through float32 as Compose does, truncated to whole ms.
    /// Script (below), run with Python 3 and mpmath:
    /*
    # Independent reference for Compose's estimateAnimationDurationMillis (threshold 0.01, mass 1):
    # the last time the displacement, in threshold units, is at 1 (critical/overdamped: bisection on
    # the exact solution in mpmath, 50 digits) or the underdamped envelope sqrt(c1^2+c2^2)e^(rt) = 1;
    # inputs rounded through float32 as Compose's FloatSpringSpec does; truncated to whole ms.
    import struct, mpmath as mp
    mp.mp.dps = 50
    f32 = lambda x: struct.unpack('f', struct.pack('f', x))[0]
    def estimate(k, c, m, frm, to, v):
        K = mp.mpf(f32(k / m)); z = mp.mpf(f32(c / (2 * (k * m) ** 0.5)))
        V = mp.mpf(f32(v / 0.01)); P = mp.mpf(f32((frm - to) / 0.01))
        if P < 0: P, V = -P, -V
        w0 = mp.sqrt(K)
        if z < 1:
            r = -z * w0; wd = w0 * mp.sqrt(1 - z * z)
            c2 = (V - r * P) / wd
            t = mp.log(1 / mp.sqrt(P * P + c2 * c2)) / r
        else:
            if z == 1:
                x = lambda t: (P + (V + w0 * P) * t) * mp.exp(-w0 * t)
            else:
                s = w0 * mp.sqrt(z * z - 1); r1 = -z * w0 + s; r2 = -z * w0 - s
                c2 = (r1 * P - V) / (r1 - r2); c1 = P - c2
                x = lambda t: c1 * mp.exp(r1 * t) + c2 * mp.exp(r2 * t)
            # last crossing of |x| = 1: scan backwards from far out on a fine grid, then bisect
            hi = mp.mpf(60)
            step = mp.mpf('0.0005')
            t = hi
            while abs(x(t)) < 1 and t > 0: t -= step
            if t <= 0: return 0
            t = mp.findroot(lambda u: abs(x(u)) - 1, (t, t + step), solver='bisect', tol=1e-30)
        return int(mp.floor(t * 1000))
    cases = [(100, 10, 1, 0, 1, 0), (100, 20, 1, 0, 1, 0), (1500, 2 * 1500 ** 0.5, 1, 0, 1, 0),
             (300, 100, 1, 0, 1, 0), (100, 5, 1, 0, 100, 0), (200, 40, 1, 0, 1, -10),
             (100, 30, 2, 10, -5, 40), (400, 2 * 400 ** 0.5, 1, 0, 1, 20)]
    for cse in cases: print(cse, estimate(*cse))
    */
    @Test(arguments: [
        (100.0, 10.0, 1.0, 0.0, 1.0, 0.0, 949),
        (100, 20, 1, 0, 1, 0, 663),
        (1500, 2 * 1500.0.squareRoot(), 1, 0, 1, 0, 171),
        (300, 100, 1, 0, 1, 0, 1498),
        (100, 5, 1, 0, 100, 0, 3697),
        (200, 40, 1, 0, 1, -10, 862),
        (100, 30, 2, 10, -5, 40, 1648),
        (400, 40, 1, 0, 1, 20, 230),
    ])
    func composeEstimateMatchesIndependentReference(
        _ c: (k: Double, c: Double, m: Double, from: Double, to: Double, v: Double, millis: Int)
    ) throws {
        let spring = try Spring(mass: c.m, stiffness: c.k, damping: c.c)
        let motion = try Motion(from: c.from, to: c.to, absoluteVelocity: c.v)
        let seconds = try #require(EngineDuration.compose.duration(of: spring, motion: motion))
        #expect(abs(seconds * 1000 - Double(c.millis)) <= 1, "got \(seconds * 1000) ms, reference \(c.millis) ms")
    }

    @Test func composeUndampedIsNil() throws {
        #expect(EngineDuration.compose.duration(of: try Spring(stiffness: 100, damping: 0)) == nil)
        #expect(ComposeSpringEstimation.estimateMillis(stiffness: 100, dampingRatio: 0.5, initialVelocity: 0,
                                                      initialDisplacement: 0, delta: 1) == 0)
    }

    // MARK: Motion and JNW reuse their renderers

    @Test func motionAndJNWComeFromTheirRenderers() throws {
        for (k, c) in [(100.0, 10.0), (300, 20), (100, 20), (14, 14)] {
            let spring = try Spring(stiffness: k, damping: c)
            #expect(EngineDuration(.motion).duration(of: spring) == MotionSpringRenderer().generatorDuration(of: spring))
            #expect(EngineDuration(.jnw).duration(of: spring) == JNWSpringRenderer().duration(of: spring))
        }
        // Motion's own test suite: the default physics spring 100/10/1 on [0, 1] takes 1100 ms (its
        // toString test; its "visualDuration 0.5" duration test also resolves to this spring, because
        // without `bounce` Motion does not treat the options as time-defined).
        #expect(EngineDuration(.motion).duration(of: try Spring(stiffness: 100, damping: 10)) == 1.1)
    }

    // MARK: WebKit

    @Test func webKitStepsByATenthAndAddsOneStep() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        let t = try #require(EngineDuration.webKit.duration(of: spring))
        let estimator = WebKitSpringDuration()
        // The last sample tested is t − 0.1, inside 1e-4; every earlier sample is outside it.
        var samples: [Double] = []
        var s = 0.0
        while s < t - 0.05 { samples.append(s); s += 0.1 }
        #expect(abs(estimator.remaining(of: spring, initialVelocity: 0, at: samples.last ?? 0)) < 1e-4)
        #expect(samples.dropLast().allSatisfy { abs(estimator.remaining(of: spring, initialVelocity: 0, at: $0)) >= 1e-4 })
        // Overdamped springs are drawn as critically damped: same duration as ζ = 1.
        let over = try Spring(mass: 1, stiffness: 100, damping: 60)
        let critical = try Spring(mass: 1, stiffness: 100, damping: 20)
        #expect(EngineDuration.webKit.duration(of: over) == EngineDuration.webKit.duration(of: critical))
    }

    @Test func labelsAndPublication() {
        #expect(EngineDuration.allCases.count == 12)
        #expect(!EngineDuration.coreAnimation.published)
        #expect(EngineDuration.allCases.filter { $0 != .coreAnimation }.allSatisfy { $0.published })
        #expect(EngineDuration.coreAnimation.note.contains("reconstruction"))
    }
}

/// Engine durations with work bounded independently of how long the spring rings give the same
/// step as the engines' own loops, written here from each rule as a plain loop.
@Suite struct BoundedEngineDurationTests {
    /// Seeded springs with ζ log-uniform over 1e-6 … 1e3, stiffness over 1 … 1e4, mass
    /// 0.3 … 3, and initial velocities.
    static func springs(count: Int, seed: UInt64) throws -> [(Spring, Motion)] {
        var rng = SplitMix64(seed: seed)
        return try (0..<count).map { _ in
            let k = pow(10, rng.uniform(0, 4)), zeta = pow(10, rng.uniform(-6, 3)), m = pow(10, rng.uniform(-0.5, 0.5))
            let spring = try Spring(mass: m, stiffness: k, damping: 2 * zeta * (k * m).squareRoot())
            let from = rng.uniform(-50, 50)
            return (spring, try Motion(from: from, to: from + rng.uniform(-100, 100), initialVelocity: rng.uniform(-20, 20)))
        }
    }

    /// WebKit Inspector's loop: t from 0 in accumulated 0.1 s steps; the first sample whose
    /// |1 − x| is below 1e-4 returns that time plus 0.1.
    @Test func webKitEqualsThePlainLoop() throws {
        let estimator = WebKitSpringDuration(maximumSteps: 50_000)
        for (spring, motion) in try Self.springs(count: 200, seed: 41) {
            let v0 = try #require(motion.initialVelocity)
            var t = 0.0, expected: Double?
            for _ in 0...estimator.maximumSteps {
                let current = estimator.remaining(of: spring, initialVelocity: v0, at: t).magnitude
                t += 0.1
                if current < 1e-4 { expected = t; break }
            }
            #expect(estimator.duration(of: spring, motion: motion) == expected, "k=\(spring.stiffness) ζ=\(spring.dampingRatio)")
        }
    }

    /// JNW's keyframe loop (``JNWSpringRenderer/keyframes(of:motion:)``) over the same range of ζ.
    @Test func jnwEqualsTheKeyframeLoop() throws {
        let renderer = JNWSpringRenderer(maximumKeyframes: 150_000)
        for (spring, motion) in try Self.springs(count: 150, seed: 43) {
            let full = renderer.keyframes(of: spring, motion: motion).map { Double($0.count) * JNWSpringRenderer.keyframeStep }
            #expect(renderer.duration(of: spring, motion: motion) == full, "k=\(spring.stiffness) ζ=\(spring.dampingRatio)")
        }
    }

    /// Springs that ring faster than JNW's 1 ms keyframes (ω′h from π/4 to 1e5: fewer than
    /// eight keyframes a period, where walking the zeros would visit more zeros than keyframes)
    /// give the keyframe loop's count too, and a spring with ~3e9 zeros a second is counted in
    /// bounded work.
    @Test func jnwEqualsTheKeyframeLoopForSpringsRingingFasterThanItsKeyframes() throws {
        let renderer = JNWSpringRenderer(maximumKeyframes: 60_000)
        var rng = SplitMix64(seed: 47)
        for _ in 0..<40 {
            // Decay rates λ of 0.5 … 50 per second: each stops within the cap.
            let omega = pow(10, rng.uniform(log10(Double.pi / 4 / 0.001), 8)), lambda = pow(10, rng.uniform(log10(0.5), log10(50)))
            let spring = try Spring(mass: 1, stiffness: omega * omega, damping: 2 * lambda)
            let motion = try Motion(from: 0, to: rng.uniform(1, 100), initialVelocity: rng.uniform(-5, 5))
            let full = renderer.keyframes(of: spring, motion: motion).map { Double($0.count) * JNWSpringRenderer.keyframeStep }
            #expect(full != nil, "ω=\(omega) λ=\(lambda) does not stop within the cap")
            #expect(renderer.duration(of: spring, motion: motion) == full, "ω=\(omega) λ=\(lambda)")
        }
        // k 1e20, c 1: ω′ = 1e10 rad/s, decaying at λ = 0.5/s.
        let fast = try Spring(mass: 1, stiffness: 1e20, damping: 1)
        let full = JNWSpringRenderer().keyframes(of: fast, motion: .unitStep).map { Double($0.count) * JNWSpringRenderer.keyframeStep }
        #expect(JNWSpringRenderer().duration(of: fast, motion: .unitStep) == full)
    }
}
