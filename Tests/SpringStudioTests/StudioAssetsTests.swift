import Foundation
import SpringStudio
import SpringTestSupport
import Testing

/// The embedded page is the page in the repository.
struct StudioAssetsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/SpringStudio/Assets")

    @Test func embeddedAssetsEqualTheAssetsFolder() throws {
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { !$0.hasPrefix(".") }.sorted()
        let embedded = (Array(StudioAssets.files.keys) + Array(StudioAssets.binaryFiles.keys)).sorted()
        #expect(embedded == onDisk, "the build embeds Sources/SpringStudio/Assets/ (EmbedFilesPlugin): rebuild after editing it")
        for name in onDisk {
            let url = Self.folder.appendingPathComponent(name)
            if let bytes = StudioAssets.binaryFiles[name] {
                #expect(Data(bytes) == (try Data(contentsOf: url)), "\(name) differs from its embedded copy: rebuild (EmbedFilesPlugin)")
            } else {
                let disk = try String(contentsOf: url, encoding: .utf8)
                #expect(StudioAssets.files[name] == disk, "\(name) differs from its embedded copy: rebuild (EmbedFilesPlugin)")
            }
        }
    }

    @Test func thePageSetsNoHTMLFromText() throws {
        // Every element is built with element()/textContent: no HTML parsing of any text,
        // so nothing a request or a link carries can become markup (docs/studio.md#security).
        let script = try #require(StudioAssets.files["studio.js"])
        for sink in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "createContextualFragment", "DOMParser"] {
            #expect(!script.contains(sink), "studio.js uses \(sink)")
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
