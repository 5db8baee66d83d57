import SpringKit

/// What each parameter of a finding is to its family: the family key it gives, the mass, the
/// initial velocity, or a value the family's keys were computed from.
///
/// ``SpringEditor`` reads it to write a spring back in the call's own form: the family keys
/// named here are the form's (SwiftUI `.spring(response:dampingFraction:)` gives `response` and
/// `dampingFraction`), and only their numbers, the mass's and the velocity's are rewritten.
public struct ParameterRoles: Sendable, Hashable {
    /// Family key → the name of the parameter (as the API spells it) that gives it.
    public var keys: [SpringParameter: String]
    /// The parameter holding the mass, when the API has one.
    public var mass: String?
    /// The parameter holding the initial velocity (units of the change per second), when the API has one.
    public var velocity: String?
    /// Parameters the family's values were computed from, not given one to one
    /// (`.snappy(extraBounce:)`): a call with any cannot be rewritten number by number.
    public var computedFrom: [String]

    /// Creates the roles.
    public init(keys: [SpringParameter: String], mass: String? = nil, velocity: String? = nil, computedFrom: [String] = []) {
        self.keys = keys
        self.mass = mass
        self.velocity = velocity
        self.computedFrom = computedFrom
    }
}
