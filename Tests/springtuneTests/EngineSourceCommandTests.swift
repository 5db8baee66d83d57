import Foundation
import SpringTestSupport
import SpringKit
import Testing

/// The engines' last differences from their own source, as the commands show them (issue 33).
@Suite struct EngineSourceCommandTests {
    /// `solve` draws a frame engine past 60 s (frame 3601 is not frame 3600 again, no null), and a
    /// time past SpringTune's one-hour run limit for an engine still moving is refused with exit
    /// 65 and one line naming the limit; a spring at rest by then is drawn at any time.
    @Test func solveDrawsPastSixtySecondsAndRefusesPastTheLimit() throws {
        let late = try CLI.run(["solve", "k=100,c=0.1", "--solver", "react-spring", "--duration", "\(3602.0 / 60)",
                                "--dt", "\(1.0 / 60)", "--format", "json"])
        #expect(late.status == 0, "\(late.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(late.stdout.utf8)) as? [String: Any])
        let x = try #require(json["x"] as? [Double])
        #expect(x.count >= 3601 && x[3601] != x[3600])
        let past = try CLI.run(["solve", "k=100,c=0", "--solver", "reanimated", "--duration", "3601", "--samples", "2"])
        #expect(past.status == 65)
        #expect(past.stderr.contains("3600 s") && past.stderr.contains("reanimated"), "\(past.stderr)")
        #expect(past.stderr.split(separator: "\n").count == 1)
        let resting = try CLI.run(["solve", "k=100,c=20", "--solver", "reanimated", "--duration", "7200", "--samples", "2"])
        #expect(resting.status == 0, "\(resting.stderr)")
        #expect(resting.stdout.hasSuffix("7200,1,0\n"), "\(resting.stdout)")
    }

    /// `durations` gives Reanimated 4 a duration after 60 s (189.3 s for k 100, c 0.1, as
    /// `withSpring` run as-is stops at frame 11358), and says `> 3600` for an engine that does
    /// not rest within the run limit, `never` for Motion's Infinity.
    @Test func durationsPastSixtySeconds() throws {
        let result = try CLI.run(["durations", "k=100,c=0.1", "--format", "csv"])
        #expect(result.status == 0, "\(result.stderr)")
        let line = try #require(result.stdout.split(separator: "\n").first { $0.contains(",reanimated,") })
        let value = try #require(Double(line.components(separatedBy: ",reanimated,")[1].split(separator: ",")[0]))
        #expect(abs(value - 11358.0 / 60) < 1e-9)
        let table = try CLI.run(["durations", "k=100,c=0"])
        let rows = table.stdout.split(separator: "\n")
        #expect(rows.contains { $0.hasPrefix("reanimated ") && $0.contains("> 3600") }, "\(table.stdout)")
        #expect(rows.contains { $0.hasPrefix("motion ") && $0.contains("never") }, "\(table.stdout)")
    }

    /// `--frame-loop running` draws react-spring's first frame as one frame interval; `idle` (the
    /// default) as 16.667 ms; a word that is neither is a usage error.
    @Test func frameLoopOption() throws {
        func frame1(_ extra: [String]) throws -> Double {
            let result = try CLI.run(["solve", "k=170,c=26", "--solver", "react-spring", "--frame-rate", "120",
                                      "--duration", "\(1.0 / 120)", "--samples", "2", "--format", "json"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            return try #require((json["x"] as? [Double])?.last)
        }
        let idle = try frame1([]), explicit = try frame1(["--frame-loop", "idle"]), running = try frame1(["--frame-loop", "running"])
        #expect(idle == explicit)
        #expect(abs(idle - 0.022634843307857987) <= 1e-15)
        #expect(running < idle)
        let bad = try CLI.run(["solve", "k=170,c=26", "--solver", "react-spring", "--duration", "1", "--samples", "2",
                               "--frame-loop", "paused"])
        #expect(bad.status == 64)
    }

    /// `export --as anime` with a mass below 1: the comment's settling duration is the exported
    /// code's (anime.js run as-is: `{ mass: 1, stiffness: 200, damping: 20 }` settles at 980 ms;
    /// `{ bounce: 0.3, duration: 500 }` at 1080 ms), not anime's clamped reading of the spec.
    @Test func animeExportCommentIsTheExportedCodes() throws {
        let physics = try CLI.run(["export", "--as", "anime", "m=0.5,k=100,c=10"])
        #expect(physics.status == 0, "\(physics.stderr)")
        #expect(physics.stdout.contains("spring({ mass: 1, stiffness: 200, damping: 20 })"))
        #expect(physics.stdout.contains("settling duration: 980 ms for this spring"), "\(physics.stdout)")
        let bounce = try CLI.run(["export", "--as", "anime", "anime:duration=500,bounce=0.3,mass=0.5"])
        #expect(bounce.stdout.contains("spring({ bounce: 0.3, duration: 500 })"))
        #expect(bounce.stdout.contains("settling duration: 1080 ms for this spring"), "\(bounce.stdout)")
    }

    /// `solve --solver anime` on anime's bounce/duration form drops the velocity, as anime does:
    /// 0.3275 at frame 5 for `anime:duration=500,bounce=0.3,velocity=2`, as without it.
    @Test func animeBounceFormWithAVelocity() throws {
        func frame5(_ spec: String) throws -> Double {
            let result = try CLI.run(["solve", "--spring", spec, "--solver", "anime", "--duration", "\(5.0 / 60)",
                                      "--samples", "2", "--format", "json"])
            #expect(result.status == 0, "\(result.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            return try #require((json["x"] as? [Double])?.last)
        }
        let moving = try frame5("anime:duration=500,bounce=0.3,velocity=2")
        #expect(moving == (try frame5("anime:duration=500,bounce=0.3")))
        #expect(abs(moving - 0.3275) < 5e-5)
    }

    /// `svelte:…,from=3,to=3` stays at 3 (Svelte's spring set to its own value does not move).
    @Test func svelteSetToItsOwnValue() throws {
        let result = try CLI.run(["solve", "svelte:stiffness=0.1,damping=0.25,from=3,to=3", "--solver", "svelte",
                                  "--duration", "0.1", "--samples", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "t,x,v\n0,3,0\n0.05,3,0\n0.1,3,0\n", "\(result.stdout)")
    }
}
