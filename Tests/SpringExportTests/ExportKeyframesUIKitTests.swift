import Foundation
import SpringKit
import SpringExport
import SpringPresets
import Testing

/// `keyframes` (JNWSpringAnimation's keyframes as a CAKeyframeAnimation) and `uikit`
/// (UISpringTimingParameters): the numbers in the generated code, the stated assumptions, and
/// the format names users type.
@Suite struct ExportKeyframesUIKitTests {
    /// The numbers of the `let values: [Double] = [ … ]` literal.
    static func values(in code: String) throws -> [Double] {
        let start = try #require(code.range(of: "let values: [Double] = [\n"))
        let end = try #require(code.range(of: "\n    ]\n", range: start.upperBound..<code.endIndex))
        return try code[start.upperBound..<end.lowerBound]
            .split(whereSeparator: { $0 == "," || $0 == "\n" || $0 == " " })
            .map { try #require(Double($0), "not a number: \($0)") }
    }

    /// `animation.duration = …`.
    static func duration(in code: String) throws -> Double {
        let line = try #require(code.split(separator: "\n").first { $0.contains("animation.duration = ") })
        return try #require(Double(line.split(separator: "= ")[1]))
    }

    /// The alert-pop-in preset's numbers (presets/alerts.json), named so the key path is found.
    static func popInSubject() throws -> ExportSubject {
        ExportSubject(spring: try Spring(mass: 2.4, stiffness: 450, damping: 32), name: "alert-pop-in", keyPath: "transform.scale")
    }

    @Test func formatNamesUsersType() {
        #expect(ExportFormat(rawValue: "caspringanimation") == .caSpringAnimation)
        #expect(ExportFormat(rawValue: "uikit") == .uikit)
        #expect(ExportFormat(rawValue: "keyframes") == .keyframes)
        #expect(ExportFormat(rawValue: "core-animation") == nil)
        #expect(ExportFormat(rawValue: "motion-use-spring") == .motionUseSpring)
        #expect(ExportFormat.allCases.count == 17)
    }

    @Test func keyframesAreJNWsOwnByDefault() throws {
        let popIn = try Self.popInSubject()
        let code = try SpringExporter.export(popIn, as: .keyframes)
        let expected = try #require(JNWSpringRenderer().keyframes(of: popIn.spring, motion: popIn.motion))
        let values = try Self.values(in: code)
        // Readable literals: each the shortest decimal within 1e-12 relative of JNW's keyframe.
        #expect(values.count == expected.count)
        #expect(zip(values, expected).allSatisfy { abs($0 - $1) <= 1e-12 * abs($1) })
        #expect(code.contains("// \(expected.count) keyframes: every keyframe JNWSpringAnimation generates"))
        #expect(abs(try Self.duration(in: code) - Double(expected.count) * JNWSpringRenderer.keyframeStep) <= 1e-12)
        #expect(code.contains("keyPath: String = \"transform.scale\""))
        #expect(code.contains("animation.keyTimes = values.indices.map { NSNumber(value: Double($0) / Double(values.count - 1)) }"))
        #expect(code.contains("CAKeyframeAnimation(keyPath: keyPath)"))
    }

    @Test func keyframeStepSubsamples() throws {
        let popIn = try Self.popInSubject()
        let all = try #require(JNWSpringRenderer().keyframes(of: popIn.spring, motion: popIn.motion))
        let code = try SpringExporter.export(popIn, as: .keyframes, options: .init(keyframeStep: 0.005))
        let values = try Self.values(in: code)
        let expected = stride(from: 0, to: all.count, by: 5).map { all[$0] }
        #expect(values.count == expected.count)
        #expect(zip(values, expected).allSatisfy { abs($0 - $1) <= 1e-12 * abs($1) })
        #expect(values.count == (all.count + 4) / 5)
        // count × step, the step being 5 of JNW's 0.001f steps (0.005 to within 5e-8 relative).
        #expect(abs(try Self.duration(in: code) - Double(values.count) * (5 * JNWSpringRenderer.keyframeStep)) <= 1e-12)
        #expect(abs(try Self.duration(in: code) / (Double(values.count) * 0.005) - 1) < 1e-7)
        #expect(code.contains("// \(values.count) keyframes: one in every 5 of JNWSpringAnimation's \(all.count), 5 ms apart"))
    }

    @Test func keyframesRefuseWhatJNWCannotDraw() throws {
        let popIn = try Self.popInSubject()
        for step in [0.0015, 0.0005, 0, -0.01, 1000] {
            #expect(throws: ExportError.self) { try SpringExporter.export(popIn, as: .keyframes, options: .init(keyframeStep: step)) }
        }
        let still = ExportSubject(spring: try Spring(stiffness: 100, damping: 10), motion: try Motion(from: 1, to: 1, absoluteVelocity: 3))
        #expect(throws: ExportError.self) { try SpringExporter.export(still, as: .keyframes) }
    }

    @Test func keyframesStateJNWsAssumptions() throws {
        // Overdamped: JNW draws a pure exponential (rate c/(2m)); undamped: damping 1.
        let over = try SpringExporter.export(ExportSubject(spring: try Spring(mass: 1, stiffness: 100, damping: 60)), as: .keyframes)
        #expect(over.contains("pure exponential here"))
        let undamped = try SpringExporter.export(ExportSubject(spring: try Spring(mass: 1, stiffness: 300, damping: 0)), as: .keyframes,
                                                 options: .init(keyframeStep: 0.05))
        #expect(undamped.contains("damping ≤ 0 by 1"))
        #expect(undamped.contains("keyPath: String = \"position.y\""))
    }

    @Test func uikitExactFormAndRepresentableForms() throws {
        let spring = try Spring(mass: 2, stiffness: 200, damping: 20)
        let subject = ExportSubject(spring: spring, motion: try Motion(from: 10, to: 110, absoluteVelocity: 50))
        let code = try SpringExporter.export(subject, as: .uikit)
        // The velocity is normalised to the change (50 / 100), Core Animation's convention.
        #expect(code.contains("UISpringTimingParameters(mass: 2.0, stiffness: 200.0, damping: 20.0,"))
        #expect(code.contains("initialVelocity: CGVector(dx: 0.5, dy: 0.5)"))
        #expect(code.contains("units of the whole change per second"))
        // ζ = 20 / (2·√(200·2)) = 0.5: the damping-ratio and duration/bounce forms are there.
        #expect(code.contains("UISpringTimingParameters(dampingRatio: 0.5,"))
        #expect(code.contains("UISpringTimingParameters(duration: "))
        #expect(code.contains("Apple does not\n// publish that mapping"))
        #expect(!code.contains("warning"))
        // Overdamped: only the exact form, with a warning.
        let over = try SpringExporter.export(ExportSubject(spring: try Spring(mass: 3, stiffness: 1000, damping: 500)), as: .uikit)
        #expect(over.contains("// warning: overdamped"))
        #expect(!over.contains("dampingRatio:"))
        #expect(over.contains("UISpringTimingParameters(mass: 3.0, stiffness: 1000.0, damping: 500.0,"))
    }
}
