import Foundation
import SpringStudio
import Testing

/// The embedded page is the page in the repository.
struct StudioAssetsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/SpringStudio/Assets")

    @Test func embeddedAssetsEqualTheAssetsFolder() throws {
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(StudioAssets.files.keys.sorted() == onDisk, "run `make studio-assets` after editing Sources/SpringStudio/Assets/")
        for name in onDisk {
            let disk = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            #expect(StudioAssets.files[name] == disk, "\(name) differs from its embedded copy: run `make studio-assets`")
        }
    }

    @Test func thePageLoadsNothingFromElsewhere() throws {
        // No CDN, no font service: every src and href is a path on the studio itself.
        for (name, text) in StudioAssets.files {
            let pattern = try NSRegularExpression(pattern: #"(src|href)\s*=\s*["']?(https?:)?//"#)
            let hits = pattern.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
            #expect(hits == 0, "\(name) loads something from another origin")
            #expect(!text.contains("@import url(http"), "\(name) imports a remote stylesheet")
        }
    }
}
