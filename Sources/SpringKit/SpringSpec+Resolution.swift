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
    /// The values the spec gave, as written (the family's keys and the common ones: `mass`,
    /// `from`, `velocity`, …), or `nil` for a setup not resolved from a spec. Engines read
    /// the family's own values from them (``SpringRenderer/reading(_:options:)``: Motion's
    /// options, Svelte's frame rate and precision, anime.js's bounce form, Reanimated 3's
    /// duration), through the family's reading functions.
    public var parameters: SpringParameters?

    /// Creates a setup; the `jnw` family is always drawn by ``Solver/jnw``.
    public init(spring: Spring, motion: Motion, family: SpringFamily, label: String, renderer: Solver? = nil,
                parameters: SpringParameters? = nil) {
        self.parameters = parameters
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
        let known = family.parameters + SpringFamily.commonParameters
        if let stray = items.first(where: { item in !known.contains { $0.key == item.key } }) {
            throw SpringError(parameter: "key", value: "'\(stray.key)'",
                              allowed: "one of \(known.map({ $0.name }).joined(separator: ", ")) for \(family.rawValue)")
        }
        var parameters = SpringParameters()
        for parameter in family.parameters {
            if let value = self[parameter.key] {
                parameters[parameter.key] = value
            } else if parameter.isRequired {
                throw SpringError(parameter: "spring spec", value: "'\(description)'",
                                  allowed: "a value for \(parameter.name) (\(family.rawValue) needs \(family.parameters.filter({ $0.isRequired }).map({ $0.name }).joined(separator: ", ")))")
            }
        }
        let mass = self[.mass] ?? family.defaultMass
        let spring = try family.spring(parameters, mass: mass)
        let from = self[.from] ?? 0, to = self[.to] ?? 1
        let motion: Motion
        let implied = try family.parameterization.impliedVelocity(parameters)
        switch (self[.velocity], self[.absoluteVelocity]) {
        case (let given, let absolute) where implied != nil && (given != nil || absolute != nil):
            let key: SpringParameter = given != nil ? .velocity : .absoluteVelocity
            throw SpringError(parameter: key.rawValue, value: (given ?? absolute) ?? 0,
                              allowed: "absent for the \(family.rawValue) family, whose motion starts as its engine starts it (its velocity is implied)")
        case (.some, .some):
            throw SpringError(parameter: "spring spec", value: "'\(description)'",
                              allowed: "velocity or absoluteVelocity, not both")
        case (_, .some(let absolute)):
            motion = try Motion(from: from, to: to, absoluteVelocity: absolute)
        case (nil, nil) where implied != nil && from == to:
            // An implied velocity is in steps per second: without a step the engine starts and
            // stays at rest (Svelte's spring set to its own value does not move).
            motion = try Motion(from: from, to: to)
        case (let normalised, nil):
            motion = try Motion(from: from, to: to, initialVelocity: implied ?? normalised ?? 0)
        }
        var setup = SpringSetup(spring: spring, motion: motion, family: family, label: label ?? description, parameters: values)
        family.parameterization.complete(&setup, from: self)
        return setup
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

extension SpringSetup {
    /// The curve `solver` draws for this setup at `times`, on its own reading of the setup
    /// (``reading(by:options:)``) with `options`.
    public func curve(drawnBy solver: Solver, times: [Double], options: RendererOptions = RendererOptions()) -> RenderedCurve {
        reading(by: solver, options: options).render(times: times)
    }

    /// The metrics of the curve `solver` draws for this setup, on its own reading of the setup
    /// (``reading(by:options:)``), measured by its renderer
    /// (``SpringRenderer/metrics(of:motion:band:rest:)``). `rest` is measured and is Motion's
    /// `restDelta` and `restSpeed` too (it replaces `options.rest`).
    public func metrics(drawnBy solver: Solver, band: SettlingBand = .standard,
                        rest: RestThresholds? = nil, options: RendererOptions = RendererOptions()) throws(SpringError) -> SpringMetrics {
        let drawn = reading(by: solver, options: options.measuring(rest))
        return try drawn.renderer.metrics(of: drawn.spring, motion: drawn.motion, band: band, rest: rest)
    }
}
