import SpringKit

/// Finds the springs written in JavaScript or TypeScript: Motion transitions
/// (`{ type: "spring", … }`) and `useSpring` options, react-spring `config` objects and
/// `config.NAME` presets, React Native `Animated.spring(value, { … })` and React Navigation
/// `transitionSpec` springs, Reanimated `withSpring`, and anime.js `spring`/`createSpring`.
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
        private(set) lazy var resolver = JavaScriptResolver(tree: tree, apiConstants: [
            (reanimatedModule, Dictionary(uniqueKeysWithValues: EngineConstants.reanimatedConfigs.map { name, members in
                (name, members.map { label, value in
                    label == "overshootClamping" ? (label, nil, "true") : (label, value, name + "." + label)
                })
            })),
        ])
        /// Whether a string of the file names anime.js (`'animejs'`): only then are `spring(`
        /// calls looked at.
        private(set) lazy var mentionsAnime = file.tokens.indices.contains { index in
            file.tokens[index].kind == .string && file.text(index).contains(animeModule)
        }
        /// Whether a string of the file names `svelte/motion`.
        private(set) lazy var mentionsSvelte = file.tokens.indices.contains { index in
            file.tokens[index].kind == .string && file.text(index).contains(svelteModule)
        }
        private(set) lazy var reanimatedVersion = JavaScriptRecognizer.reanimatedVersion(file, tree: tree)

        init(file: SourceFile, tree: ScanTree?) {
            self.file = file
            self.tree = tree
        }

        var bindings: JavaScriptBindings { source.bindings }
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
                if let open = enclosingBrace(file, index), let call = motion(file, open, context) { calls.append(call) }
            } else if reactSpring, file.isIdentifier(index, "config") {
                if file.isPunctuation(index + 1, 0x3A), file.isPunctuation(index + 2, 0x7B) {
                    if let call = reactSpringObject(file, index + 2) { calls.append(call) }
                } else if file.isPunctuation(index + 1, 0x2E), !file.isPunctuation(index - 1, 0x2E), file.isIdentifier(index + 2) {
                    if let call = reactSpringPreset(file, index) { calls.append(call) }
                }
            } else if file.isIdentifier(index, "Animated"), file.isPunctuation(index + 1, 0x2E),
                      file.isIdentifier(index + 2, "spring"), file.isPunctuation(index + 3, 0x28) {
                if let call = reactNative(file, index, context) { calls.append(call) }
            } else if file.isPunctuation(index + 1, 0x28), !file.isPunctuation(index - 1, 0x2E), isCallSite(file, index) {
                if file.isIdentifier(index, "withSpring") {
                    if let call = withSpring(file, index, context) { calls.append(call) }
                } else if file.isIdentifier(index, "useSpring"), !reactSpring {
                    if let call = motionUseSpring(file, index, context) { calls.append(call) }
                } else if context.mentionsAnime, let call = animeSpring(file, index, context) {
                    calls.append(call)
                } else if context.mentionsSvelte, let call = svelteSpring(file, index, context) {
                    calls.append(call)
                }
            } else if file.isIdentifier(index, "Spring"), file.isPunctuation(index + 1, 0x2E), context.mentionsSvelte {
                if let call = svelteSpring(file, index, context) { calls.append(call) }
            } else if file.isIdentifier(index, "transitionSpec"), file.isPunctuation(index + 1, 0x3A) || file.isPunctuation(index + 1, 0x3D) {
                calls += navigationTransitionSpec(file, index, context)
            } else if file.isIdentifier(index, "springOptions") || file.isIdentifier(index, "springConfig"),
                      file.isPunctuation(index + 1, 0x3A) || file.isPunctuation(index + 1, 0x3D) {
                if let call = motionSpringOptionsProp(file, index, context) { calls.append(call) }
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

    static func members(_ file: SourceFile, _ open: Int) -> (list: ArgumentList, values: [String: FindingParameter], spreads: [FindingParameter])? {
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
        return (list, values, spreads)
    }

    // MARK: Motion

    /// A Motion transition `{ type: "spring", stiffness, damping, mass }` or
    /// `{ type: "spring", duration | visualDuration, bounce }`, resolved as Motion's
    /// `getSpringOptions` does: any physics key wins (with Motion's defaults for the others);
    /// else `duration`/`bounce` make a duration-based spring (`visualDuration` takes over the
    /// duration when given); else the physics defaults.
    static func motion(_ file: SourceFile, _ open: Int, _ context: Context) -> SpringCall? {
        guard var (_, values, spreads) = members(file, open) else { return nil }
        // Spreads and names are read through what the file binds (consts, imports).
        if !spreads.isEmpty || values.contains(where: { motionKeys.contains($0.key) && $0.value.value == nil }) {
            (values, spreads) = numbers(context.resolver.members(context.source, open: open, depth: 0), context)
        }
        var call = SpringCall(token: open, api: "Motion { type: \"spring\" }")
        call.bind(file, before: open)
        motionOptions(&call, values, spreads: spreads)
        return call
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
        } else if let visual = values["visualDuration"] {
            call.parameters = [visual, values["bounce"] ?? .defaulted("bounce", 0)]
            call.family = .motion
            call.keys = [.visualDuration: "visualDuration", .bounce: "bounce"]
        } else {
            call.parameters = [values["duration"] ?? .defaulted("duration", defaults.duration),
                               values["bounce"] ?? .defaulted("bounce", defaults.bounce)]
            call.family = .motion
            call.keys = [.duration: "duration", .bounce: "bounce"]
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

    /// `config: { tension, friction, mass }` or `config: { frequency, damping }`.
    static func reactSpringObject(_ file: SourceFile, _ open: Int) -> SpringCall? {
        guard let (_, values, spreads) = members(file, open) else { return nil }
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
    static func reactNative(_ file: SourceFile, _ index: Int, _ context: Context) -> SpringCall? {
        guard let arguments = ArgumentList(file, open: index + 3, style: .colon), arguments.arguments.count >= 2 else { return nil }
        var call = SpringCall(token: index, api: "React Native Animated.spring")
        call.bind(file, before: index)
        let config = arguments.arguments[1].value
        guard let (values, spreads) = resolvedConfig(&call, config, context) else { return call }
        reactNativeConfig(&call, values, spreads: spreads)
        return call
    }

    /// Makes `call` the spring of a React Native `Animated.spring` config's members (the
    /// physical, tension/friction or bounciness/speed form, each with React Native's defaults;
    /// a config mixing two forms is refused, as React Native refuses it).
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
        if physical {
            Self.physical(&call, values, stiffness: defaults.stiffness, damping: defaults.damping, mass: defaults.mass)
        } else if pop {
            call.parameters = [values["bounciness"] ?? .defaulted("bounciness", defaults.bounciness),
                               values["speed"] ?? .defaulted("speed", defaults.speed)]
            call.family = .pop
            call.keys = [.bounciness: "bounciness", .speed: "speed"]
        } else {
            call.parameters = [values["tension"] ?? .defaulted("tension", defaults.tension),
                               values["friction"] ?? .defaulted("friction", defaults.friction)]
            call.family = .origami
            call.keys = [.tension: "tension", .friction: "friction"]
        }
        call.parameters += spreads
        call.computedFrom = spreads.map(\.name)
    }
}
