import Testing
@testable import SpringKit
import SpringTestSupport

/// The `reanimated` family: Reanimated 4 `withSpring` — its physics form (mass, stiffness,
/// damping; defaults 4/900/120) and its duration form (duration in ms, dampingRatio; Reanimated's
/// bisection of the stiffness at mass 4) — against values taken by running Reanimated's own
/// source as-is under node (Reference/ReanimatedReferenceValues.swift) and 40-digit exact roots
/// (mpmath, `make_reanimated_reference.js` says how).
@Suite struct ReanimatedFamilyTests {
    /// Every duration, damping ratio and start Reanimated's bisection ran gives its stiffness
    /// to the last bit, and the spec's spring is Reanimated's: mass 4, that k, c = 2ζ√(4k).
    @Test(arguments: ReanimatedReference.stiffness.indices)
    func durationsGiveReanimatedsStiffness(_ index: Int) throws {
        let row = ReanimatedReference.stiffness[index]
        let k = ReanimatedDurationParameters.stiffness(duration: row.duration, dampingRatio: row.dampingRatio,
                                                       displacement: row.x0, velocity: row.v0)
        #expect(k == row.stiffness, "\(row.note): \(k) vs Reanimated's \(row.stiffness)")
        let spring = try ReanimatedDurationParameters(duration: row.duration, dampingRatio: row.dampingRatio)
            .spring(mass: 4, displacement: row.x0, velocity: row.v0)
        #expect(spring.mass == 4 && spring.stiffness == row.stiffness, "\(row.note)")
        #expect(spring.damping == 2 * row.dampingRatio * (row.stiffness * 4).squareRoot(), "\(row.note)")
    }

    /// Specs read as `withSpring` reads its config: no keys are the physics defaults 4/900/120;
    /// a duration or damping ratio alone takes the other's default; the spec's velocity enters
    /// the bisection (Reanimated's `v0` with `x0 = from − to`).
    @Test func specsAreReadAsWithSpringReadsItsConfig() throws {
        let plain = try SpringSpec.parse("reanimated:from=0").resolved()
        #expect(plain.spring == (try Spring(mass: 4, stiffness: 900, damping: 120)))
        let gentle = try SpringSpec.parse("reanimated:duration=550").resolved()
        #expect(gentle.spring.mass == 4 && gentle.spring.stiffness == 898.92578125)
        #expect(gentle.spring.dampingRatio.isApproximatelyEqual(to: 1, relativeTolerance: 1e-15))
        let wiggly = try SpringSpec.parse("reanimated:dampingRatio=0.75").resolved()
        #expect(wiggly.spring.stiffness == 1566.650390625)
        // Velocity 2 steps/s from 0 to 1: Reanimated's x0 = −1, v0 = 2 (a reference row).
        let moving = try SpringSpec.parse("reanimated:duration=550,velocity=2").resolved()
        #expect(moving.spring.stiffness == 876.708984375)
        // The same in pixels: from 0 to 100 at 200 px/s is the same ratio, Reanimated's x0 = −100.
        let pixels = try SpringSpec.parse("reanimated:duration=550,from=0,to=100,absoluteVelocity=200").resolved()
        #expect(Tolerance.agree(pixels.spring.stiffness, 876.708984375, relative: 1e-4))
        // The physics form keeps the spec's mass; the duration form keeps its motion at it.
        #expect(try SpringSpec.parse("reanimated:mass=1,stiffness=100,damping=10").resolved().spring
                == (try Spring(mass: 1, stiffness: 100, damping: 10)))
        let light = try SpringSpec.parse("reanimated:mass=1,duration=550").resolved().spring
        #expect(light.stiffness == 898.92578125 / 4)
    }

    /// The exact root of Reanimated's criterion at rest agrees with 40-digit values (mpmath),
    /// and Reanimated's bisection stops within 1e-4 (relative) of it below the cap.
    @Test func exactRootIsBesideReanimatedsStiffness() {
        let exact: [(Double, Double, Double)] = [
            (550, 1, 898.95448065720800405), (550, 0.75, 1566.7418038472273929),
            (550, 0.92, 1055.2632502236735278), (1333, 0.5, 589.61593433422305685), (300, 2, 814.00882873339392306),
        ]
        for (duration, zeta, root) in exact {
            let k = ReanimatedDurationParameters.exactStiffness(duration: duration, dampingRatio: zeta)
            #expect(Tolerance.agree(k, root, relative: 1e-13), "\(duration) \(zeta): \(k)")
            let bisected = ReanimatedDurationParameters.stiffness(duration: duration, dampingRatio: zeta)
            #expect(bisected != k && abs(bisected - k) <= 1e-4 * k, "\(duration) \(zeta)")
        }
        // Under ~185 ms at ζ 1 Reanimated's bisection ends at its cap, 8000.
        #expect(ReanimatedDurationParameters.stiffness(duration: 100, dampingRatio: 1) == 8000)
        #expect(ReanimatedDurationParameters.exactStiffness(duration: 100, dampingRatio: 1) > 20000)
    }

    /// The duration form is many-to-one: each stiffness Reanimated returns is rebuilt exactly from
    /// the duration read back (the one whose exact root it is, or one within 1e-4 of it), and a
    /// spring off the bisection's values is refused naming the stiffness Reanimated gives and
    /// the exact root.
    @Test(arguments: ReanimatedReference.stiffness.indices)
    func durationFormRoundTripsReanimatedsSprings(_ index: Int) throws {
        let row = ReanimatedReference.stiffness[index]
        guard row.v0 == 0, row.stiffness < 8000 else { return }
        for mass in [4.0, 1, 0.25] {
            let spring = try ReanimatedDurationParameters(duration: row.duration, dampingRatio: row.dampingRatio).spring(mass: mass)
            let values = try ReanimatedDurationParameters(representing: spring)
            #expect(abs(values.dampingRatio - row.dampingRatio) <= 1e-12 * row.dampingRatio, "\(row.note)")
            #expect(abs(values.duration - row.duration) <= 1e-4 * row.duration, "\(row.note): \(values.duration)")
            let again = try values.spring(mass: mass)
            #expect(Tolerance.agree(again.stiffness, spring.stiffness, relative: 1e-12), "\(row.note): \(again) vs \(spring)")
            #expect(Tolerance.agree(again.damping, spring.damping, relative: 1e-12), "\(row.note): \(again) vs \(spring)")
        }
    }

    /// What Reanimated cannot write is refused with the reason; the physics form is the spring.
    @Test func whatReanimatedCannotRepresentIsRefusedWithTheReason() throws {
        // Gentle's physics form (900/120/4) is not the spring of its duration form.
        let gentle = try Spring(mass: 4, stiffness: 900, damping: 120)
        do {
            _ = try ReanimatedDurationParameters(representing: gentle)
            Issue.record("900/120/4 is not a stiffness Reanimated's bisection returns")
        } catch {
            #expect(error.reason == "Reanimated's k is 900.02441 (mass 4) at 549.68044 ms; 900 is the exact root",
                    "\(error.reason)")
        }
        let stiff = try Spring(mass: 4, stiffness: 20000, damping: 400)
        #expect(throws: NotRepresentable.self) { try ReanimatedDurationParameters(representing: stiff) }
        let undamped = try Spring(mass: 4, stiffness: 900, damping: 0)
        #expect(SpringConversions(undamped).notRepresentable[.reanimated]?.reason.contains("damping > 0") == true)
        #expect(try ReanimatedParameters(representing: gentle).parameters == [.mass: 4, .stiffness: 900, .damping: 120])
        // Keys of both forms together are refused, as Reanimated's config type refuses them.
        #expect(throws: SpringError.self) { try SpringSpec.parse("reanimated:stiffness=900,duration=550").resolved() }
        #expect(throws: SpringError.self) { try SpringSpec.parse("reanimated:duration=0").resolved() }
        #expect(throws: SpringError.self) { try SpringSpec.parse("reanimated:damping=0").resolved() }
    }
}
