import SpringKit

extension SpringFamily {
    /// The family's parameters for natural frequency ω0 and damping ratio ζ at mass m: the
    /// start points of a curve fit's grid.
    ///
    /// Response, SwiftUI, Android and physical parameters are formed from ω0 and ζ directly
    /// (`2π/ω0`, `ω0²·m`…); Motion, settling, POP and Origami go through the family's exact
    /// inverse (``SpringConversions``), and a spring the family cannot express gives no start
    /// (an empty set). For Motion both forms are given when possible (`duration`,
    /// `visualDuration` and `bounce`): the fit keeps the one it needs.
    func fitStart(naturalFrequency omega: Double, dampingRatio zeta: Double, mass: Double) -> SpringParameters {
        switch self {
        case .response: return [.response: 2 * .pi / omega, .dampingRatio: zeta]
        case .swiftui: return [.duration: 2 * .pi / omega, .bounce: zeta <= 1 ? 1 - zeta : 1 / zeta - 1]
        case .android: return [.stiffness: omega * omega, .dampingRatio: zeta]
        case .physical, .jnw: return [.stiffness: omega * omega * mass, .damping: 2 * zeta * omega * mass]
        case .motion, .settling, .pop, .origami:
            guard let spring = try? Spring(mass: mass, stiffness: omega * omega * mass, damping: 2 * zeta * omega * mass) else {
                return [:]
            }
            let conversions = SpringConversions(spring)
            var out = SpringParameters()
            for form in forms {
                guard let values = conversions[form] else { continue }
                for key in form.keys { out[key] = values[key] }
            }
            return out
        }
    }
}
