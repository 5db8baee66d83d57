import Foundation
import SpringKit
import SpringRequests
import Testing

/// `springtune convert` in process (``ConvertRequest``): every family's parameters with their
/// documented values, the rows each ecosystem adds, and the refusals with their lines.
struct ConvertRequestTests {
    /// Apple's documented example: Spring(duration: 0.5, bounce: 0.3) is stiffness 157.9, damping 17.6.
    @Test func everyFamilyAndTheReasonsAreThere() throws {
        let object = try Requests.convertObject("swiftui:duration=0.5,bounce=0.3")
        for key in ["physical", "response", "swiftui", "motion", "motionVisual", "settling", "pop", "origami", "android", "reasons"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        let physical = try #require(object["physical"] as? [String: Double])
        #expect(abs(try #require(physical["stiffness"]) - 157.9) < 0.05)
        #expect(abs(try #require(physical["damping"]) - 17.6) < 0.05)
    }

    /// Flutter's `withDurationAndBounce(bounce: 0.3)` at its default 500 ms (Flutter's own test:
    /// stiffness 157.91, damping 17.59), written with the duration in milliseconds.
    @Test func flutterDurationAndBounceIsFluttersSpring() throws {
        let object = try Requests.convertObject("flutter:duration=500,bounce=0.3")
        let physical = try #require(object["physical"] as? [String: Double])
        #expect(abs(try #require(physical["stiffness"]) - 157.91) < 0.01)
        #expect(abs(try #require(physical["damping"]) - 17.59) < 0.01)
        let flutter = try #require(object["flutter"] as? [String: Double])
        #expect(abs(try #require(flutter["duration"]) - 500) < 1e-9)
        #expect(abs(try #require(flutter["bounce"]) - 0.3) < 1e-12)
        let ratio = try #require(object["flutterRatio"] as? [String: Double])
        let zeta = try #require(ratio["dampingRatio"])
        #expect(ratio["mass"] == 1 && abs(zeta - 0.7) < 1e-12)
    }

    /// The table gains the `flutterRatio` row, within 100 columns.
    @Test func flutterRatioRowInTheTable() throws {
        let table = try Requests.convert(["flutter:mass=2,stiffness=300,dampingRatio=0.5"])
        #expect(table.contains("\nflutterRatio  mass 2, stiffness 300, dampingRatio 0.5\n"), "\(table)")
        #expect(table.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }

    /// What Flutter refuses is a usage error (exit 64) naming the key.
    @Test(arguments: [("flutter:duration=0.5", "duration"), ("flutter:bounce=1.5", "bounce"),
                      ("flutter:stiffness=100,damping=10,dampingRatio=0.5", "dampingRatio")])
    func flutterRefusalsNameTheKey(_ spec: String, _ key: String) throws {
        let error = try #require(Requests.refusal { _ = try Requests.convert([spec]) })
        #expect(error.exitCode == 64, "\(spec)")
        #expect(Requests.commandLine(error).hasPrefix("invalid \(key) "), "\(error)")
    }

    /// anime.js's `spring({ duration: 500, bounce: 0.3 })` (anime.js v4.4.1 run as-is: stiffness
    /// 157.914, damping 17.593 at mass 1): the `anime` and `animeBounce` rows, the latter the
    /// spring's own period and damping ratio (not the 500 ms written: anime rounds k and c).
    @Test func animeDurationAndBounceIsAnimesSpring() throws {
        let object = try Requests.convertObject("anime:duration=500,bounce=0.3")
        let physical = try #require(object["physical"] as? [String: Double])
        #expect(physical["stiffness"] == 157.914 && physical["damping"] == 17.593)
        let anime = try #require(object["anime"] as? [String: Double])
        #expect(anime == ["mass": 1, "stiffness": 157.914, "damping": 17.593])
        let bounce = try #require(object["animeBounce"] as? [String: Double])
        let period = 2000 * Double.pi / 157.914.squareRoot()
        #expect(abs(try #require(bounce["duration"]) - period) < 1e-9 && abs(period - 500) < 0.001)
        #expect(abs(try #require(bounce["bounce"]) - (1 - 17.593 / (2 * 157.914.squareRoot()))) < 1e-12)
    }

    @Test func animeRowsInTheTable() throws {
        let table = try Requests.convert(["anime:mass=2,stiffness=300,damping=20"])
        #expect(table.contains("\nanime         mass 2, stiffness 300, damping 20\n"), "\(table)")
        #expect(table.contains("\nanimeBounce   duration 513.019932065, bounce 0.591751709536\n"), "\(table)")
    }

    /// A damping anime would round to 3 decimals of c/m has no animeBounce row, and says why.
    @Test func animeBounceSaysWhenAnimeRoundsTheDamping() throws {
        let reasons = try #require(try Requests.convertObject("k=300,c=20.0004")["reasons"] as? [String: String])
        #expect(reasons["animeBounce"]?.contains("rounds c/m to 3 decimals") == true, "\(reasons)")
    }

    /// What anime clamps, and physics keys with a bounce, are usage errors naming the key.
    @Test(arguments: [("anime:duration=5", "duration"), ("anime:bounce=1.5", "bounce"),
                      ("anime:stiffness=100,bounce=0.3", "bounce"), ("anime:mass=0.5,stiffness=100", "mass")])
    func animeRefusalsNameTheKey(_ spec: String, _ key: String) throws {
        let error = try #require(Requests.refusal { _ = try Requests.convert([spec]) })
        #expect(error.exitCode == 64, "\(spec)")
        #expect(Requests.commandLine(error).hasPrefix("invalid \(key) "), "\(error)")
    }

    /// Bounciness beyond POP's range, and an overdamped spring Motion cannot express: null with a reason.
    @Test func notRepresentableFamiliesAreNullWithAReason() throws {
        let object = try Requests.convertObject("k=100,c=60")
        #expect(object["pop"] is NSNull)
        #expect(object["motion"] is NSNull)
        let reasons = try #require(object["reasons"] as? [String: String])
        #expect(reasons["pop"]?.contains("[0, 20]") == true)
    }

    @Test func aBouncinessBeyondPOPsRangeIsRefused() throws {
        let error = try #require(Requests.refusal { _ = try Requests.convert(["pop:bounciness=25,speed=12"]) })
        #expect(error.exitCode == 64)
        #expect(error.description.contains("bounciness"))
    }

    /// Rebound's default: Origami 40/7 is stiffness 230.2, damping 22 (Rebound's SpringConfig defaults).
    @Test func severalSpringsConvertToAnArray() throws {
        let text = try Requests.convert([], presets: ["pop-default", "rebound-default"], as: .json)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
        let physical = try #require(array[1]["physical"] as? [String: Double])
        #expect(abs(try #require(physical["stiffness"]) - 230.2) < 1e-9)
        #expect(abs(try #require(physical["damping"]) - 22) < 1e-9)
    }

    /// The svelte.dev tutorial spring (0.1, 0.25) at 60 Hz is k 418.291, c 17.261 (60-digit
    /// values, make_svelte_reference.py), with the velocity Svelte's start at rest implies.
    @Test func svelteTutorialSpringAtSixtyHertz() throws {
        let object = try Requests.convertObject("svelte:stiffness=0.1,damping=0.25")
        let physical = try #require(object["physical"] as? [String: Double])
        #expect(abs(try #require(physical["stiffness"]) - 418.29115886089496) < 1e-9)
        #expect(abs(try #require(physical["damping"]) - 17.260924347106856) < 1e-10)
        let svelte = try #require(object["svelte"] as? [String: Double])
        let stiffness = try #require(svelte["stiffness"]), damping = try #require(svelte["damping"])
        #expect(abs(stiffness - 0.1) < 1e-12 && abs(damping - 0.25) < 1e-12)
        #expect(svelte["frameRate"] == 60)
        let velocity = try #require(object["initialVelocity"] as? [String: Double])
        #expect(abs(try #require(velocity["coreAnimation"]) - 3.3506719325437068) < 1e-9)
    }

    /// At 120 Hz the same spring is other numbers: damping 1 − √0.75 per frame.
    @Test func svelteRowAtTheFrameRateAsked() throws {
        let fast = try Requests.convertObject("svelte:stiffness=0.1,damping=0.25", frameRate: 120)
        let at120 = try #require(fast["svelte"] as? [String: Double])
        let damping120 = try #require(at120["damping"])
        #expect(abs(damping120 - (1 - 0.75.squareRoot())) < 1e-12 && at120["frameRate"] == 120)
    }

    @Test func svelteRowInTheTableSaysItsRate() throws {
        let table = try Requests.convert(["k=100,c=10"])
        #expect(table.contains("\nsvelte  "), "\(table)")
        #expect(table.contains("frameRate 60\n"), "\(table)")
    }

    @Test(arguments: [("svelte:damping=1", "damping"), ("svelte:stiffness=2", "stiffness"), ("svelte:velocity=1", "velocity")])
    func svelteRefusalsNameTheKey(_ spec: String, _ key: String) throws {
        let error = try #require(Requests.refusal { _ = try Requests.convert([spec]) })
        #expect(error.exitCode == 64, "\(spec)")
        #expect(Requests.commandLine(error).hasPrefix("invalid \(key) "), "\(error)")
    }

    /// The frame rate of the svelte row is checked once: (0, 10000] Hz.
    @Test(arguments: [0.0, -60, 10_000.5, .infinity])
    func aFrameRateOutsideTheRangeIsRefused(_ rate: Double) throws {
        let error = try #require(Requests.refusal { _ = try ConvertRequest(frameRate: rate) })
        #expect(error.exitCode == 64)
        #expect(Requests.commandLine(error) == "invalid --frame-rate \(rate): must be in (0, 10000] Hz")
        #expect(error.message.parts.first == .text("invalid "))
        #expect(error.message.parts.contains(.field(.frameRate)))
    }

    @Test func theDefaultFrameRateIsSixtyAndTheRangeEndsAtTenThousand() throws {
        #expect(try ConvertRequest().frameRate == 60)
        #expect(try ConvertRequest(frameRate: 10_000).frameRate == 10_000)
        #expect(ConvertRequest.formats == [.table, .json])
    }

    /// GSAP's elastic.out(1, 0.3) over 1 s is c = 20·ln 2, k = (10·ln 2)² + (2π/0.3)², starting
    /// at 10·ln 2 steps per second.
    @Test func elasticIsGSAPsElasticOut() throws {
        let object = try Requests.convertObject("elastic:duration=1")
        let physical = try #require(object["physical"] as? [String: Double])
        let l = 10 * log(2.0), w = 2 * Double.pi / 0.3
        #expect(abs(try #require(physical["damping"]) - 2 * l) < 1e-12)
        #expect(abs(try #require(physical["stiffness"]) - (l * l + w * w)) < 1e-10)
        let elastic = try #require(object["elastic"] as? [String: Double])
        let duration = try #require(elastic["duration"])
        #expect(abs(duration - 1) < 1e-13 && elastic["amplitude"] == 1)
        #expect(abs(try #require(elastic["period"]) - 0.3) < 1e-13)
    }

    /// A spring that does not oscillate has no elastic row: the reason names ζ.
    @Test func anOverdampedSpringHasNoElasticRow() throws {
        let overdamped = try Requests.convertObject("k=100,c=30")
        #expect(overdamped["elastic"] is NSNull)
        let reasons = overdamped["reasons"] as? [String: String]
        #expect(reasons?["elastic"]?.contains("ζ") == true)
    }

    /// `flutter:duration=500.0` is 500 ms.
    @Test func aWholeFlutterDurationWrittenWithADecimalIsWhole() throws {
        let flutter = try #require(try Requests.convertObject("flutter:duration=500.0,bounce=0.3")["flutter"] as? [String: Double])
        #expect(flutter["duration"] == 500)
    }

    /// A spring whose period is not whole has no `flutter` row: the reason names the nearest
    /// whole duration, its bounce and the constructor that writes it exactly.
    @Test func aPeriodNotWholeNamesTheNearestWholeDuration() throws {
        let object = try Requests.convertObject("k=100,c=10")
        #expect(object["flutter"] is NSNull)
        let reasons = try #require(object["reasons"] as? [String: String])
        #expect(reasons["flutter"] == "period 628.3 ms is not whole: nearest 628, bounce 0.5; withDampingRatio is exact")
        // The nearest whole duration is that spring's own flutter row.
        let nearest = try Requests.convertObject("flutter:duration=628,bounce=0.5")
        #expect((nearest["flutter"] as? [String: Double])?["duration"] == 628)
    }

    @Test func theFlutterReasonInTheTableFitsOneHundredColumns() throws {
        let table = try Requests.convert(["k=100,c=10"])
        #expect(table.contains("\nflutter       — (period 628.3 ms is not whole: nearest 628, bounce 0.5; withDampingRatio is exact)\n"),
                "\(table)")
        #expect(table.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }

    /// Reanimated's `duration: 550, dampingRatio: 0.75` is mass 4 and Reanimated's bisected
    /// stiffness 1566.650390625 (Reanimated's source run under node).
    @Test func reanimatedDurationFormIsReanimatedsStiffness() throws {
        let object = try Requests.convertObject("reanimated:duration=550,dampingRatio=0.75")
        let physical = try #require(object["physical"] as? [String: Double])
        #expect(physical["mass"] == 4 && physical["stiffness"] == 1566.650390625)
        let timed = try #require(object["reanimatedMs"] as? [String: Double])
        #expect(abs(try #require(timed["dampingRatio"]) - 0.75) < 1e-12)
        #expect(abs(try #require(timed["duration"]) - 550) < 0.1)
    }

    /// The physics preset 900/90/4 is not a spring Reanimated's bisection returns: the reason
    /// names Reanimated's stiffness and the exact root, within 100 columns.
    @Test func reanimatedReasonNamesTheExactRoot() throws {
        let table = try Requests.convert(["reanimated:stiffness=900,damping=90"])
        #expect(table.contains("reanimatedMs  — (Reanimated's k is "), "\(table)")
        #expect(table.contains("900 is the exact root)"), "\(table)")
        #expect(table.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }

    @Test(arguments: [("reanimated:duration=0", "duration"), ("reanimated:stiffness=900,dampingRatio=0.5", "dampingRatio"),
                      ("reanimated3:damping=-1", "damping")])
    func reanimatedRefusalsNameTheKey(_ spec: String, _ key: String) throws {
        let error = try #require(Requests.refusal { _ = try Requests.convert([spec]) })
        #expect(error.exitCode == 64 && error.description.contains(key), "\(spec): \(error)")
    }

    /// Released at -900 pt/s on a 240 pt move: UIKit's initialSpringVelocity is in units of the
    /// whole distance per second ("a value of 1 corresponds to the total animation distance
    /// traversed in one second"), so -900 / 240 = -3.75; Motion, Android, Compose and React
    /// Native take points per second as they are.
    @Test func aGesturesVelocityInEachAPIsConvention() throws {
        let object = try Requests.convertObject("k=300,c=30,from=0,to=240,absoluteVelocity=-900")
        let velocities = try #require(object["initialVelocity"] as? [String: Double])
        #expect(velocities == ["uikit": -3.75, "coreAnimation": -3.75, "swiftui": -3.75, "motion": -900,
                               "android": -900, "compose": -900, "reactNative": -900])
    }

    /// Without a step the normalised forms do not exist.
    @Test func withoutAStepOnlyAbsoluteVelocitiesExist() throws {
        let object = try Requests.convertObject("k=300,c=30,from=5,to=5,absoluteVelocity=40")
        let velocities = try #require(object["initialVelocity"] as? [String: Any])
        #expect(velocities["uikit"] is NSNull)
        #expect(velocities["motion"] as? Double == 40)
    }

    /// `flutter:duration=500.7` would be drawn by Flutter as 500 ms: bad data (exit 65), one
    /// line naming the value, what is allowed and why.
    @Test func aFractionalFlutterDurationIsRefused() throws {
        let error = try #require(Requests.refusal { _ = try Requests.convert(["flutter:duration=500.7,bounce=0.3"]) })
        #expect(error.exitCode == 65 && error.kind == .badData)
        #expect(Requests.commandLine(error) == FlutterLine.fractionalDuration)
    }
}

/// The line every command prints for `flutter:duration=500.7,bounce=0.3`, after `springtune: `.
enum FlutterLine {
    static let fractionalDuration = "invalid duration 500.7: must be a whole number of milliseconds (Flutter reads Duration.inMilliseconds, which would truncate 500.7 to 500)"
}
