/// One form's parameterization as a value: what a ``SpringParameterization`` type states about
/// its form (keys, limits, title) and its inverse, ``parameters(representing:frameRate:)``.
///
/// ``FamilyForm/parameterization`` and ``FamilyParameterization/forms`` hold these rather than
/// the types themselves (`any SpringParameterization.Type`) so that the same code compiles in
/// Embedded Swift, which has no metatypes or existentials of such protocols (the WebAssembly
/// build, docs/web.md). Every member forwards to the type's own, so each form's rule is
/// still written once, on its type.
///
/// Cost: one indirect call over the type's own.
public struct FormParameterization: Sendable {
    /// The keys a conversion into the form gives, in order (``SpringParameterization/keys``).
    public let keys: [SpringParameter]
    /// Keys the form's values may also hold (``SpringParameterization/optionalKeys``).
    public let optionalKeys: [SpringParameter]
    /// Which springs the form cannot express (``SpringParameterization/limits``).
    public let limits: String
    /// The form's title for people (``SpringParameterization/title``).
    public let title: String

    // Read when asked, not at construction: a type's `form` is the FamilyForm being built.
    private let formOfType: @Sendable () -> FamilyForm
    private let inverse: @Sendable (Spring, Double) throws(NotRepresentable) -> SpringParameters
#if !hasFeature(Embedded)
    /// The type itself (``FamilyParameterization/forms`` outside Embedded Swift).
    public let type: any SpringParameterization.Type
    /// The type's own value for a spring at a frame rate, as its Codable form encodes it
    /// (``SpringConversions``' encoding); `nil` when the form cannot express the spring.
    let encodableValue: @Sendable (Spring, Double) -> (any Encodable)?
#endif

    /// The parameterization of `type`.
    public init<Parameters: SpringParameterization>(_ type: Parameters.Type) {
        keys = Parameters.keys
        optionalKeys = Parameters.optionalKeys
        limits = Parameters.limits
        title = Parameters.title
        formOfType = { Parameters.form }
        inverse = { spring, frameRate throws(NotRepresentable) in
            try Parameters(representing: spring, frameRate: frameRate).parameters
        }
#if !hasFeature(Embedded)
        self.type = type
        // Every form's type is Codable, beside its declaration (the protocol is not, for Embedded Swift).
        encodableValue = { spring, frameRate in (try? Parameters(representing: spring, frameRate: frameRate)) as? any Encodable }
#endif
    }

    /// The form the type writes (``SpringParameterization/form``).
    public var form: FamilyForm { formOfType() }

    /// The form's parameters for `spring`'s motion, a per-frame form's at `frameRate` Hz
    /// (``SpringParameterization/init(representing:frameRate:)``).
    /// - Throws: ``NotRepresentable`` when the form cannot express the spring.
    public func parameters(representing spring: Spring,
                           frameRate: Double = SvelteParameters.defaultFrameRate) throws(NotRepresentable) -> SpringParameters {
        try inverse(spring, frameRate)
    }
}
