import SpringKit

extension SpringFit {
    /// This fit written in `family`'s own parameters: the same spring and motion, with
    /// ``family`` and ``parameters`` set to the family's keys in its documented order (its first
    /// form: Motion's `duration`/`bounce`), so the record and ``spec`` show the spring as that
    /// ecosystem writes it. `physical` (and `jnw`, whose name says JNWSpringAnimation draws it)
    /// gives the fit as it is.
    ///
    /// Source: each family's conversion (``FamilyForm/parameters(representing:)``), exact to
    /// rounding; ``spec`` falls back to the physical form when the family's values do not give
    /// back the spring bit for bit. Cost: one conversion.
    /// - Throws: ``NotRepresentable`` saying why the family cannot express the spring (POP's
    ///   range, Motion's clamps, an overdamped spring in the settling family…).
    public func expressed(in family: SpringFamily) throws(NotRepresentable) -> SpringFit {
        guard family != .physical, family != .jnw,
              let form = family.forms.first else { return self }
        let values = try form.parameters(representing: spring)
        var fit = self
        fit.family = family
        fit.parameters = form.keys.compactMap { key in values[key].map { FitParameter(name: key, value: $0) } }
        return fit
    }
}
