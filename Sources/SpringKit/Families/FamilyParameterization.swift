/// A family's parameterization as a value: what its ``SpringFamilyParameterization`` type
/// states (keys, forms, formula, inverse), as ``SpringFamily/parameterization`` gives it.
///
/// A value rather than the type itself (`any SpringFamilyParameterization.Type`) so that the
/// same code compiles in Embedded Swift, which has no metatypes or existentials of such
/// protocols (the WebAssembly build, docs/web.md). Every member forwards to the type's static
/// member of the same name, so each family's rule is still written once, on its type.
///
/// Cost: one indirect call over the type's own.
public struct FamilyParameterization: Sendable {
    /// The family's own form's parameterization (its first form).
    public let ownForm: FormParameterization
    /// The family's keys besides the common ones (``SpringFamilyParameterization/familyParameters``).
    public let familyParameters: [FamilyParameter]
    /// The forms the family converts to, its own first (``SpringFamilyParameterization/forms``).
    public let formParameterizations: [FormParameterization]
    /// Whether the parameters describe a motion at mass 1 (``SpringFamilyParameterization/keepsMotionAcrossMass``).
    public let keepsMotionAcrossMass: Bool
    /// The family's own description of `mass`, if any (``SpringFamilyParameterization/massParameter``).
    public let massParameter: FamilyParameter?

    private let formula: @Sendable (SpringParameters, Double) throws(SpringError) -> Spring
    private let closedForm: @Sendable (Double, Double, Double) -> SpringParameters
    private let combinationCheck: @Sendable (Set<SpringParameter>) -> SpringError?
    private let completion: @Sendable (inout SpringSetup, SpringSpec) -> Void
    private let velocity: @Sendable (SpringParameters) throws(SpringError) -> Double?

    /// The parameterization of `type`.
    public init<Parameters: SpringFamilyParameterization>(_ type: Parameters.Type) {
        ownForm = FormParameterization(Parameters.self)
        familyParameters = Parameters.familyParameters
        formParameterizations = Parameters.forms
        keepsMotionAcrossMass = Parameters.keepsMotionAcrossMass
        massParameter = Parameters.massParameter
        formula = { values, mass throws(SpringError) in try Parameters.spring(values, mass: mass) }
        closedForm = { omega, zeta, mass in Parameters.parameters(naturalFrequency: omega, dampingRatio: zeta, mass: mass) }
        combinationCheck = { keys in Parameters.combinationError(of: keys) }
        completion = { setup, spec in Parameters.complete(&setup, from: spec) }
        velocity = { values throws(SpringError) in try Parameters.impliedVelocity(values) }
    }

#if hasFeature(Embedded)
    /// The forms the family converts to, its own first (``SpringFamilyParameterization/forms``).
    public var forms: [FormParameterization] { formParameterizations }
#else
    /// The types of the forms the family converts to, its own first
    /// (``SpringFamilyParameterization/forms``): their static members and initialisers, as
    /// code outside SpringKit calls them. Embedded Swift has no metatypes: there this is
    /// ``formParameterizations``, with the same members but the inverse as
    /// ``FormParameterization/parameters(representing:frameRate:)``.
    public var forms: [any SpringParameterization.Type] { formParameterizations.map { $0.type } }
#endif

    /// The family's own form (``SpringParameterization/form``).
    public var form: FamilyForm { ownForm.form }
    /// The keys of the family's own form (``SpringParameterization/keys``).
    public var keys: [SpringParameter] { ownForm.keys }

    /// The spring `values` describe at `mass` (``SpringFamilyParameterization/spring(_:mass:)``).
    /// - Throws: ``SpringError`` naming the parameter missing or out of range.
    public func spring(_ values: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        try formula(values, mass)
    }

    /// The family's parameters for natural frequency `omega` and damping ratio `zeta` at `mass`
    /// (``SpringFamilyParameterization/parameters(naturalFrequency:dampingRatio:mass:)``).
    public func parameters(naturalFrequency omega: Double, dampingRatio zeta: Double, mass: Double) -> SpringParameters {
        closedForm(omega, zeta, mass)
    }

    /// The error for keys no single way of writing the family takes together, or `nil`
    /// (``SpringFamilyParameterization/combinationError(of:)``).
    public func combinationError(of keys: Set<SpringParameter>) -> SpringError? { combinationCheck(keys) }

    /// Adds what the family reads from a spec besides the spring
    /// (``SpringFamilyParameterization/complete(_:from:)``).
    public func complete(_ setup: inout SpringSetup, from spec: SpringSpec) { completion(&setup, spec) }

    /// The initial velocity the family's values imply, if any
    /// (``SpringFamilyParameterization/impliedVelocity(_:)``).
    /// - Throws: ``SpringError`` for values the family refuses.
    public func impliedVelocity(_ values: SpringParameters) throws(SpringError) -> Double? { try velocity(values) }
}
