/// One spring written in every family SpringKit knows (docs/physics.md).
///
/// Built from a ``Spring`` by iterating the forms (``FamilyForm/allCases``, read from the
/// family registry); each form's representation is `nil` when it cannot express the spring,
/// and ``notRepresentable`` then says why in one phrase, keyed by the ``FamilyForm`` (`.pop`:
/// "bounciness 25.3 is outside POP's range [0, 20]"). Nothing is clamped into range.
///
/// Families defined at mass 1 (all but ``physical``) report the parameters of the spring's
/// *motion*, i.e. of `k/m` and `c/m`: converting them back at the spring's own mass gives the
/// same spring (the mass rule). Each representation's formula, source and accuracy are
/// documented on its type. Cost: one inverse per form.
public struct SpringConversions: Sendable, Hashable {
    /// The spring converted.
    public let spring: Spring
    /// Each form's representation, for the forms that express the spring.
    private let representations: [FamilyForm: SpringParameters]
    /// Why a form is `nil`; empty when all are present.
    public let notRepresentable: [FamilyForm: NotRepresentable]

    /// The display frame rate in Hz the per-frame forms (Svelte's) are written at.
    public let frameRate: Double

    /// Converts `spring` into every form; a per-frame form (``SvelteParameters``) at
    /// `frameRate` Hz (60 by default), which every other form ignores.
    public init(_ spring: Spring, frameRate: Double = SvelteParameters.defaultFrameRate) {
        var representations: [FamilyForm: SpringParameters] = [:]
        var reasons: [FamilyForm: NotRepresentable] = [:]
        for form in FamilyForm.allCases {
            do {
                representations[form] = try form.parameterization.parameters(representing: spring, frameRate: frameRate)
            } catch {
                reasons[form] = error
            }
        }
        self.spring = spring
        self.frameRate = frameRate
        self.representations = representations
        notRepresentable = reasons
    }

    /// The spring written by `type`, `nil` when its form cannot express it
    /// (`conversions[POPParameters.self]?.bounciness`).
    public subscript<P: SpringParameterization>(type: P.Type) -> P? {
        // The form's inverse again (a function of the spring and frame rate): the
        // representations are kept as values, without their types, for Embedded Swift.
        representations[P.form] == nil ? nil : try? P(representing: spring, frameRate: frameRate)
    }

    /// The parameters of `form`, `nil` when it cannot express the spring.
    public subscript(form: FamilyForm) -> SpringParameters? {
        representations[form]
    }

    /// The values of `form` in the order of its ``FamilyForm/keys``, `nil` when it cannot
    /// express the spring.
    public func values(of form: FamilyForm) -> [(key: SpringParameter, value: Double)]? {
        self[form].map { parameters in form.keys.compactMap { key in parameters[key].map { (key: key, value: $0) } } }
    }

    /// Mass, stiffness, damping (always present).
    public var physical: PhysicalParameters? { self[PhysicalParameters.self] }
    /// Response and damping ratio (always present).
    public var response: ResponseParameters? { self[ResponseParameters.self] }
    /// SwiftUI duration and bounce (always present).
    public var swiftui: SwiftUIParameters? { self[SwiftUIParameters.self] }
    /// Motion duration and bounce; `nil` outside ζ ∈ [0.05, 1] or D ∈ [0.01, 10] s.
    public var motion: MotionParameters? { self[MotionParameters.self] }
    /// Motion visual duration and bounce; `nil` outside ζ ∈ [0.05, 1].
    public var motionVisual: MotionVisualParameters? { self[MotionVisualParameters.self] }
    /// Settling duration and damping ratio at ε = 0.001; `nil` for undamped or overdamped springs.
    public var settling: SettlingParameters? { self[SettlingParameters.self] }
    /// POP bounciness and speed; `nil` outside [0, 20].
    public var pop: POPParameters? { self[POPParameters.self] }
    /// Origami tension and friction; `nil` for tension ≤ 0 or friction < 0.
    public var origami: OrigamiParameters? { self[OrigamiParameters.self] }
    /// Android stiffness and damping ratio (always present).
    public var android: AndroidParameters? { self[AndroidParameters.self] }

    /// Equal when the springs and frame rates are: every representation is a function of them.
    public static func == (lhs: SpringConversions, rhs: SpringConversions) -> Bool {
        lhs.spring == rhs.spring && lhs.frameRate == rhs.frameRate
    }

    /// Hashes the spring and the frame rate.
    public func hash(into hasher: inout Hasher) { hasher.combine(spring); hasher.combine(frameRate) }
}

#if !hasFeature(Embedded)
extension SpringConversions: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { nil }
    }

    /// Encodes `spring`, each representable form under its key (``FamilyForm/rawValue``), and
    /// `notRepresentable`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(spring, forKey: Key("spring"))
        for form in FamilyForm.allCases {
            if representations[form] != nil, let value = form.parameterization.encodableValue(spring, frameRate) {
                try container.encode(value, forKey: Key(form.rawValue))
            }
        }
        try container.encode(notRepresentable, forKey: Key("notRepresentable"))
    }

    /// Decodes the `spring` and converts it again (the representations are its functions), at
    /// the frame rate of its `svelte` form when one was written (60 Hz otherwise).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let frameRate = (try? container.decodeIfPresent(SvelteParameters.self, forKey: Key("svelte")))??.frameRate
        self.init(try container.decode(Spring.self, forKey: Key("spring")),
                  frameRate: frameRate ?? SvelteParameters.defaultFrameRate)
    }
}
#endif
