import RealModule
import SpringKit

/// Reference curves for `--match`: another spring as some engine draws it.
public enum MatchCurve {
    /// JNWSpringAnimation's formula in double precision, x(t) = to − A·e^(−c/(2m)·t)·cos(ω′t),
    /// ω′ = √(k/m − c²/(4m²)) (0 when imaginary; damping ≤ 0 replaced by 1, as JNW does).
    public static func jnwFormula(_ spring: Spring, motion: Motion, at t: Double) -> Double {
        let c = spring.damping <= 0 ? 1 : spring.damping
        let m = spring.mass
        let lambda = c / (2 * m)
        let square = spring.stiffness / m - lambda * lambda
        let omega = square > 0 ? square.squareRoot() : 0
        return motion.to - motion.step * Double.exp(-lambda * t) * Double.cos(omega * t)
    }

    /// Samples of `setup` as drawn by `solver` (when no solver is given: the setup's tuned
    /// renderer, JNW's by its formula, else the exact solution), on a uniform grid from 0 to `duration`
    /// (default: until the drawn curve stays within 1e-4 of the step, at most 10 s),
    /// at 1 ms spacing with at most `maximumCount` samples.
    public static func samples(of setup: SpringSetup, solver: Solver?, duration: Double? = nil,
                               maximumCount: Int = 2000) -> FitSamples {
        let spring = setup.spring, motion = setup.motion
        // The setup's tuned renderer draws it unless a solver is given (JNW's by its formula, below).
        let solver = solver ?? setup.renderer.flatMap { $0 == .jnw ? nil : $0 }
        let drawnByJNW = solver == nil && setup.renderer == .jnw
        let end: Double
        if let duration {
            end = duration
        } else if drawnByJNW {
            let lambda = (spring.damping <= 0 ? 1 : spring.damping) / (2 * spring.mass)
            end = min(10, Double.log(1e4) / lambda)
        } else {
            let settle = ((try? SpringResponse(spring: spring, motion: motion).settlingTime(band: SettlingBand.fraction(1e-4))) ?? nil) ?? 10
            let engine = solver.flatMap { $0.render(spring, motion: motion, times: [0]).duration } ?? 0
            end = min(10, max(settle, engine, 0.05))
        }
        let count = min(maximumCount, max(200, Int((end / 0.001).rounded(.up)) + 1))
        let times = (0..<count).map { end * Double($0) / Double(count - 1) }
        let values: [Double]
        if let solver {
            values = solver.render(spring, motion: motion, times: times).positions
        } else if drawnByJNW {
            values = times.map { jnwFormula(spring, motion: motion, at: $0) }
        } else {
            let response = SpringResponse(spring: spring, motion: motion)
            values = times.map { response.position(at: $0) }
        }
        return FitSamples(uncheckedTimes: times, values: values)
    }
}
