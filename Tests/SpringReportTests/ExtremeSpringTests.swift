import Foundation
import SpringKit
import SpringReport
import Testing

/// Every surface of the metrics record (the exact metrics, each engine's duration, each
/// renderer's curve: what `springtune metrics` prints) on springs of extreme magnitudes: a
/// number or a SpringError, never a trap.
@Suite struct ExtremeSpringTests {
    /// A seeded generator (64-bit linear congruential, Knuth's MMIX constants).
    struct Seeded {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        mutating func magnitude(_ low: Double, _ high: Double) -> Double {
            Foundation.pow(10, low + (high - low) * next())
        }
    }

    @Test func theSpringThatOnceTrappedComposesEstimate() throws {
        let setup = try SpringSpec.parse("m=2.3308449092177346e61,k=1.0668384749836439e51,c=1.5493464261539504e44,to=4.001235624071166e-18,velocity=-11.288861146918837").resolved()
        _ = try MetricsReport.records(for: [setup], band: .standard, rest: nil)
    }

    @Test func seededExtremesNeverTrap() throws {
        var random = Seeded(state: 2026)
        var measured = 0
        for _ in 0..<150 {
            let mass = random.magnitude(-100, 100), stiffness = random.magnitude(-100, 100)
            let damping = random.next() < 0.1 ? 0 : random.magnitude(-100, 100)
            let to = random.next() < 0.5 ? 1 : random.magnitude(-300, 300)
            let velocity = random.next() < 0.5 ? 0 : (random.next() - 0.5) * random.magnitude(-10, 10)
            let text = "m=\(mass),k=\(stiffness),c=\(damping),to=\(to),velocity=\(velocity)"
            guard let setup = try? SpringSpec.parse(text).resolved() else { continue }
            for solver in [nil, Solver.swiftui] {
                do {
                    let records = try MetricsReport.records(for: [setup], band: .standard, rest: nil, solver: solver)
                    #expect(records.count == 1)
                    measured += 1
                } catch {
                    // A SpringError (the only error `records` throws): refused with its range, allowed.
                }
            }
        }
        #expect(measured > 60)
    }
}
