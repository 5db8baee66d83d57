/// The names a JavaScript or TypeScript file binds that a spring's config may be read through:
/// `const NAME = …` declarations (with their block), destructuring (`const { a, b: c = X,
/// ...rest } = VALUE`), the parameters of functions (`function f(config = X)`,
/// `({ transition = X }) => …`), functions (`function NAME(…) {…}`), `export const NAME`,
/// `export function NAME`, `export { NAME as OTHER }`, and `import { NAME as LOCAL } from
/// 'module'` and `import * as NS from 'module'`.
///
/// Made in one pass over the tokens; a lookup visits only the declarations of one name.
/// Cost: linear in the tokens to make; per lookup, linear in that name's declarations (at most
/// ``maximumCandidates`` looked at).
struct JavaScriptBindings {
    /// What part of a value a destructured name takes.
    enum Part: Equatable {
        /// The whole value.
        case whole
        /// The member of that label (`const { damping } = config`).
        case member(String)
        /// The members other than those listed (`const { timing, ...config } = spec`).
        case rest(excluding: [String])
    }

    /// What a name is bound to.
    enum Kind: Equatable {
        /// `const NAME = VALUE`.
        case value
        /// `const { … } = VALUE`: a part of the value, or `fallback` (the first token of the
        /// default, `const { a = 1 } = …`) when the member is absent.
        case destructured(Part, fallback: Int?)
        /// A parameter of the function whose parameter list opens at token `function`: the
        /// `index`-th argument (or a part of it, when the parameter is a pattern), or `fallback`
        /// (its default) when the caller gives none.
        case parameter(function: Int, index: Int, part: Part, fallback: Int?)
    }

    /// A binding of a name: where it is declared, its value's first token (none for a
    /// parameter), what it takes, and where it is in force when that is not the block around
    /// ``keyword`` (a parameter is in force in its function's body).
    struct Declaration: Equatable {
        var keyword: Int
        var value: Int?
        var kind: Kind = .value
        var scope: Range<Int>?
    }

    /// A function: its parameter list's `(` (the identifier for `x => …`), its parameters'
    /// token ranges, and its body (the tokens inside `{ }`, or the expression of an arrow
    /// function written without braces).
    struct Function: Equatable {
        var open: Int
        var parameters: [Range<Int>]
        var body: Range<Int>
        var isExpression: Bool
    }

    /// An imported name: the module as written and the name it has there (`default` for a
    /// default import, `*` for a namespace import).
    struct Import {
        var module: String
        var name: String
    }

    /// Declarations by name, in file order.
    private(set) var declarations: [String: [Declaration]] = [:]
    /// The top-level ones among them, by name, in file order.
    private(set) var topLevel: [String: [Declaration]] = [:]
    /// A `function NAME(…)` declaration: the token of NAME and of its parameter list's `(`.
    struct FunctionName: Equatable {
        var keyword: Int
        var open: Int
    }

    /// `function NAME(…)` declarations by name, in file order.
    private(set) var functionNames: [String: [FunctionName]] = [:]
    /// Every function of the file (declarations, expressions, arrows, methods) by the token
    /// its parameter list starts at.
    private(set) var functions: [Int: Function] = [:]
    /// Exported name → local name (`export const NAME`, `export function NAME`, `export { LOCAL as NAME }`).
    private(set) var exports: [String: String] = [:]
    /// Local name → where it is imported from.
    private(set) var imports: [String: Import] = [:]

    /// Keywords that take a parenthesised expression, not a parameter list, before a block.
    static let statementKeywords: Set<String> = ["if", "for", "while", "switch", "catch", "with", "return", "typeof",
                                                 "await", "yield", "new", "in", "of", "case", "do", "else", "void", "delete"]

    init(_ file: SourceFile) {
        var index = 0
        while index < file.count {
            defer { index += 1 }
            let token = file.tokens[index]
            if token.kind == .punctuation {
                if file.isPunctuation(index, 0x28) { readFunction(file, open: index) }
                continue
            }
            guard token.kind == .identifier else { continue }
            if file.isIdentifier(index, "const"), !file.isPunctuation(index - 1, 0x2E) {
                readConst(file, at: index)
            } else if file.isIdentifier(index, "function"), !file.isPunctuation(index - 1, 0x2E) {
                var name = index + 1
                if file.isPunctuation(name, 0x2A) { name += 1 } // function*
                if file.isIdentifier(name), let open = Self.parameterList(file, after: name) {
                    let text = file.text(name)
                    functionNames[text, default: []].append(FunctionName(keyword: name, open: open))
                    if file.isIdentifier(index - 1, "export") || (file.isIdentifier(index - 1, "async") && file.isIdentifier(index - 2, "export")) {
                        exports[text] = text
                    }
                }
            } else if file.isIdentifier(index, "export"), file.isPunctuation(index + 1, 0x7B), let close = file.closing(index + 1) {
                // export { a, b as c } (not `export { x } from '…'`: re-exports are not followed)
                guard !file.isIdentifier(close + 1, "from") else { continue }
                for (local, exported) in Self.specifiers(file, open: index + 1, close: close) { exports[exported] = local }
            } else if file.isIdentifier(index, "import"), !file.isPunctuation(index - 1, 0x2E) {
                readImport(file, at: index)
            } else if file.isPunctuation(index + 1, 0x3D), file.isPunctuation(index + 2, 0x3E), file.adjacent(index + 1, index + 2),
                      !file.isPunctuation(index - 1, 0x2E) {
                // x => …: a one-parameter arrow function.
                let body = Self.arrowBody(file, arrow: index + 1)
                functions[index] = Function(open: index, parameters: [index..<(index + 1)], body: body.range, isExpression: body.isExpression)
                add(file.text(index), Declaration(keyword: index, value: nil,
                                                  kind: .parameter(function: index, index: 0, part: .whole, fallback: nil),
                                                  scope: body.range), file: file)
            }
        }
    }

    private mutating func add(_ name: String, _ declaration: Declaration, file: SourceFile) {
        declarations[name, default: []].append(declaration)
        if declaration.scope == nil, file.enclosingOpen(declaration.keyword) == nil {
            topLevel[name, default: []].append(declaration)
        }
    }

    /// `const NAME = …`, `const NAME: Type = …` and `const { … } = …`.
    private mutating func readConst(_ file: SourceFile, at index: Int) {
        let exported = file.isIdentifier(index - 1, "export")
        if file.isIdentifier(index + 1), let value = Self.valueStart(file, after: index + 1) {
            let name = file.text(index + 1)
            add(name, Declaration(keyword: index, value: value), file: file)
            if exported { exports[name] = name }
        } else if file.isPunctuation(index + 1, 0x7B), let close = file.closing(index + 1),
                  let value = Self.valueStart(file, after: close) {
            for member in Self.pattern(file, open: index + 1, close: close) {
                add(member.name, Declaration(keyword: index, value: value, kind: .destructured(member.part, fallback: member.fallback)),
                    file: file)
                if exported { exports[member.name] = member.name }
            }
        }
    }

    /// One name of a destructuring pattern `{ a, b: c = 1, ...d }`.
    struct PatternMember {
        var name: String
        var part: Part
        var fallback: Int?
    }

    /// The names an object pattern binds (nested patterns are not read).
    static func pattern(_ file: SourceFile, open: Int, close: Int) -> [PatternMember] {
        var members: [PatternMember] = []
        var labels: [String] = []
        var rest: String?
        for segment in segments(file, open + 1, close) {
            var cursor = segment.lowerBound
            if file.isPunctuation(cursor, 0x2E), file.isPunctuation(cursor + 1, 0x2E), file.isPunctuation(cursor + 2, 0x2E) {
                if file.isIdentifier(cursor + 3) { rest = file.text(cursor + 3) }
                continue
            }
            guard file.isIdentifier(cursor) || (cursor < file.count && file.tokens[cursor].kind == .string) else { continue }
            let label = ArgumentList.labelText(file, cursor)
            labels.append(label)
            var name = label
            cursor += 1
            if file.isPunctuation(cursor, 0x3A) {
                guard file.isIdentifier(cursor + 1) else { continue } // a nested pattern
                name = file.text(cursor + 1)
                cursor += 2
            }
            guard cursor == segment.upperBound || file.isPunctuation(cursor, 0x3D) else { continue }
            let fallback = cursor < segment.upperBound && cursor + 1 < segment.upperBound ? cursor + 1 : nil
            members.append(PatternMember(name: name, part: .member(label), fallback: fallback))
        }
        if let rest { members.append(PatternMember(name: rest, part: .rest(excluding: labels), fallback: nil)) }
        return members
    }

    /// The ranges between top-level commas of the tokens `lower..<upper`.
    static func segments(_ file: SourceFile, _ lower: Int, _ upper: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = lower
        var index = lower
        while index < upper {
            if file.isPunctuation(index, 0x2C) {
                if start < index { result.append(start..<index) }
                start = index + 1
            } else if let close = file.closing(index) {
                index = close
            }
            index += 1
        }
        if start < upper { result.append(start..<upper) }
        return result
    }

    /// If the `(` at `open` starts a function's parameter list (`function f(`, `(a) =>`, a
    /// method `name(a) {`), records the function and its parameters.
    private mutating func readFunction(_ file: SourceFile, open: Int) {
        guard let close = file.closing(open) else { return }
        var bodyStart: Int?
        var isArrow = false
        var after = close + 1
        // A TypeScript return type, `): Type =>` or `): Type {`.
        if file.isPunctuation(after, 0x3A) {
            var cursor = after + 1
            while cursor < min(file.count, after + 32) {
                if Self.isArrow(file, cursor) || file.isPunctuation(cursor, 0x7B) { break }
                if file.isPunctuation(cursor, 0x3B) || file.isPunctuation(cursor, 0x2C) || file.isPunctuation(cursor, 0x29) { return }
                if let closing = file.closing(cursor) { cursor = closing + 1; continue }
                cursor += 1
            }
            after = cursor
        }
        if Self.isArrow(file, after) {
            isArrow = true
            bodyStart = after
        } else if file.isPunctuation(after, 0x7B) {
            let previous = Self.beforeTypeParameters(file, open - 1)
            if file.isIdentifier(previous, "function") || (file.isPunctuation(previous, 0x2A) && file.isIdentifier(previous - 1, "function")) {
                bodyStart = after
            } else if file.isIdentifier(previous), file.isIdentifier(previous - 1, "function") {
                bodyStart = after
            } else if file.isIdentifier(previous), !Self.statementKeywords.contains(file.text(previous)),
                      !file.isPunctuation(previous - 1, 0x2E) {
                bodyStart = after // a method: `name(a) { … }`
            }
        }
        guard let bodyStart else { return }
        let body: (range: Range<Int>, isExpression: Bool)
        if isArrow {
            body = Self.arrowBody(file, arrow: bodyStart)
        } else {
            guard let end = file.closing(bodyStart) else { return }
            body = ((bodyStart + 1)..<end, false)
        }
        let parameters = Self.segments(file, open + 1, close)
        functions[open] = Function(open: open, parameters: parameters, body: body.range, isExpression: body.isExpression)
        let scope = isArrow || body.isExpression ? body.range : (bodyStart..<(body.range.upperBound + 1))
        for (position, segment) in parameters.enumerated() {
            var cursor = segment.lowerBound
            if file.isPunctuation(cursor, 0x2E), file.isPunctuation(cursor + 1, 0x2E), file.isPunctuation(cursor + 2, 0x2E) { cursor += 3 }
            let fallback = Self.defaultValue(file, segment)
            if file.isIdentifier(cursor) {
                add(file.text(cursor), Declaration(keyword: cursor, value: nil,
                                                   kind: .parameter(function: open, index: position, part: .whole, fallback: fallback),
                                                   scope: scope), file: file)
            } else if file.isPunctuation(cursor, 0x7B), let end = file.closing(cursor) {
                for member in Self.pattern(file, open: cursor, close: end) {
                    add(member.name, Declaration(keyword: cursor, value: nil,
                                                 kind: .parameter(function: open, index: position, part: member.part, fallback: member.fallback),
                                                 scope: scope), file: file)
                }
            }
        }
    }

    /// The `(` of the parameter list after a function's name at `name` (past TypeScript type
    /// parameters `<T, U>`), or `nil`.
    static func parameterList(_ file: SourceFile, after name: Int) -> Int? {
        var index = name + 1
        if file.isPunctuation(index, 0x3C) {
            var depth = 0
            while index < min(file.count, name + 64) {
                if file.isPunctuation(index, 0x3C) { depth += 1 }
                if file.isPunctuation(index, 0x3E), !isArrow(file, index - 1) {
                    depth -= 1
                    if depth == 0 { break }
                }
                index += 1
            }
            index += 1
        }
        return file.isPunctuation(index, 0x28) ? index : nil
    }

    /// The token before TypeScript type parameters `<…>` that end at `index` (`index` itself
    /// when it is no `>`).
    static func beforeTypeParameters(_ file: SourceFile, _ index: Int) -> Int {
        guard file.isPunctuation(index, 0x3E) else { return index }
        var depth = 0
        var cursor = index
        while cursor >= max(0, index - 64) {
            if file.isPunctuation(cursor, 0x3E) { depth += 1 }
            if file.isPunctuation(cursor, 0x3C) {
                depth -= 1
                if depth == 0 { return cursor - 1 }
            }
            cursor -= 1
        }
        return index
    }

    /// Whether tokens `index`, `index + 1` are `=>`.
    static func isArrow(_ file: SourceFile, _ index: Int) -> Bool {
        file.isPunctuation(index, 0x3D) && file.isPunctuation(index + 1, 0x3E) && file.adjacent(index, index + 1)
    }

    /// The body of the arrow function whose `=>` starts at `arrow`: a block's inside, or the
    /// expression (to the end of the statement or the enclosing bracket).
    static func arrowBody(_ file: SourceFile, arrow: Int) -> (range: Range<Int>, isExpression: Bool) {
        let start = arrow + 2
        if file.isPunctuation(start, 0x7B), let close = file.closing(start) { return ((start + 1)..<close, false) }
        return (file.expressionRange(from: start), true)
    }

    /// The first token of a parameter's or pattern member's default (after its top-level `=`).
    static func defaultValue(_ file: SourceFile, _ segment: Range<Int>) -> Int? {
        var index = segment.lowerBound
        while index < segment.upperBound {
            if let close = file.closing(index) { index = close + 1; continue }
            if file.isPunctuation(index, 0x3D), !isArrow(file, index), !file.isPunctuation(index + 1, 0x3D),
               index + 1 < segment.upperBound {
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// The first token of the value of `const NAME = …` or `const NAME: Type = …` (`NAME` at
    /// `name`), or `nil` for a declaration without `=` in view.
    static func valueStart(_ file: SourceFile, after name: Int) -> Int? {
        if file.isPunctuation(name + 1, 0x3D), !file.isPunctuation(name + 2, 0x3D), !file.isPunctuation(name + 2, 0x3E) {
            return name + 2
        }
        guard file.isPunctuation(name + 1, 0x3A) else { return nil }
        // `: Type =`: the first `=` (not `==`, `=>`) outside brackets, within 64 tokens.
        var index = name + 2
        while index < min(file.count, name + 66) {
            if let close = file.closing(index) { index = close + 1; continue }
            if file.isPunctuation(index, 0x3B) { return nil }
            if file.isPunctuation(index, 0x3D), !file.isPunctuation(index + 1, 0x3D), !file.isPunctuation(index + 1, 0x3E),
               !file.isPunctuation(index - 1, 0x3D) {
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// `a, b as c` inside braces: (local, outer) pairs (`import { a as b }`: outer `a`, local `b`
    /// is the caller's reading; here the first name and the name after `as`).
    static func specifiers(_ file: SourceFile, open: Int, close: Int) -> [(first: String, second: String)] {
        var pairs: [(String, String)] = []
        var index = open + 1
        while index < close {
            if file.isIdentifier(index, "type"), file.isIdentifier(index + 1), !file.isPunctuation(index + 1, 0x2C) {
                index += 1 // `type X` specifier
            }
            guard file.isIdentifier(index) else { index += 1; continue }
            let first = file.text(index)
            if file.isIdentifier(index + 1, "as"), file.isIdentifier(index + 2) {
                pairs.append((first, file.text(index + 2)))
                index += 3
            } else {
                pairs.append((first, first))
                index += 1
            }
            while index < close, !file.isPunctuation(index, 0x2C) { index += 1 }
            index += 1
        }
        return pairs
    }

    /// `import D, { a, b as c } from 'm'` and `import * as NS from 'm'` (type-only imports too:
    /// their names are not values).
    private mutating func readImport(_ file: SourceFile, at index: Int) {
        var cursor = index + 1
        if file.isIdentifier(cursor, "type") { return }
        var names: [(local: String, name: String)] = []
        if file.isIdentifier(cursor), !file.isIdentifier(cursor, "from") {
            names.append((file.text(cursor), "default"))
            cursor += 1
            if file.isPunctuation(cursor, 0x2C) { cursor += 1 }
        }
        if file.isPunctuation(cursor, 0x2A), file.isIdentifier(cursor + 1, "as"), file.isIdentifier(cursor + 2) {
            names.append((file.text(cursor + 2), "*"))
            cursor += 3
        } else if file.isPunctuation(cursor, 0x7B), let close = file.closing(cursor) {
            for (name, local) in Self.specifiers(file, open: cursor, close: close) { names.append((local, name)) }
            cursor = close + 1
        }
        guard file.isIdentifier(cursor, "from"), cursor + 1 < file.count, file.tokens[cursor + 1].kind == .string else { return }
        let module = ArgumentList.labelText(file, cursor + 1)
        for (local, name) in names { imports[local] = Import(module: module, name: name) }
    }

    /// The declaration of `name` in force at token `use`: the last one before `use` whose
    /// scope (its block, or a parameter's function) encloses it, else a top-level one after it
    /// (a module's constants may be declared below the function that reads them).
    func declaration(of name: String, at use: Int, in file: SourceFile) -> Declaration? {
        guard let list = declarations[name] else { return nil }
        // The nearest declarations before `use` whose scope encloses it: at most
        // `maximumCandidates`, so that many blocks declaring one name cost a bounded time per use.
        let low = Self.firstPosition(in: list, notBefore: use)
        for position in stride(from: low - 1, through: max(0, low - Self.maximumCandidates), by: -1) {
            let declaration = list[position]
            if let scope = declaration.scope {
                if scope.contains(use) { return declaration }
                continue
            }
            guard let block = file.enclosingOpen(declaration.keyword) else { return declaration }
            if let close = file.closing(block), block < use, use < close { return declaration }
        }
        // Else the top-level one in force: the last before `use`, or the first after it.
        guard let top = topLevel[name] else { return nil }
        let position = Self.firstPosition(in: top, notBefore: use)
        return position > 0 ? top[position - 1] : top.first
    }

    /// The function declared as `function NAME(…)` in force at token `use` (hoisted: anywhere
    /// in a block around `use`, the nearest first), with its `(`.
    func function(named name: String, at use: Int, in file: SourceFile) -> Function? {
        guard let list = functionNames[name] else { return nil }
        var best: (depth: Int, open: Int)?
        for declared in list.suffix(Self.maximumCandidates) {
            let block = file.enclosingOpen(declared.keyword)
            if let block {
                guard let close = file.closing(block), block < use, use < close else { continue }
            }
            if best == nil || (block ?? -1) > best!.depth { best = (block ?? -1, declared.open) }
        }
        return best.flatMap { functions[$0.open] }
    }

    /// The position of the first declaration at or after token `use` (binary search: `list`
    /// is in file order).
    static func firstPosition(in list: [Declaration], notBefore use: Int) -> Int {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].keyword < use { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The most declarations of one name looked at for one use.
    static let maximumCandidates = 64

    /// Whether a module name is one of `packages` (`'react-native-reanimated'`, also a subpath
    /// such as `'react-native-reanimated/lib'`).
    static func isModule(_ module: String, _ package: String) -> Bool {
        module == package || module.hasPrefix(package + "/")
    }

    /// Whether the file imports anything from `package`.
    func imports(from package: String) -> Bool {
        imports.values.contains { Self.isModule($0.module, package) }
    }
}
