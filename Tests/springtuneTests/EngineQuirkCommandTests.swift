import Foundation
import SpringTestSupport
import SpringKit
import SpringReport
import Testing

/// Motion's quirk: a mass beside duration/bounce makes the options a physics spring, so
/// Motion ignores duration and bounce and animates its defaults (stiffness 100, damping 10,
/// motion's `springDefaults`) with that mass.
@Suite struct MotionMassQuirkTests {
    @Test func aMassWithADurationIsMotionsDefaultPhysicsSpring() throws {
        func settling(_ arguments: [String]) throws -> Double {
            let result = try CLI.run(["metrics"] + arguments + ["--solver", "motion", "--format", "json"])
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            return try #require(json["settlingTime"] as? Double)
        }
        let quirk = try settling(["--spring", "motion:duration=0.5,bounce=0.2,mass=2"])
        let physics = try settling(["--spring", "m=2,k=100,c=10"])
        #expect(quirk == physics)
        // Without a mass, the duration rule applies (and ends at the duration's frame).
        let plain = try settling(["--spring", "motion:duration=0.5,bounce=0.2"])
        #expect(plain != physics && plain < 0.6)
    }

    /// Motion clamps a duration to [0.01, 10] s before solving for the spring (`findSpring`):
    /// drawn by Motion, 20 s is 10 s; the exact spring keeps 20 s.
    @Test func motionClampsTheDuration() throws {
        func metrics(_ spec: String, _ solver: [String]) throws -> [String: Any] {
            let result = try CLI.run(["metrics", "--spring", spec] + solver + ["--format", "json"])
            #expect(result.status == 0, "\(result.stderr)")
            return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        }
        let long = try metrics("motion:duration=20,bounce=0.2", ["--solver", "motion"])
        let ten = try metrics("motion:duration=10,bounce=0.2", ["--solver", "motion"])
        #expect(long["settlingTime"] as? Double == ten["settlingTime"] as? Double)
        let exactLong = try metrics("motion:duration=20,bounce=0.2", [])
        let exactTen = try metrics("motion:duration=10,bounce=0.2", [])
        #expect(try #require(exactLong["settlingTime"] as? Double) > 1.9 * (try #require(exactTen["settlingTime"] as? Double)))
        let short = try metrics("motion:duration=0.001,bounce=0.2", ["--solver", "motion"])
        let hundredth = try metrics("motion:duration=0.01,bounce=0.2", ["--solver", "motion"])
        #expect(short["settlingTime"] as? Double == hundredth["settlingTime"] as? Double)
    }
}

/// `--rest-delta` and `--rest-speed` are Motion's restDelta and restSpeed when Motion draws.
@Suite struct MotionRestThresholdTests {
    @Test func motionStopsAtTheFirstFrameWithinTheThresholds() throws {
        let result = try CLI.run(["metrics", "--spring", "k=100,c=20", "--solver", "motion", "--rest-delta", "0.1",
                                  "--rest-speed", "10", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let settling = try #require(json["settlingTime"] as? Double)
        // Motion's rule, computed here from the exact solution at its 60 Hz frames: done at the
        // first frame with |x − to| ≤ restDelta and |v| ≤ restSpeed, where it snaps to the target.
        let response = SpringResponse(spring: try Spring(stiffness: 100, damping: 20))
        let stop = try #require((1...600).first { k in
            let state = response.state(at: Double(k) / 60)
            return abs(state.position - 1) <= 0.1 && abs(state.velocity) <= 10
        })
        // The drawn curve is sampled every millisecond and holds each frame's value.
        #expect(abs(settling - Double(stop) / 60) <= 0.0011, "settling \(settling), stop frame \(stop)")
        // With Motion's own defaults the same spring settles later (it stops much closer to rest).
        let defaults = try CLI.run(["metrics", "--spring", "k=100,c=20", "--solver", "motion", "--format", "json"])
        let plain = try #require(try JSONSerialization.jsonObject(with: Data(defaults.stdout.utf8)) as? [String: Any])
        #expect(try #require(plain["settlingTime"] as? Double) > settling + 0.1)
    }
}

/// `solve --frame-rate HZ` draws the engine at that display rate (as `metrics --frame-rate`).
@Suite struct SolveFrameRateTests {
    @Test func solveDrawsTheEngineAtTheFrameRate() throws {
        let result = try CLI.run(["solve", "k=170,c=26", "--solver", "react-spring", "--frame-rate", "120",
                                  "--duration", "0.1", "--samples", "11"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",").compactMap { Double($0) } }
        let times = rows.map { $0[0] }
        let expected = Solver.reactSpring.render(try Spring(stiffness: 170, damping: 26), times: times, step: 1.0 / 120)
        #expect(rows.map { $0[1] } == expected.positions)
        let sixty = Solver.reactSpring.render(try Spring(stiffness: 170, damping: 26), times: times)
        #expect(expected.positions != sixty.positions, "120 Hz differs from the 60 Hz default")
        let exact = try CLI.run(["solve", "k=170,c=26", "--frame-rate", "120", "--duration", "1", "--samples", "3"])
        #expect(exact.status == 64)
    }
}

/// react-spring's `mergeConfig` raises a `frequency` below 0.01 s to 0.01 s (react-spring
/// v9 `AnimationConfig`); a `response` spring is that frequency/damping config.
@Suite struct ReactSpringClampTests {
    @Test func aFrequencyBelowTheMinimumIsDrawnAtTheMinimum() throws {
        func drawn(_ spec: String) throws -> (settling: Double, x: [Substring]) {
            let metrics = try CLI.run(["metrics", "--spring", spec, "--solver", "react-spring", "--format", "json"])
            let json = try #require(try JSONSerialization.jsonObject(with: Data(metrics.stdout.utf8)) as? [String: Any])
            let solve = try CLI.run(["solve", spec, "--solver", "react-spring", "--duration", "0.05", "--samples", "6"])
            return (try #require(json["settlingTime"] as? Double), solve.stdout.split(separator: "\n"))
        }
        let clamped = try drawn("response:response=0.004,dampingRatio=0.6")
        let minimum = try drawn("response:response=0.01,dampingRatio=0.6")
        #expect(clamped.settling == minimum.settling)
        #expect(clamped.x == minimum.x)
        // Above the minimum nothing changes.
        let above = try drawn("response:response=0.02,dampingRatio=0.6")
        #expect(above.settling != minimum.settling)
        // The exact spring is not clamped.
        let exact = try CLI.run(["metrics", "--spring", "response:response=0.004,dampingRatio=0.6", "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(exact.stdout.utf8)) as? [String: Any])
        #expect(try #require(json["settlingTime"] as? Double) < clamped.settling / 2)
    }
}

/// `--android-property`: Android's minimum visible change per property sets its rest rule
/// (|x − to| < θ and |v| < 62.5·θ, θ = 0.75 × the change: pixels 1, alpha 1/256, scale 1/500,
/// rotation 0.1, from DynamicAnimation's documentation), so a unit step animated as pixels or
/// rotation stops within a few frames, as alpha or scale it runs until it settles.
@Suite struct AndroidPropertyTests {
    func settling(_ property: String) throws -> Double {
        let result = try CLI.run(["metrics", "--spring", "k=300,c=20", "--solver", "android", "--android-property", property,
                                  "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(json["settlingTime"] as? Double)
    }

    @Test func thePropertySetsTheRestRule() throws {
        let response = SpringResponse(spring: try Spring(stiffness: 300, damping: 20))
        for (property, change) in [("pixels", 1.0), ("rotation", 0.1)] {
            let theta = 0.75 * change
            // The first 60 Hz frame (whole milliseconds) within both thresholds, from the exact solution.
            let stop = try #require((1...600).map { Double(($0 * 1000) / 60) / 1000 }.first { t in
                let state = response.state(at: t)
                return abs(state.position - 1) < theta && abs(state.velocity) < 62.5 * theta
            })
            #expect(abs(try settling(property) - stop) <= 0.0011, "\(property): stop frame at \(stop)")
        }
        let exact = try #require(try response.settlingTime())
        for property in ["alpha", "scale"] {
            #expect(abs(try settling(property) - exact) <= 1.0 / 60, "\(property)")
        }
        let bad = try CLI.run(["metrics", "--spring", "k=300,c=20", "--solver", "android", "--android-property", "width"])
        #expect(bad.status == 64)
    }
}
