import SpringKit

/// The JavaScript springs whose config may be a name bound elsewhere: Reanimated `withSpring`,
/// Motion `useSpring` and `springOptions` props, React Navigation `transitionSpec`, anime.js
/// `spring`/`createSpring`. Each config is read through ``JavaScriptResolver``.
extension JavaScriptRecognizer {
    static let reanimatedModule = "react-native-reanimated"
    /// The modules Motion's `useSpring` comes from.
    static let motionModules = ["motion", "framer-motion", "motion-v"]
    static let animeModule = "animejs"
    static let navigationModule = "@react-navigation/stack"

    // MARK: Reanimated

    /// The Reanimated major version of the file's project: the nearest `package.json` above it
    /// that names `react-native-reanimated`, else 4 (the current major), said to be assumed.
    static func reanimatedVersion(_ file: SourceFile, tree: ScanTree?) -> Finding.APIVersion {
        guard let tree else {
            return Finding.APIVersion(major: 4, source: "assumed 4: the text was scanned without its project's files", isDeclared: false)
        }
        guard let (range, manifest) = tree.project.dependency(reanimatedModule, near: file.path) else {
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
    /// imported from one of them (directly or renamed), and not a declaration of the file.
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
    static func withSpring(_ file: SourceFile, _ index: Int, _ context: Context) -> [SpringCall] {
        guard isImported(context, index, from: [reanimatedModule], as: ["withSpring"]),
              let arguments = ArgumentList(file, open: index + 1, style: .colon), !arguments.arguments.isEmpty else { return [] }
        var call = SpringCall(token: index, api: "Reanimated withSpring")
        call.bind(file, before: index)
        let config = arguments.arguments.count >= 2 ? arguments.arguments[1].value : nil
        guard let config, !(config.count == 1 && file.isIdentifier(config.lowerBound, "undefined")) else {
            call.isDefault = true
            reanimatedConfig(&call, [:], spreads: [], context)
            return [call]
        }
        let resolution = context.resolver.resolve(context.source, config)
        return configCalls(call, resolution, text: file.sourceText(config), context) { call, values, spreads in
            reanimatedConfig(&call, values, spreads: spreads, context)
        }.map { call in
            var call = call
            if call.apiVersion == nil { reanimatedVersionNote(&call, context) } // a config that could not be read
            return call
        }
    }

    /// Sets the Reanimated version `call` was read with, and the note that says which.
    static func reanimatedVersionNote(_ call: inout SpringCall, _ context: Context) {
        let version = context.reanimatedVersion
        call.apiVersion = version
        call.notes.append("Reanimated \(version.major)'s withSpring rules (\(version.source))")
    }

    /// Makes `call` the spring of a `withSpring` config's members, as the project's Reanimated
    /// version reads them (its defaults merged under the config; `duration` or `dampingRatio`
    /// selecting the duration form).
    static func reanimatedConfig(_ call: inout SpringCall, _ values: [String: FindingParameter], spreads: [FindingParameter],
                                 _ context: Context) {
        let version = context.reanimatedVersion
        let defaults = EngineConstants.reanimatedDefaults(major: version.major)
        // useDuration = !!(duration || dampingRatio): a present value that is not a literal
        // leaves the form unknown.
        let timeKeys = ["duration", "dampingRatio"].compactMap { values[$0] }
        if let unknown = timeKeys.first(where: { $0.value == nil }) {
            call.parameters = [unknown] + spreads
            call.family = .physical
            call.computedFrom = [unknown.name] + spreads.map(\.name)
            reanimatedVersionNote(&call, context)
            return
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
        reanimatedVersionNote(&call, context)
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
    }

    // MARK: Motion

    /// Motion `useSpring(source, options?)`: the options are always a spring's (Motion's
    /// defaults without them); only where `useSpring` is imported from Motion (under any name).
    static func motionUseSpring(_ file: SourceFile, _ index: Int, _ context: Context) -> [SpringCall] {
        guard isImported(context, index, from: motionModules, as: ["useSpring"]),
              let arguments = ArgumentList(file, open: index + 1, style: .colon), !arguments.arguments.isEmpty else { return [] }
        var call = SpringCall(token: index, api: "Motion useSpring")
        call.bind(file, before: index)
        call.solver = .motion
        guard arguments.arguments.count >= 2 else {
            motionOptions(&call, [:], spreads: [])
            return [call]
        }
        let options = arguments.arguments[1].value
        // A literal `{ type: "spring", … }` is found as a Motion transition already.
        if file.isPunctuation(options.lowerBound, 0x7B), hasTypeMember(file, options.lowerBound) { return [] }
        let resolution = context.resolver.resolve(context.source, options)
        // Options with a `type` are a Motion transition, found where they are written (an
        // object written here, `{ ...transition, damping: 10 }`, is found here).
        let writtenHere = file.isPunctuation(options.lowerBound, 0x7B)
        return configCalls(call, resolution, text: file.sourceText(options), name: "options", context,
                           include: { writtenHere || $0.member("type") == nil }) { call, values, spreads in
            motionOptions(&call, values, spreads: spreads)
        }
    }

    /// The keys that make an options object a spring's (Motion's physics and duration keys).
    static let springOptionKeys: Set<String> = ["stiffness", "damping", "mass", "visualDuration", "bounce"]

    /// How spring options under a `springOptions` or `springConfig` name are read in a file.
    enum SpringOptionsReading {
        /// As Motion's (`useSpring`'s options).
        case motion
        /// As Reanimated's `withSpring` config.
        case reanimated
        /// Not at all: the file uses another spring library.
        case none
    }

    /// Motion's reading where the file imports Motion; Reanimated's where it imports
    /// Reanimated; none where it imports another spring library (react-spring, anime.js,
    /// Svelte); else the project's: Reanimated's where the nearest `package.json` depends on
    /// Reanimated and not on Motion, Motion's otherwise.
    static func springOptionsReading(_ context: Context) -> SpringOptionsReading {
        let bindings = context.bindings
        if motionModules.contains(where: bindings.imports(from:)) { return .motion }
        if bindings.imports(from: reanimatedModule) { return .reanimated }
        if bindings.imports.values.contains(where: { $0.module.contains("react-spring") }) || bindings.imports(from: animeModule)
            || bindings.imports(from: svelteModule) {
            return .none
        }
        guard let project = context.tree?.project else { return .motion }
        let motion = motionModules.contains { project.dependency($0, near: context.file.path) != nil }
        let reanimated = project.dependency(reanimatedModule, near: context.file.path) != nil
        return reanimated && !motion ? .reanimated : .motion
    }

    /// A `springOptions={{ … }}` or `springConfig: { … }` prop or binding whose object has
    /// spring keys (stiffness, damping, mass, or visualDuration, bounce) and no `type`: the
    /// options components hand to Motion's `useSpring` (or, in a Reanimated project, a
    /// `withSpring` config). TypeScript types (`springConfig: { damping: number }`) are not
    /// values.
    static func springOptionsProp(_ file: SourceFile, _ index: Int, _ context: Context) -> [SpringCall] {
        let range: Range<Int>
        if file.isPunctuation(index + 1, 0x3D) {
            // A destructuring default, `({ springConfig = { … } })`: read where it is used.
            if let open = file.enclosingOpen(index), isPattern(file, open, context) { return [] }
            // JSX: springOptions={{ … }} or springOptions={name}
            guard file.isPunctuation(index + 2, 0x7B), let close = file.closing(index + 2), index + 3 < close else { return [] }
            range = (index + 3)..<close
        } else {
            let value = file.valueRange(from: index + 2)
            guard !value.isEmpty else { return [] }
            range = (index + 2)..<context.resolver.valueEnd(file, value)
        }
        guard context.springOptionsReading != .none, !isTypeAnnotation(file, label: index, value: range) else { return [] }
        if file.isPunctuation(range.lowerBound, 0x7B), hasTypeMember(file, range.lowerBound) { return [] }
        let resolution = context.resolver.resolve(context.source, range)
        let reanimated = context.springOptionsReading == .reanimated
        let call = SpringCall(token: index, api: (reanimated ? "Reanimated spring config" : "Motion spring options") + " (\(file.text(index)))")
        return configCalls(call, resolution, text: file.sourceText(range), context,
                           include: { !$0.labels.isDisjoint(with: springOptionKeys) && !$0.labels.contains("type") },
                           listsUnresolved: false) { call, values, spreads in
            if reanimated { reanimatedConfig(&call, values, spreads: spreads, context) } else { motionOptions(&call, values, spreads: spreads) }
        }
    }

    /// Whether the braces at `open` are a destructuring pattern: `const { … } = …`, or a
    /// function's parameter `({ … }) => …`.
    static func isPattern(_ file: SourceFile, _ open: Int, _ context: Context) -> Bool {
        guard file.isPunctuation(open, 0x7B), let close = file.closing(open) else { return false }
        if file.isPunctuation(close + 1, 0x3D), !JavaScriptBindings.isArrow(file, close + 1), !file.isPunctuation(close + 2, 0x3D) {
            return true
        }
        guard let list = file.enclosingOpen(open), file.isPunctuation(list, 0x28) else { return false }
        return context.bindings.functions[list] != nil
    }

    /// TypeScript's type keywords: a member whose value is one of them is in a type, not an object.
    static let typeKeywords: Set<String> = ["number", "string", "boolean", "any", "unknown", "never", "object", "bigint", "symbol", "void"]

    /// Whether the value `value` of the member labelled at `label` is a TypeScript type, not a
    /// value: an object type (members separated by `;`, or whose values are type keywords
    /// such as `number`), the member of an interface or type alias, or a parameter's or
    /// variable's annotation (`(props: { springConfig: … })`, `const a: { … } = …`).
    static func isTypeAnnotation(_ file: SourceFile, label: Int, value: Range<Int>) -> Bool {
        if value.count == 1, file.isIdentifier(value.lowerBound), typeKeywords.contains(file.text(value.lowerBound)) { return true }
        if file.isPunctuation(value.lowerBound, 0x7B), let close = file.closing(value.lowerBound), isTypeLiteral(file, open: value.lowerBound, close: close) {
            return true
        }
        // Out through the object types around the label.
        var open = file.enclosingOpen(label)
        var levels = 0
        while let brace = open, file.isPunctuation(brace, 0x7B), levels < 16 {
            levels += 1
            // An object type's braces (a member's or an annotation's value), not a block's.
            if file.isPunctuation(brace - 1, 0x3A), let close = file.closing(brace), isTypeLiteral(file, open: brace, close: close) {
                return true
            }
            // interface Name { … }, interface Name extends A { … }, type Name = { … }
            var back = brace - 1
            while back >= 0, brace - back <= 16, file.isIdentifier(back) || file.isPunctuation(back, 0x2C) || file.isPunctuation(back, 0x2E) {
                if file.isIdentifier(back, "interface") { return true }
                back -= 1
            }
            if file.isPunctuation(brace - 1, 0x3D), file.isIdentifier(brace - 2), file.isIdentifier(brace - 3, "type") { return true }
            // `(props: { … })` and `const a: { … } =`: an annotation.
            if file.isPunctuation(brace - 1, 0x3A), file.isIdentifier(brace - 2) {
                if let outer = file.enclosingOpen(brace), file.isPunctuation(outer, 0x28) { return true }
                if file.isIdentifier(brace - 3, "const") || file.isIdentifier(brace - 3, "let") || file.isIdentifier(brace - 3, "var") { return true }
            }
            guard file.isPunctuation(brace - 1, 0x3A) || file.isPunctuation(brace - 1, 0x3F) else { return false }
            open = file.enclosingOpen(brace)
        }
        return false
    }

    /// Whether the braces `open`…`close` hold an object type: a member separator `;` at their
    /// top level, an optional member `name?:`, or a member whose value is a type keyword.
    static func isTypeLiteral(_ file: SourceFile, open: Int, close: Int) -> Bool {
        var index = open + 1
        while index < close {
            if let inner = file.closing(index) { index = inner + 1; continue }
            if file.isPunctuation(index, 0x3B) { return true }
            if file.isPunctuation(index, 0x3F), file.isPunctuation(index + 1, 0x3A), file.isIdentifier(index - 1) { return true }
            if file.isPunctuation(index, 0x3A), file.isIdentifier(index + 1), typeKeywords.contains(file.text(index + 1)),
               file.isPunctuation(index + 2, 0x2C) || index + 2 == close || file.isPunctuation(index + 2, 0x3B) {
                return true
            }
            index += 1
        }
        return false
    }

    /// Whether the object literal at `open` has a `type` member.
    static func hasTypeMember(_ file: SourceFile, _ open: Int) -> Bool {
        ArgumentList(file, open: open, style: .colon)?.labelled("type") != nil
    }

    // MARK: React Navigation

    /// React Navigation `transitionSpec: { open: SPEC, close: SPEC }` where a SPEC is
    /// `{ animation: 'spring', config: { … } }` (also React Navigation's own
    /// `TransitionSpecs.TransitionIOSSpec`): React Native `Animated.spring`'s config and
    /// defaults (React Navigation hands the config to `Animated.spring`). One finding per spring
    /// spec (and per value, where the code chooses); `timing` specs are not springs.
    static func navigationTransitionSpec(_ file: SourceFile, _ index: Int, _ context: Context) -> [SpringCall] {
        var range: Range<Int>
        if file.isPunctuation(index + 1, 0x3D) {
            guard file.isPunctuation(index + 2, 0x7B), let close = file.closing(index + 2) else { return [] }
            range = (index + 3)..<close
        } else {
            range = file.valueRange(from: index + 2)
            range = range.lowerBound..<context.resolver.valueEnd(file, range)
        }
        guard !range.isEmpty, !isTypeAnnotation(file, label: index, value: range) else { return [] }
        var calls: [SpringCall] = []
        for (specVariant, specBranch) in context.resolver.resolve(context.source, range).branches {
            guard case .object(let spec) = specBranch else { continue }
            for phase in ["open", "close"] {
                guard let member = spec.member(phase) else { continue }
                let location: Int
                if case .tokens(let source, let tokens, _) = member, source.file.path == file.path, range.contains(tokens.lowerBound),
                   file.isPunctuation(tokens.lowerBound - 1, 0x3A) {
                    location = tokens.lowerBound - 2
                } else {
                    location = index
                }
                for (animationVariant, animationBranch) in context.resolver.value(of: member, depth: 1).branches {
                    guard case .object(let animation) = animationBranch,
                          let kind = animation.member("animation"), context.resolver.text(kind) == "spring" else { continue }
                    var call = SpringCall(token: location, api: "React Navigation transitionSpec.\(phase) spring")
                    let variant = [specVariant, animationVariant].compactMap { $0 }.joined(separator: ", ")
                    call.variant = variant.isEmpty ? nil : variant
                    guard let config = animation.member("config") else {
                        reactNativeConfig(&call, [:], spreads: [])
                        calls.append(call)
                        continue
                    }
                    calls += configCalls(call, context.resolver.value(of: config, depth: 1), text: context.resolver.text(config), context) { call, values, spreads in
                        reactNativeConfig(&call, values, spreads: spreads)
                    }.map { found in
                        var found = found
                        let variants = [call.variant, found.variant].compactMap { $0 }
                        found.variant = variants.isEmpty ? nil : variants.joined(separator: ", ")
                        return found
                    }
                }
            }
        }
        return calls
    }

    // MARK: anime.js

    /// anime.js exports no other spring library has: importing one of them (with `spring`)
    /// from a path or address says the module is anime.js's build (`import { createLayout,
    /// spring } from '../../dist/modules/index.js'`).
    static let animeOnlyExports: Set<String> = [
        "createSpring", "createTimer", "createTimeline", "createAnimatable", "createDraggable", "createScope", "createLayout",
        "createMotionPath", "createDrawable", "morphTo", "onScroll", "splitText", "waapi", "eases",
    ]

    /// Whether an import of `names` from `module` brings anime.js: the `animejs` package, or a
    /// path or address (`./`, `../`, `/`, `http…`) whose text names anime, or that exports one of
    /// ``animeOnlyExports``.
    static func isAnimeImport(_ module: String, names: Set<String>) -> Bool {
        if JavaScriptBindings.isModule(module, animeModule) { return true }
        let isPath = module.hasPrefix("./") || module.hasPrefix("../") || module.hasPrefix("/") || module.hasPrefix("http://")
            || module.hasPrefix("https://")
        guard isPath, names.contains("spring") || names.contains("createSpring") else { return false }
        return module.lowercased().contains("anime") || !names.isDisjoint(with: animeOnlyExports)
    }

    /// anime.js v4 `spring({ mass, stiffness, damping, velocity })` or `spring({ bounce, duration })`
    /// (and v4.0's `createSpring(…)`), imported from `animejs` or anime.js's build by a path:
    /// the `anime` family, with anime's reading — a `bounce` or `duration` makes the
    /// bounce/duration form, and anime.js then ignores stiffness, damping and mass (a note says so).
    static func animeSpring(_ file: SourceFile, _ index: Int, _ context: Context) -> [SpringCall] {
        let local = file.text(index)
        guard context.bindings.declaration(of: local, at: index, in: file) == nil,
              let imported = context.bindings.imports[local], ["spring", "createSpring"].contains(imported.name),
              isAnimeImport(imported.module, names: Set(context.bindings.imports.values.filter { $0.module == imported.module }.map(\.name))),
              let arguments = ArgumentList(file, open: index + 1, style: .colon) else { return [] }
        var call = SpringCall(token: index, api: "anime.js \(imported.name)()")
        call.bind(file, before: index)
        guard let options = arguments.arguments.first?.value else {
            animeOptions(&call, [:], spreads: [])
            return [call]
        }
        return configCalls(call, context.resolver.resolve(context.source, options), text: file.sourceText(options), name: "parameters",
                           context) { call, values, spreads in
            animeOptions(&call, values, spreads: spreads)
        }
    }

    /// Makes `call` the anime.js spring of its parameters.
    static func animeOptions(_ call: inout SpringCall, _ values: [String: FindingParameter], spreads: [FindingParameter]) {
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
            if values["onComplete"] != nil, let duration = call.parameter("duration")?.value {
                // The perceived duration, clamped as anime.js clamps it (10…10000 ms).
                let clamped = min(max(duration, 10), AnimeParameters.maximumValue)
                call.callbackTime = ("onComplete", clamped / 1000, "anime.js calls a spring's onComplete at its perceived duration, \(ScanNumber.short(clamped)) ms")
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
            if values["onComplete"] != nil {
                // Given stiffness, damping and mass, anime.js keeps the default perceived duration.
                call.callbackTime = ("onComplete", AnimeBounceParameters.defaultDuration / 1000,
                                     "anime.js calls a spring's onComplete at its perceived duration, which a spring given by stiffness, damping and mass keeps at the default \(ScanNumber.short(AnimeBounceParameters.defaultDuration)) ms")
            }
        }
        call.parameters += spreads
        call.computedFrom = spreads.map(\.name)
    }
}

/// Svelte's springs (svelte/motion).
extension JavaScriptRecognizer {
    static let svelteModule = "svelte/motion"

    /// Svelte `spring(value, { stiffness, damping, precision })` (the store, Svelte 3 to 5) and
    /// `new Spring(value, { … })` or `Spring.of(fn, { … })` (the class, Svelte 5.8 and later),
    /// imported from `svelte/motion`: Svelte's defaults 0.15, 0.8 and 0.01.
    static func svelteSpring(_ file: SourceFile, _ index: Int, _ context: Context) -> [SpringCall] {
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
              let arguments = ArgumentList(file, open: open, style: .colon), !arguments.arguments.isEmpty else { return [] }
        let start = file.isIdentifier(index - 1, "new") ? index - 1 : index
        var call = SpringCall(token: start, api: isClass ? (open == index + 1 ? "Svelte new Spring()" : "Svelte Spring.of()") : "Svelte spring()")
        call.bind(file, before: start)
        guard arguments.arguments.count >= 2 else {
            svelteOptions(&call, [:], spreads: [])
            return [call]
        }
        let options = arguments.arguments[1].value
        return configCalls(call, context.resolver.resolve(context.source, options), text: file.sourceText(options), name: "options",
                           context) { call, values, spreads in
            svelteOptions(&call, values, spreads: spreads)
        }
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
