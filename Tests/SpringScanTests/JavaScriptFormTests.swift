import Foundation
import SpringKit
import Testing
@testable import SpringScan

/// Each JavaScript/TypeScript form in Fixtures/App/web. Reference values: Motion's
/// motion-dom `generators/spring/index.ts` at commit 66a5fdbbf85627ee8648a7c39d80f56fcc5f03af (visualDuration: ω0 = 2π/(1.2·V), damping = 2·clamp(1 − bounce,
/// 0.05, 1)·√stiffness; physics defaults 100/10/1; duration/bounce defaults 0.8 s/0.3 in
/// `defaults.ts`), react-spring's docs (`config.wobbly` = tension 180, friction 12;
/// frequency/damping: tension = (2π/f)²·m, friction = 4π·d·m/f), React Native's
/// `Libraries/Animated/animations/SpringAnimation.js` and `SpringConfig` (stiffness/damping/mass
/// default 100/10/1; bounciness/speed 8/12; mixing the forms is refused; tension/friction through Origami: k = (T − 30)·3.62 + 194, c = (F − 8)·3 + 25;
/// default tension 40, friction 7).
@Suite struct JavaScriptFormTests {
    let file = "App/web/motion.tsx"

    @Test func motionPhysics() throws {
        let finding = Fixture.finding(file, 10, 27)
        #expect(finding?.api == "Motion { type: \"spring\" }")
        #expect(finding?.name == "cardSpring")
        Fixture.expectSpring(finding, stiffness: 300, damping: 20)
        #expect(finding?.solver == .motion)
        let drawn = try Solver.motion.metrics(of: Spring(stiffness: 300, damping: 20), motion: .unitStep)
        #expect(finding?.metrics == drawn)
    }

    @Test func motionDurationBounce() throws {
        let finding = Fixture.finding(file, 11, 23)
        #expect(finding?.family == .motion)
        let expected = try MotionParameters(duration: 0.8, bounce: 0.25).spring()
        Fixture.expectSpring(finding, stiffness: expected.stiffness, damping: expected.damping)
        // Motion's envelope equation for ζ = 0.75 < 1, solved in closed form here:
        // (ζ/√(1−ζ²))·e^(−ζu) = 0.001 ⇒ u = ln(ζ/(0.001√(1−ζ²)))/ζ, ω0 = u/D.
        let zeta = 0.75
        let omega = log(zeta / (0.001 * (1 - zeta * zeta).squareRoot())) / zeta / 0.8
        Fixture.expectSpring(finding, stiffness: omega * omega, damping: 2 * zeta * omega, tolerance: 1e-12)
    }

    @Test func motionVisualDuration() {
        let finding = Fixture.finding(file, 12, 16)
        let root = 2 * Double.pi / (0.5 * 1.2)
        Fixture.expectSpring(finding, stiffness: root * root, damping: 2 * 0.8 * root, tolerance: 1e-14)
    }

    @Test func motionDefaultsAndOverrides() throws {
        let findings = Fixture.scan("""
            const a = { type: "spring" }
            const b = { type: 'spring', bounce: 0.5 }
            const c = { type: "spring", stiffness: 200, duration: 0.3 }
            const d = { ...base, type: "spring", stiffness: 200 }
            """, .javaScript)
        #expect(findings.count == 4)
        Fixture.expectSpring(findings[0], stiffness: 100, damping: 10)
        let b = try MotionParameters(duration: 0.8, bounce: 0.5).spring()
        Fixture.expectSpring(findings[1], stiffness: b.stiffness, damping: b.damping)
        Fixture.expectSpring(findings[2], stiffness: 200, damping: 10)
        #expect(findings[2].notes.first?.contains("ignores duration") == true)
        #expect(findings[3].spring == nil)
        #expect(findings[3].diagnostics.map(\.message) == ["not a literal: ...: ...base ('base' is not a const in this file or a file it imports)"])
        // A spread of a const and a const number are read through.
        let bound = Fixture.scan("""
            const STIFF = 320
            const base = { damping: 24, mass: 2 }
            export const e = { ...base, type: "spring", stiffness: STIFF }
            """, .javaScript)
        #expect(bound.count == 1)
        Fixture.expectSpring(bound.first, mass: 2, stiffness: 320, damping: 24, tolerance: 0)
        #expect(bound.first?.parameters.first { $0.name == "stiffness" }?.source == .constant)
    }

    @Test func reactSpring() throws {
        let object = Fixture.finding(file, 15, 43)
        #expect(object?.api == "react-spring config")
        Fixture.expectSpring(object, stiffness: 210, damping: 20)
        #expect(object?.solver == .reactSpring)
        let wobbly = Fixture.finding(file, 16, 44)
        #expect(wobbly?.api == "react-spring config.wobbly")
        Fixture.expectSpring(wobbly, stiffness: 180, damping: 12)
        let frequency = Fixture.finding(file, 17, 43)
        Fixture.expectSpring(frequency, stiffness: pow(2 * .pi / 0.5, 2), damping: 4 * .pi * 0.8 / 0.5, tolerance: 1e-14)
        let drawn = try Solver.reactSpring.metrics(of: Spring(stiffness: 180, damping: 12), motion: .unitStep)
        #expect(wobbly?.metrics == drawn)
        #expect(wobbly?.exactMetrics?.settlingTime != nil)
    }

    @Test func reactSpringNeedsItsImport() {
        // Without a react-spring import, `config.wobbly` is some other config.
        #expect(Fixture.scan("const x = config.wobbly\n", .javaScript).isEmpty)
        #expect(Fixture.scan("import { config } from 'react-spring'\nconst x = config.wobbly\n", .javaScript).count == 1)
    }

    @Test func jsxTransitionWithJNWNumbers() {
        let finding = Fixture.finding(file, 18, 55)
        Fixture.expectSpring(finding, stiffness: 500, damping: 500)
        #expect(finding?.diagnostics.map(\.rule) == [.jnwDampingEqualsStiffness])
    }

    @Test func reactNative() throws {
        Fixture.expectSpring(Fixture.finding(file, 21, 1), stiffness: 100, damping: 10)
        let origami = Fixture.finding(file, 22, 1)
        Fixture.expectSpring(origami, stiffness: (40 - 30) * 3.62 + 194, damping: (7 - 8) * 3 + 25, tolerance: 1e-14)
        let pop = Fixture.finding(file, 23, 1)
        let expected = try POPParameters(bounciness: 8, speed: 12).spring()
        Fixture.expectSpring(pop, stiffness: expected.stiffness, damping: expected.damping)
        // React Native's default config is tension 40, friction 7.
        let defaults = Fixture.finding(file, 24, 1)
        Fixture.expectSpring(defaults, stiffness: 230.2, damping: 22, tolerance: 1e-14)
        let mixed = Fixture.scan("Animated.spring(v, { stiffness: 1, tension: 2 })", .javaScript)
        #expect(mixed.first?.diagnostics.map(\.rule) == [.invalidSpring])
    }

    @Test func commentsStringsTemplatesAndRegexGiveNoFinding() {
        let lines = Set(Fixture.findings(in: file).map(\.line))
        #expect(lines.isDisjoint(with: [5, 6, 7, 8]))
        #expect(Fixture.findings(in: file).count == 11)
    }
}
