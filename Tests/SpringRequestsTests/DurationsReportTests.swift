import Foundation
import SpringKit
import SpringReport
import SpringRequests
import Testing

/// `springtune durations` in process (``DurationsReport`` of the springs a ``SpringSource``
/// resolves): every engine's own duration as its source computes it.
struct DurationsReportTests {
    @Test func everyEngineIsListedInOrder() throws {
        let rows = try Requests.durationRows(["k=100,c=5"])
        #expect(rows.map { $0["engine"] as? String } == ["core-animation", "motion", "jnw", "webkit", "compose", "android",
                                                         "flutter", "flutter-fling", "svelte", "anime", "reanimated", "reanimated3"])
    }

    /// Core Animation's settlingDuration is a reconstruction (Apple publishes no formula): 2.85 s
    /// for k = 100, c = 5, marked unpublished.
    @Test func coreAnimationIsAnUnpublishedReconstruction() throws {
        let ca = try #require(try Requests.durationRows(["k=100,c=5"]).first { $0["engine"] as? String == "core-animation" })
        #expect(ca["published"] as? Bool == false)
        #expect(abs((ca["duration"] as? Double ?? 0) - 2.85) < 0.01)
        let table = try Requests.durations(["k=100,c=15"])
        #expect(table.contains("core-animation*") && table.contains("reconstruction"))
    }

    /// Svelte's tutorial spring settles at frame 27 (0.45 s at 60 Hz); the flutter, fling and
    /// anime engines have rows.
    @Test func svelteSettlesAtFrameTwentySeven() throws {
        let table = try Requests.durations(["svelte:stiffness=0.1,damping=0.25"])
        #expect(table.contains("\nsvelte           0.45 "), "\(table)")
        for engine in ["flutter ", "flutter-fling ", "anime "] { #expect(table.contains("\n" + engine), "\(engine)") }
    }

    /// anime.js's spring for k = 100, c = 10 settles at 1760 ms (anime.js run as-is).
    @Test func animeSettlesAtItsOwnDuration() throws {
        let table = try Requests.durations(["k=100,c=10"])
        #expect(table.contains("\nanime            1.76 "), "\(table)")
    }

    /// Reanimated 3's time form over 100 px ends at its duration, frame 120 (2 s); Reanimated 4's
    /// default physics spring stops at frame 50 (reference frames).
    @Test func reanimatedStopsWhereReanimatedStops() throws {
        let rows = try Requests.durationRows(["reanimated3:duration=2000,from=0,to=100", "reanimated:from=0"])
        let r3 = try #require(rows.first { $0["engine"] as? String == "reanimated3" })
        #expect(abs((r3["duration"] as? Double ?? 0) - 2) < 1e-9, "\(r3)")
        let r4 = try #require(rows.last { $0["engine"] as? String == "reanimated" })
        #expect(abs((r4["duration"] as? Double ?? 0) - 50.0 / 60) < 1e-9, "\(r4)")
    }

    /// Reanimated 4's duration after 60 s: 189.3 s for k 100, c 0.1, as `withSpring` run as-is
    /// stops at frame 11358.
    @Test func reanimatedHasADurationPastSixtySeconds() throws {
        let csv = try Requests.durations(["k=100,c=0.1"], as: .csv)
        let line = try #require(csv.split(separator: "\n").first { $0.contains(",reanimated,") })
        let value = try #require(Double(line.components(separatedBy: ",reanimated,")[1].split(separator: ",")[0]))
        #expect(abs(value - 11358.0 / 60) < 1e-9)
    }

    /// An engine that does not rest within the run limit says `> 3600`; Motion's Infinity `never`.
    @Test func anUndampedSpringPastTheRunLimit() throws {
        let rows = try Requests.durations(["k=100,c=0"]).split(separator: "\n")
        #expect(rows.contains { $0.hasPrefix("reanimated ") && $0.contains("> 3600") }, "\(rows)")
        #expect(rows.contains { $0.hasPrefix("motion ") && $0.contains("never") }, "\(rows)")
    }

    /// A spring too slow for a double to time (k = c = 5e-324): every engine's duration is
    /// "never" in the table, as it is null in JSON, never `inf`.
    @Test func anUntimeableSpringIsNeverInf() throws {
        let table = try Requests.durations(["damping=5e-324,stiffness=5e-324,from=3"])
        #expect(!table.contains("inf") && table.contains("core-animation*  never"), "\(table)")
        let rows = try Requests.durationRows(["damping=5e-324,stiffness=5e-324,from=3"])
        #expect(rows.first { $0["engine"] as? String == "core-animation" }?["duration"] is NSNull)
    }
}
