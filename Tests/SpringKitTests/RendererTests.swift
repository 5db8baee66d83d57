import SpringTestSupport
import Testing
import Foundation
@testable import SpringKit

@Suite struct RendererTests {
    // MARK: JNWSpringAnimation

    /// Keyframe counts and values recorded from an independent Python reimplementation of the
    /// rule in JNWSpringAnimation.m (float32 constants, `floatValue` inputs, `fabsf`
    /// differences, "previous" starting at 0), written from the source's description, not from
    /// SpringKit: (mass, stiffness, damping, from, to) → count, x₁, x_(n/2), x_(n−1).
    /// The reference was produced by this script (Python 3.11, NumPy 2.4):
    ///
    ///     # Independent reference for JNWSpringAnimation keyframe counts, written from the rule in
    ///     # JNWSpringAnimation.m (float constants, floatValue inputs, fabsf differences).
    ///     import numpy as np, math
    ///     def jnw(m, k, b, frm, to):
    ///         f32 = np.float32
    ///         step = float(f32(0.001)); factor = float(f32(0.0001))
    ///         A = float(f32(to) - f32(frm)); fromv = float(f32(frm)); tov = float(f32(to))
    ///         thr = factor * float(abs(f32(A)))
    ///         w0 = math.sqrt(k / m)
    ///         arg = w0**2 - b**2 / (4 * m**2)
    ///         w = math.sqrt(arg) if arg >= 0 else 0.0
    ///         prev = 0.0; t = 0.0; vals = []
    ///         while True:
    ///             prop = fromv + A - (A * math.exp(-b / (2*m) * t) * math.cos(w * t) if A != 0 else 0)
    ///             if float(abs(f32(prop - prev))) <= thr and float(abs(f32(prev - tov))) <= thr:
    ///                 return vals
    ///             prev = prop; vals.append(prop); t += step
    ///     for args in [(5,300,30,0,1),(1,100,30,0,100),(1,100,5,10,-20),(1,100,20,0,1)]:
    ///         v = jnw(*args)
    ///         print(args, len(v), repr(v[1]), repr(v[len(v)//2]), repr(v[-1]))
    static let jnwReference: [(m: Double, k: Double, c: Double, from: Double, to: Double,
                               count: Int, second: Double, middle: Double, last: Double)] = [
        (5, 300, 30, 0, 1, 1540, 0.0030209281476891725, 0.9297336270125145, 1.0000485758753914),
        (1, 100, 30, 0, 100, 616, 1.4888061098791923, 99.01472061008926, 99.99014553130615),
        (1, 100, 5, 10, -20, 2109, 9.923690940430294, -21.52877169798542, -19.99849875159501),
        (1, 100, 20, 0, 1, 923, 0.0099501667210804, 0.9900481838712338, 0.9999009613557392),
    ]

    @Test func jnwKeyframeCountsAndValuesMatchTheIndependentReference() throws {
        for r in Self.jnwReference {
            let spring = try Spring(mass: r.m, stiffness: r.k, damping: r.c)
            let motion = try Motion(from: r.from, to: r.to)
            let renderer = JNWSpringRenderer()
            let values = try #require(renderer.keyframes(of: spring, motion: motion))
            #expect(values.count == r.count)
            let scale = abs(r.to - r.from)
            #expect(abs(values[1] - r.second) <= 1e-13 * scale)
            #expect(abs(values[values.count / 2] - r.middle) <= 1e-12 * scale)
            #expect(abs(values[values.count - 1] - r.last) <= 1e-12 * scale)
            #expect(values[0] == r.from)
            let duration = try #require(renderer.duration(of: spring, motion: motion))
            #expect(duration == Double(r.count) * Double(Float(0.001)))
        }
    }

    @Test func jnwKeyframesFollowThePublishedFormula() throws {
        // x(t) = to − (to − from)·e^(−c/(2m)·t)·cos(ω′t), ω′ = √(k/m − c²/(4m²)) or 0.
        let cases: [(Double, Double, Double)] = [(5, 300, 30), (1, 100, 5), (2, 50, 40)]
        for (m, k, c) in cases {
            let spring = try Spring(mass: m, stiffness: k, damping: c)
            let motion = try Motion(from: -3, to: 5)
            let values = try #require(JNWSpringRenderer().keyframes(of: spring, motion: motion))
            let radicand = k / m - c * c / (4 * m * m)
            let omega = radicand > 0 ? radicand.squareRoot() : 0
            for i in stride(from: 0, to: values.count, by: 97) {
                let t = Double(i) * Double(Float(0.001))
                let expected = 5 - 8 * exp(-c / (2 * m) * t) * cos(omega * t)
                #expect(abs(values[i] - expected) < 1e-12 * 8, "m=\(m) k=\(k) c=\(c) i=\(i)")
            }
        }
    }

    @Test func jnwDrawsItsKeyframesEvenlySpreadOverItsDuration() throws {
        let spring = try Spring(mass: 5, stiffness: 300, damping: 30)
        let renderer = JNWSpringRenderer()
        let values = try #require(renderer.keyframes(of: spring, motion: .unitStep))
        let n = values.count
        let duration = Double(n) * Double(Float(0.001))
        let spacing = duration / Double(n - 1)
        let indices = [0, 1, 200, 777, n - 2]
        let curve = renderer.render(spring, times: indices.map { Double($0) * spacing } + [duration, duration + 1])
        for (j, i) in indices.enumerated() {
            #expect(abs(curve.positions[j] - values[i]) < 1e-12)
        }
        #expect(curve.positions[indices.count] == 1 && curve.positions[indices.count + 1] == 1)
        #expect(curve.duration == duration)
    }

    @Test func jnwReplacesZeroDampingByOne() throws {
        let undamped = try Spring(mass: 1, stiffness: 100, damping: 0)
        let one = try Spring(mass: 1, stiffness: 100, damping: 1)
        let renderer = JNWSpringRenderer()
        #expect(renderer.keyframes(of: undamped) == renderer.keyframes(of: one))
    }

    // MARK: SwiftUI

    @Test func swiftUIDrawsAnOverdampedSpringAsCriticallyDamped() throws {
        let times = (0...300).map { Double($0) / 100 }
        for (m, k, c) in [(1.0, 100.0, 50.0), (2.5, 40.0, 100.0), (0.3, 900.0, 1000.0)] {
            let over = try Spring(mass: m, stiffness: k, damping: c)
            let critical = try Spring(mass: m, stiffness: k, damping: 2 * (k * m).squareRoot())
            let motion = try Motion(from: 3, to: -2, initialVelocity: 0.5)
            let drawn = SwiftUISpringRenderer().render(over, motion: motion, times: times)
            let reference = SpringResponse(spring: critical, motion: motion)
            for (t, x) in zip(times, drawn.positions) {
                #expect(x == reference.position(at: t))
            }
            // With overdamping allowed, the true (slower) overdamped curve.
            let allowed = SwiftUISpringRenderer(allowOverDamping: true).render(over, motion: motion, times: times)
            let exact = SpringResponse(spring: over, motion: motion)
            #expect(zip(times, allowed.positions).allSatisfy { $0.1 == exact.position(at: $0.0) })
            #expect(allowed.positions[30] != drawn.positions[30])
        }
        // Under- and critically damped springs are unchanged.
        let under = try Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(SwiftUISpringRenderer().effectiveSpring(under) == under)
    }

    /// The bounded JNW duration (loop started at a proven lower bound) counts exactly the
    /// keyframes of the full loop, over a seeded random set of every damping and motions with
    /// non-zero `from`, including springs past a small keyframe cap.
    @Test func jnwBoundedDurationEqualsTheFullKeyframeLoop() throws {
        var rng = SplitMix64(seed: 13)
        for i in 0..<400 {
            let k = pow(10, rng.uniform(0, 3.5)), zeta = pow(10, rng.uniform(-2.3, 1))
            let m = pow(10, rng.uniform(-0.5, 0.5))
            let spring = try Spring(mass: m, stiffness: k, damping: 2 * zeta * (k * m).squareRoot())
            let from = rng.uniform(-500, 500), to = from + rng.uniform(-800, 800)
            let motion = try Motion(from: from, to: to)
            let renderer = JNWSpringRenderer(maximumKeyframes: i % 4 == 0 ? 3000 : 200_000)
            let full = renderer.keyframes(of: spring, motion: motion).map { Double($0.count) * JNWSpringRenderer.keyframeStep }
            #expect(renderer.duration(of: spring, motion: motion) == full, "k=\(k) ζ=\(zeta) m=\(m)")
        }
    }

    // MARK: Motion

    /// Written from Motion's pipeline rule, independently of the renderer: frame k samples the
    /// exact curve at its elapsed time rounded to whole ms, shows the target whenever
    /// |v| ≤ 2 and |to − x| ≤ 0.5 hold there (|Δ| ≥ 5), and finishes at the first frame whose
    /// rounded elapsed time reaches the first 50 ms multiple at which they hold. Motion 13.1.1
    /// through its real pipeline (MotionPipelineTests' harness) finishes this spring at frame 63
    /// and shows 1.3632316373406184, 69.754985756853458, 107.45905665950333 and
    /// 100.21701167393262 at frames 1, 10, 30 and 60.
    @Test func motionDrawsTheClosedFormUntilItsPipelineFinishes() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        let motion = try Motion(from: 0, to: 100, initialVelocity: 0)
        let curve = MotionSpringRenderer().render(spring, motion: motion, times: (0...180).map { Double($0) / 60 })
        let exact = SpringResponse(spring: spring, motion: motion)
        func atRest(_ t: Double) -> Bool { abs(exact.velocity(at: t)) <= 2 && abs(100 - exact.position(at: t)) <= 0.5 }
        var ms = 0.0
        while !atRest(ms / 1000) { ms += 50 }
        func elapsed(_ k: Int) -> Double { (Double(k) * 1000 / 60).rounded(.toNearestOrAwayFromZero) }
        var finish = 0
        while elapsed(finish) < ms { finish += 1 }
        #expect(finish == 63)
        let stop = try #require(curve.duration)
        #expect(abs(stop - Double(finish) / 60) < 1e-12)
        for (k, x) in curve.positions.enumerated() {
            let t = elapsed(k) / 1000
            if k < finish && !atRest(t) {
                #expect(abs(x - exact.position(at: t)) < 1e-11 * 100, "frame \(k)")
            } else {
                #expect(x == 100, "frame \(k)")
            }
        }
        for (k, value) in [(1, 1.3632316373406184), (10, 69.754985756853458), (30, 107.45905665950333), (60, 100.21701167393262)] {
            #expect(abs(curve.positions[k] - value) <= 1e-12 * 100, "frame \(k)")
        }
    }

    @Test func motionGeneratorDurationStepsFiftyMilliseconds() throws {
        for (k, c, to) in [(100.0, 10.0, 1.0), (170.0, 26.0, 300.0), (100.0, 30.0, 1.0)] {
            let spring = try Spring(mass: 1, stiffness: k, damping: c)
            let motion = try Motion(from: 0, to: to)
            let exact = SpringResponse(spring: spring, motion: motion)
            let granular = abs(to) < 5
            let speed = granular ? 0.01 : 2, delta = granular ? 0.005 : 0.5
            var ms = 0
            while ms < 20_000 {
                let t = Double(ms) / 1000
                let near = abs(to - exact.position(at: t)) <= delta
                if near && abs(exact.velocity(at: t)) <= speed { break }
                ms += 50
            }
            let duration = try #require(MotionSpringRenderer().generatorDuration(of: spring, motion: motion))
            #expect(duration == Double(ms) / 1000, "k=\(k) c=\(c)")
        }
        let undamped = try Spring(mass: 1, stiffness: 100, damping: 0)
        #expect(MotionSpringRenderer().generatorDuration(of: undamped) == nil)
    }

    /// Motion 13.1.1 (motiondivision/motion tag v13.1.1, `motion-dom` generators/spring.ts with
    /// its types stripped, run under node 20.20.2): `calcGeneratorDuration` and the first 60 Hz
    /// frame `k` (t = k·1000/60 ms) at which `next(t).done`, for physics springs in every
    /// regime. Since 12.36.0 the speed is checked for ζ ≥ 1 too (12.35.2 gave 750 ms, 350 ms,
    /// 2050 ms for the first three). `JSAnimation` finishes at the first frame whose elapsed
    /// time, rounded to whole ms, reaches `calcGeneratorDuration` (MotionPipelineTests), never
    /// before the generator's first done frame.
    static let motionReference: [(from: Double, to: Double, k: Double, c: Double, m: Double, v: Double, ms: Double, frame: Int)] = [
        (0, 1, 100, 20, 1, 0, 950, 55),
        (0, 1, 400, 40, 1, 10, 500, 28),
        (0, 1, 100, 40, 1, 0, 2150, 127),
        (0, 100, 170, 30, 1, 0, 850, 51),
        (0, 100, 64 * Double.pi * Double.pi, 16 * Double.pi, 1, 0, 400, 23),
        (10, -20, 300, 50, 2, -40, 600, 36),
    ]

    @Test func motionMatchesItsCurrentReleaseInEveryRegime() throws {
        for r in Self.motionReference {
            let spring = try Spring(mass: r.m, stiffness: r.k, damping: r.c)
            let motion = try Motion(from: r.from, to: r.to, absoluteVelocity: r.v)
            let duration = MotionSpringRenderer().generatorDuration(of: spring, motion: motion)
            #expect(duration == r.ms / 1000, "k=\(r.k) c=\(r.c)")
            let curve = MotionSpringRenderer().render(spring, motion: motion, times: [0])
            let stop = try #require(curve.duration)
            let finish = (r.ms * 60 / 1000).rounded(.up)
            #expect(abs(stop - finish / 60) < 1e-12, "k=\(r.k) c=\(r.c)")
            #expect(Int(finish) >= r.frame)
        }
    }

    /// Motion 13.1.1 through its real pipeline (MotionPipelineTests' harness): `animate(mv, 100,
    /// { type: "spring", duration: 0.8, bounce: 0.25, velocity: 500 })` — Motion's own findSpring,
    /// velocity ignored, done at 800 ms — shows these values at 60 Hz frames (elapsed rounded to
    /// whole ms) and finishes at frame 48; the visualDuration 0.5, bounce 0.25 spring (velocity
    /// ignored too) finishes at frame 48 and shows 61.197737880557021 at frame 10.
    @Test func motionDrawsDurationSpringsByMotionsOwnRules() throws {
        let setup = try SpringSpec.parse("motion:duration=0.8,bounce=0.25,from=0,to=100,absoluteVelocity=500").resolved()
        let frames: [(Int, Double)] = [(1, 1.7958886326338899), (10, 68.595074030201090), (20, 101.31387525138486),
                                       (30, 101.85196175490312), (47, 99.924332332470314)]
        let curve = setup.curve(drawnBy: .motion, times: frames.map { Double($0.0) / 60 })
        for ((k, value), drawn) in zip(frames, curve.positions) {
            #expect(abs(drawn - value) <= 1e-12 * 100, "frame \(k)")
        }
        #expect(abs(try #require(curve.duration) - 48.0 / 60) < 1e-12)
        #expect(EngineDuration(.motion).duration(of: setup) == 0.8)
        // Without bounce, Motion's default 0.3 (the spring of motion:duration=0.8,bounce=0.3).
        let defaulted = try SpringSpec.parse("motion:duration=0.8").resolved()
        #expect(defaulted.spring == (try SpringSpec.parse("motion:duration=0.8,bounce=0.3").resolved()).spring)

        let visual = try SpringSpec.parse("motion:visualDuration=0.5,bounce=0.25,from=0,to=100,absoluteVelocity=500").resolved()
        let visualCurve = visual.curve(drawnBy: .motion, times: [10.0 / 60])
        #expect(abs(visualCurve.positions[0] - 61.197737880557021) <= 1e-12 * 100)
        #expect(abs(try #require(visualCurve.duration) - 48.0 / 60) < 1e-12)
    }

    /// Rebound JS 0.1.0 run as-is (facebookarchive/rebound-js 6e6e9a9, `src/Spring.js` with its
    /// Flow types stripped, node 20.20.2), driven like `SpringSystem.loop` at
    /// `now = k·1000/60` ms (first loop `last = now − 1`, so 1 ms), tension k and friction c:
    /// the frame at which `isAtRest()` first holds, and positions at frames 1, 2, 10 and 30.
    static let reboundJSReference: [(from: Double, to: Double, k: Double, c: Double, v: Double, stop: Int, p: [Double])] = [
        (0, 1, 100, 10, 0, 90, [0.00004983333333333333, 0.013127605693801364, 0.5946545944008633, 1.0976657960251779]),
        (0, 100, 170, 26, 0, 80, [0.008426691749999998, 2.047389898536749, 57.19580527304229, 98.56080479497274]),
        (0, 1, 400, 40, 0, 40, [0.00019735333333333334, 0.044646278073152135, 0.7916659254336981, 0.9991983929813628]),
        (10, -20, 300, 5, -40, 259, [9.955609431666666, 8.160744500792916, -36.0518984371388, -21.84062626449364]),
        (0, 1, 50, 1, 0, 846, [0.000024991564583333333, 0.006903470646912829, 0.4704402666400799, 1.7840867456118688]),
    ]

    @Test func reboundJSMatchesItsSourceFrameForFrame() throws {
        for r in Self.reboundJSReference {
            let spring = try Spring(mass: 1, stiffness: r.k, damping: r.c)
            let motion = try Motion(from: r.from, to: r.to, absoluteVelocity: r.v)
            let curve = Solver.reboundJS.render(spring, motion: motion, times: [1, 2, 10, 30].map { Double($0) / 60 })
            let stop = try #require(curve.duration)
            #expect(abs(stop - Double(r.stop) / 60) < 1e-9, "k=\(r.k) c=\(r.c)")
            for (drawn, expected) in zip(curve.positions, r.p) {
                #expect(abs(drawn - expected) <= 1e-12 * max(1, abs(r.to - r.from)), "k=\(r.k) c=\(r.c)")
            }
            // Java Rebound (thresholds 0.005 with ≤, no 1 ms first frame) rests no later.
            let java = try #require(Solver.rebound.render(spring, motion: motion, times: [0]).duration)
            #expect(java <= stop)
        }
    }

    /// react-spring at 120 Hz from idle: `rafz` advances its first frame 16.667 ms whatever the
    /// display rate (⌈16.667⌉ = 17 one-millisecond steps), then each 8.33 ms frame takes ⌈8.33⌉
    /// = 9, so frame k shows the state after 17 + 9(k − 1) steps of its semi-implicit Euler
    /// (written here from the rule: per ms, `v += (−k·1e-6·(x − to) − c·1e-3·v)/m`, then
    /// `x += v`). react-spring 9.7.5 (pmndrs/react-spring 3d2523de, `SpringValue` with `rafz`
    /// bundled as-is with esbuild 0.17, node 20.20.2, `frameLoop: 'demand'` and a manual
    /// `raf.now` at f·1000/hz ms) shows 0.022634843307857987 at frame 1 for 0 → 1 and comes to
    /// rest at frame 79 at 120 Hz, 22 at 30 Hz and 101 at 144 Hz.
    @Test func reactSpringStartsFromIdleWithSixteenPointSixSixSevenMilliseconds() throws {
        let spring = try Spring(mass: 1, stiffness: 170, damping: 26)
        let motion = try Motion(from: 0, to: 100)
        let curve = ReactSpringRenderer(frameInterval: 1.0 / 120).render(spring, motion: motion,
                                                                         times: (1...20).map { Double($0) / 120 })
        var x = 0.0, v = 0.0
        for (k, drawn) in zip(1...20, curve.positions) {
            for _ in 0..<(k == 1 ? 17 : 9) {
                v += (-170e-6 * (x - 100) - 26e-3 * v) / 1
                x += v
            }
            #expect(abs(drawn - x) <= 1e-12 * 100, "frame \(k)")
        }
        let unit = ReactSpringRenderer(frameInterval: 1.0 / 120).render(spring, motion: .unitStep, times: [1.0 / 120])
        #expect(abs(unit.positions[0] - 0.022634843307857987) <= 1e-15)
        for (hz, rest) in [(120.0, 79), (30, 22), (144, 101), (60, 42)] {
            let stop = try #require(ReactSpringRenderer(frameInterval: 1 / hz).duration(of: spring, motion: .unitStep))
            #expect(abs(stop - Double(rest) / hz) < 1e-9, "\(hz) Hz: rests at frame \(stop * hz)")
        }
    }

    /// react-spring's frame loop measures frames in milliseconds: at 62.5 Hz every frame is
    /// exactly 16 ms (16 steps), not the 16.000000000000004 ms that seconds × 1000 gives (17
    /// steps). react-spring 9.7.5 as above shows 0.28932550824483755 at frame 5 (0 → 1, tension
    /// 170, friction 26).
    @Test func reactSpringCountsWholeMillisecondFramesExactly() throws {
        let spring = try Spring(mass: 1, stiffness: 170, damping: 26)
        let curve = ReactSpringRenderer(frameInterval: 0.016).render(spring, motion: .unitStep, times: [5 * 0.016])
        #expect(abs(curve.positions[0] - 0.28932550824483755) <= 1e-15)
    }

    /// androidx DynamicAnimation `SpringForce.java` (androidx/androidx fd79a56, comments removed,
    /// code unchanged) compiled and run with OpenJDK 17.0.15, driven as
    /// `SpringAnimation.updateValueAndVelocity` does (float value and velocity, whole-ms deltas
    /// ⌊k·1000/hz⌋ − ⌊(k−1)·1000/hz⌋, threshold `minimumVisibleChange·0.75f`): the frame at which
    /// `isAtEquilibrium` first holds and the float values at frames 1, 5 and 20 (`nil` when the
    /// animation had stopped).
    static let androidReference: [(from: Double, to: Double, k: Double, zeta: Double, v: Double,
                                   property: AndroidSpringRenderer.Property, hz: Double, stop: Int, values: [Float?])] = [
        (0, 100, 200, 0.5, 0, .pixels, 60, 39, [2.3673885, 43.437103, 110.03851]),
        (0, 100, 1500, 0.75, 0, .pixels, 60, 11, [13.986041, 96.08674, nil]),
        (0, 1, 200, 1, 0, .alpha, 60, 35, [0.02204706, 0.32788226, 0.9485544]),
        (10, -20, 50, 2, -40, .rotation, 60, 191, [9.320461, 6.145033, -3.67139]),
        (0, 1, 10000, 0.2, 0, .scale, 120, 38, [0.27369907, 1.3511595, 1.0345938]),
    ]

    @Test func androidMatchesSpringForceRunUnderJava() throws {
        for r in Self.androidReference {
            let spring = try Spring(mass: 1, stiffness: r.k, damping: 2 * r.zeta * r.k.squareRoot())
            let motion = try Motion(from: r.from, to: r.to, absoluteVelocity: r.v)
            let renderer = AndroidSpringRenderer(property: r.property, frameInterval: 1 / r.hz)
            let curve = renderer.render(spring, motion: motion, times: [1, 5, 20].map { Double($0) / r.hz })
            let stop = try #require(curve.duration)
            // The resting frame's time on Android's whole-millisecond clock.
            #expect(abs(stop - (Double(r.stop) * 1000 / r.hz + 1e-9).rounded(.down) / 1000) < 1e-12, "k=\(r.k) ζ=\(r.zeta)")
            for (drawn, expected) in zip(curve.positions, r.values) {
                if let expected { #expect(Float(drawn) == expected, "k=\(r.k) ζ=\(r.zeta)") }
            }
            #expect(renderer.duration(of: spring, motion: motion) == stop)
        }
    }

    // MARK: Frame-stepping engines

    @Test func popFirstFrameIsItsInterpolatedRK4() throws {
        // Written independently: 16 RK4 sub-steps of 0.001f in p = to − x, then the blend
        // between sub-steps 15 and 16 at α = remainder / 0.001f.
        let spring = try Spring(mass: 1, stiffness: 342.1006, damping: 30.4870)
        let h = Double(Float(0.001))
        func rk4(_ p: Double, _ v: Double) -> (Double, Double) {
            func a(_ p: Double, _ v: Double) -> Double { -342.1006 * p - 30.4870 * v }
            let k1 = (v, a(p, v))
            let k2 = (v + k1.1 * h / 2, a(p + k1.0 * h / 2, v + k1.1 * h / 2))
            let k3 = (v + k2.1 * h / 2, a(p + k2.0 * h / 2, v + k2.1 * h / 2))
            let k4 = (v + k3.1 * h, a(p + k3.0 * h, v + k3.1 * h))
            return (p + h / 6 * (k1.0 + 2 * k2.0 + 2 * k3.0 + k4.0), v + h / 6 * (k1.1 + 2 * k2.1 + 2 * k3.1 + k4.1))
        }
        var acc = 1.0 / 60, state = (1.0, 0.0), before = state
        while acc >= h { before = state; state = rk4(state.0, state.1); acc -= h }
        let alpha = acc / h
        let expected = 1 - (state.0 * alpha + before.0 * (1 - alpha))
        let curve = POPSpringRenderer().render(spring, times: [0, 1.0 / 60])
        #expect(curve.positions[0] == 0)
        #expect(abs(curve.positions[1] - expected) < 1e-15)
    }

    @Test(arguments: [Solver.pop, .rebound, .reactSpring, .motion])
    func frameEnginesStopAtTheTargetAndTrackThePhysics(solver: Solver) throws {
        // POP's default (bounciness 4, speed 12), Rebound's default (tension 40, friction 7),
        // react-spring's default (170/26), and an underdamped one.
        for (k, c) in [(342.1006, 30.4870), (230.2, 22.0), (170.0, 26.0), (100.0, 6.0)] {
            let spring = try Spring(mass: 1, stiffness: k, damping: c)
            let motion = try Motion(from: 0, to: 100)
            let times = (0...600).map { Double($0) / 120 }
            let curve = solver.render(spring, motion: motion, times: times)
            let duration = try #require(curve.duration, "\(solver) k=\(k) c=\(c) never stopped")
            #expect(duration > 0.1 && duration < 5, "\(solver) k=\(k): \(duration)")
            #expect(curve.positions.last == 100 && curve.velocities.last == 0)
            // Before stopping, within a few % of the exact curve, sampled at frames (the engines
            // run 2–3 % off the physics clock; the display holds each frame for 1/60 s).
            let exact = SpringResponse(spring: spring, motion: motion)
            for frame in 0..<min(Int(duration * 60), 60) {
                let t = Double(frame) / 60
                let drawn = solver.render(spring, motion: motion, times: [t]).positions[0]
                let tolerance = 100 * 0.04
                #expect(abs(drawn - exact.position(at: t)) < tolerance, "\(solver) k=\(k) frame \(frame)")
            }
        }
    }

    @Test func reactSpringRestRuleUsesItsPrecision() throws {
        #expect(try ReactSpringRenderer.defaultPrecision(for: Motion(from: 0, to: 100)) == 0.1)
        #expect(try ReactSpringRenderer.defaultPrecision(for: Motion(from: 0, to: 5000)) == 1)
        #expect(try ReactSpringRenderer.defaultPrecision(for: Motion(from: 1, to: 1)) == 0.005)
    }

    @Test func everySolverDrawsEveryTime() throws {
        let spring = try Spring(mass: 1, stiffness: 200, damping: 12)
        let motion = try Motion(from: 10, to: 20, initialVelocity: -1)
        let times = (0...120).map { Double($0) / 40 }
        for solver in Solver.allCases {
            let curve = solver.render(spring, motion: motion, times: times)
            #expect(curve.solver == solver)
            #expect(curve.positions.count == times.count && curve.velocities.count == times.count)
            #expect(curve.positions.allSatisfy { $0.isFinite }, "\(solver)")
            #expect(abs(curve.positions.last.map { $0 - 20 } ?? 1) < 0.05, "\(solver)")
            #expect(Solver(rawValue: solver.rawValue) == solver)
        }
        #expect(Solver.reactSpring.rawValue == "react-spring")
    }
}

/// Android as it really animates: the float final position it holds, and its whole-millisecond
/// frame clock. Reference values from androidx DynamicAnimation `SpringForce.java` (androidx
/// fd79a56, code unchanged) compiled with OpenJDK 17.0.15 and driven as
/// `SpringAnimation.updateValueAndVelocity` and `AnimationHandler` (`SystemClock.uptimeMillis()`
/// per frame: frame f at ⌊f·1000/60⌋ ms) do.
@Suite struct AndroidClockTests {
    /// `SpringForce(0.3f)`, stiffness 200, ζ 0.5, 0 → 0.3 with ALPHA rests at frame 38 (633 ms)
    /// and holds 0.3f = 0.30000001192092896; with a pixel property it rests at frame 1 (16 ms).
    @Test func holdsTheFinalPositionAsAFloat() throws {
        let spring = try Spring(mass: 1, stiffness: 200, damping: 2 * 0.5 * 200.0.squareRoot())
        let motion = try Motion(from: 0, to: 0.3)
        let alpha = AndroidSpringRenderer(property: .alpha).render(spring, motion: motion,
                                                                   times: [1, 2, 3, 38, 60].map { Double($0) / 60 })
        #expect(alpha.positions[0] == 0.007102165371179581 && alpha.positions[1] == 0.02763879857957363)
        #expect(alpha.positions[2] == 0.057712621986866)
        #expect(alpha.positions[3] == 0.30000001192092896 && alpha.positions[4] == 0.30000001192092896)
        #expect(alpha.duration == 0.633)
        let pixels = AndroidSpringRenderer().render(spring, motion: motion, times: [1.0 / 60, 1])
        #expect(pixels.positions == [0.30000001192092896, 0.30000001192092896])
        #expect(pixels.duration == 0.016)
    }

    /// k 100, c 10, 0 → 1 rests at frame 5 with pixels (83 ms on Android's clock, not 5/60 s)
    /// and at frame 57 with ALPHA (950 ms).
    @Test func reportsTheRestingFrameOnItsMillisecondClock() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(EngineDuration(.android).duration(of: spring) == 0.083)
        #expect(AndroidSpringRenderer(property: .alpha).duration(of: spring) == 0.95)
    }
}
