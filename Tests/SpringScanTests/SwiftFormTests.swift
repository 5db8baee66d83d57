import Foundation
import SpringKit
import Testing
@testable import SpringScan

/// Each Swift form in Fixtures/App/Sources/Springs.swift: its location, and its spring against
/// SpringKit's conversion of the numbers written and against reference values from Apple's
/// documentation (docs/conversions.md, "Facts the tests check").
@Suite struct SwiftFormTests {
    let file = "App/Sources/Springs.swift"

    @Test func springDurationBounce() throws {
        let finding = Fixture.finding(file, 17, 23)
        #expect(finding?.api == "SwiftUI .spring(duration:bounce:)")
        #expect(finding?.family == .swiftui)
        let expected = try SwiftUIParameters(duration: 0.5, bounce: 0.3).spring()
        Fixture.expectSpring(finding, stiffness: expected.stiffness, damping: expected.damping)
        // Apple: Spring(duration: 0.5, bounce: 0.3) is mass 1, stiffness 157.9, damping 17.6.
        Fixture.expectSpring(finding, stiffness: 157.9, damping: 17.6, tolerance: 2e-3)
        #expect(finding?.solver == .exact)
    }

    @Test func springDefaults() throws {
        // `.spring()` is response 0.5, dampingFraction 0.825 (SwiftUI's documented defaults).
        let finding = Fixture.finding(file, 18, 23)
        let expected = try ResponseParameters(response: 0.5, dampingRatio: 0.825).spring()
        Fixture.expectSpring(finding, stiffness: expected.stiffness, damping: expected.damping)
        #expect(finding?.parameters.map(\.source) == [.default, .default])
        // k = (2π/T)², c = 4πζ/T, written out here.
        Fixture.expectSpring(finding, stiffness: pow(2 * .pi / 0.5, 2), damping: 4 * .pi * 0.825 / 0.5, tolerance: 1e-14)
    }

    @Test func namedPresets() throws {
        // .snappy: duration 0.5, bounce 0.15; .smooth: bounce 0; .bouncy: 0.3 (Apple's docs).
        let snappy = Fixture.finding(file, 19, 23)
        #expect(snappy?.api == "SwiftUI .snappy")
        #expect((snappy?.spring?.dampingRatio ?? 0) - 0.85 < 1e-12)
        Fixture.expectSpring(snappy, stiffness: pow(2 * .pi / 0.5, 2), damping: 4 * .pi * 0.85 / 0.5, tolerance: 1e-14)
        let smooth = Fixture.finding(file, 21, 23)
        Fixture.expectSpring(smooth, stiffness: pow(2 * .pi / 0.5, 2), damping: 4 * .pi / 0.5, tolerance: 1e-14)
        #expect(smooth?.metrics?.overshootPercent ?? 1 == 0)
        // .bouncy(duration: 0.4, extraBounce: 0.1): bounce 0.3 + 0.1 = 0.4 at duration 0.4.
        let bouncy = Fixture.finding(file, 20, 23)
        let expected = try SwiftUIParameters(duration: 0.4, bounce: 0.4).spring()
        Fixture.expectSpring(bouncy, stiffness: expected.stiffness, damping: expected.damping)
        #expect(abs((bouncy?.spring?.dampingRatio ?? 0) - 0.6) < 1e-12)
    }

    @Test func interpolatingSpring() throws {
        let finding = Fixture.finding(file, 22, 23)
        Fixture.expectSpring(finding, stiffness: 170, damping: 15)
        #expect(finding?.solver == .swiftui)
        // Underdamped: SwiftUI's curve is the exact one.
        let exact = try SpringResponse(spring: Spring(stiffness: 170, damping: 15), motion: .unitStep).settlingTime()
        #expect(finding?.metrics?.settlingTime == exact)
        #expect(finding?.warnings.isEmpty == true)
    }

    @Test func overdampedInterpolatingSpringIsClampedAsSwiftUIDrawsIt() throws {
        let finding = Fixture.finding(file, 23, 23)
        Fixture.expectSpring(finding, stiffness: 100, damping: 40)
        #expect(finding?.diagnostics.map(\.rule) == [.overdampingClamp])
        // Drawn as the critically damped spring c = 2√(km) = 20, not the exact ζ = 2 curve.
        let critical = try SpringResponse(spring: Spring(stiffness: 100, damping: 20), motion: .unitStep).settlingTime()
        let exact = try SpringResponse(spring: Spring(stiffness: 100, damping: 40), motion: .unitStep).settlingTime()
        #expect(finding?.metrics?.settlingTime == critical)
        #expect(finding?.exactMetrics?.settlingTime == exact)
        #expect(critical! < exact!)
    }

    @Test func notLiteralArgumentIsListedNotGuessed() {
        let finding = Fixture.finding(file, 24, 23)
        #expect(finding?.spring == nil)
        #expect(finding?.metrics == nil)
        #expect(finding?.parameters.first?.source == .notLiteral)
        #expect(finding?.diagnostics.map(\.message) == ["not a literal: response: springResponse"])
        #expect(finding?.diagnostics.first?.rule.level == .note)
    }

    @Test func springInitialisers() throws {
        Fixture.expectSpring(Fixture.finding(file, 25, 13), stiffness: 157.9, damping: 17.6, tolerance: 2e-3)
        let jnw = Fixture.finding(file, 26, 13)
        Fixture.expectSpring(jnw, stiffness: 300, damping: 300)
        #expect(Set(jnw?.diagnostics.map(\.rule) ?? []) == [.jnwDampingEqualsStiffness, .overdampingClamp])
        let allowed = Fixture.finding(file, 27, 13)
        #expect(allowed?.solver == .exact)
        #expect(allowed?.diagnostics.isEmpty == true)
        let response = Fixture.finding(file, 28, 13)
        let expected = try ResponseParameters(response: 0.5, dampingRatio: 0.7).spring()
        Fixture.expectSpring(response, stiffness: expected.stiffness, damping: expected.damping)
        let settling = Fixture.finding(file, 29, 13)
        let reference = try SettlingParameters(settlingDuration: 1, dampingRatio: 0.8).spring()
        Fixture.expectSpring(settling, stiffness: reference.stiffness, damping: reference.damping)
        // The envelope equation with ε = 0.001: ω0 = ln(ζ/(ε√(1−ζ²)))/(ζ·S), written out.
        let omega = log(0.8 / (0.001 * (1 - 0.64).squareRoot())) / 0.8
        Fixture.expectSpring(settling, stiffness: omega * omega, damping: 2 * 0.8 * omega, tolerance: 1e-12)
    }

    @Test func coreAnimationAssignments() throws {
        let finding = Fixture.finding(file, 34, 25)
        #expect(finding?.api == "CASpringAnimation")
        Fixture.expectSpring(finding, mass: 2, stiffness: 300, damping: 20)
        #expect(finding?.motion.initialVelocity == 0.5)
        let exact = try SpringResponse(spring: Spring(mass: 2, stiffness: 300, damping: 20),
                                       motion: Motion(initialVelocity: 0.5)).settlingTime()
        #expect(finding?.metrics?.settlingTime == exact)
    }

    @Test func coreAnimationDefaultsAndOverdamping() throws {
        // CASpringAnimation's defaults (mass 1, stiffness 100, damping 10); an overdamped one
        // without allowsOverdamping is clamped, with it is not.
        let findings = Fixture.scan("""
            let a = CASpringAnimation()
            let b = CASpringAnimation(keyPath: "x")
            b.stiffness = 100
            b.damping = 40
            func f() {
                let c = CASpringAnimation()
                c.damping = 40
                c.allowsOverdamping = true
            }
            """, .swift)
        #expect(findings.count == 3)
        Fixture.expectSpring(findings.first, stiffness: 100, damping: 10)
        #expect(findings.first?.parameters.allSatisfy { $0.source == .default } == true)
        #expect(findings.dropFirst().first?.diagnostics.map(\.rule) == [.overdampingClamp])
        Fixture.expectSpring(findings.last, stiffness: 100, damping: 40)
        #expect(findings.last?.diagnostics.isEmpty == true)
    }

    @Test func uikit() throws {
        Fixture.expectSpring(Fixture.finding(file, 43, 26), stiffness: 200, damping: 20)
        let ratioOnly = Fixture.finding(file, 44, 25)
        #expect(ratioOnly?.spring == nil)
        #expect(ratioOnly?.value(of: "dampingRatio") == 0.7)
        #expect(ratioOnly?.notes.first?.contains("animator's duration") == true)
        let inAnimator = Fixture.finding(file, 45, 80)
        let reference = try SettlingParameters(settlingDuration: 0.6, dampingRatio: 0.8).spring()
        Fixture.expectSpring(inAnimator, stiffness: reference.stiffness, damping: reference.damping)
        let animate = Fixture.finding(file, 46, 9)
        let animateReference = try SettlingParameters(settlingDuration: 0.5, dampingRatio: 0.6).spring()
        Fixture.expectSpring(animate, stiffness: animateReference.stiffness, damping: animateReference.damping)
        #expect(animate?.motion.initialVelocity == 0.2)
        #expect(animate?.notes.contains { $0.contains("approximate") } == true)
    }

    @Test func commentsAndStringsGiveNoFinding() {
        let lines = Set(Fixture.findings(in: file).map(\.line))
        // Lines 4–5 comments; 10–14 strings (plain, multi-line, raw); 30 an interpolation in a string.
        #expect(lines.isDisjoint(with: [4, 5, 10, 11, 12, 13, 14, 30]))
        #expect(Fixture.findings(in: file).count == 20)
    }
}

extension SwiftFormTests {
    @Test func typedCoreAnimationVariable() {
        let findings = Fixture.scan("""
            let a: CASpringAnimation = CASpringAnimation(keyPath: "x")
            a.stiffness = 250
            """, .swift)
        Fixture.expectSpring(findings.first, stiffness: 250, damping: 10)
    }
}

extension SwiftFormTests {
    @Test func bareSpringNeedsSwiftUI() {
        // SpringKit (and others) have a `Spring` type too: `Spring(…)` is SwiftUI's only in a file
        // importing SwiftUI, or written `SwiftUI.Spring(…)`; `.spring(…)` is always an Animation.
        let source = "let a = Spring(duration: 0.5, bounce: 0.3)\nlet b = SwiftUI.Spring(duration: 0.5, bounce: 0.3)\nlet c = Animation.spring(duration: 0.5)"
        let without = Fixture.scan(source, .swift, importing: false)
        #expect(without.map(\.line) == [2, 3])
        #expect(without.first?.column == 9)
        #expect(Fixture.scan(source, .swift).map(\.line) == [1, 2, 3])
    }
}
