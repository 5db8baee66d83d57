/// Reads a JavaScript config expression into its members, following what the code binds, the
/// way JavaScript evaluates it:
///
/// - object literals, with `...spread` members merged in order (later members win);
/// - `const` declarations of the same file (and destructuring: `const { timing, ...config } =
///   SPEC`), numbers among them;
/// - parameters: the argument of a call being read (below), else the parameter's default
///   (`function Sheet({ transition = {…} })`), said in a note;
/// - constants another file exports (`export const`, `export { a as b }`) where this one imports
///   them by a relative path, a path alias of the project (``ModuleAliases``) or as a namespace
///   (`import * as specs from './specs'`), inside the scanned tree;
/// - named constants of the APIs (Reanimated's `GentleSpringConfig`, React Navigation's
///   `TransitionSpecs.TransitionIOSSpec`);
/// - calls of functions of the file or of a file it imports (`const f = (c) => c`,
///   `function makeSpring(o) { return { ...BASE, ...o } }`, hooks that return a literal), read
///   with the call's arguments bound to the parameters; `useMemo(() => …)`, `Object.freeze(x)`
///   and `Object.assign(…)`;
/// - choices, each read as an alternative: a ternary `c ? a : b` (also as a member's value),
///   `Platform.select({ ios: …, android: … })`, a function with several `return`s;
/// - TypeScript's `as const`, `as T` and `satisfies T` after a value.
///
/// Anything else is unresolved, with the reason. The work is bounded whatever the input:
/// imported files are read at most once each, at most ``maximumFiles`` per scanned file;
/// references are followed at most ``maximumDepth`` deep; a name defined through itself (`const
/// a = { ...b }; const b = { ...a }`) is a cycle, reported, not expanded; an object keeps at
/// most ``maximumUnresolved`` of the members it could not read; a value has at most
/// ``maximumAlternatives`` alternatives; and a file's resolutions take at most
/// ``budget(forTokens:)`` steps in all (``steps`` counts them).
final class JavaScriptResolver {
    /// A file and its bindings.
    struct Source {
        var file: SourceFile
        var bindings: JavaScriptBindings
    }

    /// The arguments of a call whose function is being read, bound to its parameters.
    final class Frame: Sendable {
        let arguments: [(source: Source, range: Range<Int>)]
        let environment: Environment

        init(arguments: [(source: Source, range: Range<Int>)], environment: Environment) {
            self.arguments = arguments
            self.environment = environment
        }
    }

    /// The calls being read: a function (its file and the token of its parameter list) → the
    /// arguments it was called with.
    struct Environment {
        struct Key: Hashable {
            var path: String
            var function: Int
        }

        var frames: [Key: Frame] = [:]

        static let empty = Environment()
    }

    /// One member's value: tokens of a source (read where the member was written), or a named
    /// constant's value or object.
    enum Member {
        case tokens(Source, Range<Int>, Environment)
        case constant(value: Double?, text: String)
        case constantObject(Object)
    }

    /// An object's members in order (a later duplicate replaces an earlier one in place of the
    /// value, as in JavaScript), with the members that could not be read and notes on how it
    /// was read.
    struct Object {
        var members: [(label: String, value: Member)] = []
        /// Spreads and references that could not be followed (name `...`, the reason): at most
        /// ``JavaScriptResolver/maximumUnresolved``, each once.
        private(set) var unresolved: [FindingParameter] = []
        /// How the object was reached, when a reader should know (a parameter's default).
        var notes: [String] = []

        init(members: [(label: String, value: Member)] = [], unresolved: [FindingParameter] = []) {
            self.members = members
            for parameter in unresolved { addUnresolved(parameter) }
        }

        func member(_ label: String) -> Member? {
            members.last { $0.label == label }?.value
        }

        var labels: Set<String> { Set(members.map(\.label)) }

        mutating func set(_ label: String, _ value: Member) {
            members.removeAll { $0.label == label }
            members.append((label, value))
        }

        mutating func addUnresolved(_ parameter: FindingParameter) {
            guard unresolved.count < JavaScriptResolver.maximumUnresolved, !unresolved.contains(parameter) else { return }
            unresolved.append(parameter)
        }

        /// `other`'s members merged over these (a spread).
        mutating func merge(_ other: Object) {
            for (label, value) in other.members { set(label, value) }
            for parameter in other.unresolved { addUnresolved(parameter) }
            for note in other.notes where !notes.contains(note) { notes.append(note) }
        }
    }

    /// What an expression is.
    enum Resolution {
        case object(Object)
        case number(Double)
        case unresolved(String)
        /// Values the code chooses between (each an object, a number or unresolved), with what
        /// chooses each (`Platform.select ios`, `when i === 0`).
        case alternatives([(variant: String, resolution: Resolution)])

        /// Each value with the choice that gives it (`nil` for a single value).
        var branches: [(variant: String?, resolution: Resolution)] {
            if case .alternatives(let list) = self { return list.map { ($0.variant, $0.resolution) } }
            return [(nil, self)]
        }
    }

    /// The folders and files of the scan: imports are followed only to files inside them.
    let tree: ScanTree?
    /// Named constants of APIs, by the module they come from: module → name → value.
    let apiConstants: [(module: String, constants: [String: Member])]
    private var loaded: [String: Source?] = [:]
    /// The files read for imports.
    private var filesRead = 0
    /// The resolution of each declaration's value already read (without arguments bound), by
    /// file and token: each is read once however often it is named.
    private var declared: [String: [Int: Resolution]] = [:]
    /// Declarations being read (file, token of the value): met again, they are a cycle.
    private var inProgress: Set<Environment.Key> = []
    /// Functions being called: met again, a recursion.
    private var activeCalls: Set<Environment.Key> = []
    /// The steps taken so far (each expression read, member merged and function body walked).
    private(set) var steps = 0
    /// The steps this resolver may take in all.
    let budget: Int

    /// The most members an object may have to be read (spring configs have a few): larger
    /// objects are not configs, and stop here instead of costing their size at every use.
    static let maximumMembers = 64
    /// The most files one scanned file may cause to be read.
    static let maximumFiles = 16
    /// The most paths one scanned file may cause to be tried (each an `open` that may fail).
    static let maximumProbes = 256
    /// The most references followed for one expression (`a` = `{...b}`, `b` = `{...c}`…).
    static let maximumDepth = 12
    /// The most members that could not be read kept for one object.
    static let maximumUnresolved = 8
    /// The most alternatives one value may have (choices inside choices multiply).
    static let maximumAlternatives = 8

    /// The steps a file of `tokens` tokens may take: linear in its size.
    static func budget(forTokens tokens: Int) -> Int {
        100_000 + 16 * tokens
    }

    init(tree: ScanTree?, apiConstants: [(module: String, constants: [String: Member])] = [], budget: Int = JavaScriptResolver.budget(forTokens: 0)) {
        self.tree = tree
        self.apiConstants = apiConstants
        self.budget = budget
    }

    /// Counts a step; `false` once the budget is spent.
    private func step(_ count: Int = 1) -> Bool {
        steps += count
        return steps <= budget
    }

    private var budgetReason: String { "reading it took more than the \(budget) steps a file may take: not followed" }

    // MARK: Expressions

    /// The expression `range` of `source`.
    func resolve(_ source: Source, _ range: Range<Int>, depth: Int = 0, environment: Environment = .empty) -> Resolution {
        guard step() else { return .unresolved(budgetReason) }
        let range = Self.strippingTypeScript(source.file, range)
        let file = source.file
        guard !range.isEmpty else { return .unresolved("empty") }
        guard depth < Self.maximumDepth else { return .unresolved("followed more than \(Self.maximumDepth) references") }
        if let number = LiteralReader.number(file, range) { return .number(number) }
        if let choices = Self.choices(file, range) {
            return alternatives(choices.map { ($0.variant, resolve(source, $0.range, depth: depth + 1, environment: environment)) })
        }
        if file.isPunctuation(range.lowerBound, 0x7B), file.closing(range.lowerBound) == range.upperBound - 1 {
            return members(source, open: range.lowerBound, depth: depth, environment: environment)
        }
        if range.count == 1, file.isIdentifier(range.lowerBound) {
            if file.isIdentifier(range.lowerBound, "undefined") { return .object(Object()) }
            return reference(source, name: file.text(range.lowerBound), at: range.lowerBound, depth: depth, environment: environment)
        }
        // NAME.member.member…: a member of a constant object (`springs.card`).
        if range.count >= 3, range.count % 2 == 1, file.isIdentifier(range.lowerBound),
           stride(from: range.lowerBound + 1, to: range.upperBound, by: 2).allSatisfy({
               file.isPunctuation($0, 0x2E) && file.isIdentifier($0 + 1)
           }) {
            var current = reference(source, name: file.text(range.lowerBound), at: range.lowerBound, depth: depth, environment: environment)
            for dot in stride(from: range.lowerBound + 1, to: range.upperBound, by: 2) {
                let label = file.text(dot + 1)
                guard case .object(let object) = current else {
                    if case .number = current { return .unresolved("a number, not an object") }
                    return current
                }
                guard let member = object.member(label) else {
                    return .unresolved("'\(file.sourceText(range.lowerBound..<(dot + 2)))' is not a member of a constant object")
                }
                current = value(of: member, depth: depth + 1)
            }
            return current
        }
        if file.isPunctuation(range.upperBound - 1, 0x29), let open = file.opening(range.upperBound - 1), open > range.lowerBound {
            return call(source, callee: range.lowerBound..<open, open: open, depth: depth, environment: environment)
        }
        return .unresolved("an expression, not an object literal or a constant's name")
    }

    /// A member's value.
    func value(of member: Member, depth: Int) -> Resolution {
        switch member {
        case .constant(let value, let text): return value.map { .number($0) } ?? .unresolved("the constant \(text), not a number or an object")
        case .constantObject(let object): return .object(object)
        case .tokens(let source, let range, let environment): return resolve(source, range, depth: depth, environment: environment)
        }
    }

    /// Alternatives from `choices`, flattened (a choice inside a choice names both); more than
    /// ``maximumAlternatives`` are not read.
    func alternatives(_ choices: [(variant: String, resolution: Resolution)]) -> Resolution {
        var flat: [(variant: String, resolution: Resolution)] = []
        for (variant, resolution) in choices {
            for branch in resolution.branches {
                flat.append((branch.variant.map { variant + ", " + $0 } ?? variant, branch.resolution))
            }
        }
        guard flat.count <= Self.maximumAlternatives else {
            return .unresolved("more than \(Self.maximumAlternatives) alternatives: not read")
        }
        return .alternatives(flat)
    }

    /// A choice written at `range`: a ternary `c ? a : b` (at the top level of the range) or
    /// `Platform.select({ ios: …, android: … })`, as the range of each value and what
    /// chooses it.
    static func choices(_ file: SourceFile, _ range: Range<Int>) -> [(variant: String, range: Range<Int>)]? {
        // Platform.select({ … })
        let first = range.lowerBound
        if range.count >= 6, file.isIdentifier(first, "Platform"), file.isPunctuation(first + 1, 0x2E),
           file.isIdentifier(first + 2, "select"), file.isPunctuation(first + 3, 0x28), file.closing(first + 3) == range.upperBound - 1,
           file.isPunctuation(first + 4, 0x7B), let close = file.closing(first + 4), close == range.upperBound - 2,
           let list = ArgumentList(file, open: first + 4, style: .colon) {
            let members = list.arguments.compactMap { argument in argument.label.map { ("Platform.select " + $0, argument.value) } }
            return members.isEmpty ? nil : members
        }
        // c ? a : b, the `?` and `:` at the top level (not `?.` or `??`).
        var question: Int?
        var nested = 0
        var index = first
        while index < range.upperBound {
            if let close = file.closing(index) { index = close + 1; continue }
            if file.isPunctuation(index, 0x3F) {
                let optional = file.isPunctuation(index + 1, 0x2E) && file.adjacent(index, index + 1)
                let coalescing = (file.isPunctuation(index + 1, 0x3F) && file.adjacent(index, index + 1))
                    || (file.isPunctuation(index - 1, 0x3F) && file.adjacent(index - 1, index))
                if !optional, !coalescing {
                    if question == nil { question = index } else { nested += 1 }
                }
            } else if file.isPunctuation(index, 0x3A), let question {
                if nested == 0 {
                    guard question > first, index > question + 1, index + 1 < range.upperBound else { return nil }
                    let condition = file.sourceText(first..<question)
                    let shown = condition.count > 60 ? String(condition.prefix(59)) + "…" : condition
                    return [("when " + shown, (question + 1)..<index), ("unless " + shown, (index + 1)..<range.upperBound)]
                }
                nested -= 1
            }
            index += 1
        }
        return nil
    }

    /// A name used at `use`: a declaration or parameter of this file, a function, an imported
    /// constant, or an API's constant.
    func reference(_ source: Source, name: String, at use: Int, depth: Int, environment: Environment) -> Resolution {
        if let declaration = source.bindings.declaration(of: name, at: use, in: source.file) {
            return declarationValue(source, declaration, name: name, depth: depth, environment: environment)
        }
        if source.bindings.function(named: name, at: use, in: source.file) != nil {
            return .unresolved("'\(name)' is a function, not a config")
        }
        if let imported = source.bindings.imports[name] {
            if let api = apiConstants.first(where: { JavaScriptBindings.isModule(imported.module, $0.module) }) {
                guard let constant = api.constants[imported.name] else {
                    return .unresolved("'\(imported.name)' is not one of \(api.module)'s spring configs")
                }
                return value(of: constant, depth: depth + 1)
            }
            switch importedSource(imported, from: source.file.path) {
            case .failure(let reason): return .unresolved(reason.text)
            case .success(let module):
                if imported.name == "*" { return .object(namespace(module)) }
                guard let local = module.bindings.exports[imported.name],
                      let declaration = module.bindings.declaration(of: local, at: module.file.count, in: module.file) else {
                    return .unresolved("'\(imported.name)' is not an exported const of \(imported.module)")
                }
                return declarationValue(module, declaration, name: local, depth: depth, environment: .empty)
            }
        }
        return .unresolved("'\(name)' is not a const in this file or a file it imports")
    }

    /// A module's exported constants as an object (`import * as specs from './specs'`).
    private func namespace(_ module: Source) -> Object {
        var object = Object()
        for (exported, local) in module.bindings.exports.sorted(by: { $0.key < $1.key }) {
            guard let declaration = module.bindings.declaration(of: local, at: module.file.count, in: module.file),
                  declaration.kind == .value, let value = declaration.value else { continue }
            object.set(exported, .tokens(module, module.file.expressionRange(from: value), .empty))
        }
        return object
    }

    /// The value a declaration binds its name to: read once when no call's arguments are
    /// bound; a declaration met again while it is read is a cycle.
    private func declarationValue(_ source: Source, _ declaration: JavaScriptBindings.Declaration, name: String, depth: Int,
                                  environment: Environment) -> Resolution {
        switch declaration.kind {
        case .value:
            guard let value = declaration.value else { return .unresolved("'\(name)' has no value") }
            return declaredValue(source, value, name: name, depth: depth, environment: environment)
        case .destructured(let part, let fallback):
            guard let value = declaration.value else { return .unresolved("'\(name)' has no value") }
            let whole = declaredValue(source, value, name: name, depth: depth, environment: environment)
            return take(part, of: whole, fallback: fallback.map { (source, $0, environment) }, name: name, depth: depth)
        case .parameter(let function, let index, let part, let fallback):
            let key = Environment.Key(path: source.file.path, function: function)
            let given = fallback.map { (source, $0, environment) }
            if let frame = environment.frames[key], index < frame.arguments.count {
                let argument = frame.arguments[index]
                if !(argument.range.count == 1 && argument.source.file.isIdentifier(argument.range.lowerBound, "undefined")) {
                    let whole = resolve(argument.source, argument.range, depth: depth + 1, environment: frame.environment)
                    return take(part, of: whole, fallback: given, name: name, depth: depth)
                }
            } else if environment.frames[key] == nil, let given {
                var resolution = resolve(given.0, given.1..<Self.end(of: given.0.file, from: given.1), depth: depth + 1,
                                         environment: given.2)
                resolution.note("the default of parameter '\(name)' (a caller may pass another)")
                return resolution
            }
            if let given {
                return resolve(given.0, given.1..<Self.end(of: given.0.file, from: given.1), depth: depth + 1, environment: given.2)
            }
            return .unresolved("'\(name)' is a parameter: its value comes from the function's callers")
        }
    }

    /// The value whose first token is `value`: read once (when no call's arguments are bound).
    private func declaredValue(_ source: Source, _ value: Int, name: String, depth: Int, environment: Environment) -> Resolution {
        let key = Environment.Key(path: source.file.path, function: value)
        let memoized = environment.frames.isEmpty
        if memoized, let known = declared[source.file.path]?[value] { return known }
        guard !inProgress.contains(key) else { return .unresolved("'\(name)' is defined through itself (a cycle)") }
        inProgress.insert(key)
        let resolution = resolve(source, value..<Self.end(of: source.file, from: value), depth: depth + 1, environment: environment)
        inProgress.remove(key)
        if memoized { declared[source.file.path, default: [:]][value] = resolution }
        return resolution
    }

    /// The end of an expression starting at `start` (a `const`'s value, a default).
    static func end(of file: SourceFile, from start: Int) -> Int {
        let range = file.expressionRange(from: start)
        guard !range.isEmpty, let close = file.closing(range.lowerBound) else { return range.upperBound }
        return max(close + 1, range.upperBound)
    }

    /// A part of a value (`const { damping } = config`, `const { a, ...rest } = config`), or
    /// `fallback` when the member is absent.
    private func take(_ part: JavaScriptBindings.Part, of whole: Resolution, fallback: (Source, Int, Environment)?, name: String,
                      depth: Int) -> Resolution {
        switch part {
        case .whole:
            return whole
        case .member(let label):
            return map(whole) { object in
                if let member = object.member(label) { return self.value(of: member, depth: depth + 1) }
                if let fallback {
                    return self.resolve(fallback.0, fallback.1..<Self.end(of: fallback.0.file, from: fallback.1), depth: depth + 1,
                                        environment: fallback.2)
                }
                return .unresolved("'\(label)' is not a member of the value '\(name)' is taken from")
            }
        case .rest(let excluding):
            return map(whole) { object in
                var rest = object
                rest.members.removeAll { excluding.contains($0.label) }
                return .object(rest)
            }
        }
    }

    /// `transform` applied to each object of `resolution` (numbers are not objects).
    private func map(_ resolution: Resolution, _ transform: (Object) -> Resolution) -> Resolution {
        switch resolution {
        case .object(let object): return transform(object)
        case .number: return .unresolved("a number, not an object")
        case .unresolved: return resolution
        case .alternatives(let list): return alternatives(list.map { ($0.variant, map($0.resolution, transform)) })
        }
    }

    // MARK: Objects

    /// The object literal opened at `open`: its members, spreads merged in order; a spread or
    /// member value that is a choice makes the object a choice too.
    func members(_ source: Source, open: Int, depth: Int, environment: Environment = .empty) -> Resolution {
        guard let list = ArgumentList(source.file, open: open, style: .colon) else { return .object(Object()) }
        guard list.arguments.count <= Self.maximumMembers else {
            return .object(Object(unresolved: [FindingParameter(name: "...", value: nil, text: source.file.sourceText(open..<(list.close + 1)),
                                                                source: .notLiteral,
                                                                reason: "an object of more than \(Self.maximumMembers) members, not a spring config")]))
        }
        var partials: [(variant: String?, object: Object)] = [(nil, Object())]
        for member in list.arguments {
            guard step() else { return .unresolved(budgetReason) }
            if member.isSpread {
                let spread = resolve(source, member.value, depth: depth + 1, environment: environment)
                let text = "..." + source.file.sourceText(member.value)
                partials = combine(partials, spread.branches.map { ($0.variant, $0.resolution) }) { object, branch in
                    switch branch {
                    case .object(let other):
                        object.merge(other)
                    case .unresolved(let reason):
                        object.addUnresolved(FindingParameter(name: "...", value: nil, text: text, source: .notLiteral, reason: reason))
                    case .number:
                        object.addUnresolved(FindingParameter(name: "...", value: nil, text: text, source: .notLiteral,
                                                              reason: "a number, not an object"))
                    case .alternatives:
                        break // flattened by `branches`
                    }
                }
                guard partials.allSatisfy({ $0.object.members.count <= Self.maximumMembers }) else {
                    return .object(Object(unresolved: [FindingParameter(
                        name: "...", value: nil, text: text, source: .notLiteral,
                        reason: "an object of more than \(Self.maximumMembers) members, not a spring config")]))
                }
            } else if let label = member.label {
                if let choices = Self.choices(source.file, member.value) {
                    let branches = choices.map { (Optional($0.variant), Member.tokens(source, $0.range, environment)) }
                    partials = combine(partials, branches) { object, value in object.set(label, value) }
                } else {
                    for index in partials.indices { partials[index].object.set(label, .tokens(source, member.value, environment)) }
                }
            }
            guard partials.count <= Self.maximumAlternatives else {
                return .unresolved("more than \(Self.maximumAlternatives) alternatives: not read")
            }
        }
        if partials.count == 1 { return .object(partials[0].object) }
        return .alternatives(partials.map { ($0.variant ?? "", .object($0.object)) })
    }

    /// Each partial object with each branch applied (a product when there are several).
    private func combine<Value>(_ partials: [(variant: String?, object: Object)], _ branches: [(String?, Value)],
                                _ apply: (inout Object, Value) -> Void) -> [(variant: String?, object: Object)] {
        var result: [(variant: String?, object: Object)] = []
        for partial in partials {
            for branch in branches {
                var object = partial.object
                apply(&object, branch.1)
                let variant = [partial.variant, branch.0].compactMap { $0 }.joined(separator: ", ")
                result.append((variant.isEmpty ? nil : variant, object))
                if result.count > Self.maximumAlternatives { return result }
            }
        }
        return result
    }

    // MARK: Numbers and text

    /// The parameter `name` a member gives: a number literal, a `const` number (of its file or
    /// imported), or a named constant's value; otherwise not a literal, with the reason.
    func parameter(_ name: String, _ member: Member, depth: Int = 0) -> FindingParameter {
        switch member {
        case .constant(let value, let text):
            return FindingParameter(name: name, value: value, text: text, source: value == nil ? .notLiteral : .constant)
        case .constantObject:
            return FindingParameter(name: name, value: nil, text: name, source: .notLiteral, reason: "an object, not a number")
        case .tokens(let source, let range, let environment):
            let range = Self.strippingTypeScript(source.file, range)
            let text = source.file.sourceText(range)
            if let literal = LiteralReader.literal(source.file, range) {
                return FindingParameter(name: name, value: literal.value, text: text, source: .literal, span: literal.span)
            }
            switch resolve(source, range, depth: depth + 1, environment: environment) {
            case .number(let value):
                return FindingParameter(name: name, value: value, text: text, source: .constant)
            case .object:
                return FindingParameter(name: name, value: nil, text: text, source: .notLiteral, reason: "an object, not a number")
            case .alternatives:
                return FindingParameter(name: name, value: nil, text: text, source: .notLiteral, reason: "one of several values")
            case .unresolved:
                return FindingParameter(name: name, value: nil, text: text, source: .notLiteral,
                                        reason: "not a number literal or a const number of this file")
            }
        }
    }

    /// The text of a member (`'spring'` → `spring`, `true`), for members that are flags or names.
    func text(_ member: Member) -> String {
        switch member {
        case .constant(_, let text): return text
        case .constantObject: return "{…}"
        case .tokens(let source, let range, _):
            let range = Self.strippingTypeScript(source.file, range)
            if range.count == 1, source.file.tokens[range.lowerBound].kind == .string {
                return ArgumentList.labelText(source.file, range.lowerBound)
            }
            return source.file.sourceText(range)
        }
    }

    /// The end of a `const`'s value: `valueRange` stops at a new line, so an object literal
    /// whose `}` is on a later line is taken whole.
    func valueEnd(_ file: SourceFile, _ range: Range<Int>) -> Int {
        guard !range.isEmpty, let close = file.closing(range.lowerBound) else { return range.upperBound }
        return max(close + 1, range.upperBound)
    }

    /// `range` without a trailing `as const`, `as Type`, `satisfies Type` and enclosing parentheses.
    static func strippingTypeScript(_ file: SourceFile, _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while upper - lower >= 2 {
            if file.isPunctuation(lower, 0x28), file.closing(lower) == upper - 1 {
                lower += 1; upper -= 1
                continue
            }
            // The first top-level `as`/`satisfies` after the value's first token (or its
            // brackets: the `as const` inside `{ type: 'spring' as const }` is a member's).
            var index = (file.closing(lower) ?? lower) + 1
            var cut: Int?
            while index < upper {
                if let close = file.closing(index) { index = close + 1; continue }
                if file.isIdentifier(index, "as") || file.isIdentifier(index, "satisfies") { cut = index; break }
                index += 1
            }
            guard let cut else { break }
            upper = cut
        }
        return lower..<upper
    }

    // MARK: Calls

    /// The value of a call: `useMemo(() => …)`, `Object.freeze(x)`, `Object.assign(…)`, or a
    /// function of this file or of a file it imports, read with the arguments bound.
    private func call(_ source: Source, callee: Range<Int>, open: Int, depth: Int, environment: Environment) -> Resolution {
        let file = source.file
        guard let close = file.closing(open) else { return .unresolved("an unclosed call") }
        let name = file.sourceText(callee)
        let arguments = JavaScriptBindings.segments(file, open + 1, close)
        switch name {
        case "useMemo", "React.useMemo":
            guard let first = arguments.first, let function = Self.function(source, startingAt: first.lowerBound) else {
                return .unresolved("useMemo without a function")
            }
            return interpret(source, function, name: name, arguments: [], caller: source, depth: depth, environment: environment)
        case "Object.freeze", "Object.seal":
            guard let first = arguments.first else { return .unresolved("\(name)() without a value") }
            return resolve(source, first, depth: depth + 1, environment: environment)
        case "Object.assign":
            var partials: [(variant: String?, object: Object)] = [(nil, Object())]
            for argument in arguments {
                let value = resolve(source, argument, depth: depth + 1, environment: environment)
                let text = file.sourceText(argument)
                partials = combine(partials, value.branches.map { ($0.variant, $0.resolution) }) { object, branch in
                    if case .object(let other) = branch {
                        object.merge(other)
                    } else if case .unresolved(let reason) = branch {
                        object.addUnresolved(FindingParameter(name: "...", value: nil, text: text, source: .notLiteral, reason: reason))
                    }
                }
                guard partials.count <= Self.maximumAlternatives else {
                    return .unresolved("more than \(Self.maximumAlternatives) alternatives: not read")
                }
            }
            return partials.count == 1 ? .object(partials[0].object) : .alternatives(partials.map { ($0.variant ?? "", .object($0.object)) })
        default:
            break
        }
        guard callee.count == 1, file.isIdentifier(callee.lowerBound) else {
            return .unresolved("a call of \(name), not a function of this file or a file it imports")
        }
        guard let (module, function) = functionNamed(name, at: callee.lowerBound, in: source) else {
            return .unresolved("a call of \(name), not a function of this file or a file it imports")
        }
        return interpret(module, function, name: name, arguments: arguments, caller: source, depth: depth, environment: environment)
    }

    /// The function `name` names at token `use`: `function NAME`, `const NAME = (…) => …` or
    /// `= function (…) {…}` of this file, or such a function exported by a file it imports.
    private func functionNamed(_ name: String, at use: Int, in source: Source) -> (Source, JavaScriptBindings.Function)? {
        if let function = source.bindings.function(named: name, at: use, in: source.file) { return (source, function) }
        if let declaration = source.bindings.declaration(of: name, at: use, in: source.file) {
            guard declaration.kind == .value, let value = declaration.value,
                  let function = Self.function(source, startingAt: value) else { return nil }
            return (source, function)
        }
        guard let imported = source.bindings.imports[name], imported.name != "*",
              case .success(let module) = importedSource(imported, from: source.file.path),
              let local = module.bindings.exports[imported.name] else { return nil }
        return functionNamed(local, at: module.file.count, in: module).flatMap { $0.0.file.path == module.file.path ? $0 : nil }
    }

    /// The function expression starting at `start`: `(…) => …`, `x => …`, `function (…) {…}`,
    /// `async …`.
    static func function(_ source: Source, startingAt start: Int) -> JavaScriptBindings.Function? {
        var index = start
        if source.file.isIdentifier(index, "async") { index += 1 }
        if source.file.isIdentifier(index, "function") {
            index += 1
            if source.file.isPunctuation(index, 0x2A) { index += 1 }
            if source.file.isIdentifier(index) { index += 1 }
        }
        return source.bindings.functions[index]
    }

    /// The value `function` returns when called with `arguments` (token ranges of `caller`):
    /// its expression body, or each `return` of its own body (a nested function's are not its),
    /// several being alternatives.
    private func interpret(_ source: Source, _ function: JavaScriptBindings.Function, name: String, arguments: [Range<Int>],
                           caller: Source, depth: Int, environment: Environment) -> Resolution {
        let key = Environment.Key(path: source.file.path, function: function.open)
        guard !activeCalls.contains(key) else { return .unresolved("\(name) calls itself: not followed") }
        guard step(function.body.count) else { return .unresolved(budgetReason) }
        activeCalls.insert(key)
        defer { activeCalls.remove(key) }
        var inner = environment
        inner.frames[key] = Frame(arguments: arguments.map { (caller, $0) }, environment: environment)
        let returns = function.isExpression ? [function.body] : Self.returnedExpressions(source, function)
        guard !returns.isEmpty else { return .unresolved("\(name) returns no value that is read") }
        if returns.count == 1 { return resolve(source, returns[0], depth: depth + 1, environment: inner) }
        guard returns.count <= Self.maximumAlternatives else {
            return .unresolved("\(name) has more than \(Self.maximumAlternatives) returns: not read")
        }
        return alternatives(returns.map { range in
            ("\(name) return at line \(source.file.tokens[range.lowerBound].line)", resolve(source, range, depth: depth + 1, environment: inner))
        })
    }

    /// The expressions of the `return` statements of `function`'s own body.
    static func returnedExpressions(_ source: Source, _ function: JavaScriptBindings.Function) -> [Range<Int>] {
        let file = source.file
        var result: [Range<Int>] = []
        var index = function.body.lowerBound
        while index < function.body.upperBound {
            if let nested = source.bindings.functions[index], nested.open != function.open {
                index = nested.body.upperBound + 1
                continue
            }
            if file.isIdentifier(index, "return"), index + 1 < function.body.upperBound,
               !file.isPunctuation(index + 1, 0x3B), !file.isPunctuation(index + 1, 0x7D) {
                let range = file.expressionRange(from: index + 1)
                if !range.isEmpty { result.append(range) }
                if result.count > maximumAlternatives { break }
            }
            index += 1
        }
        return result
    }

    // MARK: Imports

    /// Why an import cannot be followed.
    struct ImportFailure: Error {
        var text: String
    }

    /// The file an import names, inside the scanned tree: a relative path, or a path alias of
    /// the project (``ModuleAliases``).
    private func importedSource(_ imported: JavaScriptBindings.Import, from path: String) -> Result<Source, ImportFailure> {
        let module = imported.module
        guard let tree else {
            return .failure(ImportFailure(text: "imported from '\(module)': imports are followed only when scanning files"))
        }
        if module.hasPrefix("./") || module.hasPrefix("../") {
            let base = ScanTree.normalized(ScanTree.directory(of: path) + "/" + module)
            guard let source = load(base, tree: tree) else {
                return .failure(ImportFailure(text: "imported from '\(module)', which is not a file in the scanned tree"))
            }
            return .success(source)
        }
        let candidates = tree.project.aliases(near: path).candidates(for: module)
        guard !candidates.isEmpty else {
            return .failure(ImportFailure(text: "imported from '\(module)', not a relative path or a path alias of the project (tsconfig/jsconfig paths, Babel module-resolver, Metro extraNodeModules): packages are not followed"))
        }
        for candidate in candidates {
            if let source = load(candidate.path, tree: tree) { return .success(source) }
        }
        let first = candidates[0]
        return .failure(ImportFailure(text: "imported from '\(module)', which \(first.source) maps to \(first.path): not a file in the scanned tree"))
    }

    /// The module file at `base`: the path itself or with a JavaScript extension, or its
    /// `index` file; read and tokenized once (at most ``maximumFiles`` files read, and
    /// ``maximumProbes`` paths tried, per scanned file).
    private func load(_ base: String, tree: ScanTree) -> Source? {
        let extensions = ["", ".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"]
        let candidates = extensions.map { base + $0 } + ["/index.ts", "/index.tsx", "/index.js", "/index.jsx"].map { base + $0 }
        for candidate in candidates where tree.contains(candidate) {
            if let known = loaded[candidate] {
                if let known { return known }
                continue
            }
            guard filesRead < Self.maximumFiles, loaded.count < Self.maximumProbes else { return nil }
            let name = candidate.split(separator: "/").last.map(String.init) ?? candidate
            guard SourceLanguage(fileName: name) == .javaScript, let bytes = try? SourceReader.text(candidate) else {
                loaded[candidate] = .some(nil)
                continue
            }
            filesRead += 1
            let file = SourceFile(path: candidate, language: .javaScript, bytes: bytes)
            guard file.isComplete else {
                loaded[candidate] = .some(nil)
                continue
            }
            let source = Source(file: file, bindings: JavaScriptBindings(file))
            loaded[candidate] = source
            return source
        }
        return nil
    }
}

extension JavaScriptResolver.Resolution {
    /// Adds a note to each object (how it was reached).
    mutating func note(_ text: String) {
        switch self {
        case .object(var object):
            if !object.notes.contains(text) { object.notes.append(text) }
            self = .object(object)
        case .alternatives(let list):
            self = .alternatives(list.map { variant, resolution in
                var resolution = resolution
                resolution.note(text)
                return (variant, resolution)
            })
        case .number, .unresolved:
            break
        }
    }
}
