import SpringTestSupport
import Testing
import Foundation
@testable import SpringKit

@Suite struct IntegratorTests {
    /// A random spring and motion over wide ranges: ζ ∈ [0.02, 20], ω0 ∈ [1, 60] rad/s,
    /// m ∈ [0.05, 20], from/to in [−100, 100], normalised velocity in [−10, 10].
    static func randomCase(_ rng: inout SplitMix64) throws -> (Spring, Motion) {
        let zeta = rng.logUniform(0.02, 20), w0 = rng.logUniform(1, 60), m = rng.logUniform(0.05, 20)
        let spring = try Spring(mass: m, stiffness: w0 * w0 * m, damping: 2 * zeta * w0 * m)
        let from = Double.random(in: -100...100, using: &rng)
        var to = Double.random(in: -100...100, using: &rng)
        if to == from { to += 1 }
        let motion = try Motion(from: from, to: to, initialVelocity: Double.random(in: -10...10, using: &rng))
        return (spring, motion)
    }

    @Test func dormandPrinceAgreesWithExactWithinItsTolerance() throws {
        var rng = SplitMix64(seed: 0x5EED_0001)
        for rtol in [1e-6, 1e-8, 1e-10] {
            let integrator = DormandPrinceIntegrator(relativeTolerance: rtol, absoluteTolerance: rtol * 1e-2)
            for _ in 0..<40 {
                let (spring, motion) = try Self.randomCase(&rng)
                // Ten time constants of the slowest mode, or 20 periods, whichever is shorter.
                let horizon = min(10 / max(spring.decayRate, 1e-3), 20 * 2 * .pi / spring.naturalFrequency,
                                  10 * (spring.dampingRatio + 1) / spring.naturalFrequency * 10)
                let times = (0...200).map { Double($0) / 200 * horizon }
                let error = integrator.maximumError(of: spring, motion: motion, times: times)
                // Global error: the local tolerance times a modest growth factor.
                #expect(error < 200 * rtol,
                        "rtol \(rtol) ζ=\(spring.dampingRatio) ω0=\(spring.naturalFrequency): error \(error)")
            }
        }
    }

    @Test func dormandPrinceHandlesUnsortedAndNegativeTimes() throws {
        let spring = try Spring(mass: 1, stiffness: 200, damping: 6)
        let motion = try Motion(from: 2, to: -1, initialVelocity: 1)
        let integrator = DormandPrinceIntegrator()
        let times = [0.7, -1, 0.1, 0.35, 0]
        let states = integrator.trajectory(of: spring, motion: motion, times: times)
        let sorted = integrator.trajectory(of: spring, motion: motion, times: [0.1, 0.35, 0.7])
        #expect(states[0] == sorted[2] && states[2] == sorted[0] && states[3] == sorted[1])
        #expect(states[1].position == 2 && states[4].position == 2)
        #expect(states[1].velocity == motion.absoluteVelocity)
    }

    /// Error at grid times over 1 s for steps h, h/2, h/4: the ratio of successive errors is 2^p.
    @Test(arguments: [(FixedStepMethod.semiImplicitEuler, 1e-3), (.velocityVerlet, 4e-3), (.rungeKutta4, 2e-2)])
    func fixedStepIntegratorsConvergeAtTheirOrder(method: FixedStepMethod, h: Double) throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 4)           // ζ = 0.2
        let motion = try Motion(from: 0, to: 1, initialVelocity: 2)
        let times = (0...10).map { Double($0) / 10 }
        let errors = [h, h / 2, h / 4].map {
            FixedStepIntegrator(method: method, step: $0).maximumError(of: spring, motion: motion, times: times)
        }
        let expected = pow(2.0, Double(method.order))
        for (coarse, fine) in zip(errors, errors.dropFirst()) {
            let ratio = coarse / fine
            #expect(ratio > 0.8 * expected && ratio < 1.25 * expected,
                    "\(method): errors \(errors), ratio \(ratio), expected \(expected)")
        }
    }

    @Test func fixedStepIntegratorsAreAccurateAtTheDefaultStep() throws {
        let spring = try Spring(mass: 1, stiffness: 300, damping: 10)
        let times = (0...100).map { Double($0) / 50 + 0.0003 }        // off the grid
        let expectations: [(FixedStepMethod, Double)] = [(.semiImplicitEuler, 2e-2), (.velocityVerlet, 1e-4), (.rungeKutta4, 2e-9)]
        for (method, bound) in expectations {
            let error = FixedStepIntegrator(method: method).maximumError(of: spring, times: times)
            #expect(error < bound, "\(method): \(error)")
        }
    }

    @Test func outOfOrderTimesRestartFromZero() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        let integrator = FixedStepIntegrator(method: .rungeKutta4)
        let forward = integrator.trajectory(of: spring, motion: .unitStep, times: [0.2, 0.5])
        let backward = integrator.trajectory(of: spring, motion: .unitStep, times: [0.5, 0.2])
        #expect(forward[0] == backward[1] && forward[1] == backward[0])
    }

    @Test func semiImplicitEulerKeepsAnUndampedSpringsEnergyBounded() throws {
        let spring = try Spring(mass: 1, stiffness: 400, damping: 0)
        let times = (1...200).map { Double($0) * 0.5 }                 // 100 s, ~300 periods
        let states = FixedStepIntegrator(method: .semiImplicitEuler, step: 1e-3)
            .trajectory(of: spring, motion: .unitStep, times: times)
        for state in states {
            let energy = 0.5 * state.velocity * state.velocity + 0.5 * 400 * pow(state.position - 1, 2)
            #expect(abs(energy / 200 - 1) < 0.02)
        }
    }
}
