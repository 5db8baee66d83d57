/// A way of writing down a spring: one ecosystem's parameters (docs/physics.md).
///
/// Every family converts to and from mass, stiffness and damping. Families
/// other than ``physical`` describe a motion; their `mass` keeps that motion
/// and scales stiffness and damping with it.
///
/// `SpringFamily` is the registry of families: ``parameterization`` maps each case to the type
/// in its folder (`Sources/SpringKit/Families/<Family>/`), which describes the family once —
/// its keys with their ranges, units and scales (``parameters``, ``commonParameters``), how to
/// build a spring from them (``spring(_:mass:)``), and the forms it converts back to, with what
/// each cannot express (``forms``, ``FamilyForm``). Everything else iterates the families.
public enum SpringFamily: String, Sendable, Hashable, CaseIterable {
    /// mass, stiffness, damping.
    case physical
    /// SwiftUI `response:dampingRatio:`, react-spring `frequency`/`damping`.
    case response
    /// SwiftUI / UIKit `duration:bounce:`.
    case swiftui
    /// Motion (Framer Motion) `duration:bounce:` or `visualDuration:bounce:`.
    case motion
    /// SwiftUI `settlingDuration:dampingRatio:epsilon:`.
    case settling
    /// POP / Rebound / React Native `bounciness:speed:`.
    case pop
    /// Origami `tension:friction:`.
    case origami
    /// Android `SpringForce` / Compose `stiffness:dampingRatio:`.
    case android
    /// Physical parameters, drawn by JNWSpringAnimation's formula (not the spring equation).
    case jnw
    /// Flutter `SpringDescription`: `mass:stiffness:damping:`, `withDampingRatio`, or
    /// `withDurationAndBounce` (duration in milliseconds).
    case flutter
    /// anime.js v4 `spring()`: `mass`/`stiffness`/`damping`, or `bounce`/`duration` (in
    /// milliseconds, with anime's rounding of k and c).
    case anime
    /// Svelte `spring`/`Spring`: `stiffness`, `damping` (per frame), `precision`, at a
    /// `frameRate` (60 Hz unless given).
    case svelte
    /// GSAP / Rive / Phaser `elastic.out(amplitude, period)` over a `duration` in seconds.
    case elastic
    /// React Native Reanimated v4 `withSpring`: `mass`/`stiffness`/`damping` (defaults
    /// 4/900/120), or `duration` (milliseconds) / `dampingRatio` by Reanimated's bisection.
    case reanimated
    /// React Native Reanimated 3 `withSpring`: `mass`/`stiffness`/`damping` (defaults
    /// 1/100/10), or `duration` (milliseconds) / `dampingRatio` / `stiffness`, the mass found
    /// by Reanimated 3's bisection over the spec's distance.
    case reanimated3

    /// The type that describes this family: the one place that maps a family to its keys,
    /// formula, inverse and forms (``SpringFamilyParameterization``), as a value that
    /// forwards to it (``FamilyParameterization``).
    public var parameterization: FamilyParameterization {
        switch self {
        case .physical: return FamilyParameterization(PhysicalParameters.self)
        case .response: return FamilyParameterization(ResponseParameters.self)
        case .swiftui: return FamilyParameterization(SwiftUIParameters.self)
        case .motion: return FamilyParameterization(MotionParameters.self)
        case .settling: return FamilyParameterization(SettlingParameters.self)
        case .pop: return FamilyParameterization(POPParameters.self)
        case .origami: return FamilyParameterization(OrigamiParameters.self)
        case .android: return FamilyParameterization(AndroidParameters.self)
        case .jnw: return FamilyParameterization(PhysicalParameters.self)
        case .flutter: return FamilyParameterization(FlutterParameters.self)
        case .anime: return FamilyParameterization(AnimeParameters.self)
        case .svelte: return FamilyParameterization(SvelteParameters.self)
        case .elastic: return FamilyParameterization(ElasticParameters.self)
        case .reanimated: return FamilyParameterization(ReanimatedParameters.self)
        case .reanimated3: return FamilyParameterization(Reanimated3Parameters.self)
        }
    }
}

#if !hasFeature(Embedded)
extension SpringFamily: Codable {}
#endif
