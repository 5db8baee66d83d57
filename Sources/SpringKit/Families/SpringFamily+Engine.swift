extension SpringFamily {
    /// The engine that animates a spring written in this family on the family's own platform,
    /// when SpringKit reproduces that engine; `nil` when the family is no one engine's, or its
    /// platform draws the exact solution (``physical``, ``settling``, ``elastic``: GSAP's
    /// `elastic.out` is a closed-form ease).
    ///
    /// What a designer who works in that ecosystem sees: SwiftUI's and UIKit's response and
    /// duration forms animate as SwiftUI's `Spring` (overdamping clamped, ``Solver/swiftui``),
    /// Origami's tension and friction as Rebound, each other platform family as its namesake.
    /// The studio's preview plays this engine's curve for the chosen ecosystem.
    /// - Cost: O(1).
    public var engine: Solver? {
        switch self {
        case .physical, .settling, .elastic: return nil
        case .response, .swiftui: return .swiftui
        case .motion: return .motion
        case .pop: return .pop
        case .origami: return .rebound
        case .android: return .android
        case .jnw: return .jnw
        case .flutter: return .flutter
        case .anime: return .anime
        case .svelte: return .svelte
        case .reanimated: return .reanimated
        case .reanimated3: return .reanimated3
        }
    }
}
