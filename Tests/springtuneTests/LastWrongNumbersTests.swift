import SpringTestSupport
import Foundation
import Testing

/// Issue 21, "The last wrong numbers", through the command line: each printed number is the true
/// one or the input is refused.
@Suite struct LastWrongNumbersTests {
    static func object(_ result: CLI.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    static func metrics(_ spec: String, _ extra: [String] = []) throws -> [String: Any] {
        let result = try CLI.run(["metrics", "--spring", spec, "--format", "json"] + extra)
        #expect(result.status == 0, "\(spec): \(result.stderr)")
        return try object(result)
    }

    /// riseTime under a strong push: references from Tests/SpringKitTests/Reference/
    /// make_push_reference.py (mpmath, 150 digits), which PushReferenceTests checks in full.
    @Test(arguments: [
        ("m=1,k=1e-300,c=1e-150,from=0,to=1,absoluteVelocity=3", 0.26666666666666666),
        ("m=1,k=1,c=1,from=0,to=1,absoluteVelocity=1e75", 8.0000000000000006e-76),
        ("m=1,k=1,c=1,from=0,to=1,absoluteVelocity=1e77", 8e-78),
        ("m=1,k=1e-20,c=1e-10,from=0,to=1,absoluteVelocity=1.0000000000000001e66", 7.9999999999999995e-67),
    ])
    func riseTimeUnderAStrongPushIsTheTrueOne(_ spring: (spec: String, rise: Double)) throws {
        let json = try Self.metrics(spring.spec)
        let rise = try #require(json["riseTime"] as? Double)
        #expect(abs(rise - spring.rise) <= 1e-9 * spring.rise, "\(spring.spec): riseTime \(rise), reference \(spring.rise)")
    }

    /// A true rise time of 4.7e-309 s is not a normal double: refused (exit 65) naming it, never 0.
    @Test func aSubnormalRiseTimeIsRefused() throws {
        let result = try CLI.run(["metrics", "--spring", "m=1,k=1e300,c=1e150,from=0,to=1,absoluteVelocity=1.7e308",
                                  "--format", "json"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("invalid riseTime 4.70588"), "\(result.stderr)")
    }

    /// k/m = 1e308 is finite, so the spring is in the documented range and is computed: its
    /// times are exactly 2^100 times shorter than those of the spring with k·2^-200, c·2^-100
    /// (the same ζ; natural units make the rescaling exact), which was always accepted.
    @Test func aStiffnessOf1e308IsComputed() throws {
        let stiff = try Self.metrics("m=1,k=1e308,c=1e150")
        let scale = 0x1p100
        let twin = try Self.metrics("m=1,k=\(1e308 / (scale * scale)),c=\(1e150 / scale)")
        for key in ["settlingTime", "peakTime", "riseTime", "transientTime"] {
            let a = try #require(stiff[key] as? Double), b = try #require(twin[key] as? Double)
            #expect(a == b / scale, "\(key): \(a) vs \(b) / 2^100")
        }
        #expect(stiff["overshootPercent"] as? Double == twin["overshootPercent"] as? Double)
        #expect(stiff["bounces"] as? Int == twin["bounces"] as? Int)
        // The largest double over 1 is a valid stiffness too; only an overflowing k/m is refused (64).
        #expect(try CLI.run(["metrics", "--spring", "m=1,k=1.7976931348623157e308,c=1e150"]).status == 0)
        let overflow = try CLI.run(["metrics", "--spring", "m=0.5,k=1.7976931348623157e308,c=1"])
        #expect(overflow.status == 64)
        #expect(overflow.stderr.contains("invalid stiffness/mass"))
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

    /// After a retarget, `band` is the band over the last distance (finalTarget − x at the last
    /// retarget), the distance settling is measured on; `lastDistance` says which, and tables
    /// label the relative values with it. Reference: make_retarget_reference.py, k = 100, c = 10,
    /// 0 → 1 retargeted to 0.5 at 0.2 s, x(0.2) = 0.84942563485411243278.
    @Test func theBandAfterARetargetIsOfTheLastDistance() throws {
        let distance = 0.5 - 0.84942563485411243278
        let json = try Self.metrics("k=100,c=10", ["--retarget", "0.2:0.5"])
        #expect(json["band"] as? Double == 0.02)
        #expect(abs((json["lastDistance"] as? Double ?? 0) - distance) <= 1e-12)
        #expect(abs((json["bandWidth"] as? Double ?? 0) - 0.02 * abs(distance)) <= 1e-14)

        let absolute = try Self.metrics("k=100,c=10", ["--retarget", "0.2:0.5", "--band-absolute", "0.01"])
        #expect(abs((absolute["band"] as? Double ?? 0) - 0.01 / abs(distance)) <= 1e-12 * (0.01 / abs(distance)))

        let table = try CLI.run(["metrics", "--spring", "k=100,c=10", "--retarget", "0.2:0.5"])
        for label in ["band (of lastDistance)", "overshootPercent (% of lastDistance)",
                      "undershootPercent (% of lastDistance)", "peakValue (past finalTarget)",
                      "lastDistance (finalTarget − x at the last retarget)"] {
            #expect(table.stdout.contains(label), "missing \(label)")
        }
        let csv = try CLI.run(["metrics", "--spring", "k=100,c=10", "--retarget", "0.2:0.5", "--format", "csv"])
        let lines = csv.stdout.split(separator: "\n")
        let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let row = lines[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        #expect(row.count == header.count)
        let index = try #require(header.firstIndex(of: "lastDistance"))
        #expect(abs((Double(row[index]) ?? 0) - distance) <= 1e-12)
        #expect(Double(row[try #require(header.firstIndex(of: "band"))]) == 0.02)

        // An engine measured on its own curve: the band is over its own last distance.
        let motion = try Self.metrics("k=100,c=10", ["--retarget", "0.2:0.5", "--solver", "motion"])
        #expect(motion["band"] as? Double == 0.02)
        let engineDistance = try #require(motion["lastDistance"] as? Double)
        #expect(abs((motion["bandWidth"] as? Double ?? 0) - 0.02 * abs(engineDistance)) <= 1e-14)

        // Without a retarget the table still says "of step", and there is no lastDistance.
        let plain = try CLI.run(["metrics", "--spring", "k=100,c=10"])
        #expect(plain.stdout.contains("band (of step)"))
        #expect(!plain.stdout.contains("lastDistance"))
    }

    /// Issue 27: retargets are bounded (1000, docs/cli.md). Up to the limit `metrics` and `solve`
    /// print JSON a parser reads; past it they refuse before printing anything (exit 64).
    @Test func retargetsAreValidJSONUpToTheLimitAndRefusedPastIt() throws {
        func retargets(_ count: Int) -> [String] {
            (1...count).flatMap { ["--retarget", "\(Double($0) / 1000):\($0 % 7)"] }
        }
        let metrics = try CLI.run(["metrics", "--spring", "k=100,c=10", "--format", "json"] + retargets(1000))
        #expect(metrics.status == 0, "\(metrics.stderr)")
        let record = try Self.object(metrics)
        #expect(record["finalTarget"] as? Double == Double(1000 % 7))
        #expect((record["retargets"] as? String)?.split(separator: ",").count == 1000)
        let solve = try CLI.run(["solve", "--spring", "k=100,c=10", "--duration", "1.2", "--samples", "7",
                                 "--format", "json"] + retargets(1000))
        #expect(solve.status == 0, "\(solve.stderr)")
        let curve = try Self.object(solve)
        #expect((curve["x"] as? [Double])?.count == 7)

        for command in [["metrics", "--spring", "k=100,c=10"], ["solve", "k=100,c=10", "--duration", "1", "--samples", "3"]] {
            let refused = try CLI.run(command + ["--format", "json"] + retargets(1001))
            #expect(refused.status == 64)
            #expect(refused.stdout.isEmpty)
            #expect(refused.stderr == "springtune: invalid retarget count 1001: must be at most 1000 changes of target in one motion\n",
                    "\(refused.stderr)")
        }
    }
}
