import Foundation
import SpringKit
import SpringTestSupport
import Testing
@testable import SpringScan

/// ``Finding/familySpec`` (the spring a call writes, as a spec the studio loads): for every
/// spring the fixtures and the ecosystem corpus hold, the spec's text parses back and resolves
/// to the spring found, and a call read by a family is given in that family, in the form it
/// writes, with the numbers it writes wherever those give the spring.
@Suite struct FamilySpecTests {
    static let findings: [Finding] = {
        let report = try? Scanner(options: ScanOptions(threads: 2)).scan([Fixture.root + "/App", Fixture.root + "/Ecosystems"])
        return report?.findings.filter { $0.spring != nil } ?? []
    }()

    @Test func everySpecResolvesToTheSpringFound() throws {
        #expect(Self.findings.count > 100)
        var inFamily = 0
        for finding in Self.findings {
            let spring = try #require(finding.spring)
            guard let spec = finding.familySpec else {
                Issue.record("no spec for \(finding.location) \(finding.api)")
                continue
            }
            // Through its text, as the page sends it back: 12 significant digits at worst.
            let setup = try SpringSpec.parse(spec.description).resolved()
            #expect(Tolerance.agree(setup.spring.stiffness, spring.stiffness, relative: 1e-9), "\(finding.location) \(spec)")
            #expect(Tolerance.agree(setup.spring.damping, spring.damping, relative: 1e-9), "\(finding.location) \(spec)")
            #expect(Tolerance.agree(setup.spring.mass, spring.mass, relative: 1e-9), "\(finding.location) \(spec)")
            #expect(abs((setup.motion.initialVelocity ?? 0) - (finding.motion.initialVelocity ?? 0)) <= 1e-9 * max(1, abs(finding.motion.initialVelocity ?? 0)),
                    "\(finding.location) \(spec): velocity")
            if case .family(let family) = spec.base, family == finding.family, finding.writtenForm != nil { inFamily += 1 }
        }
        // Nearly every call with a form is loaded in its own family (the physical spec is the
        // fallback for the few whose numbers no form of the family gives back).
        let withForm = Self.findings.filter { $0.writtenForm != nil }.count
        #expect(Double(inFamily) >= 0.95 * Double(withForm), "\(inFamily) of \(withForm) in their own family")
    }

    @Test func callsAreGivenInTheFormTheyWrite() throws {
        let source = """
            import SwiftUI
            let a = Animation.spring(response: 0.55, dampingFraction: 0.7)
            let b = Animation.interpolatingSpring(stiffness: 170, damping: 15)
            let c = Animation.spring(duration: 0.4, bounce: 0.2)

            """
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try source.write(to: directory.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try """
            import { motion } from "framer-motion";
            export const A = () => <motion.div transition={{ type: "spring", visualDuration: 0.3, bounce: 0.25 }} />;

            """.write(to: directory.appendingPathComponent("a.tsx"), atomically: true, encoding: .utf8)
        let report = try Scanner(options: ScanOptions(threads: 1)).scan([directory.path])
        let specs = report.findings.sorted { ($0.path, $0.line) < ($1.path, $1.line) }.map { $0.familySpec?.description }
        #expect(specs == ["response:response=0.55,dampingRatio=0.7", "stiffness=170,damping=15", "swiftui:duration=0.4,bounce=0.2",
                          "motion:visualDuration=0.3,bounce=0.25"])
        let forms = report.findings.sorted { ($0.path, $0.line) < ($1.path, $1.line) }.map { $0.writtenForm?.form.rawValue }
        #expect(forms == ["response", "physical", "swiftui", "motionVisual"])
    }
}
