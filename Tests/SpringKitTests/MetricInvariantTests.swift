import SpringTestSupport
import Foundation
import Testing
@testable import SpringKit

/// Invariants of the metrics that follow from the equation itself (issue: hardening),
/// over wide seeded random ranges.
@Suite struct MetricInvariantTests {
    /// From rest, a spring with ζ ≥ 1 never passes its target: overshoot is exactly 0 and there is no peak.
    @Test func noOvershootFromRestAtOrAboveCriticalDamping() throws {
        var rng = SplitMix64(seed: 0x5EED_0001)
        for _ in 0..<2000 {
            let mass = rng.logUniform(1e-3, 1e3), stiffness = rng.logUniform(1e-2, 1e7)
            let zeta = rng.logUniform(1, 1e4)
            let spring = try Spring(mass: mass, stiffness: stiffness, damping: 2 * zeta * (stiffness * mass).squareRoot())
            let from = rng.uniform(-100, 100), to = from + (rng.uniform(0, 1) < 0.5 ? -1 : 1) * rng.logUniform(1e-3, 1e3)
            let response = SpringResponse(spring: spring, motion: try Motion(from: from, to: to))
            #expect(response.overshootPercent == 0, "ζ=\(zeta) k=\(stiffness) m=\(mass)")
            #expect(response.peak == nil)
            #expect(response.targetCrossings(before: 1e6) == 0)
        }
    }

    /// From rest at fixed ζ, time scales as 1/ω0: multiplying stiffness by s² (same mass, damping
    /// scaled to keep ζ) divides settling, rise and peak times by s and keeps the percentages.
    @Test func timesScaleAsOneOverNaturalFrequency() throws {
        var rng = SplitMix64(seed: 0x5EED_0002)
        for _ in 0..<1000 {
            let mass = rng.logUniform(1e-2, 1e2), stiffness = rng.logUniform(1, 1e5)
            let zeta = rng.logUniform(0.01, 20), s = rng.logUniform(0.05, 20)
            func spring(_ k: Double) throws -> Spring {
                try Spring(mass: mass, stiffness: k, damping: 2 * zeta * (k * mass).squareRoot())
            }
            let slow = SpringResponse(spring: try spring(stiffness))
            let fast = SpringResponse(spring: try spring(stiffness * s * s))
            let a = try slow.metrics(), b = try fast.metrics()
            for (x, y) in [(a.settlingTime, b.settlingTime), (a.riseTime, b.riseTime), (a.peakTime, b.peakTime)] {
                guard let x, let y else { #expect(x == nil && y == nil); continue }
                #expect(abs(x / s - y) <= 1e-9 * y, "ζ=\(zeta) s=\(s): \(x / s) vs \(y)")
            }
            #expect(abs((a.overshootPercent ?? 0) - (b.overshootPercent ?? 0)) <= 1e-9)
            #expect(a.bounces == b.bounces)
        }
    }

    /// Springs at the edges of the allowed ranges give finite answers or nil, never NaN.
    static let edges: [[Double]] = [
        [1e-6, 1e8, 0], [1e-6, 1e8, 1e-3], [1e-6, 1e8, 1e3], [1, 1e-8, 1e-8], [1, 1, 2e4],
        [1e6, 1e-6, 1e-6], [1e-6, 1e-6, 1e-6], [1, 100, 20 * (1 + 1e-15)], [1, 100, 20 * (1 - 1e-15)],
        [1e3, 1e8, 1e9], [1e-6, 1, 1e-9],
    ]

    @Test(arguments: edges)
    func edgesNeverGiveNaN(_ values: [Double]) throws {
        let spring = try Spring(mass: values[0], stiffness: values[1], damping: values[2])
        for motion in [try Motion(from: -1e6, to: 1e6, initialVelocity: -50), try Motion(from: 0, to: 1e-9),
                       try Motion(from: 3, to: 3, absoluteVelocity: 1e-3)] {
            let response = SpringResponse(spring: spring, motion: motion)
            let band: SettlingBand = motion.hasStep ? .standard : .absolute(1e-6)
            let metrics = try response.metrics(band: band, rest: try RestThresholds(restDelta: 1e-9, restSpeed: 1e-9))
            let all = [metrics.settlingTime, metrics.overshootPercent, metrics.undershootPercent, metrics.peakTime,
                       metrics.peakValue, metrics.riseTime, metrics.transientTime, metrics.restTime]
            for value in all { if let value { #expect(value.isFinite, "\(values) \(motion)") } }
            for t in [0, 1e-9, 1e-3, 1, 1e3, 1e9] {
                #expect(response.position(at: t).isFinite)
                #expect(response.velocity(at: t).isFinite)
            }
        }
    }
}
