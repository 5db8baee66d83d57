import SpringIO

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
                    "while", "with", "yield", "springPresets",
                    // dart:core's `double`, which SpringPreset's fields are: a top-level constant
                    // of that name would shadow the type in the whole library.
                    "double"]
        case .kotlin:
            // The module writes every type it uses in full (kotlin.Float, androidx.…SpringForce),
            // so no preset object can shadow one.
            return ["SpringPresets", "Companion"]
        case .css, .dtcg:
            return []
        }
    }

    /// The longest file name most file systems take (ext4, APFS, NTFS: 255 bytes).
    static let maximumFileNameBytes = 255

    /// The name of the class file `kotlinc` writes for a preset's object: `SpringPresets$MyPop.class`.
    static func kotlinClassFile(of identifier: String) -> String {
        "SpringPresets$" + identifier + ".class"
    }

    /// The identifiers of `names` in `format`, in order.
    /// - Throws: ``PresetModuleError`` (naming) for a reserved word, an identifier whose Kotlin
    ///   class file name would pass ``maximumFileNameBytes``, or two names with one identifier (naming both).
    static func identifiers(for names: [String], in format: PresetModuleFormat) throws(PresetModuleError) -> [String] {
        let reserved = reserved(in: format)
        var seen: [String: String] = [:]
        var identifiers: [String] = []
        for name in names {
            let identifier = identifier(name, in: format)
            if reserved.contains(identifier) {
                throw PresetModuleError(.naming, "preset '\(name)' cannot be named in \(format.rawValue): its identifier \(identifier) is a reserved word or a name the module declares or uses itself; rename the preset")
            }
            if format == .kotlin, kotlinClassFile(of: identifier).utf8.count > maximumFileNameBytes {
                let file = kotlinClassFile(of: identifier)
                throw PresetModuleError(.naming, "preset \(TextExcerpt.quoted(name)) cannot be named in kotlin: its object compiles to the class file SpringPresets$….class, \(file.utf8.count) bytes, over the \(maximumFileNameBytes) bytes a file name may have; rename the preset (at most \(maximumFileNameBytes - kotlinClassFile(of: "").utf8.count) characters once camel-cased)")
            }
            if let other = seen[identifier] {
                throw PresetModuleError(.naming, "presets '\(other)' and '\(name)' would both be named \(identifier) in \(format.rawValue); rename one of them")
            }
            seen[identifier] = name
            identifiers.append(identifier)
        }
        return identifiers
    }

    /// `text` as a double-quoted string literal of `format`'s language (``CodeText/stringLiteral(_:in:)``).
    static func stringLiteral(_ text: String, in format: PresetModuleFormat) -> String {
        let language: CodeText.Language
        switch format {
        case .swift: language = .swift
        case .kotlin: language = .kotlin
        case .dart: language = .dart
        case .typescript, .javascript, .css, .dtcg: language = .javaScript
        }
        return CodeText.stringLiteral(text, in: language)
    }

    /// `text` made safe for one line of a comment (``CodeText/comment(_:)``).
    static func commentText(_ text: String) -> String {
        CodeText.comment(text)
    }
}
