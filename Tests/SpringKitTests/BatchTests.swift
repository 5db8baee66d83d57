import SpringTestSupport
import Testing
import Foundation
@testable import SpringKit

@Suite struct BatchTests {
    /// Springs covering every regime: undamped, light, critical, over- and heavily overdamped.
    static func regimeSprings() throws -> [SpringResponse] {
        let motion = try Motion(from: -1, to: 2, initialVelocity: 0.7)
        return try [
            (1.0, 400.0, 0.0), (1.0, 100.0, 1.0), (2.0, 50.0, 20.0), (1.0, 100.0, 20.0),
            (1.0, 100.0, 60.0), (0.5, 300.0, 2000.0),
        ].map { SpringResponse(spring: try Spring(mass: $0.0, stiffness: $0.1, damping: $0.2), motion: motion) }
    }

    @Test func stateTransitionColumnsAreTheExactStatesAtOneStep() throws {
        for response in try Self.regimeSprings() {
            let h = 0.0037
            let phi = StateTransition(spring: response.spring, step: h)
            let first = SpringResponse(spring: response.spring, motion: try Motion(from: 1, to: 0, absoluteVelocity: 0))
            let second = SpringResponse(spring: response.spring, motion: try Motion(from: 0, to: 0, absoluteVelocity: 1))
            #expect(abs(phi.ee - first.position(at: h)) < 1e-15 && abs(phi.ve - first.velocity(at: h)) < 1e-12)
            #expect(abs(phi.ev - second.position(at: h)) < 1e-15 && abs(phi.vv - second.velocity(at: h)) < 1e-14)
        }
    }

    @Test func recurrenceAgreesWithTheDirectFormulaOverAHundredThousandSteps() throws {
        var rng = SplitMix64(seed: 0xBA7C_0002)
        var responses = try Self.regimeSprings()
        for _ in 0..<6 {
            let w0 = rng.logUniform(2, 30), zeta = [0, rng.logUniform(0.01, 5)][Int.random(in: 0...1, using: &rng)]
            let m = rng.logUniform(0.1, 10)
            let spring = try Spring(mass: m, stiffness: w0 * w0 * m, damping: 2 * zeta * w0 * m)
            responses.append(SpringResponse(spring: spring, motion: try Motion(
                from: Double.random(in: -50...50, using: &rng), to: Double.random(in: 51...100, using: &rng),
                initialVelocity: Double.random(in: -3...3, using: &rng))))
        }
        let count = 100_000, h = 0.001, start = 0.25
        var grid = [Double](repeating: 0, count: count), velocities = grid, direct = grid
        for response in responses {
            response.sampleUniformGrid(start: start, step: h, positions: &grid, velocities: &velocities)
            direct.withUnsafeMutableBufferPointer {
                response.sampleUniformGridDirect(start: start, step: h, positions: $0)
            }
            let scale = abs(response.motion.step)
            var worst = 0.0
            for i in 0..<count {
                worst = max(worst, abs(grid[i] - direct[i]) / scale)
                #expect(grid[i] == direct[i] || abs(grid[i] - direct[i]) <= 1e-12 * scale)
            }
            // Velocities too, relative to ω0·|step| + |v0|.
            let vScale = response.spring.naturalFrequency * scale + abs(response.motion.absoluteVelocity)
            for i in stride(from: 0, to: count, by: 997) {
                let t = start + Double(i) * h
                #expect(abs(velocities[i] - response.velocity(at: t)) <= 1e-12 * vScale)
            }
            #expect(worst <= 1e-12, "ζ=\(response.spring.dampingRatio): \(worst)")
        }
    }

    @Test func reanchoringIsWhatKeepsTheUndampedRecurrenceExact() throws {
        let response = SpringResponse(spring: try Spring(mass: 1, stiffness: 900, damping: 0))
        let count = 100_000
        var free = [Double](repeating: 0, count: count), anchored = free
        response.sampleUniformGrid(start: 0, step: 0.001, positions: &free, reanchorInterval: .max)
        response.sampleUniformGrid(start: 0, step: 0.001, positions: &anchored)
        let t = Double(count - 1) * 0.001
        let exact = response.position(at: t)
        #expect(abs(anchored[count - 1] - exact) <= 1e-13)
        // Without anchors the recurrence drifts (rounding accumulates), though only slightly.
        #expect(abs(free[count - 1] - exact) < 1e-9)
    }

    @Test func batchOfSpringsEqualsPerSpringResults() throws {
        var rng = SplitMix64(seed: 0xBA7C_0003)
        var responses = try Self.regimeSprings()
        for _ in 0..<5 {                                               // 11 springs: not a multiple of 4
            let (spring, motion) = try IntegratorTests.randomCase(&rng)
            responses.append(SpringResponse(spring: spring, motion: motion))
        }
        let batch = SpringBatch(responses)
        let samples = 1000, n = batch.count, h = 1.0 / 240, start = 0.0
        var positions = [Double](repeating: .nan, count: samples * n), velocities = positions
        var directPositions = positions, directVelocities = positions
        positions.withUnsafeMutableBufferPointer { p in
            velocities.withUnsafeMutableBufferPointer { v in
                batch.sampleUniformGrid(start: start, step: h, sampleCount: samples, positions: p, velocities: v,
                                        reanchorInterval: 64)
            }
        }
        directPositions.withUnsafeMutableBufferPointer { p in
            directVelocities.withUnsafeMutableBufferPointer { v in
                batch.sampleUniformGridDirect(start: start, step: h, sampleCount: samples, positions: p, velocities: v)
            }
        }
        for (j, response) in responses.enumerated() {
            var single = [Double](repeating: 0, count: samples), singleV = single
            response.sampleUniformGrid(start: start, step: h, positions: &single, velocities: &singleV,
                                       reanchorInterval: 64)
            for i in 0..<samples {
                #expect(positions[i * n + j] == single[i] && velocities[i * n + j] == singleV[i])
                let exact = response.state(at: start + Double(i) * h)
                #expect(directPositions[i * n + j] == exact.position && directVelocities[i * n + j] == exact.velocity)
            }
        }
        var atOneTime = [Double](repeating: 0, count: n)
        atOneTime.withUnsafeMutableBufferPointer { batch.positions(at: 0.3, into: $0) }
        #expect(atOneTime == responses.map { $0.position(at: 0.3) })
    }

    @Test func directSamplingAtArbitraryTimes() throws {
        let response = SpringResponse(spring: try Spring(mass: 1, stiffness: 170, damping: 26))
        let times = [0.0, 0.013, 0.5, 0.2, 3]
        var positions = [Double](repeating: 0, count: times.count), velocities = positions
        times.withUnsafeBufferPointer { t in
            positions.withUnsafeMutableBufferPointer { p in
                velocities.withUnsafeMutableBufferPointer { v in response.sampleDirect(times: t, positions: p, velocities: v) }
            }
        }
        #expect(positions == times.map { response.position(at: $0) })
        #expect(velocities == times.map { response.velocity(at: $0) })
    }
}
