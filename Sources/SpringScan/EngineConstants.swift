import SpringKit
import SpringPresets

/// The named constants and defaults of the spring APIs the scanner reads (facts from each
/// API's public source or documentation; the values are the APIs', not SpringTune's).
enum EngineConstants {
    /// Jetpack Compose `androidx.compose.animation.core.Spring` (Spring.kt):
    /// `DampingRatio…` and `Stiffness…`.
    static let compose: [String: Double] = [
        "DampingRatioHighBouncy": 0.2, "DampingRatioMediumBouncy": 0.5, "DampingRatioLowBouncy": 0.75,
        "DampingRatioNoBouncy": 1,
        "StiffnessHigh": 10_000, "StiffnessMedium": 1500, "StiffnessMediumLow": 400, "StiffnessLow": 200,
        "StiffnessVeryLow": 50,
    ]

    /// AndroidX `androidx.dynamicanimation.animation.SpringForce` (SpringForce.java).
    static let springForce: [String: Double] = [
        "STIFFNESS_HIGH": 10_000, "STIFFNESS_MEDIUM": 1500, "STIFFNESS_LOW": 200, "STIFFNESS_VERY_LOW": 50,
        "DAMPING_RATIO_HIGH_BOUNCY": 0.2, "DAMPING_RATIO_MEDIUM_BOUNCY": 0.5, "DAMPING_RATIO_LOW_BOUNCY": 0.75,
        "DAMPING_RATIO_NO_BOUNCY": 1,
    ]

    /// Compose `spring()`'s defaults: `DampingRatioNoBouncy`, `StiffnessMedium`.
    static let composeDefaults = (dampingRatio: 1.0, stiffness: 1500.0)
    /// `SpringForce()`'s defaults: `STIFFNESS_MEDIUM`, `DAMPING_RATIO_MEDIUM_BOUNCY`.
    static let springForceDefaults = (dampingRatio: 0.5, stiffness: 1500.0)

    /// react-spring's `config` presets (`@react-spring/shared` constants), by their name
    /// there; the values come from SpringTune's bundled presets `react-spring-NAME`.
    static let reactSpringPresetNames = ["default", "gentle", "wobbly", "stiff", "slow", "molasses"]

    /// A react-spring preset's tension (stiffness), friction (damping) and mass.
    static func reactSpringPreset(_ name: String) -> (tension: Double, friction: Double, mass: Double)? {
        guard reactSpringPresetNames.contains(name),
              let preset = PresetLibrary.bundled.preset(named: "react-spring-" + name),
              case .family(.physical) = preset.spec.base,
              let k = preset.spec[.stiffness], let c = preset.spec[.damping] else { return nil }
        return (k, c, preset.spec[.mass] ?? 1)
    }

    /// SwiftUI's named springs `.smooth`, `.snappy`, `.bouncy` (duration and bounce), from the
    /// bundled presets `swiftui-NAME` (Apple's documentation: duration 0.5, bounce 0, 0.15, 0.3).
    static func swiftUIPreset(_ name: String) -> (duration: Double, bounce: Double)? {
        guard ["smooth", "snappy", "bouncy"].contains(name),
              let preset = PresetLibrary.bundled.preset(named: "swiftui-" + name),
              case .family(.swiftui) = preset.spec.base,
              let duration = preset.spec[.duration], let bounce = preset.spec[.bounce] else { return nil }
        return (duration, bounce)
    }

    /// Motion's spring defaults (motion-dom `generators/spring/defaults.ts`): physics
    /// stiffness 100, damping 10, mass 1; duration-based duration 0.8 s (800 ms), bounce 0.3.
    static let motionDefaults = (stiffness: 100.0, damping: 10.0, mass: 1.0, duration: 0.8, bounce: 0.3)

    /// react-spring's default config (`config.default`): tension 170, friction 26, mass 1;
    /// with `frequency`, `damping` (a ratio) defaults to 1.
    static let reactSpringDefaults = (tension: 170.0, friction: 26.0, mass: 1.0, dampingRatio: 1.0)

    /// React Native `Animated.spring` defaults (`SpringAnimation.js`): stiffness 100, damping
    /// 10, mass 1 for the physical form; otherwise tension 40, friction 7 (the Origami form);
    /// bounciness 8, speed 12 for the bounciness/speed form.
    static let reactNativeDefaults = (stiffness: 100.0, damping: 10.0, mass: 1.0, tension: 40.0, friction: 7.0,
                                      bounciness: 8.0, speed: 12.0)

    /// SwiftUI `.spring(response:dampingFraction:blendDuration:)` defaults: 0.5 and 0.825;
    /// `.interactiveSpring(…)`: 0.15 and 0.86.
    static let swiftUISpringDefaults = (response: 0.5, dampingFraction: 0.825)
    static let swiftUIInteractiveDefaults = (response: 0.15, dampingFraction: 0.86)

    /// Core Animation `CASpringAnimation` defaults: mass 1, stiffness 100, damping 10, initialVelocity 0.
    static let coreAnimationDefaults = (mass: 1.0, stiffness: 100.0, damping: 10.0, initialVelocity: 0.0)

    /// React Native Reanimated's exported spring configs (`springConfigs.ts`, v4: software-mansion/
    /// react-native-reanimated `packages/react-native-reanimated/src/animation/spring/springConfigs.ts`
    /// at commit 178a31ed): name → members (`overshootClamping: true` as 1).
    static let reanimatedConfigs: [String: [(String, Double)]] = [
        "Reanimated3DefaultSpringConfig": [("damping", 10), ("mass", 1), ("stiffness", 100)],
        "Reanimated3DefaultSpringConfigWithDuration": [("duration", 1333), ("dampingRatio", 0.5)],
        "WigglySpringConfig": [("damping", 90), ("mass", 4), ("stiffness", 900)],
        "WigglySpringConfigWithDuration": [("duration", 550), ("dampingRatio", 0.75)],
        "GentleSpringConfig": [("damping", 120), ("mass", 4), ("stiffness", 900)],
        "GentleSpringConfigWithDuration": [("duration", 550), ("dampingRatio", 1)],
        "SnappySpringConfig": [("damping", 110), ("mass", 4), ("stiffness", 900), ("overshootClamping", 1)],
        "SnappySpringConfigWithDuration": [("duration", 550), ("dampingRatio", 0.92), ("overshootClamping", 1)],
    ]

    /// React Navigation's stock transition specs that are springs (`@react-navigation/stack`,
    /// react-navigation/react-navigation `packages/stack/src/TransitionConfigs/TransitionSpecs.tsx`
    /// at commit 73f8c298, exported as `TransitionSpecs`): name → the members of its
    /// `{ animation: 'spring', config }`'s config (`overshootClamping: true` as 1). The other
    /// specs there are `timing`.
    static let reactNavigationSpringSpecs: [String: [(String, Double)]] = [
        "TransitionIOSSpec": [("stiffness", 1000), ("damping", 500), ("mass", 3), ("overshootClamping", 1),
                              ("restDisplacementThreshold", 10), ("restSpeedThreshold", 10)],
    ]

    /// `withSpring`'s defaults. Reanimated 4 (`spring.ts`, commit 01e4626e): `GentleSpringConfig`
    /// and `GentleSpringConfigWithDuration` — mass 4, stiffness 900, damping 120; duration 550 ms,
    /// dampingRatio 1. Reanimated 3 (`spring.ts`, `defaultConfig`): mass 1, stiffness 100,
    /// damping 10; duration 2000 ms, dampingRatio 0.5. In both, a `duration` or `dampingRatio`
    /// that is truthy selects the duration form (`useDuration`).
    static func reanimatedDefaults(major: Int) -> (mass: Double, stiffness: Double, damping: Double, duration: Double, dampingRatio: Double) {
        major >= 4 ? (4, 900, 120, 550, 1) : (1, 100, 10, 2000, 0.5)
    }
}
