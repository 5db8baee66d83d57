import Foundation
import SpringExport
import SpringKit
import SpringTestSupport
import SpringVideo
import Testing

/// The frame clock and the ranking on recordings the tests draw (``SyntheticRecording``):
/// container timestamps read at their precision, the candidate that drew a recording named
/// first, and candidates the samples cannot tell apart reported as ties.
@Suite("Engine ranking")
struct EngineRankingTests {
    static let spring = try! Spring(mass: 1, stiffness: 200, damping: 17.5)   // ζ 0.6187, ω0 14.142

    func tracked(_ recording: SyntheticRecording, codec: SyntheticRecording.Codec) throws -> TrackedMotion {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("recording.\(codec.rawValue)").path
        try recording.encode(to: path, codec: codec)
        return try MotionTracker().track(VideoSource(path: path))
    }

    func ranking(_ recording: SyntheticRecording) throws -> EngineRanking {
        let motion = try tracked(recording, codec: .h264)
        return EngineRanker().rank(try RecordingFitter().fit(motion), motion: motion)
    }

    @Test("60 fps stamped in 1 ms (WebM) or 1 cs (GIF): the frames' times are the regular clock, within 0.1 ms of k/60",
          arguments: [SyntheticRecording.Codec.vp9, .gif])
    func frameClock(_ codec: SyntheticRecording.Codec) throws {
        var recording = SyntheticRecording(spring: Self.spring)
        recording.duration = 1.2
        let motion = try tracked(recording, codec: codec)
        // The stamps themselves are up to 0.33 ms (WebM) or 3.3 ms (GIF) off k/60.
        let worst = motion.times.map { t in abs(t - (t * 60).rounded() / 60) }.max() ?? .infinity
        #expect(worst < 1e-4, "\(codec): a frame time is \(worst * 1000) ms off the 60 Hz clock")
        #expect(motion.notes.contains { $0.contains("regular") }, "\(motion.notes)")
    }

    @Test("Frames at irregular times (a subset of 240 fps frames) keep their stamps")
    func irregularStamps() throws {
        var recording = SyntheticRecording(spring: Self.spring)
        recording.variableFrameRate = true
        recording.duration = 1.2
        let motion = try tracked(recording, codec: .h264)
        let worst = motion.times.map { t in abs(t - (t * 240).rounded() / 240) }.max() ?? .infinity
        #expect(worst < 1e-6, "a frame time is \(worst * 1000) ms off its 240 Hz stamp")
        #expect(!motion.notes.contains { $0.contains("regular") }, "\(motion.notes)")
    }

    @Test("Drawn by the CSS linear() easing export --as css writes: that candidate strictly first, its spring within 0.5 %")
    func cssEasing() throws {
        var recording = SyntheticRecording(spring: Self.spring)
        let easing = try CSSExporter.easing(for: ExportSubject(spring: Self.spring))
        let duration = Double(easing.durationMilliseconds) / 1000
        let (from, step) = (recording.from, recording.to - recording.from)
        recording.drawnCurve = { t in from + step * CSSExporter.evaluate(easing.stops, at: min(1, t / duration)) }
        let ranking = try ranking(recording)
        let best = try #require(ranking.candidates.first)
        #expect(best.label == EngineRanker.cssLabel, "\(ranking.candidates.prefix(3).map { ($0.label, $0.rmsResidual) })")
        #expect(ranking.tiedWithBest == 0, "ties: \(zip(ranking.candidates, ranking.isTiedWithBest).filter(\.1).map(\.0.label))")
        #expect(abs(best.spring.dampingRatio / Self.spring.dampingRatio - 1) < 0.005, "ζ \(best.spring.dampingRatio)")
        #expect(abs(best.spring.naturalFrequency / Self.spring.naturalFrequency - 1) < 0.005, "ω0 \(best.spring.naturalFrequency)")
    }

    @Test("Drawn by the exact spring: the candidates that draw the same curve (exact, SwiftUI) are ties, POP's frames are not")
    func exactSpringTies() throws {
        let ranking = try ranking(SyntheticRecording(spring: Self.spring))
        let tied = Set(zip(ranking.candidates, ranking.isTiedWithBest).filter(\.1).map(\.0.label))
        #expect(tied.isSuperset(of: ["exact spring", "swiftui"]), "tied: \(tied); noise \(ranking.noise); \(ranking.candidates.prefix(8).map { ($0.label, $0.rmsResidual, $0.startTime) })")
        #expect(!tied.contains("pop at 60 Hz"), "tied: \(tied)")
        #expect(ranking.candidates.count >= 3)
    }
}
