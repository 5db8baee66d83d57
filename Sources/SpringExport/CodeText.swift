/// Text a user wrote (preset names' descriptions, key paths, file names) placed in generated
/// code: as a string literal of the target language, or inside a comment. The one rule every
/// exporter and preset module writes such text by, so that no input can end a literal or a
/// comment early, open a nested comment, or put a character in the code that a compiler
/// refuses (`swiftc` rejects an unprintable ASCII character such as DEL, U+007F, even inside a
/// string literal).
///
/// Neither form ever holds a control character (Unicode category Cc: U+0000–U+001F, U+007F,
/// U+0080–U+009F): a string literal escapes them, a comment turns them into spaces. That is
/// also what lets ``ExportNumber`` mark a value that is not finite with one (`SpringExporter`
/// reads those marks, and no name or text can forge one). Cost: linear in the text.
enum CodeText {
    /// The languages whose string literals differ.
    enum Language: Sendable, Hashable {
        /// Swift: `\u{7f}` escapes.
        case swift
        /// Kotlin: `\uXXXX` escapes, `$` escaped (string templates).
        case kotlin
        /// Dart: `\uXXXX` escapes, `$` escaped (interpolation).
        case dart
        /// JavaScript and TypeScript: `\uXXXX` escapes (U+2028 and U+2029 too, line
        /// terminators in older engines).
        case javaScript
    }

    /// Whether `scalar` is a control character (category Cc): C0, DEL and C1.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `text` as a double-quoted string literal of `language`: quotes and backslashes escaped,
    /// every control character (and U+2028, U+2029) as an escape (`\n`, `\r`, `\t`, else
    /// `\u{…}` in Swift and `\uXXXX` elsewhere), and `$` in Kotlin and Dart, which interpolate it.
    static func stringLiteral(_ text: String, in language: Language) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "$" where language == .kotlin || language == .dart: out += "\\$"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if isControl(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += language == .swift ? "\\u{" + hex + "}" : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `text` made safe for one line of a `//` or `/* */` comment in any of the languages
    /// written (Swift, Kotlin and Dart nest block comments; CSS, JavaScript, Java and
    /// Objective-C do not): every control character (line breaks, tabs, DEL…) becomes a space,
    /// and a space separates `*` and `/` wherever they touch, so the text can neither close the
    /// comment (`*/`) nor open a nested one (`/*`).
    static func comment(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for var scalar in text.unicodeScalars {
            if isControl(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029 { scalar = " " }
            if (previous == "/" && scalar == "*") || (previous == "*" && scalar == "/") { out.append(" ") }
            out.append(scalar)
            previous = scalar
        }
        return String(out)
    }
}
