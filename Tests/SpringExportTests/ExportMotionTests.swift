import Foundation
import SpringKit
@testable import SpringExport
import SpringPresets
import Testing

/// Motion's own test suite (motiondivision/motion, motion-dom
/// `animation/generators/__tests__/spring.test.ts`, "toString returns correct string"):
/// the strings below are copied from it, byte for byte.
@Suite struct ExportMotionTests {
    /// Motion 12.36.0–13.1.1's expectation (analytic velocity in the rest check).
    static let physics = "1100ms linear(0, 0.0419, 0.1493, 0.2963, 0.4608, 0.625, 0.7759, 0.905, 1.0077, 1.0827, 1.1314, 1.1567, 1.1629, 1.1545, 1.1359, 1.1114, 1.0844, 1.0578, 1.0336, 1.0131, 0.9969, 0.9853, 0.9779, 0.9742, 0.9735, 0.9751, 0.9783, 0.9824, 0.9868, 0.9911, 0.995, 0.9982, 1.0008, 1.0026, 1.0037, 1, 1)"
    /// Motion 12.35.1's (and earlier) expectation for the same spring (5 ms finite-difference velocity).
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

    /// Motion reads a mass as a physics spring (its defaults, stiffness 100 and damping 10, at
    /// that mass) and ignores duration and bounce: Motion 13.1.1 run as-is under node 20,
    /// `spring({ keyframes: [0, 1], duration: 500, bounce: 0.3, mass: 2 }).toString()`, prints
    /// this string; the transition keeps the options as given and says how Motion reads them.
    @Test func aMassMakesMotionsDefaultPhysicsSpring() throws {
        let spec = try SpringSpec.parse("motion:duration=0.5,bounce=0.3,mass=2")
        let subject = ExportSubject(setup: try spec.resolved(), spec: spec)
        let printed = "2350ms linear(0, 0.0221, 0.0831, 0.1749, 0.2892, 0.418, 0.5535, 0.6891, 0.8189, 0.9381, 1.0431, 1.1313, 1.2015, 1.253, 1.2864, 1.3027, 1.3037, 1.2915, 1.2684, 1.2371, 1.2, 1.1596, 1.118, 1.0772, 1.0389, 1.0043, 0.9744, 0.9499, 0.931, 0.9177, 0.9099, 0.907, 0.9086, 0.9138, 0.922, 0.9325, 0.9443, 0.9569, 0.9695, 0.9817, 0.9929, 1.0029, 1.0113, 1.018, 1.023, 1.0263, 1.0281, 1.0283, 1.0273, 1.0253, 1.0225, 1.0191, 1.0153, 1.0115, 1.0076, 1.004, 1.0008, 0.9979, 0.9956, 0.9938, 0.9925, 0.9917, 0.9914, 0.9915, 0.9919, 0.9926, 0.9936, 0.9947, 0.9958, 0.997, 0.9982, 0.9992, 1.0002, 1.001, 1.0016, 1.0021, 1, 1)"
        #expect(try SpringExporter.export(subject, as: .motion) == printed + "\n")
        let transition = try SpringExporter.export(subject, as: .motionTransition)
        #expect(transition.contains("{ type: \"spring\", duration: 0.5, bounce: 0.3, mass: 2 }"))
        #expect(transition.contains("calcGeneratorDuration): 2350 ms"))
        // A bounce alone is an 800 ms duration spring (Motion 13.1.1: calcGeneratorDuration 800 ms).
        let bounce = try SpringSpec.parse("motion:bounce=0.25")
        #expect(try SpringExporter.export(ExportSubject(setup: try bounce.resolved(), spec: bounce), as: .motion).hasPrefix("800ms linear("))
    }

    /// Other generator facts from Motion's suite: "Spring animating back to same number returns
    /// correct duration" (keyframes [1, 1], velocity 5, stiffness 200, damping 15 → 600 ms), and
    /// the default physics spring's 1100 ms.
    @Test func generatorDurationsFromMotionsSuite() {
        #expect(MotionGenerator(from: 1, to: 1, stiffness: 200, damping: 15, velocity: 5).calculatedDuration == 600)
        #expect(MotionGenerator(from: 0, to: 1).calculatedDuration == 1100)
    }

    /// Motion 13.1.1 run as-is (tag v13.1.1, `motion-dom` generators/spring.ts, calc-duration.ts
    /// and waapi/utils/linear.ts with types stripped, node 20.20.2):
    /// `spring({ keyframes, stiffness, damping, mass, velocity }).toString()` for critically and
    /// overdamped springs, where 12.36.0 started checking the speed too.
    static let currentRelease: [(from: Double, to: Double, k: Double, c: Double, m: Double, v: Double, string: String)] = [
        (0, 1, 100, 20, 1, 0, "950ms linear(0, 0.0384, 0.1262, 0.2346, 0.3467, 0.4529, 0.5486, 0.6319, 0.7026, 0.7617, 0.8103, 0.8498, 0.8817, 0.9072, 0.9275, 0.9436, 0.9562, 0.9661, 0.9738, 0.9798, 0.9845, 0.9881, 0.9909, 0.993, 0.9947, 0.9959, 0.9969, 0.9976, 0.9982, 0.9986, 1, 1)"),
        (0, 1, 400, 40, 1, 10, "500ms linear(0, 0.2975, 0.5344, 0.7029, 0.8153, 0.8874, 0.9324, 0.9599, 0.9764, 0.9862, 0.992, 0.9954, 0.9974, 0.9985, 0.9991, 1, 1)"),
        (0, 1, 100, 40, 1, 0, "2150ms linear(0, 0.0316, 0.0921, 0.158, 0.2221, 0.2822, 0.338, 0.3895, 0.4371, 0.481, 0.5214, 0.5587, 0.5931, 0.6248, 0.654, 0.681, 0.7059, 0.7288, 0.7499, 0.7694, 0.7874, 0.804, 0.8192, 0.8333, 0.8463, 0.8583, 0.8693, 0.8795, 0.8889, 0.8976, 0.9055, 0.9129, 0.9197, 0.926, 0.9317, 0.937, 0.942, 0.9465, 0.9506, 0.9545, 0.958, 0.9613, 0.9643, 0.9671, 0.9697, 0.972, 0.9742, 0.9762, 0.9781, 0.9798, 0.9814, 0.9828, 0.9842, 0.9854, 0.9865, 0.9876, 0.9885, 0.9894, 0.9903, 0.991, 0.9917, 0.9924, 0.993, 0.9935, 0.994, 0.9945, 0.9949, 0.9953, 0.9957, 0.996, 1, 1)"),
        (0, 100, 170, 30, 1, 0, "850ms linear(0, 6.2144, 18.7148, 32.3157, 44.8824, 55.6956, 64.6644, 71.9515, 77.8011, 82.4628, 86.1613, 89.0875, 91.3988, 93.2224, 94.6604, 95.7937, 96.6867, 97.3902, 97.9444, 98.3809, 98.7248, 98.9956, 99.2089, 99.3769, 99.5093, 99.6135, 99.6956, 100)"),
        (0, 100, 64 * Double.pi * Double.pi, 16 * Double.pi, 1, 0, "400ms linear(0, 20.484, 49.9113, 71.5416, 84.7504, 92.1314, 96.0457, 98.0512, 99.0539, 99.5461, 99.7843, 99.8984, 100)"),
        (10, -20, 300, 50, 2, -40, "600ms linear(10, 7.4149, 3.4401, -0.7596, -4.6323, -7.9609, -10.7024, -12.8972, -14.6194, -15.9512, -16.9696, -17.7416, -18.3229, -18.7582, -19.0828, -19.3238, -19.5024, -19.6343, -19.7316, -20)"),
    ]

    @Test func generatorMatchesTheCurrentReleaseForCriticalAndOverdampedSprings() {
        for r in Self.currentRelease {
            let generator = MotionGenerator(from: r.from, to: r.to, stiffness: r.k, damping: r.c, mass: r.m, velocity: r.v)
            #expect(generator.motionString == r.string, "k=\(r.k) c=\(r.c)")
        }
    }

    @Test func javaScriptNumberFormatting() {
        #expect(ExportNumber.javaScript(1) == "1")
        #expect(ExportNumber.javaScript(0.0419) == "0.0419")
        #expect(ExportNumber.javaScript(-0.0) == "0")
        #expect(ExportNumber.javaScript(1e21) == "1e+21")
        #expect(ExportNumber.javaScript(1e20) == "100000000000000000000")
        #expect(ExportNumber.javaScript(0.000001) == "0.000001")
        #expect(ExportNumber.javaScript(0.0000001) == "1e-7")
        #expect(ExportNumber.javaScript(123.456) == "123.456")
        #expect(ExportNumber.javaScript(-1.5e-9) == "-1.5e-9")
        #expect(ExportNumber.mathRound(-2.5) == -2)
        #expect(ExportNumber.mathRound(2.5) == 3)
        #expect(ExportNumber.mathRound(0.49999999999999994) == 0)
    }
}
