import Foundation
import Testing
import SpringKit

/// Replays the committed libFuzzer corpus of the spring-spec parser (Fuzz/Corpus/spring-spec):
/// every input must parse or fail with a typed error, and resolve and measure without a trap.
@Suite struct FuzzCorpusTests {
    static var corpus: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Corpus/spring-spec")
    }

    @Test func springSpecCorpusNeverTraps() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.corpus, includingPropertiesForKeys: nil)
        #expect(files.count >= 4)
        var parsed = 0
        for file in files {
            let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            guard let spec = try? SpringSpec.parse(text) else { continue }
            parsed += 1
            // A parsed spec prints back to a spec that parses to the same thing.
            #expect(try SpringSpec.parse(spec.description) == spec, "\(spec)")
            if let setup = try? spec.resolved() {
                let metrics = try? setup.response.metrics()
                if let settling = metrics?.settlingTime { #expect(settling >= 0 && settling.isFinite) }
            }
        }
        #expect(parsed > 0)
    }
}
