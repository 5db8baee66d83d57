import Foundation
import Testing
@testable import SpringKit
import SpringTestSupport

/// react-spring's 1 ms step when `c·(1 ms)/m > 1`: a map with a mode that flips sign every
/// step, modelled by `SignFlippingModel`, and the durations found with it.
@Suite struct SignFlippingModelTests {
    /// Seeded heavily overdamped react-spring springs whose step flips a mode: `c·(1 ms)/m`
    /// uniform in (1, 1.95) (the map's second eigenvalue then lies in (−0.95, 0)), masses
    /// 1e-2 … 1e3, `k/m` 50 … 1e5 (most rest within two minutes), distances 1e-2 … 1e3 either way, velocities of up to
    /// 50 distances a second, frame rates from 20 to 240 Hz.
    static func flippingCases(count: Int, seed: UInt64) -> [DurationCase] {
        var rng = SplitMix64(seed: seed)
        let intervals: [Double] = [60, 60, 24, 30, 90, 120, 144, 240, 62.5, 20].map { 1 / $0 }
        var cases: [DurationCase] = []
        while cases.count < count {
            let m = rng.logUniform(1e-2, 1e3), k = m * rng.logUniform(50, 1e5), ratio = rng.uniform(1, 1.95)
            let from = rng.uniform(-50, 50)
            let d = rng.logUniform(1e-2, 1e3) * (rng.uniform(0, 1) < 0.5 ? -1 : 1)
            let v = rng.uniform(0, 1) < 0.3 ? 0 : rng.uniform(-50, 50) * d.magnitude
            guard let spring = try? Spring(mass: m, stiffness: k, damping: ratio * m / 0.001),
                  let motion = try? Motion(from: from, to: from + d, absoluteVelocity: v) else { continue }
            let interval = intervals[Int(rng.uniform(0, Double(intervals.count) - 0.001))]
            cases.append(DurationCase(spring: spring, motion: motion, interval: interval))
        }
        return cases
    }

    /// The model's state after `n` steps is the engine's own loop of steps within the model's
    /// drift bound, for every `n` checked (steps 0 … 20,000), and its second eigenvalue is the
    /// one the map's entries give: `det M = 1 − c·(1 ms)/m` over the first.
    @Test func modelFollowsTheEnginesSteps() throws {
        var checked = 0
        for c in Self.flippingCases(count: 200, seed: 401) {
            var engine = ReactSpringRenderer.Engine(spring: c.spring, motion: c.motion, precision: nil, restVelocity: nil,
                                                    frameLoop: .idle, frameInterval: c.interval)
            let map = engine.stepMap
            let start = SIMD2(engine.position - engine.to, engine.velocity)
            let model = try #require(SignFlippingModel(map: map, state: start, origin: 0), "\(c)")
            let determinant = 1 - c.spring.damping * 0.001 / c.spring.mass
            #expect((model.slow * model.fast - determinant).magnitude <= 1e-12, "\(c)")
            #expect(model.fast < 0 && model.slow > 0 && model.slow < 1, "\(c)")
            for n in 0...20_000 {
                if n < 50 || n % 997 == 0 || n == 20_000 {
                    let s = model.state(atStep: n)
                    let loop = SIMD2(engine.position - engine.to, engine.velocity)
                    let drift = model.drift(afterSteps: n, relative: 32 * Double.ulpOfOne,
                                            absolute: SIMD2(4 * Double.ulpOfOne * engine.to.magnitude, 0))
                    #expect((s.x - loop.x).magnitude <= drift.x && (s.y - loop.y).magnitude <= drift.y,
                            "\(c), step \(n): model \(s), loop \(loop), drift \(drift)")
                    checked += 1
                }
                engine.step()
            }
        }
        #expect(checked > 10_000)
    }

    /// A map whose eigenvalues are both positive, complex, or outside (−1, 1) is not this model's.
    @Test func refusesOtherMaps() {
        let state = SIMD2(1.0, 0)
        // Both positive (a lightly damped react-spring step, k 170, c 26, m 1).
        #expect(SignFlippingModel(map: [[1 - 170e-6, 1 - 0.026], [-170e-6, 1 - 0.026]], state: state, origin: 0) == nil)
        // Complex: a rotation.
        #expect(SignFlippingModel(map: [[0.9, -0.3], [0.3, 0.9]], state: state, origin: 0) == nil)
        // A flipping mode that grows (c·(1 ms)/m = 2.5).
        #expect(SignFlippingModel(map: [[1 - 1e-6, 1 - 2.5], [-1e-6, 1 - 2.5]], state: state, origin: 0) == nil)
        // A slow mode that does not decay.
        #expect(SignFlippingModel(map: [[1, 0], [0, -0.5]], state: state, origin: 0) == nil)
        // Infinite entries.
        #expect(SignFlippingModel(map: [[.infinity, 0], [0, -0.5]], state: state, origin: 0) == nil)
    }

    /// A map with an eigenvalue exactly 0: the model's state is the start at step 0 and the
    /// map's powers after it, to rounding.
    @Test func singularMapIsItsPowers() throws {
        let map = [[0.9, 0.1], [0.0, 0.0]]
        let start = SIMD2(1.0, -2.0)
        let model = try #require(SignFlippingModel(map: map, state: start, origin: 5))
        #expect(model.fast == 0 && model.slow == 0.9)
        var s = start
        for n in 0...40 {
            let state = model.state(atStep: 5 + n)
            #expect((state - s).x.magnitude <= 1e-14 && (state - s).y.magnitude <= 1e-14, "step \(n): \(state) against \(s)")
            s = SIMD2(map[0][0] * s.x + map[0][1] * s.y, map[1][0] * s.x + map[1][1] * s.y)
        }
    }

    /// The duration found with the model is the plain loop's, spring for spring, at both frame
    /// loops, and the plain loop is run for almost none of them.
    @Test(arguments: ReactSpringRenderer.FrameLoop.allCases)
    func durationsEqualThePlainLoop(_ loop: ReactSpringRenderer.FrameLoop) throws {
        var rested = 0, fallbacks = 0, late = 0
        let cases = Self.flippingCases(count: 300, seed: loop == .idle ? 409 : 419)
        for c in cases {
            let maximum = 120.0
            let engine = ReactSpringRenderer.Engine(spring: c.spring, motion: c.motion, precision: nil, restVelocity: nil,
                                                    frameLoop: loop, frameInterval: c.interval)
            let expected = PlainLoop.restFrame(engine, interval: c.interval, maximumDuration: maximum)
            let driver = FrameDriver(frameInterval: c.interval, maximumDuration: maximum)
            let found = driver.stepRestFrame(engine, fallingBack: { fallbacks += 1 })
            #expect(found == expected, "\(c)")
            if let expected {
                rested += 1
                if Double(expected) * c.interval > 1 { late += 1 }
            }
            let renderer = ReactSpringRenderer(frameLoop: loop, frameInterval: c.interval, maximumDuration: maximum)
            #expect(renderer.duration(of: c.spring, motion: c.motion)
                == expected.map { engine.clockTime(ofFrame: $0, frameInterval: c.interval) }, "\(c)")
        }
        #expect(rested > 100 && late > 50, "\(rested) rested, \(late) after 1 s")
        // A creeping state whose drift bound straddles the box's edge at a deciding step is
        // left to the plain loop; that is rare.
        #expect(fallbacks <= cases.count / 50, "\(fallbacks) of \(cases.count) ran the plain loop")
    }

    /// Exactly `c·(1 ms)/m = 1`: the second eigenvalue is 0 (the map is singular).
    @Test func singularStepEqualsThePlainLoop() throws {
        let spring = try Spring(mass: 2, stiffness: 2000, damping: 2000)
        for motion in [try Motion(from: 0, to: 1), try Motion(from: 10, to: -3, absoluteVelocity: 40)] {
            let engine = ReactSpringRenderer.Engine(spring: spring, motion: motion, precision: nil, restVelocity: nil,
                                                    frameLoop: .idle, frameInterval: 1.0 / 60)
            var fallbacks = 0
            let found = FrameDriver(frameInterval: 1.0 / 60, maximumDuration: 600).stepRestFrame(engine, fallingBack: { fallbacks += 1 })
            #expect(found == PlainLoop.restFrame(engine, interval: 1.0 / 60, maximumDuration: 600))
            #expect(found != nil)
            #expect(fallbacks == 0)
        }
    }
}
