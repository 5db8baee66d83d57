import SpringKit

/// What a rule's fix makes of a finding's spring: the spring it becomes, which `springtune edit`
/// writes in the finding's own API and form.
///
/// A fix is a value, not an edit: it names the target spring (mass kept), and the initial
/// velocity where the fix sets one. Each rule that has a fix says in docs/scan.md what its fix
/// writes.
public struct ScanFix: Sendable, Hashable {
    /// One sentence: what the fix writes ("write damping 47.62: the ratio 0.9 as a force, 0.9·2√(mk)").
    public var summary: String
    /// The spring the finding's spring becomes (same mass, except `mismatched-springs`' fix: the
    /// first spring of the name, whole); edit writes it in the finding's own API and form.
    public var spring: Spring
    /// The motion's initial velocity after the fix (units of the change per second), when the fix sets one; nil keeps the finding's.
    public var initialVelocity: Double?

    /// Creates a fix.
    public init(summary: String, spring: Spring, initialVelocity: Double? = nil) {
        self.summary = summary
        self.spring = spring
        self.initialVelocity = initialVelocity
    }
}
