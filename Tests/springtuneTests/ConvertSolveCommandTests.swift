import SpringTestSupport
import Foundation
import Testing

@Suite struct ConvertSolveCommandTests {
    @Test func convertGivesEveryFamilyAndReasons() throws {
        let result = try CLI.run(["convert", "--spring", "swiftui:duration=0.5,bounce=0.3", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        for key in ["physical", "response", "swiftui", "motion", "motionVisual", "settling", "pop", "origami", "android", "reasons"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        // Apple's documented example: Spring(duration: 0.5, bounce: 0.3) is stiffness 157.9, damping 17.6.
        let physical = try #require(object["physical"] as? [String: Double])
        #expect(abs(try #require(physical["stiffness"]) - 157.9) < 0.05)
        #expect(abs(try #require(physical["damping"]) - 17.6) < 0.05)
    }

    /// Flutter's `withDurationAndBounce(bounce: 0.3)` at its default 500 ms (Flutter's own test:
    /// stiffness 157.91, damping 17.59), written with the duration in milliseconds; the table
    /// gains the `flutter` and `flutterRatio` rows; what Flutter refuses is exit 64.
    @Test func convertReadsAndWritesFlutter() throws {
        let result = try CLI.run(["convert", "--spring", "flutter:duration=500,bounce=0.3", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let physical = try #require(object["physical"] as? [String: Double])
        #expect(abs(try #require(physical["stiffness"]) - 157.91) < 0.01)
        #expect(abs(try #require(physical["damping"]) - 17.59) < 0.01)
        let flutter = try #require(object["flutter"] as? [String: Double])
        #expect(abs(try #require(flutter["duration"]) - 500) < 1e-9)
        #expect(abs(try #require(flutter["bounce"]) - 0.3) < 1e-12)
        let ratio = try #require(object["flutterRatio"] as? [String: Double])
        let zeta = try #require(ratio["dampingRatio"])
        #expect(ratio["mass"] == 1 && abs(zeta - 0.7) < 1e-12)
        let table = try CLI.run(["convert", "--spring", "flutter:mass=2,stiffness=300,dampingRatio=0.5"])
        #expect(table.stdout.contains("\nflutterRatio  mass 2, stiffness 300, dampingRatio 0.5\n"), "\(table.stdout)")
        #expect(table.stdout.split(separator: "\n").allSatisfy { $0.count <= 100 })
        for (spec, key) in [("flutter:duration=0.5", "duration"), ("flutter:bounce=1.5", "bounce"),
                            ("flutter:stiffness=100,damping=10,dampingRatio=0.5", "dampingRatio")] {
            let refused = try CLI.run(["convert", "--spring", spec])
            #expect(refused.status == 64, "\(spec)")
            #expect(refused.stderr.hasPrefix("springtune: invalid \(key) "), "\(refused.stderr)")
        }
    }

    /// anime.js's `spring({ duration: 500, bounce: 0.3 })` (anime.js v4.4.1 run as-is: stiffness
    /// 157.914, damping 17.593 at mass 1), written with the duration in milliseconds: the table
    /// and JSON gain the `anime` and `animeBounce` rows, the latter the spring's own period and
    /// damping ratio (not the 500 ms written: anime rounds k and c); what anime clamps, and
    /// physics keys with a bounce, are exit 64.
    @Test func convertReadsAndWritesAnime() throws {
        let result = try CLI.run(["convert", "--spring", "anime:duration=500,bounce=0.3", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let physical = try #require(object["physical"] as? [String: Double])
        #expect(physical["stiffness"] == 157.914 && physical["damping"] == 17.593)
        let anime = try #require(object["anime"] as? [String: Double])
        #expect(anime == ["mass": 1, "stiffness": 157.914, "damping": 17.593])
        let bounce = try #require(object["animeBounce"] as? [String: Double])
        let period = 2000 * Double.pi / 157.914.squareRoot()
        #expect(abs(try #require(bounce["duration"]) - period) < 1e-9 && abs(period - 500) < 0.001)
        #expect(abs(try #require(bounce["bounce"]) - (1 - 17.593 / (2 * 157.914.squareRoot()))) < 1e-12)
        let table = try CLI.run(["convert", "--spring", "anime:mass=2,stiffness=300,damping=20"])
        #expect(table.stdout.contains("\nanime         mass 2, stiffness 300, damping 20\n"), "\(table.stdout)")
        #expect(table.stdout.contains("\nanimeBounce   duration 513.019932065, bounce 0.591751709536\n"), "\(table.stdout)")
        let off = try CLI.run(["convert", "--spring", "k=300,c=20.0004", "--format", "json"])
        let reasons = try #require((try JSONSerialization.jsonObject(with: Data(off.stdout.utf8)) as? [String: Any])?["reasons"] as? [String: String])
        #expect(reasons["animeBounce"]?.contains("rounds c/m to 3 decimals") == true, "\(reasons)")
        for (spec, key) in [("anime:duration=5", "duration"), ("anime:bounce=1.5", "bounce"),
                            ("anime:stiffness=100,bounce=0.3", "bounce"), ("anime:mass=0.5,stiffness=100", "mass")] {
            let refused = try CLI.run(["convert", "--spring", spec])
            #expect(refused.status == 64, "\(spec)")
            #expect(refused.stderr.hasPrefix("springtune: invalid \(key) "), "\(refused.stderr)")
        }
    }

    @Test func notRepresentableFamiliesAreNullWithAReason() throws {
        // Bounciness beyond POP's range, and an overdamped spring Motion cannot express.
        let result = try CLI.run(["convert", "--spring", "k=100,c=60", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["pop"] is NSNull)
        #expect(object["motion"] is NSNull)
        let reasons = try #require(object["reasons"] as? [String: String])
        #expect(reasons["pop"]?.contains("[0, 20]") == true)
        let bouncy = try CLI.run(["convert", "--spring", "pop:bounciness=25,speed=12"])
        #expect(bouncy.status == 64)
        #expect(bouncy.stderr.contains("bounciness"))
    }

    @Test func severalSpringsConvertToAnArray() throws {
        let result = try CLI.run(["convert", "--preset", "pop-default", "--preset", "rebound-default", "--format", "json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
        // Rebound's default: Origami 40/7 is stiffness 230.2, damping 22 (Rebound's SpringConfig defaults).
        let physical = try #require(array[1]["physical"] as? [String: Double])
        #expect(abs(try #require(physical["stiffness"]) - 230.2) < 1e-9)
        #expect(abs(try #require(physical["damping"]) - 22) < 1e-9)
    }

    /// `solve --frame-rate` draws each engine with its own reading of the spring, as it does
    /// at the default rate (issue 21). Values from each engine's source run as-is: Motion
    /// 13.1.1's pipeline (`duration: 1, bounce: 0.6, velocity: 2`: findSpring, velocity dropped,
    /// sampled at 17 ms), react-spring 9.7.5 (`frequency: 0.005` raised to 0.01), and androidx
    /// `SpringForce` with ALPHA's threshold (rests at frame 40 at 60 Hz).
    @Test func solveAtAFrameRateKeepsEachEnginesReading() throws {
        func rows(_ arguments: [String]) throws -> [[Double]] {
            let result = try CLI.run(["solve"] + arguments + ["--frame-rate", "60", "--dt", "0.016666666666666666"])
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",").compactMap { Double($0) } }
        }
        let motion = try rows(["--spring", "motion:duration=1,bounce=0.6,velocity=2", "--solver", "motion", "--duration", "0.02"])
        #expect(motion[1][1] == 0.031014831332785597)
        let react = try rows(["--spring", "response:response=0.005,dampingRatio=0.5", "--solver", "react-spring", "--duration", "0.04"])
        #expect(react[1][1] == 1.0000906772711693 && react[2][1] == 1)
        let android = try rows(["--spring", "android:stiffness=200,dampingRatio=0.5", "--solver", "android",
                                "--android-property", "alpha", "--duration", "0.7"])
        #expect(android[39][1] != 1 && android[40][1] == 1)
    }

    @Test func solveSamplesBothEndsAndReportsTheError() throws {
        let result = try CLI.run(["solve", "k=100,c=10", "--duration", "1", "--samples", "11", "--solver", "rk4", "--error"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines[0] == "t,x,v,error")
        #expect(lines[1] == "0,0,0,0")
        #expect(lines[11].hasPrefix("1,"))
        // RK4 at 1 ms is within 1e-9 of the exact curve for this spring.
        for line in lines.dropFirst() {
            let error = try #require(Double(line.split(separator: ",")[3]))
            #expect(abs(error) < 1e-9)
        }
    }

    @Test func solveWithDtStopsAtTheDurationAndJSONHasTheArrays() throws {
        let result = try CLI.run(["solve", "--stiffness", "100", "--damping", "10", "--duration", "0.1", "--dt", "0.03", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: [Double]])
        #expect(object["t"] == [0, 0.03, 0.06, 0.09])
        #expect(object["x"]?.count == 4 && object["v"]?.count == 4)
    }

    @Test func solveOfAJNWSpecDrawsJNW() throws {
        let jnw = try CLI.run(["solve", "jnw:k=14,c=14,from=1.2,to=1", "--duration", "0.5", "--samples", "3", "--format", "json"])
        let exact = try CLI.run(["solve", "k=14,c=14,from=1.2,to=1", "--duration", "0.5", "--samples", "3", "--format", "json"])
        let a = try #require(try JSONSerialization.jsonObject(with: Data(jnw.stdout.utf8)) as? [String: [Double]])
        let b = try #require(try JSONSerialization.jsonObject(with: Data(exact.stdout.utf8)) as? [String: [Double]])
        // JNW draws a pure exponential e^(−c/2m·t): at 0.25 s it is 1 + 0.2·e^(−1.75), far below the
        // real spring (to within its single-precision values and Core Animation's n/(n−1) keyframe timing).
        let x = try #require(a["x"]?[1])
        #expect(abs(x - (1 + 0.2 * exp(-1.75))) < 1e-4)
        #expect(try #require(b["x"]?[1]) > x + 0.05)
    }

    @Test func metricsUnderAnEngineAddTheSolverKey() throws {
        let result = try CLI.run(["metrics", "--preset", "alert-in", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["solver"] as? String == "jnw")
        // JNW's exponential with rate c/2m = 7 from 1.2 to 1: band 0.004 is reached at ln(0.2/0.004)/7 ≈ 0.559 s.
        let settling = try #require(object["settlingTime"] as? Double)
        #expect(abs(settling - log(50) / 7) < 2e-3)
    }

    @Test func presetCommands() throws {
        let list = try CLI.run(["preset", "list", "--format", "json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        #expect(array.count >= 50)
        #expect(array.allSatisfy { $0["name"] is String && $0["group"] is String && $0["description"] is String })
        let show = try CLI.run(["preset", "show", "swiftui-bouncy", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "swiftui-bouncy")
        let unknown = try CLI.run(["preset", "show", "swiftui-bouncey"])
        #expect(unknown.status == 66)
        #expect(unknown.stderr.contains("did you mean swiftui-bouncy"))
    }

    @Test func metricsWorksForEveryBundledPreset() throws {
        let list = try CLI.run(["preset", "list", "--format", "json"])
        let names = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]]).compactMap { $0["name"] as? String }
        let arguments = ["metrics", "--format", "json"] + names.flatMap { ["--spring", "preset:\($0)"] }
        let result = try CLI.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == names.count)
    }

    @Test func plotWritesEachFormatAndRefusesOthers() throws {
        let dir = try CLI.temporaryDirectory()
        for name in ["a.svg", "b.png", "c.pdf"] {
            let result = try CLI.run(["plot", "--preset", "swiftui-bouncy", "-o", name, "--width", "400", "--height", "300"], in: dir)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let png = try Data(contentsOf: dir.appendingPathComponent("b.png"))
        // IHDR width and height, big-endian, at bytes 16…23.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 400 && height == 300)
        let bad = try CLI.run(["plot", "--preset", "swiftui-bouncy", "-o", "plot.jpg"], in: dir)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains(".jpg") && bad.stderr.contains(".svg"))
        let unwritable = try CLI.run(["plot", "--preset", "swiftui-bouncy", "-o", "/nonexistent-dir/plot.png"], in: dir)
        #expect(unwritable.status == 73)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".tmp") }
        #expect(leftovers.isEmpty)
    }
}
