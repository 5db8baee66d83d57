import SpringTestSupport
import Foundation
import Testing

/// Issue 21, "The last wrong numbers": the fit through the command line. The metrics (rise times
/// under a strong push, k/m = 1e308, the band after a retarget, the retarget limit) are tested in
/// process: SpringRequestsTests' MetricsRequestEngineTests and SolveRequestCurveTests.
@Suite struct LastWrongNumbersTests {
    static func object(_ result: CLI.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    static func metrics(_ spec: String, _ extra: [String] = []) throws -> [String: Any] {
        let result = try CLI.run(["metrics", "--spring", spec, "--format", "json"] + extra)
        #expect(result.status == 0, "\(spec): \(result.stderr)")
        return try object(result)
    }

    /// `fit` finds the zero-overshoot spring with a velocity, and `metrics` agrees it meets both.
    @Test func zeroOvershootWithAVelocityIsFeasible() throws {
        let fit = try CLI.run(["fit", "--settling-time", "0.5", "--overshoot", "0", "--velocity", "10", "--format", "json"])
        #expect(fit.status == 0, "\(fit.stderr)")
        let answer = try Self.object(fit)
        #expect(answer["feasible"] as? Bool == true, "\(answer["notes"] ?? "")")
        let spec = try #require(answer["spec"] as? String)
        let measured = try Self.metrics(spec)
        #expect(measured["overshootPercent"] as? Double == 0)
        #expect(abs((measured["settlingTime"] as? Double ?? 0) - 0.5) <= 1e-9)
        #expect(measured["initialVelocity"] as? Double == 10)

        let tiny = try CLI.run(["fit", "--settling-time", "0.35", "--overshoot", "5e-324", "--format", "json"])
        let closest = try Self.object(tiny)
        #expect(closest["feasible"] as? Bool == true, "\(closest["notes"] ?? "")")
        #expect(abs((closest["dampingRatio"] as? Double ?? 0) - 0.999991) < 1e-6)
    }
}
