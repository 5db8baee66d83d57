import Foundation
import SpringKit
import Testing
@testable import SpringScan

/// The warnings a reviewer wants, each triggered and not triggered.
@Suite struct WarningTests {
    @Test func slowSettlingThreshold() throws {
        let source = "let a = Spring(mass: 1, stiffness: 100, damping: 10)\n"
        let settling = try SpringResponse(spring: Spring(stiffness: 100, damping: 10), motion: .unitStep).settlingTime()!
        #expect(abs(settling - 0.8076348973927997) < 1e-12) // apple.json's ca-spring-animation-default
        let slow = Fixture.scan(source, .swift, options: ScanOptions(maximumSettlingTime: 0.8, threads: 1))
        #expect(slow.first?.diagnostics.map(\.rule) == [.slowSettling])
        #expect(slow.first?.diagnostics.first?.message == "settles in 0.8076 s, slower than 0.8 s")
        let fast = Fixture.scan(source, .swift, options: ScanOptions(maximumSettlingTime: 0.81, threads: 1))
        #expect(fast.first?.diagnostics.isEmpty == true)
        #expect(Fixture.scan(source, .swift).first?.diagnostics.isEmpty == true)
    }

    @Test func undampedNeverSettles() {
        let findings = Fixture.scan("val s = spring<Float>(dampingRatio = 0f)", .kotlin)
        #expect(findings.first?.metrics?.settlingTime == nil)
        #expect(findings.first?.diagnostics.map(\.message) == ["undamped (damping 0): it never settles"])
    }

    @Test func jnwTrapOnlyWhenEqual() {
        #expect(Fixture.scan("Animated.spring(v, { stiffness: 14, damping: 14 })", .javaScript).first?.diagnostics.map(\.rule)
                == [.jnwDampingEqualsStiffness])
        #expect(Fixture.scan("Animated.spring(v, { stiffness: 14, damping: 14.5 })", .javaScript).first?.diagnostics.isEmpty == true)
        // react-spring: tension and friction are stiffness and damping.
        let react = Fixture.scan("import { a } from '@react-spring/web'\nuseSpring({ config: { tension: 300, friction: 300 } })", .javaScript)
        #expect(react.first?.diagnostics.map(\.rule) == [.jnwDampingEqualsStiffness])
    }

    @Test func mismatchedNamesAcrossFiles() {
        let springs = Fixture.report.findings.filter { $0.name == "cardSpring" }
        #expect(springs.count == 4)
        for finding in springs {
            #expect(finding.diagnostics.filter { $0.rule == .mismatchedSprings }.count == 1)
        }
        // Names bound to equal springs, or to API keywords, are not compared.
        var findings = Fixture.scan("""
            let shared = Spring(duration: 0.5, bounce: 0.2)
            struct A { static let shared = Spring(duration: 0.5, bounce: 0.2) }
            """, .swift)
        Scanner.checkMatchingNames(&findings)
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.name == "shared" && $0.diagnostics.isEmpty })
    }

    @Test func invalidValues() {
        let findings = Fixture.scan("let s = Spring(duration: 0.5, bounce: 1.5)", .swift)
        #expect(findings.first?.spring == nil)
        #expect(findings.first?.diagnostics.first?.rule == .invalidSpring)
        #expect(findings.first?.diagnostics.first?.message.contains("bounce") == true)
    }

    @Test func everyRuleHasADescriptionAndLevel() {
        #expect(ScanRule.allCases.filter { $0.level == .note } == [.notLiteral])
        #expect(ScanRule.allCases.allSatisfy { !$0.summary.isEmpty })
        #expect(Fixture.report.warningCount == Fixture.report.findings.reduce(0) { $0 + $1.warnings.count })
    }
}
