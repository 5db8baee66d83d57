/// One spring written in every family SpringKit knows (docs/physics.md).
///
/// Built from a ``Spring``; each family's representation is `nil` when that family cannot
/// express the spring, and ``reasons`` then says why in one phrase, keyed by the family key
/// (`"pop"`: "bounciness 25.3 is outside POP's range [0, 20]"). Nothing is clamped into range.
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
    /// Why a family is `nil`, keyed by family key (`physical`, `response`, `swiftui`, `motion`,
    /// `motionVisual`, `settling`, `pop`, `origami`, `android`); empty when all are present.
    public let reasons: [String: String]

    /// The family keys, in the order of the properties above.
    public static let familyKeys: [String] = [
        PhysicalParameters.familyKey, ResponseParameters.familyKey, SwiftUIParameters.familyKey,
        MotionParameters.familyKey, MotionVisualParameters.familyKey, SettlingParameters.familyKey,
        POPParameters.familyKey, OrigamiParameters.familyKey, AndroidParameters.familyKey,
    ]

    /// Converts `spring` into every family.
    public init(_ spring: Spring) {
        var reasons: [String: String] = [:]
        func attempt<P: SpringParameterization>(_ type: P.Type) -> P? {
            do {
                return try P(representing: spring)
            } catch {
                reasons[P.familyKey] = error.reason
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
        self.reasons = reasons
    }
}
