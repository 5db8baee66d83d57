import SpringKit

extension JavaScriptLibrary {
    /// React Navigation's `transitionSpec` springs (handed to React Native's `Animated.spring`),
    /// and its `TransitionSpecs` as named constants. No ecosystem of its own.
    static let reactNavigation = JavaScriptLibrary("React Navigation", ecosystem: nil, modules: ["@react-navigation/stack"]) { file, index, context in
        guard file.isIdentifier(index, "transitionSpec"), file.isPunctuation(index + 1, 0x3A) || file.isPunctuation(index + 1, 0x3D) else { return nil }
        return JavaScriptRecognizer.navigationTransitionSpec(file, index, context)
    }
    .exporting(["TransitionSpecs": .constantObject(JavaScriptResolver.Object(
        members: EngineConstants.reactNavigationSpringSpecs.sorted { $0.key < $1.key }.map { name, config in
            (name, .constantObject(JavaScriptResolver.Object(members: [
                ("animation", .constant(value: nil, text: "spring")),
                ("config", JavaScriptRecognizer.constantObject(config, prefix: "TransitionSpecs." + name + ".config")),
            ])))
        }))])
}

extension JavaScriptRecognizer {
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
}
