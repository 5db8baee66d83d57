import Testing
@testable import SpringKit

/// Times far below the spring's time scale (issue 21, "riseTime under a strong push"): a push
/// |V| ≫ ω0·|step| toward the target rises in ≈ 0.8·|step|/|V| (down to 1e-300 of 1/ω0), and a
/// ζ = 1e40 spring carried into the band by its fast mode settles, rests and rises in a few
/// 1/r2, 1e-80 of its slow time constant. Before the fix the root finder bisected such
/// brackets arithmetically and gave up after 200 halvings: riseTime 0, 7.6e-76 for 8e-76, or a
/// negative time. Two lightly damped springs under a push settle after ~1e15 half periods:
/// their bounces (7.8e15, 6.0e15) are exact only with ρ = e^(−λπ/ωd) past double precision.
/// References: Reference/make_push_reference.py (mpmath, 150 digits), with the
/// tolerances of ``ReferenceTests``. A time the reference puts below the smallest normal double
/// (4.7e-309 s) must be refused with ``SpringError/Reason/beyondExactRange``, never printed.
@Suite("Reference values under a strong push")
struct PushReferenceTests {
    @Test("the table holds the issue's springs")
    func tableIsComplete() {
        let names = ReferenceCase.strongPush.map(\.name)
        #expect(names.count >= 12)
        #expect(Set(names).count == names.count)
        #expect(ReferenceCase.strongPush.contains { ($0.expected.riseTime ?? 1) < Double.leastNormalMagnitude })
    }

    /// The metrics whose reference is a time below 2.2e-308 s (SpringKit must refuse them).
    static func subnormalTimes(_ expected: ReferenceMetrics) -> [String] {
        let times: [(String, Double?)] = [
            ("settlingTime", expected.settlingTime), ("peakTime", expected.peakTime),
            ("riseTime", expected.riseTime), ("transientTime", expected.transientTime),
            ("restTime", expected.restTime),
        ]
        return times.compactMap { name, t in
            guard let t, t != 0, t.magnitude < Double.leastNormalMagnitude else { return nil }
            return name
        }
    }

    @Test("metrics, or a refusal of a subnormal time", arguments: ReferenceCase.strongPush)
    func metrics(_ reference: ReferenceCase) throws {
        let response = try reference.makeResponse()
        let band = try reference.makeBand(), rest = try reference.makeRest()
        let expected = reference.expected
        let refused = Self.subnormalTimes(expected)
        if !refused.isEmpty {
            #expect {
                try response.metrics(band: band, rest: rest)
            } throws: { error in
                guard let error = error as? SpringError else { return false }
                return error.reason == .beyondExactRange && refused.contains(error.parameter)
            }
            // The accessors, which do not throw, have no such time either (never 0).
            if refused.contains("riseTime") { #expect(response.riseTime == nil) }
            return
        }
        let metrics = try response.metrics(band: band, rest: rest)
        let time = ReferenceTests.timeTolerance
        expectRelative(metrics.riseTime, expected.riseTime, time, "riseTime")
        expectRelative(metrics.settlingTime, expected.settlingTime, time, "settlingTime")
        expectRelative(metrics.peakTime, expected.peakTime, time, "peakTime")
        expectRelative(metrics.transientTime, expected.transientTime, time, "transientTime")
        expectRelative(metrics.restTime, expected.restTime, time, "restTime")
        // Percentages of a step 1e-300 of the motion are ~1e300 %: compared relative to their size.
        expectAbsolute(metrics.overshootPercent, expected.overshootPercent,
                       ReferenceTests.percentTolerance * max(1, expected.overshootPercent ?? 0), "overshootPercent")
        expectAbsolute(metrics.undershootPercent, expected.undershootPercent,
                       ReferenceTests.percentTolerance * max(1, expected.undershootPercent ?? 0), "undershootPercent")
        #expect(metrics.bounces == expected.bounces)
        // The accessors take the same path.
        expectRelative(response.riseTime, expected.riseTime, time, "riseTime accessor")
        expectRelative(response.firstArrival(atFraction: 0.9).flatMap { late in
            response.firstArrival(atFraction: 0.1).map { late - $0 }
        }, expected.riseTime, time, "firstArrival(0.9) − firstArrival(0.1)")
        if let rest {
            expectRelative(response.restTime(rest), expected.restTime, time, "restTime(_:)")
        }
    }

    @Test("positions and velocities", arguments: ReferenceCase.strongPush)
    func samples(_ reference: ReferenceCase) throws {
        let response = try reference.makeResponse()
        // Against the motion's own size: the step is up to 1e-300 of it.
        let size = max(reference.positionScale, reference.absoluteVelocity.magnitude / reference.naturalFrequency)
        let speed = reference.naturalFrequency * size + reference.absoluteVelocity.magnitude
        for sample in reference.samples {
            let x = response.position(at: sample.time), v = response.velocity(at: sample.time)
            #expect(abs(x - sample.position) <= ReferenceTests.positionTolerance * size + ReferenceTests.subnormalSpacing,
                    "x(\(sample.time)) = \(x), reference \(sample.position)")
            #expect(abs(v - sample.velocity) <= ReferenceTests.velocityTolerance * speed + ReferenceTests.subnormalSpacing,
                    "x'(\(sample.time)) = \(v), reference \(sample.velocity)")
        }
    }
}
