/// A key of a spring spec: one parameter of a family (`duration`, `bounce`, `tension`…) or
/// one of the keys every family accepts (`mass`, `velocity`, `from`, `to`…).
///
/// The raw value is the canonical spelling users type (`stiffness`, not its alias `k`).
/// Which keys a family takes, with their ranges, units and scales, is in its description
/// (``SpringFamily/parameters``, ``SpringFamily/commonParameters``).
public enum SpringParameter: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Mass `m`.
    case mass
    /// Stiffness `k` (physical, jnw, flutter, anime) or stiffness at mass 1 (android).
    case stiffness
    /// Damping coefficient `c`.
    case damping
    /// Response `T`, the undamped period in seconds.
    case response
    /// Damping ratio `ζ`.
    case dampingRatio
    /// SwiftUI's or Motion's duration in seconds; Flutter's and anime.js's in milliseconds.
    case duration
    /// Motion's visual duration in seconds.
    case visualDuration
    /// SwiftUI's, Motion's, Flutter's or anime.js's bounce.
    case bounce
    /// SwiftUI's settling duration in seconds.
    case settlingDuration
    /// The settling family's envelope threshold `ε`.
    case epsilon
    /// POP's bounciness.
    case bounciness
    /// POP's speed.
    case speed
    /// Origami's tension.
    case tension
    /// Origami's friction.
    case friction
    /// GSAP's elastic amplitude.
    case amplitude
    /// GSAP's elastic period, in units of the tween's progress.
    case period
    /// Svelte's settling threshold, in units of the value.
    case precision
    /// The display frame rate in Hz a per-frame family (Svelte) is read at.
    case frameRate
    /// Initial velocity in steps per second (normalised).
    case velocity
    /// Initial velocity in units per second.
    case absoluteVelocity
    /// The motion's start value.
    case from
    /// The motion's target value.
    case to

    /// The canonical spelling (`stiffness`).
    public var description: String { rawValue }
}

#if !hasFeature(Embedded)
extension SpringParameter: Codable, CodingKeyRepresentable {}
#endif
