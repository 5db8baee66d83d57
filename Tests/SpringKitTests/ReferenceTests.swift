import Testing
@testable import SpringKit

/// SpringKit against independent high-precision reference values (mpmath, 60 digits; see
/// Reference/make_reference.py and the header of Reference/ReferenceValues.swift).
///
/// Tolerances (explicit, never loosened to make a case pass):
/// - position: 1e-12 of |to − from| (of |v0|/ω0 without a step);
/// - velocity: 1e-12 of ω0·|to − from| + |v0|;
/// - settlingTime, riseTime, peakTime, transientTime, restTime: 1e-9 relative;
/// - overshootPercent, undershootPercent: 1e-9 absolute (in percent);
/// - peakValue: 1e-12 of the position scale; bounces: exact.
/// Positions, velocities and peak values also allow 2 × 4.9e-324 (the spacing of subnormal
/// doubles), which is all a subnormal step's reference can be rounded to.
@Suite("Reference values")
struct ReferenceTests {
    static let positionTolerance = 1e-12
    static let velocityTolerance = 1e-12
    static let timeTolerance = 1e-9
    static let percentTolerance = 1e-9
    static let subnormalSpacing = 2 * Double.leastNonzeroMagnitude

    @Test("the table is complete", .tags(.reference))
    func tableIsComplete() {
        #expect(ReferenceCase.all.count >= 40)
        #expect(Set(ReferenceCase.all.map(\.name)).count == ReferenceCase.all.count, "case names are unique")
    }

    @Test("regime and damping ratio", .tags(.reference), arguments: ReferenceCase.all)
    func regime(_ reference: ReferenceCase) throws {
        let spring = try reference.makeSpring()
        let expected: DampingRegime = switch reference.regime {
        case .under: reference.damping == 0 ? .undamped : .underdamped
        case .critical: .critical
        case .over: .overdamped
        }
        #expect(spring.regime == expected)
        #expect(abs(spring.dampingRatio - reference.dampingRatio) <= 1e-14 * max(1, reference.dampingRatio))
    }

    @Test("position and velocity", .tags(.reference), arguments: ReferenceCase.all)
    func positionAndVelocity(_ reference: ReferenceCase) throws {
        let response = try reference.makeResponse()
        let xScale = reference.positionScale
        let vScale = reference.velocityScale
        let xTolerance = Self.positionTolerance * xScale + Self.subnormalSpacing
        let vTolerance = Self.velocityTolerance * vScale + Self.subnormalSpacing
        for sample in reference.samples {
            let x = response.position(at: sample.time)
            let v = response.velocity(at: sample.time)
            let state = response.state(at: sample.time)
            #expect(abs(x - sample.position) <= xTolerance,
                    "x(\(sample.time)) = \(x), reference \(sample.position), error \((x - sample.position) / xScale) of scale")
            #expect(abs(v - sample.velocity) <= vTolerance,
                    "x'(\(sample.time)) = \(v), reference \(sample.velocity), error \((v - sample.velocity) / vScale) of scale")
            #expect(abs(state.position - sample.position) <= xTolerance)
            #expect(abs(state.velocity - sample.velocity) <= vTolerance)
        }
    }

    @Test("metrics", .tags(.reference), arguments: ReferenceCase.all)
    func metrics(_ reference: ReferenceCase) throws {
        let response = try reference.makeResponse()
        let metrics = try response.metrics(band: try reference.makeBand(), rest: try reference.makeRest())
        let expected = reference.expected

        expectRelative(metrics.settlingTime, expected.settlingTime, Self.timeTolerance, "settlingTime")
        expectRelative(metrics.riseTime, expected.riseTime, Self.timeTolerance, "riseTime")
        expectRelative(metrics.peakTime, expected.peakTime, Self.timeTolerance, "peakTime")
        expectRelative(metrics.transientTime, expected.transientTime, Self.timeTolerance, "transientTime")
        expectRelative(metrics.restTime, expected.restTime, Self.timeTolerance, "restTime")
        expectAbsolute(metrics.overshootPercent, expected.overshootPercent, Self.percentTolerance, "overshootPercent")
        expectAbsolute(metrics.undershootPercent, expected.undershootPercent, Self.percentTolerance, "undershootPercent")
        expectAbsolute(metrics.peakValue, expected.peakValue,
                       Self.positionTolerance * reference.positionScale + Self.subnormalSpacing, "peakValue")
        #expect(metrics.bounces == expected.bounces, "bounces: SpringKit \(String(describing: metrics.bounces)), reference \(String(describing: expected.bounces))")
    }

    @Test("individual metric accessors agree with metrics(band:rest:)", .tags(.reference), arguments: ReferenceCase.all)
    func accessors(_ reference: ReferenceCase) throws {
        let response = try reference.makeResponse()
        let band = try reference.makeBand()
        let expected = reference.expected
        expectRelative(try response.settlingTime(band: band), expected.settlingTime, Self.timeTolerance, "settlingTime(band:)")
        expectAbsolute(response.overshootPercent, expected.overshootPercent, Self.percentTolerance, "overshootPercent")
        expectAbsolute(response.undershootPercent, expected.undershootPercent, Self.percentTolerance, "undershootPercent")
        expectRelative(response.riseTime, expected.riseTime, Self.timeTolerance, "riseTime")
        expectRelative(response.peak?.time, expected.peakTime, Self.timeTolerance, "peak.time")
        if let rest = try reference.makeRest() {
            expectRelative(response.restTime(rest), expected.restTime, Self.timeTolerance, "restTime(_:)")
        }
    }
}

extension Tag {
    @Tag static var reference: Self
}

/// Both nil, or both present and within `tolerance` relative to the reference (absolute
/// `tolerance` when the reference is 0).
func expectRelative(_ actual: Double?, _ expected: Double?, _ tolerance: Double, _ what: String,
                    sourceLocation: SourceLocation = #_sourceLocation) {
    switch (actual, expected) {
    case (nil, nil):
        return
    case let (actual?, expected?):
        let error = abs(actual - expected)
        #expect(error <= tolerance * max(abs(expected), expected == 0 ? 1 : 0),
                "\(what): SpringKit \(actual), reference \(expected), relative error \(expected == 0 ? error : error / abs(expected))",
                sourceLocation: sourceLocation)
    default:
        Issue.record("\(what): SpringKit \(String(describing: actual)), reference \(String(describing: expected))",
                     sourceLocation: sourceLocation)
    }
}

/// Both nil, or both present and within `tolerance` absolutely.
func expectAbsolute(_ actual: Double?, _ expected: Double?, _ tolerance: Double, _ what: String,
                    sourceLocation: SourceLocation = #_sourceLocation) {
    switch (actual, expected) {
    case (nil, nil):
        return
    case let (actual?, expected?):
        #expect(abs(actual - expected) <= tolerance,
                "\(what): SpringKit \(actual), reference \(expected), error \(actual - expected)",
                sourceLocation: sourceLocation)
    default:
        Issue.record("\(what): SpringKit \(String(describing: actual)), reference \(String(describing: expected))",
                     sourceLocation: sourceLocation)
    }
}
