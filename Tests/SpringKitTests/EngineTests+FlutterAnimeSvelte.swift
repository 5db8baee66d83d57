import Testing
@testable import SpringKit
import SpringTestSupport

/// Svelte's, anime.js's and Flutter's engines frame by frame: Svelte 5.56.10 and anime.js 4.4.1
/// run as-is under node (Reference/SvelteFrameValues.swift, Reference/AnimeEaseValues.swift),
/// Flutter's stop rule against a 50-digit computation (Reference/make_flutter_engine_reference.py;
/// Dart is not run here).
extension RendererTests {
    /// Svelte's renderer draws Svelte's frames (to 1e-14 of the step: the frame clock is read
    /// as k·interval·1000 here, k·1000/rate in the harness) and stops at Svelte's settling frame.
    @Test(arguments: SvelteFrames.runs.indices.filter { SvelteFrames.runs[$0].retarget == nil })
    func svelteDrawsSveltesFrames(_ index: Int) throws {
        let run = SvelteFrames.runs[index]
        let values = SvelteParameters(stiffness: run.stiffness ?? 0.15, damping: run.damping ?? 0.8,
                                      precision: run.precision ?? 0.01, frameRate: run.frameRate)
        let renderer = SvelteSpringRenderer(parameters: values, frameInterval: 1 / run.frameRate)
        let motion = try Motion(from: run.from, to: run.to)
        let times = (0...run.values.count + 3).map { Double($0) / run.frameRate }
        let curve = renderer.render(try values.spring(), motion: motion, times: times)
        let step = abs(run.to - run.from)
        #expect(curve.positions[0] == run.from)
        for (i, value) in run.values.enumerated() {
            #expect(abs(curve.positions[i + 1] - value) <= 1e-14 * step, "\(run.note) frame \(i + 1): \(curve.positions[i + 1]) vs \(value)")
        }
        #expect(curve.positions.last == run.to)
        let duration = try #require(curve.duration)
        #expect(abs(duration - Double(run.values.count) / run.frameRate) < 1e-12, "\(run.note)")
    }

    /// A spring given in another family is run with its 60 Hz Svelte values; one Svelte cannot
    /// express is refused by the metrics and drawn as unknown.
    @Test func svelteRunsOtherSpringsAtTheirSixtyHertzValues() throws {
        let tutorial = try SpringFamily.svelte.spring([.stiffness: 0.1, .damping: 0.25], mass: 1)
        let run = try #require(SvelteFrames.runs.first { $0.note == "tutorial" })
        let curve = Solver.svelte.render(tutorial, times: (1...run.values.count).map { Double($0) / 60 })
        for (drawn, value) in zip(curve.positions, run.values) { #expect(abs(drawn - value) < 1e-12) }
        let fast = try Spring(mass: 1, stiffness: 200 * 200, damping: 1)
        #expect(Solver.svelte.render(fast, times: [0.1]).positions[0].isNaN)
        #expect(throws: SpringError.self) { try SvelteSpringRenderer().metrics(of: fast, motion: .unitStep) }
    }

    /// anime.js's easing at anime's own progress values, and its settling duration.
    @Test(arguments: AnimeEase.springs.indices)
    func animeDrawsAnimesEasing(_ index: Int) throws {
        let row = AnimeEase.springs[index]
        let spring = try AnimeEase.spring(mass: row.mass, stiffness: row.stiffness, damping: row.damping,
                                          duration: row.duration, bounce: row.bounce)
        let easing = AnimeSpringRenderer.Easing(spring: spring, velocity: row.velocity ?? 0)
        #expect(easing.solverDuration == row.solverDuration, "\(row.note)")
        #expect(easing.settlingDuration == row.settlingDuration, "\(row.note)")
        let motion = try Motion(from: 0, to: 1, initialVelocity: row.velocity ?? 0)
        let curve = Solver.anime.render(spring, motion: motion, times: row.ease.map { $0.0 * row.settlingDuration / 1000 })
        for (i, (progress, value)) in row.ease.enumerated() {
            #expect(abs(curve.positions[i] - value) <= 1e-13, "\(row.note) at \(progress): \(curve.positions[i]) vs \(value)")
        }
        #expect(curve.duration == row.settlingDuration / 1000)
        // From the settling duration on, the target.
        #expect(Solver.anime.render(spring, motion: motion, times: [row.settlingDuration / 1000 + 1]).positions == [1])
    }

    /// Flutter's controller stops at the first 60 Hz tick where `isDone` holds (strict), leaving
    /// the value there; fling's at the first tick within 0.01 of its overshot target, at the bound.
    @Test(arguments: FlutterEngine.ticks.indices)
    func flutterStopsAtTheFirstDoneTick(_ index: Int) throws {
        let row = FlutterEngine.ticks[index]
        let spring = try Spring(mass: 1, stiffness: row.k, damping: row.c)
        let motion = try Motion(from: row.from, to: row.to, absoluteVelocity: row.velocity)
        let renderer = FlutterSpringRenderer(fling: row.fling)
        let times = (0...row.tick + 5).map { Double($0) / 60 }
        let curve = renderer.render(spring, motion: motion, times: times)
        let duration = try #require(curve.duration)
        #expect(abs(duration - Double(row.tick) / 60) < 1e-12, "\(row.note): \(duration * 60)")
        let scale = max(1, abs(row.to - row.from))
        #expect(abs(curve.positions[row.tick] - row.value) <= 1e-12 * scale, "\(row.note): \(curve.positions[row.tick])")
        #expect(curve.positions.last == curve.positions[row.tick])
        if !row.fling {
            // Between stops the curve is the exact solution.
            let exact = SpringResponse(spring: spring, motion: motion)
            for (t, x) in zip(times, curve.positions).prefix(row.tick) {
                #expect(abs(x - exact.position(at: t)) <= 1e-12 * scale)
            }
        }
    }
}

extension EngineRetargetTests {
    /// Svelte follows a new target with its momentum, and restarts after settling with a first
    /// tick that counts from the change (Svelte run as-is under node).
    @Test(arguments: SvelteFrames.runs.indices.filter { SvelteFrames.runs[$0].retarget != nil })
    func svelteFollowsRetargetsAsSvelteDoes(_ index: Int) throws {
        let run = SvelteFrames.runs[index]
        let retarget = try #require(run.retarget)
        let values = SvelteParameters(stiffness: run.stiffness ?? 0.15, damping: run.damping ?? 0.8,
                                      precision: run.precision ?? 0.01, frameRate: run.frameRate)
        let renderer = SvelteSpringRenderer(parameters: values, frameInterval: 1 / run.frameRate)
        let times = (0...run.values.count).map { Double($0) / run.frameRate }
        let curve = try renderer.render(try values.spring(), motion: try Motion(from: run.from, to: run.to), times: times,
                                        retargets: [.init(time: Double(retarget.frame) / run.frameRate, target: retarget.to)])
        for (i, value) in run.values.enumerated() {
            #expect(abs(curve.positions[i + 1] - value) <= 1e-13, "\(run.note) frame \(i + 1): \(curve.positions[i + 1]) vs \(value)")
        }
        let duration = try #require(curve.duration)
        #expect(abs(duration - Double(run.values.count) / run.frameRate) < 1e-12, "\(run.note)")
    }
}

extension EngineDurationTests {
    /// Each new engine's duration is its renderer's stop: anime's settling duration (1760 ms for
    /// its default spring, anime run as-is), Svelte's settling frame for a `svelte` spec (at its
    /// own frame rate: 27 frames at 60 Hz and at 120 Hz for the tutorial spring), Flutter's tick.
    @Test func flutterAnimeAndSvelteDurations() throws {
        let animeDefault = try Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(EngineDuration(.anime).duration(of: animeDefault) == 1.76)
        let tutorial = try SpringSpec.parse("svelte:stiffness=0.1,damping=0.25").resolved()
        #expect(abs((EngineDuration(.svelte).duration(of: tutorial) ?? 0) - 27.0 / 60) < 1e-12)
        let fast = try SpringSpec.parse("svelte:stiffness=0.1,damping=0.25,frameRate=120").resolved()
        #expect(abs((EngineDuration(.svelte).duration(of: fast) ?? 0) - 27.0 / 120) < 1e-12)
        let row = FlutterEngine.ticks[0]
        let flutter = try Spring(mass: 1, stiffness: row.k, damping: row.c)
        #expect(abs((EngineDuration(.flutter).duration(of: flutter) ?? 0) - Double(row.tick) / 60) < 1e-12)
        let fling = try Spring(mass: 1, stiffness: 500, damping: 2 * 500.0.squareRoot())
        #expect(abs((EngineDuration(.flutterFling).duration(of: fling) ?? 0) - 18.0 / 60) < 1e-12)
        // The metrics through a setup run the same engines.
        let measured = try tutorial.measurement(by: .svelte)
        #expect(measured.solver == .svelte)
    }
}

extension RendererTests {
    /// Flutter's own published test (`packages/flutter/test/physics/newton_test.dart`,
    /// `underdamped_spring` and `overdamped_spring`; its `crit_spring` case expects an initial
    /// rate of 5000 from rest, an older Flutter's convention, and is not used): the simulation's
    /// values, floored as the test floors them, and `isDone(6.0)` at the default tolerance.
    @Test func flutterSimulationMatchesFluttersPublishedTests() throws {
        let under = FlutterSpringRenderer.Simulation(
            spring: try Spring(mass: 1, stiffness: 100, damping: 0.25 * 2 * 10), motion: try Motion(from: 0, to: 300), fling: false)
        #expect(under.value(at: 1).rounded(.down) == 325 && under.state(at: 1).dx.rounded(.down) == -65)
        #expect(under.value(at: 6).rounded(.down) == 299 && under.state(at: 6).dx.rounded(.down) == 0)
        #expect(!under.isDone(at: 0) && under.isDone(at: 6))
        let over = FlutterSpringRenderer.Simulation(
            spring: try Spring(mass: 1, stiffness: 100, damping: 1.25 * 2 * 10), motion: try Motion(from: 0, to: 500), fling: false)
        #expect([0.5, 1, 1.5].map { over.value(at: $0).rounded(.down) } == [445, 495, 499])
        #expect([0.5, 1, 1.5].map { over.state(at: $0).dx.rounded(.down) } == [273, 22, 1])
        #expect(!over.isDone(at: 0))
    }
}
