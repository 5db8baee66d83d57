import SpringKit

extension JavaScriptLibrary {
    /// React Native's `Animated.spring(value, config)`. It has no ecosystem of its own: the
    /// libraries above it (Reanimated, react-spring, Motion) do.
    static let reactNative = JavaScriptLibrary("React Native", ecosystem: nil, modules: ["react-native"]) { file, index, context in
        guard file.isIdentifier(index, "Animated"), file.isPunctuation(index + 1, 0x2E),
              file.isIdentifier(index + 2, "spring"), file.isPunctuation(index + 3, 0x28) else { return nil }
        return JavaScriptRecognizer.reactNative(file, index, context)
    }
    .reading(.init(forms: [.physics, .origami, .pop], api: "React Native Animated.spring config") { call, values, _ in
        JavaScriptRecognizer.reactNativeConfig(&call, values, spreads: [])
    }, isPlatform: true)
}

extension JavaScriptRecognizer {
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
                message: "React Native refuses it: \(name.lowercased()) \(NumberStyle.scan.text(value)) (\"\(name) value must be greater than 0\")"))
            call.family = nil
            return
        }
        call.parameters += spreads
        call.computedFrom += spreads.map(\.name)
    }
}
