import Foundation
import SpringExport
import SpringKit
import SpringPresets
import SpringReport
import SpringRequests
import SpringTuning
import Testing

/// What `fit` answers, computed in process through the requests `springtune fit` makes
/// (``TargetFitRequest``, ``CurveFitRequest``) and the records it prints (``FitReport``,
/// ``MetricsReport``): a fit's spec gives the same spring back, a keyframe fit minimises the
/// RMS over time, a match of JNW's curve finds the real spring, the pop presets are their
/// recorded fits. What only the process shows (exit codes, one line on stderr, files,
/// progress on a terminal) stays in springtuneTests' FitCommandTests and FitChainCommandTests.
@Suite struct FitChainRequestTests {
    /// The JSON object `fit --format json` prints for `fit`.
    static func object(_ fit: SpringFit) throws -> [String: Any] {
        let text = ReportRecord.rendered([FitReport.record(fit)], as: .json, headers: [fit.feasible ? "fit" : "closest (infeasible)"])
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The JSON object `metrics --spring SPEC [--solver SOLVER] --format json` prints.
    static func metrics(_ spec: String, solver: Solver? = nil) throws -> [String: Any] {
        let (setups, _) = try SpringSource(springs: [spec], presets: []).resolved()
        return try metrics(setups, solver: solver)
    }

    /// The JSON object `metrics --preset NAME [--solver SOLVER] --format json` prints.
    static func metrics(preset: String, solver: Solver? = nil) throws -> [String: Any] {
        let (setups, _) = try SpringSource(springs: [], presets: [preset]).resolved()
        return try metrics(setups, solver: solver)
    }

    static func metrics(_ setups: [SpringSetup], solver: Solver?) throws -> [String: Any] {
        let records = try MetricsReport.records(for: setups, band: .standard, rest: nil, solver: solver)
        let text = ReportRecord.rendered(records, as: .json, headers: [])
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func number(_ object: [String: Any], _ key: String) throws -> Double {
        try #require(object[key] as? Double, "missing \(key)")
    }

    /// The fits of `springtune fit` with these options, as its FitCommand builds them.
    static let fits: [(label: String, fit: @Sendable () throws -> SpringFit)] = [
        ("--settling-time 0.4 --overshoot 3 --velocity 2 --from 1.2 --to=-0.5", {
            try TargetFitRequest(targets: FitTargets(settlingTime: 0.4, overshootPercent: 3), velocity: 2, from: 1.2, to: -0.5).fit()
        }),
        ("--keyframes 0:0.01,0.2:1.1,0.3:0.9,0.4:1.0 --timing easeInEaseOut --free stiffness,damping,velocity", {
            try CurveFitRequest(curve: .keyframes(try KeyframeCurve(parsing: "0:0.01,0.2:1.1,0.3:0.9,0.4:1.0", timings: ["easeInEaseOut"])),
                                free: ["stiffness", "damping", "velocity"]).fit()
        }),
        ("--keyframes 0:0,0.1:0.7,0.25:1.08,0.4:1 --family swiftui", {
            try CurveFitRequest(curve: .keyframes(try KeyframeCurve(parsing: "0:0,0.1:0.7,0.25:1.08,0.4:1", timings: [])),
                                family: .swiftui).fit()
        }),
        ("--match jnw:m=2.4,k=450,c=32 --free stiffness,damping,velocity", {
            let setup = try PresetLibrary.bundled.setup(for: try SpringSpec.parse("jnw:m=2.4,k=450,c=32"))
            return try CurveFitRequest(curve: .match(setup, solver: nil, duration: nil), free: ["stiffness", "damping", "velocity"]).fit()
        }),
    ]

    /// The spec of a fit, fed back as a spring, has the fit's metrics to 1e-12, and exports.
    @Test(arguments: fits.indices)
    func specFromAFitGivesTheSameSpringBack(_ index: Int) throws {
        let (label, run) = Self.fits[index]
        let fitted = try Self.object(try run())
        let spec = try #require(fitted["spec"] as? String)
        if fitted["family"] as? String == "swiftui" { #expect(spec.hasPrefix("swiftui:duration="), "\(label)") }
        let measured = try Self.metrics(spec)
        for key in ["stiffness", "damping", "mass", "from", "to", "initialVelocity", "settlingTime", "overshootPercent",
                    "peakTime", "riseTime"] {
            let a = try Self.number(fitted, key), b = try Self.number(measured, key)
            #expect(abs(a - b) <= 1e-12 * max(abs(a), 1e-300), "\(key) \(a) vs \(b) for \(spec) (\(label))")
        }
        let export = try ExportRequest(format: .swiftui).code(for: try SpringSource(springs: [spec], presets: []))
        #expect(export.contains("spring"), "\(label)")
    }

    /// A match of JNW's curve (`fit --match jnw:m=2.4,k=450,c=32 --free
    /// stiffness,damping,velocity`) finds the real spring: stiffness 450, and an initial
    /// velocity of damping / (2 · mass) = 32 / 4.8.
    @Test func matchOfJNWFindsTheRealSpring() throws {
        let object = try Self.object(try Self.fits[3].fit())
        #expect(abs((object["stiffness"] as? Double ?? 0) - 450) < 1e-6)
        #expect(abs((object["initialVelocity"] as? Double ?? 0) - 32 / 4.8) < 1e-8)
        #expect(object["unique"] as? Bool == true)
    }

    /// Splitting a linear segment with a keyframe on it changes nothing: the fit minimises the
    /// RMS over time, not over samples spread per segment.
    @Test func aKeyframeOnTheCurveDoesNotMoveTheFit() throws {
        func fit(_ keyframes: String) throws -> [String: Any] {
            try Self.object(try CurveFitRequest(curve: .keyframes(try KeyframeCurve(parsing: keyframes, timings: []))).fit())
        }
        let a = try fit("0:0,0.1:0.5,0.3:1.1,0.4:1"), b = try fit("0:0,0.1:0.5,0.15:0.65,0.3:1.1,0.4:1")
        for key in ["stiffness", "damping"] {
            #expect(abs(try Self.number(a, key) / Self.number(b, key) - 1) < 1e-6, "\(key)")
        }
        #expect(abs(try Self.number(a, "rmsError") / Self.number(b, "rmsError") - 1) < 1e-9)
    }

    /// alert-pop-peak meets the keyframes' first peak exactly; alert-pop-keyframes is the
    /// least-squares fit (recorded commands reproduce both).
    @Test func thePopPresetsAreTheirRecordedFits() throws {
        let peak = try Self.metrics(preset: "alert-pop-peak")
        #expect(abs(try Self.number(peak, "peakTime") - 0.2) < 1e-12)
        #expect(abs(try Self.number(peak, "peakValue") - 1.1) < 1e-12)
        #expect(try Self.number(peak, "from") == 0.01)
        let recorded: [(preset: String, fit: () throws -> SpringFit)] = [
            // fit --overshoot 10.1010101010101 --peak-time 0.2 --from 0.01 --to 1
            ("alert-pop-peak", {
                try TargetFitRequest(targets: FitTargets(overshootPercent: 10.1010101010101, peakTime: 0.2), from: 0.01, to: 1).fit()
            }),
            // fit --keyframes 0:0.01,0.2:1.1,0.3:0.9,0.4:1.0 --timing easeInEaseOut
            ("alert-pop-keyframes", {
                try CurveFitRequest(curve: .keyframes(try KeyframeCurve(parsing: "0:0.01,0.2:1.1,0.3:0.9,0.4:1.0", timings: ["easeInEaseOut"]))).fit()
            }),
        ]
        for (preset, run) in recorded {
            let stored = try Self.metrics(preset: preset, solver: .exact)
            let fit = try Self.object(try run())
            for key in ["stiffness", "damping"] {
                #expect(try Self.number(stored, key) == Self.number(fit, key), "\(preset) \(key)")
            }
        }
    }
}
