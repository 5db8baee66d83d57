import Testing
@testable import SpringKit
import SpringTestSupport

/// The engines' last differences from their own source (issue 33): Reanimated's `valueSetter`,
/// anime.js's bounce/duration form and its arithmetic, Svelte's critical spring and a spring set
/// to its own value, Flutter's fling in Dart's arithmetic, react-spring's frame loop.
extension RendererTests {
    /// Reanimated's first frame is `onFrame` at the start's timestamp: frame 0 shows
    /// `to + (from − to)` in doubles, 0.30000000000000004 for 0.3 → 1, as `withSpring` run
    /// through `valueSetter` under node draws it (Reference/ReanimatedReferenceValues.swift);
    /// and a spring whose target is its value is not started, whatever its velocity.
    @Test func reanimatedFrameZeroIsOnFrameAtTheStart() throws {
        let row = try #require(ReanimatedReference.frames.first { $0.note.hasPrefix("v4 frame 0 is onFrame") })
        #expect(row.values[0] == 0.30000000000000004)
        let setup = try ReanimatedRendererTests.setup(row)
        let curve = setup.curve(drawnBy: .reanimated, times: [0])
        #expect(curve.positions[0] == row.values[0])
        for version in ReanimatedSpringRenderer.Version.allCases {
            let still = try Motion(from: 3, to: 3, absoluteVelocity: 50)
            let drawn = ReanimatedSpringRenderer(version: version).render(try Spring(mass: 1, stiffness: 100, damping: 10),
                                                                          motion: still, times: [0, 0.1, 1])
            #expect(drawn.positions == [3, 3, 3], "\(version)")
            #expect(drawn.duration == 0, "\(version)")
        }
    }

    /// anime.js's easing at whole milliseconds of its tween (`ease(ms/settlingDuration)`, anime
    /// 4.4.1 run as-is, Reference/AnimeEaseValues.swift `timed`), with the progress taken as anime
    /// takes it: to the last bit of the platform's exp, cos and sin (V8's and glibc's differ by
    /// an ulp in about one call in ten), amplified by anime's own cancellation `(1 + |b|)` —
    /// about 1e-8 one ulp above critical damping (b ≈ 4.7e7), 1e-15 elsewhere.
    @Test(arguments: AnimeEase.timed.indices)
    func animeTimedEaseIsAnimes(_ index: Int) throws {
        let row = AnimeEase.timed[index]
        let spring = try AnimeEase.spring(mass: nil, stiffness: row.stiffness, damping: row.damping,
                                          duration: row.duration, bounce: row.bounce)
        let easing = AnimeSpringRenderer.Easing(spring: spring, velocity: 0)
        #expect(easing.solverDuration == row.solverDuration && easing.settlingDuration == row.settlingDuration, "\(row.note)")
        let curve = Solver.anime.render(spring, times: row.ease.map { $0.0 / 1000 })
        let bound = 4 * Double.ulpOfOne * (1 + abs(row.b))
        for (i, (ms, value)) in row.ease.enumerated() {
            #expect(abs(curve.positions[i] - value) <= bound, "\(row.note) at \(ms) ms: \(curve.positions[i]) vs \(value)")
        }
    }

    /// anime.js's bounce/duration form sets mass 1 and velocity 0 (`calculateSDFromBD`): the
    /// anime solver draws `anime:duration=500,bounce=0.3` the same with a velocity or a mass
    /// (anime run as-is: the `timed` row of that spring), and its duration is that spring's; the
    /// exact motion keeps the spec's velocity.
    @Test func animeBounceFormDropsTheVelocity() throws {
        let row = try #require(AnimeEase.timed.first { $0.duration == 500 && $0.bounce == 0.3 })
        let times = row.ease.map { $0.0 / 1000 }
        for spec in ["anime:duration=500,bounce=0.3,velocity=2", "anime:duration=500,bounce=0.3,mass=0.5,velocity=-3",
                     "anime:duration=500,bounce=0.3,mass=4"] {
            let setup = try SpringSpec.parse(spec).resolved()
            let curve = setup.curve(drawnBy: .anime, times: times)
            for (i, (ms, value)) in row.ease.enumerated() {
                #expect(abs(curve.positions[i] - value) <= 1e-15, "\(spec) at \(ms) ms: \(curve.positions[i]) vs \(value)")
            }
            #expect(EngineDuration(.anime).duration(of: setup) == row.settlingDuration / 1000, "\(spec)")
        }
        let moving = try SpringSpec.parse("anime:duration=500,bounce=0.3,velocity=2").resolved()
        #expect(moving.motion.initialVelocity == 2)
        // The physics form keeps its velocity (anime's `velocity` parameter).
        let physics = try SpringSpec.parse("anime:stiffness=100,damping=10,velocity=2").resolved()
        #expect(physics.curve(drawnBy: .anime, times: [0.1]).positions != Solver.anime.render(physics.spring, times: [0.1]).positions)
    }

    /// Svelte's exactly critical spring at 120 Hz (the values `convert --frame-rate 120` gives for
    /// k 100, c 20): its implied velocity is the 60-digit one to 1e-14 (a double root split by
    /// rounding, where the old divided difference lost 8e-9), and the family's spring through it
    /// passes through Svelte's frames to 1e-12 of the step, the accuracy the docs claim.
    @Test func svelteCriticalSpringAtOneTwentyHertz() throws {
        let row = try #require(SvelteReference.springs.first { $0.note.hasPrefix("exactly critical") })
        let values: SpringParameters = [.stiffness: row.stiffness, .damping: row.damping, .frameRate: row.frameRate]
        let velocity = try #require(try SvelteParameters.impliedVelocity(values))
        #expect(Tolerance.agree(velocity, row.velocity, relative: 1e-14), "\(velocity) vs \(row.velocity)")
        let setup = try SpringSpec.parse("svelte:stiffness=\(row.stiffness),damping=\(row.damping),frameRate=120").resolved()
        let parameters = SvelteParameters(stiffness: row.stiffness, damping: row.damping, frameRate: 120)
        let frames = SvelteSpringRenderer(parameters: parameters, frameInterval: 1.0 / 120)
            .render(setup.spring, motion: setup.motion, times: (0...1200).map { Double($0) / 120 })
        let stop = try #require(frames.duration)
        let exact = setup.response
        for n in 0..<Int((stop * 120).rounded()) {
            #expect(abs(exact.position(at: Double(n) / 120) - frames.positions[n]) <= 1e-12, "frame \(n)")
        }
    }

    /// A `svelte:` spring set to its own value stays there (Svelte's first tick settles it); its
    /// implied velocity, in steps per second, is no velocity at all without a step.
    @Test func svelteSetToItsOwnValueStays() throws {
        let setup = try SpringSpec.parse("svelte:stiffness=0.1,damping=0.25,from=3,to=3").resolved()
        #expect(setup.motion.absoluteVelocity == 0)
        let curve = setup.curve(drawnBy: .svelte, times: [0, 0.5, 2])
        #expect(curve.positions == [3, 3, 3])
        #expect(curve.duration == 1.0 / 60)
    }

    /// Flutter's fling spring is overdamped by one ulp in doubles, and every value is a ~1e8
    /// cancellation: the renderer computes it in Dart's order with `pow(e, x)` as the Dart VM does
    /// (a Dart-order double evaluation, Reference/FlutterFlingValues.swift), to 1e-12, while the
    /// 50-digit values of the same formulas are Dart's own rounding away (up to ~5e-9).
    @Test(arguments: FlutterFling.frames.indices)
    func flutterFlingInDartsArithmetic(_ index: Int) throws {
        let row = FlutterFling.frames[index]
        let spring = try SpringFamily.flutter.spring([.stiffness: 500], mass: 1)
        let motion = try Motion(from: row.from, to: row.to, absoluteVelocity: row.velocity)
        let simulation = FlutterSpringRenderer.Simulation(spring: spring, motion: motion, fling: true)
        var worst = 0.0
        for (tick, dart, exact) in row.values {
            let value = simulation.end + simulation.state(at: Double(tick) / 60).x
            #expect(abs(value - dart) <= 1e-12, "\(row.note) tick \(tick): \(value) vs \(dart)")
            worst = max(worst, abs(dart - exact))
        }
        // Dart's own rounding of its cancellation, which no double evaluation escapes.
        #expect(worst > 1e-10 && worst < 1e-8, "\(row.note): \(worst)")
    }

    /// react-spring with its frame loop already running (`frameLoop: .running`): the first frame
    /// advances one frame interval like every other (9 one-millisecond steps at 120 Hz, not the
    /// 17 of an idle loop's 16.667 ms), and a target set long after the spring finished is not a
    /// restart from idle. The steps are react-spring's rule written out (semi-implicit Euler per
    /// ms, `v += (−k·1e-6·(x − to) − c·1e-3·v)/m`, then `x += v`). react-spring 9.7.5 run as-is
    /// (pmndrs/react-spring 3d2523de compiled by tsc, node 20.20.2, rafz on demand with another
    /// animation ticking: Reference/make_react_spring_reference.sh) shows, for 0 → 1 at 120 Hz,
    /// 0.007134131438797153 at frame 1, 0.12081257792869099 at frame 5 and 0.683238858257652 at
    /// frame 20, and comes to rest at frame 80 at 120 Hz, 21 at 30 Hz, 102 at 144 Hz and 42 at
    /// 60 Hz (idle: 79, 22, 101, 42).
    @Test func reactSpringWithARunningFrameLoop() throws {
        let spring = try Spring(mass: 1, stiffness: 170, damping: 26)
        let motion = try Motion(from: 0, to: 100)
        let times = (1...20).map { Double($0) / 120 }
        let running = ReactSpringRenderer(frameLoop: .running, frameInterval: 1.0 / 120).render(spring, motion: motion, times: times)
        let idle = ReactSpringRenderer(frameInterval: 1.0 / 120).render(spring, motion: motion, times: times)
        var x = 0.0, v = 0.0
        for (k, drawn) in zip(1...20, running.positions) {
            for _ in 0..<9 {
                v += (-170e-6 * (x - 100) - 26e-3 * v) / 1
                x += v
            }
            #expect(abs(drawn - x) <= 1e-12 * 100, "frame \(k)")
        }
        #expect(abs(running.positions[0] - idle.positions[0]) > 1)
        let unit = ReactSpringRenderer(frameLoop: .running, frameInterval: 1.0 / 120)
            .render(spring, motion: .unitStep, times: [1, 5, 20].map { Double($0) / 120 })
        for (drawn, asIs) in zip(unit.positions, [0.007134131438797153, 0.12081257792869099, 0.683238858257652]) {
            #expect(abs(drawn - asIs) <= 1e-15, "\(drawn) vs react-spring's \(asIs)")
        }
        for (hz, rest) in [(120.0, 80), (30, 21), (144, 102), (60, 42)] {
            let stop = try #require(ReactSpringRenderer(frameLoop: .running, frameInterval: 1 / hz)
                .duration(of: spring, motion: .unitStep))
            #expect(abs(stop - Double(rest) / hz) < 1e-9, "\(hz) Hz: rests at frame \(stop * hz)")
        }
        // After rest, a new target: idle restarts with 16.667 ms, running takes one interval.
        let restart: [RetargetedResponse.Retarget] = [.init(time: 3, target: 0)]
        let back = (361...363).map { Double($0) / 120 }
        let fromIdle = try ReactSpringRenderer(frameInterval: 1.0 / 120).render(spring, motion: motion, times: back, retargets: restart)
        let fromRunning = try ReactSpringRenderer(frameLoop: .running, frameInterval: 1.0 / 120)
            .render(spring, motion: motion, times: back, retargets: restart)
        #expect(fromIdle.positions[0] < fromRunning.positions[0])
        // Through a setup, the engine settings' frame loop is the renderer's.
        let setup = try SpringSpec.parse("m=1,k=170,c=26,to=100").resolved()
        let options = RendererOptions(frameInterval: 1.0 / 120, frameLoop: .running)
        #expect(try setup.curve(drawnBy: .reactSpring, times: times, retargets: [], options: options).positions == running.positions)
    }
}
