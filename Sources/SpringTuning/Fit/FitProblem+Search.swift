import SpringKit

extension FitProblem {
    /// The outcome of a search: the full parameter set found and its cost Σ r̃ᵢ².
    typealias Answer = (parameters: SpringParameters, cost: Double)

    /// Scores `starts` on the ``coarse`` samples, runs Levenberg–Marquardt from the six best
    /// (on the ``subset`` when there is one, stopping early at a zero to rounding), and refines
    /// the best on all samples when a subset was used.
    ///
    /// - Parameter report: called with stages 1–3 of 4 (scored, searched, refined).
    /// - Returns: `nil` when no start could be evaluated.
    func search(_ coordinates: FitCoordinates, base: SpringParameters, starts: [SpringParameters],
                report: ((Int, Int) -> Void)? = nil) -> Answer? {
        var scored: [([Double], Double)] = []
        for start in starts {
            guard let x = coordinates.encode(start, base: base),
                  let r = residuals(coordinates.decode(x, base: base), indices: coarse) else { continue }
            scored.append((x, LeastSquares.cost(r)))
        }
        scored.sort { $0.1 < $1.1 }
        report?(1, 4)
        var best: LeastSquares.Outcome?
        let count = subset?.count ?? times.count
        for (x, _) in scored.prefix(6) {
            guard let outcome = LeastSquares.minimize({ residuals(coordinates.decode($0, base: base), indices: subset) },
                                                      start: x) else { continue }
            if best == nil || outcome.cost < (best?.cost ?? .infinity) { best = outcome }
            if outcome.cost <= 1e-28 * scale * scale * Double(count) { break }
        }
        report?(2, 4)
        if subset != nil, let start = best?.x {
            best = LeastSquares.minimize({ residuals(coordinates.decode($0, base: base), indices: nil) }, start: start)
        }
        report?(3, 4)
        guard let best else { return nil }
        return (coordinates.decode(best.x, base: base), best.cost)
    }

    /// The start grid: 28 natural frequencies log-spaced over [0.5, 3000]/window, 22 damping
    /// ratios log-spaced over [0.02, 30] and ζ = 1, and with a free velocity eight velocity
    /// ratios v0/ω0; each point in the family's parameters, keeping only the `free` ones.
    func startGrid(free: [SpringParameter], mass: Double) -> [SpringParameters] {
        let omegas = FitScan.logGrid(0.5 / window, 3000 / window, count: 28)
        let zetas = FitScan.logGrid(0.02, 30, count: 22) + [1]
        let velocityRatios: [Double] = free.contains(.velocity) ? [-2, -1, -0.5, 0, 0.5, 1, 2, 4] : [.nan]
        var starts: [SpringParameters] = []
        for omega in omegas {
            for zeta in zetas {
                for ratio in velocityRatios {
                    var p = family.fitStart(naturalFrequency: omega, dampingRatio: zeta, mass: mass)
                    if !ratio.isNaN { p[.velocity] = ratio * omega }
                    starts.append(p.filter { free.contains($0) })
                }
            }
        }
        return starts
    }
}
