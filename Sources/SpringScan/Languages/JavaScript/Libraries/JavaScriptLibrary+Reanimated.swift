import SpringKit

extension JavaScriptLibrary {
    /// Reanimated's `withSpring(toValue, config?)`, read by the rules of the project's Reanimated
    /// version, and its exported spring configs (`GentleSpringConfig`, …) as named constants.
    static let reanimated = JavaScriptLibrary("Reanimated", ecosystem: "reanimated", modules: ["react-native-reanimated"]) { file, index, context in
        context.calledName(index) == "withSpring" ? JavaScriptRecognizer.withSpring(file, index, context) : nil
    }
    .reading(.init(forms: [.physics, .duration], api: "Reanimated withSpring config") { call, values, context in
        JavaScriptRecognizer.reanimatedConfig(&call, values, spreads: [], context)
    })
    .readingSpringOptions(.reanimated)
    .exporting(Dictionary(uniqueKeysWithValues: EngineConstants.reanimatedConfigs.map { name, members in
        (name, JavaScriptRecognizer.constantObject(members, prefix: name))
    }))
}

extension JavaScriptRecognizer.Context {
    /// The Reanimated version of the file's project (``JavaScriptRecognizer/reanimatedVersion(_:tree:)``), read once.
    var reanimatedVersion: Finding.APIVersion {
        memo("reanimatedVersion") { JavaScriptRecognizer.reanimatedVersion(file, tree: tree) }
    }
}

extension JavaScriptRecognizer {
    /// The Reanimated major version of the file's project: the nearest `package.json` above it
    /// that names `react-native-reanimated`, else 4 (the current major), said to be assumed.
    static func reanimatedVersion(_ file: SourceFile, tree: ScanTree?) -> Finding.APIVersion {
        guard let tree else {
            return Finding.APIVersion(major: 4, source: "assumed 4: the text was scanned without its project's files", isDeclared: false)
        }
        guard let (range, manifest) = tree.project.dependency(JavaScriptLibrary.reanimated.modules[0], near: file.path) else {
            return Finding.APIVersion(major: 4, source: "assumed 4: no package.json above the file names react-native-reanimated",
                                      isDeclared: false)
        }
        guard let major = PackageManifest.major(of: range) else {
            return Finding.APIVersion(major: 4, source: "assumed 4: \(manifest) names react-native-reanimated \(range), without a version number",
                                      isDeclared: false)
        }
        return Finding.APIVersion(major: major, source: "\(manifest): react-native-reanimated \(range)", isDeclared: true)
    }

    /// Reanimated `withSpring(toValue, config?, callback?)`: the physics form (`mass`,
    /// `stiffness`, `damping`) or the duration form (`duration`, `dampingRatio`; either one,
    /// when truthy, selects it, as Reanimated's `useDuration` does), each with the defaults of
    /// the project's Reanimated version; no config is that version's default spring.
    static func withSpring(_ file: SourceFile, _ index: Int, _ context: Context) -> [SpringCall] {
        guard isImported(context, index, from: JavaScriptLibrary.reanimated.modules, as: ["withSpring"]),
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
}
