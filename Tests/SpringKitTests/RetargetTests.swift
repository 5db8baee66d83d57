import RealModule
import Testing
@testable import SpringKit

/// Retargeted springs against an independent piecewise computation (matrix exponentials at
/// 50 digits, Reference/make_retarget_reference.py): positions to 1e-12, metrics to 1e-9.
@Suite struct RetargetTests {
    static func response(_ reference: RetargetReferenceValues.Case) throws -> RetargetedResponse {
        let spring = try Spring(mass: reference.mass, stiffness: reference.stiffness, damping: reference.damping)
        let motion = try Motion(from: reference.from, to: reference.to, initialVelocity: reference.velocity)
        return try RetargetedResponse(spring: spring, motion: motion,
                                      retargets: reference.retargets.map { .init(time: $0.time, target: $0.target) })
    }

    @Test(arguments: RetargetReferenceValues.cases.indices)
    func positionsAndVelocitiesMatch(_ index: Int) throws {
        let reference = RetargetReferenceValues.cases[index]
        let motion = try Self.response(reference)
        // Scales: the largest distance any piece covers, and the largest speed.
        let scale = reference.positions.map { abs($0.position) }.max()! + abs(reference.to - reference.from)
        let speedScale = reference.positions.map { abs($0.velocity) }.max()!
        for sample in reference.positions {
            let state = motion.state(at: sample.time)
            #expect(state.position.isApproximatelyEqual(to: sample.position, absoluteTolerance: 1e-12 * scale),
                    "\(reference.name): x(\(sample.time)) = \(state.position), reference \(sample.position)")
            #expect(state.velocity.isApproximatelyEqual(to: sample.velocity, absoluteTolerance: 1e-12 * speedScale),
                    "\(reference.name): v(\(sample.time)) = \(state.velocity), reference \(sample.velocity)")
        }
    }

    @Test(arguments: RetargetReferenceValues.cases.indices)
    func metricsMatch(_ index: Int) throws {
        let reference = RetargetReferenceValues.cases[index]
        let metrics = try Self.response(reference).metrics()
        let settling = try #require(metrics.settlingTime)
        #expect(settling.isApproximatelyEqual(to: reference.settlingTime, relativeTolerance: 1e-9), "\(reference.name)")
        let overshoot = try #require(metrics.overshootPercent)
        #expect(overshoot.isApproximatelyEqual(to: reference.overshootPercent, absoluteTolerance: 1e-9), "\(reference.name)")
        if let peak = reference.peakTime {
            let measured = try #require(metrics.peakTime)
            #expect(measured.isApproximatelyEqual(to: peak, relativeTolerance: 1e-9), "\(reference.name)")
        } else {
            #expect(metrics.peakTime == nil || overshoot < 1e-9, "\(reference.name)")
        }
    }

    @Test func aRetargetAtAPeakStartsFromRest() throws {
        let spring = try Spring(stiffness: 100, damping: 10)
        let peak = try #require(SpringResponse(spring: spring).peak)
        let motion = try RetargetedResponse(spring: spring, motion: .unitStep, retargets: [.init(time: peak.time, target: 2)])
        let last = motion.lastPiece.response.motion
        #expect(last.from.isApproximatelyEqual(to: peak.value, relativeTolerance: 1e-15))
        #expect(abs(last.absoluteVelocity) < 1e-13)
        // From (almost) rest at the same ζ, the last piece overshoots as a step from rest does.
        let fromRest = try #require(SpringResponse(spring: spring).overshootPercent)
        #expect(try #require(try motion.metrics().overshootPercent).isApproximatelyEqual(to: fromRest, relativeTolerance: 1e-9))
    }

    @Test func stateIsContinuousAcrossRetargets() throws {
        let motion = try RetargetedResponse(spring: try Spring(stiffness: 170, damping: 26), motion: .unitStep,
                                            retargets: [.init(time: 0.1, target: -1), .init(time: 0.35, target: 0.3)])
        for retarget in motion.retargets {
            let before = motion.state(at: retarget.time.nextDown), after = motion.state(at: retarget.time)
            #expect(before.position.isApproximatelyEqual(to: after.position, absoluteTolerance: 1e-12))
            #expect(before.velocity.isApproximatelyEqual(to: after.velocity, absoluteTolerance: 1e-10))
        }
        #expect(motion.finalTarget == 0.3)
    }

    @Test(arguments: [[-0.1], [0], [0.3, 0.2], [0.2, 0.2], [Double.nan]])
    func retargetsAtOrBeforeTheStartOrOutOfOrderAreRefused(_ times: [Double]) throws {
        #expect(throws: SpringError.self) {
            try RetargetedResponse(spring: try Spring(stiffness: 100, damping: 10), motion: .unitStep,
                                   retargets: times.map { .init(time: $0, target: 2) })
        }
    }

    @Test func aRetargetOntoThePositionHasNoRelativeBand() throws {
        let spring = try Spring(stiffness: 100, damping: 10)
        let x = SpringResponse(spring: spring).position(at: 0.2)
        let motion = try RetargetedResponse(spring: spring, motion: .unitStep, retargets: [.init(time: 0.2, target: x)])
        #expect(throws: SpringError.self) { try motion.metrics() }
        #expect(try motion.metrics(band: .width(1e-3)).settlingTime != nil)
    }
}
