import RealModule
import SpringKit

/// Finds the spring that meets step-response targets exactly, by analysis rather than by
/// trial (docs/fitting.md, docs/tuning.md).
///
/// - From rest, overshoot fixes ζ (ζ = −ln Mp / √(π² + ln² Mp)) and every time metric scales
///   exactly as 1/ω0 at fixed ζ, so ω0 = T(ζ, ω0 = 1) / T_target. Two time targets fix ζ
///   through their ratio, which depends on ζ alone (found by scan and bracketing: settling
///   time jumps).
/// - With an initial velocity v0 (in step/s), the dimensionless velocity v0/ω0 couples the
///   two: for each ω0 the overshoot target is solved for ζ, and the time target is then
///   bracketed over ω0.
/// - Under a ``FitConstraint`` one target fixes the one free parameter, by scan and bracket.
///
/// Roots are bisected to adjacent doubles, so a met target is met to ≈ 1e-15 relative.
/// Where the settling time jumps (an extremum exactly on the band edge), the side returned
/// is named in ``SpringFit/notes``. An infeasible target gives `feasible == false` and the
/// spring that comes closest (smallest relative target error over every spring evaluated).
public struct TargetFitter: Sendable, Hashable {
    /// The targets.
    public var targets: FitTargets
    /// The mass (> 0), fixed.
    public var mass: Double
    /// Initial velocity in units of the step per second (Core Animation's convention).
    public var velocity: Double
    /// An optional constraint leaving one parameter free.
    public var constraint: FitConstraint?

    /// Creates a fitter.
    public init(targets: FitTargets, mass: Double = 1, velocity: Double = 0, constraint: FitConstraint? = nil) {
        self.targets = targets
        self.mass = mass
        self.velocity = velocity
        self.constraint = constraint
    }

    /// Relative tolerance on a target for a bracket to count as a root.
    static let tolerance = 1e-11

    /// Solves for the spring.
    /// - Throws: ``FitError`` (usage) for invalid targets or a wrong number of them.
    public func fit() throws(FitError) -> SpringFit {
        let list = targets.list
        guard mass.isFinite, mass > 0 else { throw FitError.invalid(.mass, value: "\(mass)", reason: "must be a finite number > 0") }
        guard velocity.isFinite else { throw FitError.invalid(.velocity, value: "\(velocity)", reason: "must be finite") }
        guard targets.band > 0, targets.band < 1 else {
            throw FitError.invalid(.band, value: "\(targets.band)", reason: "must be a fraction of the step with 0 < band < 1")
        }
        for (metric, value) in list {
            if metric.isTime, !(value > 0) {
                throw FitError.invalid(metric.input, value: "\(value)", reason: "must be > 0 seconds")
            }
            if !metric.isTime, !(value >= 0) {
                throw FitError.invalid(.overshootPercent, value: "\(value)", reason: "must be ≥ 0 (percent of the step)")
            }
        }
        if let constraint {
            guard list.count == 1 else {
                throw FitError.targetCount(given: list.count, constraint: "\(constraint)")
            }
            return constrained(constraint, metric: list[0].metric, target: list[0].value)
        }
        guard list.count == 2 else {
            throw FitError.targetCount(given: list.count, constraint: nil)
        }
        if list[0].metric == .overshootPercent || list[1].metric == .overshootPercent {
            let time = list[0].metric == .overshootPercent ? list[1] : list[0]
            let overshoot = list[0].metric == .overshootPercent ? list[0].value : list[1].value
            if time.metric == .peakTime && overshoot == 0 {
                throw FitError.peakWithoutOvershoot
            }
            return velocity == 0
                ? overshootFromRest(overshoot, time: time.metric, target: time.value)
                : overshootWithVelocity(overshoot, time: time.metric, target: time.value)
        }
        return velocity == 0 ? twoTimesFromRest(list[0], list[1]) : twoTimesWithVelocity(list[0], list[1])
    }

    // MARK: Building blocks

    private var motion: Motion {
        (try? Motion(from: 0, to: 1, initialVelocity: velocity)) ?? .unitStep
    }

    /// The spring with natural frequency ω0 and damping ratio ζ at the fitter's mass.
    func spring(zeta: Double, omega: Double) -> Spring? {
        try? Spring(mass: mass, stiffness: omega * omega * mass, damping: 2 * zeta * omega * mass)
    }

    func value(_ metric: FitMetric, _ spring: Spring) -> Double? {
        metric.value(SpringResponse(spring: spring, motion: motion), band: targets.band)
    }

    /// The result for `spring`, with residuals computed from SpringKit's metrics.
    func result(_ spring: Spring, feasible: Bool, unique: Bool, notes: [String], method: String) -> SpringFit {
        let errors = targets.list.map { target in
            FitMetric.relativeError(value(target.metric, spring), target.value, percent: target.metric == .overshootPercent)
        }
        let rms = (errors.reduce(0) { $0 + $1 * $1 } / Double(max(1, errors.count))).squareRoot()
        let worst = errors.max() ?? 0
        var notes = notes
        var feasible = feasible
        if feasible && !(worst <= 1e-9) {
            feasible = false
            notes.append("the answer misses a target by \(worst) (relative): reported as not feasible")
        }
        return SpringFit(spring: spring, motion: motion, family: .physical,
                         parameters: [FitParameter(name: .mass, value: spring.mass),
                                      FitParameter(name: .stiffness, value: spring.stiffness),
                                      FitParameter(name: .damping, value: spring.damping),
                                      FitParameter(name: .velocity, value: velocity)],
                         rmsError: rms, maxError: worst, worstTime: nil, feasible: feasible, unique: unique,
                         notes: notes, method: method)
    }

    /// Combined relative error of all targets (for choosing the closest infeasible answer).
    func miss(_ spring: Spring) -> Double {
        targets.list.reduce(0) { sum, target in
            let e = FitMetric.relativeError(value(target.metric, spring), target.value, percent: target.metric == .overshootPercent)
            return sum + e * e
        }
    }

    /// Picks among exact answers: the critically damped one if present, else the least damping.
    static func choose(_ springs: [Spring]) -> (Spring, String)? {
        guard let first = springs.first else { return nil }
        if springs.count == 1 { return (first, "") }
        if let critical = springs.first(where: { $0.regime == .critical || ($0.dampingRatio - 1).magnitude <= 1e-12 }) {
            return (critical, "\(springs.count) springs meet the targets exactly; returned the critically damped one")
        }
        let least = springs.min { $0.damping < $1.damping } ?? first
        return (least, "\(springs.count) springs meet the targets exactly; returned the one with the least damping")
    }

    /// A note for a root found on the edge of a settling-time jump.
    static func jumpNote(_ crossing: FitScan.Crossing, parameter: String, unit: String = "") -> String? {
        guard crossing.isJump else { return nil }
        let side = crossing.x < crossing.otherX ? "below" : "above"
        let otherValue = crossing.otherResidual
        return "settling time jumps at \(parameter) ≈ \(crossing.x)\(unit) (an extremum touches the band edge): returned the side \(side) the jump, which meets the target by the closed-band rule; just \(side == "below" ? "above" : "below") it the residual is \(otherValue)"
    }

    // MARK: From rest: overshoot and one time

    /// ζ giving overshoot `percent` from rest; 1 for 0 %.
    ///
    /// ln Mp is ln(percent/100) while the quotient is a normal double, else ln(percent) − ln 100:
    /// the quotient loses digits below 2.2e-306 % and underflows to 0 below about 5e-322 %
    /// (5e-324 % is ζ ≈ 0.999991, a spring like any other).
    static func dampingRatio(overshootPercent percent: Double) -> Double? {
        if percent == 0 { return 1 }
        guard percent < 100 else { return nil }
        let fraction = percent / 100
        let l = fraction >= .leastNormalMagnitude ? Double.log(fraction) : Double.log(percent) - Double.log(100)
        return -l / (Double.pi * Double.pi + l * l).squareRoot()
    }

    func overshootFromRest(_ overshoot: Double, time: FitMetric, target: Double) -> SpringFit {
        guard let zeta = Self.dampingRatio(overshootPercent: overshoot) else {
            // 100 % or more is unreachable from rest: the least damped spring that settles comes closest.
            let zeta = 1e-3
            let t1 = spring(zeta: zeta, omega: 1).flatMap { value(time, $0) } ?? 1
            let closest = spring(zeta: zeta, omega: t1 / target) ?? spring(zeta: zeta, omega: 1)
            return closest.map {
                result($0, feasible: false, unique: true,
                       notes: ["overshoot \(overshoot) % is not reachable from rest (the limit is 100 % at zero damping); returned ζ = \(zeta)"],
                       method: "analytic")
            } ?? fallback()
        }
        var notes: [String] = []
        var unique = true
        if overshoot == 0 {
            unique = false
            notes.append("every ζ ≥ 1 has 0 % overshoot: many springs meet the targets exactly; returned the critically damped one")
        }
        guard let unit = spring(zeta: zeta, omega: 1), let t1 = value(time, unit), let answer = spring(zeta: zeta, omega: t1 / target) else {
            return fallback()
        }
        return result(answer, feasible: true, unique: unique, notes: notes, method: "analytic: ζ from overshoot, ω0 = T(ω0=1)/T")
    }

    // MARK: From rest: two times

    func twoTimesFromRest(_ a: (metric: FitMetric, value: Double), _ b: (metric: FitMetric, value: Double)) -> SpringFit {
        let ratio = a.value / b.value
        func residual(_ zeta: Double) -> Double? {
            guard let unit = spring(zeta: zeta, omega: 1), let ta = value(a.metric, unit), let tb = value(b.metric, unit),
                  ta > 0, tb > 0 else { return nil }
            return Double.log(ta / tb) - Double.log(ratio)
        }
        var evaluated: [(x: Double, residual: Double)] = []
        let grid = FitScan.logGrid(1e-3, 1e2, count: 1500) + [1]
        let crossings = FitScan.crossings(residual, grid: grid.sorted(), tolerance: Self.tolerance, evaluated: &evaluated)
        func scaled(_ zeta: Double) -> Spring? {
            guard let unit = spring(zeta: zeta, omega: 1), let ta = value(a.metric, unit) else { return nil }
            return spring(zeta: zeta, omega: ta / a.value)
        }
        let roots = crossings.filter { $0.isRoot }
        var notes = roots.compactMap { Self.jumpNote($0, parameter: "ζ") }
        let springs = roots.compactMap { scaled($0.x) }
        if let (chosen, rule) = Self.choose(springs) {
            if !rule.isEmpty { notes.insert(rule, at: 0) }
            return result(chosen, feasible: true, unique: springs.count == 1, notes: notes,
                          method: "ratio \(a.metric)/\(b.metric) depends on ζ alone: bracketed over ζ, then ω0 scaled")
        }
        // Infeasible: the ζ whose ratio comes closest, scaled to meet the first target.
        let best = evaluated.min { $0.residual.magnitude < $1.residual.magnitude }
        notes.append("no spring has \(a.metric)/\(b.metric) = \(ratio) from rest; returned the closest ratio, meeting \(a.metric) exactly")
        for gap in crossings where !gap.isRoot {
            notes.append("the ratio jumps over the target at ζ ≈ \(gap.x) (settling time jumps there)")
        }
        guard let best, let closest = scaled(best.x) else { return fallback() }
        return result(closest, feasible: false, unique: true, notes: notes, method: "scan over ζ")
    }

    // MARK: With velocity: overshoot and one time, coupled

    /// ζ meeting the overshoot target at ω0 (the dimensionless velocity is v0/ω0), or `nil`.
    func dampingRatio(overshoot: Double, omega: Double) -> (zeta: Double, note: String?)? {
        func over(_ zeta: Double) -> Double? { spring(zeta: zeta, omega: omega).flatMap { value(.overshootPercent, $0) } }
        if overshoot == 0 {
            // The boundary ζ* of zero overshoot (underdamped springs always overshoot, so ζ* ≥ 1).
            var lo = 1.0, hi = 1.0
            guard let atOne = over(1) else { return nil }
            if atOne == 0 { return (1, nil) }
            var found = false
            for _ in 0..<60 {
                hi *= 2
                if let o = over(hi), o == 0 { found = true; break }
                lo = hi
            }
            guard found else { return nil }
            for _ in 0..<200 {
                let mid = lo + 0.5 * (hi - lo)
                if mid == lo || mid == hi { break }
                if let o = over(mid), o == 0 { hi = mid } else { lo = mid }
            }
            return (hi, "least damping")
        }
        var evaluated: [(x: Double, residual: Double)] = []
        let crossings = FitScan.crossings({ z in over(z).map { $0 - overshoot } },
                                          grid: FitScan.logGrid(1e-4, 1e4, count: 120),
                                          tolerance: Self.tolerance * max(1, overshoot), evaluated: &evaluated)
        guard let root = crossings.first(where: { $0.isRoot }) else { return nil }
        return (root.x, nil)
    }

    func overshootWithVelocity(_ overshoot: Double, time: FitMetric, target: Double) -> SpringFit {
        func springAt(_ omega: Double) -> Spring? {
            guard let (zeta, _) = dampingRatio(overshoot: overshoot, omega: omega) else { return nil }
            return spring(zeta: zeta, omega: omega)
        }
        func residual(_ omega: Double) -> Double? {
            guard let s = springAt(omega), let t = value(time, s) else { return nil }
            return t / target - 1
        }
        var evaluated: [(x: Double, residual: Double)] = []
        let scale = 1 / target
        let grid = FitScan.logGrid(1e-3 * scale, 1e3 * scale, count: 300)
        let crossings = FitScan.crossings(residual, grid: grid, tolerance: Self.tolerance, evaluated: &evaluated)
        let roots = crossings.filter { $0.isRoot }
        var notes = roots.compactMap { Self.jumpNote($0, parameter: "ω0", unit: " rad/s") }
        let springs = roots.compactMap { springAt($0.x) }
        if overshoot == 0 {
            notes.append("every ζ past the zero-overshoot boundary has 0 % overshoot: many springs meet the targets; returned the critically damped one where it qualifies, else the least damped one")
        }
        if let (chosen, rule) = Self.choose(springs) {
            if !rule.isEmpty { notes.insert(rule, at: 0) }
            return result(chosen, feasible: true, unique: springs.count == 1 && overshoot != 0, notes: notes,
                          method: "coupled: ζ(ω0) from overshoot at v0/ω0, bracketed over ω0")
        }
        if overshoot == 0, let chosen = zeroOvershootRegion(time: time, target: target, grid: grid) {
            return result(chosen, feasible: true, unique: false,
                          notes: ["no spring on the zero-overshoot boundary meets \(time) \(target) with velocity \(velocity); every ζ past the boundary has 0 % overshoot too, and for each ω0 the smallest such ζ meeting it was found: returned the one with the smallest damping ratio"],
                          method: "zero overshoot with v0: ζ ≥ ζ*(ω0) bracketed for the time target at each ω0")
        }
        return closestWithVelocity(scale: scale, notes: notes)
    }

    /// Zero overshoot with a velocity is met by every ζ at or past the boundary ζ*(ω0), a region
    /// rather than a curve: for each ω0 of `grid`, the smallest ζ ≥ ζ*(ω0) (scanned up to 1e4·ζ*
    /// and bisected) whose `time` metric is `target` with 0 % overshoot. Returns the least damped
    /// of those springs (smallest damping ratio), or `nil` when no ω0 of the grid has one.
    ///
    /// Cost: per ω0, the boundary bisection plus a 64-point scan over ζ and the bisection of its
    /// first sign change.
    func zeroOvershootRegion(time: FitMetric, target: Double, grid: [Double]) -> Spring? {
        var best: Spring?
        for omega in grid {
            guard let (boundary, _) = dampingRatio(overshoot: 0, omega: omega) else { continue }
            func residual(_ zeta: Double) -> Double? {
                guard let s = spring(zeta: zeta, omega: omega), value(.overshootPercent, s) == 0,
                      let t = value(time, s) else { return nil }
                return t / target - 1
            }
            var evaluated: [(x: Double, residual: Double)] = []
            let crossings = FitScan.crossings(residual, grid: FitScan.logGrid(boundary, boundary * 1e4, count: 64),
                                              tolerance: Self.tolerance, evaluated: &evaluated)
            guard let root = crossings.first(where: { $0.isRoot }), let s = spring(zeta: root.x, omega: omega) else { continue }
            if best.map({ s.dampingRatio < $0.dampingRatio }) ?? true { best = s }
        }
        return best
    }

    // MARK: With velocity: two time targets, coupled

    /// The smallest ζ at which `metric` equals `target` at ω0 (v0/ω0 fixed by ω0), or `nil`.
    func dampingRatio(meeting metric: FitMetric, target: Double, omega: Double) -> Double? {
        var evaluated: [(x: Double, residual: Double)] = []
        let crossings = FitScan.crossings({ zeta in
            self.spring(zeta: zeta, omega: omega).flatMap { self.value(metric, $0) }.map { $0 / target - 1 }
        }, grid: FitScan.logGrid(1e-4, 1e4, count: 160), tolerance: Self.tolerance, evaluated: &evaluated)
        return crossings.first(where: { $0.isRoot })?.x
    }

    /// Two time targets with an initial velocity: the dimensionless velocity v0/ω0 couples ζ
    /// and ω0, so for each ω0 one target is met by ζ (the smallest ζ that meets it), and the
    /// other is bracketed over ω0. The inner target is the smooth one (peak or rise time);
    /// settling time, which jumps as ζ moves, is bracketed in the outer search.
    func twoTimesWithVelocity(_ first: (metric: FitMetric, value: Double), _ second: (metric: FitMetric, value: Double)) -> SpringFit {
        let (a, b) = first.metric == .settlingTime ? (second, first) : (first, second)
        func springAt(_ omega: Double) -> Spring? {
            dampingRatio(meeting: a.metric, target: a.value, omega: omega).flatMap { spring(zeta: $0, omega: omega) }
        }
        func residual(_ omega: Double) -> Double? {
            guard let s = springAt(omega), let t = value(b.metric, s) else { return nil }
            return t / b.value - 1
        }
        var evaluated: [(x: Double, residual: Double)] = []
        let scale = 1 / min(a.value, b.value)
        let grid = FitScan.logGrid(1e-3 * scale, 1e3 * scale, count: 240)
        let crossings = FitScan.crossings(residual, grid: grid, tolerance: Self.tolerance, evaluated: &evaluated)
        let roots = crossings.filter { $0.isRoot }
        var notes = roots.compactMap { Self.jumpNote($0, parameter: "ω0", unit: " rad/s") }
        let springs = roots.compactMap { springAt($0.x) }
        if let (chosen, rule) = Self.choose(springs) {
            if !rule.isEmpty { notes.insert(rule, at: 0) }
            notes.append("for each ω0, the smallest ζ meeting \(a.metric) was taken")
            return result(chosen, feasible: true, unique: springs.count == 1, notes: notes,
                          method: "coupled: ζ(ω0) from \(a.metric) at v0/ω0, \(b.metric) bracketed over ω0")
        }
        return closestWithVelocity(scale: scale, notes: notes)
    }

    /// Infeasible targets with a velocity: the closest of every spring evaluated over a
    /// (ζ, ω0) grid (ω0 around `scale`), reported with `feasible: false`.
    func closestWithVelocity(scale: Double, notes: [String]) -> SpringFit {
        var candidates: [Spring] = []
        for omega in FitScan.logGrid(1e-3 * scale, 1e3 * scale, count: 80) {
            for zeta in FitScan.logGrid(1e-3, 1e3, count: 80) {
                if let s = spring(zeta: zeta, omega: omega) { candidates.append(s) }
            }
        }
        let closest = candidates.min { miss($0) < miss($1) }
        let notes = notes + ["no spring meets both targets with velocity \(velocity); returned the closest on a (ζ, ω0) grid"]
        return closest.map { result($0, feasible: false, unique: true, notes: notes, method: "grid search") } ?? fallback()
    }

    // MARK: One target under a constraint

    func constrained(_ constraint: FitConstraint, metric: FitMetric, target: Double) -> SpringFit {
        let percent = metric == .overshootPercent
        func residual(_ p: Double) -> Double? {
            guard let s = constraint.spring(p, mass: mass), let v = value(metric, s) else { return nil }
            return percent ? (v - target) / max(target, 1) : v / target - 1
        }
        let (lo, hi) = constraint.scanRange(mass: mass)
        var evaluated: [(x: Double, residual: Double)] = []
        let crossings = FitScan.crossings(residual, grid: FitScan.logGrid(lo, hi, count: 2000),
                                          tolerance: Self.tolerance, evaluated: &evaluated)
        let roots = crossings.filter { $0.isRoot }
        let name = constraint.freeName
        var notes = roots.compactMap { Self.jumpNote($0, parameter: name) }
        let springs = roots.compactMap { constraint.spring($0.x, mass: mass) }
        if let (chosen, rule) = Self.choose(springs) {
            if !rule.isEmpty { notes.insert(rule, at: 0) }
            return result(chosen, feasible: true, unique: springs.count == 1, notes: notes,
                          method: "one free parameter (\(name)) under \(constraint): scanned and bracketed")
        }
        // Infeasible: refine the closest scanned value by golden-section search on its neighbourhood.
        guard let best = evaluated.min(by: { $0.residual.magnitude < $1.residual.magnitude }) else { return fallback() }
        var a = best.x / 1.02, b = best.x * 1.02
        func cost(_ p: Double) -> Double { residual(p).map { $0.magnitude } ?? .infinity }
        var bestX = best.x, bestCost = best.residual.magnitude
        for _ in 0..<120 {
            let m1 = a + (b - a) * 0.381966, m2 = a + (b - a) * 0.618034
            let c1 = cost(m1), c2 = cost(m2)
            if c1 < bestCost { bestX = m1; bestCost = c1 }
            if c2 < bestCost { bestX = m2; bestCost = c2 }
            if c1 <= c2 { b = m2 } else { a = m1 }
        }
        for gap in crossings where !gap.isRoot {
            notes.append("\(metric) jumps over the target at \(name) ≈ \(gap.x): no spring meets it there")
        }
        guard let closest = constraint.spring(bestX, mass: mass) else { return fallback() }
        let achieved = value(metric, closest).map { "\($0)" } ?? "none"
        notes.insert("\(metric) \(target) is not reachable under \(constraint) at mass \(mass); the closest is \(achieved) at \(name) = \(bestX)", at: 0)
        return result(closest, feasible: false, unique: true, notes: notes, method: "scan over \(name), golden-section refinement")
    }

    /// When no exact method gives a spring (a target beyond what doubles can reach, such as a
    /// settling time of 1e-300 s, whose spring would need k ≈ 1e600): the closest spring of a
    /// grid over the whole representable range, ζ log-spaced in [1e-3, 1e3] and ω0 in
    /// [1e-150, 1e150] rad/s, marked infeasible. Never a placeholder.
    ///
    /// Cost: 41 × 301 springs, each measured once per target.
    private func fallback() -> SpringFit {
        var best: (spring: Spring, miss: Double)?
        for omega in FitScan.logGrid(1e-150, 1e150, count: 301) {
            for zeta in FitScan.logGrid(1e-3, 1e3, count: 41) {
                guard let s = spring(zeta: zeta, omega: omega) else { continue }
                let m = miss(s)
                if m.isFinite, best.map({ m < $0.miss }) ?? true { best = (s, m) }
            }
        }
        let closest = best?.spring ?? Spring.unitCritical
        return result(closest, feasible: false, unique: true,
                      notes: ["no spring meets these targets within the range of doubles; returned the closest on a (ζ, ω0) grid over ζ 1e-3…1e3, ω0 1e-150…1e150 rad/s"],
                      method: "grid search over the whole range")
    }
}
