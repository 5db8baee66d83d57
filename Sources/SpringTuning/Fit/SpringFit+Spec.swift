import SpringKit

extension SpringFit {
    /// A spring spec that reproduces the fitted spring and its motion exactly: the fit's family
    /// and parameters (physical: mass, stiffness, damping), `from`, `to` and the normalised
    /// `velocity` (or `absoluteVelocity` when the normalised form would not give back the
    /// same velocity to the last bit).
    ///
    /// Resolving it (``SpringKit/SpringSpec/resolved(label:)``) gives the same `Spring` and
    /// `Motion` bit for bit, so every metric agrees exactly. When the family's parameters
    /// would not (a conversion that rounds), the physical parameters are used instead.
    /// Cost: one or two spec resolutions.
    public var spec: SpringSpec {
        let motionItems = motionItems
        if family != .physical && family != .jnw {
            var items = parameters
                .filter { $0.name != .velocity && $0.name != .mass && $0.value.isFinite }
                .map { SpringSpec.Item(key: $0.name, value: $0.value) }
            if spring.mass != family.defaultMass { items.append(SpringSpec.Item(key: .mass, value: spring.mass)) }
            let candidate = SpringSpec(base: .family(family), items: items + motionItems)
            if let setup = try? candidate.resolved(), setup.spring == spring, setup.motion == motion { return candidate }
        }
        let items = [SpringSpec.Item(key: .mass, value: spring.mass), SpringSpec.Item(key: .stiffness, value: spring.stiffness),
                     SpringSpec.Item(key: .damping, value: spring.damping)]
        return SpringSpec(base: .family(.physical), items: items + motionItems)
    }

    /// ``spec`` as text that `SpringSpec.parse` reads back to the same numbers: every value in
    /// its shortest round-trip decimal form (`stiffness=200,damping=15,…`).
    public var specText: String { spec.description }

    /// `from`, `to` and the velocity: normalised when that reproduces the absolute velocity exactly.
    private var motionItems: [SpringSpec.Item] {
        var items = [SpringSpec.Item(key: .from, value: motion.from), SpringSpec.Item(key: .to, value: motion.to)]
        if let normalised = motion.initialVelocity,
           let rebuilt = try? Motion(from: motion.from, to: motion.to, initialVelocity: normalised),
           rebuilt.absoluteVelocity == motion.absoluteVelocity {
            items.append(SpringSpec.Item(key: .velocity, value: normalised))
        } else {
            items.append(SpringSpec.Item(key: .absoluteVelocity, value: motion.absoluteVelocity))
        }
        return items
    }
}
