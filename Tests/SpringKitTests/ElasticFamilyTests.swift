import Testing
@testable import SpringKit
import SpringTestSupport

/// The `elastic` family: GSAP's `elastic.out(amplitude, period)` over a duration in seconds is
/// a damped spring with an initial velocity — checked against GSAP 3.12.7's own ease run as-is
/// under node (Reference/ElasticEaseValues.swift).
@Suite struct ElasticFamilyTests {
    /// The spec's spring and implied velocity pass through GSAP's eased progress at every
    /// `p < 1` (to 1e-13) for durations of 1 s and 0.4 s; at `p = 1` GSAP sets the target.
    @Test(arguments: ElasticEase.eases.indices)
    func springPassesThroughGSAPsEase(_ index: Int) throws {
        let row = ElasticEase.eases[index]
        for duration in [1.0, 0.4] {
            let setup = try SpringSpec.parse("elastic:duration=\(duration),amplitude=\(row.amplitude),period=\(row.period)").resolved()
            for (p, value) in row.values where p < 1 {
                #expect(abs(setup.response.position(at: p * duration) - value) <= 1e-13, "\(row.note) at \(p)")
            }
            #expect(row.values.last?.1 == 1)
        }
    }

    /// GSAP's default, elastic.out(1, 0.3) over 1 s: λ = 10·ln 2, ωd = 2π/0.3, velocity λ
    /// (k 486.7, c 13.86, velocity 6.93).
    @Test func defaultIsTheDocumentedSpring() throws {
        let spring = try SpringFamily.elastic.spring([.duration: 1], mass: 1)
        let l = 10 * Double.log(2), w = 2 * Double.pi / 0.3
        #expect(Tolerance.agree(spring.damping, 2 * l, relative: 1e-15))
        #expect(Tolerance.agree(spring.stiffness, l * l + w * w, relative: 1e-15))
        #expect(abs(spring.stiffness - 486.7) < 0.05 && abs(spring.damping - 13.86) < 0.005)
        let velocity = try #require(try ElasticParameters.impliedVelocity([.duration: 1]))
        #expect(Tolerance.agree(velocity, l, relative: 1e-15))
        let amplified = try #require(try ElasticParameters.impliedVelocity([.duration: 1, .amplitude: 2]))
        #expect(Tolerance.agree(amplified, l + w * 3.0.squareRoot(), relative: 1e-15))
    }

    /// The inverse writes amplitude 1 and rebuilds the spring; an amplitude below 1 is a longer
    /// period; what never oscillates or never decays is refused; a spec velocity is refused.
    @Test func convertsBackAndRefusesWithReasons() throws {
        for (d, a, p) in [(1.0, 1.0, 0.3), (0.4, 0.5, 0.3), (2.5, 3.0, 0.45)] {
            let spring = try ElasticParameters(duration: d, amplitude: a, period: p).spring()
            let back = try ElasticParameters(representing: spring)
            #expect(back.amplitude == 1)
            #expect(Tolerance.agree(back.duration, d, relative: 1e-14))
            #expect(Tolerance.agree(back.period, p / min(a, 1), relative: 1e-13))
            let again = try back.spring()
            #expect(Tolerance.agree(again.stiffness, spring.stiffness, relative: 1e-13))
        }
        #expect(throws: NotRepresentable.self) { try ElasticParameters(representing: try Spring(mass: 1, stiffness: 100, damping: 0)) }
        #expect(throws: NotRepresentable.self) { try ElasticParameters(representing: try Spring(mass: 1, stiffness: 100, damping: 20)) }
        for key in [SpringParameter.duration, .amplitude, .period] {
            for bad in [0.0, -1, .nan] {
                #expect(throws: SpringError.self) { try SpringFamily.elastic.spring([key: bad], mass: 1) }
            }
        }
        #expect(throws: SpringError.self) { try SpringSpec.parse("elastic:duration=1,velocity=0").resolved() }
        // An amplitude whose start velocity overflows is named, not the velocity it gives.
        do {
            _ = try SpringSpec.parse("elastic:amplitude=1e300").resolved()
            Issue.record("amplitude 1e300 accepted")
        } catch {
            #expect(error.parameter == "amplitude", "\(error)")
        }
    }
}
