/// A fixed-step one-step method for the spring equation, with its order of accuracy.
///
/// All three are written for `e'' = −ω0²·e − 2λ·e'` (`e = x − to`); each step costs a
/// handful of multiply-adds and no transcendental function.
public enum FixedStepMethod: String, CaseIterable, Sendable {
    /// Semi-implicit (symplectic) Euler: `v ← v + h·a(e, v)`, then `e ← e + h·v`.
    ///
    /// Order 1 (global error ∝ h). Symplectic for c = 0: the energy of an undamped spring
    /// oscillates but does not drift. react-spring uses it at 1 ms.
    case semiImplicitEuler
    /// Velocity Verlet: `e ← e + h·v + h²/2·a`, `v ← v + h/2·(a + a_new)`.
    ///
    /// Order 2. The damping force depends on the new velocity; since it is linear the
    /// implicit half-step is solved exactly: `v_new = (v + h/2·a − h/2·ω0²·e_new) / (1 + h·λ)`.
    case velocityVerlet
    /// Classic fourth-order Runge–Kutta (four stages). Order 4. POP and Rebound use it at 1 ms.
    case rungeKutta4

    /// The global order of accuracy p: halving h divides the error by about 2^p.
    public var order: Int {
        switch self {
        case .semiImplicitEuler: return 1
        case .velocityVerlet: return 2
        case .rungeKutta4: return 4
        }
    }

    /// One step of size `h` from `(e, v)`.
    @inline(__always)
    func step(_ e: Double, _ v: Double, _ h: Double, _ f: SpringDynamics) -> (Double, Double) {
        switch self {
        case .semiImplicitEuler:
            let v1 = v + h * f.acceleration(e, v)
            return (e + h * v1, v1)
        case .velocityVerlet:
            let a0 = f.acceleration(e, v)
            let e1 = e + h * v + 0.5 * h * h * a0
            let half = v + 0.5 * h * a0
            let v1 = (half - 0.5 * h * f.omega0Squared * e1) / (1 + 0.5 * h * f.twiceDecay)
            return (e1, v1)
        case .rungeKutta4:
            let k1e = v, k1v = f.acceleration(e, v)
            let e2 = e + 0.5 * h * k1e, v2 = v + 0.5 * h * k1v
            let k2e = v2, k2v = f.acceleration(e2, v2)
            let e3 = e + 0.5 * h * k2e, v3 = v + 0.5 * h * k2v
            let k3e = v3, k3v = f.acceleration(e3, v3)
            let e4 = e + h * k3e, v4 = v + h * k3v
            let k4e = v4, k4v = f.acceleration(e4, v4)
            return (e + h / 6 * (k1e + 2 * (k2e + k3e) + k4e),
                    v + h / 6 * (k1v + 2 * (k2v + k3v) + k4v))
        }
    }
}

#if !hasFeature(Embedded)
extension FixedStepMethod: Codable {}
#endif
