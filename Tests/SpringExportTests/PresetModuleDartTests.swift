import Foundation
import SpringExport
import SpringKit
import SpringPresets
import Testing

/// The Dart module. Dart and Flutter cannot be installed on the machines that run the tests, so
/// it is checked two ways instead of by a compiler: a golden file (Golden/presets.dart, the
/// fixture file's module, reviewed by hand against Flutter's `SpringDescription` and
/// `SpringSimulation` signatures) and ``DartSubsetParser``, a parser of the subset of Dart the
/// module uses, which reads every generated module back and checks it declares each preset with
/// its own numbers.
@Suite struct PresetModuleDartTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/presets.dart")

    @Test func dartModuleMatchesTheGoldenFile() throws {
        let text = try PresetModuleFixtures.module().text(as: .dart)
        let golden = try String(contentsOf: Self.golden, encoding: .utf8)
        #expect(text == golden, "the Dart module changed: review it and update Tests/SpringExportTests/Golden/presets.dart")
    }

    @Test func dartModuleParsesAndDeclaresEachPresetExactly() throws {
        let presets = try PresetModuleFixtures.file().presets + PresetLibrary.bundled.presets
        let module = try PresetModule(presets: presets, sources: ["mine.json"], command: "c")
        let parsed = try DartSubsetParser.parse(try module.text(as: .dart))
        #expect(parsed.imports == ["package:flutter/physics.dart"])
        #expect(parsed.classes == ["SpringPreset"])
        #expect(parsed.constants.map(\.name) == presets.map { Self.camel($0.name) } + ["springPresets"])
        for preset in presets {
            let subject = try ExportSubject(preset: preset)
            let constant = try #require(parsed.constants.first { $0.name == Self.camel(preset.name) })
            guard case .call("SpringPreset", let arguments) = constant.value else {
                Issue.record("\(preset.name): not a SpringPreset(…)")
                continue
            }
            #expect(Set(arguments.map(\.0)).isSubset(of: ["name", "spring", "from", "to", "velocity", "keyPath"]))
            func number(_ value: DartSubsetParser.Expression?) -> Double? {
                if case .number(let n)? = value { return n }
                return nil
            }
            let argument = { (key: String) in arguments.first { $0.0 == key }?.1 }
            #expect(argument("name") == .string(preset.name))
            #expect(argument("keyPath") == preset.motion?.keyPath.map { .string($0) })
            guard case .call("SpringDescription", let spring)? = argument("spring") else {
                Issue.record("\(preset.name): spring is not a SpringDescription(…)")
                continue
            }
            let expected: [(String, Double)] = [("mass", subject.spring.mass), ("stiffness", subject.spring.stiffness),
                                                ("damping", subject.spring.damping)]
            #expect(spring.map(\.0) == expected.map(\.0))
            for index in 0..<min(spring.count, expected.count) {
                let (key, exact) = expected[index]
                let printed = try #require(number(spring[index].1), "\(preset.name).\(key)")
                #expect(printed == exact, "\(preset.name).\(key): \(printed) vs \(exact)")
            }
            for (key, exact) in [("from", subject.motion.from), ("to", subject.motion.to), ("velocity", subject.motion.absoluteVelocity)] {
                let printed = try #require(number(argument(key)), "\(preset.name).\(key)")
                #expect(printed == exact, "\(preset.name).\(key)")
            }
        }
        // The map: every preset by its name.
        guard case .map(let entries)? = parsed.constants.last?.value else {
            Issue.record("springPresets is not a map literal")
            return
        }
        let keys: [DartSubsetParser.Expression] = entries.map(\.0), values: [DartSubsetParser.Expression] = entries.map(\.1)
        #expect(keys == presets.map { DartSubsetParser.Expression.string($0.name) })
        #expect(values == presets.map { DartSubsetParser.Expression.identifier(Self.camel($0.name)) })
    }

    @Test func parserRejectsWhatIsNotDart() {
        for bad in ["const a = SpringPreset(name: 'x',;", "const class = 1.0;", "const a = SpringPreset(name: 'x');\nconst a = 2.0;",
                    "const a = SpringDescription(mass: 1.0 stiffness: 2.0);", "const b = 'unterminated;", "const c = (1.0;"] {
            #expect(throws: DartSubsetParser.ParseError.self, "\(bad)") { try DartSubsetParser.parse(bad) }
        }
    }

    static func camel(_ name: String) -> String {
        let parts = name.split(separator: "-")
        return String(parts[0]) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

/// A parser of the subset of Dart the preset module uses: `import '…';`, one `class` (its body
/// checked for balanced brackets and statement ends), and `const NAME = EXPRESSION;` where an
/// expression is a number, a string, an identifier, a call with named arguments, or a typed map
/// literal `<K, V>{ KEY: VALUE, … }`. Identifiers must not be Dart's reserved words, and a
/// constant may be declared once. Written from the Dart language specification's lexical rules
/// for these forms; not a Dart compiler.
enum DartSubsetParser {
    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    indirect enum Expression: Equatable {
        case number(Double)
        case string(String)
        case identifier(String)
        case call(String, [(String, Expression)])
        case map([(Expression, Expression)])

        static func == (a: Expression, b: Expression) -> Bool {
            switch (a, b) {
            case (.number(let x), .number(let y)): return x == y
            case (.string(let x), .string(let y)), (.identifier(let x), .identifier(let y)): return x == y
            case (.call(let f, let x), .call(let g, let y)):
                return f == g && x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
            case (.map(let x), .map(let y)):
                return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
            default: return false
            }
        }
    }

    struct Module {
        var imports: [String] = []
        var classes: [String] = []
        var constants: [(name: String, value: Expression)] = []
    }

    enum Token: Equatable {
        case identifier(String), number(Double), string(String), symbol(Character)
    }

    static let reserved: Set<String> = ["abstract", "as", "assert", "async", "await", "break", "case", "catch", "class", "const",
                                        "continue", "default", "do", "else", "enum", "export", "extends", "extension", "false",
                                        "final", "finally", "for", "if", "import", "in", "is", "new", "null", "return", "super",
                                        "switch", "this", "throw", "true", "try", "var", "void", "while", "with", "yield"]

    static func tokens(_ text: String) throws -> [Token] {
        var tokens: [Token] = []
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
                continue
            }
            if c.isLetter || c == "_" {
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
                tokens.append(.identifier(String(chars[i..<j])))
                i = j
                continue
            }
            if c.isNumber || (c == "-" && i + 1 < chars.count && chars[i + 1].isNumber) {
                var j = i + 1
                while j < chars.count, chars[j].isNumber || ".eE".contains(chars[j]) || ((chars[j] == "-" || chars[j] == "+") && "eE".contains(chars[j - 1])) { j += 1 }
                guard let value = Double(String(chars[i..<j])) else { throw ParseError(description: "bad number \(String(chars[i..<j]))") }
                tokens.append(.number(value))
                i = j
                continue
            }
            if c == "'" || c == "\"" {
                var j = i + 1, value = ""
                while j < chars.count, chars[j] != c {
                    if chars[j] == "\n" { break }
                    if chars[j] == "$" { throw ParseError(description: "unescaped $ in a string (Dart interpolates it)") }
                    if chars[j] == "\\", j + 1 < chars.count { value.append(chars[j + 1]); j += 2; continue }
                    value.append(chars[j])
                    j += 1
                }
                guard j < chars.count, chars[j] == c else { throw ParseError(description: "unterminated string") }
                tokens.append(.string(value))
                i = j + 1
                continue
            }
            guard "(){}<>,;:=?.[]".contains(c) else { throw ParseError(description: "unexpected character \(c)") }
            tokens.append(.symbol(c))
            i += 1
        }
        return tokens
    }

    static func parse(_ text: String) throws -> Module {
        let tokens = try tokens(text)
        var i = 0, module = Module()
        func peek() -> Token? { i < tokens.count ? tokens[i] : nil }
        func expect(_ symbol: Character) throws {
            guard peek() == .symbol(symbol) else { throw ParseError(description: "expected \(symbol) at token \(i)") }
            i += 1
        }
        func identifier() throws -> String {
            guard case .identifier(let name)? = peek() else { throw ParseError(description: "expected an identifier at token \(i)") }
            i += 1
            return name
        }
        func expression() throws -> Expression {
            switch peek() {
            case .number(let value)?: i += 1; return .number(value)
            case .string(let value)?: i += 1; return .string(value)
            case .symbol("<")?:
                i += 1
                _ = try identifier(); try expect(","); _ = try identifier(); try expect(">"); try expect("{")
                var entries: [(Expression, Expression)] = []
                while peek() != .symbol("}") {
                    let key = try expression(); try expect(":"); let value = try expression()
                    entries.append((key, value))
                    if peek() == .symbol(",") { i += 1 } else { break }
                }
                try expect("}")
                return .map(entries)
            case .identifier(let name)?:
                i += 1
                if reserved.contains(name) { throw ParseError(description: "reserved word \(name) used as a name") }
                guard peek() == .symbol("(") else { return .identifier(name) }
                i += 1
                var arguments: [(String, Expression)] = []
                while peek() != .symbol(")") {
                    let key = try identifier(); try expect(":"); let value = try expression()
                    if arguments.contains(where: { $0.0 == key }) { throw ParseError(description: "argument \(key) given twice") }
                    arguments.append((key, value))
                    if peek() == .symbol(",") { i += 1 } else { break }
                }
                try expect(")")
                return .call(name, arguments)
            default:
                throw ParseError(description: "expected an expression at token \(i)")
            }
        }
        while let token = peek() {
            switch token {
            case .identifier("import"):
                i += 1
                guard case .string(let uri)? = peek() else { throw ParseError(description: "expected a URI") }
                i += 1
                try expect(";")
                module.imports.append(uri)
            case .identifier("class"):
                i += 1
                module.classes.append(try identifier())
                try expect("{")
                var depth = 1
                while depth > 0 {
                    guard let token = peek() else { throw ParseError(description: "unterminated class") }
                    if token == .symbol("{") || token == .symbol("(") { depth += 1 }
                    if token == .symbol("}") || token == .symbol(")") { depth -= 1 }
                    i += 1
                }
            case .identifier("const"):
                i += 1
                let name = try identifier()
                if reserved.contains(name) { throw ParseError(description: "reserved word \(name) used as a name") }
                if module.constants.contains(where: { $0.name == name }) { throw ParseError(description: "\(name) declared twice") }
                try expect("=")
                let value = try expression()
                try expect(";")
                module.constants.append((name, value))
            default:
                throw ParseError(description: "unexpected \(token) at token \(i)")
            }
        }
        return module
    }
}
