/// What scan knows of one language: the key words without which a file holds none of its
/// springs, its tokens, the springs its recognisers find, and how its number literals read.
///
/// One conforming type per language, in the language's folder under `Languages/`, whose file
/// also declares the language (`extension SourceLanguage { public static let … }`);
/// ``SourceLanguage/allCases`` lists each once. The scanner, the literal reader and the
/// editor ask the language, never compare it with one: adding a language is its folder and
/// one line in that list.
protocol LanguageRecognizer: Sendable {
    /// The keys of the ecosystems whose springs it finds, in SpringExport's ``Ecosystem`` (which
    /// does not know scan: SpringScan depends on SpringExport, so the link is written here).
    var ecosystems: [String] { get }
    /// Key words at least one of which every spring it recognises contains: a file without
    /// any is not tokenized (``Scanner``).
    var keywords: [String] { get }
    /// The bytes of a file at `path` that hold its code (a Svelte component's `<script>`, the
    /// rest blanked). Default: all of them.
    func code(_ bytes: [UInt8], path: String) -> [UInt8]
    /// The tokens of `bytes`, the code of a file at `path` (``Lexer/maximumTokens`` and one more
    /// at most).
    func tokens(_ bytes: [UInt8], path: String) -> [Token]
    /// The springs written in `file`, in any order; `tree` (the scan's folders and files, `nil`
    /// for text scanned on its own) is where imports are followed.
    func calls(in file: SourceFile, tree: ScanTree?, options: ScanOptions) -> [SpringCall]
    /// Whether its files may export configs that other files use by name
    /// (``exportedConfigs(in:found:tree:)``), so that the scan counts the names' uses in them.
    /// Default `false`.
    var exportsConfigs: Bool { get }
    /// The configs `file` exports that none of `found` (its springs) is: measured, marked unused
    /// until a use of their names turns up. Default: none.
    func exportedConfigs(in file: SourceFile, found: [SpringCall], tree: ScanTree) -> [JavaScriptRecognizer.ExportedConfig]
    /// The letters that may end a decimal number literal without being part of its value
    /// (Kotlin's `f`, `L`, `d`; JavaScript's BigInt `n`; CSS's `%`). Default: none.
    var numberSuffixes: String { get }
    /// The letters, in lower case, that may end a hexadecimal literal without being one of its
    /// digits (Kotlin's `L`, JavaScript's `n`). Default: none.
    var hexadecimalSuffixes: String { get }
    /// The names of conversions whose one argument is the number (Swift's `CGFloat(…)`). Default: none.
    var numberWrappers: Set<String> { get }
    /// Whether its springs' options are object literals (`{ key: value }`, with spreads `...`,
    /// quoted keys and shorthand members `{ stiffness }`) that an edit may find through the
    /// literals in them. Default `false`.
    var hasObjectLiterals: Bool { get }
    /// Whether a declaration is seen beyond its block only when exported (`export const`), not
    /// by where it is declared (a type's body, the top level). Default `false`.
    var sharesOnlyExports: Bool { get }
    /// How its calls label arguments (`label: value`, Kotlin's `name = value`). Default `.colon`.
    var argumentStyle: ArgumentList.Style { get }
    /// The labels in the order its calls must give them in (Swift's declaration order), or
    /// `nil` when any order will do. Default `nil`.
    var argumentOrder: [String]? { get }
    /// The number literal a number added to a call is written like (Kotlin's `0f`: a `Float`).
    /// Default: none (the shortest decimal).
    var addedNumberLiteral: String { get }
    /// The suffixes of ``numberSuffixes`` that an edited number keeps (Kotlin's `f`, `d`). Default: none.
    var keptNumberSuffixes: String { get }
    /// A number's digits `body` with its kept `suffix`, as the language must spell them
    /// (Kotlin: `0.5f`, not `.5f`). Default: the two joined.
    func numberLiteral(_ body: String, suffix: String) -> String
    /// Whether its springs are easing curves an edit rewrites whole (CSS `linear()`), not calls
    /// whose arguments it changes. Default `false`.
    var writesEasings: Bool { get }
}

extension LanguageRecognizer {
    func code(_ bytes: [UInt8], path: String) -> [UInt8] { bytes }
    var exportsConfigs: Bool { false }
    func exportedConfigs(in file: SourceFile, found: [SpringCall], tree: ScanTree) -> [JavaScriptRecognizer.ExportedConfig] { [] }
    var numberSuffixes: String { "" }
    var hexadecimalSuffixes: String { "" }
    var numberWrappers: Set<String> { [] }
    var hasObjectLiterals: Bool { false }
    var sharesOnlyExports: Bool { false }
    var argumentStyle: ArgumentList.Style { .colon }
    var argumentOrder: [String]? { nil }
    var addedNumberLiteral: String { "" }
    var keptNumberSuffixes: String { "" }
    func numberLiteral(_ body: String, suffix: String) -> String { body + suffix }
    var writesEasings: Bool { false }
}
