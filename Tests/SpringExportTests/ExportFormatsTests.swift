import Foundation
import SpringKit
import SpringExport
import SpringPresets
import Testing

/// Every exporter for a few springs: the numbers are there, comments where the format has them,
/// JSON parses, fallbacks are explained.
@Suite struct ExportFormatsTests {
    static let springs: [ExportSubject] = {
        [(1.0, 100.0, 10.0), (1, 342.1006, 30.487), (3, 1000, 500), (1, 230.2, 22)].compactMap { m, k, c in
            (try? Spring(mass: m, stiffness: k, damping: c)).map { ExportSubject(spring: $0, name: "test-spring") }
        }
    }()

    @Test func everyFormatWritesEverySpring() throws {
        for subject in Self.springs {
            for format in ExportFormat.allCases where format != .css || subject.spring.damping > 0 {
                let text = try SpringExporter.export(subject, as: format)
                #expect(text.hasSuffix("\n"))
                if format.hasComments {
                    #expect(text.contains("//") || text.contains("/*"), "\(format.rawValue) states no assumptions")
                }
            }
        }
    }

    @Test func jsonIsExactAndParses() throws {
        let subject = try #require(Self.springs.first)
        let text = try SpringExporter.export(subject, as: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["stiffness"] as? Double == 100)
        #expect(object["damping"] as? Double == 10)
        #expect((object["swiftui"] as? [String: Any])?["bounce"] as? Double == 0.5)
        #expect(object["notRepresentable"] is [String: Any])
    }

    @Test func popUsesBouncinessSpeedOrFallsBackWithAReason() throws {
        // POP's default (bounciness 4, speed 12) is k = 342.1006, c = 30.4870 (docs/physics.md).
        let popDefault = try SpringExporter.export(Self.springs[1], as: .pop)
        func value(_ key: String) -> Double? {
            popDefault.split(separator: "\n").first { $0.contains(key + " = ") }
                .flatMap { Double($0.split(separator: "= ")[1].dropLast()) }
        }
        #expect(abs((value("springBounciness") ?? 0) - 4) < 1e-4)
        #expect(abs((value("springSpeed") ?? 0) - 12) < 1e-4)
        // The UINavigationController push spring (3/1000/500) is far outside POP's range.
        let push = try SpringExporter.export(Self.springs[2], as: .pop)
        #expect(push.contains("dynamicsTension = 1000"))
        #expect(push.contains("Not expressible as bounciness/speed"))
    }

    @Test func reboundComposeAndroidReactUseTheirUnits() throws {
        // Rebound's default is Origami tension 40, friction 7 (k 230.2, c 22).
        let rebound = try SpringExporter.export(Self.springs[3], as: .rebound)
        #expect(rebound.contains("fromOrigamiTensionAndFriction(40"))
        let compose = try SpringExporter.export(Self.springs[0], as: .compose)
        #expect(compose.contains("dampingRatio = 0.5f") && compose.contains("stiffness = 100f"))
        let android = try SpringExporter.export(Self.springs[2], as: .android)
        #expect(android.contains("stiffness = 333.33334f"))  // k/m = 1000/3, as a Float
        let react = try SpringExporter.export(Self.springs[0], as: .reactSpring)
        #expect(react.contains("tension: 100") && react.contains("friction: 10"))
        let native = try SpringExporter.export(Self.springs[0], as: .reactNative)
        #expect(native.contains("stiffness: 100") && native.contains("damping: 10"))
        // Every exporter names what it declares after the preset, and falls back without one.
        #expect(compose.contains("val testSpring = spring<Float>(") && android.contains("val testSpring = SpringForce("))
        #expect(react.contains("export const testSpring = {") && native.contains("export const testSpring = {"))
        #expect(rebound.contains("SpringConfig testSpring = "))
        let pop = try SpringExporter.export(Self.springs[0], as: .pop)
        #expect(pop.contains("POPSpringAnimation *testSpring = ") && pop.contains("testSpring.toValue"))
        let unnamed = ExportSubject(spring: Self.springs[0].spring)
        #expect(try SpringExporter.export(unnamed, as: .compose).contains("val springSpec = spring<Float>("))
        #expect(try SpringExporter.export(unnamed, as: .reactSpring).contains("export const config = {"))
        let transition = try SpringExporter.export(Self.springs[0], as: .motionTransition)
        #expect(transition.contains("{ type: \"spring\", stiffness: 100, damping: 10, mass: 1 }"))
        #expect(transition.contains("1100 ms"))
        // Motion's preferred form: ω0 = 10 → visualDuration 2π/12, ζ 0.5 → bounce 0.5.
        let visual = try #require(transition.range(of: "export const testSpring = { type: \"spring\", visualDuration: ")).upperBound
        let visualDuration = try #require(Double(transition[visual...].prefix { $0 != "," }))
        #expect(abs(visualDuration - 2 * Double.pi / 12) <= 1e-12 * visualDuration)
        #expect(transition.contains(", bounce: 0.5 }"))
        // Overdamped (ζ ≈ 4.56): no visualDuration form, physics object exported.
        let over = try SpringExporter.export(Self.springs[2], as: .motionTransition)
        #expect(over.contains("export const testSpring = { type: \"spring\", stiffness: 1000, damping: 500, mass: 3 }"))
    }

    /// An export that drops the initial velocity says so and names the forms that keep it:
    /// keyframes and Motion's useSpring options always; Core Animation, UIKit, SwiftUI and
    /// anime.js when from == to (their velocity is relative to the change); SwiftUI's
    /// non-interpolating forms in a comment.
    @Test func droppedInitialVelocitiesAreNamed() throws {
        let spring = try Spring(mass: 1, stiffness: 300, damping: 20)
        let moving = try Motion(from: 0, to: 1, absoluteVelocity: 2)
        let still = try Motion(from: 1, to: 1, absoluteVelocity: 2)
        let rest = try Motion(from: 0, to: 1, absoluteVelocity: 0)
        for format in ExportFormat.allCases {
            #expect(format.initialVelocityNote(for: rest) == nil)
            let dropsMoving = [ExportFormat.keyframes, .motionUseSpring, .svelte].contains(format)
            #expect((format.initialVelocityNote(for: moving) != nil) == dropsMoving, "\(format)")
            let dropsStill = dropsMoving || [ExportFormat.caSpringAnimation, .uikit, .swiftui, .anime].contains(format)
            #expect((format.initialVelocityNote(for: still) != nil) == dropsStill, "\(format)")
        }
        for format in [ExportFormat.caSpringAnimation, .uikit, .swiftui] {
            let text = try SpringExporter.export(ExportSubject(spring: spring, motion: still), as: format)
            #expect(text.contains("initial velocity (2 units/s) is dropped") && text.contains("android"), "\(format): \(text)")
            let kept = try SpringExporter.export(ExportSubject(spring: spring, motion: moving), as: format)
            #expect(!kept.contains("is dropped"), "\(format)")
        }
        let swiftui = try SpringExporter.export(ExportSubject(spring: spring, motion: moving, name: "pop"), as: .swiftui)
        #expect(swiftui.contains("do not carry this\n// spring's initial velocity (2 of the change per second)"), "\(swiftui)")
        #expect(swiftui.contains("interpolatingSpring(_:initialVelocity:)) does."))
        #expect(swiftui.contains("initialVelocity: 2.0)"))
    }

    /// React's exporters print people's numbers (the shortest decimal within 1e-12 relative),
    /// not binary round-trip digits: 0.1 + 0.2 reads as 0.3, 1.4 / 1000 as 0.0014.
    @Test func reactExportsPrintReadableNumbers() throws {
        let damping = 0.1 + 0.2, stiffness = 0.1 * 3 * 1000
        #expect(damping.description == "0.30000000000000004" && stiffness.description == "300.00000000000006")
        let subject = ExportSubject(spring: try Spring(mass: 1, stiffness: stiffness, damping: damping),
                                    motion: try Motion(from: 0, to: 1, absoluteVelocity: -1.4))
        let react = try SpringExporter.export(subject, as: .reactSpring)
        #expect(react.contains("{ mass: 1, tension: 300, friction: 0.3, velocity: -0.0014 }"), "\(react)")
        let native = try SpringExporter.export(subject, as: .reactNative)
        #expect(native.contains("stiffness: 300, damping: 0.3, mass: 1, velocity: -1.4"), "\(native)")
        for text in [react, native] { #expect(!text.contains("0000000"), "\(text)") }
    }
}

/// No export prints a non-finite number (issue 12): a spring whose numbers overflow is a
/// ``ExportError`` of kind `nonFinite`, checked once for every format from the numbers printed
/// (issue 33), never from names.
@Suite struct ExportNonFiniteTests {
    /// The first word of `text` that spells a non-finite number in one of the target languages
    /// (`NaN`, `Infinity`, Swift's `inf`/`nan`, Kotlin's `inff`), or nil: an outside reading of
    /// a text whose subject has no name.
    static func nonFiniteWord(in text: String) -> String? {
        let words = text.unicodeScalars.split { !($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        for word in words {
            switch String(String.UnicodeScalarView(word)).lowercased() {
            case "nan", "nanf", "inf", "inff", "infinity", "infinityf": return String(String.UnicodeScalarView(word))
            default: continue
            }
        }
        return nil
    }

    @Test(arguments: ExportFormat.allCases)
    func overflowingVelocityIsRefusedOrFinite(format: ExportFormat) throws {
        let subject = ExportSubject(spring: try Spring(mass: 1, stiffness: 100, damping: 10),
                                    motion: try Motion(from: 0, to: 1, absoluteVelocity: 1e308))
        do {
            let text = try SpringExporter.export(subject, as: format)
            #expect(Self.nonFiniteWord(in: text) == nil, "\(format): \(text.prefix(300))")
            #expect(!text.unicodeScalars.contains("\u{0}"), "\(format): no mark is left in a text")
        } catch {
            #expect(error.description.hasPrefix("cannot export to \(format.rawValue)"))
            if format == .motion || format == .css { #expect(error.kind == .nonFinite, "\(error)") }
            #expect(!error.description.unicodeScalars.contains("\u{0}"), "\(error)")
        }
    }

    @Test func wordsAreWholeWords() {
        #expect(Self.nonFiniteWord(in: "linear(0, NaN, 1)") == "NaN")
        #expect(Self.nonFiniteWord(in: "x = -Infinity;") == "Infinity")
        #expect(Self.nonFiniteWord(in: "SpringForce(inff)") == "inff")
        #expect(Self.nonFiniteWord(in: "duration: inf,") == "inf")
        #expect(Self.nonFiniteWord(in: "// info: infinite nanosecond Nancy 1e-5") == nil)
    }
}
