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

/// The `reanimated3` family: Reanimated 3 `withSpring` — the mass its bisection finds for a
/// duration over the spec's distance (in pixels), against its source run as-is under node.
@Suite struct Reanimated3FamilyTests {
    /// Every duration, damping ratio, stiffness, distance and velocity Reanimated 3's bisection
    /// ran gives its mass to the last bit.
    @Test(arguments: ReanimatedReference.mass.indices)
    func durationsGiveReanimated3sMass(_ index: Int) throws {
        let row = ReanimatedReference.mass[index]
        let mass = Reanimated3Parameters.mass(duration: row.duration, dampingRatio: row.dampingRatio, stiffness: row.stiffness,
                                              distance: row.x0, velocity: row.v0)
        #expect(mass == row.mass, "\(row.note): \(mass) vs Reanimated's \(row.mass)")
        // The spec over the same distance and velocity is Reanimated's spring, its motion kept at mass 1.
        let spec = "reanimated3:duration=\(row.duration),dampingRatio=\(row.dampingRatio),stiffness=\(row.stiffness),from=0,to=\(row.x0),absoluteVelocity=\(row.v0)"
        let spring = try SpringSpec.parse(spec).resolved().spring
        #expect(spring.mass == 1, "\(row.note)")
        #expect(Tolerance.agree(spring.stiffness, row.stiffness / row.mass, relative: 1e-15), "\(row.note): \(spring)")
        let c = row.dampingRatio * 2 * (row.stiffness * row.mass).squareRoot()
        #expect(Tolerance.agree(spring.damping, c / row.mass, relative: 1e-15), "\(row.note): \(spring)")
    }

    /// The distance matters: Reanimated 3's default time form is ω0 3.16 rad/s over 1 unit and
    /// 12.37 over 100; the physics defaults are 1/100/10; a spec without from/to is distance 1.
    @Test func theDistanceEntersAsReanimated3ReadsIt() throws {
        let one = try SpringSpec.parse("reanimated3:duration=2000").resolved().spring
        let hundred = try SpringSpec.parse("reanimated3:duration=2000,from=0,to=100").resolved().spring
        #expect(abs(one.naturalFrequency - 3.162) < 1e-3 && abs(hundred.naturalFrequency - 12.37) < 1e-2)
        #expect(one.stiffness == 100 / 10.001611709594727)
        #expect(try SpringSpec.parse("reanimated3:from=0").resolved().spring == (try Spring(mass: 1, stiffness: 100, damping: 10)))
        #expect(throws: SpringError.self) { try SpringSpec.parse("reanimated3:damping=10,duration=500").resolved() }
    }

    /// The time form's inverse (distance 1, at rest) picks a mass on the bisection's grid and the
    /// stiffness that goes with it: the spring comes back to 1e-12, and ω0 ≤ 1 is refused.
    @Test func timeFormRoundTrips() throws {
        var generator = SplitMix64(seed: 20261125)
        for _ in 0..<200 {
            let omega = 1.5 + 60 * Double.random(in: 0..<1, using: &generator)
            let zeta = 0.05 + 1.5 * Double.random(in: 0..<1, using: &generator)
            let mass = 0.2 + 3 * Double.random(in: 0..<1, using: &generator)
            let spring = try Spring(mass: mass, stiffness: omega * omega * mass, damping: 2 * zeta * omega * mass)
            let values = try Reanimated3Parameters(representing: spring)
            #expect(abs(values.stiffness - 100) < 0.1 * omega * omega, "\(values)")
            let again = try values.spring(mass: mass)
            #expect(Tolerance.agree(again.stiffness, spring.stiffness, relative: 1e-12), "\(again) vs \(spring)")
            #expect(Tolerance.agree(again.damping, spring.damping, relative: 1e-12), "\(again) vs \(spring)")
        }
        let slow = try Spring(mass: 1, stiffness: 0.9, damping: 0.5)
        #expect(SpringConversions(slow).notRepresentable[.reanimated3]?.reason.contains("[0, 100]") == true)
    }
}
