import Testing
@testable import SpringKit

/// Motion as it really animates: its spring generator driven by `JSAnimation`, and its reading
/// of spring options. Reference values from Motion 13.1.1 (motiondivision/motion tag v13.1.1,
/// commit 1b037b003), `motion-dom` bundled as-is with esbuild 0.17 (types stripped) and run
/// under node 20.20.2 through its real pipeline: `performance.now()` replaced by a manual clock
/// and `requestAnimationFrame` by a queue before the bundle loads, `animateSingleValue(mv, to,
/// transition)` (what `animate(mv, to, transition)` calls) at clock 0, frame f run at clock
/// `f·1000/hz` ms; values are `mv.get()` after each frame (every frame cross-checked against
/// `new JSAnimation({…, driver})` with a manual driver: identical). Harness outside the
/// repository (`lib.js`, `cases.js`).
@Suite struct MotionPipelineTests {
    struct Case {
        var spec: String
        var hz: Double
        /// The frame at which `JSAnimation` finishes.
        var finish: Int
        /// (frame, value shown).
        var frames: [(Int, Double)]
    }

    static let cases: [Case] = [
        // The generator's rest test passes at frames 120–121 and fails again: Motion keeps
        // drawing the curve and finishes on the 50 ms grid (calcGeneratorDuration 2100 ms).
        Case(spec: "k=270.063,c=3.2867187284585215,from=-5,to=5", hz: 62.5, finish: 132,
             frames: [(1, -4.6622457760014449), (50, 2.5293867820218745), (119, 4.5920893864680146), (120, 5), (121, 5),
                      (122, 4.6258452486677442), (123, 4.6879747121583373), (130, 5.2627720546997603), (131, 5),
                      (132, 5), (133, 5)]),
        // Finishes at frame 16 (calcGeneratorDuration 250 ms) although no frame's rest test passed.
        Case(spec: "k=1898.937,c=43.5768,from=0,to=100,absoluteVelocity=2", hz: 62.5, finish: 16,
             frames: [(1, 18.800068292429486), (2, 55.460659335634972), (3, 88.690103190283210), (4, 109.03945613436636),
                      (5, 116.13368649757437), (8, 102.79721007567694), (12, 98.407055624826484), (14, 100.06678188452329),
                      (15, 100.38895784574440), (16, 100), (17, 100)]),
        // 60 Hz: the elapsed time is rounded to whole milliseconds (17, 33, 50, … ms).
        Case(spec: "k=100,c=10", hz: 60, finish: 66,
             frames: [(1, 0.013632316373406117), (2, 0.048491322482329791), (30, 1.0745905665950333),
                      (64, 1.0042283639934750), (65, 1), (66, 1)]),
        // A duration spring: Motion's own findSpring, its velocity dropped, sampled at whole
        // milliseconds (frame 1 at 17 ms), done at the duration.
        Case(spec: "motion:duration=1,bounce=0.6,velocity=2", hz: 60, finish: 60,
             frames: [(1, 0.031014831332785597), (2, 0.10825577512261519), (3, 0.22732319795477807),
                      (4, 0.37048951345043402), (5, 0.51550832548081327), (58, 0.99730477358840253),
                      (59, 0.99790359022672359), (60, 1)]),
    ]

    @Test(arguments: cases.indices)
    func drawsWhatMotionsPipelineShows(_ index: Int) throws {
        let c = Self.cases[index]
        let setup = try SpringSpec.parse(c.spec).resolved()
        let interval = 1 / c.hz
        let curve = try setup.curve(drawnBy: .motion, times: c.frames.map { Double($0.0) * interval }, retargets: [],
                                    options: RendererOptions(frameInterval: interval))
        for ((k, expected), drawn) in zip(c.frames, curve.positions) {
            #expect(abs(drawn - expected) <= 1e-12 * max(1, abs(expected)), "\(c.spec) frame \(k): \(drawn) vs \(expected)")
        }
        let finish = try #require(curve.duration)
        #expect(abs(finish - Double(c.finish) * interval) < 1e-9, "\(c.spec): finishes at frame \(finish * c.hz)")
    }

    /// Rest thresholds are Motion's `restDelta`/`restSpeed`: with 0.1 and 0.5, Motion's
    /// calcGeneratorDuration is 650 ms (1100 ms with its defaults) and the animation finishes at
    /// frame 39 at 60 Hz (frames 37, 38 already show the target).
    @Test func restThresholdsAreMotionsOwn() throws {
        let setup = try SpringSpec.parse("k=100,c=10").resolved()
        let rest = try RestThresholds(restDelta: 0.1, restSpeed: 0.5)
        #expect(EngineDuration(.motion).duration(of: setup, rest: rest) == 0.65)
        #expect(EngineDuration(.motion).duration(of: setup) == 1.1)
        let engine = setup.reading(by: .motion, options: RendererOptions(rest: rest))
        let frames: [(Int, Double)] = [(30, 1.0745905665950333), (36, 1.0022894940077183), (37, 1), (38, 1), (39, 1)]
        let curve = engine.render(times: frames.map { Double($0.0) / 60 })
        for ((k, expected), drawn) in zip(frames, curve.positions) {
            #expect(abs(drawn - expected) <= 1e-12, "frame \(k): \(drawn) vs \(expected)")
        }
        #expect(abs((curve.duration ?? 0) - 39.0 / 60) < 1e-9)
    }

    /// `getSpringOptions`: physics options win (a mass makes Motion's default physics spring
    /// with that mass), a bounce alone is an 800 ms duration spring, a visual duration alone is
    /// ignored (the default spring, velocity kept), a visual duration with a duration has
    /// bounce 0. Values printed by Motion 13.1.1's own resolution (`getSpringOptions` exposed
    /// by one appended export line; `node cases.js case6`).
    @Test func readsOptionsAsMotionDoes() throws {
        func reading(_ spec: String) throws -> MotionSpringOptions.Reading {
            let setup = try SpringSpec.parse(spec).resolved()
            return MotionSpringOptions(motionFamily: try #require(setup.parameters), velocity: setup.motion.absoluteVelocity).reading
        }
        let bounceOnly = try reading("motion:bounce=0.25")
        #expect(bounceOnly.stiffness == 137.41358694003588 && bounceOnly.damping == 17.583531232806475)
        #expect(bounceOnly.resolvedDuration == 0.8 && bounceOnly.ignoresVelocity)
        let visualOnly = try reading("motion:visualDuration=0.5,velocity=2")
        #expect(visualOnly.stiffness == 100 && visualOnly.damping == 10 && visualOnly.mass == 1)
        #expect(!visualOnly.ignoresVelocity && visualOnly.velocity == 2 && visualOnly.resolvedDuration == nil)
        let visual = try reading("motion:visualDuration=0.5,bounce=0.25")
        #expect(visual.stiffness == 109.66227112321511 && visual.damping == 15.707963267948966)
        let visualWithDuration = try reading("motion:visualDuration=0.5,duration=0.3")
        #expect(visualWithDuration.damping == 20.943951023931955 && visualWithDuration.resolvedDuration == nil)
        let massive = try reading("motion:duration=0.5,bounce=0.3,mass=2")
        #expect(massive.stiffness == 100 && massive.damping == 10 && massive.mass == 2 && !massive.ignoresVelocity)
        // SpringTune's own reading of the same specs (the family's exact spring) accepts them too.
        let bounceSpring = try SpringSpec.parse("motion:bounce=0.25").resolved().spring
        #expect(abs(bounceSpring.dampingRatio - 0.75) < 1e-15)
        let defaultSpring = try SpringSpec.parse("motion:visualDuration=0.5").resolved().spring
        #expect(defaultSpring.stiffness == 100 && defaultSpring.damping == 10)
    }
}
