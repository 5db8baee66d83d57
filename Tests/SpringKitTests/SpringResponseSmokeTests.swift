import Testing
import Foundation
@testable import SpringKit

/// Closed-form facts that hold independently of SpringKit's formulas.
@Suite struct SpringResponseFormulaTests {
    @Test func overshootFromRestMatchesTheTextbookFormula() throws {
        for zeta in [0.05, 0.2, 0.5, 0.7, 0.9, 0.99] {
            let k = 100.0, m = 1.0
            let c = 2 * zeta * (k * m).squareRoot()
            let response = SpringResponse(spring: try Spring(mass: m, stiffness: k, damping: c))
            let expected = 100 * exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
            let overshoot = try #require(response.overshootPercent)
            #expect(abs(overshoot - expected) < 1e-11, "ζ=\(zeta): \(overshoot) vs \(expected)")
            // Peak time from rest is π/ωd.
            let peak = try #require(response.peak)
            let wd = (k / m).squareRoot() * (1 - zeta * zeta).squareRoot()
            #expect(abs(peak.time - Double.pi / wd) < 1e-12)
        }
    }

    @Test func criticalDampingFromRestIsTheKnownClosedForm() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
        #expect(spring.regime == .critical)
        let response = SpringResponse(spring: spring)
        for t in stride(from: 0.0, through: 2.0, by: 0.05) {
            let expected = 1 - (1 + 10 * t) * exp(-10 * t)
            #expect(abs(response.position(at: t) - expected) < 1e-15)
        }
        // Settling: (1 + 10t)e^(−10t) = 0.02, solved by bisection here.
        var lo = 0.0, hi = 2.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if (1 + 10 * mid) * exp(-10 * mid) > 0.02 { lo = mid } else { hi = mid }
        }
        let settling = try #require(try response.settlingTime())
        #expect(abs(settling - lo) < 1e-14)
        #expect(response.overshootPercent == 0)
    }
}
