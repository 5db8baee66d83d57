import Foundation
import SpringKit
import SpringPresets
import Testing

/// Motion's own test suite (motiondivision/motion, motion-dom
/// `animation/generators/__tests__/spring.test.ts`, "toString returns correct string"):
/// the strings below are copied from it, byte for byte.
@Suite struct ExportMotionTests {
    /// Motion 12.43.0's expectation (analytic velocity in the rest check).
    static let physics = "1100ms linear(0, 0.0419, 0.1493, 0.2963, 0.4608, 0.625, 0.7759, 0.905, 1.0077, 1.0827, 1.1314, 1.1567, 1.1629, 1.1545, 1.1359, 1.1114, 1.0844, 1.0578, 1.0336, 1.0131, 0.9969, 0.9853, 0.9779, 0.9742, 0.9735, 0.9751, 0.9783, 0.9824, 0.9868, 0.9911, 0.995, 0.9982, 1.0008, 1.0026, 1.0037, 1, 1)"
    /// Motion 12.34.3's expectation for the same spring (5 ms finite-difference velocity).
    static let physicsFiniteDifference = "1100ms linear(0, 0.0419, 0.1493, 0.2963, 0.4608, 0.625, 0.7759, 0.905, 1.0077, 1.0827, 1.1314, 1.1567, 1.1629, 1.1545, 1.1359, 1.1114, 1.0844, 1.0578, 1.0336, 1.0131, 0.9969, 0.9853, 0.9779, 0.9742, 0.9735, 0.9751, 0.9783, 0.9824, 0.9868, 0.9911, 0.995, 0.9982, 1.0008, 1.0026, 1.0037, 1.0043, 1)"
    static let duration = "800ms linear(0, 0.0542, 0.1797, 0.3344, 0.4905, 0.6321, 0.7511, 0.8451, 0.9152, 0.9644, 0.9967, 1.0157, 1.0253, 1.0283, 1.0273, 1.024, 1.0196, 1.0152, 1.0111, 1.0076, 1.0048, 1.0027, 1.0012, 1.0002, 0.9996, 0.9993, 1)"
    static let visual = "850ms linear(0, 0.046, 0.1551, 0.2934, 0.4378, 0.5737, 0.6927, 0.7915, 0.8694, 0.928, 0.9699, 0.998, 1.0153, 1.0245, 1.0281, 1.0279, 1.0254, 1.0217, 1.0176, 1.0136, 1.01, 1.007, 1.0045, 1.0027, 1.0013, 1.0003, 0.9997, 1)"

    @Test func generatorReproducesMotionsToStringCases() {
        #expect(MotionGenerator(from: 0, to: 1, stiffness: 100, damping: 10, mass: 1).motionString == Self.physics)
        #expect(MotionGenerator(from: 0, to: 1, stiffness: 100, damping: 10, mass: 1, rule: .finiteDifference).motionString
            == Self.physicsFiniteDifference)
        #expect(MotionGenerator(from: 0, to: 1, durationMilliseconds: 800, bounce: 0.25).motionString == Self.duration)
        #expect(MotionGenerator(from: 0, to: 1, visualDuration: 0.5, bounce: 0.25).motionString == Self.visual)
    }

    @Test func exporterKeepsMotionsOwnFamilyForm() throws {
        func export(_ text: String) throws -> String {
            let spec = try SpringSpec.parse(text)
            let setup = try spec.resolved()
            return try SpringExporter.export(ExportSubject(setup: setup, spec: spec), as: .motion)
        }
        #expect(try export("k=100,c=10") == Self.physics + "\n")
        #expect(try export("motion:duration=0.8,bounce=0.25") == Self.duration + "\n")
        #expect(try export("motion:visualDuration=0.5,bounce=0.25") == Self.visual + "\n")
    }

    /// Other generator facts from Motion's suite: "Spring animating back to same number returns
    /// correct duration" (keyframes [1, 1], velocity 5, stiffness 200, damping 15 → 600 ms), and
    /// the default physics spring's 1100 ms.
    @Test func generatorDurationsFromMotionsSuite() {
        #expect(MotionGenerator(from: 1, to: 1, stiffness: 200, damping: 15, velocity: 5).calculatedDuration == 600)
        #expect(MotionGenerator(from: 0, to: 1).calculatedDuration == 1100)
    }

    @Test func javaScriptNumberFormatting() {
        #expect(JSNumber.format(1) == "1")
        #expect(JSNumber.format(0.0419) == "0.0419")
        #expect(JSNumber.format(-0.0) == "0")
        #expect(JSNumber.format(1e21) == "1e+21")
        #expect(JSNumber.format(1e20) == "100000000000000000000")
        #expect(JSNumber.format(0.000001) == "0.000001")
        #expect(JSNumber.format(0.0000001) == "1e-7")
        #expect(JSNumber.format(123.456) == "123.456")
        #expect(JSNumber.format(-1.5e-9) == "-1.5e-9")
        #expect(JSNumber.round(-2.5) == -2)
        #expect(JSNumber.round(2.5) == 3)
        #expect(JSNumber.round(0.49999999999999994) == 0)
    }
}
