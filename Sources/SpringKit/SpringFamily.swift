/// A way of writing down a spring: one ecosystem's parameters (docs/physics.md).
///
/// Every family converts to and from mass, stiffness and damping. Families
/// other than ``physical`` describe a motion; their `mass` keeps that motion
/// and scales stiffness and damping with it.
public enum SpringFamily: String, Sendable, Hashable, CaseIterable, Codable {
    /// mass, stiffness, damping.
    case physical
    /// SwiftUI `response:dampingRatio:`, react-spring `frequency`/`damping`.
    case response
    /// SwiftUI / UIKit / Flutter `duration:bounce:`.
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

    /// The keys a spec of this family may hold besides the common motion keys,
    /// in their canonical order, with their aliases.
    public var parameterKeys: [SpecKey] {
        switch self {
        case .physical, .jnw:
            return [SpecKey("stiffness", aliases: ["k"]), SpecKey("damping", aliases: ["c"])]
        case .response:
            return [SpecKey("response"), SpecKey("dampingRatio")]
        case .swiftui:
            return [SpecKey("duration"), SpecKey("bounce")]
        case .motion:
            // Exactly one of duration and visualDuration (checked by the conversion); bounce
            // defaults to Motion's 0.3 with a duration and is required with visualDuration.
            return [SpecKey("duration", required: false), SpecKey("visualDuration", required: false),
                    SpecKey("bounce", required: false)]
        case .settling:
            return [SpecKey("settlingDuration"), SpecKey("dampingRatio"), SpecKey("epsilon", required: false)]
        case .pop:
            return [SpecKey("bounciness"), SpecKey("speed")]
        case .origami:
            return [SpecKey("tension"), SpecKey("friction")]
        case .android:
            return [SpecKey("stiffness"), SpecKey("dampingRatio")]
        }
    }

    /// Keys every family accepts: the motion and the mass.
    public static let commonKeys: [SpecKey] = [
        SpecKey("mass", aliases: ["m"], required: false),
        SpecKey("velocity", required: false),
        SpecKey("absoluteVelocity", required: false),
        SpecKey("from", required: false),
        SpecKey("to", required: false),
    ]
}

/// One key of a spring spec, with its aliases.
public struct SpecKey: Sendable, Hashable {
    /// The canonical name (`stiffness`).
    public let name: String
    /// Other accepted spellings (`k`).
    public let aliases: [String]
    /// Whether a spec of the family must give it.
    public let required: Bool

    /// Creates a key.
    public init(_ name: String, aliases: [String] = [], required: Bool = true) {
        self.name = name
        self.aliases = aliases
        self.required = required
    }

    /// Whether `spelling` names this key (case-sensitive).
    public func matches(_ spelling: String) -> Bool {
        spelling == name || aliases.contains(spelling)
    }
}
