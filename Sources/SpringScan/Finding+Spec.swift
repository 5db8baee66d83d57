import SpringKit

extension Finding {
    /// The form of its family the call writes: the one whose keys are the family keys the call
    /// gives (``roles``; the mass aside, a form's optional keys allowed), the fewest keys first
    /// (SwiftUI `.spring(response:dampingFraction:)` writes the `response` family's
    /// response/damping-ratio form, Motion's `visualDuration`/`bounce` its visual form); `nil`
    /// when no family reads the call or no one form writes exactly those keys.
    ///
    /// `springtune edit` rewrites the call in this form, and the studio loads the spring in it.
    /// Cost: O(forms × keys).
    public var writtenForm: (any SpringParameterization.Type)? {
        guard let family, let roles else { return nil }
        let written = Set(roles.keys.keys).subtracting([.mass])
        let forms = family.parameterization.forms.filter { Set($0.keys + $0.optionalKeys).isSuperset(of: written) }
        guard let form = forms.min(by: { $0.keys.count < $1.keys.count }),
              Set(form.keys).subtracting([.mass]) == written.subtracting(form.optionalKeys) else { return nil }
        return form
    }

    /// The spring as a spec in its family and the form the call writes (``writtenForm``), with
    /// the numbers as written (`response:response=0.5,dampingRatio=0.8`), its mass and velocity;
    /// when those numbers do not give the spring found to 10⁻⁹ (a value read in other units),
    /// the form's values computed from the spring (``SpringParameterization/init(representing:)``);
    /// failing that, the physical spec (`mass`, `stiffness`, `damping`). `nil` without a spring.
    ///
    /// Every spec returned resolves (``SpringSpec/resolved(label:)``) to the spring found, its
    /// stiffness, damping and mass within 10⁻⁹ relative, and its initial velocity.
    /// Cost: at most three resolutions of a spec.
    public var familySpec: SpringSpec? {
        guard let spring else { return nil }
        let velocity = motion.initialVelocity ?? 0
        var candidates: [SpringSpec] = []
        if let family, let roles, let form = writtenForm {
            var items: [SpringSpec.Item] = []
            for key in form.keys + form.optionalKeys {
                if let name = roles.keys[key], let value = value(of: name) { items.append(.init(key: key, value: value)) }
            }
            if !form.keys.contains(.mass), let name = roles.mass, let mass = value(of: name), mass != 1 {
                items.append(.init(key: .mass, value: mass))
            }
            var motionItems: [SpringSpec.Item] = []
            if velocity != 0 { motionItems.append(.init(key: .velocity, value: velocity)) }
            candidates.append(SpringSpec(base: .family(family), items: items + motionItems))
            // A family whose engine implies its own start velocity (Svelte's) takes none.
            if !motionItems.isEmpty { candidates.append(SpringSpec(base: .family(family), items: items)) }
            if let values = try? form.init(representing: spring).parameters {
                let computed = form.keys.compactMap { key in values[key].map { SpringSpec.Item(key: key, value: $0) } }
                candidates.append(SpringSpec(base: .family(family), items: computed + motionItems))
            }
        }
        var physical = [SpringSpec.Item(key: .mass, value: spring.mass), .init(key: .stiffness, value: spring.stiffness),
                        .init(key: .damping, value: spring.damping)]
        if velocity != 0 { physical.append(.init(key: .velocity, value: velocity)) }
        candidates.append(SpringSpec(base: .family(.physical), items: physical))
        return candidates.first { Self.gives($0, spring, velocity: velocity) }
    }

    /// Whether `spec` resolves to `spring` (stiffness, damping, mass within 10⁻⁹ relative) moving
    /// with `velocity` (likewise).
    static func gives(_ spec: SpringSpec, _ spring: Spring, velocity: Double) -> Bool {
        guard let setup = try? spec.resolved() else { return false }
        func close(_ a: Double, _ b: Double) -> Bool { (a - b).magnitude <= 1e-9 * max(a.magnitude, b.magnitude, 1e-300) }
        return close(setup.spring.stiffness, spring.stiffness) && close(setup.spring.damping, spring.damping)
            && close(setup.spring.mass, spring.mass)
            && ((setup.motion.initialVelocity ?? 0) - velocity).magnitude <= 1e-9 * max(velocity.magnitude, 1)
    }
}
