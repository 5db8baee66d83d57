import SpringKit

/// The JavaScript springs whose config may be a name bound elsewhere: Reanimated `withSpring`,
/// Motion `useSpring` and `springOptions` props, React Navigation `transitionSpec`, anime.js
/// `spring`/`createSpring`. Each config is read through ``JavaScriptResolver``.
extension JavaScriptRecognizer {
    static let reanimatedModule = "react-native-reanimated"
    /// The modules Motion's `useSpring` comes from.
    static let motionModules = ["motion", "framer-motion", "motion-v"]
    static let animeModule = "animejs"

    /// The config expression `range` read as an object's number members: `nil` (with `call`
    /// made a listing of the unresolved config and the reason) when it is not one.
    static func resolvedConfig(_ call: inout SpringCall, _ range: Range<Int>, _ context: Context,
                               name: String = "config") -> (values: [String: FindingParameter], spreads: [FindingParameter])? {
        switch context.resolver.resolve(context.source, range) {
        case .object(let object):
            return numbers(object, context)
        case .unresolved(let reason):
            call.parameters = [FindingParameter(name: name, value: nil, text: context.file.sourceText(range), source: .notLiteral,
                                                reason: reason)]
            call.family = .physical
            call.computedFrom = [name]
            return nil
        }
    }

    /// An object's members as parameters, with the spreads that could not be followed.
    static func numbers(_ object: JavaScriptResolver.Object, _ context: Context) -> (values: [String: FindingParameter], spreads: [FindingParameter]) {
        var values: [String: FindingParameter] = [:]
        for (label, member) in object.members { values[label] = context.resolver.parameter(label, member) }
        return (values, object.unresolved)
    }

    // MARK: Reanimated

    /// The Reanimated major version of the file's project: the nearest `package.json` above it
    /// that names `react-native-reanimated`, else 4 (the current major), said to be assumed.
    static func reanimatedVersion(_ file: SourceFile, tree: ScanTree?) -> Finding.APIVersion {
        guard tree != nil else {
            return Finding.APIVersion(major: 4, source: "assumed 4: the text was scanned without its project's files", isDeclared: false)
        }
        guard let (range, manifest) = PackageManifest.dependency(reanimatedModule, near: file.path) else {
            return Finding.APIVersion(major: 4, source: "assumed 4: no package.json above the file names react-native-reanimated",
                                      isDeclared: false)
        }
        guard let major = PackageManifest.major(of: range) else {
            return Finding.APIVersion(major: 4, source: "assumed 4: \(manifest) names react-native-reanimated \(range), without a version number",
                                      isDeclared: false)
        }
        return Finding.APIVersion(major: major, source: "\(manifest): react-native-reanimated \(range)", isDeclared: true)
    }

    /// Whether `name` at `index` is the function of that name a module among `modules` exports:
    /// imported from one of them (directly or renamed), and not a `const` of the file.
    static func isImported(_ context: Context, _ index: Int, from modules: [String], as names: Set<String>) -> Bool {
        let local = context.file.text(index)
        if context.bindings.declaration(of: local, at: index, in: context.file) != nil { return false }
        guard let imported = context.bindings.imports[local] else { return false }
        return names.contains(imported.name) && modules.contains { JavaScriptBindings.isModule(imported.module, $0) }
    }

    /// Reanimated `withSpring(toValue, config?, callback?)`: the physics form (`mass`,
    /// `stiffness`, `damping`) or the duration form (`duration`, `dampingRatio`; either one,
    /// when truthy, selects it, as Reanimated's `useDuration` does), each with the defaults of
    /// the project's Reanimated version; no config is that version's default spring.
    static func withSpring(_ file: SourceFile, _ index: Int, _ context: Context) -> SpringCall? {
        guard isImported(context, index, from: [reanimatedModule], as: ["withSpring"]),
              let arguments = ArgumentList(file, open: index + 1, style: .colon), !arguments.arguments.isEmpty else { return nil }
        var call = SpringCall(token: index, api: "Reanimated withSpring")
        call.bind(file, before: index)
        let version = context.reanimatedVersion
        call.apiVersion = version
        let versionNote = "Reanimated \(version.major)'s withSpring rules (\(version.source))"
        var values: [String: FindingParameter] = [:]
        var spreads: [FindingParameter] = []
        let config = arguments.arguments.count >= 2 ? arguments.arguments[1].value : nil
        if let config, !(config.count == 1 && file.isIdentifier(config.lowerBound, "undefined")) {
            guard let resolved = resolvedConfig(&call, config, context) else {
                call.notes.append(versionNote)
                return call
            }
            (values, spreads) = resolved
        } else {
            call.isDefault = true
        }
        let defaults = EngineConstants.reanimatedDefaults(major: version.major)
        // useDuration = !!(duration || dampingRatio): a present value that is not a literal
        // leaves the form unknown.
        let timeKeys = ["duration", "dampingRatio"].compactMap { values[$0] }
        if let unknown = timeKeys.first(where: { $0.value == nil }) {
            call.parameters = [unknown] + spreads
            call.family = .physical
            call.computedFrom = [unknown.name] + spreads.map(\.name)
            call.notes.append(versionNote)
            return call
        }
        let useDuration = timeKeys.contains { $0.value.map { $0 != 0 && !$0.isNaN } ?? false }
        // Reanimated 4: the reanimated family (its physics form, and its duration form by
        // Reanimated's own bisection); Reanimated 3 and earlier: the reanimated3 family.
        let family: SpringFamily = version.major >= 4 ? .reanimated : .reanimated3
        call.solver = version.major >= 4 ? .reanimated : .reanimated3
        if let duration = values["duration"], duration.value == 0 {
            call.parameters = [duration]
            call.family = family
            call.noSpring = "duration 0: Reanimated skips the animation (the value jumps)"
        } else if useDuration {
            call.parameters = [values["duration"] ?? .defaulted("duration", defaults.duration),
                               values["dampingRatio"] ?? .defaulted("dampingRatio", defaults.dampingRatio),
                               values["mass"] ?? .defaulted("mass", defaults.mass)]
            call.family = family
            if version.major >= 4 {
                call.keys = [.duration: "duration", .dampingRatio: "dampingRatio"]
                call.massParameter = "mass"
            } else {
                call.computedFrom = ["duration", "dampingRatio"]
                call.noSpring = "Reanimated \(version.major) maps a duration to a mass with the distance travelled in pixels, which the code does not give"
            }
        } else {
            call.parameters = [values["mass"] ?? .defaulted("mass", defaults.mass),
                               values["stiffness"] ?? .defaulted("stiffness", defaults.stiffness),
                               values["damping"] ?? .defaulted("damping", defaults.damping)]
            call.family = family
            call.keys = [.stiffness: "stiffness", .damping: "damping"]
            call.massParameter = "mass"
            call.jnwPair = ("stiffness", "damping")
        }
        call.parameters += spreads
        call.computedFrom += spreads.map(\.name)
        call.notes.append(versionNote)
        if let velocity = values["velocity"], velocity.value != 0 {
            call.notes.append("velocity \(velocity.text) is in the value's units per second: not measured (the distance is not in the code)"
                + (useDuration && version.major >= 4 ? "; Reanimated's duration mapping, which depends on it, is taken from rest" : ""))
        }
        if let clamping = values["overshootClamping"], clamping.text == "true" {
            call.notes.append("overshootClamping: Reanimated stops the spring where it first reaches the target; the measurement is of the unclamped spring")
        }
        if values["clamp"] != nil {
            call.notes.append("clamp: Reanimated raises the damping ratio to keep within the bounds, which depend on the values animated: not measured")
        }
        return call
    }

    // MARK: Motion

    /// Motion `useSpring(source, options?)`: the options are always a spring's (Motion's
    /// defaults without them); only where `useSpring` is imported from Motion.
    static func motionUseSpring(_ file: SourceFile, _ index: Int, _ context: Context) -> SpringCall? {
        guard isImported(context, index, from: motionModules, as: ["useSpring"]),
              let arguments = ArgumentList(file, open: index + 1, style: .colon), !arguments.arguments.isEmpty else { return nil }
        var call = SpringCall(token: index, api: "Motion useSpring")
        call.bind(file, before: index)
        guard arguments.arguments.count >= 2 else {
            motionOptions(&call, [:], spreads: [])
            return call
        }
        let options = arguments.arguments[1].value
        // A literal `{ type: "spring", … }` is found as a Motion transition already.
        if file.isPunctuation(options.lowerBound, 0x7B), hasTypeMember(file, options.lowerBound) { return nil }
        guard case .object(let object) = context.resolver.resolve(context.source, options) else {
            _ = resolvedConfig(&call, options, context, name: "options")
            call.solver = .motion
            return call
        }
        // Options with a `type` are a Motion transition, found where they are written.
        guard object.member("type") == nil else { return nil }
        let (values, spreads) = numbers(object, context)
        motionOptions(&call, values, spreads: spreads)
        return call
    }

    /// The keys that make an options object a spring's (Motion's physics and duration keys).
    static let springOptionKeys: Set<String> = ["stiffness", "damping", "mass", "visualDuration", "bounce"]

    /// A `springOptions={{ … }}` or `springConfig: { … }` prop whose object has spring keys
    /// (stiffness, damping, mass, or visualDuration, bounce): Motion spring options handed on to
    /// `useSpring` by a component. Objects with a `type` member are Motion transitions, found as such.
    static func motionSpringOptionsProp(_ file: SourceFile, _ index: Int, _ context: Context) -> SpringCall? {
        var open = index + 2
        if file.isPunctuation(index + 1, 0x3D) {
            // JSX: springOptions={{ … }} or springOptions={name}
            guard file.isPunctuation(index + 2, 0x7B), let close = file.closing(index + 2) else { return nil }
            open = index + 3
            guard open < close else { return nil }
            let range = open..<close
            return springOptions(file, index, range, context)
        }
        let range = file.valueRange(from: open)
        guard !range.isEmpty else { return nil }
        return springOptions(file, index, open..<JavaScriptResolver(tree: nil).valueEnd(file, range), context)
    }

    static func springOptions(_ file: SourceFile, _ index: Int, _ range: Range<Int>, _ context: Context) -> SpringCall? {
        if file.isPunctuation(range.lowerBound, 0x7B), hasTypeMember(file, range.lowerBound) { return nil }
        guard case .object(let object) = context.resolver.resolve(context.source, range),
              !object.labels.isDisjoint(with: springOptionKeys), !object.labels.contains("type") else { return nil }
        var call = SpringCall(token: index, api: "Motion spring options (\(file.text(index)))")
        let (values, spreads) = numbers(object, context)
        motionOptions(&call, values, spreads: spreads)
        return call
    }

    /// Whether the object literal at `open` has a `type` member.
    static func hasTypeMember(_ file: SourceFile, _ open: Int) -> Bool {
        ArgumentList(file, open: open, style: .colon)?.labelled("type") != nil
    }

    // MARK: React Navigation

    /// React Navigation `transitionSpec: { open: SPEC, close: SPEC }` where a SPEC is
    /// `{ animation: 'spring', config: { … } }`: React Native `Animated.spring`'s config and
    /// defaults (React Navigation hands the config to `Animated.spring`). One finding per spring
    /// spec; `timing` specs are not springs.
    static func navigationTransitionSpec(_ file: SourceFile, _ index: Int, _ context: Context) -> [SpringCall] {
        var start = index + 2
        var range: Range<Int>
        if file.isPunctuation(index + 1, 0x3D) {
            guard file.isPunctuation(start, 0x7B), let close = file.closing(start) else { return [] }
            range = (start + 1)..<close
        } else {
            range = file.valueRange(from: start)
            range = range.lowerBound..<context.resolver.valueEnd(file, range)
        }
        start = range.lowerBound
        guard !range.isEmpty, case .object(let spec) = context.resolver.resolve(context.source, range) else { return [] }
        var calls: [SpringCall] = []
        for phase in ["open", "close"] {
            guard let member = spec.member(phase) else { continue }
            let location: Int
            if case .tokens(let source, let tokens) = member, source.file.path == file.path, range.contains(tokens.lowerBound),
               file.isPunctuation(tokens.lowerBound - 1, 0x3A) {
                location = tokens.lowerBound - 2
            } else {
                location = index
            }
            guard case .object(let animation) = resolveMember(member, context),
                  let kind = animation.member("animation"), context.resolver.text(kind) == "spring" else { continue }
            var call = SpringCall(token: location, api: "React Navigation transitionSpec.\(phase) spring")
            if let config = animation.member("config") {
                switch resolveMember(config, context) {
                case .object(let object):
                    let (values, spreads) = numbers(object, context)
                    reactNativeConfig(&call, values, spreads: spreads)
                case .unresolved(let reason):
                    call.parameters = [FindingParameter(name: "config", value: nil, text: context.resolver.text(config),
                                                        source: .notLiteral, reason: reason)]
                    call.family = .physical
                    call.computedFrom = ["config"]
                }
            } else {
                reactNativeConfig(&call, [:], spreads: [])
            }
            calls.append(call)
        }
        return calls
    }

    /// A member's value as an object (following names in the member's own file).
    static func resolveMember(_ member: JavaScriptResolver.Member, _ context: Context) -> JavaScriptResolver.Resolution {
        switch member {
        case .constant: return .unresolved("a constant, not an object")
        case .tokens(let source, let range): return context.resolver.resolve(source, range, depth: 1)
        }
    }

    // MARK: anime.js

    /// anime.js v4 `spring({ mass, stiffness, damping, velocity })` or `spring({ bounce, duration })`
    /// (and v4.0's `createSpring(…)`), imported from `animejs`: the `anime` family, with
    /// anime's reading — a `bounce` or `duration` makes the bounce/duration form, and anime.js
    /// then ignores stiffness, damping and mass (a note says so).
    static func animeSpring(_ file: SourceFile, _ index: Int, _ context: Context) -> SpringCall? {
        guard isImported(context, index, from: [animeModule], as: ["spring", "createSpring"]),
              let arguments = ArgumentList(file, open: index + 1, style: .colon) else { return nil }
        let name = context.bindings.imports[file.text(index)]?.name ?? file.text(index)
        var call = SpringCall(token: index, api: "anime.js \(name)()")
        call.bind(file, before: index)
        var values: [String: FindingParameter] = [:]
        var spreads: [FindingParameter] = []
        if let options = arguments.arguments.first?.value {
            guard let resolved = resolvedConfig(&call, options, context, name: "parameters") else { return call }
            (values, spreads) = resolved
        }
        call.family = .anime
        call.solver = .anime
        if values["bounce"] != nil || values["duration"] != nil {
            call.parameters = [values["duration"] ?? .defaulted("duration", AnimeBounceParameters.defaultDuration),
                               values["bounce"] ?? .defaulted("bounce", AnimeBounceParameters.defaultBounce)]
            call.keys = [.duration: "duration", .bounce: "bounce"]
            let ignored = ["mass", "stiffness", "damping"].filter { values[$0] != nil }
            if !ignored.isEmpty {
                call.notes.append("anime.js ignores \(ignored.joined(separator: ", ")) when a bounce or duration is given")
            }
        } else {
            call.parameters = [values["mass"] ?? .defaulted("mass", AnimeParameters.defaultMass),
                               values["stiffness"] ?? .defaulted("stiffness", AnimeParameters.defaultStiffness),
                               values["damping"] ?? .defaulted("damping", AnimeParameters.defaultDamping)]
            call.keys = [.stiffness: "stiffness", .damping: "damping"]
            call.massParameter = "mass"
            call.jnwPair = ("stiffness", "damping")
            if let velocity = values["velocity"] {
                call.parameters.append(velocity)
                call.velocityParameter = "velocity"
            }
        }
        call.parameters += spreads
        call.computedFrom = spreads.map(\.name)
        return call
    }
}

/// Svelte's springs (svelte/motion).
extension JavaScriptRecognizer {
    static let svelteModule = "svelte/motion"

    /// Svelte `spring(value, { stiffness, damping, precision })` (the store, Svelte 3 to 5) and
    /// `new Spring(value, { … })` or `Spring.of(fn, { … })` (the class, Svelte 5.8 and later),
    /// imported from `svelte/motion`: Svelte's defaults 0.15, 0.8 and 0.01.
    static func svelteSpring(_ file: SourceFile, _ index: Int, _ context: Context) -> SpringCall? {
        let isClass: Bool
        var open = index + 1
        if file.isIdentifier(index - 1, "new") {
            isClass = true
        } else if file.isPunctuation(index + 1, 0x2E), file.isIdentifier(index + 2, "of"), file.isPunctuation(index + 3, 0x28) {
            isClass = true
            open = index + 3
        } else {
            isClass = false
        }
        guard isImported(context, index, from: [svelteModule], as: [isClass ? "Spring" : "spring"]),
              let arguments = ArgumentList(file, open: open, style: .colon), !arguments.arguments.isEmpty else { return nil }
        let start = file.isIdentifier(index - 1, "new") ? index - 1 : index
        var call = SpringCall(token: start, api: isClass ? (open == index + 1 ? "Svelte new Spring()" : "Svelte Spring.of()") : "Svelte spring()")
        call.bind(file, before: start)
        var values: [String: FindingParameter] = [:]
        var spreads: [FindingParameter] = []
        if arguments.arguments.count >= 2 {
            guard let resolved = resolvedConfig(&call, arguments.arguments[1].value, context, name: "options") else { return call }
            (values, spreads) = resolved
        }
        svelteOptions(&call, values, spreads: spreads)
        return call
    }

    /// Makes `call` the spring of Svelte's options (stiffness, damping, precision, each with
    /// Svelte's default): the `svelte` family's equivalent spring at 60 Hz, with the velocity
    /// its frames imply.
    static func svelteOptions(_ call: inout SpringCall, _ values: [String: FindingParameter], spreads: [FindingParameter]) {
        call.parameters = [values["stiffness"] ?? .defaulted("stiffness", SvelteParameters.defaultStiffness),
                           values["damping"] ?? .defaulted("damping", SvelteParameters.defaultDamping),
                           values["precision"] ?? .defaulted("precision", SvelteParameters.defaultPrecision)] + spreads
        call.family = .svelte
        call.solver = .svelte
        call.keys = [.stiffness: "stiffness", .damping: "damping", .precision: "precision"]
        call.computedFrom = spreads.map(\.name)
        call.notes.append(svelteFrameRateNote)
    }

    /// What a Svelte finding's spring is.
    static let svelteFrameRateNote = "Svelte's spring acts once per display frame: the svelte family's equivalent spring at 60 Hz (another refresh rate is another spring), with the velocity Svelte's start at rest implies, drawn by Svelte's engine at 60 Hz for a change of 1 (its precision is in the value's units)"
}
