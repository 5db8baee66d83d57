import Foundation
import Testing
@testable import SpringScan

/// `.gitignore` rules: the pattern subset (each against Git's documented meaning), and the
/// walk over the fixture (skipped folders, nested files, negation, anchoring, `**`).
@Suite struct GitIgnoreTests {
    func ignored(_ rules: String, _ path: String, directory: Bool = false) -> Bool? {
        let components = path.split(separator: "/").map { Array($0.utf8) }
        return GitIgnore(rules).isIgnored(components, isDirectory: directory)
    }

    @Test func commentsBlanksAndEscapes() {
        #expect(GitIgnore("# comment\n\n   \n").patterns.isEmpty)
        #expect(ignored("\\#name", "#name") == true)
        #expect(ignored("\\!important", "!important") == true)
        #expect(ignored("name   ", "name") == true)
    }

    @Test func unanchoredMatchesAtAnyDepth() {
        #expect(ignored("*.gen.swift", "a/b/File.gen.swift") == true)
        #expect(ignored("*.gen.swift", "File.swift") == nil)
        #expect(ignored("Fil?.swift", "x/File.swift") == true)
        #expect(ignored("Fil?.swift", "x/Fil.swift") == nil)
        #expect(ignored("[A-C]*.kt", "B.kt") == true)
        #expect(ignored("[!A-C]*.kt", "B.kt") == nil)
    }

    @Test func anchoringAndDirectories() {
        #expect(ignored("/web/legacy.js", "web/legacy.js") == true)
        #expect(ignored("/web/legacy.js", "x/web/legacy.js") == nil)
        #expect(ignored("web/legacy.js", "x/web/legacy.js") == nil) // a middle slash anchors too
        #expect(ignored("build/", "a/build", directory: true) == true)
        #expect(ignored("build/", "a/build", directory: false) == nil)
        #expect(ignored("a/*.js", "a/b/c.js") == nil) // `*` does not cross `/`
    }

    @Test func doubleStar() {
        #expect(ignored("**/drafts", "x/y/drafts", directory: true) == true)
        #expect(ignored("**/drafts", "drafts", directory: true) == true)
        #expect(ignored("logs/**", "logs", directory: true) == nil) // only what is inside
        #expect(ignored("logs/**", "logs/a/b.js") == true)
        #expect(ignored("a/**/b", "a/b", directory: true) == true)
        #expect(ignored("a/**/b", "a/x/y/b", directory: true) == true)
        #expect(ignored("a/**/b", "a/x/c", directory: true) == nil)
    }

    @Test func lineEnds() {
        // CR LF ("\r\n" is one Character in Swift) and CR alone end lines as LF does.
        #expect(GitIgnore("a.swift\r\nb.swift\r\n").patterns.map(\.segments) == [[Array("a.swift".utf8)], [Array("b.swift".utf8)]])
        #expect(GitIgnore("a.swift\rb.swift").patterns.count == 2)
        #expect(ignored("x.swift\r\n/web/", "web", directory: true) == true)
    }

    @Test func lastMatchWinsAndNegation() {
        #expect(ignored("*.swift\n!keep.swift", "keep.swift") == false)
        #expect(ignored("!keep.swift\n*.swift", "keep.swift") == true)
    }

    @Test func fixtureWalk() {
        let paths = Set(Fixture.report.findings.map { $0.path.replacingOccurrences(of: Fixture.root + "/", with: "") })
        // Re-included by `!keep.gen.swift`, found under a nested .gitignore that ignores a sibling,
        // and not matched by the anchored `/web/legacy.js`.
        #expect(paths.isSuperset(of: ["App/Sources/keep.gen.swift", "App/Sources/nested/Kept.swift", "App/web/sub/legacy.js"]))
        // generated/, *.gen.swift, /web/legacy.js, **/drafts/**, the nested Local.swift, and the
        // skipped node_modules and build folders.
        #expect(paths.isDisjoint(with: ["App/generated/Gen.swift", "App/Sources/Auto.gen.swift", "App/web/legacy.js",
                                        "App/android/drafts/Draft.kt", "App/Sources/nested/Local.swift",
                                        "App/node_modules/lib/index.js", "App/Sources/build/Out.swift"]))
        #expect(Fixture.report.filesScanned == 9)
        #expect(Fixture.report.problems.isEmpty)
    }

    @Test func withoutGitIgnore() throws {
        let report = try Scanner(options: ScanOptions(threads: 1, honoursGitIgnore: false)).scan([Fixture.root])
        let paths = Set(report.findings.map { $0.path.replacingOccurrences(of: Fixture.root + "/", with: "") })
        #expect(paths.isSuperset(of: ["App/generated/Gen.swift", "App/web/legacy.js", "App/Sources/nested/Local.swift"]))
        #expect(!paths.contains("App/node_modules/lib/index.js")) // skipped folders stay skipped
    }
}
