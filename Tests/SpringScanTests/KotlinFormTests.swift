import Foundation
import SpringKit
import Testing
@testable import SpringScan

/// Each Kotlin form in Fixtures/App/android/Springs.kt. Reference values: Compose `Spring`
/// (DampingRatioMediumBouncy = 0.5, StiffnessMedium = 1500, DampingRatioLowBouncy = 0.75,
/// StiffnessMediumLow = 400; `spring()` defaults NoBouncy = 1, StiffnessMedium) and AndroidX
/// `SpringForce` (STIFFNESS_LOW = 200, STIFFNESS_VERY_LOW = 50, DAMPING_RATIO_HIGH_BOUNCY = 0.2,
/// NO_BOUNCY = 1; defaults STIFFNESS_MEDIUM and DAMPING_RATIO_MEDIUM_BOUNCY).
@Suite struct KotlinFormTests {
    let file = "App/android/Springs.kt"

    /// The android family at mass 1: k = stiffness, c = 2ζ√stiffness.
    func android(_ stiffness: Double, _ ratio: Double) throws -> Spring {
        try AndroidParameters(stiffness: stiffness, dampingRatio: ratio).spring()
    }

    @Test func composeConstants() throws {
        let finding = Fixture.finding(file, 6, 14)
        #expect(finding?.api == "Compose spring()")
        #expect(finding?.name == "bouncy")
        #expect(finding?.value(of: "dampingRatio") == 0.5)
        #expect(finding?.value(of: "stiffness") == 1500)
        #expect(finding?.parameters.map(\.source) == [.constant, .constant])
        let expected = try android(1500, 0.5)
        Fixture.expectSpring(finding, stiffness: expected.stiffness, damping: expected.damping)
        Fixture.expectSpring(finding, stiffness: 1500, damping: 2 * 0.5 * 1500.0.squareRoot(), tolerance: 1e-15)
    }

    @Test func composeDefaultsPositionalAndLiterals() throws {
        let plain = Fixture.finding(file, 7, 13)
        Fixture.expectSpring(plain, stiffness: 1500, damping: 2 * 1500.0.squareRoot(), tolerance: 1e-15)
        #expect(plain?.parameters.map(\.source) == [.default, .default])
        // spring(0.75f, 400f): dampingRatio first, then stiffness.
        let positional = Fixture.finding(file, 8, 18)
        Fixture.expectSpring(positional, stiffness: 400, damping: 2 * 0.75 * 20, tolerance: 1e-15)
        let literal = Fixture.finding(file, 9, 15)
        Fixture.expectSpring(literal, stiffness: 1000, damping: 2 * 0.3 * 1000.0.squareRoot(), tolerance: 1e-15)
    }

    @Test func springForceChainedSetters() throws {
        let finding = Fixture.finding(file, 12, 17)
        #expect(finding?.value(of: "stiffness") == 200)
        #expect(finding?.value(of: "dampingRatio") == 0.2)
        let expected = try android(200, 0.2)
        Fixture.expectSpring(finding, stiffness: expected.stiffness, damping: expected.damping)
    }

    @Test func springForceVariableAndApply() throws {
        Fixture.expectSpring(Fixture.finding(file, 15, 17), stiffness: 800, damping: 2 * 0.9 * 800.0.squareRoot(), tolerance: 1e-15)
        Fixture.expectSpring(Fixture.finding(file, 18, 19), stiffness: 50, damping: 2 * 50.0.squareRoot(), tolerance: 1e-15)
    }

    @Test func springForceDefaults() throws {
        let finding = Fixture.scan("val f = SpringForce()\n", .kotlin).first
        Fixture.expectSpring(finding, stiffness: 1500, damping: 2 * 0.5 * 1500.0.squareRoot(), tolerance: 1e-15)
    }

    @Test func settersOnAnotherReceiverWithAVariable() {
        let finding = Fixture.finding(file, 22, 5)
        #expect(finding?.api == "SpringForce setters on animation.spring")
        #expect(finding?.spring == nil)
        #expect(finding?.diagnostics.map(\.message) == ["not a literal: stiffness: stiffnessFromSettings"])
    }

    @Test func commentsAndStringsGiveNoFinding() {
        let lines = Set(Fixture.findings(in: file).map(\.line))
        #expect(lines.isDisjoint(with: [3, 4]))
        #expect(Fixture.findings(in: file).count == 8)
    }
}
