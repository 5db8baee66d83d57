import SpringKit

/// Finds the springs written in JavaScript or TypeScript, by the libraries of
/// ``JavaScriptLibrary/allCases`` (Motion, react-spring, React Native, React Navigation,
/// Reanimated, anime.js, Svelte; each in its file under `Libraries/`), with what they share: the
/// file's ``Context``, configs read through the names they are bound to (``JavaScriptResolver``),
/// one call per value a config may have, TypeScript types told from values.
extension SourceLanguage {
    /// JavaScript and TypeScript (`.js .jsx .ts .tsx .mjs .cjs`, and Svelte components `.svelte`,
    /// read for their `<script>`): the libraries of ``JavaScriptLibrary/allCases``.
    public static let javaScript = SourceLanguage("javascript", fileExtensions: ["js", "jsx", "ts", "tsx", "mjs", "cjs", "svelte"],
                                                  recognizer: JavaScriptRecognizer())
}

struct JavaScriptRecognizer: LanguageRecognizer {
    /// Those of its libraries.
    var ecosystems: [String] { JavaScriptLibrary.allCases.compactMap(\.ecosystem) }
    /// Also a `transitionSpec` naming stock specs, and an exported config's `stiffness`.
    let keywords = ["pring", "config", "tiffness", "ransitionSpec"]
    /// BigInt's `n` (`10n`).
    let numberSuffixes = "n"
    let hexadecimalSuffixes = "n"
    let exportsConfigs = true
    let hasObjectLiterals = true
    let sharesOnlyExports = true

    /// A Svelte component (`.svelte`) is read for its `<script>` only (markup and styles blanked).
    func code(_ bytes: [UInt8], path: String) -> [UInt8] { path.hasSuffix(".svelte") ? SvelteComponent.script(bytes) : bytes }

    func tokens(_ bytes: [UInt8], path: String) -> [Token] { JavaScriptTokenizer().tokens(bytes) }

    func calls(in file: SourceFile, tree: ScanTree?, options: ScanOptions) -> [SpringCall] { Self.calls(in: file, tree: tree) }

    func exportedConfigs(in file: SourceFile, found: [SpringCall], tree: ScanTree) -> [ExportedConfig] {
        Self.exportedConfigs(in: file, found: found, tree: tree)
    }

    static let physicsKeys: Set<String> = ["stiffness", "damping", "mass"]
    /// The keys of Motion's spring options.
    static let motionKeys: Set<String> = ["stiffness", "damping", "mass", "duration", "bounce", "visualDuration"]

    /// What the recognisers share for one file: its bindings and the resolver that follows
    /// them (made at the first use), and what a library works out about the file once
    /// (``memo(_:_:)``: the project's Reanimated version, whether the file imports anime.js).
    final class Context {
        let file: SourceFile
        let tree: ScanTree?
        private(set) lazy var source = JavaScriptResolver.Source(file: file, bindings: JavaScriptBindings(file))
        private(set) lazy var resolver = JavaScriptResolver(tree: tree, apiConstants: JavaScriptRecognizer.apiConstants,
                                                             budget: JavaScriptResolver.budget(forTokens: file.count))
        /// The values ``memo(_:_:)`` keeps, by key.
        private var memos: [String: Any] = [:]
        /// The last token ``calledName(_:)`` was asked about, and its answer.
        private var lastCall: (index: Int, name: String?) = (-1, nil)

        init(file: SourceFile, tree: ScanTree?) {
            self.file = file
            self.tree = tree
        }

        var bindings: JavaScriptBindings { source.bindings }

        /// The name the identifier at `index` has in the module it is imported from (`useSpring`
        /// for `import { useSpring as useMotionSpring }`), or its own text.
        func importedName(_ index: Int) -> String {
            let text = file.text(index)
            return bindings.imports[text]?.name ?? text
        }

        /// `make()`, worked out at the first ask for `key` in this file and kept for the others.
        func memo<Value>(_ key: String, _ make: () -> Value) -> Value {
            if let value = memos[key] as? Value { return value }
            let value = make()
            memos[key] = value
            return value
        }

        /// Whether a string literal of the file contains `text` (a module's name). Cost: a pass
        /// over the tokens at the first ask for `text`.
        func mentions(_ text: String) -> Bool {
            memo("mentions " + text) {
                file.tokens.indices.contains { file.tokens[$0].kind == .string && file.text($0).contains(text) }
            }
        }

        /// The name the function called at `index` has where it comes from (``importedName(_:)``)
        /// when the identifier at `index` is a call (``isCallSite(_:_:)``, followed by `(`, not a
        /// method after `.`), else `nil`. Cost: O(1) when asked again about the same token.
        func calledName(_ index: Int) -> String? {
            if lastCall.index == index { return lastCall.name }
            let isCall = file.isPunctuation(index + 1, 0x28) && !file.isPunctuation(index - 1, 0x2E) && isCallSite(file, index)
            lastCall = (index, isCall ? importedName(index) : nil)
            return lastCall.name
        }
    }

    /// The named constants of the libraries whose configs are read through names (Reanimated's
    /// exported spring configs, React Navigation's `TransitionSpecs`), by the module they come from.
    static let apiConstants: [(module: String, constants: [String: JavaScriptResolver.Member])] =
        JavaScriptLibrary.allCases.filter { !$0.constants.isEmpty }.map { ($0.modules[0], $0.constants) }

    /// A constant object of an API: its members as constants named `prefix.label`
    /// (`overshootClamping: true`, stored as 1, as the flag `true`).
    static func constantObject(_ members: [(String, Double)], prefix: String) -> JavaScriptResolver.Member {
        .constantObject(JavaScriptResolver.Object(members: members.map { label, value in
            (label, label == "overshootClamping" ? .constant(value: nil, text: "true") : .constant(value: value, text: prefix + "." + label))
        }))
    }

    /// The springs of `file`: at each identifier, those of the first library of
    /// ``JavaScriptLibrary/allCases`` that knows the token. Cost: linear in the tokens, besides
    /// the configs the libraries resolve.
    static func calls(in file: SourceFile, tree: ScanTree? = nil) -> [SpringCall] {
        var calls: [SpringCall] = []
        let context = Context(file: file, tree: tree)
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            for library in JavaScriptLibrary.allCases {
                guard let found = library.recognize(file, index, context) else { continue }
                calls += found
                break
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

    /// One call per value a config may have (a choice gives several, each with its
    /// ``SpringCall/variant``): `make` turns an object's members into the spring; an object
    /// `include` refuses is left out (found elsewhere, or not a spring's); a value that cannot be
    /// read is listed with the reason, unless `listsUnresolved` is false.
    static func configCalls(_ call: SpringCall, _ resolution: JavaScriptResolver.Resolution, text: String, name: String = "config",
                            _ context: Context, include: (JavaScriptResolver.Object) -> Bool = { _ in true },
                            listsUnresolved: Bool = true,
                            _ make: (inout SpringCall, [String: FindingParameter], [FindingParameter]) -> Void) -> [SpringCall] {
        resolution.branches.compactMap { variant, branch in
            var call = call
            call.variant = variant
            switch branch {
            case .object(let object):
                guard include(object) else { return nil }
                let (values, spreads) = numbers(object, context)
                call.notes += object.notes
                make(&call, values, spreads)
            case .unresolved(let reason):
                guard listsUnresolved else { return nil }
                unresolvedConfig(&call, name: name, text: text, reason: reason)
            case .number:
                guard listsUnresolved else { return nil }
                unresolvedConfig(&call, name: name, text: text, reason: "a number, not an object")
            case .alternatives:
                return nil // flattened by `branches`
            }
            return call
        }
    }

    /// Makes `call` the listing of a config that could not be read.
    static func unresolvedConfig(_ call: inout SpringCall, name: String, text: String, reason: String) {
        call.parameters = [FindingParameter(name: name, value: nil, text: text, source: .notLiteral, reason: reason)]
        call.family = .physical
        call.computedFrom = [name]
    }

    /// An object's members as parameters, with the spreads that could not be followed.
    static func numbers(_ object: JavaScriptResolver.Object, _ context: Context) -> (values: [String: FindingParameter], spreads: [FindingParameter]) {
        var values: [String: FindingParameter] = [:]
        for (label, member) in object.members { values[label] = context.resolver.parameter(label, member) }
        return (values, object.unresolved)
    }

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


    /// Whether `name` at `index` is the function of that name a module among `modules` exports:
    /// imported from one of them (directly or renamed), and not a declaration of the file.
    static func isImported(_ context: Context, _ index: Int, from modules: [String], as names: Set<String>) -> Bool {
        let local = context.file.text(index)
        if context.bindings.declaration(of: local, at: index, in: context.file) != nil { return false }
        guard let imported = context.bindings.imports[local] else { return false }
        return names.contains(imported.name) && modules.contains { JavaScriptBindings.isModule(imported.module, $0) }
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
    }}
