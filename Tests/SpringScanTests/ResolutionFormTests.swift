import Foundation
import SpringIO
import SpringKit
import Testing
@testable import SpringScan
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 33's forms: configs reached through path aliases, parameter and prop defaults,
/// choices, functions and wrappers, destructuring, exported configs no file uses, anime.js
/// from a path, React Navigation's stock specs, SwiftUI's velocity, the listed defects and the
/// hostile inputs. Fixtures under Fixtures/Ecosystems (aliases/, flow/, unused/, unused-plain/,
/// anime-path/, navigation/, swiftui/, written for these tests). Reference values:
/// - Motion (motion-dom `generators/spring/index.ts` at 66a5fdbb): visualDuration V, bounce b
///   give ω0 = 2π/(1.2·V), c = 2·(1 − b)·ω0 at mass 1.
/// - anime.js `src/easings/spring/index.js` (v4.4.1): k = round3((2π/T)²), c = round3((1 − b)·4π/T).
/// - SwiftUI `interpolatingSpring(duration:bounce:)` (Apple's documentation of `Spring(duration:bounce:)`):
///   k = (2π/T)², c = 4π(1 − b)/T at mass 1.
/// - React Navigation `TransitionSpecs.tsx` (react-navigation/react-navigation, packages/stack):
///   `TransitionIOSSpec` is a spring { stiffness 1000, damping 500, mass 3 }; `FadeOutToBottomAndroidSpec` is timing.
/// - React Native `Libraries/Animated/SpringConfig.js` `fromBouncinessAndSpeed` (4bda59e9), run
///   by node: no range on either input (speed −10 gives stiffness −125.2, which `SpringAnimation` refuses).
@Suite struct ResolutionFormTests {
    // MARK: Path aliases

    @Test func tsconfigPathsAndBaseUrl() throws {
        let file = "aliases/src/screens/Sheet.tsx"
        // "@/*": ["./src/*"] (tsconfig.json, extending tsconfig.base.json for baseUrl ".").
        Fixture.expectSpring(Corpus.finding(file, 9, 13), mass: 1.2, stiffness: 320, damping: 28, tolerance: 0)
        // 'src/theme/springs': baseUrl ".", inherited through "extends".
        Fixture.expectSpring(Corpus.finding(file, 10, 13), mass: 1, stiffness: 450, damping: 30, tolerance: 0)
        // "@springs": an exact alias to a file, then a member of its exported object.
        Fixture.expectSpring(Corpus.finding(file, 11, 13), mass: 0.8, stiffness: 260, damping: 20, tolerance: 0)
        // Near misses: an alias to a folder without the file, and a package name.
        let lost = try #require(Corpus.finding(file, 12, 13))
        #expect(lost.spring == nil)
        #expect(lost.diagnostics.first?.message.contains("tsconfig.json maps to") == true)
        #expect(lost.diagnostics.first?.message.contains("src/nowhere/springs: not a file in the scanned tree") == true)
        let package = try #require(Corpus.finding(file, 13, 13))
        #expect(package.spring == nil)
        #expect(package.diagnostics.first?.message.contains("not a file in the scanned tree") == true)
    }

    @Test func babelModuleResolverAndMetroAliases() throws {
        let file = "aliases/mobile/app/Screen.js"
        Fixture.expectSpring(Corpus.finding(file, 9, 13), stiffness: 700, damping: 35, tolerance: 0)   // '~': './app'
        Fixture.expectSpring(Corpus.finding(file, 10, 13), stiffness: 180, damping: 9, tolerance: 0)   // '@motion'
        Fixture.expectSpring(Corpus.finding(file, 11, 13), stiffness: 90, damping: 19, tolerance: 0)   // root: ['./app']
        Fixture.expectSpring(Corpus.finding(file, 12, 13), stiffness: 1000, damping: 60, tolerance: 0) // Metro extraNodeModules
        // '^@regex/(.+)' maps to ./app/springs/chip, which does not exist: listed, not measured.
        let chip = try #require(Corpus.finding(file, 13, 13))
        #expect(chip.spring == nil)
        #expect(chip.diagnostics.first?.rule == .notLiteral)
    }

    // MARK: Defaults, renamed imports, choices, functions, destructuring

    @Test func parameterAndPropDefaults() throws {
        let file = "flow/defaults.tsx"
        // A prop's default `{ type: "spring", … }`: found once, where it is written.
        let typed = try #require(Corpus.finding(file, 3, 38))
        #expect(typed.api == "Motion { type: \"spring\" }")
        Fixture.expectSpring(typed, stiffness: 300, damping: 30, tolerance: 0)
        // useSpring imported as useMotionSpring, given a destructured prop's default.
        let prop = try #require(Corpus.finding(file, 9, 10))
        #expect(prop.api == "Motion useSpring")
        Fixture.expectSpring(prop, stiffness: 400, damping: 28, tolerance: 0)
        #expect(prop.notes.contains { $0.contains("the default of parameter 'springOptions'") })
        // A positional parameter's default in Motion's duration form.
        let root = 2 * Double.pi / (1.2 * 0.3)
        Fixture.expectSpring(Corpus.finding(file, 13, 10), stiffness: root * root, damping: 2 * 0.75 * root, tolerance: 1e-14)
        // Near miss: a prop without a default.
        let none = try #require(Corpus.finding(file, 17, 10))
        #expect(none.spring == nil)
        #expect(none.diagnostics.map(\.message) == ["not a literal: options: transition ('transition' is a parameter: its value comes from the function's callers)"])
        #expect(Corpus.findings(in: file).count == 4)
    }

    @Test func choicesAreListedOncePerBranch() throws {
        let findings = Corpus.findings(in: "flow/choices.ts")
        func branches(_ line: Int) -> [String: Spring] {
            Dictionary(uniqueKeysWithValues: findings.filter { $0.line == line }.compactMap { f in f.spring.map { (f.variant ?? "", $0) } })
        }
        let select = branches(13)
        #expect(select.count == 2)
        #expect(select["Platform.select ios"].map { ($0.stiffness, $0.damping) } ?? (0, 0) == (500, 40))
        #expect(select["Platform.select android"].map { ($0.stiffness, $0.damping) } ?? (0, 0) == (300, 30))
        let ternary = branches(14)
        #expect(ternary["when i === 0"]?.stiffness == 600)
        #expect(ternary["unless i === 0"]?.stiffness == 120)
        let member = branches(15)
        #expect(member["when Platform.OS === 'ios'"]?.damping == 20)
        #expect(member["unless Platform.OS === 'ios'"]?.damping == 26)
        #expect(findings.count == 6)
    }

    @Test func functionsAndWrappersThatReturnConfigs() throws {
        let file = "flow/functions.ts"
        Fixture.expectSpring(Corpus.finding(file, 23, 13), stiffness: 150, damping: 15, tolerance: 0) // identity(x) => x
        Fixture.expectSpring(Corpus.finding(file, 24, 13), stiffness: 280, damping: 24, tolerance: 0) // a hook returning a literal
        Fixture.expectSpring(Corpus.finding(file, 25, 13), stiffness: 330, damping: 33, tolerance: 0) // generic wrapper
        Fixture.expectSpring(Corpus.finding(file, 26, 13), stiffness: 220, damping: 22, tolerance: 0) // useMemo(() => literal)
        // makeSpring of ./factory: { ...BASE, ...overrides } with the argument bound, and with its default {}.
        Fixture.expectSpring(Corpus.finding(file, 27, 13), stiffness: 100, damping: 20, tolerance: 0)
        Fixture.expectSpring(Corpus.finding(file, 28, 13), stiffness: 100, damping: 12, tolerance: 0)
        // Near misses: a package's function, and a function that calls itself.
        let package = try #require(Corpus.finding(file, 29, 13))
        #expect(package.spring == nil)
        #expect(package.diagnostics.map(\.message) == ["not a literal: config: getConfig() (a call of getConfig, not a function of this file or a file it imports)"])
        let loop = try #require(Corpus.finding(file, 30, 13))
        #expect(loop.spring == nil)
        #expect(loop.diagnostics.first?.message.contains("loop calls itself: not followed") == true)
        #expect(Corpus.findings(in: "flow/factory.ts").isEmpty)
    }

    @Test func restAndDefaultDestructuring() {
        // const { timing, ...config } = SPEC: the rest without `timing`.
        Fixture.expectSpring(Corpus.finding("flow/destructuring.ts", 8, 13), stiffness: 210, damping: 21, tolerance: 0)
        // const { damping, mass = 2 } = SPEC: SPEC's mass 1 wins over the default 2.
        Fixture.expectSpring(Corpus.finding("flow/destructuring.ts", 9, 13), mass: 1, stiffness: 400, damping: 21, tolerance: 0)
    }

    @Test func asConstInsideTheObject() throws {
        let file = "motion/asConstUse.tsx"
        let typed = try #require(Corpus.finding(file, 3, 20))
        #expect(typed.api == "Motion { type: \"spring\" }")
        Fixture.expectSpring(typed, stiffness: 300, damping: 30, tolerance: 0)
        Fixture.expectSpring(Corpus.finding(file, 7, 13), stiffness: 300, damping: 10, tolerance: 0)
        #expect(Corpus.findings(in: file).count == 2)
    }

    // MARK: Unused exported configs

    @Test func exportedConfigsNoFileUsesAreReportedAtTheirDefinition() throws {
        let report = try Scanner(options: ScanOptions(threads: 1)).scan([Corpus.root + "/unused"])
        let theme = report.findings.filter { $0.path.hasSuffix("unused/theme/springs.ts") }
        #expect(theme.map(\.line) == [2, 3, 4])
        #expect(theme.allSatisfy { $0.isUnused })
        #expect(theme.allSatisfy { $0.api == "Reanimated withSpring config" })
        #expect(try report.json.member("findings").arrayElements(at: "findings").filter { $0["unused"] == .bool(true) }.count == 3)
        // Reanimated 4's rules (the package.json): mass 4 merged in where it is not written.
        Fixture.expectSpring(theme.first, mass: 4, stiffness: 200, damping: 20, tolerance: 0)
        Fixture.expectSpring(theme.dropFirst().first, mass: 1, stiffness: 400, damping: 30, tolerance: 0)
        // usedSpring is used (found at its use, once); sizes, labels and the interface are not configs.
        let used = report.findings.filter { $0.path.hasSuffix("unused/screen.ts") }
        #expect(used.count == 1 && !used[0].isUnused)
        #expect(report.findings.count == 4)
        #expect(report.table.contains("(unused)"))
        // No library known: the exact spring, said to be; without a mass the defaults are unknown.
        let plain = try Scanner(options: ScanOptions(threads: 1)).scan([Corpus.root + "/unused-plain"]).findings
        #expect(plain.count == 2)
        Fixture.expectSpring(plain.first, mass: 2, stiffness: 170, damping: 12, tolerance: 0)
        #expect(plain.first?.solver == .exact)
        #expect(plain.last?.spring == nil)
    }

    @Test func wordCountsSkipStringsAndComments() {
        let text = "import { springs } from './springs'; // springs\n/* springs */ const a = springs.x; `springs`"
        #expect(Scanner.wordCounts(Array(text.utf8), of: [Array("springs".utf8)]) == ["springs": 2])
    }

    // MARK: anime.js from a path, React Navigation stock specs, SwiftUI velocity

    @Test func animeImportedFromAPathOrAddress() throws {
        Fixture.expectSpring(Corpus.finding("anime-path/cdn.js", 3, 33), stiffness: 90, damping: 11, tolerance: 0)
        Fixture.expectSpring(Corpus.finding("anime-path/draggable.js", 4, 16), stiffness: 400, damping: 30, tolerance: 0)
        let period = 0.45
        func round3(_ v: Double) -> Double { (v * 1000).rounded(.toNearestOrAwayFromZero) / 1000 }
        Fixture.expectSpring(Corpus.finding("anime-path/layout.js", 4, 9),
                             stiffness: round3(pow(2 * .pi / period, 2)), damping: round3(0.8 * 4 * .pi / period), tolerance: 1e-15)
        // A `spring` from a helper module that is not anime.js's build: not a finding.
        #expect(Corpus.findings(in: "anime-path/negatives.js").isEmpty)
    }

    @Test func reactNavigationStockAndImportedSpecs() throws {
        let stock = try #require(Corpus.finding("navigation/stock.tsx", 10, 11))
        #expect(stock.api == "React Navigation transitionSpec.open spring")
        Fixture.expectSpring(stock, mass: 3, stiffness: 1000, damping: 500, tolerance: 0)
        #expect(Corpus.findings(in: "navigation/stock.tsx").count == 1) // close: a timing spec
        // Specs defined in one file, used as open:/close: in another (named and namespace imports).
        let presets = Corpus.findings(in: "navigation/TransitionConfigs/TransitionPresets.tsx")
        #expect(presets.map(\.line) == [7, 14])
        for finding in presets { Fixture.expectSpring(finding, mass: 2, stiffness: 900, damping: 80, tolerance: 0) }
        #expect(Corpus.findings(in: "navigation/TransitionConfigs/TransitionSpecs.tsx").isEmpty)
    }

    @Test func swiftUIVelocityThatIsNotALiteral() throws {
        let file = "swiftui/Velocity.swift"
        let duration = try #require(Corpus.finding(file, 7, 24))
        let omega = 2 * Double.pi / 0.2
        Fixture.expectSpring(duration, stiffness: omega * omega, damping: 4 * .pi * 0.9 / 0.2, tolerance: 1e-14)
        #expect(duration.notes.contains("measured from rest: the initial velocity 1 / 2 is not a literal"))
        let physical = try #require(Corpus.finding(file, 8, 24))
        Fixture.expectSpring(physical, stiffness: 170, damping: 15, tolerance: 0)
        #expect(physical.notes.contains("measured from rest: the initial velocity velocity is not a literal"))
        // Near miss: bounce itself not a literal: not measured.
        #expect(Corpus.finding(file, 9, 24)?.spring == nil)
    }

    // MARK: Defects

    @Test func typeMembersAreNotConfigs() {
        #expect(Corpus.findings(in: "motion/types.ts").isEmpty)
    }

    @Test func springConfigNamesInAReanimatedFileAreReanimatedConfigs() {
        let findings = Corpus.findings(in: "reanimated/springConfig.tsx")
        #expect(findings.count == 3)
        #expect(findings.allSatisfy { $0.api.hasPrefix("Reanimated") })
        // Reanimated 4's default mass 4 under the written damping and stiffness.
        Fixture.expectSpring(findings.first, mass: 4, stiffness: 180, damping: 18, tolerance: 0)
    }

    @Test func reactNativeBouncinessAndSpeedBeyondPOPsRange() throws {
        let file = "reactnative/bounciness.js"
        // React Native's own `fromBouncinessAndSpeed` (Libraries/Animated/SpringConfig.js at
        // facebook/react-native 4bda59e9, Flow types stripped, run by node 20), to 17 digits.
        let reference: [(line: Int, speed: Double, stiffness: Double, damping: Double)] = [
            (4, 30, 724.43647058823547, 30.834900143796279),  // bounciness 10
            (5, 24, 596.99117647058824, 39.691213421292147),  // bounciness 4
            (6, 50, 1149.2541176470588, 61.805463586729083),  // bounciness 0
            (7, 20, 512.02764705882350, 23.680302921098225),  // bounciness 12
        ]
        for row in reference {
            let finding = try #require(Corpus.finding(file, row.line, 3))
            Fixture.expectSpring(finding, stiffness: row.stiffness, damping: row.damping, tolerance: 1e-14)
            #expect(finding.notes.contains { $0.contains("no range") } == (row.speed > 20))
        }
        // speed −10 with the default bounciness 8: React Native's own check refuses the stiffness.
        let negative = try #require(Corpus.finding(file, 8, 3))
        #expect(negative.spring == nil)
        #expect(negative.diagnostics.map(\.rule) == [.invalidSpring])
        #expect(negative.diagnostics.first?.message.contains("Stiffness value must be greater than 0") == true)
    }

    @Test func jnwWarningOnlyForAnOverdampedCopiedPair() throws {
        let floaty = try #require(Corpus.finding("flutter/soft.dart", 3, 16))
        Fixture.expectSpring(floaty, mass: 50, stiffness: 1, damping: 1, tolerance: 0)
        #expect(floaty.diagnostics.isEmpty) // ζ = 1/(2·√50) ≈ 0.07: deliberately soft
        let copied = try #require(Corpus.finding("flutter/soft.dart", 4, 16))
        #expect(copied.diagnostics.map(\.rule) == [.jnwDampingEqualsStiffness])
    }

    @Test func tableFitsInOneHundredColumns() throws {
        // The whole corpus, as a user in the fixtures folder would run it (paths relative).
        let result = try ScanCLI.run(["scan", "Ecosystems"], in: Fixture.root)
        #expect(result.status == 0)
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(lines.count > 100)
        let widest = try #require(lines.max { $0.count < $1.count })
        #expect(widest.count <= 100, "\(widest)")
    }

    // MARK: Hostile input

    @Test func constsThatSpreadEachOtherAreACycle() throws {
        let cycle = Corpus.findings(in: "flow/cycle.ts")
        #expect(cycle.map { $0.diagnostics.first?.message } == [
            "not a literal: ...: ...a ('a' is defined through itself (a cycle))",
            "not a literal: ...: ...self ('self' is defined through itself (a cycle))",
        ])
        // 40 consts, each spreading the next three times and the last spreading the first: read
        // naively, 3^40 expansions. The work is linear in the consts, the report one line a call.
        let count = 40
        var text = "import { withSpring } from 'react-native-reanimated';\n"
        for index in 0..<count {
            let next = "c\((index + 1) % count)"
            text += "const c\(index) = { ...\(next), ...\(next), ...\(next), damping: \(index + 1) };\n"
        }
        for index in 0..<count { text += "x.value = withSpring(1, c\(index));\n" }
        let file = SourceFile(path: "t.ts", language: .javaScript, bytes: Array(text.utf8))
        let resolver = JavaScriptResolver(tree: nil, budget: JavaScriptResolver.budget(forTokens: file.count))
        let source = JavaScriptResolver.Source(file: file, bindings: JavaScriptBindings(file))
        let use = try #require(file.tokens.indices.last { file.isIdentifier($0, "c0") })
        _ = resolver.resolve(source, use..<(use + 1))
        #expect(resolver.steps <= 100 * count)
        let findings = Fixture.scan(text, .javaScript)
        #expect(findings.count == count)
        #expect(findings.allSatisfy { $0.spring == nil && $0.diagnostics.count <= 2 })
        #expect(findings.allSatisfy { $0.diagnostics.allSatisfy { $0.message.utf8.count < 200 } })
    }

    @Test func packageManifestsAreReadOncePerScan() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scan-manifests-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        var folder = root
        for level in 0..<8 {
            folder += "/level\(level)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data("{\"dependencies\": {\"left-pad\": \"1.\(level).0\"}}".utf8).write(to: URL(fileURLWithPath: folder + "/package.json"))
        }
        let project = ProjectFiles()
        for index in 0..<20 {
            #expect(project.dependency("react-native-reanimated", near: folder + "/file\(index).ts") == nil)
            #expect(project.dependency("left-pad", near: folder + "/file\(index).ts")?.range == "1.7.0")
        }
        #expect(project.reads == 8)
    }

    @Test func aFileNameThatIsNotUTF8IsReadAndShownEscaped() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scan-raw-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let name = RawPath(root).appending(Array("spr".utf8) + [0xFF] + Array("ing.ts".utf8))
        let source = "import { withSpring } from 'react-native-reanimated';\nx.value = withSpring(1, { stiffness: 100, damping: 10, mass: 1 });\n"
        let descriptor = open(name.bytes.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        _ = Array(source.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        defer { _ = unlink(name.bytes.map { CChar(bitPattern: $0) } + [0]) }

        let report = try Scanner(options: ScanOptions(threads: 1)).scan([root])
        let finding = try #require(report.findings.first)
        #expect(report.findings.count == 1)
        #expect(finding.path.hasSuffix("/spr\\xFFing.ts"))
        #expect(finding.rawPath == name)
        Fixture.expectSpring(finding, stiffness: 100, damping: 10, tolerance: 0)
        #expect(report.table.contains("spr\\xFFing.ts"))
        let json = try report.json.member("findings").arrayElements(at: "findings")
        #expect(json.first?["path"] == .string(finding.path))
        let sarif = report.sarif(toolVersion: "0").serialized()
        #expect(sarif.contains("spr%FFing.ts"))
    }
}
