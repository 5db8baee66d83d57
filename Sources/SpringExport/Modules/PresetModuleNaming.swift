import Foundation

/// How preset names become identifiers in each language, and the words they may not be.
///
/// Names are kebab-case (`my-pop`, checked when a preset file is read). Swift, TypeScript,
/// JavaScript and Dart name values in lowerCamelCase (`myPop`); Kotlin names the object of each
/// preset in UpperCamelCase (`MyPop`); CSS and design tokens keep the name. A name that is a
/// reserved word of the language, or one the module declares itself, cannot become an
/// identifier; two names that map to one identifier (`a-b1`, `a-b-1` → `aB1`) are refused
/// naming both. Cost: linear in the names.
enum PresetModuleNaming {
    /// `my-pop` → `myPop`.
    static func lowerCamel(_ name: String) -> String {
        let parts = name.split(separator: "-").map(String.init)
        guard let first = parts.first else { return name }
        return first + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `my-pop` → `MyPop`.
    static func upperCamel(_ name: String) -> String {
        name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The identifier of `name` in `format`.
    static func identifier(_ name: String, in format: PresetModuleFormat) -> String {
        switch format {
        case .swift, .typescript, .javascript, .dart: return lowerCamel(name)
        case .kotlin: return upperCamel(name)
        case .css, .dtcg: return name
        }
    }

    /// Words an identifier may not be in `format`: the language's reserved words (those that can
    /// be spelled in lowerCamelCase) and the names the module declares itself.
    static func reserved(in format: PresetModuleFormat) -> Set<String> {
        switch format {
        case .swift:
            // Swift keywords, and the members SwiftUI's Spring and Animation already have
            // (an extension would make `Spring.bouncy` ambiguous).
            return ["associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
                    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
                    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
                    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
                    "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
                    "try", "await", "async", "some", "any", "consume", "copy", "borrowing", "consuming",
                    "smooth", "snappy", "bouncy", "spring", "interactiveSpring", "interpolatingSpring", "linear",
                    "easeIn", "easeOut", "easeInOut", "timingCurve", "unitStep", "exactSpring", "exactMotion"]
        case .typescript, .javascript:
            return ["break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
                    "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in",
                    "instanceof", "new", "null", "return", "super", "switch", "this", "throw", "true", "try", "typeof",
                    "var", "void", "while", "with", "yield", "let", "static", "implements", "interface", "package",
                    "private", "protected", "public", "await", "arguments", "eval", "undefined", "springs"]
        case .dart:
            return ["abstract", "as", "assert", "async", "await", "base", "break", "case", "catch", "class", "const",
                    "continue", "covariant", "default", "deferred", "do", "dynamic", "else", "enum", "export", "extends",
                    "extension", "external", "factory", "false", "final", "finally", "for", "get", "hide", "if",
                    "implements", "import", "in", "interface", "is", "late", "library", "mixin", "new", "null", "of",
                    "on", "operator", "part", "required", "rethrow", "return", "sealed", "set", "show", "static",
                    "super", "switch", "sync", "this", "throw", "true", "try", "type", "typedef", "var", "void", "when",
                    "while", "with", "yield", "springPresets"]
        case .kotlin:
            return ["SpringPresets", "Companion"]
        case .css, .dtcg:
            return []
        }
    }

    /// The identifiers of `names` in `format`, in order.
    /// - Throws: ``PresetModuleError`` (naming) for a reserved word, or two names with one identifier (naming both).
    static func identifiers(for names: [String], in format: PresetModuleFormat) throws(PresetModuleError) -> [String] {
        let reserved = reserved(in: format)
        var seen: [String: String] = [:]
        var identifiers: [String] = []
        for name in names {
            let identifier = identifier(name, in: format)
            if reserved.contains(identifier) {
                throw PresetModuleError(.naming, "preset '\(name)' cannot be named in \(format.rawValue): its identifier \(identifier) is a reserved word or a name the module declares itself; rename the preset")
            }
            if let other = seen[identifier] {
                throw PresetModuleError(.naming, "presets '\(other)' and '\(name)' would both be named \(identifier) in \(format.rawValue); rename one of them")
            }
            seen[identifier] = name
            identifiers.append(identifier)
        }
        return identifiers
    }

    /// `text` as a double-quoted string literal of `format`'s language: quotes, backslashes and
    /// control characters escaped (`\u{…}` in Swift, `\uXXXX` elsewhere), and `$` in Kotlin and
    /// Dart, which interpolate it.
    static func stringLiteral(_ text: String, in format: PresetModuleFormat) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "$" where format == .kotlin || format == .dart: out += "\\$"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += format == .swift ? "\\u{" + hex + "}" : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `text` made safe for one line of a `//` or `/* */` comment: line breaks become spaces and
    /// `*/` cannot close the comment.
    static func commentText(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 }).replacingOccurrences(of: "*/", with: "* /")
    }
}
