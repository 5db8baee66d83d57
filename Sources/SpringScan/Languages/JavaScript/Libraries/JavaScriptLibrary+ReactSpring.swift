import SpringKit

extension JavaScriptLibrary {
    /// react-spring, in a file that names it in a string (an import): `config: { … }` objects and
    /// the `config.NAME` presets.
    static let reactSpring = JavaScriptLibrary("react-spring", ecosystem: "react-spring",
                                               modules: ["react-spring", "@react-spring/web", "@react-spring/native", "@react-spring/core"]) { file, index, context in
        guard file.isIdentifier(index, "config"), context.mentions("react-spring") else { return nil }
        if file.isPunctuation(index + 1, 0x3A), file.isPunctuation(index + 2, 0x7B) {
            return JavaScriptRecognizer.reactSpringObject(file, index + 2).map { [$0] } ?? []
        } else if file.isPunctuation(index + 1, 0x2E), !file.isPunctuation(index - 1, 0x2E), file.isIdentifier(index + 2) {
            return JavaScriptRecognizer.reactSpringPreset(file, index).map { [$0] } ?? []
        }
        return []
    }
    .reading(.init(forms: [.origami], api: "react-spring config") { call, values, _ in
        JavaScriptRecognizer.reactSpringConfig(&call, values)
    })
    .readingSpringOptions(.none) { bindings in bindings.imports.values.contains { $0.module.contains("react-spring") } }
}

extension JavaScriptRecognizer {
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

    /// Makes `call` the spring of a react-spring config's `tension`, `friction` and `mass`, each
    /// absent one at react-spring's default.
    static func reactSpringConfig(_ call: inout SpringCall, _ values: [String: FindingParameter]) {
        call.solver = .reactSpring
        let defaults = EngineConstants.reactSpringDefaults
        call.parameters = [values["tension"] ?? .defaulted("tension", defaults.tension),
                           values["friction"] ?? .defaulted("friction", defaults.friction),
                           values["mass"] ?? .defaulted("mass", defaults.mass)]
        call.family = .physical
        call.keys = [.stiffness: "tension", .damping: "friction"]
        call.massParameter = "mass"
        call.jnwPair = ("tension", "friction")
    }
}
