/// One family's way of writing down a spring, convertible back from any ``Spring``.
///
/// Each conforming struct documents its formula, its source and its valid range.
/// The inverse (`init(representing:)`) reports the parameters that reproduce the
/// spring's *motion*: families defined at mass 1 (every family but ``PhysicalParameters``)
/// read `k/m` and `c/m`, so converting back at the spring's own mass gives the same spring.
/// A spring the family cannot express throws ``NotRepresentable`` with a one-phrase reason;
/// no value is ever clamped into range silently.
public protocol SpringParameterization: Sendable, Hashable, Codable {
    /// The form this type writes (``FamilyForm/pop``, ``FamilyForm/motionVisual``…).
    static var form: FamilyForm { get }

    /// The values keyed by parameter, as ``FamilyForm/parameters(representing:)`` gives them.
    var parameters: SpringParameters { get }

    /// The family's parameters for `spring`'s motion.
    ///
    /// - Throws: ``NotRepresentable`` when the family cannot express the spring
    ///   (a parameter would leave its documented range, or the family has no such motion).
    init(representing spring: Spring) throws(NotRepresentable)
}
