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
        case .invalidSpring:
            return "The values do not make a spring the API accepts."
        case .notLiteral:
            return "A parameter is not a literal; the spring is listed, not measured."
        }
    }
}
