import SpringKit

extension TargetFitter {
    /// The fit (``fit()``) as `family` can write it: the exact answer, unless the family's own
    /// form reads a key in whole units (``SpringKit/FamilyParameter/step``: Flutter's duration,
    /// whole milliseconds) and the exact answer's value falls between two steps. Then each such
    /// key is put on the step below or above its value, the form's other keys kept (Flutter's
    /// bounce, so ζ and with it the overshoot stay), and the spring that misses the targets
    /// least is returned, with ``SpringFit/feasible`` false unless it still meets them and a
    /// note naming the exact answer's value. ``SpringFit/expressed(in:)`` then writes it.
    ///
    /// Source: the family's continuous inverse
    /// (``SpringKit/SpringFamilyParameterization/parameters(naturalFrequency:dampingRatio:mass:)``)
    /// and formula. Cost: ``fit()`` and 2ⁿ target evaluations for n stepped keys (one for Flutter).
    /// - Throws: ``FitError`` (usage) as ``fit()``.
    public func fit(in family: SpringFamily) throws(FitError) -> SpringFit {
        let exact = try fit()
        guard let form = family.forms.first else { return exact }
        let stepped = form.keys.compactMap { key in family.parameter(key)?.step.map { (key: key, step: $0) } }
        guard !stepped.isEmpty, (try? form.parameters(representing: exact.spring)) == nil else { return exact }
        let spring = exact.spring
        let values = family.parameterization.parameters(naturalFrequency: spring.naturalFrequency,
                                                        dampingRatio: spring.dampingRatio, mass: spring.mass)
            .filter { form.keys.contains($0) }
        var candidates = [values]
        for (key, step) in stepped {
            guard let value = values[key] else { return exact }
            let below = step.below(value)
            candidates = candidates.flatMap { candidate in
                [below, below + step.size].map { whole in
                    var next = candidate
                    next[key] = whole
                    return next
                }
            }
        }
        var best: (fit: SpringFit, miss: Double)?
        for candidate in candidates {
            guard let written = try? family.spring(candidate, mass: spring.mass) else { continue }
            let miss = self.miss(written)
            guard miss < best?.miss ?? .infinity else { continue }
            var fit = result(written, feasible: exact.feasible, unique: exact.unique, notes: exact.notes,
                             method: exact.method + "; \(stepped.map { $0.key.rawValue }.joined(separator: ", ")) on the nearer step")
            let moved = stepped.map { "\($0.key) \(values[$0.key] ?? .nan) → \(NumberStyle.decimal.text(candidate[$0.key] ?? .nan))" }
            fit.notes.append("\(family.rawValue) takes \(stepped.map { "\($0.key) as \($0.step.allowed) (\($0.step.reader))" }.joined(separator: "; ")): the exact answer moved \(moved.joined(separator: ", ")), the rest kept")
            best = (fit, miss)
        }
        return best?.fit ?? exact
    }
}
