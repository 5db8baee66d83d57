/// The spring equation in the error coordinate `e = x − to` as a first-order system,
/// `e' = v`, `v' = −ω0²·e − 2λ·v`: what every integrator and stepping engine evaluates.
struct SpringDynamics: Sendable, Hashable {
    /// ω0² = k/m.
    let omega0Squared: Double
    /// 2λ = c/m.
    let twiceDecay: Double

    init(_ spring: Spring) {
        omega0Squared = spring.stiffness / spring.mass
        twiceDecay = spring.damping / spring.mass
    }

    /// The acceleration `e'' = −ω0²·e − 2λ·v`.
    @inline(__always)
    func acceleration(_ e: Double, _ v: Double) -> Double {
        -omega0Squared * e - twiceDecay * v
    }
}
