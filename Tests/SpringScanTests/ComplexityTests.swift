import Foundation
import SpringKit
import Testing
@testable import SpringScan

/// Inputs that cost quadratic (or exponential) time before: each is sized so that the earlier
/// code took over a minute (measured on the debug build: every one of these inputs was
/// stopped unfinished after 60 or 120 s), while the linear code takes at most
/// about 1.5 s in a debug build. The time is the CPU time of the thread that scans (one
/// thread: `Fixture.scan` runs the scanner on the caller's), the work done, which a loaded
/// machine does not change; the bound (15 s) leaves room for a slower one.
@Suite struct ComplexityTests {
    static let bound: Duration = .seconds(15)

    func timed<T>(_ body: () throws -> T) rethrows -> (T, Duration) {
        func threadTime() -> Duration {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
        }
        let start = threadTime()
        let value = try body()
        return (value, threadTime() - start)
    }

    @Test func parenthesesNestedAroundALiteral() {
        // 40 000 levels (80 KB): every level used to look for its closing parenthesis again.
        let depth = 40_000
        let source = "let a = Animation.spring(response: " + String(repeating: "(", count: depth) + "0.25"
            + String(repeating: ")", count: depth) + ", dampingFraction: 0.5)"
        let (findings, time) = timed { Fixture.scan(source, .swift) }
        #expect(findings.count == 1)
        #expect(findings.first?.value(of: "response") == 0.25)
        #expect(findings.first?.spring != nil)
        #expect(time < Self.bound, "\(time)")
        // The parameter's text is cut, not 80 KB long.
        let text = findings.first?.parameters.first { $0.name == "response" }?.text ?? ""
        #expect(text.utf8.count <= SourceFile.maximumTextLength + 3 && text.hasSuffix("…"))
    }

    @Test func nestedCallsAreSplitOnce() {
        // Each call's argument list holds the next call: splitting every list (and writing
        // every value's text) used to walk all the calls inside it again.
        let depth = 10_000
        let source = String(repeating: "f(a: .spring(response: ", count: depth) + "0.5"
            + String(repeating: ", dampingFraction: 1))", count: depth)
        let (findings, time) = timed { Fixture.scan(source, .swift) }
        #expect(findings.count == depth)
        #expect(findings.filter { $0.spring != nil }.count == 1) // the innermost; the others are not literals
        #expect(time < Self.bound, "\(time)")
    }

    @Test func aVariableRebound5000TimesInOneScope() {
        // Each animation's assignments end where the variable is bound again: every one used
        // to read the rest of the scope (and take the last assignment in it).
        let count = 5_000
        let swift = "func f() {\n    var a = CASpringAnimation()\n    a.stiffness = 100\n"
            + (1..<count).map { "    a = CASpringAnimation()\n    a.stiffness = \(100 + $0)\n" }.joined() + "}\n"
        let (findings, time) = timed { Fixture.scan(swift, .swift) }
        #expect(time < Self.bound, "\(time)")
        #expect(findings.map { $0.value(of: "stiffness") } == (0..<count).map { Double(100 + $0) })
        let kotlin = "fun f() {\n    var s = SpringForce()\n    s.stiffness = 100f\n"
            + (1..<count).map { "    s = SpringForce()\n    s.setStiffness(\(100 + $0)f)\n" }.joined() + "}\n"
        let (springForces, kotlinTime) = timed { Fixture.scan(kotlin, .kotlin) }
        #expect(kotlinTime < Self.bound, "\(kotlinTime)")
        #expect(springForces.map { $0.value(of: "stiffness") } == (0..<count).map { Double(100 + $0) })
    }

    @Test func nestedObjects() {
        // Motion transitions nested 10 000 deep: each used to look back through all the
        // objects around it for its brace, and to split every object inside it again. (The
        // stiffness is a variable, so that the time is the recognition's, not 10 000 renderings.)
        let depth = 10_000
        let source = "export const a = " + String(repeating: "{ type: \"spring\", stiffness: k, x: ", count: depth) + "1"
            + String(repeating: " }", count: depth)
        let (findings, time) = timed { Fixture.scan(source, .javaScript) }
        #expect(time < Self.bound, "\(time)")
        #expect(findings.count == depth)
        #expect(findings.first?.name == "a" && findings.first?.nameIsShared == true)
        #expect(findings.dropFirst().allSatisfy { $0.name == "x" })
        #expect(findings.allSatisfy { $0.parameters.first?.text == "k" && $0.diagnostics.map(\.rule) == [.notLiteral] })
    }

    @Test func springsWithOneNameAreGroupedNotPaired() throws {
        // 20 000 springs bound to one name: comparing each with every other took 4 × 10⁸ comparisons.
        let count = 20_000
        let soft = try Spring(stiffness: 100, damping: 10), stiff = try Spring(stiffness: 200, damping: 10)
        var findings = (0..<count).map { i in
            Finding(path: "f\(i)", line: 1, column: 1, language: .swift, api: "test", name: "shared",
                    spring: i % 3 == 0 ? soft : stiff)
        }
        let (_, time) = timed { Scanner.checkMatchingNames(&findings) }
        #expect(time < Self.bound, "\(time)")
        #expect(findings.allSatisfy { $0.diagnostics.map(\.rule) == [.mismatchedSprings] })
        // The first three springs that differ, in report order, and how many more.
        #expect(findings[0].diagnostics.first?.message == "'shared' is mass 1, stiffness 100, damping 10 here but differs at "
                + "f1:1:1 (mass 1, stiffness 200, damping 10), f2:1:1 (mass 1, stiffness 200, damping 10), "
                + "f4:1:1 (mass 1, stiffness 200, damping 10) and \(count - count / 3 - 1 - 3) more")
        #expect(findings[1].diagnostics.first?.message == "'shared' is mass 1, stiffness 200, damping 10 here but differs at "
                + "f0:1:1 (mass 1, stiffness 100, damping 10), f3:1:1 (mass 1, stiffness 100, damping 10), "
                + "f6:1:1 (mass 1, stiffness 100, damping 10) and \(count / 3 + 1 - 3) more")
    }

    @Test func springsWithinTheToleranceStillMatch() throws {
        let a = try Spring(stiffness: 100, damping: 10)
        let b = try Spring(stiffness: 100 * (1 + 1e-12), damping: 10)
        let c = try Spring(stiffness: 100 * (1 - 1e-12), damping: 10)
        var findings = [b, a, c, b].enumerated().map { i, spring in
            Finding(path: "f\(i)", line: 1, column: 1, language: .swift, api: "test", name: "n", spring: spring)
        }
        Scanner.checkMatchingNames(&findings)
        #expect(findings.allSatisfy { $0.diagnostics.isEmpty })
        let d = try Spring(stiffness: 100 * (1 + 1e-6), damping: 10)
        findings.append(Finding(path: "f4", line: 1, column: 1, language: .swift, api: "test", name: "n", spring: d))
        Scanner.checkMatchingNames(&findings)
        #expect(findings.prefix(4).allSatisfy { $0.diagnostics.count == 1 && $0.diagnostics[0].message.hasSuffix("differs at f4:1:1 (mass 1, stiffness 100, damping 10)") })
        #expect(findings[4].diagnostics.first?.message.hasSuffix("differs at f0:1:1 (mass 1, stiffness 100, damping 10), f1:1:1 (mass 1, stiffness 100, damping 10), f2:1:1 (mass 1, stiffness 100, damping 10) and 1 more") == true)
    }

    @Test func manyDoubleStarsDoNotBacktrack() {
        // Ten `**/` over 20 folders: trying every way to share the folders among the `**`s
        // is C(30, 10) = 3 × 10⁷ tries.
        let rules = GitIgnore(String(repeating: "**/", count: 10) + "x.swift")
        let folders = (0..<20).map { Array("d\($0)".utf8) }
        let (miss, time) = timed { rules.isIgnored(folders + [Array("y.swift".utf8)], isDirectory: false) }
        #expect(miss == nil)
        #expect(time < Self.bound, "\(time)")
        #expect(rules.isIgnored(folders + [Array("x.swift".utf8)], isDirectory: false) == true)
        #expect(rules.isIgnored([Array("x.swift".utf8)], isDirectory: false) == true)
    }

    @Test func manyDoubleStarsOverNestedFolders() throws {
        // The walk asks the rule about every folder and file on the way down 20 folders.
        var path = try ScanCLI.temporaryDirectory()
        let root = path
        try (String(repeating: "**/", count: 10) + "x.swift\n").write(toFile: root + "/.gitignore", atomically: true, encoding: .utf8)
        for level in 0..<20 {
            path += "/d\(level)"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            try "let s = Spring(duration: 1, bounce: 0)\nimport SwiftUI\n".write(toFile: path + "/y.swift", atomically: true, encoding: .utf8)
            try "let s = Spring(duration: 1, bounce: 0)\nimport SwiftUI\n".write(toFile: path + "/x.swift", atomically: true, encoding: .utf8)
        }
        let (report, time) = try timed { try Scanner(options: ScanOptions(threads: 1)).scan([root]) }
        #expect(time < Self.bound, "\(time)")
        #expect(report.filesScanned == 20)
        #expect(report.findings.count == 20 && report.findings.allSatisfy { $0.path.hasSuffix("/y.swift") })
    }

    @Test func doubleStarsMatchAsGitDocuments() {
        func ignored(_ rules: String, _ path: String) -> Bool? {
            GitIgnore(rules).isIgnored(path.split(separator: "/").map { Array($0.utf8) }, isDirectory: false)
        }
        #expect(ignored("**/a/**/b", "a/b") == true)
        #expect(ignored("**/a/**/b", "x/a/y/z/b") == true)
        #expect(ignored("**/a/**/b", "x/b") == nil)
        #expect(ignored("a/**/**/b", "a/b") == true)
        #expect(ignored("a/**/**", "a") == nil)
        #expect(ignored("a/**/**", "a/x") == true)
        #expect(ignored("a/**/c*/**", "a/x/c1/y") == true)
        #expect(ignored("a/**/c*/**", "a/x/c1") == nil)
        #expect(ignored("a/**/c*/d", "a/c1/x/d") == nil)
    }
}

/// The JavaScript resolver's inputs (configs bound to names): each would cost the product of
/// two sizes without its caps and its reading of each declaration once.
@Suite struct ResolverComplexityTests {
    @Test func manyUsesOfALargeObject() {
        // 2 000 calls spreading an object of 20 000 members: read once, and refused as no
        // spring config (more than 64 members) at every use without splitting it again.
        let members = (0..<20_000).map { "k\($0): \($0)" }.joined(separator: ", ")
        let source = "import { withSpring } from 'react-native-reanimated'\nconst big = { \(members) }\n"
            + (0..<2_000).map { _ in "x.value = withSpring(1, { ...big, damping: 20 })\n" }.joined()
        let (findings, time) = ComplexityTests().timed { Fixture.scan(source, .javaScript) }
        #expect(time < ComplexityTests.bound, "\(time)")
        #expect(findings.count == 2_000)
        #expect(findings.allSatisfy { $0.spring == nil && $0.diagnostics.first?.message.contains("more than 64 members") == true })
    }

    @Test func oneNameDeclaredInManyBlocks() {
        // 5 000 functions each with its own `cfg`, then 5 000 top-level uses of the top-level
        // `cfg` declared first: each use looks at a bounded number of the local ones. (The
        // damping is a variable, so that the time is the recognition's, not 10 000 renderings.)
        let count = 5_000
        let source = "import { withSpring } from 'react-native-reanimated'\nconst cfg = { stiffness: 7, damping: d, mass: 1 }\n"
            + (0..<count).map { "function f\($0)() { const cfg = { stiffness: \($0 + 100), damping: d, mass: 1 }; x.value = withSpring(1, cfg) }\n" }.joined()
            + String(repeating: "y.value = withSpring(1, cfg)\n", count: count)
        let (findings, time) = ComplexityTests().timed { Fixture.scan(source, .javaScript) }
        #expect(time < ComplexityTests.bound, "\(time)")
        #expect(findings.count == 2 * count)
        #expect(findings.prefix(count).map { $0.value(of: "stiffness") } == (0..<count).map { Double($0 + 100) })
        #expect(findings.suffix(count).allSatisfy { $0.value(of: "stiffness") == 7 && $0.spring == nil })
    }
}
