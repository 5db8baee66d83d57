/// A check the scanner makes, with its identifier (SARIF `ruleId`), level and description.
public enum ScanRule: String, Sendable, Hashable, CaseIterable {
    /// SwiftUI (`Spring(mass:stiffness:damping:)` without `allowOverDamping: true`,
    /// `.interpolatingSpring`) or Core Animation (`CASpringAnimation` without
    /// `allowsOverdamping = true`) draws this overdamped spring critically damped.
    case overdampingClamp = "overdamping-clamp"
    /// The spring settles slower than the threshold given, or never settles (undamped).
    case slowSettling = "slow-settling"
    /// Damping equals stiffness numerically: the sign of numbers copied from JNWSpringAnimation,
    /// which draws such springs differently from a real spring engine.
    case jnwDampingEqualsStiffness = "jnw-damping-equals-stiffness"
    /// Two springs bound to the same name (meant to match) have different numbers.
    case mismatchedSprings = "mismatched-springs"
    /// A damping ratio's value (in (0, 1]) written where the API takes a damping force, making
    /// a spring with ζ below 0.1 (Motion's, react-spring's, Reanimated's physics form, and every
    /// other API whose `damping` is a force; not Svelte's, whose damping is in 0…1).
    case dampingRatioAsForce = "damping-ratio-as-force"
    /// A velocity written where the engine sets it to 0 (Motion's springs defined by
    /// `duration`/`bounce` or `visualDuration`, Motion 12.34.3 and later).
    case droppedVelocity = "dropped-velocity"
    /// The spring runs longer than its engine lets it: anime.js ends a spring at 60 s (its
    /// solver's limit), on the target, whether it has settled or not.
    case longerThanEngine = "longer-than-engine"
    /// A completion callback the engine calls before the spring settles: anime.js calls
    /// `spring({ onComplete })` at the spring's perceived duration.
    case callbackBeforeRest = "callback-before-rest"
    /// The literal values do not make a spring the API accepts (out of range).
    case invalidSpring = "invalid-spring"
    /// A parameter is not a literal, so the spring is listed but not measured.
    case notLiteral = "not-literal"

    /// How serious a finding of this rule is.
    public enum Level: String, Sendable, Hashable {
        /// Counts for `--fail-on warning`.
        case warning
        /// Information only.
        case note
    }

    /// The rule's level.
    public var level: Level { self == .notLiteral ? .note : .warning }

    /// One sentence describing the rule (SARIF `shortDescription`).
    public var summary: String {
        switch self {
        case .overdampingClamp:
            return "The engine draws this overdamped spring as critically damped (faster than its numbers say) unless overdamping is allowed."
        case .slowSettling:
            return "The spring settles slower than the threshold, or never settles."
        case .jnwDampingEqualsStiffness:
            return "Damping equals stiffness numerically: the mark of numbers copied from JNWSpringAnimation, whose curve a real spring engine does not draw (at mass 1 such a spring is overdamped for stiffness above 4)."
        case .mismatchedSprings:
            return "Springs with the same name differ: they were meant to match."
        case .dampingRatioAsForce:
            return "A damping ratio's value is written where the API takes a damping force: the spring is far more underdamped (ζ < 0.1) than the ratio meant."
        case .droppedVelocity:
            return "The engine sets this spring's initial velocity to 0: the velocity written is dropped."
        case .longerThanEngine:
            return "The spring settles later than its engine runs it: the engine ends it early, jumping to the target."
        case .callbackBeforeRest:
            return "The engine calls the completion callback before the spring settles (2 % band)."
        case .invalidSpring:
            return "The values do not make a spring the API accepts."
        case .notLiteral:
            return "A parameter is not a literal; the spring is listed, not measured."
        }
    }
}
