import SpringKit
import Testing
@testable import SpringPresets

/// Reanimated's presets against its source: springConfigs.ts (Reanimated 4, commit 178a31ed)
/// and Reanimated 3's default config (spring.ts, commit b0b11b6f); the duration forms' stiffness
/// is what Reanimated's bisection gives, run as-is under node (SpringKitTests'
/// ReanimatedReferenceValues: 898.92578125, 1566.650390625, 1055.17578125, 589.599609375).
@Suite struct ReanimatedPresetsTests {
    @Test func presetsAreReanimatedsConfigs() throws {
        let physics: [(String, Double, Double, Double)] = [
            ("reanimated-gentle", 4, 900, 120), ("reanimated-wiggly", 4, 900, 90), ("reanimated-snappy", 4, 900, 110),
            ("reanimated3-default", 1, 100, 10),
        ]
        for (name, mass, stiffness, damping) in physics {
            let preset = try #require(PresetLibrary.bundled.preset(named: name))
            #expect(try preset.setup().spring == (try Spring(mass: mass, stiffness: stiffness, damping: damping)), "\(name)")
        }
        let timed: [(String, Double, Double, Double)] = [
            ("reanimated-gentle-duration", 550, 1, 898.92578125), ("reanimated-wiggly-duration", 550, 0.75, 1566.650390625),
            ("reanimated-snappy-duration", 550, 0.92, 1055.17578125), ("reanimated3-default-duration", 1333, 0.5, 589.599609375),
        ]
        for (name, duration, zeta, stiffness) in timed {
            let preset = try #require(PresetLibrary.bundled.preset(named: name))
            #expect(preset.spec[.duration] == duration && preset.spec[.dampingRatio] == zeta, "\(name)")
            let spring = try preset.setup().spring
            #expect(spring.mass == 4 && spring.stiffness == stiffness, "\(name): \(spring)")
            #expect(spring.dampingRatio.isApproximatelyEqual(to: zeta, relativeTolerance: 1e-14), "\(name)")
        }
        // Wiggly's two forms are different springs (ω0 15 and 19.79 rad/s), Gentle's nearly the same.
        let wiggly = try #require(PresetLibrary.bundled.preset(named: "reanimated-wiggly")).setup().spring
        let wigglyDuration = try #require(PresetLibrary.bundled.preset(named: "reanimated-wiggly-duration")).setup().spring
        #expect(abs(wiggly.naturalFrequency - 15) < 1e-12 && abs(wigglyDuration.naturalFrequency - 19.7904) < 1e-4)
    }
}
