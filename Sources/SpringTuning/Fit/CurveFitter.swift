import RealModule

/// Fits a spring's exact response to a curve (samples, keyframes, or another spring as an
/// engine draws it) by least squares over dense samples (docs/fitting.md, docs/tuning.md).
///
/// Method: a global start grid over natural frequency, damping ratio and (when free)
/// velocity, evaluated on a subsample; Levenberg–Marquardt on log-parameters (bounce and
/// velocity linear) from the best few starts, run until no step lowers the cost, so an
/// exact answer is reached to rounding rather than to a loose tolerance.
///
/// Uniqueness: when the Jacobian at the answer is rank-deficient, many parameter sets fit
/// equally well. Then the critically damped one is returned if it fits as well (a refit with
/// ζ = 1), else, with mass free, the given mass is kept (only k/m and c/m are determined);
/// ``SpringFit/unique`` is `false` and a note says which rule applied.
public struct CurveFitter: Sendable, Hashable {
    /// The curve, sampled; time 0 of the spring is the first sample's time.
    public var samples: FitSamples
    /// The motion's start value.
    public var from: Double
    /// The motion's target value (fixed unless `to` is free; the starting value otherwise).
    public var to: Double
    /// The family whose parameters are fitted: physical, jnw (as physical), response, swiftui,
    /// android, motion (duration-based), settling, pop or origami.
    public var family: SpringFamily
    /// The mass (fixed unless `mass` is free; the starting value otherwise).
    public var mass: Double
    /// The initial velocity in step/s (fixed unless `velocity` is free; else the starting value).
    public var velocity: Double
    /// The initial velocity in units of x per second, used instead of ``velocity`` when set
    /// and `velocity` is not free (a curve whose data gives its velocity keeps that velocity
    /// whatever the fitted target).
    public var absoluteVelocity: Double?
    /// The free parameters: the family's keys, `mass` (physical), `velocity` and `to`.
    public var free: [String]
    /// Values of the family's parameters that are not free (required for each fixed key).
    public var fixed: [String: Double]

    /// Families the fitter supports.
    public static let families: [SpringFamily] = [.physical, .jnw, .response, .swiftui, .android,
                                                  .motion, .settling, .pop, .origami]

    /// The parameters a family fits by default: its required keys (Motion: duration and bounce).
    public static func defaultFree(for family: SpringFamily) -> [String] {
        family == .motion ? ["duration", "bounce"] : family.parameterKeys.filter(\.required).map(\.name)
    }

    /// Creates a fitter; `free` defaults to the family's two parameters.
    public init(samples: FitSamples, from: Double, to: Double, family: SpringFamily = .physical, mass: Double = 1,
                velocity: Double = 0, free: [String]? = nil, fixed: [String: Double] = [:]) {
        self.samples = samples
        self.from = from
        self.to = to
        self.family = family
        self.mass = mass
        self.velocity = velocity
        self.free = free ?? Self.defaultFree(for: family)
        self.fixed = fixed
    }

    /// The names `free` may hold for this family.
    public var freeable: [String] {
        family.parameterKeys.map(\.name) + (family == .physical || family == .jnw ? ["mass"] : []) + ["velocity", "to"]
    }

    /// The family's parameters for natural frequency ω0 and damping ratio ζ at mass m.
    static func parameters(_ family: SpringFamily, omega: Double, zeta: Double, mass: Double) -> [String: Double] {
        switch family {
        case .response: return ["response": 2 * .pi / omega, "dampingRatio": zeta]
        case .swiftui: return ["duration": 2 * .pi / omega, "bounce": zeta <= 1 ? 1 - zeta : 1 / zeta - 1]
        case .android: return ["stiffness": omega * omega, "dampingRatio": zeta]
        case .physical, .jnw: return ["stiffness": omega * omega * mass, "damping": 2 * zeta * omega * mass]
        case .motion, .settling, .pop, .origami:
            // Through the family's exact inverse; a spring the family cannot express is no start.
            guard let spring = try? Spring(mass: mass, stiffness: omega * omega * mass, damping: 2 * zeta * omega * mass) else { return [:] }
            let conversions = SpringConversions(spring)
            var out: [String: Double] = [:]
            if let p = conversions.motion { out["duration"] = p.duration; out["bounce"] = p.bounce }
            if let p = conversions.motionVisual, family == .motion { out["visualDuration"] = p.visualDuration; out["bounce"] = p.bounce }
            if family == .settling, let p = conversions.settling { return ["settlingDuration": p.settlingDuration, "dampingRatio": p.dampingRatio] }
            if family == .pop, let p = conversions.pop { return ["bounciness": p.bounciness, "speed": p.speed] }
            if family == .origami, let p = conversions.origami { return ["tension": p.tension, "friction": p.friction] }
            return family == .motion ? out : [:]
        }
    }

    /// Whether a parameter is fitted in log space (positive) or linearly (those that may be 0
    /// or negative: bounce, velocity, POP's bounciness and speed, Origami's tension and friction).
    static func isLog(_ name: String) -> Bool {
        !["bounce", "velocity", "to", "bounciness", "speed", "tension", "friction"].contains(name)
    }

    /// Checks the fitter's settings (family, free and fixed parameters, mass), not the curve.
    /// - Throws: ``FitError`` (usage) for an unsupported family, an unknown or duplicate free
    ///   parameter, a missing fixed value or a bad mass.
    public func validate() throws(FitError) {
        guard Self.families.contains(family) else {
            throw FitError.usage("invalid --family \(family.rawValue) for a curve fit: must be one of \(Self.families.map(\.rawValue).joined(separator: ", "))")
        }
        guard !free.isEmpty else { throw FitError.usage("invalid --free: name at least one parameter") }
        for name in free where !freeable.contains(name) {
            throw FitError.usage("invalid --free parameter '\(name)': must be among \(freeable.joined(separator: ", ")) for \(family.rawValue)")
        }
        guard Set(free).count == free.count else { throw FitError.usage("invalid --free: a parameter is named twice") }
        for key in family.parameterKeys where key.required && !free.contains(key.name) && fixed[key.name] == nil {
            throw FitError.usage("--free leaves \(key.name) fixed: give its value (e.g. --\(key.name) NUMBER)")
        }
        if family == .motion {
            let durations = ["duration", "visualDuration"].filter { free.contains($0) || fixed[$0] != nil }
            guard durations.count == 1 else {
                throw FitError.usage("a motion fit needs exactly one of duration and visualDuration, free or fixed (got \(durations.count))")
            }
        }
        guard mass.isFinite, mass > 0 else { throw FitError.usage("invalid --mass \(mass): must be a finite number > 0") }
        if let absoluteVelocity, !absoluteVelocity.isFinite {
            throw FitError.usage("invalid absolute velocity \(absoluteVelocity): must be finite")
        }
    }

    /// A problem with the curve: a data error naming the file when the samples came from one.
    private func curveError(_ message: String) -> FitError {
        samples.path.map { FitError.data("\($0): \(message)") } ?? FitError.usage("invalid curve: \(message)")
    }

    /// Fits, minimising Σ wᵢ·rᵢ² over the samples (their ``FitSamples/weights``, equal when
    /// `nil`); ``SpringFit/rmsError`` is √(Σ wᵢ·rᵢ² / Σ wᵢ), the time RMS for keyframe curves.
    ///
    /// Cost: a start grid of about 650 points on ≤ 200 samples, then Levenberg–Marquardt
    /// from the six best starts; with more than 20,000 samples the runs use 20,000 of them,
    /// evenly spread, and the best answer is then refined on all.
    /// - Parameter progress: called with the stage reached and the number of stages (4).
    /// - Throws: ``FitError`` (usage) for bad settings (see ``validate()``) or a curve without
    ///   a step; problems with the curve are data errors when ``FitSamples/path`` is set.
    public func fit(progress: ((_ stage: Int, _ stages: Int) -> Void)? = nil) throws(FitError) -> SpringFit {
        try validate()
        if let first = samples.values.first, samples.values.allSatisfy({ $0 == first }) {
            throw curveError("the values are constant (x = \(first) throughout): a fit needs a curve that moves")
        }
        for value in samples.values where !(value.magnitude <= FitSamples.valueLimit) {
            throw curveError("value \(value) is out of range: values must lie within ±\(FitSamples.valueLimit)")
        }
        guard from.isFinite, to.isFinite, from != to, (to - from).isFinite else {
            throw curveError("from \(from) equals to \(to) (a fit needs a step)")
        }
        guard let firstTime = samples.times.first, let lastTime = samples.times.last, (lastTime - firstTime).isFinite,
              lastTime - firstTime > 0 else {
            throw curveError("the times span no finite interval")
        }
        if let weights = samples.weights {
            let total = weights.reduce(0, +)
            guard total.isFinite, total > 0 else { throw curveError("the samples' weights do not add up to a finite time > 0") }
        }

        let t0 = samples.times[0]
        let times = samples.times.map { $0 - t0 }
        let values = samples.values
        let stride = max(1, times.count / 200)
        let coarse = Swift.stride(from: 0, to: times.count, by: stride).map { $0 }
        // Many samples: the runs use an evenly spread subset, the answer is refined on all.
        let subsetLimit = 20_000
        let subset: [Int]? = times.count > subsetLimit
            ? (0..<subsetLimit).map { Int((Double($0) * Double(times.count - 1) / Double(subsetLimit - 1)).rounded()) }
            : nil
        // Each residual is scaled by √(wᵢ·N/Σw), so Σ r̃ᵢ²/N is the weighted mean square
        // (equal weights: the factor is 1 and the residuals are the plain ones).
        let factors: [Double]? = samples.weights.map { weights in
            let totalWeight = weights.reduce(0, +)
            return weights.map { ($0 * Double(weights.count) / totalWeight).squareRoot() }
        }
        let window = max(times.last ?? 1, 1e-6)
        let scale = (to - from).magnitude

        // The model at a full parameter set.
        let fixedAbsoluteVelocity = free.contains("velocity") ? nil : absoluteVelocity
        func setup(_ params: [String: Double]) -> (Spring, Motion)? {
            let m = params["mass"] ?? mass
            let target = params["to"] ?? to
            guard target != from, let spring = try? family.spring(params, mass: m) else { return nil }
            let motion = fixedAbsoluteVelocity.map { try? Motion(from: from, to: target, absoluteVelocity: $0) }
                ?? (try? Motion(from: from, to: target, initialVelocity: params["velocity"] ?? velocity))
            guard let motion else { return nil }
            return (spring, motion)
        }
        func full(_ x: [Double], names: [String], base: [String: Double]) -> [String: Double] {
            var params = base
            for (name, value) in zip(names, x) { params[name] = Self.isLog(name) ? Double.exp(value) : value }
            return params
        }
        func residuals(_ params: [String: Double], indices: [Int]?) -> [Double]? {
            guard let (spring, motion) = setup(params) else { return nil }
            let response = SpringResponse(spring: spring, motion: motion)
            var out: [Double] = []
            if let indices {
                out.reserveCapacity(indices.count)
                for i in indices { out.append((response.position(at: times[i]) - values[i]) * (factors?[i] ?? 1)) }
            } else {
                out.reserveCapacity(times.count)
                for i in times.indices { out.append((response.position(at: times[i]) - values[i]) * (factors?[i] ?? 1)) }
            }
            return out.allSatisfy(\.isFinite) ? out : nil
        }
        var base = fixed
        base["mass"] = mass
        base["velocity"] = velocity
        base["to"] = to

        // Global start grid.
        func run(names: [String], base: [String: Double], starts: [[String: Double]],
                 report: ((Int, Int) -> Void)? = nil) -> (params: [String: Double], cost: Double)? {
            func encode(_ p: [String: Double]) -> [Double]? {
                var x: [Double] = []
                for name in names {
                    guard let v = p[name] ?? base[name] else { return nil }
                    if Self.isLog(name) { guard v > 0 else { return nil }; x.append(Double.log(v)) } else { x.append(v) }
                }
                return x
            }
            var scored: [([Double], Double)] = []
            for start in starts {
                guard let x = encode(start), let r = residuals(full(x, names: names, base: base), indices: coarse) else { continue }
                scored.append((x, LeastSquares.cost(r)))
            }
            scored.sort { $0.1 < $1.1 }
            report?(1, 4)
            var best: LeastSquares.Outcome?
            let count = subset?.count ?? times.count
            for (x, _) in scored.prefix(6) {
                guard let outcome = LeastSquares.minimize({ residuals(full($0, names: names, base: base), indices: subset) }, start: x) else { continue }
                if best == nil || outcome.cost < (best?.cost ?? .infinity) { best = outcome }
                if outcome.cost <= 1e-28 * scale * scale * Double(count) { break }
            }
            report?(2, 4)
            if subset != nil, let start = best?.x {
                best = LeastSquares.minimize({ residuals(full($0, names: names, base: base), indices: nil) }, start: start)
            }
            report?(3, 4)
            guard let best else { return nil }
            return (full(best.x, names: names, base: base), best.cost)
        }

        let omegas = FitScan.logGrid(0.5 / window, 3000 / window, count: 28)
        let zetas = FitScan.logGrid(0.02, 30, count: 22) + [1]
        let velocityRatios: [Double] = free.contains("velocity") ? [-2, -1, -0.5, 0, 0.5, 1, 2, 4] : [.nan]
        var starts: [[String: Double]] = []
        for omega in omegas {
            for zeta in zetas {
                for ratio in velocityRatios {
                    var p = Self.parameters(family, omega: omega, zeta: zeta, mass: mass)
                    if !ratio.isNaN { p["velocity"] = ratio * omega }
                    starts.append(p.filter { free.contains($0.key) })
                }
            }
        }
        guard let answer = run(names: free, base: base, starts: starts, report: progress) else {
            throw curveError("no spring of the \(family.rawValue) family could be evaluated on this curve")
        }

        var chosen = answer.params
        var notes: [String] = []
        var unique = true
        var method = "least squares: start grid (\(starts.count) points), Levenberg–Marquardt on log-parameters"
        let exactCost = 1e-18 * scale * scale * Double(times.count)

        // Uniqueness: is the answer an isolated minimum?
        let names = free
        func encodeFree(_ p: [String: Double]) -> [Double] {
            names.map { name in let v = p[name] ?? 0; return Self.isLog(name) ? Double.log(v) : v }
        }
        if names.count > 1, let j = LeastSquares.jacobian({ residuals(full($0, names: names, base: base), indices: nil) },
                                                          at: encodeFree(chosen)) {
            var a = Array(repeating: Array(repeating: 0.0, count: names.count), count: names.count)
            for p in names.indices { for q in names.indices { a[p][q] = zip(j[p], j[q]).reduce(0) { $0 + $1.0 * $1.1 } } }
            let eigen = LeastSquares.symmetricEigenvalues(a)
            let largest = eigen.max() ?? 0, smallest = eigen.min() ?? 0
            if largest > 0, smallest <= 1e-12 * largest {
                unique = false
                // Critically damped refit: ω0 (and the other free values) with ζ = 1.
                if let critical = criticalRefit(base: base, around: chosen, residuals: { residuals($0, indices: nil) }),
                   critical.cost <= max(answer.cost * (1 + 1e-6), exactCost) {
                    chosen = critical.params
                    notes.append("many springs fit this curve equally well; returned the critically damped one")
                    method += "; refit at ζ = 1"
                } else if free.contains("mass") {
                    let reduced = free.filter { $0 != "mass" }
                    var fixedBase = base
                    fixedBase["mass"] = mass
                    let scaled = chosen["mass"].map { m -> [String: Double] in
                        var p = chosen
                        for key in ["stiffness", "damping"] { p[key] = (p[key] ?? 0) * mass / m }
                        return p
                    } ?? chosen
                    if let refit = run(names: reduced, base: fixedBase, starts: [scaled.filter { reduced.contains($0.key) }]) {
                        chosen = refit.params
                        chosen["mass"] = mass
                    }
                    notes.append("the curve fixes only stiffness/mass and damping/mass: many springs fit equally well; kept mass \(mass)")
                } else {
                    notes.append("the fit is not unique (the residual has a flat valley at the answer); returned the optimiser's point")
                }
            }
        }

        // Report the shortest decimals that fit as well: an exact answer found to rounding
        // (k = 49.000000000000135) is reported as what it is (k = 49). Accepted only when the
        // RMS residual (the objective) grows by at most 1e-9 relative, or stays within 1e-13
        // of the scale, so a least-squares answer keeps all the digits it needs.
        func rootMeanSquare(_ r: [Double]) -> Double {
            (r.reduce(0) { $0 + $1 * $1 } / Double(max(r.count, 1))).squareRoot()
        }
        if let current = residuals(chosen, indices: nil) {
            let tolerance = max(rootMeanSquare(current) * (1 + 1e-9), 1e-13 * scale)
            for digits in 1...15 {
                var snapped = chosen
                for name in free { snapped[name] = chosen[name].map { Self.rounded($0, significantDigits: digits) } }
                if let r = residuals(snapped, indices: nil), rootMeanSquare(r) <= tolerance {
                    chosen = snapped
                    break
                }
            }
        }

        guard let (spring, motion) = setup(chosen), let r = residuals(chosen, indices: nil) else {
            throw curveError("the fitted spring is not valid")
        }
        progress?(4, 4)
        // The RMS of the scaled residuals is the weighted RMS; the largest error is of the plain ones.
        let rms = rootMeanSquare(r)
        var worst = 0.0, worstIndex = 0
        let fitted = SpringResponse(spring: spring, motion: motion)
        for i in times.indices {
            let value = (fitted.position(at: times[i]) - values[i]).magnitude
            if value > worst { worst = value; worstIndex = i }
        }
        var parameters = family.parameterKeys.map { FitParameter(name: $0.name, value: chosen[$0.name] ?? .nan) }
        if family == .physical || family == .jnw { parameters.insert(FitParameter(name: "mass", value: spring.mass), at: 0) }
        parameters.append(FitParameter(name: "velocity", value: motion.initialVelocity ?? 0))
        if free.contains("to") { notes.append("the target \(motion.to) was fitted") }
        if worst <= 1e-9 * scale { notes.append("the curve is reproduced exactly (max residual \(worst))") }
        return SpringFit(spring: spring, motion: motion, family: family == .jnw ? .physical : family, parameters: parameters,
                         rmsError: rms, maxError: worst, worstTime: samples.times[worstIndex], feasible: true, unique: unique,
                         notes: notes, method: method)
    }

    /// `value` rounded to `digits` significant decimal digits (the nearest double to that decimal).
    static func rounded(_ value: Double, significantDigits digits: Int) -> Double {
        guard value != 0, value.isFinite else { return value }
        let exponent = Int(Double.log10(value.magnitude).rounded(.down)) - (digits - 1)
        // Scale by an exact power of ten in the direction that keeps the integer exact.
        if exponent >= 0 {
            let scale = Double.pow(10, Double(exponent))
            return (value / scale).rounded() * scale
        }
        let scale = Double.pow(10, Double(-exponent))
        let result = (value * scale).rounded() / scale
        return result.isFinite ? result : value
    }

    /// Refits with ζ = 1 (the critically damped member of a degenerate family of answers):
    /// ω0 always free, velocity and mass as in ``free``.
    private func criticalRefit(base: [String: Double], around chosen: [String: Double],
                               residuals: ([String: Double]) -> [Double]?) -> (params: [String: Double], cost: Double)? {
        let freeVelocity = free.contains("velocity")
        let m = chosen["mass"] ?? mass
        func params(_ x: [Double]) -> [String: Double] {
            var p = base
            p["mass"] = m
            if let target = chosen["to"] { p["to"] = target }   // a fitted target is kept
            for (key, value) in Self.parameters(family, omega: Double.exp(x[0]), zeta: 1, mass: m) { p[key] = value }
            if freeVelocity { p["velocity"] = x[1] }
            return p
        }
        guard let (spring, _) = (try? family.spring(chosen, mass: m)).map({ ($0, 0) }) else { return nil }
        var best: LeastSquares.Outcome?
        // Start from the answer's own rates: its slow and fast decay rates and ω0.
        let lambda = spring.decayRate, omega0 = spring.naturalFrequency
        // The rate split √(λ² − ω0²) from 4km − c² formed with error-free products, so it is
        // right even for springs within rounding of critical damping.
        let fourK = 4 * spring.stiffness, km = fourK * spring.mass, cc = spring.damping * spring.damping
        let exactDiscriminant = (km - cc) + ((-km).addingProduct(fourK, spring.mass) - (-cc).addingProduct(spring.damping, spring.damping))
        let discriminant = exactDiscriminant < 0 ? (-exactDiscriminant).squareRoot() / (2 * spring.mass) : 0
        for omega in [omega0, lambda - discriminant, lambda + discriminant, lambda] where omega > 0 {
            let start = freeVelocity ? [Double.log(omega), (chosen["velocity"] ?? velocity)] : [Double.log(omega)]
            for v in freeVelocity ? [start[1], omega, 0] : [0] {
                var x = start
                if freeVelocity { x[1] = v }
                guard let outcome = LeastSquares.minimize({ residuals(params($0)) }, start: x) else { continue }
                if best == nil || outcome.cost < (best?.cost ?? .infinity) { best = outcome }
            }
        }
        guard var result = best.map({ (params: params($0.x), cost: $0.cost) }) else { return nil }
        // Snap: ζ = 1 is a square-root singularity (rounding of k splits the double rate by
        // ≈ 1e-7·ω0), so also try ω0 exactly at the answer's own rates, with the velocity,
        // which enters linearly, solved in closed form; prefer these on a tie.
        for omega in [omega0, lambda - discriminant, lambda + discriminant] where omega > 0 {
            var p = params(freeVelocity ? [Double.log(omega), 0] : [Double.log(omega)])
            for (key, value) in Self.parameters(family, omega: omega, zeta: 1, mass: m) { p[key] = value }
            if freeVelocity {
                guard let r0 = residuals(p) else { continue }
                var p1 = p
                p1["velocity"] = 1
                guard let r1 = residuals(p1) else { continue }
                var num = 0.0, den = 0.0
                for (a, b) in zip(r0, r1) { let d = b - a; num -= d * a; den += d * d }
                guard den > 0 else { continue }
                p["velocity"] = num / den
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
