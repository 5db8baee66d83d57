/// The type a ``SpringFamily`` maps to (``SpringFamily/parameterization``): how a spec in the
/// family is read, besides the form it writes.
///
/// It describes the family's keys once (``familyParameters``: ranges, units, scales, defaults,
/// the span of the studio's sliders), builds a spring from keyed values
/// (``spring(_:mass:)``), lists the forms the family converts back to (``forms``), and gives
/// the family's parameters for a motion of natural frequency ω0 and damping ratio ζ
/// (``parameters(naturalFrequency:dampingRatio:mass:)``, where fits start). Adding a family
/// is a folder holding one such type and one line in ``SpringFamily/parameterization``
/// (docs/design.md, *Adding a family*).
public protocol SpringFamilyParameterization: SpringParameterization {
    /// The keys a spec of the family may hold besides the common ones
    /// (``SpringFamily/commonParameters``), in their canonical order, with the ranges the
    /// family's formula enforces.
    static var familyParameters: [FamilyParameter] { get }

    /// The forms the family converts to, first its own (the type itself, the default); Motion adds
    /// its visual-duration form.
    static var forms: [FormParameterization] { get }

    /// Whether the family's parameters describe a motion, defined at mass 1 (the default):
    /// the spring at mass m is `k·m`, `c·m`. `false` for ``PhysicalParameters``, whose
    /// parameters are the spring itself.
    static var keepsMotionAcrossMass: Bool { get }

    /// The spring `values` describe at `mass`: the family's formula over its keys
    /// (``familyParameters``), continuous between the steps of a key read in whole units
    /// (``FamilyParameter/step``). ``SpringFamily/spring(_:mass:)`` checks the required keys
    /// first and names the family when one is missing, and holds stepped keys to their steps
    /// after it; ``SpringFamily/continuousSpring(_:mass:)`` does not (fits search between steps).
    /// - Throws: ``SpringError`` naming the parameter missing or out of range.
    static func spring(_ values: SpringParameters, mass: Double) throws(SpringError) -> Spring

    /// The family's parameters for a motion of natural frequency `ω0` and damping ratio `ζ`
    /// at `mass` (every key of every form in ``forms`` the family can give), or none when the
    /// family cannot express it.
    ///
    /// The default builds the spring `k = ω0²·m`, `c = 2ζω0·m` and takes each form's inverse
    /// (``SpringParameterization/init(representing:)``); a family whose parameters are ω0 and ζ in closed form
    /// (response, SwiftUI, Android, physical) writes them directly, and a family with a key
    /// read in whole units (``FamilyParameter/step``) gives it unrounded (Flutter's duration):
    /// curve fits start from these and search the continuous formula before settling on whole
    /// steps. Cost: one inverse per form.
    static func parameters(naturalFrequency omega: Double, dampingRatio zeta: Double, mass: Double) -> SpringParameters

    /// The error for family keys (a spec's or a fit's, besides the common ones) that no single
    /// way of writing the family's spring takes together — Flutter's constructors
    /// (``FlutterParameters/combinationError(of:)``); `nil` when they go together (always, by
    /// default). Fits check their free and fixed keys with it before fitting.
    static func combinationError(of keys: Set<SpringParameter>) -> SpringError?

    /// The description of the spec's `mass` where it differs from the common one
    /// (``SpringFamily/commonParameters``: any mass > 0): anime.js clamps the mass of its physics
    /// form to [1, 10000], so the studio's mass slider for that form must stay inside it
    /// (``SpringFamily/parameter(_:)`` returns it). `nil`, the common mass, by default.
    static var massParameter: FamilyParameter? { get }

    /// Completes a setup resolved from `spec` (its spring and motion already set) where the
    /// family's spring depends on the motion: Reanimated's spring over the spec's own distance
    /// and velocity. Nothing by default. What one engine alone reads from the spec is that
    /// engine's reading of ``SpringSetup/parameters`` (``SpringRenderer/reading(_:options:)``).
    static func complete(_ setup: inout SpringSetup, from spec: SpringSpec)

    /// The initial velocity, in steps per second, that the family's own values imply for the
    /// motion, or `nil` (the default) when the spec's `velocity` or `absoluteVelocity` is the
    /// motion's: Svelte's spring starts at rest one frame back
    /// (``SvelteParameters/impliedVelocity()``). A spec of such a family that also gives a
    /// velocity is refused (``SpringSpec/resolved(label:)``).
    /// - Throws: ``SpringError`` naming a value out of range.
    static func impliedVelocity(_ values: SpringParameters) throws(SpringError) -> Double?
}

extension SpringFamilyParameterization {
    /// Every combination goes together.
    public static func combinationError(of keys: Set<SpringParameter>) -> SpringError? { nil }

    /// The common mass.
    public static var massParameter: FamilyParameter? { nil }

    /// Nothing to add.
    public static func complete(_ setup: inout SpringSetup, from spec: SpringSpec) {}

    /// The spec's own velocity.
    public static func impliedVelocity(_ values: SpringParameters) throws(SpringError) -> Double? { nil }

    /// The family's own form only.
    public static var forms: [FormParameterization] { [FormParameterization(Self.self)] }

    /// Defined at mass 1: the mass keeps the motion.
    public static var keepsMotionAcrossMass: Bool { true }

    /// Each form's inverse of the spring `k = ω0²·m`, `c = 2ζω0·m`, its ``SpringParameterization/keys``
    /// merged; empty when no spring has that motion, without the keys of a form that cannot
    /// express it.
    public static func parameters(naturalFrequency omega: Double, dampingRatio zeta: Double, mass: Double) -> SpringParameters {
        inverseParameters(naturalFrequency: omega, dampingRatio: zeta, mass: mass)
    }

    /// Each form's inverse of the spring `k = ω0²·m`, `c = 2ζω0·m`, its keys merged but those in
    /// `excluded`; empty when no spring has that motion, without the keys of a form that
    /// cannot express it. The default ``parameters(naturalFrequency:dampingRatio:mass:)``,
    /// and a family's own when it leaves a key out (the mass, when it is a common key).
    /// - Cost: one inverse per form.
    public static func inverseParameters(naturalFrequency omega: Double, dampingRatio zeta: Double, mass: Double,
                                         excluding excluded: Set<SpringParameter> = []) -> SpringParameters {
        guard let spring = try? Spring(mass: mass, stiffness: omega * omega * mass, damping: 2 * zeta * omega * mass) else {
            return [:]
        }
        var out = SpringParameters()
        for form in forms {
            guard let values = try? form.parameters(representing: spring) else { continue }
            for key in form.keys where !excluded.contains(key) { out[key] = values[key] }
        }
        return out
    }
}
