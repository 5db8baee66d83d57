import Foundation
import Testing
import SpringKit
@testable import SpringTuning

/// Replays the committed libFuzzer corpus of fit's readers (Fuzz/Corpus/fit-inputs): CSV data,
/// keyframe lists and timing functions parse or fail with a typed error, never trap.
@Suite struct FitInputsCorpusTests {
    @Test func fitInputsCorpusNeverTraps() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/fit-inputs")
        let files = try FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)
        #expect(files.count > 10)
        var accepted = 0
        for url in files {
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            if let samples = try? FitSamples.parseCSV(text, path: url.lastPathComponent) {
                accepted += 1
                #expect(zip(samples.times, samples.times.dropFirst()).allSatisfy { $0 < $1 })
                #expect(samples.values.allSatisfy { $0.isFinite })
            }
            if let keyframes = try? KeyframeCurve.parseKeyframes(text) {
                accepted += 1
                _ = try? KeyframeCurve(keyframes: keyframes, timings: [.linear])
            }
            let timing = try? TimingFunction.parse(text)
            if timing != nil { accepted += 1 }
        }
        #expect(accepted > 0)
    }
}
