import Foundation
import Testing
@testable import SpringKit
import SpringTestSupport

/// The engines' plain loops, as the reference for their durations: frame 0, 1, 2… run by the
/// engine's own `frame` (the frame `k` at `k·interval`, handed the time since the previous
/// frame, as `FrameDriver` does) until its rule stops it, up to `maximumDuration`.
enum PlainLoop {
    /// The first frame the engine's rule stops it at, or `nil` through the last frame.
    static func restFrame<E: FrameEngine>(_ engine: E, interval: Double, maximumDuration: Double) -> Int? {
        var engine = engine
        let last = interval > 0 && interval.isFinite ? Int(min(maximumDuration / interval, 1e8)) : 0
        var previous = 0.0
        for k in 0...last {
            let time = Double(k) * interval
            if engine.frame(k, dt: time - previous).done { return k }
            previous = time
        }
        return nil
    }

    /// The plain loop's duration: the stopping frame's time on the engine's clock.
    static func duration<E: FrameEngine>(_ engine: E, interval: Double, maximumDuration: Double) -> Double? {
        restFrame(engine, interval: interval, maximumDuration: maximumDuration)
            .map { engine.clockTime(ofFrame: $0, frameInterval: interval) }
    }
}

/// A spring, a motion and a frame interval to time.
struct DurationCase: CustomStringConvertible {
    var spring: Spring
    var motion: Motion
    var interval: Double

    var description: String {
        "m=\(spring.mass),k=\(spring.stiffness),c=\(spring.damping) (ζ \(spring.dampingRatio)), from=\(motion.from),to=\(motion.to),v=\(motion.absoluteVelocity), 1/\(1 / interval) s"
    }

    /// Seeded springs across regimes: ζ log-uniform over 1e-4 … 1e4, mass over 1e-2 … 1e3,
    /// stiffness over 1e-1 … 1e5; distances of 1e-2 … 1e3 either way, velocities of up to 50
    /// distances a second; frame rates from 24 to 240 Hz, including whole-millisecond ones.
    static func broad(count: Int, seed: UInt64, distance: ClosedRange<Double> = 1e-2...1e3) -> [DurationCase] {
        var rng = SplitMix64(seed: seed)
        let rates: [Double] = [60, 60, 60, 24, 30, 90, 120, 144, 240, 62.5, 80, 20]
        let intervals: [Double] = rates.map { 1 / $0 }
        var cases: [DurationCase] = []
        while cases.count < count {
            let zeta = rng.logUniform(1e-4, 1e4), m = rng.logUniform(1e-2, 1e3), k = rng.logUniform(1e-1, 1e5)
            let from = rng.uniform(-50, 50)
            let d = rng.logUniform(distance.lowerBound, distance.upperBound) * (rng.uniform(0, 1) < 0.5 ? -1 : 1)
            let v = rng.uniform(0, 1) < 0.3 ? 0 : rng.uniform(-50, 50) * d.magnitude
            guard let spring = try? Spring(mass: m, stiffness: k, damping: 2 * zeta * (k * m).squareRoot()),
                  let motion = try? Motion(from: from, to: from + d, absoluteVelocity: v) else { continue }
            let interval = intervals[Int(rng.uniform(0, Double(intervals.count) - 0.001))]
            cases.append(DurationCase(spring: spring, motion: motion, interval: interval))
        }
        return cases
    }

    /// Edge cases: exactly critical springs (and one that is critical by ζ in floating point),
    /// springs one ulp either side of critical, undamped springs, a start at rest on the target,
    /// a start already inside every threshold, and very stiff or very soft springs.
    static func edges(distance: Double = 1) throws -> [DurationCase] {
        var cases: [DurationCase] = []
        let springs: [Spring] = [
            try Spring(mass: 1, stiffness: 100, damping: 20),
            try Spring(mass: 2, stiffness: 8, damping: 8),
            try Spring(mass: 1, stiffness: 64 * Double.pi * Double.pi, damping: 16 * Double.pi),
            try Spring(mass: 1, stiffness: 100, damping: 20.0.nextUp),
            try Spring(mass: 1, stiffness: 100, damping: 20.0.nextDown),
            try Spring(mass: 3, stiffness: 300, damping: 60.0.nextDown.nextDown),
            try Spring(mass: 1, stiffness: 100, damping: 0),
            try Spring(mass: 0.01, stiffness: 1e5, damping: 0),
            try Spring(mass: 1, stiffness: 100, damping: 1e-9),
            try Spring(mass: 1e-2, stiffness: 1e6, damping: 1),
            try Spring(mass: 1e3, stiffness: 0.1, damping: 1e4),
            try Spring(mass: 1, stiffness: 100, damping: 10),
        ]
        for spring in springs {
            for interval in [1.0 / 60, 1.0 / 120, 0.016] {
                cases.append(DurationCase(spring: spring, motion: try Motion(from: 0, to: distance), interval: interval))
                cases.append(DurationCase(spring: spring, motion: try Motion(from: -distance, to: 2 * distance, absoluteVelocity: 3 * distance), interval: interval))
                cases.append(DurationCase(spring: spring, motion: try Motion(from: 5, to: 5), interval: interval))
                cases.append(DurationCase(spring: spring, motion: try Motion(from: 5, to: 5 + 1e-6 * distance), interval: interval))
                cases.append(DurationCase(spring: spring, motion: try Motion(from: 5, to: 5, absoluteVelocity: distance), interval: interval))
            }
        }
        return cases
    }
}

/// A frame engine that counts the frames run, to bound the work of a duration.
struct CountingEngine<Base: LinearFrameEngine>: LinearFrameEngine {
    final class Counter: @unchecked Sendable { var frames = 0 }
    var base: Base
    let counter: Counter

    mutating func frame(_ k: Int, dt: Double) -> FrameOutput {
        counter.frames += 1
        return base.frame(k, dt: dt)
    }
    func restingValue(at target: Double) -> Double { base.restingValue(at: target) }
    func clockTime(ofFrame k: Int, frameInterval: Double) -> Double { base.clockTime(ofFrame: k, frameInterval: frameInterval) }
    var modelState: SIMD2<Double> { base.modelState }
    mutating func setModelState(_ state: SIMD2<Double>, afterFrame k: Int) { base.setModelState(state, afterFrame: k) }
    var plainFrames: Int { base.plainFrames }
    func model(from state: SIMD2<Double>, afterFrame origin: Int, driver: FrameDriver) -> LinearModel? {
        base.model(from: state, afterFrame: origin, driver: driver)
    }
    var restBounds: [(form: SIMD2<Double>, bound: Double)] { base.restBounds }
    var frameRounding: (relative: Double, absolute: SIMD2<Double>) { base.frameRounding }
    func firstUnboundedStop(model: LinearModel) -> Int? { base.firstUnboundedStop(model: model) }
    func provablyMoving(after state: SIMD2<Double>, within deviation: SIMD2<Double>) -> Bool {
        base.provablyMoving(after: state, within: deviation)
    }
}

/// Every engine's duration, found from its exact model (`FrameDriver.restFrame`,
/// `RestFrameSearch`), equals its plain loop's on thousands of seeded springs and on the edge
/// cases, and takes bounded work on springs that ring for thousands of frames.
@Suite struct RestFrameTests {
    static let broad = DurationCase.broad(count: 1500, seed: 101)
    static let pixels = DurationCase.broad(count: 800, seed: 103, distance: 10...2000)

    /// Compares `duration` with the plain loop of `engine` on every case; at least `resting`
    /// of them must rest within the cap, and at least `ringing` not at once.
    func expectPlainLoop<E: FrameEngine>(_ cases: [DurationCase], maximumDuration: Double,
                                         engine: (DurationCase) -> E?, duration: (DurationCase) -> Double?) {
        var rested = 0, long = 0
        for c in cases {
            guard let e = engine(c) else { continue }
            let expected = PlainLoop.duration(e, interval: c.interval, maximumDuration: maximumDuration)
            let found = duration(c)
            #expect(found == expected, "\(c)")
            if let expected {
                rested += 1
                if expected > 30 * c.interval { long += 1 }
            }
        }
        #expect(rested >= cases.count / 10, "too few cases rest: \(rested) of \(cases.count)")
        #expect(long >= cases.count / 50, "too few cases move for 30 frames: \(long) of \(cases.count)")
    }

    @Test(arguments: [ReanimatedSpringRenderer.Version.v4, .v3])
    func reanimatedEqualsThePlainLoop(_ version: ReanimatedSpringRenderer.Version) throws {
        let cases = (version == .v3 ? Self.pixels : Self.broad) + (try DurationCase.edges(distance: version == .v3 ? 100 : 1))
        expectPlainLoop(cases, maximumDuration: 60) { c in
            ReanimatedSpringRenderer.Engine(renderer: ReanimatedSpringRenderer(version: version, frameInterval: c.interval),
                                            spring: c.spring, motion: c.motion)
        } duration: { c in
            ReanimatedSpringRenderer(version: version, frameInterval: c.interval, maximumDuration: 60).duration(of: c.spring, motion: c.motion)
        }
    }

    @Test(arguments: [ReanimatedSpringRenderer.Version.v4, .v3])
    func reanimatedWithOvershootClampingEqualsThePlainLoop(_ version: ReanimatedSpringRenderer.Version) throws {
        let cases = Array(Self.broad.prefix(600)) + (try DurationCase.edges())
        expectPlainLoop(cases, maximumDuration: 60) { c in
            ReanimatedSpringRenderer.Engine(renderer: ReanimatedSpringRenderer(version: version, overshootClamping: true,
                                                                               frameInterval: c.interval),
                                            spring: c.spring, motion: c.motion)
        } duration: { c in
            ReanimatedSpringRenderer(version: version, overshootClamping: true, frameInterval: c.interval,
                                      maximumDuration: 60).duration(of: c.spring, motion: c.motion)
        }
    }

    @Test func reanimated3TimeFormEqualsThePlainLoop() throws {
        var rng = SplitMix64(seed: 107)
        for c in Self.broad.prefix(200) {
            let duration = rng.logUniform(1, 70_000)
            let renderer = ReanimatedSpringRenderer(version: .v3, timeFormDuration: duration, frameInterval: c.interval,
                                                    maximumDuration: 60)
            let expected = PlainLoop.duration(ReanimatedSpringRenderer.Engine(renderer: renderer, spring: c.spring, motion: c.motion),
                                              interval: c.interval, maximumDuration: 60)
            #expect(renderer.duration(of: c.spring, motion: c.motion) == expected, "\(c), \(duration) ms")
        }
    }

    @Test(arguments: AndroidSpringRenderer.Property.allCases)
    func androidEqualsThePlainLoop(_ property: AndroidSpringRenderer.Property) throws {
        let cases = (property == .pixels ? Self.pixels : Self.broad) + (try DurationCase.edges(distance: property == .pixels ? 100 : 1))
        expectPlainLoop(cases, maximumDuration: 60) { c in
            AndroidSpringRenderer.Engine(spring: c.spring, motion: c.motion, property: property, interval: c.interval)
        } duration: { c in
            AndroidSpringRenderer(property: property, frameInterval: c.interval, maximumDuration: 60).duration(of: c.spring, motion: c.motion)
        }
    }

    @Test func svelteEqualsThePlainLoop() throws {
        let cases = Self.broad + (try DurationCase.edges())
        expectPlainLoop(cases, maximumDuration: 60) { c in
            let renderer = SvelteSpringRenderer(frameInterval: c.interval)
            return (try? renderer.values(for: c.spring)).map {
                SvelteSpringRenderer.Engine(values: $0, motion: c.motion, frameInterval: c.interval)
            }
        } duration: { c in
            SvelteSpringRenderer(frameInterval: c.interval, maximumDuration: 60).duration(of: c.spring, motion: c.motion)
        }
    }

    /// Svelte's own stiffness, damping and precision, seeded over its ranges.
    @Test func svelteOwnParametersEqualThePlainLoop() throws {
        var rng = SplitMix64(seed: 109)
        var cases: [(SvelteParameters, DurationCase)] = []
        for c in Self.broad.prefix(800) {
            let values = SvelteParameters(stiffness: rng.logUniform(1e-3, 1), damping: rng.logUniform(1e-3, 1),
                                          precision: rng.logUniform(1e-4, 1))
            cases.append((values, c))
        }
        #expect(cases.count > 700)
        for (values, c) in cases {
            let expected = PlainLoop.duration(SvelteSpringRenderer.Engine(values: values, motion: c.motion, frameInterval: c.interval),
                                              interval: c.interval, maximumDuration: 60)
            #expect(SvelteSpringRenderer(parameters: values, frameInterval: c.interval, maximumDuration: 60).duration(of: c.spring, motion: c.motion) == expected,
                    "\(values) \(c)")
        }
    }

    @Test(arguments: [false, true])
    func flutterEqualsThePlainLoop(_ fling: Bool) throws {
        let cases = Self.broad + (try DurationCase.edges())
        expectPlainLoop(cases, maximumDuration: 120) { c in
            FlutterSpringRenderer.Engine(simulation: .init(spring: c.spring, motion: c.motion, fling: fling), interval: c.interval)
        } duration: { c in
            FlutterSpringRenderer(fling: fling, frameInterval: c.interval, maximumDuration: 120).duration(of: c.spring, motion: c.motion)
        }
    }

    /// A start at rest on the target stops at frame 0 or 1 as the plain loop does, and a cap
    /// that falls on the resting frame, or one frame before it, is kept.
    @Test func capsAndStartsAtRest() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 2)
        let motion = try Motion(from: 0, to: 100)
        let engine = AndroidSpringRenderer.Engine(spring: spring, motion: motion, property: .pixels, interval: 1.0 / 60)
        let frame = try #require(PlainLoop.restFrame(engine, interval: 1.0 / 60, maximumDuration: 60))
        for cap in [frame - 1, frame, frame + 1] {
            let maximum = Double(cap) / 60 + 1e-9
            let renderer = AndroidSpringRenderer(frameInterval: 1.0 / 60, maximumDuration: maximum)
            #expect(renderer.duration(of: spring, motion: motion) == PlainLoop.duration(engine, interval: 1.0 / 60, maximumDuration: maximum))
        }
        #expect((cap: frame, rests: AndroidSpringRenderer(frameInterval: 1.0 / 60, maximumDuration: Double(frame - 1) / 60 + 1e-9)
            .duration(of: spring, motion: motion) == nil).rests)
    }

    /// Springs that ring for hundreds or thousands of frames are timed with a bounded number
    /// of engine frames: the plain loop would run every one. (Android keeps its state in single
    /// precision: when the rounding it may have gathered puts a deciding frame within reach of
    /// a threshold, the plain loop decides — so its case here rests within 400 frames.)
    @Test func longRingingSpringsTakeBoundedWork() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 1)   // ζ 0.05
        for (motion, property) in [(try Motion(from: 0, to: 100), AndroidSpringRenderer.Property.pixels),
                                   (try Motion(from: 0, to: 1), AndroidSpringRenderer.Property.alpha)] {
            let counter = CountingEngine<AndroidSpringRenderer.Engine>.Counter()
            let engine = CountingEngine(base: AndroidSpringRenderer.Engine(spring: spring, motion: motion, property: property,
                                                                          interval: 1.0 / 60), counter: counter)
            let driver = FrameDriver(frameInterval: 1.0 / 60, maximumDuration: 600)
            let found = try #require(driver.restFrame(engine))
            #expect(found == PlainLoop.restFrame(engine.base, interval: 1.0 / 60, maximumDuration: 600))
            #expect(found > 300)
            #expect(counter.frames < 60, "\(counter.frames) engine frames for rest at frame \(found)")
        }
        // A spring that rings past the cap: nothing to run beyond the probe and the plain frames.
        let ringingCounter = CountingEngine<AndroidSpringRenderer.Engine>.Counter()
        let ringing = CountingEngine(base: AndroidSpringRenderer.Engine(spring: try Spring(mass: 1, stiffness: 100, damping: 0.001),
                                                                       motion: try Motion(from: 0, to: 100), property: .pixels,
                                                                       interval: 1.0 / 60), counter: ringingCounter)
        #expect(FrameDriver(frameInterval: 1.0 / 60, maximumDuration: 600).restFrame(ringing) == nil)
        #expect(ringingCounter.frames < 20)
        // ζ 0.025: the energy falls to 6e-9 of the start's in about 38 s.
        let reanimated = ReanimatedSpringRenderer(version: .v4)
        let counter = CountingEngine<ReanimatedSpringRenderer.Engine>.Counter()
        let engine = CountingEngine(base: ReanimatedSpringRenderer.Engine(renderer: reanimated, spring: try Spring(mass: 1, stiffness: 100, damping: 0.5),
                                                                          motion: .unitStep),
                                    counter: counter)
        let found = try #require(FrameDriver(frameInterval: 1.0 / 60, maximumDuration: 60).restFrame(engine))
        #expect(found == PlainLoop.restFrame(engine.base, interval: 1.0 / 60, maximumDuration: 60))
        #expect(found > 1000)
        #expect(counter.frames < 200, "\(counter.frames) engine frames for rest at frame \(found)")
    }
}

/// The durations computed from closed forms of a sample's time (Core Animation's ζ ≥ 1 grid,
/// WebKit, JNW, Motion, anime, Flutter above, and react-spring's 1 ms steps) equal their plain
/// loops, written here from each rule.
@Suite struct SampledRestTests {
    static let broad = DurationCase.broad(count: 1200, seed: 211)

    @Test func coreAnimationGridEqualsThePlainLoop() throws {
        let estimator = CoreAnimationSettlingDuration(maximumGridSteps: 20_000)
        var rested = 0
        for c in Self.broad.prefix(600) + (try DurationCase.edges()) {
            guard c.spring.dampingRatio >= 1, let v0 = c.motion.initialVelocity else { continue }
            let response = SpringResponse(spring: c.spring, motion: try Motion(from: 0, to: 1, initialVelocity: v0))
            let expected = (0...estimator.maximumGridSteps).first { k in
                (response.position(at: Double(k) * estimator.gridStep) - 1).magnitude <= estimator.epsilon
            }.map { Double($0) * estimator.gridStep }
            if expected != nil { rested += 1 }
            #expect(estimator.duration(of: c.spring, motion: c.motion) == expected, "\(c)")
        }
        #expect(rested > 100)
    }

    @Test func webKitEqualsThePlainLoop() throws {
        let estimator = WebKitSpringDuration(maximumSteps: 30_000)
        var rested = 0
        for c in Self.broad.prefix(800) + (try DurationCase.edges()) {
            guard let v0 = c.motion.initialVelocity else { continue }
            var t = 0.0, expected: Double?
            for _ in 0...estimator.maximumSteps {
                let current = estimator.remaining(of: c.spring, initialVelocity: v0, at: t).magnitude
                t += 0.1
                if current < 1e-4 { expected = t; break }
            }
            if expected != nil { rested += 1 }
            #expect(estimator.duration(of: c.spring, motion: c.motion) == expected, "\(c)")
        }
        #expect(rested > 300)
    }

    /// The accumulated clock is the loop's own additions, step for step.
    @Test(arguments: [0.1, 0.02, 1.0 / 60, 0.001, 3.7])
    func accumulatedTimeIsTheLoopsSum(_ step: Double) {
        let clock = AccumulatedTime(step: step, through: 200_000)
        var t = 0.0
        for n in 0...200_000 {
            if n % 997 == 0 || n < 100 || n > 199_900 {
                #expect(clock.time(n) == t, "step \(step), n \(n)")
                #expect(clock.firstIndex(atOrAfter: t) <= n && clock.time(clock.firstIndex(atOrAfter: t)) >= t)
            }
            t += step
        }
        #expect(clock.segments.count < 80)
    }

    @Test func jnwEqualsTheKeyframeLoop() throws {
        let renderer = JNWSpringRenderer(maximumKeyframes: 60_000)
        var rested = 0
        for c in Self.broad.prefix(400) + (try DurationCase.edges()) {
            let full = renderer.keyframes(of: c.spring, motion: c.motion).map { Double($0.count) * JNWSpringRenderer.keyframeStep }
            if full != nil { rested += 1 }
            #expect(renderer.duration(of: c.spring, motion: c.motion) == full, "\(c)")
        }
        #expect(rested > 100)
    }

    @Test func motionGeneratorEqualsThePlainLoop() throws {
        var rested = 0
        for c in Self.broad + (try DurationCase.edges()) {
            let generator = MotionSpringGenerator(MotionSpringRenderer(), spring: c.spring, motion: c.motion)
            var ms = 0
            while !generator.next(Double(ms) / 1000).done && ms < 20_000 { ms += 50 }
            let expected = ms >= 20_000 ? nil : Double(ms) / 1000
            if expected != nil { rested += 1 }
            #expect(MotionSpringRenderer.calculatedDuration(of: generator) == expected, "\(c)")
        }
        #expect(rested > 300)
    }

    @Test func motionFramesEqualThePlainLoop() throws {
        for c in Self.broad.prefix(500) + (try DurationCase.edges()) {
            let renderer = MotionSpringRenderer(frameInterval: c.interval, maximumDuration: 60)
            let expected = PlainLoop.duration(MotionSpringRenderer.Engine(renderer: renderer, spring: c.spring, motion: c.motion,
                                                                          interval: c.interval),
                                              interval: c.interval, maximumDuration: 60)
            #expect(renderer.duration(of: c.spring, motion: c.motion) == expected, "\(c)")
        }
    }

    /// anime's `Spring.compute` loop as written: 0.02 s steps until more than 10 in a row are
    /// within 0.0005, at most 3001 samples.
    @Test func animeEqualsThePlainLoop() throws {
        var rng = SplitMix64(seed: 223)
        for c in Self.broad + (try DurationCase.edges()) {
            let velocity = rng.uniform(0, 1) < 0.5 ? 0 : rng.uniform(-30, 30)
            let easing = AnimeSpringRenderer.Easing(spring: c.spring, velocity: velocity)
            let p = (zeta: easing.zeta, w0: easing.w0, wd: easing.wd, b: easing.b)
            var solverTime = 0.0, restSteps = 0.0, iterations = 0.0, duration = 0.0
            while restSteps <= 200 / 0.02 / 1000 && iterations <= 60_000 / 0.02 / 1000 {
                restSteps = abs(1 - AnimeSpringRenderer.Easing.solve(p, solverTime)) < 0.0005 ? restSteps + 1 : 0
                duration = solverTime
                solverTime += 0.02
                iterations += 1
            }
            #expect(easing.solverDuration == duration, "\(c), velocity \(velocity)")
        }
    }

    @Test(arguments: ReactSpringRenderer.FrameLoop.allCases)
    func reactSpringEqualsThePlainLoop(_ loop: ReactSpringRenderer.FrameLoop) throws {
        var rested = 0
        for c in Self.broad.prefix(500) + (try DurationCase.edges()) {
            let renderer = ReactSpringRenderer(frameLoop: loop, frameInterval: c.interval, maximumDuration: 30)
            let engine = ReactSpringRenderer.Engine(spring: c.spring, motion: c.motion, precision: nil, restVelocity: nil,
                                                    frameLoop: loop, frameInterval: c.interval)
            let expected = PlainLoop.duration(engine, interval: c.interval, maximumDuration: 30)
            if expected != nil { rested += 1 }
            #expect(renderer.duration(of: c.spring, motion: c.motion) == expected, "\(c)")
        }
        #expect(rested > 100)
    }
}
