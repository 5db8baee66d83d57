import Testing
@testable import SpringKit
import SpringTestSupport

/// The `svelte` family: Svelte's `spring` (stiffness, damping, precision) at a frame rate, whose
/// equivalent spring samples Svelte's frames exactly — checked against Svelte 5.56.10's own
/// source run as-is under node (Reference/SvelteFrameValues.swift) and a 60-digit computation
/// of the recurrence's roots (Reference/make_svelte_reference.py).
@Suite struct SvelteFamilyTests {
    /// The family's spring and implied velocity agree with the 60-digit values.
    @Test(arguments: SvelteReference.springs.indices)
    func springIsTheRecurrencesExactEquivalent(_ index: Int) throws {
        let row = SvelteReference.springs[index]
        let values: SpringParameters = [.stiffness: row.stiffness, .damping: row.damping, .frameRate: row.frameRate]
        let spring = try SpringFamily.svelte.spring(values, mass: 1)
        #expect(Tolerance.agree(spring.stiffness, row.k, relative: 1e-13), "\(row.note): \(spring.stiffness)")
        let critical = 2 * row.k.squareRoot()
        #expect(abs(spring.damping - row.c) <= 1e-13 * critical, "\(row.note): \(spring.damping)")
        let velocity = try #require(try SvelteParameters.impliedVelocity(values))
        #expect(Tolerance.agree(velocity, row.velocity, relative: 1e-11), "\(row.note): \(velocity)")
        // At mass 2 the same motion.
        let heavy = try SpringFamily.svelte.spring(values, mass: 2)
        #expect(heavy.stiffness == spring.stiffness * 2 && heavy.damping == spring.damping * 2)
    }

    /// The spec's setup (spring and implied velocity) passes through every frame Svelte drew
    /// before its precision snap, to 1e-12 of the step.
    @Test(arguments: SvelteFrames.runs.indices.filter { SvelteFrames.runs[$0].retarget == nil })
    func equivalentSpringPassesThroughSveltesFrames(_ index: Int) throws {
        let run = SvelteFrames.runs[index]
        var items = ["frameRate=\(run.frameRate)", "from=\(run.from)", "to=\(run.to)"]
        if let s = run.stiffness { items.append("stiffness=\(s)") }
        if let d = run.damping { items.append("damping=\(d)") }
        if let p = run.precision { items.append("precision=\(p)") }
        let setup = try SpringSpec.parse("svelte:" + items.joined(separator: ",")).resolved()
        let response = setup.response
        let step = abs(run.to - run.from)
        for (i, value) in run.values.dropLast().enumerated() {
            let t = Double(i + 1) / run.frameRate
            #expect(abs(response.position(at: t) - value) <= 1e-12 * step, "\(run.note) frame \(i + 1)")
        }
        // Frame 0 and Svelte's start at rest one frame back.
        #expect(abs(response.position(at: 0) - run.from) <= 1e-15 * step)
        #expect(abs(response.position(at: -1 / run.frameRate) - run.from) <= 1e-12 * step, "\(run.note)")
        #expect(setup.reading(by: .svelte).renderer.timeStep == 1 / run.frameRate)
    }

    /// Written back at the same frame rate, the spring gives the same stiffness and damping;
    /// at another rate, other numbers (the 60 Hz tutorial spring at 120 Hz: the 60-digit
    /// inverse of the recurrence, stiffness and damping that rebuild it).
    @Test func roundTripsAtItsFrameRateAndNotAcrossRates() throws {
        for row in SvelteReference.springs where row.damping > 0 {
            let spring = try Spring(mass: 1, stiffness: row.k, damping: row.c)
            let back = try SvelteParameters(representing: spring, frameRate: row.frameRate)
            #expect(abs(back.stiffness - row.stiffness) <= 1e-12, "\(row.note): \(back.stiffness)")
            #expect(abs(back.damping - row.damping) <= 1e-12, "\(row.note): \(back.damping)")
            #expect(back.frameRate == row.frameRate && back.precision == 0.01)
        }
        let tutorial = try SpringFamily.svelte.spring([.stiffness: 0.1, .damping: 0.25], mass: 1)
        let at120 = try SvelteParameters(representing: tutorial, frameRate: 120)
        // Damping per 120 Hz frame: 1 − e^{−c/120} with c = −60·ln 0.75.
        #expect(Tolerance.agree(at120.damping, 1 - 0.75.squareRoot(), relative: 1e-13))
        #expect(at120.stiffness < 0.1 && at120.stiffness > 0.02)
        let again = try at120.spring()
        #expect(Tolerance.agree(again.stiffness, tutorial.stiffness, relative: 1e-12))
        // The conversions take the frame rate.
        #expect(SpringConversions(tutorial)[SvelteParameters.self].map { abs($0.stiffness - 0.1) < 1e-12 } == true)
        #expect(SpringConversions(tutorial, frameRate: 120)[SvelteParameters.self]?.frameRate == 120)
    }

    /// What Svelte's frames cannot be, or no spring can be, is refused naming the value.
    @Test func refusalsNameTheValue() throws {
        let cases: [(SpringParameters, String)] = [
            ([.stiffness: 0.1, .damping: 1], "damping"),            // forgets the velocity each frame
            ([.stiffness: 1, .damping: 1, .frameRate: 120], "damping"),
            ([.stiffness: 0, .damping: 0.5], "stiffness"),
            ([.stiffness: 1.01, .damping: 0.5], "stiffness"),
            // At 20 Hz a tick is 2 frames: real roots, one negative (the value alternates sides).
            ([.stiffness: 0.9, .damping: 0.95, .frameRate: 20], "stiffness"),
            ([.stiffness: 0.1, .damping: -0.1], "damping"),
            ([.stiffness: 0.1, .precision: 0], "precision"),
            ([.stiffness: 0.1, .frameRate: 0], "frameRate"),
            ([.stiffness: 0.1, .frameRate: 20_000], "frameRate"),
            // k/m grows as the rate squared: at 1e-300 Hz it underflows, the rate's doing.
            ([.stiffness: 0.1, .frameRate: 1e-300], "frameRate"),
        ]
        for (values, key) in cases {
            do {
                _ = try SpringFamily.svelte.spring(values, mass: 1)
                Issue.record("\(values) accepted")
            } catch {
                #expect(error.parameter == key, "\(values): \(error)")
            }
        }
        // Svelte has no initial velocity: a spec giving one is refused.
        #expect(throws: SpringError.self) { try SpringSpec.parse("svelte:stiffness=0.1,velocity=2").resolved() }
        #expect(throws: SpringError.self) { try SpringSpec.parse("svelte:absoluteVelocity=2").resolved() }
        // Springs Svelte's frames cannot show at 60 Hz: too fast (aliasing), too damped.
        let fast = try Spring(mass: 1, stiffness: 200 * 200, damping: 1)
        #expect(throws: NotRepresentable.self) { try SvelteParameters(representing: fast) }
        let stiff = try Spring(mass: 1, stiffness: 20_000, damping: 10)
        #expect(throws: NotRepresentable.self) { try SvelteParameters(representing: stiff) }
        let heavy = try Spring(mass: 1, stiffness: 100, damping: 1000)
        #expect(throws: NotRepresentable.self) { try SvelteParameters(representing: heavy) }
    }
}
