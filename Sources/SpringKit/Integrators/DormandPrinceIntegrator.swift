import RealModule

/// Adaptive Dormand–Prince 5(4) (the method of MATLAB `ode45` and SciPy `RK45`) with
/// local error control.
///
/// Integrates the spring in scaled variables `(e, u) = (x − to, x'/ω0)`, both in units of x,
/// so one tolerance governs position and velocity: a step is accepted when the RMS of
/// `err_i / (atol·S + rtol·max(|y_i|, |y_i,new|))` is ≤ 1, where `S` is the motion's scale
/// (`|to − from|`, or `|v0|/ω0` without a step). The 5th-order solution is propagated
/// (local extrapolation); the first stage reuses the last stage of the previous step (FSAL).
/// Step-size factor `0.9·err^(−1/5)`, clamped to [0.2, 5] (no growth right after a
/// rejection). The starting step follows Hairer, Nørsett & Wanner, *Solving ODEs I*, II.4.
///
/// Requested times are reached exactly: a step is shortened to land on the next requested
/// time (no interpolation), so output is as accurate as the steps themselves, at the cost
/// of extra steps when many times are requested.
///
/// Accuracy: the local error per step is held near the tolerance; the global error grows
/// roughly with the number of steps, typically 10–100 × `rtol` of the scale over a few
/// settling times. Cost: 6 evaluations per accepted step (FSAL), O(ω0·t·tol^(−1/5)) steps;
/// at most ``maximumSteps`` steps in total (beyond that the remaining states are NaN).
public struct DormandPrinceIntegrator: SpringIntegrator, Hashable {
    /// The relative tolerance `rtol` (> 0).
    public var relativeTolerance: Double
    /// The absolute tolerance `atol`, as a fraction of the motion's scale (≥ 0).
    public var absoluteTolerance: Double
    /// The largest number of step attempts for the whole trajectory.
    public var maximumSteps: Int

    /// Creates an integrator; defaults `rtol = 1e-10`, `atol = 1e-12` (of the scale).
    public init(relativeTolerance: Double = 1e-10, absoluteTolerance: Double = 1e-12,
                maximumSteps: Int = 10_000_000) {
        self.relativeTolerance = relativeTolerance
        self.absoluteTolerance = absoluteTolerance
        self.maximumSteps = maximumSteps
    }

    /// Counts of one integration.
    public struct Statistics: Sendable, Hashable {
        /// Accepted steps.
        public var accepted = 0
        /// Rejected step attempts.
        public var rejected = 0
    }

    /// The integrated state at each of `times`; see the type's documentation.
    public func trajectory(of spring: Spring, motion: Motion, times: [Double]) -> [SpringState] {
        integrate(spring, motion: motion, times: times).states
    }

    /// The integrated states together with step statistics.
    public func integrate(_ spring: Spring, motion: Motion = .unitStep,
                         times: [Double]) -> (states: [SpringState], statistics: Statistics) {
        var stats = Statistics()
        let w = spring.naturalFrequency
        let g = spring.damping / spring.mass
        let scale = motion.scale(for: spring)
        let atol = absoluteTolerance * scale
        let rtol = relativeTolerance
        let nanState = SpringState(position: .nan, velocity: .nan)
        guard rtol > 0 || atol > 0 else { return (times.map { _ in nanState }, stats) }

        // y = (e, u); f(y) = (w·u, −w·e − g·u).
        @inline(__always) func f(_ e: Double, _ u: Double) -> (Double, Double) {
            (w * u, -w * e - g * u)
        }
        let e0 = motion.from - motion.to, u0 = motion.absoluteVelocity / w
        @inline(__always) func rms(_ a: Double, _ b: Double, _ sa: Double, _ sb: Double) -> Double {
            let x = a / sa, y = b / sb
            return ((x * x + y * y) / 2).squareRoot()
        }

        // Initial step (Hairer's algorithm).
        var (fe, fu) = f(e0, u0)
        var h: Double = {
            let sa = atol + rtol * e0.magnitude, sb = atol + rtol * u0.magnitude
            let d0 = rms(e0, u0, sa, sb), d1 = rms(fe, fu, sa, sb)
            let h0 = (d0 < 1e-5 || d1 < 1e-5) ? 1e-6 : 0.01 * d0 / d1
            let (fe1, fu1) = f(e0 + h0 * fe, u0 + h0 * fu)
            let d2 = rms(fe1 - fe, fu1 - fu, sa, sb) / h0
            let h1 = max(d1, d2) <= 1e-15 ? max(1e-6, h0 * 1e-3) : Double.pow(0.01 / max(d1, d2), 0.2)
            return min(100 * h0, h1)
        }()

        // Process times in ascending order.
        let order = times.indices.sorted { times[$0] < times[$1] }
        var out = [SpringState](repeating: nanState, count: times.count)
        var t = 0.0, e = e0, u = u0
        var rejectedLast = false
        var failed = false
        for index in order {
            let target = times[index]
            guard !failed else { break }
            if target <= 0 {
                out[index] = SpringState(position: motion.from, velocity: motion.absoluteVelocity)
                continue
            }
            guard target.isFinite else { continue }
            while t < target {
                if stats.accepted + stats.rejected >= maximumSteps { failed = true; break }
                var hs = min(h, target - t)
                let landing = hs == target - t
                // Stages.
                let k1e = fe, k1u = fu
                let (k2e, k2u) = f(e + hs * (1.0 / 5 * k1e), u + hs * (1.0 / 5 * k1u))
                let (k3e, k3u) = f(e + hs * (3.0 / 40 * k1e + 9.0 / 40 * k2e),
                                   u + hs * (3.0 / 40 * k1u + 9.0 / 40 * k2u))
                let (k4e, k4u) = f(e + hs * (44.0 / 45 * k1e - 56.0 / 15 * k2e + 32.0 / 9 * k3e),
                                   u + hs * (44.0 / 45 * k1u - 56.0 / 15 * k2u + 32.0 / 9 * k3u))
                let (k5e, k5u) = f(e + hs * (19372.0 / 6561 * k1e - 25360.0 / 2187 * k2e
                                             + 64448.0 / 6561 * k3e - 212.0 / 729 * k4e),
                                   u + hs * (19372.0 / 6561 * k1u - 25360.0 / 2187 * k2u
                                             + 64448.0 / 6561 * k3u - 212.0 / 729 * k4u))
                let (k6e, k6u) = f(e + hs * (9017.0 / 3168 * k1e - 355.0 / 33 * k2e + 46732.0 / 5247 * k3e
                                             + 49.0 / 176 * k4e - 5103.0 / 18656 * k5e),
                                   u + hs * (9017.0 / 3168 * k1u - 355.0 / 33 * k2u + 46732.0 / 5247 * k3u
                                             + 49.0 / 176 * k4u - 5103.0 / 18656 * k5u))
                let ne = e + hs * (35.0 / 384 * k1e + 500.0 / 1113 * k3e + 125.0 / 192 * k4e
                                   - 2187.0 / 6784 * k5e + 11.0 / 84 * k6e)
                let nu = u + hs * (35.0 / 384 * k1u + 500.0 / 1113 * k3u + 125.0 / 192 * k4u
                                   - 2187.0 / 6784 * k5u + 11.0 / 84 * k6u)
                let (k7e, k7u) = f(ne, nu)
                // Error estimate: (b5 − b4)·k.
                let ee = hs * (71.0 / 57600 * k1e - 71.0 / 16695 * k3e + 71.0 / 1920 * k4e
                               - 17253.0 / 339200 * k5e + 22.0 / 525 * k6e - 1.0 / 40 * k7e)
                let eu = hs * (71.0 / 57600 * k1u - 71.0 / 16695 * k3u + 71.0 / 1920 * k4u
                               - 17253.0 / 339200 * k5u + 22.0 / 525 * k6u - 1.0 / 40 * k7u)
                let sa = atol + rtol * max(e.magnitude, ne.magnitude)
                let sb = atol + rtol * max(u.magnitude, nu.magnitude)
                let err = rms(ee, eu, sa, sb)
                guard err.isFinite else { failed = true; break }
                if err <= 1 {
                    stats.accepted += 1
                    t = landing ? target : t + hs
                    e = ne; u = nu; fe = k7e; fu = k7u
                    let grow = err == 0 ? 5 : min(5, max(0.2, 0.9 * Double.pow(err, -0.2)))
                    let factor = rejectedLast ? min(1, grow) : grow
                    // A step shortened to land on a time says nothing about h itself.
                    if !(landing && hs < h) { h = hs * factor }
                    rejectedLast = false
                } else {
                    stats.rejected += 1
                    hs *= max(0.2, 0.9 * Double.pow(err, -0.2))
                    h = hs
                    rejectedLast = true
                }
            }
            if !failed {
                out[index] = SpringState(position: motion.to + e, velocity: u * w)
            }
        }
        return (out, stats)
    }
}
