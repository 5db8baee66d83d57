/// A language whose source files the scanner reads, chosen by file extension; the raw value is
/// the name reports give it (`swift`, `kotlin`, `javascript`, `css`, `dart`).
///
/// Each language is declared beside its recogniser (`Languages/Dart/DartRecognizer.swift`
/// declares ``dart``), which tokenizes its files, finds their springs and reads its number
/// literals (``LanguageRecognizer``); ``allCases`` lists them once. Nothing else names a
/// language: adding one is its folder under `Languages/` and one line in that list. Two
/// languages are equal when their names are.
public struct SourceLanguage: RawRepresentable, CaseIterable, Sendable, Hashable {
    /// The name reports give it (`javascript` for JavaScript and TypeScript).
    public let rawValue: String
    /// The extensions read for it, without the dot.
    public let fileExtensions: [String]
    /// Its tokenizer, recognisers and literal syntax.
    let recognizer: any LanguageRecognizer
    /// The keys of the ecosystems whose springs scan finds in it (``LanguageRecognizer/ecosystems``).
    var ecosystems: [String] { recognizer.ecosystems }
    /// ``LanguageRecognizer/keywords`` as bytes.
    let keywords: [[UInt8]]

    /// A language named `rawValue`, read in files ending in `fileExtensions`, by `recognizer`.
    init(_ rawValue: String, fileExtensions: [String], recognizer: some LanguageRecognizer) {
        self.rawValue = rawValue
        self.fileExtensions = fileExtensions
        self.recognizer = recognizer
        keywords = recognizer.keywords.map { Array($0.utf8) }
    }

    /// The language named `rawValue`, or `nil` when no language has that name.
    public init?(rawValue: String) {
        guard let language = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = language
    }

    /// Every language, in the order error messages list their extensions. Adding a language:
    /// its recogniser's file (which declares it) and one line here.
    public static let allCases: [SourceLanguage] = [.swift, .kotlin, .javaScript, .css, .dart]

    /// Every extension read, each with its dot, in the order of ``allCases``
    /// (`.swift .kt .kts … .dart`), as `scan`'s help lists them.
    public static var extensionList: String {
        allCases.flatMap { $0.fileExtensions }.map { "." + $0 }.joined(separator: " ")
    }

    public static func == (lhs: SourceLanguage, rhs: SourceLanguage) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Each extension read, with its language.
    private static let byExtension: [String: SourceLanguage] = Dictionary(
        allCases.flatMap { language in language.fileExtensions.map { ($0, language) } }, uniquingKeysWith: { first, _ in first })

    /// The language of a file named `name` (by its last extension), or `nil` for files not read.
    ///
    /// Cost: a hash of the extension's bytes; no allocation for names without a dot.
    public init?(fileName name: String) {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")),
              let language = Self.byExtension[String(decoding: name.utf8[name.utf8.index(after: dot)...], as: UTF8.self)] else { return nil }
        self = language
    }
}
