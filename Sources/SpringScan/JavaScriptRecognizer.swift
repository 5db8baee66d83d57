import SpringKit

/// Finds the springs written in JavaScript or TypeScript: Motion transitions
/// (`{ type: "spring", … }`) and `useSpring` options, react-spring `config` objects and
/// `config.NAME` presets, React Native `Animated.spring(value, { … })` and React Navigation
/// `transitionSpec` springs, Reanimated `withSpring`, anime.js `spring`/`createSpring`, and
/// Svelte's `spring`/`Spring`.
enum JavaScriptRecognizer {
    static let physicsKeys: Set<String> = ["stiffness", "damping", "mass"]
    /// The keys of Motion's spring options.
    static let motionKeys: Set<String> = ["stiffness", "damping", "mass", "duration", "bounce", "visualDuration"]

    /// What the recognisers share for one file: its bindings and the resolver that follows
    /// them (made at the first use), and the project's Reanimated version (read once).
    final class Context {
        let file: SourceFile
        let tree: ScanTree?
        private(set) lazy var source = JavaScriptResolver.Source(file: file, bindings: JavaScriptBindings(file))
        private(set) lazy var resolver = JavaScriptResolver(tree: tree, apiConstants: JavaScriptRecognizer.apiConstants,
                                                             budget: JavaScriptResolver.budget(forTokens: file.count))
        /// Whether the file imports anime.js: from `animejs` (or a string of the file names it),
        /// or from a path or address that is anime.js's build (``isAnimeImport(_:names:)``).
        private(set) lazy var importsAnime = file.tokens.indices.contains { index in
            file.tokens[index].kind == .string && file.text(index).contains(animeModule)
        } || animeImportedByPath
        /// Whether a string of the file names `svelte/motion`.
        private(set) lazy var mentionsSvelte = file.tokens.indices.contains { index in
            file.tokens[index].kind == .string && file.text(index).contains(svelteModule)
        }
        private(set) lazy var reanimatedVersion = JavaScriptRecognizer.reanimatedVersion(file, tree: tree)
        /// How spring options under a `springOptions`/`springConfig` name are read here.
        private(set) lazy var springOptionsReading = JavaScriptRecognizer.springOptionsReading(self)

        /// Whether an import of the file brings anime.js's functions from a path or address.
        private var animeImportedByPath: Bool {
            var byModule: [String: Set<String>] = [:]
            for imported in bindings.imports.values { byModule[imported.module, default: []].insert(imported.name) }
            return byModule.contains { isAnimeImport($0.key, names: $0.value) }
        }

        init(file: SourceFile, tree: ScanTree?) {
            self.file = file
            self.tree = tree
        }

        var bindings: JavaScriptBindings { source.bindings }

        /// The name the identifier at `index` has in the module it is imported from (`useSpring`
        /// for `import { useSpring as useMotionSpring }`), or its own text.
        func importedName(_ index: Int) -> String {
            let text = file.text(index)
            return bindings.imports[text]?.name ?? text
        }
    }

    /// The named constants of the APIs whose configs are read through names: Reanimated's
    /// exported spring configs and React Navigation's `TransitionSpecs`.
    static let apiConstants: [(module: String, constants: [String: JavaScriptResolver.Member])] = [
        (reanimatedModule, Dictionary(uniqueKeysWithValues: EngineConstants.reanimatedConfigs.map { name, members in
            (name, constantObject(members, prefix: name))
        })),
        (navigationModule, ["TransitionSpecs": .constantObject(JavaScriptResolver.Object(
            members: EngineConstants.reactNavigationSpringSpecs.sorted { $0.key < $1.key }.map { name, config in
                (name, .constantObject(JavaScriptResolver.Object(members: [
                    ("animation", .constant(value: nil, text: "spring")),
                    ("config", constantObject(config, prefix: "TransitionSpecs." + name + ".config")),
                ])))
            }))]),
    ]

    /// A constant object of an API: its members as constants named `prefix.label`
    /// (`overshootClamping: true`, stored as 1, as the flag `true`).
    static func constantObject(_ members: [(String, Double)], prefix: String) -> JavaScriptResolver.Member {
        .constantObject(JavaScriptResolver.Object(members: members.map { label, value in
            (label, label == "overshootClamping" ? .constant(value: nil, text: "true") : .constant(value: value, text: prefix + "." + label))
        }))
    }

    static func calls(in file: SourceFile, tree: ScanTree? = nil) -> [SpringCall] {
        var calls: [SpringCall] = []
        let context = Context(file: file, tree: tree)
        let reactSpring = file.tokens.indices.contains { index in
            file.tokens[index].kind == .string && file.text(index).contains("react-spring")
        }
        var index = 0
        while index < file.count {
            defer { index += 1 }
            guard file.tokens[index].kind == .identifier else { continue }
            if file.isIdentifier(index, "type"), file.isPunctuation(index + 1, 0x3A), isSpringValue(file, index + 2) {
                if let open = enclosingBrace(file, index) { calls += motion(file, open, context) }
            } else if reactSpring, file.isIdentifier(index, "config") {
                if file.isPunctuation(index + 1, 0x3A), file.isPunctuation(index + 2, 0x7B) {
                    if let call = reactSpringObject(file, index + 2) { calls.append(call) }
                } else if file.isPunctuation(index + 1, 0x2E), !file.isPunctuation(index - 1, 0x2E), file.isIdentifier(index + 2) {
                    if let call = reactSpringPreset(file, index) { calls.append(call) }
                }
            } else if file.isIdentifier(index, "Animated"), file.isPunctuation(index + 1, 0x2E),
                      file.isIdentifier(index + 2, "spring"), file.isPunctuation(index + 3, 0x28) {
                calls += reactNative(file, index, context)
            } else if file.isPunctuation(index + 1, 0x28), !file.isPunctuation(index - 1, 0x2E), isCallSite(file, index) {
                // By the name the function has where it comes from (`useSpring as useMotionSpring`).
                let name = context.importedName(index)
                if name == "withSpring" {
                    calls += withSpring(file, index, context)
                } else if name == "useSpring", !reactSpring {
                    calls += motionUseSpring(file, index, context)
                } else if context.importsAnime, name == "spring" || name == "createSpring" {
                    calls += animeSpring(file, index, context)
                } else if context.mentionsSvelte, name == "spring" || name == "Spring" {
                    calls += svelteSpring(file, index, context)
                }
            } else if file.isIdentifier(index, "Spring"), file.isPunctuation(index + 1, 0x2E), context.mentionsSvelte {
                calls += svelteSpring(file, index, context)
            } else if file.isIdentifier(index, "transitionSpec"), file.isPunctuation(index + 1, 0x3A) || file.isPunctuation(index + 1, 0x3D) {
                calls += navigationTransitionSpec(file, index, context)
            } else if file.isIdentifier(index, "springOptions") || file.isIdentifier(index, "springConfig"),
                      file.isPunctuation(index + 1, 0x3A) || file.isPunctuation(index + 1, 0x3D) {
                calls += springOptionsProp(file, index, context)
            }
        }
        return calls
    }

    /// Whether the identifier at `index`, followed by `(`, is a call and not a declaration
    /// (`function withSpring(`, `const withSpring = (` is not followed by `(`) or a method (`obj.spring(`).
    static func isCallSite(_ file: SourceFile, _ index: Int) -> Bool {
        !file.isIdentifier(index - 1, "function") && !file.isIdentifier(index - 1, "def")
            && !(file.isIdentifier(index - 1, "async") && file.isIdentifier(index - 2, "function"))
            && !file.isPunctuation(index - 1, 0x2A) // function* name(
    }

    /// `"spring"`, `'spring'`, `` `spring` `` or Motion's `spring` generator.
    static func isSpringValue(_ file: SourceFile, _ index: Int) -> Bool {
        guard index < file.count else { return false }
        // The value must end the member (`,` `}`), optionally through TypeScript's `as const`:
        // not a TypeScript union `"spring" | "tween"`.
        var next = index + 1
        if file.isIdentifier(next, "as"), file.isIdentifier(next + 1, "const") { next += 2 }
        guard file.isPunctuation(next, 0x2C) || file.isPunctuation(next, 0x7D) else { return false }
        if file.tokens[index].kind == .string {
            let text = file.text(index)
            return text.count == 8 && text.dropFirst().dropLast() == "spring"
        }
        return file.isIdentifier(index, "spring")
    }

    /// The `{` of the object literal whose top level holds token `index`.
    /// Cost: O(1) (the file's bracket pairs).
    static func enclosingBrace(_ file: SourceFile, _ index: Int) -> Int? {
        guard let open = file.enclosingOpen(index), file.isPunctuation(open, 0x7B) else { return nil }
        return open
    }

    /// One call per value a config may have (a choice gives several, each with its
    /// ``SpringCall/variant``): `make` turns an object's members into the spring; an object
    /// `include` refuses is left out (found elsewhere, or not a spring's); a value that cannot be
    /// read is listed with the reason, unless `listsUnresolved` is false.
    static func configCalls(_ call: SpringCall, _ resolution: JavaScriptResolver.Resolution, text: String, name: String = "config",
                            _ context: Context, include: (JavaScriptResolver.Object) -> Bool = { _ in true },
                            listsUnresolved: Bool = true,
                            _ make: (inout SpringCall, [String: FindingParameter], [FindingParameter]) -> Void) -> [SpringCall] {
        resolution.branches.compactMap { variant, branch in
            var call = call
            call.variant = variant
            switch branch {
            case .object(let object):
                guard include(object) else { return nil }
                let (values, spreads) = numbers(object, context)
                call.notes += object.notes
                make(&call, values, spreads)
            case .unresolved(let reason):
                guard listsUnresolved else { return nil }
                unresolvedConfig(&call, name: name, text: text, reason: reason)
            case .number:
                guard listsUnresolved else { return nil }
                unresolvedConfig(&call, name: name, text: text, reason: "a number, not an object")
            case .alternatives:
                return nil // flattened by `branches`
            }
            return call
        }
    }

    /// Makes `call` the listing of a config that could not be read.
    static func unresolvedConfig(_ call: inout SpringCall, name: String, text: String, reason: String) {
        call.parameters = [FindingParameter(name: name, value: nil, text: text, source: .notLiteral, reason: reason)]
        call.family = .physical
        call.computedFrom = [name]
    }

    /// An object's members as parameters, with the spreads that could not be followed.
    static func numbers(_ object: JavaScriptResolver.Object, _ context: Context) -> (values: [String: FindingParameter], spreads: [FindingParameter]) {
        var values: [String: FindingParameter] = [:]
        for (label, member) in object.members { values[label] = context.resolver.parameter(label, member) }
        return (values, object.unresolved)
    }

    // MARK: Motion

    /// A Motion transition `{ type: "spring", stiffness, damping, mass }` or
    /// `{ type: "spring", duration | visualDuration, bounce }`, resolved as Motion's
    /// `getSpringOptions` does: any physics key wins (with Motion's defaults for the others);
    /// else `duration`/`bounce` make a duration-based spring (`visualDuration` takes over the
    /// duration when given); else the physics defaults. Spreads and names are read through what
    /// the file binds.
    static func motion(_ file: SourceFile, _ open: Int, _ context: Context) -> [SpringCall] {
        var call = SpringCall(token: open, api: "Motion { type: \"spring\" }")
        call.bind(file, before: open)
        let resolution = context.resolver.members(context.source, open: open, depth: 0)
        return configCalls(call, resolution, text: file.sourceText(open..<((file.closing(open) ?? open) + 1)), context) { call, values, spreads in
            motionOptions(&call, values, spreads: spreads)
        }
    }

    /// Makes `call` the Motion spring of options `values` (Motion's `getSpringOptions`, drawn by
    /// Motion's engine), with `spreads` that could not be read listed.
    static func motionOptions(_ call: inout SpringCall, _ values: [String: FindingParameter], spreads: [FindingParameter]) {
        call.solver = .motion
        let defaults = EngineConstants.motionDefaults
        let keys = Set(values.keys)
        if !keys.isDisjoint(with: physicsKeys) || keys.isDisjoint(with: ["duration", "bounce"]) {
            physical(&call, values, stiffness: defaults.stiffness, damping: defaults.damping, mass: defaults.mass)
            if keys.contains("visualDuration") || keys.contains("duration") || keys.contains("bounce") {
                call.notes.append("Motion ignores duration, visualDuration and bounce when stiffness, damping or mass is given, and visualDuration without duration or bounce")
            }
        } else {
            if let visual = values["visualDuration"] {
                call.parameters = [visual, values["bounce"] ?? .defaulted("bounce", 0)]
                call.family = .motion
                call.keys = [.visualDuration: "visualDuration", .bounce: "bounce"]
            } else {
                call.parameters = [values["duration"] ?? .defaulted("duration", defaults.duration),
                                   values["bounce"] ?? .defaulted("bounce", defaults.bounce)]
                call.family = .motion
                call.keys = [.duration: "duration", .bounce: "bounce"]
            }
            // Motion's getSpringOptions (motion-dom spring.ts, 12.34.3 and later) sets a
            // time-defined spring's velocity to 0, written or inherited.
            if let velocity = values["velocity"], velocity.value != 0 {
                call.parameters.append(velocity)
                call.droppedVelocity = ("velocity", "Motion sets the velocity of a spring defined by \(values["visualDuration"] == nil ? "duration and bounce" : "visualDuration and bounce") to 0 (getSpringOptions, Motion 12.34.3 and later)")
            }
        }
        call.parameters += spreads
        call.computedFrom = spreads.map(\.name)
    }

    // MARK: react-spring

    /// Makes `call` the physical spring of an options object's `stiffness`, `damping` and
    /// `mass` members, each absent one at the API's default (Motion's and React Native's
    /// physics options read alike).
    static func physical(_ call: inout SpringCall, _ values: [String: FindingParameter],
                         stiffness: Double, damping: Double, mass: Double) {
        call.parameters = [values["stiffness"] ?? .defaulted("stiffness", stiffness),
                           values["damping"] ?? .defaulted("damping", damping),
                           values["mass"] ?? .defaulted("mass", mass)]
        call.family = .physical
        call.keys = [.stiffness: "stiffness", .damping: "damping"]
        call.massParameter = "mass"
        call.jnwPair = ("stiffness", "damping")
    }

    /// The literal members of the object at `open`, and its spreads (not followed).
    static func members(_ file: SourceFile, _ open: Int) -> (values: [String: FindingParameter], spreads: [FindingParameter])? {
        guard let list = ArgumentList(file, open: open, style: .colon) else { return nil }
        var values: [String: FindingParameter] = [:]
        var spreads: [FindingParameter] = []
        for member in list.arguments {
            if member.isSpread {
                spreads.append(FindingParameter(name: "...", value: nil, text: "..." + file.sourceText(member.value), source: .notLiteral))
            } else if let label = member.label {
                values[label] = LiteralReader.parameter(label, file, member.value)
            }
        }
        return (values, spreads)
    }

    /// `config: { tension, friction, mass }` or `config: { frequency, damping }`.
    static func reactSpringObject(_ file: SourceFile, _ open: Int) -> SpringCall? {
        guard let (values, spreads) = members(file, open) else { return nil }
        let keys = Set(values.keys)
        guard keys.isDisjoint(with: ["duration"]),
              !keys.isDisjoint(with: ["tension", "friction", "mass", "frequency", "damping"]) || !spreads.isEmpty else { return nil }
        var call = SpringCall(token: open, api: "react-spring config")
        call.bind(file, before: open - 2)
        call.solver = .reactSpring
        let defaults = EngineConstants.reactSpringDefaults
        if let frequency = values["frequency"] {
            call.parameters = [frequency, values["damping"] ?? .defaulted("damping", defaults.dampingRatio),
                               values["mass"] ?? .defaulted("mass", defaults.mass)]
            call.family = .response
            call.keys = [.response: "frequency", .dampingRatio: "damping"]
        } else {
            call.parameters = [values["tension"] ?? .defaulted("tension", defaults.tension),
                               values["friction"] ?? .defaulted("friction", defaults.friction),
                               values["mass"] ?? .defaulted("mass", defaults.mass)]
            call.family = .physical
            call.keys = [.stiffness: "tension", .damping: "friction"]
            call.jnwPair = ("tension", "friction")
        }
        call.massParameter = "mass"
        call.parameters += spreads
        call.computedFrom = spreads.map(\.name)
        return call
    }

    /// `config.wobbly` and the other react-spring presets.
    static func reactSpringPreset(_ file: SourceFile, _ index: Int) -> SpringCall? {
        let name = file.text(index + 2)
        guard let preset = EngineConstants.reactSpringPreset(name) else { return nil }
        var call = SpringCall(token: index, api: "react-spring config." + name)
        call.bind(file, before: index)
        if file.isPunctuation(index - 1, 0x3A), file.isIdentifier(index - 2, "config") { call.name = nil }
        call.solver = .reactSpring
        let text = "config." + name
        call.parameters = [FindingParameter(name: "tension", value: preset.tension, text: text, source: .constant),
                           FindingParameter(name: "friction", value: preset.friction, text: text, source: .constant),
                           FindingParameter(name: "mass", value: preset.mass, text: text, source: .constant)]
        call.family = .physical
        call.keys = [.stiffness: "tension", .damping: "friction"]
        call.massParameter = "mass"
        return call
    }

    // MARK: React Native

    /// `Animated.spring(value, { stiffness, damping, mass | tension, friction | bounciness, speed })`.
    static func reactNative(_ file: SourceFile, _ index: Int, _ context: Context) -> [SpringCall] {
        guard let arguments = ArgumentList(file, open: index + 3, style: .colon), arguments.arguments.count >= 2 else { return [] }
        var call = SpringCall(token: index, api: "React Native Animated.spring")
        call.bind(file, before: index)
        let config = arguments.arguments[1].value
        return configCalls(call, context.resolver.resolve(context.source, config), text: file.sourceText(config), context) { call, values, spreads in
            reactNativeConfig(&call, values, spreads: spreads)
        }
    }

    /// Makes `call` the spring of a React Native `Animated.spring` config's members, as React
    /// Native's `SpringAnimation.js` reads them: the physical form, else bounciness/speed
    /// (`SpringConfig.fromBouncinessAndSpeed`: POP's conversion, with no range), else
    /// tension/friction (Origami's lines), each with React Native's defaults. A config mixing
    /// two forms is refused, and so is one whose stiffness, damping or mass is not above 0,
    /// as React Native's invariants refuse them.
    static func reactNativeConfig(_ call: inout SpringCall, _ values: [String: FindingParameter], spreads: [FindingParameter]) {
        let keys = Set(values.keys)
        let defaults = EngineConstants.reactNativeDefaults
        let physical = !keys.isDisjoint(with: ["stiffness", "damping", "mass"])
        let origami = !keys.isDisjoint(with: ["tension", "friction"])
        let pop = !keys.isDisjoint(with: ["bounciness", "speed"])
        if [physical, origami, pop].filter({ $0 }).count > 1 {
            call.diagnostics.append(ScanDiagnostic(rule: .invalidSpring,
                                                   message: "React Native refuses a config that mixes stiffness/damping/mass, tension/friction and bounciness/speed"))
            return
        }
        var spring: (stiffness: Double?, damping: Double?, mass: Double?)
        if physical {
            Self.physical(&call, values, stiffness: defaults.stiffness, damping: defaults.damping, mass: defaults.mass)
            spring = (call.parameter("stiffness")?.value, call.parameter("damping")?.value, call.parameter("mass")?.value)
        } else if pop {
            let bounciness = values["bounciness"] ?? .defaulted("bounciness", defaults.bounciness)
            let speed = values["speed"] ?? .defaulted("speed", defaults.speed)
            call.parameters = [bounciness, speed]
            call.family = .physical
            call.computedFrom = ["bounciness", "speed"]
            spring = (nil, nil, 1)
            if let b = bounciness.value, let s = speed.value {
                let converted = POPParameters(bounciness: b, speed: s).stiffnessAndDamping
                call.computed = [.stiffness: converted.stiffness, .damping: converted.damping]
                spring = (converted.stiffness, converted.damping, 1)
                if !POPParameters.range.contains(b) || !POPParameters.range.contains(s) {
                    call.notes.append("React Native's fromBouncinessAndSpeed has no range: read beyond POP's [0, 20] with the same conversion")
                }
            }
        } else {
            call.parameters = [values["tension"] ?? .defaulted("tension", defaults.tension),
                               values["friction"] ?? .defaulted("friction", defaults.friction)]
            call.family = .origami
            call.keys = [.tension: "tension", .friction: "friction"]
            if let t = call.parameter("tension")?.value, let f = call.parameter("friction")?.value {
                // Friction 0 is Rebound's undamped special case, not React Native's (its line gives 1).
                spring = (OrigamiParameters.stiffness(tension: t), f == 0 ? nil : OrigamiParameters.damping(friction: f), 1)
            }
        }
        for (name, value) in [("Stiffness", spring.stiffness), ("Damping", spring.damping), ("Mass", spring.mass)] {
            guard let value, !(value > 0) else { continue }
            call.diagnostics.append(ScanDiagnostic(
                rule: .invalidSpring,
                message: "React Native refuses it: \(name.lowercased()) \(ScanNumber.short(value)) (\"\(name) value must be greater than 0\")"))
            call.family = nil
            return
        }
        call.parameters += spreads
        call.computedFrom += spreads.map(\.name)
    }
}
