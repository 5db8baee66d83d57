import SpringKit

extension SpringFamily {
    /// The family's parameters for natural frequency ω0 and damping ratio ζ at mass m: the
    /// start points of a curve fit's grid.
    ///
    /// The family's own formulas (``SpringFamilyParameterization/parameters(naturalFrequency:dampingRatio:mass:)``):
    /// response, SwiftUI, Android and physical parameters in closed form from ω0 and ζ, the
    /// others through the family's exact inverse, where a spring the family cannot express
    /// gives no start (an empty set). For Motion both forms are given when possible
    /// (`duration`, `visualDuration` and `bounce`): the fit keeps the one it needs.
    func fitStart(naturalFrequency omega: Double, dampingRatio zeta: Double, mass: Double) -> SpringParameters {
        parameterization.parameters(naturalFrequency: omega, dampingRatio: zeta, mass: mass)
    }
}
