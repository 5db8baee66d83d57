/// A spring ready to compute with: the spring, its motion, and how it was given.
public struct SpringSetup: Sendable, Hashable {
    /// The physical spring.
    public var spring: Spring
    /// The motion it performs.
    public var motion: Motion
    /// The family the spring was given in (`jnw` means JNWSpringAnimation draws it).
    public var family: SpringFamily
    /// A label for tables and legends: the preset name or the spec text.
    public var label: String
    /// The renderer this spring was tuned under, which measures and draws it unless another
    /// solver is asked for (``drawingSolver(_:)``): JNW's for the `jnw` family, a preset's
    /// tuned renderer, or `nil` for the exact solution.
    public var renderer: Solver?

    /// Creates a setup; the `jnw` family is always drawn by ``Solver/jnw``.
    public init(spring: Spring, motion: Motion, family: SpringFamily, label: String, renderer: Solver? = nil) {
        self.spring = spring
        self.motion = motion
        self.family = family
        self.label = label
        self.renderer = family == .jnw ? .jnw : renderer
    }

    /// The exact response.
    public var response: SpringResponse { SpringResponse(spring: spring, motion: motion) }
}

extension SpringSpec {
    /// The spring and motion of a family spec.
    ///
    /// Checks that every required key of the family is present, that
    /// `velocity` and `absoluteVelocity` are not both given, and that the values
    /// make a valid spring and motion.
    /// - Throws: ``SpringError``; a `preset:` spec must be expanded by SpringPresets first.
    public func resolved(label: String? = nil) throws(SpringError) -> SpringSetup {
        guard case .family(let family) = base else {
            throw SpringError(parameter: "spring spec", value: "'\(description)'",
                              allowed: "a family spec (presets are resolved by SpringPresets)")
        }
        let known = family.parameterKeys + SpringFamily.commonKeys
        if let stray = items.first(where: { item in !known.contains { $0.name == item.key } }) {
            throw SpringError(parameter: "key", value: "'\(stray.key)'",
                              allowed: "one of \(known.map(\.name).joined(separator: ", ")) for \(family.rawValue)")
        }
        var parameters: [String: Double] = [:]
        for key in family.parameterKeys {
            if let value = self[key.name] {
                parameters[key.name] = value
            } else if key.required {
                throw SpringError(parameter: "spring spec", value: "'\(description)'",
                                  allowed: "a value for \(key.name) (\(family.rawValue) needs \(family.parameterKeys.filter(\.required).map(\.name).joined(separator: ", ")))")
            }
        }
        let mass = self["mass"] ?? 1
        let spring = try family.spring(parameters, mass: mass)
        let from = self["from"] ?? 0, to = self["to"] ?? 1
        let motion: Motion
        switch (self["velocity"], self["absoluteVelocity"]) {
        case (.some, .some):
            throw SpringError(parameter: "spring spec", value: "'\(description)'",
                              allowed: "velocity or absoluteVelocity, not both")
        case (_, .some(let absolute)):
            motion = try Motion(from: from, to: to, absoluteVelocity: absolute)
        case (let normalised, nil):
            motion = try Motion(from: from, to: to, initialVelocity: normalised ?? 0)
        }
        return SpringSetup(spring: spring, motion: motion, family: family, label: label ?? description)
    }

    /// This spec's items laid over `other`'s (same keys replaced, new keys appended);
    /// the result takes `other`'s base. Used to apply `preset:NAME,to=2` overrides.
    public func overriding(_ other: SpringSpec) -> SpringSpec {
        var merged = other.items
        for item in items {
            if let index = merged.firstIndex(where: { $0.key == item.key }) {
                merged[index] = item
            } else {
                merged.append(item)
            }
        }
        return SpringSpec(base: other.base, items: merged)
    }
}
