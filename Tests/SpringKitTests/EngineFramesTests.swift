import SpringKit
import Testing

/// `SpringSetup.frames(drawnBy:)`: the values an engine shows until it rests, one a frame, on
/// its own clock, against its curve drawn at its frame times and its stated duration.
@Suite struct EngineFramesTests {
    @Test(arguments: ["k=170,c=12,to=100", "m=2,k=200,c=40,to=100", "k=100,c=60,to=100,velocity=2"])
    func framesAreTheCurveAtEachFrameUntilTheDuration(_ spec: String) throws {
        let setup = try SpringSpec.parse(spec).resolved()
        for solver in Solver.allCases where solver.showsFrames && solver != .jnw {
            let frames = try #require(try setup.frames(drawnBy: solver), "\(solver)")
            let duration = try #require(setup.duration(drawnBy: solver))
            #expect(frames.duration == duration && frames.times.last == duration, "\(solver)")
            #expect(frames.frameInterval == 1.0 / 60)
            // Frame k is shown at k/60 s on the display (held until the next frame).
            let drawn = setup.curve(drawnBy: solver, times: frames.times.indices.map { Double($0) / 60 })
            #expect(frames.positions == drawn.positions, "\(solver)")
            // At rest from the last frame on; still moving at the frame before.
            let after = setup.curve(drawnBy: solver, times: [Double(frames.times.count) / 60, 60])
            #expect(after.positions.allSatisfy { $0 == frames.positions.last }, "\(solver)")
            // Android's clock reads whole milliseconds (frame 5 at 83 ms); the others k/60 s.
            for (k, time) in frames.times.enumerated() {
                let expected = solver == .android ? (Double(k) * 1000 / 60 + 1e-9).rounded(.down) / 1000 : Double(k) / 60
                #expect(abs(time - expected) <= 1e-12, "\(solver) frame \(k): \(time)")
            }
        }
    }

    @Test func jnwFramesAreItsKeyframesSpreadOverItsDuration() throws {
        let setup = try SpringSpec.parse("k=100,c=10").resolved()
        let frames = try #require(try setup.frames(drawnBy: .jnw))
        let keyframes = try #require(JNWSpringRenderer().keyframes(of: setup.spring, motion: setup.motion))
        #expect(frames.positions == keyframes)
        // 907 keyframes of 0.001f s (docs/engine-durations.md: 0.9070000430801883 s).
        #expect(keyframes.count == 907 && frames.duration == 907 * Double(Float(0.001)))
        #expect(abs(frames.frameInterval - frames.duration / 906) < 1e-15 && frames.times.last == frames.duration)
    }

    @Test func solversWithoutFramesAndEnginesThatNeverRestGiveNone() throws {
        let setup = try SpringSpec.parse("k=100,c=10").resolved()
        for solver in [Solver.exact, .rk4, .dopri, .swiftui, .anime] {
            #expect(!solver.showsFrames)
            #expect(try setup.frames(drawnBy: solver) == nil, "\(solver)")
        }
        #expect(!Solver.swiftui.hasStopRule && !Solver.exact.hasStopRule && !Solver.rk4.hasStopRule)
        #expect(Solver.allCases.filter { $0.isEngine && !$0.hasStopRule } == [.swiftui])
        let undamped = try SpringSpec.parse("k=100,c=0,to=100").resolved()
        #expect(try undamped.frames(drawnBy: .reactSpring) == nil)
        // A cap on the frames returned.
        #expect(try setup.frames(drawnBy: .pop, maximumFrames: 10) == nil)
        // Svelte says why it cannot draw a spring.
        let stiff = try SpringSpec.parse("k=100000,c=1").resolved()
        #expect(throws: SpringError.self) { try stiff.frames(drawnBy: .svelte) }
    }
}
