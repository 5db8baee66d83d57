import SpringKit

extension CurveFitter {
    /// The free parameters the family's engine reads in whole units
    /// (``SpringKit/FamilyParameter/step``: Flutter's duration, whole milliseconds), in
    /// ``free`` order, with their steps.
    var steppedFree: [(key: SpringParameter, step: ParameterStep)] {
        free.compactMap { key in family.parameter(key)?.step.map { (key: key, step: $0) } }
    }

    /// The most steps a settled value walks past the two around the continuous optimum while
    /// the cost keeps falling (a bound on the work, not on the answer's quality: the profile
    /// cost is lowest at the optimum, so one of the two is nearly always the answer).
    static let stepWalk = 8

    /// Puts each free parameter read in whole units on a step, so the spring reported is the
    /// one the engine draws: Flutter's duration on whole milliseconds.
    ///
    /// Method: the continuous search found the optimum between steps (the family's formula is
    /// continuous there: ``SpringKit/SpringFamily/continuousSpring(_:mass:)``). For each stepped
    /// key in turn its profile cost — the key fixed, every other free parameter not yet
    /// settled refitted by Levenberg–Marquardt from the optimum on all samples — is evaluated
    /// at the step below the optimum and the one above, then at further steps in either
    /// direction while it keeps falling (at most ``stepWalk``), and the lowest is kept. The
    /// profile's minimum is the continuous optimum, so when the profile is unimodal the best
    /// step is one of the two around it.
    ///
    /// Cost: two to a few refits (each a Levenberg–Marquardt run over all samples) per key.
    /// - Returns: `false` when no step around the optimum gives a valid spring.
    func settleOnSteps(_ outcome: inout FitOutcome, in problem: FitProblem) -> Bool {
        var settled = Set<SpringParameter>()
        for (key, step) in steppedFree {
            guard let optimum = outcome.parameters[key], let parameter = family.parameter(key) else { return false }
            settled.insert(key)
            let others = FitCoordinates(free.filter { !settled.contains($0) }, family: family)
            let start = outcome.parameters
            var profiles: [Double: FitProblem.Answer] = [:]
            func profile(_ value: Double) -> FitProblem.Answer? {
                if let known = profiles[value] { return known }
                guard parameter.range.contains(value) else { return nil }
                var base = start
                base[key] = value
                let answer: FitProblem.Answer?
                if others.names.isEmpty {
                    answer = problem.residuals(base, indices: nil).map { (base, LeastSquares.cost($0)) }
                } else if let x = others.encode(base, base: base),
                          let run = LeastSquares.minimize({ problem.residuals(others.decode($0, base: base), indices: nil) }, start: x) {
                    answer = (others.decode(run.x, base: base), run.cost)
                } else {
                    answer = nil
                }
                profiles[value] = answer
                return answer
            }
            let below = step.below(optimum)
            var best: (value: Double, answer: FitProblem.Answer)?
            for value in [below, below + step.size] {
                if let answer = profile(value), answer.cost < best?.answer.cost ?? .infinity { best = (value, answer) }
            }
            guard var chosen = best else { return false }
            for direction in [-step.size, step.size] {
                var value = chosen.value + direction
                for _ in 0..<Self.stepWalk {
                    guard let answer = profile(value), answer.cost < chosen.answer.cost else { break }
                    chosen = (value, answer)
                    value += direction
                }
            }
            outcome.parameters = chosen.answer.parameters
            let refitted = others.names.isEmpty ? "" : ", \(others.names.map { $0.rawValue }.joined(separator: " and ")) refitted at each"
            outcome.notes.append("\(key) takes \(step.allowed) (\(step.reader)): \(NumberStyle.decimal.text(chosen.value)) is the best of the whole values around the continuous optimum \(optimum)\(refitted)")
            outcome.method += "; \(key) held to \(step.allowed) (\(profiles.count) refits)"
        }
        return true
    }
}
