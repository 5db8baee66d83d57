import Testing
@testable import SpringKit
import SpringTestSupport

/// The `anime` family: anime.js v4 `spring()` — its physics form (`mass`, `stiffness`, `damping`,
/// with anime's clamps) and its bounce/duration form (duration in milliseconds, k and c rounded
/// to 3 decimals, c capped at 300) — against values taken by running anime.js v4.4.1's own
/// source as-is under node (Reference/AnimeReferenceValues.swift).
@Suite struct AnimeFamilyTests {
    /// Every spec anime.js ran gives anime's stiffness and damping to the last bit, at mass 1,
    /// and at mass 3 the same motion (k and c times 3).
    @Test(arguments: AnimeReference.forward.indices)
    func specsGiveAnimesSpring(_ index: Int) throws {
        let row = AnimeReference.forward[index]
        var values = SpringParameters()
        values[.duration] = row.duration
        values[.bounce] = row.bounce
        let spring = try SpringFamily.anime.spring(values, mass: 1)
        #expect(spring.mass == 1, "\(row.note)")
        #expect(spring.stiffness == row.stiffness, "\(row.note): \(spring.stiffness) vs anime's \(row.stiffness)")
        #expect(spring.damping == row.damping, "\(row.note): \(spring.damping) vs anime's \(row.damping)")
        let heavy = try SpringFamily.anime.spring(values, mass: 3)
        if row.duration != nil || row.bounce != nil {
            #expect(heavy.stiffness == row.stiffness * 3 && heavy.damping == row.damping * 3, "\(row.note)")
        } else {
            // The physics defaults with the spec's mass: anime keeps mass, stiffness and damping.
            #expect(heavy == (try Spring(mass: 3, stiffness: 100, damping: 10)))
        }
    }

    /// anime's own inverse (its getters, rounded to 3 decimals) agrees with the exact inverse to
    /// that rounding; the exact inverse rebuilds the spring to the last bit, where anime's
    /// rounded getters often give another spring back (`againStiffness`, `againDamping`).
    @Test(arguments: AnimeReference.inverse.indices)
    func inverseIsAnimesUnrounded(_ index: Int) throws {
        let row = AnimeReference.inverse[index]
        let spring = try Spring(mass: 1, stiffness: row.stiffness, damping: row.damping)
        let values = try AnimeBounceParameters(representing: spring)
        #expect(abs(values.duration - row.duration) <= 0.0005 + 1e-9, "\(row): \(values.duration)")
        #expect(abs(values.bounce - row.bounce) <= 0.0005 + 1e-12, "\(row): \(values.bounce)")
        let again = try values.spring(mass: 1)
        #expect(again == spring, "\(row): \(again)")
        // anime's rounded getters rebuild the spring anime says they do (our forward formula).
        let rounded = try AnimeBounceParameters(duration: row.duration, bounce: row.bounce).spring(mass: 1)
        #expect(rounded.stiffness == row.againStiffness && rounded.damping == row.againDamping, "\(row): \(rounded)")
    }

    /// anime's values that its rounding cannot reach: a k/m or c/m off the 0.001 grid, c/m over
    /// the cap, k/m over 10000 or a period over 10 s; the physics form refuses what anime clamps.
    @Test func whatAnimeCannotRepresentIsRefusedWithTheReason() throws {
        let cases: [(Spring, String)] = [
            (try Spring(mass: 1, stiffness: 100.0004, damping: 10), "rounds k/m to 3 decimals"),
            (try Spring(mass: 1, stiffness: 100, damping: 10.0001), "rounds c/m to 3 decimals"),
            (try Spring(mass: 1, stiffness: 100, damping: 300.001), "caps c/m at 300"),
            (try Spring(mass: 1, stiffness: 10000.001, damping: 10), "≤ 10000"),
            (try Spring(mass: 1, stiffness: 0.394, damping: 0.1), "[10, 10000] ms"),
        ]
        for (spring, reason) in cases {
            do {
                _ = try AnimeBounceParameters(representing: spring)
                Issue.record("expected a refusal for \(spring)")
            } catch {
                #expect(error.reason.contains(reason), "\(error.reason)")
            }
        }
        // The physics form: the spring itself, inside anime's clamps only.
        for (spring, key) in [(try Spring(mass: 0.5, stiffness: 100, damping: 10), "mass"),
                              (try Spring(mass: 1, stiffness: 20000, damping: 10), "stiffness"),
                              (try Spring(mass: 1, stiffness: 100, damping: 0), "damping")] {
            let reasons = SpringConversions(spring).notRepresentable
            #expect(reasons[.anime]?.reason.contains("anime.js clamps \(key)") == true, "\(reasons)")
        }
        // Ends of the grid: k/m 0.395 (9997 ms) with c 0 (bounce 1), and k/m 10000 with c 300.
        let slow = try AnimeBounceParameters(representing: Spring(mass: 1, stiffness: 0.395, damping: 0))
        #expect(slow.bounce == 1 && abs(slow.duration - 2000 * Double.pi / 0.395.squareRoot()) < 1e-9)
        let fast = try AnimeBounceParameters(representing: Spring(mass: 2, stiffness: 20000, damping: 600))
        #expect(abs(fast.bounce + 1.0 / 3) < 1e-15 && abs(fast.duration - 20 * Double.pi) < 1e-12)
    }

    /// The bounce/duration form is many-to-one: a drawn duration and bounce give a spring whose
    /// values read back as that spring's own period and damping ratio, which rebuild the same
    /// spring bit for bit but need not be the numbers drawn (they agree to anime's rounding while
    /// neither clamp nor cap acts). Grid springs round-trip exactly, and the physics form is the
    /// identity inside anime's ranges. Seeded; masses 1e-3…1e3 for the bounce form, 1…1e4 for
    /// the physics form.
    @Test func bothFormsConvertBothWays() throws {
        var rng = SplitMix64(seed: 41)
        var moved = 0
        for _ in 0..<2000 {
            let duration = rng.logUniform(10, 10000), bounce = rng.uniform(-1, 1)
            let mass = rng.logUniform(1e-3, 1e3)
            let spring = try SpringFamily.anime.spring([.duration: duration, .bounce: bounce], mass: mass)
            let back = try AnimeBounceParameters(representing: spring)
            let again = try back.spring(mass: mass)
            #expect(again.mass == mass)
            #expect(Tolerance.agree(again.stiffness, spring.stiffness, relative: 1e-12), "\(spring) vs \(again)")
            #expect(Tolerance.agree(again.damping, spring.damping, absolute: 1e-12 * max(1, spring.damping)), "\(spring) vs \(again)")
            let k1 = spring.stiffness / mass, c1 = spring.damping / mass
            if k1 < 9999, c1 < 299 {
                // Unclamped: the drawn duration is back to within anime's rounding of k (±0.0005).
                let slope = 2 * k1 / duration // |∂k/∂duration| in 1/ms
                #expect(abs(back.duration - duration) <= 0.0005 / slope * 1.01 + 1e-9, "\(duration) → \(back.duration)")
            }
            if back.duration != duration || back.bounce != bounce { moved += 1 }
            // Grid springs: exact both ways.
            let grid = try Spring(mass: 1, stiffness: AnimeBounceParameters.roundedToThreeDecimals(rng.logUniform(0.395, 10000)),
                                  damping: AnimeBounceParameters.roundedToThreeDecimals(rng.uniform(0, 300)))
            if grid.stiffness >= 0.395 {
                let values = try AnimeBounceParameters(representing: grid)
                #expect(try values.spring(mass: 1) == grid, "\(grid)")
                #expect(try AnimeBounceParameters(representing: values.spring(mass: 1)) == values)
            }
            // Physics: the spring itself.
            let physical = try Spring(mass: rng.logUniform(1, 1e4), stiffness: rng.logUniform(1e-3, 1e4),
                                      damping: rng.logUniform(1e-3, 1e4))
            let p = try AnimeParameters(representing: physical)
            #expect(try p.spring() == physical)
            #expect(try SpringFamily.anime.spring([.stiffness: p.stiffness, .damping: p.damping], mass: p.mass) == physical)
        }
        // Nearly every drawn pair reads back as other numbers: the form is many-to-one.
        #expect(moved > 1900)
    }

    /// What anime.js clamps is refused naming the key (its number would not mean that spring);
    /// physics keys with bounce or duration are refused (anime ignores them then).
    @Test(arguments: [
        ([SpringParameter.duration: 9.999], "duration"), ([.duration: 10000.001], "duration"),
        ([.bounce: -1.001], "bounce"), ([.bounce: 1.001], "bounce"),
        ([.stiffness: 10001], "stiffness"), ([.stiffness: 0], "stiffness"),
        ([.damping: 0], "damping"), ([.damping: 1e5], "damping"),
        ([.duration: 500, .stiffness: 100], "duration"), ([.damping: 10, .bounce: 0.2], "bounce"),
    ] as [(SpringParameters, String)])
    func refusalsNameTheKey(_ values: SpringParameters, _ key: String) {
        let error = conversionError { () throws(SpringError) in try SpringFamily.anime.spring(values, mass: 1) }
        #expect(error?.parameter == key, "\(values): \(String(describing: error))")
        #expect(error?.allowed.contains("anime.js") == true, "\(String(describing: error))")
    }

    /// anime clamps the mass to [1, 10000] in its physics form; in the bounce/duration form it
    /// sets mass 1 itself, and the spec's mass keeps that motion (so any mass > 0 is read).
    @Test func massIsAnimesInThePhysicsFormOnly() throws {
        for mass in [0.5, 10000.5] {
            let error = conversionError { () throws(SpringError) in try SpringFamily.anime.spring([.stiffness: 100], mass: mass) }
            #expect(error?.parameter == "mass" && error?.allowed.contains("[1, 10000]") == true, "\(String(describing: error))")
        }
        #expect(try SpringFamily.anime.spring([:], mass: 10000) == (try Spring(mass: 10000, stiffness: 100, damping: 10)))
        let light = try SpringFamily.anime.spring([.duration: 500, .bounce: 0.3], mass: 0.5)
        #expect(light.stiffness == 157.914 * 0.5 && light.damping == 17.593 * 0.5)
        let type = SpringFamily.anime.parameterization
        #expect(type.combinationError(of: [.stiffness, .damping]) == nil)
        #expect(type.combinationError(of: [.duration, .bounce]) == nil)
        #expect(type.combinationError(of: [.stiffness, .bounce])?.parameter == "bounce")
    }
}
