/// A language whose source files the scanner reads, chosen by file extension.
public enum SourceLanguage: String, Sendable, Hashable, CaseIterable {
    /// Swift (`.swift`): SwiftUI, Core Animation, UIKit.
    case swift
    /// Kotlin (`.kt`, `.kts`): Jetpack Compose, AndroidX `SpringForce`.
    case kotlin
    /// JavaScript and TypeScript (`.js .jsx .ts .tsx .mjs .cjs`, and Svelte components `.svelte`,
    /// read whole as JavaScript): Motion, react-spring, React Native, Reanimated, React
    /// Navigation, anime.js, Svelte.
    case javaScript = "javascript"
    /// CSS and SCSS (`.css .scss`): `linear()` easings.
    case css
    /// Dart (`.dart`): Flutter `SpringDescription`.
    case dart

    /// The extensions read for each language, without the dot.
    public var fileExtensions: [String] {
        switch self {
        case .swift: return ["swift"]
        case .kotlin: return ["kt", "kts"]
        case .javaScript: return ["js", "jsx", "ts", "tsx", "mjs", "cjs", "svelte"]
        case .css: return ["css", "scss"]
        case .dart: return ["dart"]
        }
    }

    /// The language of a file named `name` (by its last extension), or `nil` for files not read.
    ///
    /// Cost: a comparison of the extension's bytes; no allocation for names without a dot.
    public init?(fileName name: String) {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        let ext = name.utf8[name.utf8.index(after: dot)...]
        switch String(decoding: ext, as: UTF8.self) {
        case "swift": self = .swift
        case "kt", "kts": self = .kotlin
        case "js", "jsx", "ts", "tsx", "mjs", "cjs", "svelte": self = .javaScript
        case "css", "scss": self = .css
        case "dart": self = .dart
        default: return nil
        }
    }
}
