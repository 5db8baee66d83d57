import SpringIO

/// How a JavaScript project maps an import that is not a relative path (`'@/theme/springs'`,
/// `'config/springs'`) to files, as its tools do:
///
/// - TypeScript's `compilerOptions.paths` and `baseUrl` in the nearest `tsconfig.json` (or
///   `jsconfig.json`) above the file, with a relative `extends` followed (at most
///   ``maximumExtends`` files): a pattern with one `*` matches by prefix and suffix, the
///   longest prefix winning, and each of its substitutions is tried in order; `paths` are
///   relative to `baseUrl` when it is given, else to the file that declares them; an import no
///   pattern matches is looked for under `baseUrl`;
/// - Babel's `module-resolver` plugin (babel-plugin-module-resolver) in the nearest
///   `babel.config.js`, `.babelrc`…: `alias` (`'@': './src'` maps `@` and `@/…`; keys that are
///   regular expressions, starting with `^`, are not read) and `root` folders, relative to
///   the configuration's folder;
/// - Metro's `resolver.extraNodeModules` in the nearest `metro.config.js`: a package name
///   mapped to a folder written as a string, `path.resolve(__dirname, …)` or
///   `path.join(__dirname, …)`.
///
/// Paths are lexical (``ScanTree/normalized(_:)``), like the scan's. Cost: a few small
/// files read once per scan (``ProjectFiles``); a lookup is linear in the rules.
struct ModuleAliases: Sendable {
    /// A pattern and the paths it maps to (`*` in both stands for the same text).
    struct Rule: Sendable, Equatable {
        var pattern: String
        var targets: [String]
        /// The configuration file that declares it.
        var source: String
    }

    /// `compilerOptions.paths`, targets made relative to the scan's paths.
    var paths: [Rule] = []
    /// `compilerOptions.baseUrl`, and the file that declares it.
    var baseURL: (folder: String, source: String)?
    /// Babel `alias` and Metro `extraNodeModules` entries: a module name or prefix → a folder.
    var aliases: [Rule] = []
    /// Babel `root` folders, and the file that declares them.
    var roots: (folders: [String], source: String)?

    /// The most `extends` followed from one `tsconfig.json`.
    static let maximumExtends = 4

    /// The configuration file names, nearest first in each folder.
    static let typeScriptFiles = ["tsconfig.json", "jsconfig.json"]
    static let babelFiles = ["babel.config.js", "babel.config.cjs", "babel.config.mjs", "babel.config.json", ".babelrc",
                             ".babelrc.js", ".babelrc.cjs", ".babelrc.json"]
    static let metroFiles = ["metro.config.js", "metro.config.cjs", "metro.config.mjs"]

    /// Whether any rule is known.
    var isEmpty: Bool { paths.isEmpty && baseURL == nil && aliases.isEmpty && roots == nil }

    /// The paths (without an extension) `module` may name, in the order the tools try them,
    /// each with the configuration file that maps it; none for a module no rule maps.
    func candidates(for module: String) -> [(path: String, source: String)] {
        var found: [(String, String)] = []
        // tsconfig paths: an exact pattern, else the matching pattern with the longest prefix.
        var best: (rule: Rule, star: String, prefix: Int)?
        for rule in paths {
            guard let star = Self.match(rule.pattern, module) else { continue }
            let prefix = rule.pattern.firstIndex(of: "*").map { rule.pattern.distance(from: rule.pattern.startIndex, to: $0) }
                ?? Int.max
            if best == nil || prefix > best!.prefix { best = (rule, star, prefix) }
        }
        if let best {
            found += best.rule.targets.map { (ScanTree.normalized($0.replacingOccurrences(of: "*", with: best.star)), best.rule.source) }
        }
        for rule in aliases where module == rule.pattern || module.hasPrefix(rule.pattern + "/") {
            for target in rule.targets {
                found.append((ScanTree.normalized(target + module.dropFirst(rule.pattern.count)), rule.source))
            }
        }
        if let baseURL { found.append((ScanTree.normalized(baseURL.folder + "/" + module), baseURL.source)) }
        if let roots { found += roots.folders.map { (ScanTree.normalized($0 + "/" + module), roots.source) } }
        return found
    }

    /// The text `*` stands for when `pattern` matches `module` (`""` for a pattern without `*`
    /// that equals it), or `nil`.
    static func match(_ pattern: String, _ module: String) -> String? {
        guard let star = pattern.firstIndex(of: "*") else { return pattern == module ? "" : nil }
        let prefix = pattern[..<star], suffix = pattern[pattern.index(after: star)...]
        guard module.count >= prefix.count + suffix.count, module.hasPrefix(prefix), module.hasSuffix(suffix) else { return nil }
        return String(module.dropFirst(prefix.count).dropLast(suffix.count))
    }

    // MARK: Reading the configuration files

    /// The `paths` and `baseUrl` of the TypeScript configuration `path` (and what it extends).
    static func typeScript(_ path: String, read: (String) -> SourceFile?) -> ModuleAliases {
        var aliases = ModuleAliases()
        var chain: [(path: String, options: JSONValue)] = []
        var current: String? = path
        while let file = current, chain.count <= maximumExtends, !chain.contains(where: { $0.path == file }),
              let source = read(file), let root = ConfigLiteral.value(source, 0..<source.count) {
            chain.append((file, root["compilerOptions"] ?? .object([])))
            current = nil
            if case .string(let base)? = root["extends"], base.hasPrefix(".") {
                let target = ScanTree.normalized(ScanTree.directory(of: file) + "/" + base)
                current = target.hasSuffix(".json") || read(target) != nil ? target : target + ".json"
            }
        }
        // The nearest file's options win, option by option.
        for (file, options) in chain.reversed() {
            let folder = ScanTree.directory(of: file)
            if case .string(let base)? = options["baseUrl"] {
                aliases.baseURL = (ScanTree.normalized(folder + "/" + base), file)
            }
            if case .object(let members)? = options["paths"] {
                let relativeTo = aliases.baseURL.map(\.folder) ?? folder
                aliases.paths = members.compactMap { pattern, value in
                    guard case .array(let list) = value else { return nil }
                    let targets = list.compactMap { item -> String? in
                        guard case .string(let target) = item else { return nil }
                        return relativeTo + "/" + target
                    }
                    return Rule(pattern: pattern, targets: targets, source: file)
                }
            }
        }
        return aliases
    }

    /// The `alias` and `root` options of Babel's `module-resolver` plugin in `file` (at `path`).
    static func babel(_ path: String, _ file: SourceFile) -> ModuleAliases {
        var aliases = ModuleAliases()
        let folder = ScanTree.directory(of: path)
        for index in file.tokens.indices where file.tokens[index].kind == .string {
            let name = ConfigLiteral.string(file, index)
            guard name == "module-resolver" || name == "babel-plugin-module-resolver",
                  file.isPunctuation(index + 1, 0x2C), file.isPunctuation(index + 2, 0x7B),
                  let close = file.closing(index + 2),
                  let options = ConfigLiteral.value(file, (index + 2)..<(close + 1)) else { continue }
            if case .object(let members)? = options["alias"] {
                for (key, value) in members where !key.hasPrefix("^") {
                    guard case .string(let target) = value else { continue }
                    aliases.aliases.append(Rule(pattern: key, targets: [folder + "/" + target], source: path))
                }
            }
            switch options["root"] {
            case .string(let root)?: aliases.roots = ([folder + "/" + root], path)
            case .array(let list)?:
                aliases.roots = (list.compactMap { if case .string(let root) = $0 { folder + "/" + root } else { nil } }, path)
            default: break
            }
        }
        return aliases
    }

    /// Metro's `extraNodeModules` in `file` (at `path`).
    static func metro(_ path: String, _ file: SourceFile) -> ModuleAliases {
        var aliases = ModuleAliases()
        let folder = ScanTree.directory(of: path)
        for index in file.tokens.indices where file.isIdentifier(index, "extraNodeModules") {
            guard file.isPunctuation(index + 1, 0x3A), file.isPunctuation(index + 2, 0x7B),
                  let close = file.closing(index + 2) else { continue }
            for segment in JavaScriptBindings.segments(file, index + 3, close) {
                let key = segment.lowerBound
                guard segment.count >= 3, file.isPunctuation(key + 1, 0x3A),
                      file.isIdentifier(key) || file.tokens[key].kind == .string,
                      let target = folderExpression(file, (key + 2)..<segment.upperBound, folder: folder) else { continue }
                let name = file.tokens[key].kind == .string ? ConfigLiteral.string(file, key) : file.text(key)
                aliases.aliases.append(Rule(pattern: name, targets: [target], source: path))
            }
        }
        return aliases
    }

    /// A folder written as a string (relative to `folder`), `path.resolve(__dirname, 'a', …)`
    /// or `path.join(__dirname, …)`.
    static func folderExpression(_ file: SourceFile, _ range: Range<Int>, folder: String) -> String? {
        if range.count == 1, file.tokens[range.lowerBound].kind == .string {
            let text = ConfigLiteral.string(file, range.lowerBound)
            return text.hasPrefix("/") ? text : folder + "/" + text
        }
        let first = range.lowerBound
        guard range.count >= 5, file.isIdentifier(first, "path"), file.isPunctuation(first + 1, 0x2E),
              file.isIdentifier(first + 2, "resolve") || file.isIdentifier(first + 2, "join"),
              file.isPunctuation(first + 3, 0x28), file.closing(first + 3) == range.upperBound - 1 else { return nil }
        let arguments = JavaScriptBindings.segments(file, first + 4, range.upperBound - 1)
        guard let head = arguments.first, head.count == 1, file.isIdentifier(head.lowerBound, "__dirname") else { return nil }
        var result = folder
        for argument in arguments.dropFirst() {
            guard argument.count == 1, file.tokens[argument.lowerBound].kind == .string else { return nil }
            let part = ConfigLiteral.string(file, argument.lowerBound)
            result = part.hasPrefix("/") ? part : result + "/" + part
        }
        return result
    }
}
