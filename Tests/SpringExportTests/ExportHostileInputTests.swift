import Foundation
@testable import SpringExport
import SpringIO
import SpringKit
import SpringPresets
import SpringTestSupport
import Testing

/// Round four of hostile input against the exporters and the preset modules (issue 33): names
/// that spell `inf` or `nan`, springs at the ends of `Double`'s and `Float`'s ranges, and text
/// (descriptions, key paths) that would end a literal or a comment. The compilers' own verdicts
/// are in ``PresetModuleToolchainTests`` (kotlinc) and here (`swiftc -parse`).
@Suite struct ExportHostileInputTests {
    /// A physical preset of `name` (mass, stiffness, damping), with a motion 0 → 1 when a key
    /// path is given.
    static func preset(_ name: String, description: String = "d", mass: Double = 1, stiffness: Double = 100,
                       damping: Double = 10, keyPath: String? = nil) -> Preset {
        Preset(name: name, group: "mine", description: description, source: PresetSource(reference: "test"),
               spring: SpringSpec(base: .family(.physical), items: [.init(key: .mass, value: mass), .init(key: .stiffness, value: stiffness),
                                                                    .init(key: .damping, value: damping)]),
               motion: keyPath.map { PresetMotion(from: 0, to: 1, initialVelocity: 0, keyPath: $0) },
               metrics: PresetMetrics(band: 0.02, settlingTime: nil, overshootPercent: nil))
    }

    static func module(_ presets: [Preset]) throws -> PresetModule {
        try PresetModule(presets: presets, sources: ["mine.json"], command: "springtune preset export")
    }

    /// Names whose words spell a non-finite number in one language or another.
    static let nonFiniteNames = ["infinity-scroll", "nan", "inf", "infinity", "nan-f", "inff", "nanf", "scroll-to-infinity"]

    // MARK: Names are not numbers

    @Test(arguments: ExportFormat.allCases)
    func namesThatSpellInfinityAreExported(_ format: ExportFormat) throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        for name in Self.nonFiniteNames {
            let subject = ExportSubject(spring: spring, motion: .unitStep, name: name)
            let text = try SpringExporter.export(subject, as: format)
            #expect(!text.unicodeScalars.contains("\u{0}"), "\(format) \(name)")
        }
        // A number that does overflow is still refused, whatever the name.
        let fast = ExportSubject(spring: spring, motion: try Motion(from: 0, to: 1, absoluteVelocity: 1e308), name: "infinity-scroll")
        if format == .motion {
            #expect(throws: ExportError.self) { try SpringExporter.export(fast, as: format) }
        }
    }

    @Test(arguments: PresetModuleFormat.allCases)
    func modulesOfNamesThatSpellInfinityAreWritten(_ format: PresetModuleFormat) throws {
        let module = try Self.module(Self.nonFiniteNames.map { Self.preset($0, description: "goes to infinity, or NaN") })
        let text = try module.text(as: format)
        for name in Self.nonFiniteNames { #expect(text.contains(name), "\(format): \(name)") }
        #expect(!text.unicodeScalars.contains("\u{0}"))
    }

    // MARK: Float's range

    /// Compose, Android and the Kotlin module write `Float`s: a stiffness per unit mass that a
    /// `Float` holds as 0 (k/m = 1e-50; `Float(1e-50)` is 0 by IEEE 754 rounding) or as infinity
    /// (1e39 > `Float.greatestFiniteMagnitude`, 3.4e38) is refused naming Float's range; one
    /// inside it (1e-30) is written.
    @Test func floatsOutsideFloatsRangeAreRefused() throws {
        #expect(Float(1e-50) == 0 && Float(1e39).isInfinite && Float(1e-30).isNormal)
        for (mass, stiffness, damping, refused) in [(1e50, 1.0, 1e25, true), (1.0, 1e39, 1e20, true), (1.0, 1e-30, 1e-15, false)] {
            let subject = ExportSubject(spring: try Spring(mass: mass, stiffness: stiffness, damping: damping), name: "edge")
            for format in [ExportFormat.compose, .android] {
                if refused {
                    let error = try #require(throws: ExportError.self) { try SpringExporter.export(subject, as: format) }
                    #expect(error.kind == .nonFinite)
                    #expect(error.description.contains("outside Float's range"), "\(error)")
                } else {
                    let text = try SpringExporter.export(subject, as: format)
                    #expect(text.contains("stiffness = 1.0E-30f") || text.contains("stiffness = 1e-30f"), "\(text)")
                }
            }
            let module = try Self.module([Self.preset("fine"), Self.preset("edge", mass: mass, stiffness: stiffness, damping: damping)])
            if refused {
                let error = try #require(throws: PresetModuleError.self) { try module.text(as: .kotlin) }
                #expect(error.kind == .nonFinite)
                #expect(error.message.contains("preset 'edge'") && error.message.contains("outside Float's range"), "\(error)")
            } else {
                #expect(try module.text(as: .kotlin).contains("object Edge"))
            }
        }
    }

    // MARK: The reduced-motion variant at the ends of Double's range

    /// The CSS module's reduced variant of m = k = 1e-200 (where k·m underflows to 0) and of
    /// m = k = 1e200 (where it overflows), and of m = k = 1.7e308 (where 2√(km) itself is past
    /// Double), is the critically damped spring of the same ratios: the easing of m = k = 1,
    /// c = 2 (computed here directly), which never overshoots.
    @Test func reducedVariantIsCriticalAtEveryScale() throws {
        let scales = [("tiny", 1e-200), ("unit", 1.0), ("huge", 1e200), ("edge", 1.7e308)]
        let module = try Self.module(scales.map { Self.preset($0.0, mass: $0.1, stiffness: $0.1, damping: $0.1 / 10) })
        let css = try module.text(as: .css)
        let parts = css.components(separatedBy: "@media (prefers-reduced-motion: reduce) {")
        try #require(parts.count == 2)
        let critical = try CSSExporter.easing(for: ExportSubject(spring: try Spring(mass: 1, stiffness: 1, damping: 2)))
        #expect(critical.stops.allSatisfy { $0.value <= 1 + CSSExporter.defaultMaximumError })
        let bouncy = try CSSExporter.easing(for: ExportSubject(spring: try Spring(mass: 1, stiffness: 1, damping: 0.1)))
        for (name, _) in scales {
            #expect(parts[1].contains("--spring-\(name)-easing: \(critical.linearFunction);"), "\(name)")
            #expect(parts[1].contains("--spring-\(name)-duration: \(critical.durationMilliseconds)ms;"), "\(name)")
            #expect(parts[0].contains("--spring-\(name)-easing: \(bouncy.linearFunction);"), "\(name)")
        }
        #expect(parts[1].contains("tiny, reduced: damping 2e-200,"))
        #expect(parts[1].contains("huge, reduced: damping 2e+200,"))
        #expect(parts[1].contains("edge, reduced: mass 4.25e+307, stiffness 4.25e+307, damping 8.5e+307 (the same motion at a quarter of the mass"))
    }

    // MARK: Text in comments and literals

    @Test func commentsCanNeitherCloseNorOpenOne() {
        for text in ["a */ b", "a /* b", "/*/", "*/*", "//**//", "a\u{7f}b\u{0}c\nd\u{85}e\u{2028}f"] {
            let comment = CodeText.comment(text)
            #expect(!comment.contains("*/") && !comment.contains("/*"), "\(comment)")
            #expect(!comment.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.value == 0x2028 }, "\(comment)")
        }
        #expect(CodeText.comment("a /* b */ c") == "a / * b * / c")
    }

    @Test func literalsEscapeEveryControlCharacter() {
        let text = "a\u{7f}b\u{0}c\u{85}d\"e\\f$g"
        #expect(CodeText.stringLiteral(text, in: .swift) == #""a\u{7f}b\u{0}c\u{85}d\"e\\f$g""#)
        #expect(CodeText.stringLiteral(text, in: .kotlin) == #""a\u007fb\u0000c\u0085d\"e\\f\$g""#)
        #expect(CodeText.stringLiteral(text, in: .javaScript) == #""a\u007fb\u0000c\u0085d\"e\\f$g""#)
    }

    /// A key path with DEL (U+007F), a quote, a backslash and a NUL: `swiftc -parse` accepts the
    /// `caspringanimation` and `keyframes` exports and the Swift module (it rejects an
    /// unprintable ASCII character written raw, even in a string literal).
    @Test func keyPathsWithControlCharactersParseInSwift() throws {
        let keyPath = "transform\u{7f}.sc\"ale\\\u{0}"
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        var subject = ExportSubject(spring: spring, name: "pop")
        subject.keyPath = keyPath
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for (index, text) in [try SpringExporter.export(subject, as: .caSpringAnimation), try SpringExporter.export(subject, as: .keyframes),
                              try Self.module([Self.preset("pop", description: "a\u{7f} /* */ b", keyPath: keyPath)]).text(as: .swift)].enumerated() {
            #expect(!text.unicodeScalars.contains("\u{7f}"), "\(text)")
            let file = directory.appendingPathComponent("Export\(index).swift")
            try text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        for file in files {
            let (status, output) = try ExportSwiftTypecheckTests.swiftc(["-parse", file])
            #expect(status == 0, "\(file): \(output)")
        }
    }

    // MARK: Dart

    /// Without a Dart compiler here, the rule it would apply, checked on the text: a top-level
    /// declaration shadows a name of `dart:core` in the whole library, so no preset constant may
    /// be named as any identifier `SpringPreset`'s declaration uses (`double`, `String`,
    /// `SpringDescription`…, read from the module itself). `double`, which it uses, is refused
    /// naming it; `int`, `num`, `bool`, which it does not, are written.
    @Test func dartConstantsShadowNoNameTheModuleUses() throws {
        let names = ["int", "num", "bool", "string", "list", "object", "print", "spring", "from", "to", "velocity", "name", "key-path",
                     "simulation", "spring-description", "spring-simulation", "spring-preset"]
        let text = try Self.module(names.map { Self.preset($0) }).text(as: .dart)
        let classStart = try #require(text.range(of: "class SpringPreset {"))
        let classEnd = try #require(text.range(of: "\n}\n", range: classStart.upperBound..<text.endIndex))
        let body = text[classStart.lowerBound..<classEnd.upperBound]
        let words = body.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        // The class's own members (`this.name`, `simulation()`) are found in its scope before the
        // library's, and keywords are no names: the rest resolve in the library, where a
        // constant would shadow them.
        let members = Set(words.indices.dropFirst().filter { words[$0 - 1] == "this" }.map { words[$0] } + ["simulation"])
        let keywords: Set<String> = ["class", "const", "final", "required", "this"]
        let free = Set(words).subtracting(members).subtracting(keywords)
        #expect(free == ["SpringPreset", "double", "String", "SpringDescription", "SpringSimulation"], "\(free)")
        let constants = text.split(separator: "\n").filter { $0.hasPrefix("const ") }.map { $0.split(separator: " ")[1] }.map(String.init)
        #expect(constants.count == names.count + 1)
        #expect(free.isDisjoint(with: constants), "\(free.intersection(constants))")
        let error = try #require(throws: PresetModuleError.self) { try Self.module([Self.preset("double")]).text(as: .dart) }
        #expect(error.kind == .naming && error.message.contains("preset 'double'") && error.message.contains("identifier double"), "\(error)")
    }

    // MARK: Kotlin's class files

    /// Each preset's object compiles to `SpringPresets$Name.class`: a file name over 255 bytes
    /// (kotlinc: "Backend Internal error") is refused naming the limit; 235 characters (255
    /// bytes) are written. kotlinc compiles the longest in ``PresetModuleToolchainTests``.
    @Test func kotlinNamesLongerThanAClassFileNameAreRefused() throws {
        let longest = String(repeating: "a", count: 235)
        #expect(PresetModuleNaming.kotlinClassFile(of: PresetModuleNaming.identifier(longest, in: .kotlin)).utf8.count == 255)
        #expect(try Self.module([Self.preset(longest)]).text(as: .kotlin).contains("object A" + String(repeating: "a", count: 234) + " {"))
        let error = try #require(throws: PresetModuleError.self) { try Self.module([Self.preset(longest + "a")]).text(as: .kotlin) }
        #expect(error.kind == .naming && error.message.contains("256 bytes, over the 255 bytes"), "\(error)")
        #expect(error.message.count < 400, "one short line: \(error.message.count) characters")
        // Other languages have no such files.
        #expect(try Self.module([Self.preset(longest + "a")]).text(as: .typescript).contains(longest + "a"))
    }
}
