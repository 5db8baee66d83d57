import RealModule
import SpringKit

/// Fits a spring's exact response to a curve (samples, keyframes, or another spring as an
/// engine draws it) by least squares over dense samples (docs/fitting.md, docs/tuning.md).
///
/// Method: a global start grid over natural frequency, damping ratio and (when free)
/// velocity, evaluated on a subsample; Levenberg–Marquardt from the best few starts, each
/// parameter in the scale its family describes (``SpringKit/FamilyParameter/scale``: the
/// logarithm of positive ones, linear bounce, velocity, target and POP's and Origami's
/// parameters), run until no step lowers the cost, so an exact answer is reached to rounding
/// rather than to a loose tolerance.
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
    /// android, motion (duration-based), settling, pop, origami or flutter.
    public var family: SpringFamily
    /// The mass (fixed unless `mass` is free; the starting value otherwise).
    public var mass: Double
    /// The initial velocity in step/s (fixed unless `velocity` is free; else the starting value).
    public var velocity: Double
    /// The initial velocity in units of x per second, used instead of ``velocity`` when set
    /// and `velocity` is not free (a curve whose data gives its velocity keeps that velocity
    /// whatever the fitted target).
    public var absoluteVelocity: Double?
    /// The free parameters: the family's keys, `mass` (physical), `velocity` and `to`
    /// (``freeable``; names as users write them are read by ``freeParameters(named:family:)``).
    public var free: [SpringParameter]
    /// Values of the family's parameters that are not free (required for each fixed key).
    public var fixed: SpringParameters

    /// Families the fitter supports: every family (a fit needs only the family's formulas),
    /// listed in the order help texts name them, later families after the first nine.
    public static let families: [SpringFamily] = {
        let listed: [SpringFamily] = [.physical, .jnw, .response, .swiftui, .android, .motion, .settling, .pop, .origami]
        return listed + SpringFamily.allCases.filter { !listed.contains($0) }
    }()

    /// The parameters a family fits by default: its required keys, or when it has none (Motion,
    /// Flutter: each key has a default) the keys of its own form (duration and bounce).
    public static func defaultFree(for family: SpringFamily) -> [SpringParameter] {
        let required = family.parameters.filter { $0.isRequired }.map { $0.key }
        guard required.isEmpty, let form = family.forms.first else { return required }
        return form.keys.filter { key in family.parameters.contains { $0.key == key } }
    }

    /// Creates a fitter; `free` defaults to the family's two parameters.
    public init(samples: FitSamples, from: Double, to: Double, family: SpringFamily = .physical, mass: Double = 1,
                velocity: Double = 0, free: [SpringParameter]? = nil, fixed: SpringParameters = [:]) {
        self.samples = samples
        self.from = from
        self.to = to
        self.family = family
        self.mass = mass
        self.velocity = velocity
        self.free = free ?? Self.defaultFree(for: family)
        self.fixed = fixed
    }

    /// The parameters `free` may hold for this family (``freeable(in:)``).
    public var freeable: [SpringParameter] { Self.freeable(in: family) }

    /// The parameters a fit in `family` may free: its parameters, the mass when the family's
    /// parameters are the spring itself (physical, jnw: with the others the mass does not
    /// change the motion), the velocity and the target.
    public static func freeable(in family: SpringFamily) -> [SpringParameter] {
        family.parameters.map { $0.key } + (family.keepsMotionAcrossMass ? [] : [.mass]) + [.velocity, .to]
    }

    /// The free parameters named `names` (canonical spellings, as ``SpringKit/SpringParameter``'s
    /// raw values: `stiffness`, not `k`), in order, for a fit in `family`.
    ///
    /// Every name is checked, so none is dropped: one that is not a parameter (`bogus`) or
    /// not among ``freeable(in:)`` for the family (`duration` for physical) is refused. An
    /// empty list and a name given twice are left for ``validate()`` to refuse.
    /// - Throws: ``FitError/invalid(_:value:reason:)`` for ``FitInput/freeParameter``,
    ///   naming the first such name and the parameters allowed.
    /// - Cost: O(names × freeable).
    public static func freeParameters(named names: [String], family: SpringFamily) throws(FitError) -> [SpringParameter] {
        let allowed = freeable(in: family)
        var parameters: [SpringParameter] = []
        for name in names {
            guard let parameter = allowed.first(where: { $0.rawValue == name }) else {
                throw notFreeable(name, family: family)
            }
            parameters.append(parameter)
        }
        return parameters
    }

    /// The error for a free parameter `name` that a fit in `family` cannot free.
    static func notFreeable(_ name: String, family: SpringFamily) -> FitError {
        FitError.invalid(.freeParameter, value: "'\(name)'",
                         reason: "must be among \(freeable(in: family).map { $0.rawValue }.joined(separator: ", ")) for \(family.rawValue)")
    }

    /// Checks the fitter's settings (family, free and fixed parameters, mass), not the curve.
    /// - Throws: ``FitError`` (usage) for an unsupported family, an unknown or duplicate free
    ///   parameter, a missing fixed value, a fixed value between the steps its engine reads
    ///   (``SpringKit/FamilyParameter/step``: Flutter's duration in whole milliseconds) or a bad mass.
    public func validate() throws(FitError) {
        guard Self.families.contains(family) else {
            throw FitError.invalid(.family, value: "\(family.rawValue) for a curve fit", reason: "must be one of \(Self.families.map { $0.rawValue }.joined(separator: ", "))")
        }
        guard !free.isEmpty else { throw FitError.invalid(.free, value: nil, reason: "name at least one parameter") }
        for parameter in free where !freeable.contains(parameter) {
            throw Self.notFreeable(parameter.rawValue, family: family)
        }
        guard Set(free).count == free.count else { throw FitError.invalid(.free, value: nil, reason: "a parameter is named twice") }
        for key in family.parameters where key.isRequired && !free.contains(key.key) && fixed[key.key] == nil {
            throw FitError.missingFixedValue(parameter: key.key)
        }
        for parameter in family.parameters where !free.contains(parameter.key) {
            if let step = parameter.step, let value = fixed[parameter.key], !step.contains(value) {
                let error = step.error(parameter: parameter.name, value: value)
                throw FitError.invalid(.fixedValue, value: "\(error.parameter) \(error.value)", reason: "must be \(error.allowed)")
            }
        }
        if let error = family.parameterization.combinationError(of: Set(free).union(fixed.keys)) {
            throw FitError.invalid(.free, value: nil, reason: "\(error.parameter) \(error.value) must be \(error.allowed)")
        }
        if family == .motion {
            let durations = [SpringParameter.duration, .visualDuration].filter { free.contains($0) || fixed[$0] != nil }
            guard durations.count == 1 else {
                throw FitError.invalid(.free, value: nil, reason: "a motion fit needs exactly one of duration and visualDuration, free or fixed (got \(durations.count))")
            }
        }
        guard mass.isFinite, mass > 0 else { throw FitError.invalid(.mass, value: "\(mass)", reason: "must be a finite number > 0") }
        if let absoluteVelocity, !absoluteVelocity.isFinite {
            throw FitError.invalid(.absoluteVelocity, value: "\(absoluteVelocity)", reason: "must be finite")
        }
    }

    /// A problem with the curve: a data error naming the file when the samples came from one.
    func curveError(_ message: String) -> FitError {
        samples.path.map { FitError.badData(location: $0, reason: message) } ?? FitError.invalid(.curve, value: nil, reason: message)
    }

    /// Fits, minimising Σ wᵢ·rᵢ² over the samples (their ``FitSamples/weights``, equal when
    /// `nil`); ``SpringFit/rmsError`` is √(Σ wᵢ·rᵢ² / Σ wᵢ), the time RMS for keyframe curves.
    ///
    /// Steps: check the settings and the curve (``validate()``, ``checkCurve()``); search from
    /// a start grid (``FitProblem/search(_:base:starts:report:)``), continuous between the
    /// steps of a key its engine reads in whole units; if the answer is not an isolated
    /// minimum, apply the uniqueness rules (``resolveDegeneracy(_:in:coordinates:)``); put such
    /// a key on the best step around the answer, the others refitted (``settleOnSteps(_:in:)``:
    /// Flutter's duration on whole milliseconds); report the shortest decimals that fit as well
    /// (``shortestDecimals(_:in:)``); measure the residuals (``result(_:in:unique:notes:method:)``).
    ///
    /// Cost: a start grid of about 650 points on ≤ 200 samples, then Levenberg–Marquardt
    /// from the six best starts; with more than 20,000 samples the runs use 20,000 of them,
    /// evenly spread, and the best answer is then refined on all.
    /// - Parameter progress: called with the stage reached and the number of stages (4).
    /// - Throws: ``FitError`` (usage) for bad settings (see ``validate()``) or a curve without
    ///   a step; problems with the curve are data errors when ``FitSamples/path`` is set.
    public func fit(progress: ((_ stage: Int, _ stages: Int) -> Void)? = nil) throws(FitError) -> SpringFit {
        try validate()
        try checkCurve()
        var base = fixed
        base[.mass] = mass
        base[.velocity] = velocity
        base[.to] = to
        let problem = FitProblem(family: family, from: from, base: base,
                                 fixedAbsoluteVelocity: free.contains(.velocity) ? nil : absoluteVelocity,
                                 samples: samples)
        let coordinates = FitCoordinates(free, family: family)
        let starts = problem.startGrid(free: free, mass: mass)
        guard let answer = problem.search(coordinates, base: base, starts: starts, report: progress) else {
            throw curveError("no spring of the \(family.rawValue) family could be evaluated on this curve")
        }
        var outcome = FitOutcome(parameters: answer.parameters, unique: true, notes: [],
                                 method: "least squares: start grid (\(starts.count) points), Levenberg–Marquardt on log-parameters")
        resolveDegeneracy(&outcome, cost: answer.cost, in: problem, coordinates: coordinates)
        guard settleOnSteps(&outcome, in: problem) else {
            throw curveError("no spring of the \(family.rawValue) family with \(steppedFree.map { "\($0.key) \($0.step.allowed)" }.joined(separator: " and ")) could be evaluated on this curve")
        }
        outcome.parameters = shortestDecimals(outcome.parameters, in: problem)
        guard let fit = result(outcome, in: problem) else { throw curveError("the fitted spring is not valid") }
        progress?(4, 4)
        return fit
    }

    /// Checks the curve: it moves, its values are in range, `from` and `to` make a step, its
    /// times span a finite interval and its weights a positive total.
    /// - Throws: ``FitError`` (data when the samples came from a file).
    func checkCurve() throws(FitError) {
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
    }

    /// The fit of `outcome`: its spring and motion, the weighted RMS and the largest plain
    /// residual with its time, the family's parameters and notes on a fitted target and an
    /// exact reproduction. `nil` when the parameters make no valid spring.
    func result(_ outcome: FitOutcome, in problem: FitProblem) -> SpringFit? {
        let chosen = outcome.parameters
        guard let (spring, motion) = problem.setup(chosen), let r = problem.residuals(chosen, indices: nil) else {
            return nil
        }
        // The RMS of the scaled residuals is the weighted RMS; the largest error is of the plain ones.
        let rms = FitProblem.rootMeanSquare(r)
        var worst = 0.0, worstIndex = 0
        let fitted = SpringResponse(spring: spring, motion: motion)
        for i in problem.times.indices {
            let value = (fitted.position(at: problem.times[i]) - problem.values[i]).magnitude
            if value > worst { worst = value; worstIndex = i }
        }
        var parameters = family.parameters.map { FitParameter(name: $0.key, value: chosen[$0.key] ?? .nan) }
        if !family.keepsMotionAcrossMass { parameters.insert(FitParameter(name: .mass, value: spring.mass), at: 0) }
        parameters.append(FitParameter(name: .velocity, value: motion.initialVelocity ?? 0))
        var notes = outcome.notes
        if free.contains(.to) { notes.append("the target \(motion.to) was fitted") }
        if worst <= 1e-9 * problem.scale { notes.append("the curve is reproduced exactly (max residual \(worst))") }
        return SpringFit(spring: spring, motion: motion, family: family == .jnw ? .physical : family, parameters: parameters,
                         rmsError: rms, maxError: worst, worstTime: samples.times[worstIndex], feasible: true,
                         unique: outcome.unique, notes: notes, method: outcome.method)
    }
}
