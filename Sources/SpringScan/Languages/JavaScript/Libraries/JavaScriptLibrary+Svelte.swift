import SpringKit

extension JavaScriptLibrary {
    /// Svelte's `spring(…)` store and `Spring` class (`new Spring(…)`, `Spring.of(…)`), from
    /// `svelte/motion`, in a file that names it.
    static let svelte = JavaScriptLibrary("Svelte", ecosystem: "svelte", modules: [svelteModule]) { file, index, context in
        if let name = context.calledName(index) {
            guard name == "spring" || name == "Spring", context.mentions(svelteModule) else { return nil }
        } else {
            guard file.isIdentifier(index, "Spring"), file.isPunctuation(index + 1, 0x2E),
                  context.mentions(svelteModule) else { return nil }
        }
        return JavaScriptRecognizer.svelteSpring(file, index, context)
    }
    .readingSpringOptions(.none)

    /// The module Svelte's springs come from.
    private static let svelteModule = "svelte/motion"
}

extension JavaScriptRecognizer {
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
        guard isImported(context, index, from: JavaScriptLibrary.svelte.modules, as: [isClass ? "Spring" : "spring"]),
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
