/// One way a family writes a spring down, as ``SpringConversions`` reports it: each family
/// once, and Motion twice (`duration` or `visualDuration`). The raw value is the key of
/// `springtune convert`'s output (`physical`, `motionVisual`…).
///
/// Each form knows its keys, how to convert a spring into them and back, and which springs
/// it cannot express (``limits``; the reason for a given spring is the
/// ``NotRepresentable`` its conversion throws).
public enum FamilyForm: String, Sendable, Hashable, CaseIterable, Codable, CodingKeyRepresentable,
                        CustomStringConvertible {
    /// Mass, stiffness and damping (``PhysicalParameters``).
    case physical
    /// Response and damping ratio (``ResponseParameters``).
    case response
    /// SwiftUI duration and bounce (``SwiftUIParameters``).
    case swiftui
    /// Motion duration and bounce (``MotionParameters``).
    case motion
    /// Motion visual duration and bounce (``MotionVisualParameters``).
    case motionVisual
    /// Settling duration and damping ratio at ε = 0.001 (``SettlingParameters``).
    case settling
    /// POP bounciness and speed (``POPParameters``).
    case pop
    /// Origami tension and friction (``OrigamiParameters``).
    case origami
    /// Android stiffness and damping ratio (``AndroidParameters``).
    case android

    /// The key (`motionVisual`).
    public var description: String { rawValue }

    /// The family a spec in this form names.
    public var family: SpringFamily {
        switch self {
        case .physical: return .physical
        case .response: return .response
        case .swiftui: return .swiftui
        case .motion, .motionVisual: return .motion
        case .settling: return .settling
        case .pop: return .pop
        case .origami: return .origami
        case .android: return .android
        }
    }

    /// The keys a conversion into this form gives, in the documented order (the settling
    /// form's ε is fixed at 0.001 and not listed).
    public var keys: [SpringParameter] {
        switch self {
        case .physical: return [.mass, .stiffness, .damping]
        case .response: return [.response, .dampingRatio]
        case .swiftui: return [.duration, .bounce]
        case .motion: return [.duration, .bounce]
        case .motionVisual: return [.visualDuration, .bounce]
        case .settling: return [.settlingDuration, .dampingRatio]
        case .pop: return [.bounciness, .speed]
        case .origami: return [.tension, .friction]
        case .android: return [.stiffness, .dampingRatio]
        }
    }

    /// Which springs the form cannot express, and why (one phrase; "" when it expresses all).
    public var limits: String {
        switch self {
        case .physical, .response, .swiftui, .android: return ""
        case .motion: return "springs with ζ outside [0.05, 1] or a duration outside [0.01, 10] s: Motion clamps both"
        case .motionVisual: return "springs with ζ outside [0.05, 1]: Motion clamps it"
        case .settling: return "undamped and overdamped springs: the envelope equation covers 0 < ζ ≤ 1"
        case .pop: return "springs whose bounciness or speed would leave POP's range [0, 20]"
        case .origami: return "springs whose tension would be ≤ 0 (k/m ≤ 85.4) or friction < 0 (0 < c/m ≤ 1)"
        }
    }

    /// The form's parameters for `spring`'s motion (for ``physical``: the spring itself).
    /// - Throws: ``NotRepresentable`` saying why the form cannot express it.
    public func parameters(representing spring: Spring) throws(NotRepresentable) -> SpringParameters {
        switch self {
        case .physical: return try PhysicalParameters(representing: spring).parameters
        case .response: return try ResponseParameters(representing: spring).parameters
        case .swiftui: return try SwiftUIParameters(representing: spring).parameters
        case .motion: return try MotionParameters(representing: spring).parameters
        case .motionVisual: return try MotionVisualParameters(representing: spring).parameters
        case .settling: return try SettlingParameters(representing: spring).parameters
        case .pop: return try POPParameters(representing: spring).parameters
        case .origami: return try OrigamiParameters(representing: spring).parameters
        case .android: return try AndroidParameters(representing: spring).parameters
        }
    }

    /// The spring `parameters` describe at `mass` (``physical`` takes its `mass` key when given).
    /// - Throws: ``SpringError`` naming the parameter missing or out of range.
    public func spring(_ parameters: SpringParameters, mass: Double) throws(SpringError) -> Spring {
        let given = parameters.filter { keys.contains($0) || $0 == .epsilon && self == .settling }
        return try family.spring(given, mass: self == .physical ? parameters[.mass] ?? mass : mass)
    }
}
