import RealModule
import SpringKit

extension CurveFitter {
    /// Applies the uniqueness rules when the answer is not an isolated minimum (the Jacobian's
    /// normal matrix JᵀJ has an eigenvalue ≤ 1e-12 of its largest): many parameter sets then
    /// fit equally well, and the answer becomes the critically damped one if it fits as well
    /// (``criticalRefit(base:around:in:)``), else with mass free the one at the given mass
    /// (only k/m and c/m are determined), else the optimiser's point; ``FitOutcome/unique``
    /// becomes `false` and a note says which rule applied.
    /// - Parameter cost: the search's cost at the answer.
    func resolveDegeneracy(_ outcome: inout FitOutcome, cost: Double, in problem: FitProblem,
                           coordinates: FitCoordinates) {
        let base = problem.base
        let chosen = outcome.parameters
        guard coordinates.names.count > 1,
              let j = LeastSquares.jacobian({ problem.residuals(coordinates.decode($0, base: base), indices: nil) },
                                            at: coordinates.encodeAnswer(chosen)) else { return }
        let n = coordinates.names.count
        var a = Array(repeating: Array(repeating: 0.0, count: n), count: n)
        for p in 0..<n { for q in 0..<n { a[p][q] = zip(j[p], j[q]).reduce(0) { $0 + $1.0 * $1.1 } } }
        let eigen = LeastSquares.symmetricEigenvalues(a)
        let largest = eigen.max() ?? 0, smallest = eigen.min() ?? 0
        guard largest > 0, smallest <= 1e-12 * largest else { return }
        outcome.unique = false
        let exactCost = 1e-18 * problem.scale * problem.scale * Double(problem.times.count)
        if let critical = criticalRefit(base: base, around: chosen, in: problem),
           critical.cost <= max(cost * (1 + 1e-6), exactCost) {
            outcome.parameters = critical.parameters
            outcome.notes.append("many springs fit this curve equally well; returned the critically damped one")
            outcome.method += "; refit at ζ = 1"
        } else if coordinates.names.contains(.mass) {
            let reduced = FitCoordinates(coordinates.names.filter { $0 != .mass }, family: family)
            var fixedBase = base
            fixedBase[.mass] = mass
            let scaled = chosen[.mass].map { m -> SpringParameters in
                var p = chosen
                for key in [SpringParameter.stiffness, .damping] { p[key] = (p[key] ?? 0) * mass / m }
                return p
            } ?? chosen
            if let refit = problem.search(reduced, base: fixedBase, starts: [scaled.filter { reduced.names.contains($0) }]) {
                outcome.parameters = refit.parameters
                outcome.parameters[.mass] = mass
            }
            outcome.notes.append("the curve fixes only stiffness/mass and damping/mass: many springs fit equally well; kept mass \(mass)")
        } else {
            outcome.notes.append("the fit is not unique (the residual has a flat valley at the answer); returned the optimiser's point")
        }
    }

    /// Refits with ζ = 1 (the critically damped member of a degenerate family of answers):
    /// ω0 always free, velocity and mass as in ``free``.
    func criticalRefit(base: SpringParameters, around chosen: SpringParameters,
                       in problem: FitProblem) -> FitProblem.Answer? {
        func residuals(_ p: SpringParameters) -> [Double]? { problem.residuals(p, indices: nil) }
        let freeVelocity = free.contains(.velocity)
        let m = chosen[.mass] ?? mass
        func params(_ x: [Double]) -> SpringParameters {
            var p = base
            p[.mass] = m
            if let target = chosen[.to] { p[.to] = target }   // a fitted target is kept
            for (key, value) in family.fitStart(naturalFrequency: Double.exp(x[0]), dampingRatio: 1, mass: m) { p[key] = value }
            if freeVelocity { p[.velocity] = x[1] }
            return p
        }
        guard let spring = try? family.continuousSpring(chosen, mass: m) else { return nil }
        var best: LeastSquares.Outcome?
        // Start from the answer's own rates: its slow and fast decay rates and ω0.
        let lambda = spring.decayRate, omega0 = spring.naturalFrequency
        // The rate split √(λ² − ω0²), right even for springs within rounding of critical damping.
        let discriminant = spring.overdampedRateSplit
        for omega in [omega0, lambda - discriminant, lambda + discriminant, lambda] where omega > 0 {
            let start = freeVelocity ? [Double.log(omega), (chosen[.velocity] ?? velocity)] : [Double.log(omega)]
            for v in freeVelocity ? [start[1], omega, 0] : [0] {
                var x = start
                if freeVelocity { x[1] = v }
                guard let outcome = LeastSquares.minimize({ residuals(params($0)) }, start: x) else { continue }
                if best == nil || outcome.cost < (best?.cost ?? .infinity) { best = outcome }
            }
        }
        guard var result = best.map({ (parameters: params($0.x), cost: $0.cost) }) else { return nil }
        // Snap: ζ = 1 is a square-root singularity (rounding of k splits the double rate by
        // ≈ 1e-7·ω0), so also try ω0 exactly at the answer's own rates, with the velocity,
        // which enters linearly, solved in closed form; prefer these on a tie.
        for omega in [omega0, lambda - discriminant, lambda + discriminant] where omega > 0 {
            var p = params(freeVelocity ? [Double.log(omega), 0] : [Double.log(omega)])
            for (key, value) in family.fitStart(naturalFrequency: omega, dampingRatio: 1, mass: m) { p[key] = value }
            if freeVelocity {
                guard let r0 = residuals(p) else { continue }
                var p1 = p
                p1[.velocity] = 1
                guard let r1 = residuals(p1) else { continue }
                var num = 0.0, den = 0.0
                for (a, b) in zip(r0, r1) { let d = b - a; num -= d * a; den += d * d }
                guard den > 0 else { continue }
                p[.velocity] = num / den
            }
            if let r = residuals(p) {
                let cost = LeastSquares.cost(r)
                let floor = 1e-28 * (to - from) * (to - from) * Double(r.count)   // rounding level
                if cost <= max(result.cost * 1.5, floor) { result = (p, min(cost, result.cost)) }
            }
        }
        return result
    }
}
