import Foundation
import SpringTestSupport
import Testing

/// `springtune edit` as a user runs it: the dry run's diff (which `patch` applies), the write,
/// and one line with the documented exit code for each refusal.
@Suite struct EditCLITests {
    @Test func dryRunPrintsTheDiffThatPatchApplies() throws {
        let fixture = try EditFixture(["Card.swift"])
        defer { fixture.remove() }
        let before = fixture.bytes(fixture.path("Card.swift"))
        let run = try ScanCLI.run(["edit", "Card.swift:6", "--spring", "response:response=0.5,dampingRatio=0.8", "--dry-run"],
                                  in: fixture.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains("response 0.35 → 0.5 at Card.swift:6:"))
        #expect(run.stdout.contains("-    static let cardSpring = Animation.spring(response: 0.35, dampingFraction: 0.7)\n"
                                    + "+    static let cardSpring = Animation.spring(response: 0.5, dampingFraction: 0.8)\n"))
        #expect(fixture.bytes(fixture.path("Card.swift")) == before)
        // The diff is a patch: applied by patch(1), it gives the file `edit` writes.
        let diff = String(run.stdout[run.stdout.range(of: "--- a/")!.lowerBound...])
        try Data(diff.utf8).write(to: URL(fileURLWithPath: fixture.root + "/edit.patch"))
        let patched = try CLI.run(["patch", "-p1", "-i", "edit.patch"], in: URL(fileURLWithPath: fixture.root),
                                  program: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(patched.status == 0, "\(patched.stdout)\(patched.stderr)")
        let viaPatch = fixture.bytes(fixture.path("Card.swift"))
        try Data(before).write(to: URL(fileURLWithPath: fixture.path("Card.swift")))
        let write = try ScanCLI.run(["edit", "Card.swift:6", "--spring", "response:response=0.5,dampingRatio=0.8"], in: fixture.root)
        #expect(write.status == 0)
        #expect(write.stdout.hasPrefix("wrote response 0.35 → 0.5"))
        #expect(fixture.bytes(fixture.path("Card.swift")) == viaPatch)
    }

    @Test func refusalsAreOneLineWithTheirExitCodes() throws {
        let fixture = try EditFixture(["Card.swift", "springs.dart"])
        defer { fixture.remove() }
        let before = fixture.bytes(fixture.path("Card.swift"))
        // The location is the command line's to parse; the request's refusals: EditRequestTests.
        let cases: [([String], Int32, String)] = [
            (["edit", "Card.swift:3", "--spring", "k=200,c=17.5"], 65, "no spring at Card.swift:3"),
            (["edit", "Card.swift", "--spring", "k=200,c=17.5"], 64, "invalid location Card.swift"),
        ]
        for (arguments, status, message) in cases {
            let run = try ScanCLI.run(arguments, in: fixture.root)
            #expect(run.status == status, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
        #expect(fixture.bytes(fixture.path("Card.swift")) == before)
        chmod(fixture.path("Card.swift"), 0o444)
        let readOnly = try ScanCLI.run(["edit", "Card.swift:6", "--spring", "k=200,c=17.5"], in: fixture.root)
        #expect(readOnly.status == 73, "\(readOnly.stderr)")
        #expect(readOnly.stderr == "springtune: cannot write Card.swift: the file is read-only\n")
        #expect(fixture.bytes(fixture.path("Card.swift")) == before)
    }

    /// The fixes planned and written: ScanRequestTests; here the command line's own rules and
    /// its exit status.
    @Test func scanFixFromTheCommandLine() throws {
        let root = try LintFixTests.copy()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let alone = try ScanCLI.run(["scan", ".", "--dry-run"], in: root)
        #expect(alone.status == 64)
        #expect(alone.stderr == "springtune: --dry-run and --rule go with --fix\n")
        let fixed = try ScanCLI.run(["scan", ".", "--fix", "--fail-on", "warning"], in: root)
        // Five fixes written; the warnings without a fix (anime.js, dropped velocities) remain.
        #expect(fixed.status == 1)
        #expect(fixed.stdout.split(separator: "\n").filter { $0.hasPrefix("fixed ") }.count == 5)
        #expect(fixed.stderr.hasSuffix("warnings found (--fail-on warning)\n"))
    }
}
