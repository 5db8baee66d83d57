import SpringKit

/// What a recogniser found at one place, before it is measured: the API's parameters and how
/// they map onto a SpringKit family.
struct SpringCall {
    /// The token where the spring is written (its location).
    var token: Int
    var api: String
    var parameters: [FindingParameter] = []
    /// The family the parameters are converted with.
    var family: SpringFamily?
    /// Family key → the parameter (by API name) that gives it.
    var keys: [SpringParameter: String] = [:]
    /// Family values computed by the recogniser from literals (`.snappy(extraBounce:)`).
    var computed = SpringParameters()
    /// Parameters `computed` was made from (checked for literals like `keys`).
    var computedFrom: [String] = []
    var massParameter: String?
    /// A parameter holding the initial velocity in units of the change per second.
    var velocityParameter: String?
    /// The token opening the bracketed list the call's arguments are written in (``Finding/arguments``).
    var argumentsOpen: Int?
    /// The API's velocity parameter when the call leaves it out (``ArgumentSite/velocity``).
    var unwrittenVelocity: String?
    var solver: Solver = .exact
    /// When the engine draws overdamped springs critically damped: the sentence that says so.
    var overdampingClamp: String?
    /// (stiffness, damping) parameter names to compare for the JNW trap.
    var jnwPair: (stiffness: String, damping: String)?
    var name: String?
    /// Whether ``name`` is seen beyond its block (exported, a type's member, top level): only
    /// then is it compared with springs of the same name elsewhere.
    var nameIsShared = false
    var notes: [String] = []
    var diagnostics: [ScanDiagnostic] = []
    /// A velocity parameter the engine drops for this form, and the sentence saying how.
    var droppedVelocity: (parameter: String, reason: String)?
    /// A completion callback the engine calls at a fixed time (anime.js `spring({ onComplete })`
    /// at its perceived duration): the callback's name and that time in seconds.
    var callbackTime: (name: String, seconds: Double, reason: String)?
    /// Why no spring can be given for this call even with literal values.
    var noSpring: String?
    /// Whether the spring is written with no parameters; `nil`: when every parameter is a default.
    var isDefault: Bool?
    /// The API version whose rules were applied (Reanimated), when they differ between versions.
    var apiVersion: Finding.APIVersion?
    /// Which of several values the code chooses between this one is (`Platform.select ios`).
    var variant: String?
    /// Whether the spring is a config defined and exported but used nowhere in the scanned tree.
    var isUnused = false

    init(token: Int, api: String) {
        self.token = token
        self.api = api
    }

    /// Sets ``name`` and ``nameIsShared`` from the binding of the expression starting at `start`.
    mutating func bind(_ file: SourceFile, before start: Int) {
        let binding = file.binding(before: start)
        name = binding?.name
        nameIsShared = binding?.isShared ?? false
    }

    func parameter(_ name: String) -> FindingParameter? {
        parameters.first { $0.name == name }
    }

    /// Measures the call: converts through SpringKit, renders with the engine's solver, and
    /// adds the per-spring warnings.
    func finding(in file: SourceFile, options: ScanOptions) -> Finding {
        let token = file.tokens[token]
        var finding = Finding(path: file.path, line: token.line, column: token.column, language: file.language,
                              api: api, name: name, nameIsShared: nameIsShared, parameters: parameters, family: family,
                              diagnostics: diagnostics, notes: notes)
        finding.isDefault = isDefault ?? (!parameters.isEmpty && parameters.allSatisfy { $0.source == .default })
        finding.apiVersion = apiVersion
        finding.variant = variant
        finding.isUnused = isUnused
        if family != nil {
            finding.roles = ParameterRoles(keys: keys, mass: massParameter, velocity: velocityParameter, computedFrom: computedFrom)
            if let open = argumentsOpen, let close = file.closing(open) {
                finding.arguments = ArgumentSite(span: file.span(open..<(close + 1)), velocity: unwrittenVelocity)
            }
        }
        // JNW's mark: damping equal to stiffness on a spring that is overdamped with them (JNW
        // draws such springs as an exponential; a deliberately soft spring, ζ ≤ 1, is not it).
        if let jnwPair, let k = parameter(jnwPair.stiffness)?.value, let c = parameter(jnwPair.damping)?.value,
           k == c, k > 0, let spring = try? Spring(mass: value(massParameter) ?? 1, stiffness: k, damping: c),
           spring.dampingRatio > 1 {
            finding.diagnostics.append(ScanDiagnostic(
                rule: .jnwDampingEqualsStiffness,
                message: "\(jnwPair.damping) \(NumberStyle.scan.text(c)) equals \(jnwPair.stiffness) \(NumberStyle.scan.text(k)): numbers copied from JNWSpringAnimation? A real spring with them has ζ = \(NumberStyle.scan.text(spring.dampingRatio))."))
        }
        guard let family else { return finding }
        let needed = Array(keys.values) + computedFrom + [massParameter].compactMap { $0 }
        let missing = parameters.filter { ($0.value == nil && needed.contains($0.name)) || ($0.value == nil && $0.name == velocityParameter) }
        for parameter in missing {
            let reason = parameter.reason.map { " (\($0))" } ?? ""
            finding.diagnostics.append(ScanDiagnostic(rule: .notLiteral,
                                                      message: "not a literal: \(parameter.name): \(parameter.text)\(reason)"))
        }
        // A velocity that is not a literal does not stop the measurement: the spring is
        // measured from rest, and the velocity is marked.
        guard missing.allSatisfy({ $0.name == velocityParameter }) else { return finding }
        if let velocity = missing.first {
            finding.notes.append("measured from rest: the initial velocity \(velocity.text) is not a literal")
        }
        if let noSpring {
            finding.notes.append(noSpring)
            return finding
        }
        var values = computed
        for (key, name) in keys { values[key] = value(name) }
        let spring: Spring
        let motion: Motion
        do {
            spring = try family.spring(values, mass: value(massParameter) ?? 1)
            // A family whose engine starts its motion with a velocity of its own (Svelte's
            // frames from rest) gives it; else the call's, or rest.
            let implied = try family.parameterization.impliedVelocity(values)
            motion = try Motion(from: 0, to: 1, initialVelocity: implied ?? value(velocityParameter) ?? 0)
        } catch {
            finding.diagnostics.append(ScanDiagnostic(rule: .invalidSpring, message: error.description))
            return finding
        }
        finding.spring = spring
        finding.motion = motion
        // Svelte's engine runs Svelte's own stiffness, damping and precision: the call's values,
        // as a spec with these values gives them (SvelteSpringRenderer's reading).
        let setup = SpringSetup(spring: spring, motion: motion, family: family, label: api,
                                renderer: solver == .exact ? nil : solver, parameters: family == .svelte ? values : nil)
        do {
            let measured = try setup.measurement()
            finding.solver = measured.solver
            finding.metrics = measured.metrics
            finding.exactMetrics = measured.isExact ? nil : measured.exact
        } catch {
            finding.diagnostics.append(ScanDiagnostic(rule: .invalidSpring, message: error.description))
            return finding
        }
        if let diagnostic = dampingRatioAsForce(spring: spring, metrics: finding.metrics) {
            finding.diagnostics.append(diagnostic)
        }
        if let (name, reason) = droppedVelocity, let parameter = parameter(name) {
            finding.diagnostics.append(ScanDiagnostic(
                rule: .droppedVelocity,
                message: "\(name) \(parameter.text) is dropped: \(reason); the physics form keeps it, with the same spring: stiffness \(NumberStyle.scan.text(spring.stiffness)), damping \(NumberStyle.scan.text(spring.damping)), mass \(NumberStyle.scan.text(spring.mass))"))
        }
        // anime.js stops stepping its solver at 60 s and ends the animation there, on the target.
        if solver == .anime, let settling = finding.exactMetrics?.settlingTime,
           settling > AnimeSpringRenderer.maximumDuration / 1000 {
            finding.diagnostics.append(ScanDiagnostic(
                rule: .longerThanEngine,
                message: "settles (2 % band) in \(NumberStyle.scan.text(settling)) s, but anime.js ends a spring at \(NumberStyle.scan.text(AnimeSpringRenderer.maximumDuration / 1000)) s (its solver's limit): the value jumps to the target there"))
        }
        // anime.js calls a spring's onComplete at its perceived duration, which can come
        // before the spring settles. Fired only when anime's animation lasts to that time (else
        // the callback is never called) and the settling comes later by more than 0.1 s, so the
        // frame that calls it is before rest at any frame rate from 10 Hz.
        if let callback = callbackTime, solver == .anime, let settling = finding.metrics?.settlingTime,
           settling > callback.seconds + Self.callbackMargin,
           AnimeSpringRenderer.Easing(spring: spring, velocity: motion.initialVelocity ?? 0).settlingDuration / 1000 >= callback.seconds {
            finding.diagnostics.append(ScanDiagnostic(
                rule: .callbackBeforeRest,
                message: "\(callback.name) is called at \(NumberStyle.scan.text(callback.seconds)) s (\(callback.reason)), but the spring settles (2 % band) at \(NumberStyle.scan.text(settling)) s"))
        }
        if let overdampingClamp, spring.regime == .overdamped {
            finding.diagnostics.append(ScanDiagnostic(
                rule: .overdampingClamp,
                message: "overdamped (ζ = \(NumberStyle.scan.text(spring.dampingRatio))): \(overdampingClamp)"))
        }
        if let settling = finding.metrics?.settlingTime {
            if let limit = options.maximumSettlingTime, settling > limit {
                finding.diagnostics.append(ScanDiagnostic(
                    rule: .slowSettling,
                    message: "settles in \(NumberStyle.scan.text(settling)) s, slower than \(NumberStyle.scan.text(limit)) s"))
            }
        } else if spring.damping == 0 {
            finding.diagnostics.append(ScanDiagnostic(rule: .slowSettling, message: "undamped (damping 0): it never settles"))
        }
        return finding
    }

    /// The damping ratio written as a damping force (``ScanRule/dampingRatioAsForce``): the
    /// API's `damping` is a force (not Svelte's 0…1 damping), the value is written (not a
    /// default) and in (0, 1], the mass is not written (the API's default) or is 1 (the ratio is
    /// typed by someone thinking of a ratio API's two numbers; a spring given its own mass, such as
    /// Flutter's floaty `SpringDescription(mass: 50, stiffness: 1, damping: 1)`, is tuned as
    /// physics), and the spring it makes has ζ = c / (2√(mk)) < 0.1 (overshoot above 73 %).
    /// The fix is the force the ratio meant: c·2√(mk), mass and stiffness kept.
    func dampingRatioAsForce(spring: Spring, metrics: SpringMetrics?) -> ScanDiagnostic? {
        guard family != .svelte, let name = keys[.damping], let written = parameter(name),
              written.source == .literal || written.source == .constant, let ratio = written.value,
              ratio > 0, ratio <= 1, spring.mass == 1 || parameter(massParameter ?? "")?.source ?? .default == .default,
              spring.dampingRatio < Self.ratioAsForceLimit,
              let fixed = try? Spring(mass: spring.mass, stiffness: spring.stiffness,
                                      damping: ratio * 2 * (spring.mass * spring.stiffness).squareRoot()) else { return nil }
        let stiffnessName = keys[.stiffness] ?? "stiffness"
        let effect = metrics.map { metrics in
            "overshoot \(NumberStyle.scan.text(metrics.overshootPercent ?? 0)) %, "
                + (metrics.settlingTime.map { "settles in \(NumberStyle.scan.text($0)) s" } ?? "never settles")
        } ?? ""
        let force = NumberStyle.scan.text(fixed.damping)
        return ScanDiagnostic(
            rule: .dampingRatioAsForce,
            message: "\(name) \(written.text) reads as a damping ratio, but \(name) is a force: with \(stiffnessName) \(NumberStyle.scan.text(spring.stiffness)) and mass \(NumberStyle.scan.text(spring.mass)) it gives ζ = \(NumberStyle.scan.text(spring.dampingRatio))\(effect.isEmpty ? "" : " (" + effect + ")"); the force for ζ \(NumberStyle.scan.text(ratio)) is \(NumberStyle.scan.text(ratio))·2√(mk) = \(force)",
            fix: ScanFix(summary: "write \(name) \(force): the ratio \(NumberStyle.scan.text(ratio)) as a force, \(NumberStyle.scan.text(ratio))·2√(mk)",
                         spring: fixed))
    }

    /// How much later than the callback the spring must settle for ``ScanRule/callbackBeforeRest``, seconds.
    static let callbackMargin = 0.1

    /// ``ScanRule/dampingRatioAsForce`` fires below this damping ratio.
    static let ratioAsForceLimit = 0.1

    private func value(_ name: String?) -> Double? {
        guard let name else { return nil }
        return parameter(name)?.value
    }
}
