/// One spring written in every family SpringKit knows (docs/physics.md).
///
/// Built from a ``Spring``; each family's representation is `nil` when that family cannot
/// express the spring, and ``notRepresentable`` then says why in one phrase, keyed by the
/// ``FamilyForm`` (`.pop`: "bounciness 25.3 is outside POP's range [0, 20]"). Nothing is
/// clamped into range.
///
/// Families defined at mass 1 (all but ``physical``) report the parameters of the spring's
/// *motion*, i.e. of `k/m` and `c/m`: converting them back at the spring's own mass gives the
/// same spring (the mass rule). Each representation's formula, source and accuracy are
/// documented on its type.
public struct SpringConversions: Sendable, Hashable, Codable {
    /// The spring converted.
    public let spring: Spring
    /// Mass, stiffness, damping (always present).
    public let physical: PhysicalParameters?
    /// Response and damping ratio (always present).
    public let response: ResponseParameters?
    /// SwiftUI duration and bounce (always present).
    public let swiftui: SwiftUIParameters?
    /// Motion duration and bounce; `nil` outside ζ ∈ [0.05, 1] or D ∈ [0.01, 10] s.
    public let motion: MotionParameters?
    /// Motion visual duration and bounce; `nil` outside ζ ∈ [0.05, 1].
    public let motionVisual: MotionVisualParameters?
    /// Settling duration and damping ratio at ε = 0.001; `nil` for undamped or overdamped springs.
    public let settling: SettlingParameters?
    /// POP bounciness and speed; `nil` outside [0, 20].
    public let pop: POPParameters?
    /// Origami tension and friction; `nil` for tension ≤ 0 or friction < 0.
    public let origami: OrigamiParameters?
    /// Android stiffness and damping ratio (always present).
    public let android: AndroidParameters?
    /// Why a form is `nil`; empty when all are present.
    public let notRepresentable: [FamilyForm: NotRepresentable]

    /// Converts `spring` into every family.
    public init(_ spring: Spring) {
        var reasons: [FamilyForm: NotRepresentable] = [:]
        func attempt<P: SpringParameterization>(_ type: P.Type) -> P? {
            do {
                return try P(representing: spring)
            } catch {
                reasons[P.form] = error
                return nil
            }
        }
        self.spring = spring
        physical = attempt(PhysicalParameters.self)
        response = attempt(ResponseParameters.self)
        swiftui = attempt(SwiftUIParameters.self)
        motion = attempt(MotionParameters.self)
        motionVisual = attempt(MotionVisualParameters.self)
        settling = attempt(SettlingParameters.self)
        pop = attempt(POPParameters.self)
        origami = attempt(OrigamiParameters.self)
        android = attempt(AndroidParameters.self)
        notRepresentable = reasons
    }

    /// The parameters of `form`, `nil` when it cannot express the spring.
    public subscript(form: FamilyForm) -> SpringParameters? {
        switch form {
        case .physical: return physical?.parameters
        case .response: return response?.parameters
        case .swiftui: return swiftui?.parameters
        case .motion: return motion?.parameters
        case .motionVisual: return motionVisual?.parameters
        case .settling: return settling?.parameters
        case .pop: return pop?.parameters
        case .origami: return origami?.parameters
        case .android: return android?.parameters
        }
    }

    /// The values of `form` in the order of its ``FamilyForm/keys``, `nil` when it cannot
    /// express the spring.
    public func values(of form: FamilyForm) -> [(key: SpringParameter, value: Double)]? {
        self[form].map { parameters in form.keys.compactMap { key in parameters[key].map { (key: key, value: $0) } } }
    }
}
