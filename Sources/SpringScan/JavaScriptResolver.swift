/// Reads a JavaScript config expression into its members, following what the code binds:
/// object literals (with `...spread` members merged in order, later members winning, as
/// JavaScript does), `const` objects and numbers of the same file, constants a file in the
/// scanned tree exports and this one imports by a relative path, and named constants of the
/// APIs (Reanimated's `GentleSpringConfig`…). TypeScript's `as const`, `as T` and
/// `satisfies T` after a value are read through.
///
/// Anything else is unresolved, with the reason. Imported files are read at most once each,
/// at most ``maximumFiles`` per scanned file, and references are followed at most
/// ``maximumDepth`` deep, so a file costs at most a bounded number of other files' bytes.
final class JavaScriptResolver {
    /// A file and its bindings.
    struct Source {
        var file: SourceFile
        var bindings: JavaScriptBindings
    }

    /// One member's value: tokens of a source, or a named constant's value.
    enum Member {
        case tokens(Source, Range<Int>)
        case constant(value: Double?, text: String)
    }

    /// An object's members in order (a later duplicate replaces an earlier one in place of the
    /// value, as in JavaScript), with the members that could not be read.
    struct Object {
        var members: [(label: String, value: Member)] = []
        /// Spreads and references that could not be followed (name `...`, the reason).
        var unresolved: [FindingParameter] = []

        func member(_ label: String) -> Member? {
            members.last { $0.label == label }?.value
        }

        var labels: Set<String> { Set(members.map(\.label)) }

        mutating func set(_ label: String, _ value: Member) {
            members.removeAll { $0.label == label }
            members.append((label, value))
        }
    }

    /// What an expression is.
    enum Resolution {
        case object(Object)
        case unresolved(String)
    }

    /// The folders and files of the scan: imports are followed only to files inside them.
    let tree: ScanTree?
    /// Named object constants of APIs, by the module they come from: module → name → members.
    let apiConstants: [(module: String, constants: [String: [(String, Double?, String)]])]
    private var loaded: [String: Source?] = [:]
    /// The resolution of each `const` declaration's value already read, by file and token:
    /// each is read once however often it is named (at the depth it was first reached).
    private var declared: [String: [Int: Resolution]] = [:]

    /// The most members an object may have to be read (spring configs have a few): larger
    /// objects are not configs, and stop here instead of costing their size at every use.
    static let maximumMembers = 64

    /// The most files one scanned file may cause to be read.
    static let maximumFiles = 16
    /// The most references followed for one expression (`a` = `{...b}`, `b` = `{...c}`…).
    static let maximumDepth = 8

    init(tree: ScanTree?, apiConstants: [(module: String, constants: [String: [(String, Double?, String)]])] = []) {
        self.tree = tree
        self.apiConstants = apiConstants
    }

    /// The expression `range` of `source`, as an object.
    func resolve(_ source: Source, _ range: Range<Int>, depth: Int = 0) -> Resolution {
        let range = Self.strippingTypeScript(source.file, range)
        let file = source.file
        guard !range.isEmpty else { return .unresolved("empty") }
        guard depth < Self.maximumDepth else { return .unresolved("followed more than \(Self.maximumDepth) references") }
        if file.isPunctuation(range.lowerBound, 0x7B), file.closing(range.lowerBound) == range.upperBound - 1 {
            return .object(members(source, open: range.lowerBound, depth: depth))
        }
        if range.count == 1, file.isIdentifier(range.lowerBound) {
            return reference(source, name: file.text(range.lowerBound), at: range.lowerBound, depth: depth)
        }
        // NAME.member.member…: a member of a constant object (`springs.card`).
        if range.count >= 3, range.count % 2 == 1, file.isIdentifier(range.lowerBound),
           stride(from: range.lowerBound + 1, to: range.upperBound, by: 2).allSatisfy({
               file.isPunctuation($0, 0x2E) && file.isIdentifier($0 + 1)
           }) {
            var current = reference(source, name: file.text(range.lowerBound), at: range.lowerBound, depth: depth)
            for dot in stride(from: range.lowerBound + 1, to: range.upperBound, by: 2) {
                let label = file.text(dot + 1)
                guard case .object(let object) = current else { return current }
                guard let member = object.member(label) else {
                    return .unresolved("'\(file.sourceText(range.lowerBound..<(dot + 2)))' is not a member of a constant object")
                }
                switch member {
                case .constant: return .unresolved("a constant, not an object")
                case .tokens(let owner, let tokens): current = resolve(owner, tokens, depth: depth + 1)
                }
            }
            return current
        }
        return .unresolved("an expression, not an object literal or a constant's name")
    }

    /// A name used at `use`: a `const` of this file, an imported constant, or an API's constant.
    func reference(_ source: Source, name: String, at use: Int, depth: Int) -> Resolution {
        if let declaration = source.bindings.declaration(of: name, at: use, in: source.file) {
            return declarationValue(source, declaration, depth: depth)
        }
        if let imported = source.bindings.imports[name] {
            if let api = apiConstants.first(where: { JavaScriptBindings.isModule(imported.module, $0.module) }) {
                guard let members = api.constants[imported.name] else {
                    return .unresolved("'\(imported.name)' is not one of \(api.module)'s spring configs")
                }
                var object = Object()
                for (label, value, text) in members { object.set(label, .constant(value: value, text: text)) }
                return .object(object)
            }
            return importedConstant(imported, from: source.file.path, depth: depth)
        }
        return .unresolved("'\(name)' is not a const in this file or a file it imports")
    }

    /// The end of a `const`'s value: `valueRange` stops at a new line, so an object literal
    /// whose `}` is on a later line is taken whole.
    func valueEnd(_ file: SourceFile, _ range: Range<Int>) -> Int {
        guard !range.isEmpty, let close = file.closing(range.lowerBound) else { return range.upperBound }
        return max(close + 1, range.upperBound)
    }

    /// An object's members; spreads merged in order.
    func members(_ source: Source, open: Int, depth: Int) -> Object {
        var object = Object()
        guard let list = ArgumentList(source.file, open: open, style: .colon) else { return object }
        guard list.arguments.count <= Self.maximumMembers else {
            object.unresolved.append(FindingParameter(name: "...", value: nil, text: source.file.sourceText(open..<(list.close + 1)),
                                                      source: .notLiteral,
                                                      reason: "an object of more than \(Self.maximumMembers) members, not a spring config"))
            return object
        }
        for member in list.arguments {
            if member.isSpread {
                switch resolve(source, member.value, depth: depth + 1) {
                case .object(let spread):
                    for (label, value) in spread.members { object.set(label, value) }
                    object.unresolved += spread.unresolved
                    guard object.members.count <= Self.maximumMembers else {
                        return Object(members: [], unresolved: [FindingParameter(
                            name: "...", value: nil, text: "..." + source.file.sourceText(member.value), source: .notLiteral,
                            reason: "an object of more than \(Self.maximumMembers) members, not a spring config")])
                    }
                case .unresolved(let reason):
                    object.unresolved.append(FindingParameter(name: "...", value: nil, text: "..." + source.file.sourceText(member.value),
                                                              source: .notLiteral, reason: reason))
                }
            } else if let label = member.label {
                object.set(label, .tokens(source, member.value))
            }
        }
        return object
    }

    /// The parameter `name` a member gives: a number literal, a `const` number of its file, or
    /// a named constant's value; otherwise not a literal, with the reason.
    func parameter(_ name: String, _ member: Member, depth: Int = 0) -> FindingParameter {
        switch member {
        case .constant(let value, let text):
            return FindingParameter(name: name, value: value, text: text, source: value == nil ? .notLiteral : .constant)
        case .tokens(let source, let range):
            let range = Self.strippingTypeScript(source.file, range)
            let text = source.file.sourceText(range)
            if let value = LiteralReader.number(source.file, range) {
                return FindingParameter(name: name, value: value, text: text, source: .literal)
            }
            if range.count == 1, source.file.isIdentifier(range.lowerBound), depth < Self.maximumDepth,
               let declaration = source.bindings.declaration(of: text, at: range.lowerBound, in: source.file) {
                let value = source.file.valueRange(from: declaration.value)
                let inner = parameter(name, .tokens(source, value), depth: depth + 1)
                if let number = inner.value {
                    return FindingParameter(name: name, value: number, text: text, source: .constant)
                }
            }
            return FindingParameter(name: name, value: nil, text: text, source: .notLiteral,
                                    reason: "not a number literal or a const number of this file")
        }
    }

    /// The text of a member (`'spring'` → `spring`, `true`), for members that are flags or names.
    func text(_ member: Member) -> String {
        switch member {
        case .constant(_, let text): return text
        case .tokens(let source, let range):
            let range = Self.strippingTypeScript(source.file, range)
            if range.count == 1, source.file.tokens[range.lowerBound].kind == .string {
                return ArgumentList.labelText(source.file, range.lowerBound)
            }
            return source.file.sourceText(range)
        }
    }

    /// `range` without a trailing `as const`, `as Type`, `satisfies Type` and enclosing parentheses.
    static func strippingTypeScript(_ file: SourceFile, _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while upper - lower >= 2 {
            if file.isPunctuation(lower, 0x28), file.closing(lower) == upper - 1 {
                lower += 1; upper -= 1
                continue
            }
            // The first top-level `as`/`satisfies` after the value's first token.
            var index = lower + 1
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

    // MARK: Imports

    /// The constant `imported` names in the module a relative path leads to, inside the scanned tree.
    private func importedConstant(_ imported: JavaScriptBindings.Import, from path: String, depth: Int) -> Resolution {
        guard imported.module.hasPrefix("./") || imported.module.hasPrefix("../") else {
            return .unresolved("imported from '\(imported.module)', not a relative path to a file in the scanned tree")
        }
        guard let tree else { return .unresolved("imported from '\(imported.module)': imports are followed only when scanning files") }
        guard let source = load(imported.module, from: path, tree: tree) else {
            return .unresolved("imported from '\(imported.module)', which is not a file in the scanned tree")
        }
        guard let local = source.bindings.exports[imported.name],
              let declaration = source.bindings.declaration(of: local, at: source.file.count, in: source.file) else {
            return .unresolved("'\(imported.name)' is not an exported const of \(imported.module)")
        }
        return declarationValue(source, declaration, depth: depth)
    }

    /// A `const` declaration's value, read once.
    private func declarationValue(_ source: Source, _ declaration: JavaScriptBindings.Declaration, depth: Int) -> Resolution {
        if let known = declared[source.file.path]?[declaration.value] { return known }
        let range = source.file.valueRange(from: declaration.value)
        let resolution = resolve(source, range.lowerBound..<valueEnd(source.file, range), depth: depth + 1)
        declared[source.file.path, default: [:]][declaration.value] = resolution
        return resolution
    }

    /// The module file `module` names from the file at `path`: the path itself or with a
    /// JavaScript extension, or its `index` file; read and tokenized once.
    private func load(_ module: String, from path: String, tree: ScanTree) -> Source? {
        let base = ScanTree.normalized(ScanTree.directory(of: path) + "/" + module)
        let extensions = ["", ".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"]
        let candidates = extensions.map { base + $0 } + ["/index.ts", "/index.tsx", "/index.js", "/index.jsx"].map { base + $0 }
        for candidate in candidates where tree.contains(candidate) {
            if let known = loaded[candidate] {
                if let known { return known }
                continue
            }
            guard loaded.count < Self.maximumFiles else { return nil }
            let name = candidate.split(separator: "/").last.map(String.init) ?? candidate
            guard SourceLanguage(fileName: name) == .javaScript, let bytes = try? SourceReader.text(candidate) else {
                loaded[candidate] = .some(nil)
                continue
            }
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
