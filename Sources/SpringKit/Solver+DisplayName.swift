extension Solver {
    /// The engine's name as people know it (`Dormand–Prince`, `Reanimated 4`, `SwiftUI (clamped)`):
    /// how the studio names its overlays and its engine table, and how metric labels name the
    /// engine (`Motion duration`). The one list of them.
    public var displayName: String {
        switch self {
        case .exact: "exact"
        case .euler: "Euler"
        case .verlet: "Verlet"
        case .rk4: "RK4"
        case .dopri: "Dormand–Prince"
        case .jnw: "JNW"
        case .swiftui: "SwiftUI (clamped)"
        case .pop: "POP"
        case .rebound: "Rebound"
        case .reboundJS: "rebound-js"
        case .reactSpring: "react-spring"
        case .motion: "Motion"
        case .android: "Android"
        case .flutter: "Flutter"
        case .flutterFling: "Flutter fling"
        case .svelte: "Svelte"
        case .anime: "anime.js"
        case .reanimated: "Reanimated 4"
        case .reanimated3: "Reanimated 3"
        }
    }
}
