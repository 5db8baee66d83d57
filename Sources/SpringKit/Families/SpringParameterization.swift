/// One way a family writes down a spring (a ``FamilyForm``), convertible back from any
/// ``Spring``: the type carries the form's keys, what it cannot express, its title, its
/// formula (`spring(mass:)` on each type) and its inverse (``init(representing:)``).
///
/// Each conforming struct documents its formula, its source and its valid range.
/// The inverse reports the parameters that reproduce the spring's *motion*: families defined
/// at mass 1 (every family but ``PhysicalParameters``) read `k/m` and `c/m`, so converting back
/// at the spring's own mass gives the same spring. A spring the form cannot express throws
/// ``NotRepresentable`` with a one-phrase reason; no value is ever clamped into range silently.
///
/// A family's main type also conforms to ``SpringFamilyParameterization`` (how a spec in the
/// family is read); ``SpringFamily/parameterization`` maps each family to it.
public protocol SpringParameterization: Sendable, Hashable {
    /// The form this type writes (``FamilyForm/pop``, ``FamilyForm/motionVisual``…).
    static var form: FamilyForm { get }

    /// The keys a conversion into this form gives, in the documented order (the order of
    /// `springtune convert` and of the studio's sliders).
    static var keys: [SpringParameter] { get }

    /// Keys the form's values may also hold besides ``keys``, written by exporters after them
    /// (the settling form's `epsilon`); none by default.
    static var optionalKeys: [SpringParameter] { get }

    /// Which springs the form cannot express, and why (one phrase; "" when it expresses all).
    /// The reason for a given spring is the ``NotRepresentable`` its inverse throws.
    static var limits: String { get }

    /// The form's title for people, as the studio heads its controls
    /// ("POP bounciness / speed").
    static var title: String { get }

    /// The values keyed by parameter, as ``FamilyForm/parameters(representing:)`` gives them.
    var parameters: SpringParameters { get }

    /// The form's parameters for `spring`'s motion.
    ///
    /// - Throws: ``NotRepresentable`` when the form cannot express the spring
    ///   (a parameter would leave its documented range, or the family has no such motion).
    init(representing spring: Spring) throws(NotRepresentable)

    /// The form's parameters for `spring`'s motion on a display running at `frameRate` Hz: a
    /// per-frame family (Svelte) is another spring at another rate; every other form ignores
    /// the rate (the default calls ``init(representing:)``).
    /// - Throws: ``NotRepresentable`` when the form cannot express the spring at that rate.
    init(representing spring: Spring, frameRate: Double) throws(NotRepresentable)
}

extension SpringParameterization {
    /// No optional keys.
    public static var optionalKeys: [SpringParameter] { [] }

    /// The form has no frame rate: ``init(representing:)``.
    public init(representing spring: Spring, frameRate: Double) throws(NotRepresentable) {
        try self.init(representing: spring)
    }
}
