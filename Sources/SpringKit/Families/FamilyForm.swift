/// One way a family writes a spring down, as ``SpringConversions`` reports it: each family
/// once, and Motion twice (`duration` or `visualDuration`). The raw value is the key of
/// `springtune convert`'s output (`physical`, `motionVisual`…).
///
/// The forms are not listed here: each is a ``SpringParameterization`` type in its family's
/// folder, and ``allCases`` reads them from the family registry (``SpringFamily/parameterization``
/// and its ``SpringFamilyParameterization/forms``), in family order. Each form knows its keys,
/// how to convert a spring into them and back, and which springs it cannot express
/// (``limits``; the reason for a given spring is the ``NotRepresentable`` its conversion throws).
public struct FamilyForm: RawRepresentable, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The key (`motionVisual`).
    public let rawValue: String

    /// The type that writes this form (``POPParameters``…), as a value that forwards to it
    /// (``FormParameterization``).
    public let parameterization: FormParameterization

    /// The form named `rawValue`, written by `type`: declared once, beside the type, in its
    /// family's folder (`static let pop = FamilyForm("pop", writtenBy: POPParameters.self)`).
    init<Parameters: SpringParameterization>(_ rawValue: String, writtenBy type: Parameters.Type) {
        self.rawValue = rawValue
        self.parameterization = FormParameterization(type)
    }

    /// The form named `rawValue`, if a family writes it.
    public init?(rawValue: String) {
        guard let form = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = form
    }

    /// Every form, in the order of the families (`SpringFamily.allCases`) and of each
    /// family's ``SpringFamilyParameterization/forms``; a form two families share (JNW's
    /// physical one) is listed once.
    public static var allCases: [FamilyForm] {
        var forms: [FamilyForm] = []
        for family in SpringFamily.allCases {
            for type in family.parameterization.formParameterizations where !forms.contains(type.form) {
                forms.append(type.form)
            }
        }
        return forms
    }

    /// The key (`motionVisual`).
    public var description: String { rawValue }

    /// The family a spec in this form names (the first that writes it: ``physical`` for the
    /// physical form, not ``SpringFamily/jnw``).
    public var family: SpringFamily {
        SpringFamily.allCases.first { family in family.parameterization.formParameterizations.contains { $0.form == self } } ?? .physical
    }

    /// The keys a conversion into this form gives, in the documented order (the settling
    /// form's ε is fixed at 0.001 and not listed: it is among ``optionalKeys``).
    public var keys: [SpringParameter] { parameterization.keys }

    /// Keys the form's values may hold besides ``keys`` (the settling form's `epsilon`).
    public var optionalKeys: [SpringParameter] { parameterization.optionalKeys }

    /// Which springs the form cannot express, and why (one phrase; "" when it expresses all).
    public var limits: String { parameterization.limits }

    /// The form's title for people ("POP bounciness / speed").
    public var title: String { parameterization.title }

    /// The form's parameters for `spring`'s motion (for ``physical``: the spring itself).
    /// - Throws: ``NotRepresentable`` saying why the form cannot express it.
    public func parameters(representing spring: Spring) throws(NotRepresentable) -> SpringParameters {
        try parameterization.parameters(representing: spring)
    }

    /// The spring `parameters` describe at `mass`, read by the form's family with only this
    /// form's keys (``keys``, ``optionalKeys``); a form whose keys include the mass
    /// (``physical``) takes its `mass` key when given.
    /// - Throws: ``SpringError`` naming the parameter missing or out of range.
    public func spring(_ parameters: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        let own = keys + optionalKeys
        let given = parameters.filter { own.contains($0) }
        return try family.spring(given, mass: keys.contains(.mass) ? parameters[.mass] ?? mass : mass)
    }

    /// Forms are equal when their keys are.
    public static func == (lhs: FamilyForm, rhs: FamilyForm) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the key.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

#if !hasFeature(Embedded)
extension FamilyForm: Codable, CodingKeyRepresentable {}
#endif
