import Foundation
import Testing
import SpringKit
@testable import SpringTuning

/// Target fits, checked with SpringKit's own exact metrics (not with the fitter's formulas).
@Suite struct FitTargetTests {
    static func metrics(_ fit: SpringFit, band: Double = 0.02) throws -> SpringMetrics {
        try fit.response.metrics(band: .fraction(band))
    }

    @Test(arguments: [(0.35, 5.0), (0.4, 3.0), (1.2, 20.0), (0.25, 0.5), (2.0, 40.0)])
    func settlingAndOvershootFromRestAreMetExactly(_ target: (Double, Double)) throws {
        let fit = try TargetFitter(targets: FitTargets(settlingTime: target.0, overshootPercent: target.1)).fit()
        let m = try Self.metrics(fit)
        #expect(fit.feasible && fit.unique)
        #expect(abs(try #require(m.settlingTime) - target.0) <= 1e-9 * target.0)
        #expect(abs(try #require(m.overshootPercent) - target.1) <= 1e-9 * target.1)
        // Textbook closed form: ζ = −ln Mp / √(π² + ln² Mp).
        let l = log(target.1 / 100)
        #expect(abs(fit.spring.dampingRatio - (-l / (Double.pi * Double.pi + l * l).squareRoot())) < 1e-12)
    }

    @Test(arguments: [2.0, -1.5, 6.0])
    func withAnInitialVelocityBothTargetsAreMetTogether(_ velocity: Double) throws {
        let fit = try TargetFitter(targets: FitTargets(settlingTime: 0.4, overshootPercent: 3), velocity: velocity).fit()
        #expect(fit.feasible, "\(fit.notes)")
        #expect(fit.motion.initialVelocity == velocity)
        let m = try Self.metrics(fit)
        #expect(abs(try #require(m.settlingTime) - 0.4) <= 4e-10)
        #expect(abs(try #require(m.overshootPercent) - 3) <= 3e-9)
    }

    /// Two time targets with an initial velocity: the targets of a known spring (measured by
    /// SpringKit) give back a spring that meets them to 1e-9 — the known one where it is unique.
    @Test(arguments: [(300.0, 20.0, 2.0), (150.0, 8.0, -1.5), (800.0, 40.0, 4.0)])
    func twoTimeTargetsWithAVelocityAreMetTogether(_ known: (Double, Double, Double)) throws {
        let spring = try Spring(stiffness: known.0, damping: known.1)
        let truth = try SpringResponse(spring: spring, motion: Motion(initialVelocity: known.2)).metrics()
        let settling = try #require(truth.settlingTime), peak = try #require(truth.peakTime), rise = try #require(truth.riseTime)
        for targets in [FitTargets(settlingTime: settling, peakTime: peak), FitTargets(settlingTime: settling, riseTime: rise)] {
            let fit = try TargetFitter(targets: targets, velocity: known.2).fit()
            #expect(fit.feasible, "\(known) \(fit.notes)")
            let m = try Self.metrics(fit)
            #expect(abs(try #require(m.settlingTime) - settling) <= 1e-9 * settling)
            if let target = targets.peakTime { #expect(abs(try #require(m.peakTime) - target) <= 1e-9 * target) }
            if let target = targets.riseTime { #expect(abs(try #require(m.riseTime) - target) <= 1e-9 * target) }
            if fit.unique {
                #expect(abs(fit.spring.stiffness / known.0 - 1) < 1e-7)
                #expect(abs(fit.spring.damping / known.1 - 1) < 1e-7)
            }
        }
    }

    @Test func peakTimeAndRiseTimeTargets() throws {
        let peak = try TargetFitter(targets: FitTargets(overshootPercent: 10, peakTime: 0.2)).fit()
        let pm = try Self.metrics(peak)
        #expect(abs(try #require(pm.peakTime) - 0.2) <= 1e-12)
        // Peak time from rest is π/ωd.
        #expect(abs(Double.pi / peak.spring.dampedFrequency - 0.2) <= 1e-12)

        let rise = try TargetFitter(targets: FitTargets(settlingTime: 0.5, riseTime: 0.1)).fit()
        #expect(rise.feasible, "\(rise.notes)")
        let rm = try Self.metrics(rise)
        #expect(abs(try #require(rm.settlingTime) - 0.5) <= 5e-10)
        #expect(abs(try #require(rm.riseTime) - 0.1) <= 1e-10)
    }

    @Test func zeroOvershootIsNotUniqueAndGivesTheCriticallyDampedSpring() throws {
        let fit = try TargetFitter(targets: FitTargets(settlingTime: 0.3, overshootPercent: 0)).fit()
        #expect(!fit.unique)
        #expect(abs(fit.spring.dampingRatio - 1) < 1e-12)
        #expect(abs(try #require(Self.metrics(fit).settlingTime) - 0.3) <= 1e-12)
    }

    @Test func constrainedTargetIsSolvedForTheOneFreeParameter() throws {
        let fit = try TargetFitter(targets: FitTargets(settlingTime: 3.0), constraint: .dampingEqualsStiffness).fit()
        #expect(fit.feasible, "\(fit.notes)")
        #expect(fit.spring.stiffness == fit.spring.damping)
        #expect(abs(try #require(Self.metrics(fit).settlingTime) - 3.0) <= 3e-9)
    }

    @Test func infeasibleTargetIsReportedWithTheClosestSpring() throws {
        let fit = try TargetFitter(targets: FitTargets(settlingTime: 0.35), constraint: .dampingEqualsStiffness).fit()
        #expect(!fit.feasible)
        #expect(fit.spring.stiffness == fit.spring.damping)
        // Nothing on the damping = stiffness line at mass 1 settles faster than the answer.
        let achieved = try #require(Self.metrics(fit).settlingTime)
        #expect(achieved > 0.35)
        for p in stride(from: 0.5, through: 20, by: 0.05) {
            let s = try Spring(stiffness: p, damping: p)
            let t = try #require(try SpringResponse(spring: s).settlingTime())
            #expect(t >= achieved - 1e-6)
        }
        #expect(fit.notes.first?.contains("not reachable") == true)
    }

    @Test func badTargetsAreUsageErrors() {
        #expect(throws: FitError.self) { try TargetFitter(targets: FitTargets(settlingTime: 0.3)).fit() }
        #expect(throws: FitError.self) { try TargetFitter(targets: FitTargets(settlingTime: -1, overshootPercent: 3)).fit() }
        #expect(throws: FitError.self) { try FitConstraint.parse("damping=mass") }
        #expect(throws: FitError.self) { try TargetFitter(targets: FitTargets(overshootPercent: 0, peakTime: 0.2)).fit() }
    }
}
