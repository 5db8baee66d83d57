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

    @Test func onlySharedNamesAreCompared() {
        func check(_ sources: [(String, SourceLanguage)]) -> [Finding] {
            var findings = sources.enumerated().flatMap { offset, source in
                Fixture.scan(source.0, source.1).map { finding in
                    var finding = finding
                    finding.path = "file\(offset)"
                    return finding
                }
            }
            Scanner.checkMatchingNames(&findings)
            return findings
        }
        // Two components that each declare a local `customTransition` are unrelated.
        let local = check([
            ("export function A() {\n  const customTransition = { type: \"spring\", stiffness: 300, damping: 20 }\n}\n", .javaScript),
            ("export function B() {\n  const customTransition = { type: \"spring\", stiffness: 100, damping: 10 }\n}\n", .javaScript),
            ("func f() {\n    let customTransition = Spring(duration: 0.5, bounce: 0.2)\n}\n", .swift),
            ("struct V: View {\n    var body: some View {\n        let customTransition = Spring(duration: 0.3, bounce: 0)\n    }\n}\n", .swift),
            ("enum E {\n    private static let customTransition = Spring(duration: 0.2, bounce: 0)\n}\n", .swift),
            ("fun f() {\n    val customTransition = spring<Float>(dampingRatio = 0.3f)\n}\n", .kotlin),
            ("const springs = { customTransition: { type: \"spring\", stiffness: 50 } }\n", .javaScript),
        ])
        #expect(local.count == 7)
        #expect(local.allSatisfy { $0.name == "customTransition" && !$0.nameIsShared && $0.diagnostics.isEmpty })
        // Exported, a type's member, the top level of a Swift or Kotlin file: compared.
        let shared = check([
            ("export const card = { type: \"spring\", stiffness: 300, damping: 20 }\n", .javaScript),
            ("export const springs = { card: { type: \"spring\", stiffness: 300, damping: 25 } }\n", .javaScript),
            ("enum Springs {\n    static let card = Spring(duration: 0.5, bounce: 0.2)\n}\n", .swift),
            ("let card = Spring(duration: 0.4, bounce: 0.2)\n", .swift),
            ("object Springs {\n    val card = spring<Float>(dampingRatio = 0.5f)\n}\n", .kotlin),
            ("class A : B() {\n    val card = spring<Float>(dampingRatio = 0.4f)\n}\n", .kotlin),
        ])
        #expect(shared.count == 6)
        #expect(shared.allSatisfy { $0.name == "card" && $0.nameIsShared && $0.diagnostics.map(\.rule) == [.mismatchedSprings] })
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
