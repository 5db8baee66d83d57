import SpringKit

extension JavaScriptLibrary {
    /// Motion (`motion`, `framer-motion`, `motion-v`): transitions `{ type: "spring", … }`,
    /// `useSpring`'s options (not in a react-spring file, whose `useSpring` is react-spring's), and
    /// the `springOptions`/`springConfig` props and bindings components hand to it.
    static let motion = JavaScriptLibrary("Motion", ecosystem: "motion", modules: ["motion", "framer-motion", "motion-v"]) { file, index, context in
        if file.isIdentifier(index, "type"), file.isPunctuation(index + 1, 0x3A), JavaScriptRecognizer.isSpringValue(file, index + 2) {
            guard let open = JavaScriptRecognizer.enclosingBrace(file, index) else { return [] }
            return JavaScriptRecognizer.motion(file, open, context)
        }
        if context.calledName(index) == "useSpring" {
            return context.mentions("react-spring") ? [] : JavaScriptRecognizer.motionUseSpring(file, index, context)
        }
        guard file.isIdentifier(index, "springOptions") || file.isIdentifier(index, "springConfig"),
              file.isPunctuation(index + 1, 0x3A) || file.isPunctuation(index + 1, 0x3D) else { return nil }
        return JavaScriptRecognizer.springOptionsProp(file, index, context)
    }
    .reading(.init(forms: [.physics], api: "Motion spring options") { call, values, _ in
        JavaScriptRecognizer.motionOptions(&call, values, spreads: [])
    })
    .readingSpringOptions(.motion)
}

extension JavaScriptRecognizer.Context {
    /// How spring options under a `springOptions`/`springConfig` name are read in the file
    /// (``JavaScriptRecognizer/springOptionsReading(_:)``), worked out once.
    var springOptionsReading: JavaScriptRecognizer.SpringOptionsReading {
        memo("springOptionsReading") { JavaScriptRecognizer.springOptionsReading(self) }
    }
}

extension JavaScriptRecognizer {
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

    /// Motion `useSpring(source, options?)`: the options are always a spring's (Motion's
    /// defaults without them); only where `useSpring` is imported from Motion (under any name).
    static func motionUseSpring(_ file: SourceFile, _ index: Int, _ context: Context) -> [SpringCall] {
        guard isImported(context, index, from: JavaScriptLibrary.motion.modules, as: ["useSpring"]),
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

    /// How spring options under a `springOptions` or `springConfig` name are read in a file;
    /// where a file imports several libraries, the first of these cases wins.
    enum SpringOptionsReading: Comparable {
        /// As Motion's (`useSpring`'s options).
        case motion
        /// As Reanimated's `withSpring` config.
        case reanimated
        /// Not at all: the file uses another spring library.
        case none
    }

    /// The reading of the libraries the file imports (``JavaScriptLibrary/springOptions``):
    /// Motion's where it imports Motion; Reanimated's where it imports Reanimated; none where
    /// it imports another spring library (react-spring, anime.js, Svelte); else the project's:
    /// Reanimated's where the nearest `package.json` depends on Reanimated and not on Motion,
    /// Motion's otherwise.
    static func springOptionsReading(_ context: Context) -> SpringOptionsReading {
        let deciding = JavaScriptLibrary.allCases.filter { $0.springOptions != nil }
        if let reading = deciding.filter({ $0.isImported(context.bindings) }).compactMap(\.springOptions).min() { return reading }
        guard let project = context.tree?.project else { return .motion }
        let depends = { (library: JavaScriptLibrary) in library.modules.contains { project.dependency($0, near: context.file.path) != nil } }
        return depends(.reanimated) && !depends(.motion) ? .reanimated : .motion
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
}
