import Foundation
import SpringKit
import SpringTestSupport
import SpringVideo
import Testing

/// Tracking and fitting in process, on recordings the tests draw (``SyntheticRecording``) and
/// encode with Debian's ffmpeg: what real recordings have (a status bar, a backdrop that
/// fades, a shadow, motion blur, repeated frames, variable frame times, an element entering
/// from off-screen, PNG frames), each fitted back to the spring drawn.
@Suite("Recording tracking")
struct RecordingTrackingTests {
    static let spring = try! Spring(mass: 1, stiffness: 196, damping: 14)   // ζ 0.5, ω0 14

    func fitted(_ recording: SyntheticRecording, codec: SyntheticRecording.Codec = .h264, property: TrackedProperty = .auto,
                frameRate: Double? = nil) throws -> (TrackedMotion, RecordingFit) {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path: String
        if frameRate != nil {
            path = directory.appendingPathComponent("frames").path
            try recording.writeFrames(to: path)
        } else {
            path = directory.appendingPathComponent("recording.\(codec.rawValue)").path
            try recording.encode(to: path, codec: codec)
        }
        let motion = try MotionTracker(property: property).track(VideoSource(path: path, frameRate: frameRate))
        return (motion, try RecordingFitter().fit(motion))
    }

    func expectSpring(_ fit: RecordingFit, within tolerance: Double, _ comment: Comment) {
        let spring = fit.fit.spring
        #expect(abs(spring.dampingRatio / Self.spring.dampingRatio - 1) <= tolerance, comment)
        #expect(abs(spring.naturalFrequency / Self.spring.naturalFrequency - 1) <= tolerance, comment)
    }

    @Test("A status bar, a fading backdrop (with a status bar it does not dim) or a shadow: ζ and ω0 within 1 %, start and amplitude found",
          arguments: ["status bar", "fading backdrop", "shadow", "fading backdrop, undimmed status bar"])
    func clutter(_ kind: String) throws {
        var recording = SyntheticRecording(spring: Self.spring)
        switch kind {
        case "status bar": recording.statusBar = true
        case "fading backdrop": recording.backdropFade = 40
        case "fading backdrop, undimmed status bar": recording.backdropFade = 40; recording.statusBar = true
        default: recording.shadow = true
        }
        let (motion, fit) = try fitted(recording)
        #expect(motion.property == .x)
        expectSpring(fit, within: 0.01, "\(kind): ζ \(fit.fit.spring.dampingRatio), ω0 \(fit.fit.spring.naturalFrequency)")
        #expect(abs(fit.startTime - recording.startTime) < 0.004, "\(kind): start \(fit.startTime)")
        #expect(abs(fit.amplitude - (recording.to - recording.from)) < 1, "\(kind): amplitude \(fit.amplitude)")
    }

    @Test("Motion blur over half a frame: ζ within 1 %, ω0 within 1 %")
    func motionBlur() throws {
        var recording = SyntheticRecording(spring: Self.spring)
        recording.motionBlur = 0.5
        let (_, fit) = try fitted(recording)
        expectSpring(fit, within: 0.01, "blur: ζ \(fit.fit.spring.dampingRatio), ω0 \(fit.fit.spring.naturalFrequency)")
    }

    @Test("Drawing at 30 Hz recorded at 60 fps: the repeated frames are dropped")
    func repeatedFrames() throws {
        var recording = SyntheticRecording(spring: Self.spring)
        recording.drawingRate = 30
        let (motion, fit) = try fitted(recording)
        #expect(motion.repeatedFrames >= 15)
        expectSpring(fit, within: 0.01, "30 Hz drawing: ζ \(fit.fit.spring.dampingRatio), ω0 \(fit.fit.spring.naturalFrequency)")
    }

    @Test("A variable frame rate (frames 1/240 to 4/240 s apart): times read from the container, ζ and ω0 within 1 %")
    func variableFrameRate() throws {
        var recording = SyntheticRecording(spring: Self.spring)
        recording.variableFrameRate = true
        let (motion, fit) = try fitted(recording)
        let steps = zip(motion.times, motion.times.dropFirst()).map { $1 - $0 }
        #expect((steps.max() ?? 0) - (steps.min() ?? 0) > 0.008, "the times vary")
        expectSpring(fit, within: 0.01, "VFR: ζ \(fit.fit.spring.dampingRatio), ω0 \(fit.fit.spring.naturalFrequency)")
    }

    @Test("Vertical motion at 50 fps in WebM: y, ζ and ω0 within 1 %")
    func vertical() throws {
        var recording = SyntheticRecording(spring: Self.spring)
        recording.animated = .y
        recording.frameRate = 50
        recording.from = 50
        recording.to = 190
        let (motion, fit) = try fitted(recording, codec: .vp9)
        #expect(motion.property == .y)
        expectSpring(fit, within: 0.01, "y: ζ \(fit.fit.spring.dampingRatio), ω0 \(fit.fit.spring.naturalFrequency)")
    }

    @Test("A folder of numbered PNG frames at 60 fps: ζ and ω0 within 1 %")
    func pngFolder() throws {
        let (motion, fit) = try fitted(SyntheticRecording(spring: Self.spring), frameRate: 60)
        #expect(motion.info.container == "image2")
        expectSpring(fit, within: 0.01, "PNG: ζ \(fit.fit.spring.dampingRatio), ω0 \(fit.fit.spring.naturalFrequency)")
    }

    @Test("An element entering from off-screen: ζ and ω0 within 2 %")
    func entering() throws {
        var recording = SyntheticRecording(spring: Self.spring)
        recording.from = -60
        recording.to = 160
        let (motion, fit) = try fitted(recording)
        #expect(motion.from == nil)
        expectSpring(fit, within: 0.02, "entering: ζ \(fit.fit.spring.dampingRatio), ω0 \(fit.fit.spring.naturalFrequency)")
    }

    @Test("An element that does not move is refused with the reason")
    func still() throws {
        var recording = SyntheticRecording(spring: Self.spring)
        recording.to = recording.from + 1e-9
        #expect {
            _ = try fitted(recording)
        } throws: { error in
            guard let error = error as? VideoError, case .untrackable = error else { return false }
            return error.exitCode == 65
        }
    }

    @Test("A recording cut before the element rests is refused")
    func cutShort() throws {
        var recording = SyntheticRecording(spring: Self.spring)
        recording.duration = 0.45
        #expect(throws: VideoError.self) { _ = try fitted(recording) }
    }

    @Test("Files that are no video: one typed error each, with its exit code")
    func hostileFiles() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = directory.appendingPathComponent("empty.mp4").path
        let text = directory.appendingPathComponent("text.mp4").path
        try #require(FileManager.default.createFile(atPath: empty, contents: Data()))
        try #require(FileManager.default.createFile(atPath: text, contents: Data("hello\n".utf8)))
        #expect(throws: VideoError.empty(path: empty)) { _ = try VideoReader(VideoSource(path: empty)) }
        #expect { _ = try VideoReader(VideoSource(path: text)) } throws: { ($0 as? VideoError)?.exitCode == 65 }
        let missing = directory.appendingPathComponent("missing.mp4").path
        #expect(throws: VideoError.missing(path: missing)) { _ = try VideoReader(VideoSource(path: missing)) }
        #expect { _ = try VideoReader(VideoSource(path: directory.path)) } throws: { ($0 as? VideoError)?.exitCode == 64 }
        let small = VideoLimits(maximumSide: 100)
        let wide = directory.appendingPathComponent("wide.mp4").path
        try SyntheticRecording(spring: Self.spring).encode(to: wide, codec: .h264)
        #expect { _ = try VideoReader(VideoSource(path: wide), limits: small) } throws: { error in
            guard case .overLimit(_, .frameSize, _, _) = error as? VideoError else { return false }
            return true
        }
        let short = VideoLimits(maximumDuration: 0.5)
        #expect { _ = try VideoReader(VideoSource(path: wide), limits: short) } throws: { error in
            guard case .overLimit(_, .duration, _, _) = error as? VideoError else { return false }
            return true
        }
    }
}
