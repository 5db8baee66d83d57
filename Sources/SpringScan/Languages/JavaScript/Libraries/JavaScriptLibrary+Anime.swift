import SpringKit

extension JavaScriptLibrary {
    /// anime.js v4's `spring(…)` and v4.0's `createSpring(…)`, in a file that imports anime.js
    /// (``JavaScriptRecognizer/Context/importsAnime``).
    static let anime = JavaScriptLibrary("anime.js", ecosystem: "anime", modules: ["animejs"]) { file, index, context in
        guard let name = context.calledName(index), name == "spring" || name == "createSpring", context.importsAnime else { return nil }
        return JavaScriptRecognizer.animeSpring(file, index, context)
    }
    .reading(.init(forms: [.physics], api: "anime.js spring() parameters") { call, values, _ in
        JavaScriptRecognizer.animeOptions(&call, values, spreads: [])
    })
    .readingSpringOptions(.none)
}

extension JavaScriptRecognizer.Context {
    /// Whether the file imports anime.js: from `animejs` (or a string of the file names it),
    /// or from a path or address that is anime.js's build (``JavaScriptRecognizer/isAnimeImport(_:names:)``).
    var importsAnime: Bool {
        memo("importsAnime") {
            mentions(JavaScriptLibrary.anime.modules[0]) || {
                var byModule: [String: Set<String>] = [:]
                for imported in bindings.imports.values { byModule[imported.module, default: []].insert(imported.name) }
                return byModule.contains { JavaScriptRecognizer.isAnimeImport($0.key, names: $0.value) }
            }()
        }
    }
}

extension JavaScriptRecognizer {
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
        if JavaScriptBindings.isModule(module, JavaScriptLibrary.anime.modules[0]) { return true }
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
                call.callbackTime = ("onComplete", clamped / 1000, "anime.js calls a spring's onComplete at its perceived duration, \(NumberStyle.scan.text(clamped)) ms")
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
                                     "anime.js calls a spring's onComplete at its perceived duration, which a spring given by stiffness, damping and mass keeps at the default \(NumberStyle.scan.text(AnimeBounceParameters.defaultDuration)) ms")
            }
        }
        call.parameters += spreads
        call.computedFrom = spreads.map(\.name)
    }
}
