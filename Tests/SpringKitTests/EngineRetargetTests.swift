import SpringTestSupport
import Testing
import Foundation
@testable import SpringKit

/// Engines whose retarget rule is public (Motion, react-spring, POP, Rebound, Android) follow it;
/// reference values come from each engine's
/// own source run as-is outside the repository.
@Suite struct EngineRetargetTests {
    struct Case {
        var k: Double, c: Double, m: Double, from: Double, to: Double, v: Double
        var retargets: [(Double, Double)]
        var hz: Double
        /// The last animation's stopping frame.
        var stop: Int
        /// (frame, value shown).
        var frames: [(Int, Double)]
    }

    static func check(_ r: Case, tolerance: Double, render: (Spring, Motion, [Double], [RetargetedResponse.Retarget]) throws -> RenderedCurve) throws {
        let spring = try Spring(mass: r.m, stiffness: r.k, damping: r.c)
        let motion = try Motion(from: r.from, to: r.to, absoluteVelocity: r.v)
        let retargets = r.retargets.map { RetargetedResponse.Retarget(time: $0.0, target: $0.1) }
        let curve = try render(spring, motion, r.frames.map { Double($0.0) / r.hz }, retargets)
        for ((k, expected), drawn) in zip(r.frames, curve.positions) {
            #expect(abs(drawn - expected) <= tolerance, "k=\(r.k) c=\(r.c) frame \(k): \(drawn) vs \(expected)")
        }
        let stop = try #require(curve.duration)
        #expect(abs(stop - Double(r.stop) / r.hz) < 1e-9, "k=\(r.k) c=\(r.c): stop \(stop * r.hz)")
    }

    // MARK: Motion

    /// Motion 13.1.1 (motiondivision/motion tag v13.1.1, commit 1b037b003): `motion-dom` bundled
    /// as-is with esbuild 0.17 (types stripped) and run under node 20.20.2, through its real
    /// animation pipeline: `performance.now()` replaced by a manual clock and
    /// `requestAnimationFrame` by a queue before the bundle loads, so Motion's own frameloop and
    /// `JSAnimation` run. At clock 0 `mv = motionValue(from)` and
    /// `animateSingleValue(mv, to, { type: "spring", stiffness, damping, mass, velocity })`
    /// (what `animate(mv, to, transition)` calls); frame f runs the queued callbacks at clock
    /// `f·1000/hz` ms; a retarget at T calls `animateSingleValue(mv, target, { type: "spring",
    /// stiffness, damping, mass })` at clock T between frames (JSAnimation.stop ticks the old
    /// animation at T; the new one gets `value.getVelocity()`). Values: `mv.get()` after each
    /// frame, and the frame at which the last animation finishes (JSAnimation's elapsed time,
    /// rounded to whole ms, reaching `calcGeneratorDuration`'s 50 ms grid).
    /// Command: `node retarget_cases.js` (harness `lib.js`).
    static let motionReference: [Case] = [
        // 0 → 100, retargeted on frame 12 to 50, then between frames 18 and 19 to 120.
        Case(k: 100, c: 10, m: 1, from: 0, to: 100, v: 0, retargets: [(0.2, 50), (0.3125, 120)], hz: 60, stop: 82,
             frames: [(11, 77.440350569565524), (12, 84.942563485411227), (13, 91.469543975773462), (18, 97.066521910541468),
                      (19, 94.516576819374706), (20, 92.678387740493250), (40, 123.80854323935880)]),
        // Overdamped, granular rest thresholds (|Δ| < 5).
        Case(k: 100, c: 40, m: 1, from: 0, to: 1, v: 0, retargets: [(0.1, 2)], hz: 60, stop: 147,
             frames: [(5, 0.14096975561043079), (6, 0.17773657609819049), (7, 0.22602225907985329), (30, 1.3496133335836742)]),
        // Generator at rest from frame 36; retargeted on frame 37, 16.7 ms after the last update
        // (< 30 ms): the velocity is the last frames' change, not 0; then, long after
        // finishing, velocity 0.
        Case(k: 400, c: 40, m: 2, from: 0, to: 1, v: 3, retargets: [(37.0 / 60, 2), (4, 0)], hz: 60, stop: 291,
             frames: [(35, 0.99825896911710121), (36, 1), (37, 1), (38, 1.0272546302963534), (50, 1.9710932379784984),
                      (239, 2), (240, 2), (241, 1.9484727742237933), (260, -0.083727119691262397)]),
        // 20 Hz: the velocity is measured over min(50, 30) ms.
        Case(k: 300, c: 20, m: 1, from: 0, to: 1, v: 0, retargets: [(0.15, 0.5)], hz: 20, stop: 17,
             frames: [(2, 0.68568391825422692), (3, 0.98226154959709111), (4, 1.1321820671933294), (5, 0.90559893170331418),
                      (10, 0.47289805668008533)]),
    ]

    /// A `visualDuration` spring with a bounce is time-defined: Motion drops the velocity a
    /// retarget hands over (`getSpringOptions` sets it to 0 when `duration` or `bounce` is given).
    /// Motion 13.1.1 through the same pipeline: `{ type: "spring", visualDuration: 0.4, bounce: 0.2 }`,
    /// 0 → 100 at 62.5 Hz, retargeted at 0.15 s to 30 and at 0.3 s to 80.
    @Test func motionDropsTheRetargetVelocityOfTimeDefinedSprings() throws {
        let setup = try SpringSpec.parse("motion:visualDuration=0.4,bounce=0.2,from=0,to=100").resolved()
        let frames: [(Int, Double)] = [(9, 63.869263783891974), (10, 66.146304861644467), (12, 62.342659555877042),
                                       (15, 53.091096546332722), (19, 42.279687435354639), (25, 58.131235570832658),
                                       (40, 80.306725666011999)]
        let curve = try setup.curve(drawnBy: .motion, times: frames.map { Double($0.0) * 0.016 },
                                    retargets: [.init(time: 0.15, target: 30), .init(time: 0.3, target: 80)],
                                    options: RendererOptions(frameInterval: 0.016))
        for ((k, expected), drawn) in zip(frames, curve.positions) {
            #expect(abs(drawn - expected) <= 1e-10, "frame \(k): \(drawn) vs \(expected)")
        }
        let stop = try #require(curve.duration)
        #expect(abs(stop - 57 * 0.016) < 1e-9)
    }

    @Test func motionFollowsItsOwnRetargetRule() throws {
        for r in Self.motionReference {
            try Self.check(r, tolerance: 1e-10) { spring, motion, times, retargets in
                try MotionSpringRenderer(frameInterval: 1 / r.hz).render(spring, motion: motion, times: times, retargets: retargets)
            }
        }
    }

    // MARK: react-spring

    /// react-spring 9.7.5 (pmndrs/react-spring 3d2523de, `@react-spring/core` `SpringValue.ts`
    /// with `@react-spring/animated`, `shared` and `rafz`) bundled as-is with esbuild 0.17
    /// (types stripped) and run under node 20.20.2, rafz in `'demand'` mode with `raf.now` a
    /// manual clock: `new SpringValue(from)`, `start({ to, config: { tension, friction, mass,
    /// velocity: v/1000 } })`, then per frame `raf.advance()` at `f·1000/hz` ms, and
    /// `start({ to: target })` at a retarget time before the first frame at or after it.
    /// Command: `node rs-retarget.js '[<case>]'`, one process per case (rafz's clock is global).
    /// The velocity carries over in flight
    /// (`AnimatedValue.reset`, `animated/src/AnimatedValue.ts` line 57, clears `lastVelocity`
    /// only when the node is done; `SpringValue._merge` sets `config.velocity = 0`, line 693);
    /// after rest the spring restarts from `to` at rest. Values: the frames shown, and the
    /// frame after whose `advance` the spring stopped animating.
    static let reactSpringReference: [Case] = [
        // Retargeted on frame 12 to 50, then between frames 24 and 25 to 0.
        Case(k: 170, c: 26, m: 1, from: 0, to: 100, v: 0, retargets: [(0.2, 50), (0.4125, 0)], hz: 60, stop: 66,
             frames: [(1, 2.263484330785799), (11, 70.30355736424129), (12, 73.55026440877005), (13, 74.6838189247993),
                      (24, 57.68040158116301), (25, 55.42350525997825), (26, 51.76655125567577), (40, 6.9362932307217555)]),
        // At rest long before 3 s: restarts from 1 at rest.
        Case(k: 300, c: 30, m: 1, from: 0, to: 1, v: 0, retargets: [(3, 2)], hz: 60, stop: 209,
             frames: [(10, 0.8590347549785212), (179, 1), (180, 1.0390257829922789), (181, 1.1278273454731937),
                      (190, 1.8988402468797703)]),
        // Underdamped, mass 2, an initial velocity, retargeted early.
        Case(k: 100, c: 6, m: 2, from: 0, to: 1, v: 5, retargets: [(0.05, -1)], hz: 60, stop: 182,
             frames: [(2, 0.18846180891755945), (3, 0.27835865126756054), (4, 0.34576529052383764), (30, -1.6565630706816599)]),
    ]

    @Test func reactSpringFollowsItsOwnRetargetRule() throws {
        for r in Self.reactSpringReference {
            try Self.check(r, tolerance: 1e-10) { spring, motion, times, retargets in
                try ReactSpringRenderer(frameInterval: 1 / r.hz).render(spring, motion: motion, times: times, retargets: retargets)
            }
        }
    }

    // MARK: POP

    /// facebook/pop 87d1f8b (`pop/POPSpringSolver.h`, the RK4 solver with its accumulator and
    /// convergence test) compiled as-is with g++ 12 (`-std=c++17 -O0`), against stub
    /// `Foundation.h` (`CFTimeInterval` = double) and `POPVector.h` (a one-component vector).
    /// The harness's frame loop mirrors `POPSpringAnimationInternal.h` `advance` (p = to − x,
    /// v = −x' formed each frame from the current value and velocity; lines 86–120) and
    /// `isDone`/`hasConverged`, and `POPAnimator.mm` `updateAnimatable` (the last two written
    /// values): a retarget before frame f sets only `to` (`POPPropertyAnimation.mm`
    /// `setToValue:` lines 55–76); after the animation stopped, a new animation from `to` with
    /// velocity 0 and a new solver, advanced by 0 s on its first frame.
    /// Command: `./harness k c m from to v threshold hz nRetargets [T target]… nShow [frame]…`.
    static let popReference: [Case] = [
        // POP's default spring (bounciness 4, speed 12), retargeted on frame 12 and between 18 and 19.
        Case(k: 342.1006, c: 30.4870, m: 1, from: 0, to: 100, v: 0, retargets: [(0.2, 50), (0.3125, 120)], hz: 60, stop: 59,
             frames: [(11, 92.886507965758597), (12, 93.831059111703681), (13, 91.243074220341597), (18, 66.162813475171035),
                      (19, 64.922169668168351), (20, 68.149511310219538), (40, 120.43380785112146)]),
        Case(k: 100, c: 6, m: 2, from: 0, to: 1, v: 5, retargets: [(0.05, -1)], hz: 60, stop: 188,
             frames: [(2, 0.175961986835111), (3, 0.2610862877036082), (4, 0.32876591301378877), (30, -1.6015094298404411)]),
        // Stopped before 2 s: a new animation from 1, its first frame (120) advancing 0 s.
        Case(k: 400, c: 40, m: 1, from: 0, to: 1, v: 0, retargets: [(2, 2)], hz: 60, stop: 146,
             frames: [(10, 0.83560199911658117), (119, 1), (120, 1), (121, 1.0399676193734035), (130, 1.83560199911658)]),
        // 30 Hz.
        Case(k: 400, c: 40, m: 1, from: 0, to: 1, v: 0, retargets: [(0.1, -1)], hz: 30, stop: 16,
             frames: [(2, 0.3731695993962274), (3, 0.29899349895174643), (4, -0.027475189194636651), (10, -0.94684849749791167)]),
    ]

    @Test func popFollowsItsOwnRetargetRule() throws {
        for r in Self.popReference {
            try Self.check(r, tolerance: 1e-10) { spring, motion, times, retargets in
                try POPSpringRenderer(frameInterval: 1 / r.hz).render(spring, motion: motion, times: times, retargets: retargets)
            }
        }
    }

    // MARK: Android

    /// androidx DynamicAnimation: `SpringForce.java` (androidx/androidx fd79a56, comments
    /// removed, code unchanged) compiled with OpenJDK 17 against stub annotations, `Force` and
    /// `DynamicAnimation.MassState`, driven by a harness that mirrors
    /// `SpringAnimation.animateToFinalPosition` (running: the position is kept pending; stopped:
    /// `setFinalPosition` and `start()`), `SpringAnimation.updateValueAndVelocity` (a pending
    /// position: `updateValues(…, deltaT / 2)` toward the old position, then toward the new one)
    /// and `DynamicAnimation.doAnimationFrame` (a (re)started animation's first frame only shows
    /// its value; frame k at ⌊k·1000/hz⌋ ms), threshold `minimumVisibleChange·0.75f`.
    /// Command: `java Harness k ζ from to v minimumVisibleChange hz nRetargets [T target]… nShow [frame]…`.
    /// Values: the float shown at each frame, and the frame at which `isAtEquilibrium` last held.
    static let androidReference: [(k: Double, zeta: Double, from: Double, to: Double, v: Double,
                                   property: AndroidSpringRenderer.Property, hz: Double,
                                   retargets: [(Double, Double)], stop: Int, frames: [(Int, Float)])] = [
        (200, 0.5, 0, 100, 0, .pixels, 60, [(0.2, 50), (0.3125, 120)], 46,
         [(11, 104.633545), (12, 109.19623), (13, 110.39892), (18, 82.69937), (19, 75.72878), (20, 71.67959), (40, 125.68436)]),
        (200, 1, 0, 1, 0, .alpha, 60, [(0.1, 0.4)], 34, [(5, 0.32788226), (6, 0.40462968), (7, 0.4558861), (20, 0.43549597)]),
        // Resting at frame 11; restarted on frame 30, which only shows 100.
        (1500, 0.75, 0, 100, 0, .pixels, 60, [(0.5, 0)], 41, [(10, 101.17551), (29, 100), (30, 100), (31, 86.01396), (35, 3.9132643)]),
        (10000, 0.2, 0, 1, 0, .scale, 120, [(0.05, 2)], 44, [(5, 1.3511595), (6, 1.1179992), (7, 1.3460892), (30, 1.9856259)]),
        (50, 2, 10, -20, -40, .rotation, 60, [(0.3, 5)], 171, [(18, -2.5479004), (19, -2.8149505), (25, -2.2419167)]),
    ]

    @Test func androidFollowsItsOwnRetargetRule() throws {
        for r in Self.androidReference {
            let spring = try Spring(mass: 1, stiffness: r.k, damping: 2 * r.zeta * r.k.squareRoot())
            let motion = try Motion(from: r.from, to: r.to, absoluteVelocity: r.v)
            let renderer = AndroidSpringRenderer(property: r.property, frameInterval: 1 / r.hz)
            let curve = try renderer.render(spring, motion: motion, times: r.frames.map { Double($0.0) / r.hz },
                                            retargets: r.retargets.map { .init(time: $0.0, target: $0.1) })
            for ((k, expected), drawn) in zip(r.frames, curve.positions) {
                #expect(Float(drawn) == expected, "k=\(r.k) ζ=\(r.zeta) frame \(k): \(drawn)")
            }
            let stop = try #require(curve.duration)
            // The resting frame's time on Android's whole-millisecond clock.
            let restingMilliseconds = (Double(r.stop) * 1000 / r.hz + 1e-9).rounded(.down)
            #expect(abs(stop - restingMilliseconds / 1000) < 1e-12, "k=\(r.k) ζ=\(r.zeta): stop \(stop * r.hz)")
        }
    }

    // MARK: Rebound

    /// Rebound (Java): facebookarchive/rebound 65f155c `rebound-core` compiled as-is with
    /// OpenJDK 17, driven by a `SpringLooper` that mirrors `ChoreographerAndroidSpringLooper`
    /// on Android's whole-millisecond uptime clock (`start()` records `uptimeMillis()`; each
    /// frame at ⌊f·1000/hz⌋ ms runs `BaseSpringSystem.loop` with the milliseconds since the last
    /// loop while started), `SpringConfig(k, c)` (mass 1), `setCurrentValue(from).setVelocity(v)
    /// .setEndValue(to)` at 0 and `setEndValue(target)` at each retarget time (⌊T·1000⌋ ms).
    /// Command: `java ReboundRetarget k c from to v hz nRetargets [T target]… nShow [frame]…`.
    /// Values: the frames shown and the frame at which the spring last came to rest.
    static let reboundReference: [Case] = [
        Case(k: 100, c: 10, m: 1, from: 0, to: 1, v: 0, retargets: [(0.2, 0.5), (0.3125, 1.2)], hz: 60, stop: 84,
             frames: [(11, 0.7697673973995732), (12, 0.8384032786862025), (13, 0.8849729658051851), (18, 0.9068604102689543),
                      (19, 0.89022664587667), (20, 0.8832314343063059), (40, 1.2484793144033608)]),
        // At rest at frame 33, idle at 34; restarted at 2000 ms, on frame 120: that loop
        // advances 0 ms, frame 121 16 ms.
        Case(k: 400, c: 40, m: 1, from: 0, to: 1, v: 0, retargets: [(2, 2)], hz: 60, stop: 153,
             frames: [(39, 1), (40, 1), (119, 1), (120, 1), (121, 1.041483437996949), (130, 1.8438198693953798)]),
        // Restarted at 2012 ms, between frames 120 and 121: frame 121 (2016 ms) advances 4 ms.
        Case(k: 400, c: 40, m: 1, from: 0, to: 1, v: 0, retargets: [(2.0125, 2)], hz: 60, stop: 153,
             frames: [(120, 1), (121, 1.003034397056142), (122, 1.0669937168932515), (123, 1.1769073585411445),
                      (130, 1.8124863540885994)]),
        // Changed on frame 34, before the loop that would find the system idle: a usual frame.
        Case(k: 400, c: 40, m: 1, from: 0, to: 1, v: 0, retargets: [(34.0 / 60, 0)], hz: 60, stop: 66,
             frames: [(33, 1), (34, 0.9585168782449391), (35, 0.8579734232916866), (45, 0.09157823277901009)]),
        Case(k: 300, c: 5, m: 1, from: 10, to: -20, v: -40, retargets: [(0.05, 5)], hz: 30, stop: 108,
             frames: [(1, 4.614585205629468), (2, -3.4303912861149883), (3, -7.843838832537731), (10, 12.000739870076917)]),
        // No retarget, at 120 Hz (deltas 8, 8, 9 ms) and 60 Hz (16, 17, 17 ms).
        Case(k: 100, c: 10, m: 1, from: 0, to: 1, v: 0, retargets: [], hz: 120, stop: 130,
             frames: [(1, 0.0031146936410043325), (2, 0.012118184001951663), (3, 0.028653633003203588),
                      (4, 0.04849132311284288), (5, 0.07265313599049911), (10, 0.2519856938415974),
                      (20, 0.6925690303358553)]),
        Case(k: 100, c: 10, m: 1, from: 0, to: 1, v: 0, retargets: [], hz: 60, stop: 65,
             frames: [(1, 0.01068811712631752), (2, 0.045765140609359996), (10, 0.6875690342506001),
                      (30, 1.0754706432041572)]),
    ]

    /// Rebound JS 0.1.0 (facebookarchive/rebound-js 6e6e9a9, `Spring.js`, `SpringSystem.js`)
    /// bundled with esbuild 0.17 (Flow's `?T` types stripped by hand, code unchanged), run under
    /// node 20.20.2 with a harness looper: `SpringSystem` calls `looper.run()` to ask for a
    /// frame, and each frame at f·1000/hz ms runs `loop(now)` if asked (`AnimationLooper` does
    /// so on the next animation frame). Command: `node rebound-js-retarget.js '[<case>]'`.
    static let reboundJSReference: [Case] = [
        Case(k: 100, c: 10, m: 1, from: 0, to: 1, v: 0, retargets: [(0.2, 0.5), (0.3125, 1.2)], hz: 60, stop: 106,
             frames: [(11, 0.6808497846313647), (12, 0.7540827783702081), (13, 0.8090689650204612), (18, 0.8796729221047088),
                      (19, 0.8717989921177078), (20, 0.8730570435512136), (40, 1.2516726729243464)]),
        // Restarted on frame 120 after going idle: that first loop advances 1 ms.
        Case(k: 400, c: 40, m: 1, from: 0, to: 1, v: 0, retargets: [(2, 2)], hz: 60, stop: 158,
             frames: [(39, 0.9999456819558532), (40, 1), (119, 1), (120, 1.0001973559727828), (121, 1.0495160971900108),
                      (122, 1.1488966468753126), (130, 1.8405474739288192)]),
        // Changed on frame 41, before the loop that would find the system idle.
        Case(k: 400, c: 40, m: 1, from: 0, to: 1, v: 0, retargets: [(41.0 / 60, 0)], hz: 60, stop: 79,
             frames: [(40, 1), (41, 0.9553537540762345), (42, 0.8579588550977315), (50, 0.161915615754176)]),
        Case(k: 300, c: 5, m: 1, from: 10, to: -20, v: -40, retargets: [(0.05, 5)], hz: 30, stop: 111,
             frames: [(1, 9.955609431666666), (2, 7.8563423316869745), (3, 5.238515072591089), (10, 6.781621494340418)]),
    ]

    @Test func reboundFollowsItsOwnRetargetRule() throws {
        for r in Self.reboundReference {
            try Self.check(r, tolerance: 1e-10) { spring, motion, times, retargets in
                try ReboundSpringRenderer(frameInterval: 1 / r.hz).render(spring, motion: motion, times: times, retargets: retargets)
            }
        }
        for r in Self.reboundJSReference {
            try Self.check(r, tolerance: 1e-10) { spring, motion, times, retargets in
                try ReboundSpringRenderer.javaScript(frameInterval: 1 / r.hz).render(spring, motion: motion, times: times,
                                                                                    retargets: retargets)
            }
        }
    }
}

/// ``Solver`` as a registry of ``SpringRenderer``s.
@Suite struct SolverRegistryTests {
    @Test func eachSolverMapsToItsRenderer() throws {
        let engines: Set<Solver> = [.jnw, .swiftui, .pop, .rebound, .reboundJS, .reactSpring, .motion, .android,
                                    .flutter, .flutterFling, .svelte, .anime, .reanimated, .reanimated3]
        let stepped: Set<Solver> = [.euler, .verlet, .rk4, .pop, .rebound, .reboundJS, .reactSpring, .motion, .android,
                                    .flutter, .flutterFling, .svelte, .reanimated, .reanimated3]
        let following: Set<Solver> = [.exact, .pop, .rebound, .reboundJS, .reactSpring, .motion, .android,
                                      .svelte]
        for solver in Solver.allCases {
            #expect(solver.renderer.solver == solver)
            #expect(solver.isEngine == engines.contains(solver), "\(solver)")
            #expect(solver.hasStep == stepped.contains(solver), "\(solver)")
            #expect(solver.followsRetargets == following.contains(solver), "\(solver)")
            // A changed step reaches the renderer (or is ignored without one).
            #expect(solver.renderer.withTimeStep(0.005).timeStep == (stepped.contains(solver) ? 0.005 : nil), "\(solver)")
        }
    }

    @Test func renderersWithoutARetargetRuleRefuseRetargets() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        let retargets = [RetargetedResponse.Retarget(time: 0.2, target: 0.5)]
        for solver in Solver.allCases where !solver.followsRetargets {
            #expect(throws: SpringError.self) { try solver.render(spring, times: [0, 0.3], retargets: retargets) }
            do {
                _ = try solver.render(spring, times: [0.3], retargets: retargets)
            } catch {
                #expect(error.value == solver.rawValue && error.allowed.contains("exact, pop, rebound, rebound-js, react-spring, motion, android"))
            }
            // Without retargets, the plain curve.
            #expect(try solver.render(spring, times: [0.3], retargets: []) == solver.render(spring, times: [0.3]))
        }
        // Invalid retargets are refused by every renderer that follows them, as RetargetedResponse refuses them.
        for solver in Solver.allCases where solver.followsRetargets {
            #expect(throws: SpringError.self) {
                try solver.render(spring, times: [0], retargets: [.init(time: 0.3, target: 1), .init(time: 0.2, target: 1)])
            }
        }
    }

    /// The exact renderer's retargeted curve is the ``RetargetedResponse``, and a frame engine
    /// that is not retargeted draws exactly what it drew before.
    @Test func exactRetargetsAreTheRetargetedResponseAndNoRetargetChangesNothing() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        let retargets = [RetargetedResponse.Retarget(time: 0.2, target: 0.5)]
        let times = (0...100).map { Double($0) / 97 }
        let exact = try RetargetedResponse(spring: spring, motion: .unitStep, retargets: retargets)
        let curve = try Solver.exact.render(spring, times: times, retargets: retargets)
        #expect(curve.positions == times.map { exact.position(at: $0) })
        for solver in [Solver.pop, .reactSpring, .motion] {
            #expect(try solver.render(spring, times: times, retargets: []) == solver.render(spring, times: times))
        }
    }

    /// Over seeded random springs and retargets, every engine that follows retargets comes to
    /// rest at the last target, no earlier than the frame of the last retarget, and draws finite
    /// values; the exact renderer's curve approaches the last target too.
    @Test func retargetedEnginesComeToRestAtTheLastTarget() throws {
        var rng = SplitMix64(seed: 29)
        for _ in 0..<40 {
            let k = pow(10, rng.uniform(1.5, 3)), zeta = rng.uniform(0.2, 1.5)
            let spring = try Spring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot())
            let motion = try Motion(from: 0, to: rng.uniform(-100, 100))
            let first = rng.uniform(0.02, 0.5)
            let retargets = [RetargetedResponse.Retarget(time: first, target: rng.uniform(-100, 100)),
                             RetargetedResponse.Retarget(time: first + rng.uniform(0.01, 1), target: rng.uniform(-100, 100))]
            let last = retargets[1]
            let times = (0...3000).map { Double($0) / 100 }
            for solver in Solver.allCases where solver.followsRetargets && solver.isEngine {
                let curve = try solver.render(spring, motion: motion, times: times, retargets: retargets)
                let finite = curve.positions.allSatisfy { $0.isFinite }
                #expect(finite, "\(solver) k=\(k) ζ=\(zeta)")
                let duration = try #require(curve.duration, "\(solver) k=\(k) ζ=\(zeta) never rested")
                #expect(duration >= last.time - 1.0 / 60, "\(solver): \(duration) before \(last.time)")
                // From its resting frame on, an engine draws the last target (Android: as the
                // float its SpringForce keeps).
                let held = solver == .android ? Double(Float(last.target)) : last.target
                #expect(curve.positions.last == held, "\(solver)")
            }
            let exact = try Solver.exact.render(spring, motion: motion, times: [30], retargets: retargets)
            #expect(abs(exact.positions[0] - last.target) < 1e-6 * max(1, abs(last.target)))
        }
    }
}
