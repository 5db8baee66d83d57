import Foundation
import SpringIO
import SpringKit
import SpringTestSupport
@testable import SpringScan

/// A fresh copy of Fixtures/Edit (one small file per language and API form, a shared config
/// used from two files) to rewrite, and what the edit tests read back from it.
struct EditFixture {
    /// The copy's folder (absolute, links resolved).
    let root: String

    /// Copies Fixtures/Edit — or only the files `names` — into a new temporary folder.
    init(_ names: [String]? = nil) throws {
        let folder = try CLI.temporaryDirectory()
        let copy = folder.appendingPathComponent("Edit")
        if let names {
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            for name in names {
                try FileManager.default.copyItem(atPath: Fixture.root + "/Edit/" + name, toPath: copy.appendingPathComponent(name).path)
            }
        } else {
            try FileManager.default.copyItem(atPath: Fixture.root + "/Edit", toPath: copy.path)
        }
        root = Platform.resolvedPath(copy.path) ?? copy.path
    }

    /// The fixture's files in groups scanned on their own: each language's file, and the
    /// TypeScript files that share a config.
    static let groups: [[String]] = [["Card.swift"], ["Springs.kt"], ["springs.dart"], ["Counter.svelte"], ["card.css"],
                                     ["motion.ts", "sheet.ts", "springs.ts", "libraries.d.ts"]]

    /// Removes the copy.
    func remove() {
        try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent)
    }

    /// The absolute path of `name` in the copy.
    func path(_ name: String) -> String { root + "/" + name }

    /// The scan of the copy.
    func scan() throws -> ScanReport {
        try Scanner(options: ScanOptions(threads: 1)).scan([root])
    }

    /// The bytes of `name`.
    func bytes(_ path: String) -> [UInt8] {
        (try? Platform.readRegularFile(atPath: path, limit: 1 << 20).get()) ?? []
    }

    /// An editor confined to the copy.
    var editor: SpringEditor { SpringEditor(options: ScanOptions(threads: 1), root: root) }

    /// `text` with every number literal (and each CSS `linear()`'s stops) replaced by `#`: two
    /// versions of a file that differ only in their numbers have the same skeleton.
    static func skeleton(_ text: String) -> String {
        var text = text
        for (pattern, template) in [(#"linear\([^)]*\)"#, "linear(#)"),
                                    (#"(?<![A-Za-z0-9_$.])-?[0-9][0-9_]*(\.[0-9]+)?([eE][-+]?[0-9]+)?[fFL]?"#, "#")] {
            let expression = try! NSRegularExpression(pattern: pattern)
            text = expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
        }
        return text
    }
}
