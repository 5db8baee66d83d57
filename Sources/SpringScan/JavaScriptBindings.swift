/// The names a JavaScript or TypeScript file binds that a spring's config may be read through:
/// `const NAME = …` declarations (with their block), `export const NAME`, `export { NAME as
/// OTHER }`, and `import { NAME as LOCAL } from 'module'`.
///
/// Made in one pass over the tokens; a lookup visits only the declarations of one name.
/// Cost: linear in the tokens to make; per lookup, linear in that name's declarations.
struct JavaScriptBindings {
    /// A `const NAME = VALUE` declaration: the `const` token and the first token of the value.
    struct Declaration {
        var keyword: Int
        var value: Int
    }

    /// An imported name: the module as written and the name it has there (`default` for a default import).
    struct Import {
        var module: String
        var name: String
    }

    /// `const` declarations by name, in file order.
    private(set) var declarations: [String: [Declaration]] = [:]
    /// The top-level ones among them, by name, in file order.
    private(set) var topLevel: [String: [Declaration]] = [:]
    /// Exported name → local name (`export const NAME`, `export { LOCAL as NAME }`).
    private(set) var exports: [String: String] = [:]
    /// Local name → where it is imported from.
    private(set) var imports: [String: Import] = [:]

    init(_ file: SourceFile) {
        var index = 0
        while index < file.count {
            defer { index += 1 }
            guard file.tokens[index].kind == .identifier else { continue }
            if file.isIdentifier(index, "const"), file.isIdentifier(index + 1), !file.isPunctuation(index - 1, 0x2E),
               let value = Self.valueStart(file, after: index + 1) {
                let name = file.text(index + 1)
                declarations[name, default: []].append(Declaration(keyword: index, value: value))
                if file.enclosingOpen(index) == nil { topLevel[name, default: []].append(Declaration(keyword: index, value: value)) }
                if file.isIdentifier(index - 1, "export") { exports[name] = name }
            } else if file.isIdentifier(index, "export"), file.isPunctuation(index + 1, 0x7B), let close = file.closing(index + 1) {
                // export { a, b as c } (not `export { x } from '…'`: re-exports are not followed)
                guard !file.isIdentifier(close + 1, "from") else { continue }
                for (local, exported) in Self.specifiers(file, open: index + 1, close: close) { exports[exported] = local }
            } else if file.isIdentifier(index, "import"), !file.isPunctuation(index - 1, 0x2E) {
                readImport(file, at: index)
            }
        }
    }

    /// The first token of the value of `const NAME = …` or `const NAME: Type = …` (`NAME` at
    /// `name`), or `nil` for a destructuring or a declaration without `=` in view.
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

    /// `import D, { a, b as c } from 'm'` (type-only imports too: their names are not values).
    private mutating func readImport(_ file: SourceFile, at index: Int) {
        var cursor = index + 1
        if file.isIdentifier(cursor, "type") { return }
        var names: [(local: String, name: String)] = []
        if file.isIdentifier(cursor), !file.isIdentifier(cursor, "from") {
            names.append((file.text(cursor), "default"))
            cursor += 1
            if file.isPunctuation(cursor, 0x2C) { cursor += 1 }
        }
        if file.isPunctuation(cursor, 0x7B), let close = file.closing(cursor) {
            for (name, local) in Self.specifiers(file, open: cursor, close: close) { names.append((local, name)) }
            cursor = close + 1
        }
        guard file.isIdentifier(cursor, "from"), cursor + 1 < file.count, file.tokens[cursor + 1].kind == .string else { return }
        let module = ArgumentList.labelText(file, cursor + 1)
        for (local, name) in names { imports[local] = Import(module: module, name: name) }
    }

    /// The `const` declaration of `name` in force at token `use`: the last one before `use`
    /// whose block encloses it, else a top-level one after it (a module's constants may be
    /// declared below the function that reads them).
    func declaration(of name: String, at use: Int, in file: SourceFile) -> Declaration? {
        guard let list = declarations[name] else { return nil }
        // The nearest declarations before `use` whose block encloses it: at most
        // `maximumCandidates`, so that many blocks declaring one name cost a bounded time per use.
        let low = Self.firstPosition(in: list, notBefore: use)
        for position in stride(from: low - 1, through: max(0, low - Self.maximumCandidates), by: -1) {
            let declaration = list[position]
            guard let block = file.enclosingOpen(declaration.keyword) else { return declaration }
            if let close = file.closing(block), block < use, use < close { return declaration }
        }
        // Else the top-level one in force: the last before `use`, or the first after it.
        guard let top = topLevel[name] else { return nil }
        let position = Self.firstPosition(in: top, notBefore: use)
        return position > 0 ? top[position - 1] : top.first
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
