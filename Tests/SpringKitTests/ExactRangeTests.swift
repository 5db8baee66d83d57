import SpringTestSupport
import Foundation
import Testing
@testable import SpringKit

/// The range SpringKit computes exactly (docs/physics.md, "The range computed exactly"):
/// only k/m and c/m matter, steps and velocities of any size are rescaled exactly, and what
/// lies beyond is refused with ``SpringError/Reason/beyondExactRange``, never answered wrong.
@Suite("Exact range (seeded)")
struct ExactRangeTests {
    /// A random spring with ζ log-uniform in 1e-6…1e6 and ω0 log-uniform in 1e-3…1e3 at mass
    /// 1, a step and a normalised velocity.
    static func randomSetup(_ rng: inout SplitMix64) throws -> (spring: Spring, motion: Motion) {
        let omega = rng.logUniform(1e-3, 1e3), zeta = rng.logUniform(1e-6, 1e6)
        let spring = try Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
        let from = rng.uniform(-10, 10)
        let to = from + (rng.uniform(0, 1) < 0.5 ? -1 : 1) * rng.logUniform(1e-3, 1e3)
        let motion = try Motion(from: from, to: to, initialVelocity: rng.uniform(-30, 30))
        return (spring, motion)
    }

    static func allValues(_ m: SpringMetrics) -> [Double?] {
        [m.settlingTime, m.overshootPercent, m.undershootPercent, m.peakTime, m.peakValue,
         m.riseTime, m.transientTime, m.bounces.map(Double.init)]
    }

    /// m, k, c all multiplied by 2^n describe the same motion: every metric is identical, bit
    /// for bit, for n anywhere in the range of doubles (here −1000…1000).
    @Test func powerOfTwoMassScalingGivesIdenticalMetrics() throws {
        var rng = SplitMix64(seed: 0x5EED_1201)
        var checked = 0
        for _ in 0..<400 {
            let (spring, motion) = try Self.randomSetup(&rng)
            let n = Int(rng.uniform(-1000, 1000))
            let s = Double(sign: .plus, exponent: n, significand: 1)
            guard let scaled = try? Spring(mass: spring.mass * s, stiffness: spring.stiffness * s, damping: spring.damping * s),
                  scaled.mass == spring.mass * s, scaled.stiffness.isNormal, scaled.damping.isNormal else { continue }
            let a = try SpringResponse(spring: spring, motion: motion).metrics()
            let b = try SpringResponse(spring: scaled, motion: motion).metrics()
            #expect(a == b, "×2^\(n): \(spring) \(motion)")
            #expect(scaled.regime == spring.regime)
            #expect(scaled.dampingRatio == spring.dampingRatio)
            checked += 1
        }
        #expect(checked > 300)
    }

    /// Any common factor s (1e-250…1e250, so m·s, k·s, c·s are rounded): the same motion to
    /// the rounding of the inputs, 1e-10 relative.
    @Test func anyMassScalingGivesTheSameMetrics() throws {
        var rng = SplitMix64(seed: 0x5EED_1202)
        for _ in 0..<300 {
            let (spring, motion) = try Self.randomSetup(&rng)
            let s = rng.logUniform(1e-250, 1e250)
            let scaled = try Spring(mass: spring.mass * s, stiffness: spring.stiffness * s, damping: spring.damping * s)
            let a = try SpringResponse(spring: spring, motion: motion).metrics()
            let b = try SpringResponse(spring: scaled, motion: motion).metrics()
            expectRelative(b.settlingTime, a.settlingTime, 1e-10, "settlingTime ×\(s)")
            expectRelative(b.peakTime, a.peakTime, 1e-10, "peakTime ×\(s)")
            expectRelative(b.riseTime, a.riseTime, 1e-10, "riseTime ×\(s)")
            expectAbsolute(b.overshootPercent, a.overshootPercent, 1e-10 * max(1, a.overshootPercent ?? 0), "overshoot ×\(s)")
            #expect(abs(scaled.dampingRatio - spring.dampingRatio) <= 1e-15 * spring.dampingRatio)
        }
    }

    /// Time scaling: k·s², c·s (mass fixed) is the same motion s times faster. With s = 2^n
    /// every time is divided by exactly 2^n and the percentages are identical.
    @Test func powerOfTwoTimeScaling() throws {
        var rng = SplitMix64(seed: 0x5EED_1203)
        for _ in 0..<300 {
            let (spring, motion) = try Self.randomSetup(&rng)
            let n = Int(rng.uniform(-400, 400))
            let s = Double(sign: .plus, exponent: n, significand: 1)
            let fast = try Spring(mass: spring.mass, stiffness: spring.stiffness * s * s, damping: spring.damping * s)
            let v = motion.absoluteVelocity * s
            let a = try SpringResponse(spring: spring, motion: motion).metrics()
            let b = try SpringResponse(spring: fast, motion: try Motion(from: motion.from, to: motion.to, absoluteVelocity: v)).metrics()
            #expect(b.settlingTime == a.settlingTime.map { $0 / s }, "×2^\(n)")
            #expect(b.peakTime == a.peakTime.map { $0 / s })
            #expect(b.riseTime == a.riseTime.map { $0 / s })
            #expect(b.overshootPercent == a.overshootPercent)
            #expect(b.undershootPercent == a.undershootPercent)
            #expect(b.bounces == a.bounces)
        }
    }

    /// Step scaling: from, to and the velocity multiplied by 2^n (n in −1070…1000, subnormal
    /// steps included) leave every time and percentage identical.
    @Test func powerOfTwoStepScalingDownToSubnormalSteps() throws {
        var rng = SplitMix64(seed: 0x5EED_1204)
        for _ in 0..<300 {
            let (spring, _) = try Self.randomSetup(&rng)
            let v = rng.uniform(-20, 20)
            let n = Int(rng.uniform(-1070, 1000))
            let s = Double(sign: .plus, exponent: n, significand: 1)
            let unit = try Motion(from: 0, to: 1, absoluteVelocity: v)
            let scaled = try Motion(from: 0, to: s, absoluteVelocity: v * s)
            guard scaled.absoluteVelocity == v * s, (v * s).isNormal || v == 0 else { continue }
            let a = try SpringResponse(spring: spring, motion: unit).metrics()
            let b = try SpringResponse(spring: spring, motion: scaled).metrics()
            #expect(b.settlingTime == a.settlingTime, "step 2^\(n)")
            #expect(b.peakTime == a.peakTime)
            #expect(b.riseTime == a.riseTime)
            #expect(b.transientTime == a.transientTime)
            #expect(b.overshootPercent == a.overshootPercent)
            #expect(b.undershootPercent == a.undershootPercent)
            #expect(b.bounces == a.bounces)
        }
    }

    /// Issue 12's springs, against the values of the same spring at ordinary magnitudes.
    @Test func issueSpringsEqualTheirOrdinaryTwins() throws {
        let tiny = SpringResponse(spring: try Spring(mass: 1e-200, stiffness: 1e-200, damping: 1e-201))
        let huge = SpringResponse(spring: try Spring(mass: 1e200, stiffness: 1e200, damping: 1e199))
        let plain = SpringResponse(spring: try Spring(mass: 1, stiffness: 1, damping: 0.1))
        #expect(tiny.spring.regime == .underdamped && huge.spring.regime == .underdamped)
        for other in [tiny, huge] {
            let a = try plain.metrics(), b = try other.metrics()
            expectRelative(b.settlingTime, a.settlingTime, 1e-14, "settlingTime")
            expectRelative(b.peakTime, a.peakTime, 1e-14, "peakTime")
            #expect(b.bounces == a.bounces)
            #expect(abs(other.spring.dampingRatio - 0.05) <= 1e-16)
        }
        // A subnormal step measures like the unit step.
        let spring = try Spring(stiffness: 100, damping: 10)
        let subnormal = try SpringResponse(spring: spring, motion: Motion(from: 0, to: .leastNonzeroMagnitude)).metrics()
        let unit = try SpringResponse(spring: spring).metrics()
        #expect(subnormal.settlingTime == unit.settlingTime)
        #expect(subnormal.overshootPercent == unit.overshootPercent)
        #expect(subnormal.bandWidth == 0.02 * Double.leastNonzeroMagnitude)
    }

    /// ζ beyond 1e-300…1e150, times beyond the doubles, bands below 1e-300 of the motion and
    /// uncountable bounces are refused with reason `.beyondExactRange`.
    @Test func beyondTheRangeIsRefused() throws {
        func refused(_ body: () throws -> Void) -> Bool {
            do { try body(); return false } catch let error as SpringError { return error.reason == .beyondExactRange } catch { return false }
        }
        #expect(refused { _ = try Spring(mass: 1e300, stiffness: 1e300, damping: 1e-300) })   // ζ 5e-601
        #expect(refused { _ = try Spring(mass: 1e-154, stiffness: 1e-154, damping: 1e154) })  // ζ 5e307
        #expect(refused { _ = try Spring(mass: 1, stiffness: 1, damping: 1e151) })            // ζ 5e150
        #expect((try? Spring(mass: 1, stiffness: 1, damping: 1e150)) != nil)                // ζ 5e149
        // ζ 1e-290 at ω0 1e-150: settling after ~4e440 s.
        let slow = try Spring(mass: 1e200, stiffness: 1e-100, damping: 2e-240)
        #expect(refused { _ = try SpringResponse(spring: slow).metrics() })
        #expect(refused { _ = try SpringResponse(spring: slow).settlingTime() })
        // More than 2^53 bounces before settling (ζ 1e-17).
        let light = try Spring(stiffness: 1, damping: 2e-17)
        #expect(refused { _ = try SpringResponse(spring: light).metrics() })
        #expect(try SpringResponse(spring: light).settlingTime() != nil)     // the time itself is exact
        // A band of 1e-310 of the step.
        #expect(refused { _ = try SpringResponse(spring: try Spring(stiffness: 100, damping: 10)).metrics(band: .absolute(Double(bitPattern: 0x12688b70e62b))) })
        // A step 1e-320 next to a velocity of 1: the percentages would be 1e322 %.
        let motion = try Motion(from: 0, to: Double(bitPattern: 0x7e8), absoluteVelocity: 1)
        #expect(refused { _ = try SpringResponse(spring: try Spring(stiffness: 100, damping: 10), motion: motion).metrics(band: .absolute(1e-3)) })
        // A normalised velocity times a subnormal step would be rounded to a few bits.
        let tiny = -Double(bitPattern: 0xb08)   // -1.395e-320
        #expect(refused { _ = try Motion(from: 0, to: tiny, initialVelocity: 26.9) })
        #expect((try? Motion(from: 0, to: tiny, absoluteVelocity: 26.9 * tiny)) != nil)
        // Plain invalid values keep their reason.
        do { _ = try Spring(mass: 0, stiffness: 1, damping: 1); Issue.record("mass 0 accepted") }
        catch { #expect(error.reason == .invalidValue) }
    }

    /// Seeded random springs across extreme magnitudes (m, k, c 1e-300…1e300): every spring
    /// either is refused with a typed error or gives finite metrics whose settling time the
    /// band holds after (checked on the closed form at the extrema that follow).
    @Test func extremeMagnitudesNeverGiveNaN() throws {
        var rng = SplitMix64(seed: 0x5EED_1205)
        var measured = 0
        for _ in 0..<3000 {
            let m = rng.logUniform(1e-300, 1e300), k = rng.logUniform(1e-300, 1e300)
            let c = rng.uniform(0, 1) < 0.05 ? 0 : rng.logUniform(1e-300, 1e300)
            guard let spring = try? Spring(mass: m, stiffness: k, damping: c) else { continue }
            let step = rng.logUniform(1e-300, 1e300)
            let velocity = rng.uniform(0, 1) < 0.5 ? 0 : rng.logUniform(1e-300, 1e300) * (rng.uniform(0, 1) < 0.5 ? -1 : 1)
            guard let motion = try? Motion(from: 0, to: step, absoluteVelocity: velocity) else { continue }
            let response = SpringResponse(spring: spring, motion: motion)
            guard let metrics = try? response.metrics() else { continue }
            measured += 1
            for value in Self.allValues(metrics) { if let value { #expect(value.isFinite, "\(spring) \(motion)") } }
            if let settle = metrics.settlingTime, settle > 0, spring.regime != .underdamped {
                #expect(abs(abs(response.position(at: settle) - motion.to) - metrics.bandWidth) <= 1e-9 * metrics.bandWidth + 1e-300,
                        "\(spring) \(motion): |x(T) − to| vs band; ζ \(spring.dampingRatio) T \(settle) ω0 \(spring.naturalFrequency)")
            }
        }
        #expect(measured > 300)
    }
}
