import Foundation
import SpringTestSupport
import Testing

/// Reanimated's family in a fit through the command line. The families in `convert`, the engines
/// in `durations`, `metrics` and `solve`, the exporters and their refusals are tested in process
/// (SpringRequestsTests; values from Reanimated's source run under node: SpringKitTests'
/// ReanimatedReferenceValues).
@Suite struct ReanimatedCommandTests {
    /// A fit in the `reanimated` family writes a spec of that family that gives the fitted spring
    /// back: its mass is written when it is not Reanimated's default 4.
    @Test func fitsWriteReanimatedSpecs() throws {
        let fit = try CLI.run(["fit", "--family", "reanimated", "--settling-time", "0.4", "--overshoot", "2", "--format", "json"])
        #expect(fit.status == 0, "\(fit.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(fit.stdout.utf8)) as? [String: Any])
        let spec = try #require(object["spec"] as? String)
        #expect(spec.hasPrefix("reanimated:") && spec.contains("mass=1"), "\(spec)")
        let again = try CLI.run(["metrics", "--spring", spec, "--format", "json"])
        let metrics = try #require(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        #expect(abs((metrics["settlingTime"] as? Double ?? 0) - 0.4) < 1e-9, "\(metrics)")
    }
}
