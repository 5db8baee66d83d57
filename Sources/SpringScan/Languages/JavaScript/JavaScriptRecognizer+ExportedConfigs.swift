import SpringKit

/// Spring configs a file exports (`export const springs = { gentle: { damping: 20, stiffness:
/// 200 } }`, a theme's table) that may be used nowhere in the scanned tree: the scan reports
/// those whose exported name it finds no use of, at their definition, marked unused
/// (``Scanner`` decides, once every file is read). A member of an exported object is used
/// whenever the object is: passed whole, it takes its members along.
extension JavaScriptRecognizer {
    /// An exported config, and the name a use of it would spell (the exported name) with the
    /// token that defines it.
    struct ExportedConfig {
        var call: SpringCall
        var words: [(word: String, site: Int)]
    }

    /// The most levels of members looked into below an exported object.
    static let maximumConfigDepth = 3

    /// The configs `export const NAME = { … }` declares (the object itself, or objects among its
    /// members, at most ``maximumConfigDepth`` levels down) that no recogniser found: objects
    /// whose spring keys — two or more of `stiffness`, `damping`, `mass`; `tension` and
    /// `friction`; `bounciness` and `speed`; `duration` and `dampingRatio` — are all numbers,
    /// without a `type` or `animation` member (Motion transitions and navigation specs are
    /// found as such). Each is read with the rules of the engine it is for (``configEngine``).
    static func exportedConfigs(in file: SourceFile, found calls: [SpringCall], tree: ScanTree?) -> [ExportedConfig] {
        let context = Context(file: file, tree: tree)
        let foundTokens = Set(calls.map(\.token))
        var configs: [ExportedConfig] = []
        for index in 0..<file.count where file.isIdentifier(index, "export") && file.isIdentifier(index + 1, "const") {
            guard file.isIdentifier(index + 2), let value = JavaScriptBindings.valueStart(file, after: index + 2),
                  file.isPunctuation(value, 0x7B), let close = file.closing(value) else { continue }
            collect(file, open: value, close: close, words: [(file.text(index + 2), index + 2)], depth: 0, found: foundTokens,
                    navigation: false, context, into: &configs)
        }
        return configs
    }

    /// The configs in the object `open`…`close` (`navigation`: the `config` of a React
    /// Navigation spec `{ animation: 'spring', config }`, which React Native's `Animated.spring` reads).
    private static func collect(_ file: SourceFile, open: Int, close: Int, words: [(word: String, site: Int)], depth: Int, found: Set<Int>,
                                navigation: Bool, _ context: Context, into configs: inout [ExportedConfig]) {
        guard let list = ArgumentList(file, open: open, style: .colon), list.arguments.count <= JavaScriptResolver.maximumMembers,
              !(open + 1..<close).contains(where: found.contains), !found.contains(open), !found.contains(open - 2) else { return }
        if let form = configForm(file, list) {
            var call = SpringCall(token: open, api: "")
            call.bind(file, before: open)
            call.isUnused = true
            configCall(&call, file, list, form: form, engine: navigation ? .reactNative : nil, context)
            configs.append(ExportedConfig(call: call, words: words))
            return
        }
        guard depth < maximumConfigDepth else { return }
        let springSpec = list.labelled("animation").map { ArgumentList.labelText(file, $0.value.lowerBound) == "spring" } ?? false
        for member in list.arguments {
            guard let label = member.label, member.value.count >= 2, file.isPunctuation(member.value.lowerBound, 0x7B),
                  let end = file.closing(member.value.lowerBound), end == member.value.upperBound - 1 else { continue }
            collect(file, open: member.value.lowerBound, close: end, words: words, depth: depth + 1, found: found,
                    navigation: springSpec && label == "config", context, into: &configs)
        }
    }

    /// The spring keys of a config's forms.
    enum ConfigForm {
        case physics, origami, pop, duration
    }

    /// The form of the object `list` when it is a config: two keys or more of one form, each a
    /// number, and no `type` or `animation` member.
    static func configForm(_ file: SourceFile, _ list: ArgumentList) -> ConfigForm? {
        let labels = Set(list.arguments.compactMap(\.label))
        guard !labels.contains("type"), !labels.contains("animation") else { return nil }
        guard list.arguments.allSatisfy({ $0.label != nil }) else { return nil } // spreads: not read here
        let form: ConfigForm
        let keys: Set<String>
        if labels.isSuperset(of: ["tension", "friction"]) {
            (form, keys) = (.origami, ["tension", "friction", "mass"])
        } else if labels.isSuperset(of: ["bounciness", "speed"]) {
            (form, keys) = (.pop, ["bounciness", "speed"])
        } else if labels.contains("dampingRatio"), labels.contains("duration") || labels.contains("stiffness") {
            (form, keys) = (.duration, ["duration", "dampingRatio", "mass", "stiffness", "damping"])
        } else if labels.intersection(physicsKeys).count >= 2 {
            (form, keys) = (.physics, physicsKeys)
        } else {
            return nil
        }
        // Numbers, not types or expressions: `damping: number` is a type's member.
        for argument in list.arguments where argument.label.map(keys.contains) == true {
            guard LiteralReader.number(file, JavaScriptResolver.strippingTypeScript(file, argument.value)) != nil else { return nil }
        }
        return form
    }

    /// The library a config of `form` in this file is for, among those that read the form
    /// (``JavaScriptLibrary/exportedConfigs``): the one the file imports, else the one its
    /// project's `package.json` (the nearest) depends on, when exactly one of those is there (the
    /// platform, React Native, gives way to a spring library beside it); `nil` when none or
    /// several are, with the packages of those there.
    static func configEngine(_ form: ConfigForm, _ context: Context) -> (engine: JavaScriptLibrary?, candidates: [String]) {
        let readers = JavaScriptLibrary.allCases.filter { $0.exportedConfigs?.forms.contains(form) == true }
        let imported = readers.filter { $0.modules.contains(where: context.bindings.imports(from:)) }
        if imported.count == 1 { return (imported[0], imported[0].modules) }
        guard let manifest = context.tree?.project.nearestManifest(above: context.file.path) else { return (nil, []) }
        let declared = readers.filter { reader in
            reader.modules.contains { package in manifest.dependencies.keys.contains { JavaScriptBindings.isModule($0, package) } }
        }
        // React Native is under every React Native app: a spring library beside it wins.
        let libraries = declared.count > 1 ? declared.filter { !$0.isPlatform } : declared
        if libraries.count == 1 { return (libraries[0], libraries[0].modules) }
        return (nil, declared.map { $0.modules[0] })
    }

    /// Makes `call` the spring of an exported config, read by its library's rules.
    static func configCall(_ call: inout SpringCall, _ file: SourceFile, _ list: ArgumentList, form: ConfigForm, engine known: JavaScriptLibrary?,
                           _ context: Context) {
        var values: [String: FindingParameter] = [:]
        for argument in list.arguments {
            guard let label = argument.label else { continue }
            values[label] = LiteralReader.parameter(label, file, JavaScriptResolver.strippingTypeScript(file, argument.value))
        }
        let (engine, candidates) = known.map { ($0, []) } ?? configEngine(form, context)
        if let reading = engine?.exportedConfigs {
            call.api = reading.api
            reading.read(&call, values, context)
            return
        }
        // Without its engine, only a spring whose every physical value is written is known.
        call.api = "spring config"
        let why = candidates.isEmpty ? "the file imports, and its package.json names, none of the libraries that read it"
            : "the project depends on \(candidates.joined(separator: ", "))"
        if form == .physics, let stiffness = values["stiffness"], let damping = values["damping"], let mass = values["mass"] {
            call.parameters = [stiffness, damping, mass]
            call.family = .physical
            call.keys = [.stiffness: "stiffness", .damping: "damping"]
            call.massParameter = "mass"
            call.jnwPair = ("stiffness", "damping")
            call.notes.append("which engine reads it is not known (\(why)): the exact spring of its stiffness, damping and mass")
        } else {
            call.parameters = values.sorted { $0.key < $1.key }.map(\.value)
            call.noSpring = "which engine reads it, and so its defaults, is not known (\(why)): not measured"
            call.family = .physical
        }
    }
}
