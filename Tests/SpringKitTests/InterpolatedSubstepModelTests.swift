import Foundation
import Testing
@testable import SpringKit
import SpringTestSupport

/// POP's frames (RK4 sub-steps ending on an interpolation), carried by
/// `InterpolatedSubstepModel`, and the durations found with it.
@Suite struct InterpolatedSubstepModelTests {
    static let broad = DurationCase.broad(count: 400, seed: 503)

    /// The sub-step's RK4 stability edge: `c·(1 ms)/m` above about 2.785 grows a mode, which the
    /// model refuses (the plain loop then ends once the state is not finite).
    static func isStable(_ c: DurationCase) -> Bool {
        c.spring.damping / c.spring.mass * POPSpringRenderer.solverStep < 2.7
            && (c.spring.stiffness / c.spring.mass).squareRoot() * POPSpringRenderer.solverStep < 2.7
    }

    /// Frame by frame, the model's state is the engine's own loop within the drift bound, on
    /// seeded springs at 20 to 240 Hz and the edge cases (exactly critical, an ulp either side,
    /// undamped: frames 2 … 6000, every one checked); the bound is not
    /// vacuous: at frame 300 it is under 1e-8 of the largest displacement so far for nine
    /// seeded springs in ten.
    @Test func modelFollowsTheEnginesFrames() throws {
        var checked = 0, tight = 0, springs = 0
        let broad = Self.broad.prefix(120).map { ($0, true) }, edges = try DurationCase.edges().map { ($0, false) }
        for (c, isBroad) in broad + edges where Self.isStable(c) {
            if isBroad { springs += 1 }
            var engine = POPSpringRenderer.Engine(spring: c.spring, motion: c.motion, threshold: 0.01)
            var model = try #require(InterpolatedSubstepModel(substep: engine.substepMap, magnitude: engine.substepMagnitude,
                                                              roundingsPerSubstep: 64), "\(c)")
            _ = engine.frame(0, dt: 0)
            _ = engine.frame(1, dt: c.interval)
            var state = SIMD2(engine.p, engine.v), accumulated = engine.accumulated
            var drift = InterpolatedSubstepModel.Drift()
            var reach = state.x.magnitude
            let driver = FrameDriver(frameInterval: c.interval, maximumDuration: 3600)
            for k in 2...6000 {
                let dt = driver.frameDelta(k)
                let (m, remainder) = POPSpringRenderer.Engine.substeps(accumulating: accumulated + dt)
                model.prepare(substeps: m)
                let alpha = remainder / POPSpringRenderer.solverStep
                drift.advance(model, substeps: m, fraction: alpha,
                              from: SIMD2(state.x.magnitude, state.y.magnitude) + drift.bound)
                state = model.advance(state, substeps: m, fraction: alpha)
                accumulated = remainder
                _ = engine.frame(k, dt: dt)
                #expect(engine.accumulated == accumulated, "\(c), frame \(k)")
                let bound = drift.bound
                #expect((engine.p - state.x).magnitude <= bound.x && (engine.v - state.y).magnitude <= bound.y,
                        "\(c), frame \(k): model \(state), loop \(engine.p), \(engine.v), drift \(bound)")
                checked += 1
                reach = Swift.max(reach, state.x.magnitude)
                if isBroad, k == 300, bound.x <= 1e-8 * reach { tight += 1 }
            }
        }
        #expect(checked > 500_000)
        #expect(springs > 80 && tight * 10 >= springs * 9, "\(tight) of \(springs) springs with a drift under 1e-8 of the displacement's largest at frame 300")
    }

    /// The accumulator's closed form is the engine's loop of subtractions, bit for bit: on
    /// seeded sums, on whole multiples of the step and their neighbours an ulp away, and on the
    /// sums POP's own frames leave at 20 to 240 Hz.
    @Test func accumulatorIsTheEnginesLoop() {
        let h = POPSpringRenderer.solverStep
        func loop(_ accumulated: Double) -> (Int, Double) {
            var remainder = accumulated, m = 0
            while remainder >= h {
                remainder -= h
                m += 1
            }
            return (m, remainder)
        }
        var rng = SplitMix64(seed: 509)
        var values: [Double] = [0, h, h.nextUp, h.nextDown, 2 * h, 1, 0.05, 1000, 1000.0.nextUp]
        for j in 1...400 { values += [Double(j) * h, (Double(j) * h).nextUp, (Double(j) * h).nextDown] }
        for _ in 0..<20_000 { values.append(rng.logUniform(1e-6, 10)) }
        for rate in [20.0, 24, 30, 60, 62.5, 90, 120, 144, 240] {
            let driver = FrameDriver(frameInterval: 1 / rate, maximumDuration: 3600)
            var accumulated = 0.0
            for k in 1...5000 {
                let (_, remainder) = loop(accumulated + driver.frameDelta(k))
                values.append(accumulated + driver.frameDelta(k))
                accumulated = remainder
            }
        }
        for value in values {
            let (m, remainder) = POPSpringRenderer.Engine.substeps(accumulating: value)
            let expected = loop(value)
            #expect(m == expected.0 && remainder.bitPattern == expected.1.bitPattern, "\(value)")
        }
    }

    /// Sub-step maps the model cannot bound (a growing mode, an undamped rotation, infinities)
    /// are refused; a repeated eigenvalue (a Jordan block) is kept, with the centre-and-spread
    /// bound only.
    @Test func refusesMapsItCannotBound() {
        typealias Matrix = InterpolatedSubstepModel.Matrix
        let magnitude = Matrix(a: 1, b: 1, c: 1, d: 1)
        #expect(InterpolatedSubstepModel(substep: Matrix(a: 1.01, b: 0, c: 0, d: 0.5), magnitude: magnitude, roundingsPerSubstep: 64) == nil)
        #expect(InterpolatedSubstepModel(substep: Matrix(a: 0.6, b: -0.8, c: 0.8, d: 0.6), magnitude: magnitude, roundingsPerSubstep: 64) == nil)
        #expect(InterpolatedSubstepModel(substep: Matrix(a: .nan, b: 0, c: 0, d: 0.5), magnitude: magnitude, roundingsPerSubstep: 64) == nil)
        #expect(InterpolatedSubstepModel(substep: Matrix(a: 0.9, b: 0.1, c: -0.1, d: 0.9), magnitude: magnitude, roundingsPerSubstep: 64)?.hasModes == true)
        let jordan = InterpolatedSubstepModel(substep: Matrix(a: 0.9, b: 1, c: 0, d: 0.9), magnitude: magnitude, roundingsPerSubstep: 64)
        #expect(jordan != nil && jordan?.hasModes == false)
    }

    /// The duration found with the model is the plain loop's, spring for spring (seeded springs
    /// across regimes at 20 to 240 Hz, POP's three thresholds, and the edge cases), and the
    /// plain loop runs only for springs whose sub-step grows a mode.
    @Test(arguments: [0.01, 1, 0.005])
    func durationsEqualThePlainLoop(threshold: Double) throws {
        var fallbacks = 0, unstable = 0, rested = 0, late = 0
        let cases = Array(Self.broad.prefix(threshold == 0.01 ? 400 : 150)) + (try DurationCase.edges())
        let maximum = 120.0
        for c in cases {
            let engine = POPSpringRenderer.Engine(spring: c.spring, motion: c.motion, threshold: threshold)
            let expected = PlainLoop.restFrame(engine, interval: c.interval, maximumDuration: maximum)
            var fellBack = false
            let found = FrameDriver(frameInterval: c.interval, maximumDuration: maximum)
                .interpolatedRestFrame(engine, fallingBack: { fellBack = true })
            #expect(found == expected, "\(c)")
            if fellBack { if Self.isStable(c) { fallbacks += 1 } else { unstable += 1 } }
            if let expected {
                rested += 1
                if Double(expected) * c.interval > 2 { late += 1 }
            }
            let renderer = POPSpringRenderer(threshold: threshold, frameInterval: c.interval, maximumDuration: maximum)
            #expect(renderer.duration(of: c.spring, motion: c.motion) == expected.map { Double($0) * c.interval }, "\(c)")
        }
        #expect(rested > cases.count / 3 && late > 20, "\(rested) rested, \(late) after 2 s")
        #expect(fallbacks <= cases.count / 100, "\(fallbacks) of \(cases.count) stable springs ran the plain loop")
        #expect(unstable < cases.count / 4)
    }

    /// Frames without a sub-step (at 1000 Hz and above) keep an earlier frame's acceleration, which
    /// the model does not follow: the plain loop runs, and answers.
    @Test func framesWithoutASubstepRunThePlainLoop() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        let engine = POPSpringRenderer.Engine(spring: spring, motion: try Motion(from: 0, to: 1), threshold: 0.01)
        var fellBack = false
        let driver = FrameDriver(frameInterval: 1.0 / 2000, maximumDuration: 10)
        let found = driver.interpolatedRestFrame(engine, fallingBack: { fellBack = true })
        #expect(fellBack)
        #expect(found != nil && found == PlainLoop.restFrame(engine, interval: 1.0 / 2000, maximumDuration: 10))
    }
}
