import Foundation
import SpringIO
import SpringTestSupport
import Testing
@testable import SpringScan

/// A scan confined to a folder (``ScanOptions/confinement``, the studio's project) reads nothing
/// outside it: a link to a file outside is skipped, as is a `package.json` above it; and
/// ``SourceVersion`` is FNV-1a as published.
@Suite struct ConfinementTests {
    @Test func aConfinedScanReadsNothingOutsideItsFolder() throws {
        let base = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "let a = Animation.spring(response: 0.3, dampingFraction: 0.5)\n"
            .write(to: base.appendingPathComponent("outside.swift"), atomically: true, encoding: .utf8)
        try "let b = Animation.spring(response: 0.4, dampingFraction: 0.6)\n"
            .write(to: folder.appendingPathComponent("inside.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.swift").path,
                                                   withDestinationPath: base.appendingPathComponent("outside.swift").path)
        // Reanimated's version declared only above the folder.
        try #"{"dependencies": {"react-native-reanimated": "~3.16.0"}}"#.write(to: base.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
        try "import { withSpring } from \"react-native-reanimated\";\nexport const a = withSpring(1, { stiffness: 300, damping: 20 });\n"
            .write(to: folder.appendingPathComponent("a.ts"), atomically: true, encoding: .utf8)
        let resolved = try #require(Platform.resolvedPath(folder.path))
        let free = try Scanner(options: ScanOptions(threads: 1)).scan([resolved])
        let confined = try Scanner(options: ScanOptions(threads: 1, confinement: resolved)).scan([resolved])
        #expect(free.findings.map { ($0.path as NSString).lastPathComponent }.sorted() == ["a.ts", "inside.swift", "link.swift"])
        #expect(confined.findings.map { ($0.path as NSString).lastPathComponent }.sorted() == ["a.ts", "inside.swift"])
        // The package.json above the folder gives the unconfined scan Reanimated 3; the confined
        // one does not read it and assumes 4, as without a package.json.
        let freeVersion = free.findings.first { $0.path.hasSuffix("a.ts") }?.apiVersion
        let confinedVersion = confined.findings.first { $0.path.hasSuffix("a.ts") }?.apiVersion
        #expect(freeVersion?.major == 3 && freeVersion?.isDeclared == true)
        #expect(confinedVersion?.major == 4 && confinedVersion?.isDeclared == false)
    }

    @Test func sourceVersionIsFNV1a() {
        // The FNV-1a 64-bit test vectors published with the algorithm (Fowler, Noll, Vo;
        // IETF draft-eastlake-fnv, appendix): "" → cbf29ce484222325, "a" → af63dc4c8601ec8c,
        // "foobar" → 85944171f73967e8.
        #expect(SourceVersion(of: []).hash == 0xcbf2_9ce4_8422_2325)
        #expect(SourceVersion(of: Array("a".utf8)).hash == 0xaf63_dc4c_8601_ec8c)
        #expect(SourceVersion(of: Array("foobar".utf8)).hash == 0x8594_4171_f739_67e8)
        #expect(SourceVersion(of: Array("foobar".utf8)).description == "6-85944171f73967e8")
        #expect(SourceVersion(of: Array("a".utf8)) != SourceVersion(of: Array("b".utf8)))
    }
}
