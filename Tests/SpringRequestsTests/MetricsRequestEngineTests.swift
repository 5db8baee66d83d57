import Foundation
import SpringKit
import SpringPresets
import SpringReport
import SpringRequests
import Testing

/// `springtune metrics` in process (``MetricsRequest``): measured exactly or on an engine's own
/// curve, each engine's quirks as its source has them, and the numbers that must be the true
/// ones or refused.
struct MetricsRequestEngineTests {
    /// JNW's exponential with rate c/2m = 7 from 1.2 to 1: band 0.004 is reached at
    /// ln(0.2/0.004)/7 ≈ 0.559 s; a preset tuned under JNW is measured under it and says so.
    @Test func aPresetsEngineAddsTheSolverKey() throws {
        let object = try Requests.object(try Requests.metrics([], presets: ["alert-in"]))
        #expect(object["solver"] as? String == "jnw")
        let settling = try #require(object["settlingTime"] as? Double)
        #expect(abs(settling - log(50) / 7) < 2e-3)
    }

    @Test func everyBundledPresetIsMeasured() throws {
        let names = PresetLibrary.bundled.presets.map(\.name)
        #expect(names.count >= 50)
        let text = try Requests.metrics(names.map { "preset:\($0)" })
        let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(array.count == names.count)
    }

    /// `metrics --solver NAME` gives the engine's own duration (`engineDuration`): the number
    /// `durations` lists for that engine, on every engine that has one.
    @Test(arguments: ["swiftui-bouncy", "svelte-tutorial", "reanimated-wiggly-duration", "flutter-fling", "anime-spring-default"])
    func theEngineDurationIsTheOneDurationsLists(_ preset: String) throws {
        var compared = 0
        for entry in try Requests.durationRows([], presets: [preset]) {
            guard let engine = entry["engine"] as? String,
                  ["motion", "jnw", "android", "flutter", "flutter-fling", "svelte", "anime", "reanimated", "reanimated3"].contains(engine)
            else { continue }
            let solver = try #require(Solver(rawValue: engine))
            let record = try Requests.object(try Requests.metrics([], presets: [preset], solver: solver))
            #expect(record["engineDuration"] as? Double == entry["duration"] as? Double, "\(preset) \(engine)")
            compared += 1
        }
        #expect(compared == 9)
    }

    /// The exact solution and the integrators have no engine duration: null.
    @Test(arguments: [Solver.exact, .rk4])
    func solversWithoutADurationHaveNone(_ solver: Solver) throws {
        let record = try Requests.object(try Requests.metrics([], presets: ["swiftui-bouncy"], solver: solver))
        #expect(record["engineDuration"] is NSNull, "\(solver)")
    }

    /// Motion's quirk: a mass beside duration/bounce makes the options a physics spring, so
    /// Motion ignores duration and bounce and animates its defaults (stiffness 100, damping 10,
    /// motion's `springDefaults`) with that mass.
    @Test func motionsMassWithADurationIsItsDefaultPhysicsSpring() throws {
        let quirk = try Requests.settlingTime("motion:duration=0.5,bounce=0.2,mass=2", solver: .motion)
        let physics = try Requests.settlingTime("m=2,k=100,c=10", solver: .motion)
        #expect(quirk == physics)
        // Without a mass, the duration rule applies (and ends at the duration's frame).
        let plain = try Requests.settlingTime("motion:duration=0.5,bounce=0.2", solver: .motion)
        #expect(plain != physics && plain < 0.6)
    }

    /// Motion clamps a duration to [0.01, 10] s before solving for the spring (`findSpring`):
    /// drawn by Motion, 20 s is 10 s and 0.001 s is 0.01 s; the exact spring keeps 20 s.
    @Test func motionClampsTheDuration() throws {
        #expect(try Requests.settlingTime("motion:duration=20,bounce=0.2", solver: .motion)
                == (try Requests.settlingTime("motion:duration=10,bounce=0.2", solver: .motion)))
        #expect(try Requests.settlingTime("motion:duration=20,bounce=0.2")
                > 1.9 * (try Requests.settlingTime("motion:duration=10,bounce=0.2")))
        #expect(try Requests.settlingTime("motion:duration=0.001,bounce=0.2", solver: .motion)
                == (try Requests.settlingTime("motion:duration=0.01,bounce=0.2", solver: .motion)))
    }

    /// `--rest-delta` and `--rest-speed` are Motion's restDelta and restSpeed when Motion draws:
    /// done at the first 60 Hz frame with |x − to| ≤ restDelta and |v| ≤ restSpeed, computed
    /// here from the exact solution.
    @Test func motionStopsAtTheFirstFrameWithinTheRestThresholds() throws {
        let json = try Requests.metricsObject("k=100,c=20", solver: .motion, restDelta: 0.1, restSpeed: 10)
        let settling = try #require(json["settlingTime"] as? Double)
        let response = SpringResponse(spring: try Spring(stiffness: 100, damping: 20))
        let stop = try #require((1...600).first { k in
            let state = response.state(at: Double(k) / 60)
            return abs(state.position - 1) <= 0.1 && abs(state.velocity) <= 10
        })
        // The drawn curve is sampled every millisecond and holds each frame's value.
        #expect(abs(settling - Double(stop) / 60) <= 0.0011, "settling \(settling), stop frame \(stop)")
        // With Motion's own defaults the same spring settles later (it stops much closer to rest).
        #expect(try Requests.settlingTime("k=100,c=20", solver: .motion) > settling + 0.1)
    }

    /// react-spring's `mergeConfig` raises a `frequency` below 0.01 s to 0.01 s; the exact
    /// spring is not clamped.
    @Test func reactSpringMeasuresAFrequencyBelowTheMinimumAtTheMinimum() throws {
        let clamped = try Requests.settlingTime("response:response=0.004,dampingRatio=0.6", solver: .reactSpring)
        let minimum = try Requests.settlingTime("response:response=0.01,dampingRatio=0.6", solver: .reactSpring)
        #expect(clamped == minimum)
        #expect(try Requests.settlingTime("response:response=0.02,dampingRatio=0.6", solver: .reactSpring) != minimum)
        #expect(try Requests.settlingTime("response:response=0.004,dampingRatio=0.6") < clamped / 2)
    }

    /// Android's minimum visible change per property sets its rest rule (|x − to| < θ and
    /// |v| < 62.5·θ, θ = 0.75 × the change: pixels 1, rotation 0.1, from DynamicAnimation's
    /// documentation): a unit step as pixels or rotation stops within a few frames.
    @Test(arguments: [(AndroidSpringRenderer.Property.pixels, 1.0), (.rotation, 0.1)])
    func androidsPropertySetsTheRestRule(_ property: AndroidSpringRenderer.Property, _ change: Double) throws {
        let response = SpringResponse(spring: try Spring(stiffness: 300, damping: 20))
        let theta = 0.75 * change
        // The first 60 Hz frame (whole milliseconds) within both thresholds, from the exact solution.
        let stop = try #require((1...600).map { Double(($0 * 1000) / 60) / 1000 }.first { t in
            let state = response.state(at: t)
            return abs(state.position - 1) < theta && abs(state.velocity) < 62.5 * theta
        })
        let settling = try Requests.settlingTime("k=300,c=20", solver: .android, engine: EngineSettings(androidProperty: property))
        #expect(abs(settling - stop) <= 0.0011, "\(property): stop frame at \(stop)")
    }

    /// As alpha (1/256) or scale (1/500) the same step runs until it settles.
    @Test(arguments: [AndroidSpringRenderer.Property.alpha, .scale])
    func androidsFineThresholdsRunUntilSettled(_ property: AndroidSpringRenderer.Property) throws {
        let exact = try #require(try SpringResponse(spring: try Spring(stiffness: 300, damping: 20)).settlingTime())
        let settling = try Requests.settlingTime("k=300,c=20", solver: .android, engine: EngineSettings(androidProperty: property))
        #expect(abs(settling - exact) <= 1.0 / 60, "\(property)")
    }

    /// `--overshoot-clamping`: Reanimated 4's Snappy physics config (900/110/4) stops where it
    /// would first pass the target (frame 28 in Reanimated's own run), so it never overshoots.
    @Test func reanimatedsOvershootClamping() throws {
        func overshoot(_ clamping: Bool) throws -> Double {
            try #require(try Requests.metricsObject("reanimated:stiffness=900,damping=110", solver: .reanimated,
                                                    engine: EngineSettings(overshootClamping: clamping))["overshootPercent"] as? Double)
        }
        #expect(try overshoot(false) > 0.07)
        #expect(try overshoot(true) == 0)
    }

    /// A svelte spec with its own frame rate is measured under Svelte; Flutter's fling preset
    /// under Flutter's fling.
    @Test func newEnginesAreMeasured() throws {
        let metrics = try Requests.metricsObject("svelte:stiffness=0.1,damping=0.25,frameRate=120", solver: .svelte)
        #expect(metrics["solver"] as? String == "svelte")
        let fling = try Requests.metrics([], presets: ["flutter-fling"], solver: .flutterFling, as: .table)
        #expect(fling.contains("settlingTime") && fling.contains("flutter-fling"), "\(fling.prefix(400))")
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
        let rise = try #require(try Requests.metricsObject(spring.spec)["riseTime"] as? Double)
        #expect(abs(rise - spring.rise) <= 1e-9 * spring.rise, "\(spring.spec): riseTime \(rise), reference \(spring.rise)")
    }

    /// A true rise time of 4.7e-309 s is not a normal double: refused (bad data) naming it, never 0.
    @Test func aSubnormalRiseTimeIsRefused() throws {
        let error = try #require(Requests.refusal {
            _ = try Requests.metrics(["m=1,k=1e300,c=1e150,from=0,to=1,absoluteVelocity=1.7e308"])
        })
        #expect(error.exitCode == 65)
        #expect(error.description.contains("invalid riseTime 4.70588"), "\(error)")
    }

    /// k/m = 1e308 is finite, so the spring is in the documented range and is computed: its
    /// times are exactly 2^100 times shorter than those of the spring with k·2^-200, c·2^-100
    /// (the same ζ; natural units make the rescaling exact).
    @Test func aStiffnessOf1e308IsComputed() throws {
        let stiff = try Requests.metricsObject("m=1,k=1e308,c=1e150")
        let scale = 0x1p100
        let twin = try Requests.metricsObject("m=1,k=\(1e308 / (scale * scale)),c=\(1e150 / scale)")
        for key in ["settlingTime", "peakTime", "riseTime", "transientTime"] {
            let a = try #require(stiff[key] as? Double), b = try #require(twin[key] as? Double)
            #expect(a == b / scale, "\(key): \(a) vs \(b) / 2^100")
        }
        #expect(stiff["overshootPercent"] as? Double == twin["overshootPercent"] as? Double)
        #expect(stiff["bounces"] as? Int == twin["bounces"] as? Int)
    }

    /// The largest double over 1 is a valid stiffness too; only an overflowing k/m is refused.
    @Test func onlyAnOverflowingStiffnessOverMassIsRefused() throws {
        _ = try Requests.metrics(["m=1,k=1.7976931348623157e308,c=1e150"], as: .table)
        let error = try #require(Requests.refusal { _ = try Requests.metrics(["m=0.5,k=1.7976931348623157e308,c=1"]) })
        #expect(error.exitCode == 64)
        #expect(error.description.contains("invalid stiffness/mass"))
    }

    /// Retargeted metrics are measured against the last target (make_retarget_reference.py,
    /// matrix exponentials at 50 digits: k = 100, c = 10, 0 → 1, retargeted to 0.5 at 0.2 s).
    @Test func retargetedMetricsAreMeasuredAgainstTheLastTarget() throws {
        let json = try Requests.metricsObject("k=100,c=10", retargets: ["0.2:0.5"])
        #expect(abs((json["settlingTime"] as? Double ?? 0) - 1.1122711511937862735) < 1e-9)
        #expect(abs((json["overshootPercent"] as? Double ?? 0) - 22.303824067665337193) < 1e-9)
        #expect(abs((json["peakTime"] as? Double ?? 0) - 0.62927245382809933975) < 1e-9)
        #expect(json["finalTarget"] as? Double == 0.5)
        #expect(json["retargets"] as? String == "0.2:0.5")
    }

    /// After a retarget, `band` is the band over the last distance (finalTarget − x at the last
    /// retarget, x(0.2) = 0.84942563485411243278), and `lastDistance` says which.
    @Test func theBandAfterARetargetIsOfTheLastDistance() throws {
        let distance = 0.5 - 0.84942563485411243278
        let json = try Requests.metricsObject("k=100,c=10", retargets: ["0.2:0.5"])
        #expect(json["band"] as? Double == 0.02)
        #expect(abs((json["lastDistance"] as? Double ?? 0) - distance) <= 1e-12)
        #expect(abs((json["bandWidth"] as? Double ?? 0) - 0.02 * abs(distance)) <= 1e-14)
        let absolute = try Requests.metricsObject("k=100,c=10", bandAbsolute: 0.01, retargets: ["0.2:0.5"])
        #expect(abs((absolute["band"] as? Double ?? 0) - 0.01 / abs(distance)) <= 1e-12 * (0.01 / abs(distance)))
    }

    /// Tables label the relative values with the last distance; without a retarget, "of step".
    @Test func tablesLabelTheRelativeValues() throws {
        let table = try Requests.metrics(["k=100,c=10"], retargets: ["0.2:0.5"], as: .table)
        for label in ["band (of lastDistance)", "overshootPercent (% of lastDistance)",
                      "undershootPercent (% of lastDistance)", "peakValue (past finalTarget)",
                      "lastDistance (finalTarget − x at the last retarget)"] {
            #expect(table.contains(label), "missing \(label)")
        }
        let plain = try Requests.metrics(["k=100,c=10"], as: .table)
        #expect(plain.contains("band (of step)"))
        #expect(!plain.contains("lastDistance"))
    }

    /// The CSV row of a retargeted record has every column of its header.
    @Test func theCSVOfARetargetedRecord() throws {
        let distance = 0.5 - 0.84942563485411243278
        let lines = try Requests.metrics(["k=100,c=10"], retargets: ["0.2:0.5"], as: .csv).split(separator: "\n")
        let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let row = lines[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        #expect(row.count == header.count)
        let index = try #require(header.firstIndex(of: "lastDistance"))
        #expect(abs((Double(row[index]) ?? 0) - distance) <= 1e-12)
        #expect(Double(row[try #require(header.firstIndex(of: "band"))]) == 0.02)
    }

    /// An engine measured on its own curve: the band is over its own last distance.
    @Test func anEnginesBandIsOverItsOwnLastDistance() throws {
        let motion = try Requests.metricsObject("k=100,c=10", solver: .motion, retargets: ["0.2:0.5"])
        #expect(motion["band"] as? Double == 0.02)
        let engineDistance = try #require(motion["lastDistance"] as? Double)
        #expect(abs((motion["bandWidth"] as? Double ?? 0) - 0.02 * abs(engineDistance)) <= 1e-14)
    }

    /// POP's own retargeted curve measured against the last target: the settling time is where
    /// that curve last leaves the band, relative to the distance from the position it shows at
    /// the retarget; the exact motion's metrics sit beside it.
    @Test func anEnginesRetargetedCurveIsMeasured() throws {
        let json = try Requests.metricsObject("k=100,c=10,to=100", solver: .pop, retargets: ["0.2:50"])
        #expect(json["solver"] as? String == "pop")
        #expect(json["finalTarget"] as? Double == 50)
        let exact = try #require(json["exact"] as? [String: Any])
        #expect(abs((exact["settlingTime"] as? Double ?? 0) - 1.1122711511937862735) < 1e-9)
        let settling = try #require(json["settlingTime"] as? Double)
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        let motion = try Motion(from: 0, to: 100)
        let retargets = [RetargetedResponse.Retarget(time: 0.2, target: 50)]
        let renderer = POPSpringRenderer()
        let start = try renderer.render(spring, motion: motion, times: [0.2], retargets: retargets).positions[0]
        let band = 0.02 * abs(50 - start)
        #expect(abs((json["bandWidth"] as? Double ?? 0) - band) < 1e-12)
        let before = try renderer.render(spring, motion: motion, times: [settling - 0.001], retargets: retargets).positions[0]
        #expect(abs(before - 50) > band)
        let after = try renderer.render(spring, motion: motion, times: stride(from: settling + 0.001, through: 3, by: 0.001).map { $0 },
                                        retargets: retargets)
        #expect(after.positions.allSatisfy { abs($0 - 50) <= band })
    }

    /// Up to 1000 retargets (docs/cli.md) the record is whole.
    @Test func aThousandRetargetsAreMeasured() throws {
        let retargets = (1...1000).map { "\(Double($0) / 1000):\($0 % 7)" }
        let record = try Requests.metricsObject("k=100,c=10", retargets: retargets)
        #expect(record["finalTarget"] as? Double == Double(1000 % 7))
        #expect((record["retargets"] as? String)?.split(separator: ",").count == 1000)
    }

    /// A preset drawn by JNW does not follow retargets: refused.
    @Test func aJNWPresetRefusesRetargets() throws {
        let error = try #require(Requests.refusal { _ = try Requests.metrics([], presets: ["alert-in"], retargets: ["0.2:1.1"]) })
        #expect(error.exitCode == 64 && error.description.contains("not followed by jnw"), "\(error)")
    }

    /// `flutter:duration=500.7` is refused by metrics as by every command reading a spec.
    @Test func aFractionalFlutterDurationIsRefused() throws {
        let error = try #require(Requests.refusal { _ = try Requests.metrics(["flutter:duration=500.7,bounce=0.3"]) })
        #expect(error.exitCode == 65)
        #expect(Requests.commandLine(error) == FlutterLine.fractionalDuration)
    }

    /// The settling band and rest thresholds (docs/physics.md): a fraction 0 < band < 1 or an
    /// absolute width > 0, not both, else the standard 2 %; the rest thresholds both or
    /// neither, each finite and > 0.
    @Test func bandAndRestRefusals() throws {
        #expect(try MetricsRequest.band(fraction: nil, width: nil) == .standard)
        #expect(try MetricsRequest.rest(delta: nil, speed: nil) == nil)
        let cases: [(() throws -> Void, String, String)] = [
            ({ _ = try MetricsRequest.band(fraction: 0, width: nil) }, "invalid band ", "must be a fraction of the step with 0 < band < 1"),
            ({ _ = try MetricsRequest.band(fraction: 1, width: nil) }, "invalid band ", "must be a fraction of the step with 0 < band < 1"),
            ({ _ = try MetricsRequest.band(fraction: nil, width: 0) }, "invalid band-absolute ", "must be a finite number > 0 (units of x)"),
            ({ _ = try MetricsRequest.band(fraction: 0.1, width: 0.1) }, "--band and --band-absolute do not mix", ": give one"),
            ({ _ = try MetricsRequest.rest(delta: 0.01, speed: nil) }, "--rest-delta and --rest-speed go together", ": give both"),
            ({ _ = try MetricsRequest.rest(delta: nil, speed: 1) }, "--rest-delta and --rest-speed go together", ": give both"),
            ({ _ = try MetricsRequest.rest(delta: 0, speed: 1) }, "invalid rest-delta ", "must be a finite number > 0 (units of x)"),
            ({ _ = try MetricsRequest.rest(delta: 0.1, speed: -1) }, "invalid rest-speed ", "must be a finite number > 0 (units of x per second)"),
        ]
        for (body, prefix, suffix) in cases {
            let error = try #require(Requests.refusal(body))
            let line = Requests.commandLine(error)
            #expect(error.exitCode == 64 && line.hasPrefix(prefix) && line.hasSuffix(suffix), "\(line)")
        }
    }
}
