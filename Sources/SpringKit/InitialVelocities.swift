/// One initial velocity — a gesture's release velocity, say — in the convention of each API.
///
/// A finger lifts at `v` points per second; the animation that takes over must start at the
/// same speed or the motion jerks. APIs disagree on the unit:
///
/// | API | parameter | unit | value |
/// |---|---|---|---|
/// | UIKit | `UIView.animate(…initialSpringVelocity:)`, `UISpringTimingParameters(…initialVelocity:)` | the whole distance per second | v / (to − from) |
/// | Core Animation | `CASpringAnimation.initialVelocity` | the whole distance per second | v / (to − from) |
/// | SwiftUI | `.interpolatingSpring(…initialVelocity:)` | the whole change per second | v / (to − from) |
/// | Motion | `velocity` | units per second | v |
/// | Android | `SpringAnimation.setStartVelocity` | pixels per second | v |
/// | Jetpack Compose | `Animatable.animateTo(…initialVelocity =)` | units per second | v |
/// | React Native | `Animated.spring({ velocity })` | units per second | v |
///
/// The normalised forms (UIKit, Core Animation, SwiftUI) need a step: with `from == to` they
/// are `nil` (there is no distance to measure by). Sources: each API's documentation of its
/// parameter (UIKit: "a value of 1 corresponds to the total animation distance traversed in one
/// second"). Cost: one division.
public struct InitialVelocities: Sendable, Hashable {
    /// Units of x per second (Motion, Android, Compose, React Native).
    public var absolute: Double
    /// Units of the whole distance `to − from` per second (UIKit, Core Animation, SwiftUI);
    /// `nil` without a step.
    public var normalized: Double?

    /// The velocities of `motion`'s initial velocity.
    public init(_ motion: Motion) {
        absolute = motion.absoluteVelocity
        normalized = motion.initialVelocity
    }

    /// Each API's name and its value, in the order of the table above.
    public var byAPI: [(api: String, value: Double?)] {
        [("uikit", normalized), ("coreAnimation", normalized), ("swiftui", normalized),
         ("motion", absolute), ("android", absolute), ("compose", absolute), ("reactNative", absolute)]
    }
}
