import Foundation
import Testing

/// A newcomer's first `swift build` shows no warning of ours (issue 33): every file under a
/// target's folder that SwiftPM does not build (a script that generates reference values, a
/// fixture) is excluded in Package.swift, else SwiftPM warns "found N file(s) which are unhandled".
@Suite struct PackageManifestTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyScriptInATargetFolderIsExcluded() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        // The quoted strings of the manifest: its exclude lists among them.
        let quoted = Set(manifest.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
        var unhandled: [String] = []
        for top in ["Sources", "Tests"] {
            let base = Self.root.appendingPathComponent(top)
            for target in try FileManager.default.contentsOfDirectory(atPath: base.path) {
                let folder = base.appendingPathComponent(target)
                guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
                for case let file as String in files where [".py", ".js", ".mjs", ".sh", ".c", ".rb"].contains(where: file.hasSuffix) {
                    // Excluded itself, or one of its folders is (`Fixtures`, `Stubs`).
                    let parts = file.split(separator: "/").map(String.init)
                    let prefixes = (1...parts.count).map { parts.prefix($0).joined(separator: "/") }
                    if !prefixes.contains(where: quoted.contains) { unhandled.append("\(top)/\(target)/\(file)") }
                }
            }
        }
        #expect(unhandled.isEmpty, "not excluded in Package.swift: \(unhandled)")
    }
}
