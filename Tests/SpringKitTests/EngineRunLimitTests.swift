import Testing
@testable import SpringKit
import SpringTestSupport

/// Frame engines past 60 s: none of them stops a moving spring, so SpringTune draws them to their
/// own rest however late it comes, up to its run limit (``Solver/engineRunLimit``, one hour), and
/// refuses a time past the limit for a spring still moving then.
@Suite struct EngineRunLimitTests {
    /// Reanimated's `withSpring` run as-is under node (Reference/ReanimatedReferenceValues.swift,
    /// `long`): frames 3600 and 3601 differ (the frame after 60 s is drawn, not a repeat of the
    /// one before), every listed frame agrees to 1e-12 of the distance, and the engine's duration
    /// is its own stopping frame, after 60 s.
    @Test(arguments: ReanimatedReference.long.indices)
    func reanimatedRestsAfterSixtySecondsAsItsSourceDoes(_ index: Int) throws {
        let row = ReanimatedReference.long[index]
        let setup = try SpringSpec.parse("\(row.version == "v4" ? "reanimated" : "reanimated3"):from=\(row.from),to=\(row.to),mass=\(row.mass),stiffness=\(row.stiffness),damping=\(row.damping)").resolved()
        let solver: Solver = row.version == "v4" ? .reanimated : .reanimated3
        let times = row.at.map { Double($0.0) / 60 } + [Double(row.stop) / 60, Double(row.stop + 600) / 60]
        let curve = try setup.curve(drawnBy: solver, times: times, retargets: [])
        let scale = abs(row.to - row.from)
        for (i, (frame, value)) in row.at.enumerated() {
            #expect(abs(curve.positions[i] - value) <= 1e-12 * scale, "\(row.note): frame \(frame) \(curve.positions[i]) vs \(value)")
        }
        #expect(curve.positions[1] != curve.positions[2], "\(row.note): frame 3601 repeats frame 3600")
        #expect(curve.positions.suffix(2).allSatisfy { $0 == row.to })
        let duration = try #require(curve.duration, "\(row.note)")
        #expect(abs(duration - Double(row.stop) / 60) < 1e-9, "\(row.note): \(duration)")
        let engine = EngineDuration(row.version == "v4" ? .reanimated : .reanimated3)
        #expect(engine.duration(of: setup).map { abs($0 - Double(row.stop) / 60) < 1e-9 } == true, "\(row.note)")
    }

    /// Every engine run frame by frame draws past 60 s: a lightly damped spring (ζ 0.005) is
    /// still moving at frame 3601, which is not frame 3600 again and not unknown, and each
    /// engine that rests gives a duration after 60 s.
    @Test(arguments: Solver.allCases.filter { $0.isEngine && $0.hasStep })
    func framesAfterSixtySecondsAreDrawn(_ solver: Solver) throws {
        // Android's pixel thresholds and Flutter's absolute tolerance want a distance in units.
        let setup = try SpringSpec.parse("m=1,k=100,c=0.1,to=100").resolved()
        let times = [3599.0 / 60, 3600.0 / 60, 3601.0 / 60, 3602.0 / 60]
        if solver == .svelte || solver == .flutterFling { return }   // Svelte cannot express ζ 0.005 at 60 Hz; fling ends at its bound
        let curve = try setup.curve(drawnBy: solver, times: times, retargets: [])
        #expect(curve.positions.allSatisfy { $0.isFinite }, "\(solver): \(curve.positions)")
        #expect(curve.positions[2] != curve.positions[1], "\(solver): frame 3601 repeats frame 3600")
        if solver != .motion {
            // Motion's calcGeneratorDuration gives up at 20 s (Infinity): it never finishes.
            let duration = try #require(setup.duration(drawnBy: solver), "\(solver)")
            #expect(duration > 60 && duration < Solver.engineRunLimit, "\(solver): \(duration)")
        } else {
            #expect(setup.duration(drawnBy: solver) == nil)
        }
    }

    /// An undamped spring never rests: it is drawn up to the run limit, has no duration, and a
    /// time past the limit is refused naming the limit (a data error, not a usage one); a spring
    /// that rests before the limit is drawn at any later time.
    @Test func pastTheLimitIsRefusedUnlessAtRest() throws {
        let undamped = try SpringSpec.parse("m=1,k=100,c=0").resolved()
        for solver in [Solver.reactSpring, .rebound, .motion, .reanimated, .pop] {
            let inside = try undamped.curve(drawnBy: solver, times: [Solver.engineRunLimit], retargets: [])
            #expect(inside.positions[0].isFinite, "\(solver)")
            #expect(inside.duration == nil)
            do {
                _ = try undamped.curve(drawnBy: solver, times: [10, Solver.engineRunLimit + 1], retargets: [])
                Issue.record("\(solver): a time past the run limit was drawn")
            } catch {
                #expect(error.reason == .beyondExactRange)
                #expect(error.description.contains("3600 s") && error.description.contains(solver.rawValue), "\(error)")
            }
        }
        let resting = try SpringSpec.parse("m=1,k=100,c=20").resolved()
        let late = try resting.curve(drawnBy: .reactSpring, times: [10 * Solver.engineRunLimit], retargets: [])
        #expect(late.positions == [1])
        #expect(EngineDuration(.reanimated).runLimit == Solver.engineRunLimit)
        #expect(EngineDuration(.motion).runLimit == nil && EngineDuration(.anime).runLimit == nil)
    }

    /// The renderers' default run is the limit, and the frames are sampled without being stored:
    /// a million samples over an hour at 10 kHz take memory for the samples only (bounded work,
    /// no wall clock).
    @Test func theDefaultRunIsTheLimit() {
        #expect(ReactSpringRenderer().maximumDuration == Solver.engineRunLimit)
        #expect(FlutterSpringRenderer().maximumDuration == Solver.engineRunLimit)
        #expect(MotionSpringRenderer().maximumDuration == Solver.engineRunLimit)
        #expect(ReanimatedSpringRenderer().maximumDuration == Solver.engineRunLimit)
        // Samples given out of order are each the frame at or before them.
        let spring = try! Spring(mass: 1, stiffness: 100, damping: 10)
        let renderer = ReanimatedSpringRenderer()
        let ordered = renderer.render(spring, times: [0, 0.1, 0.2, 0.3])
        let shuffled = renderer.render(spring, times: [0.3, 0, 0.2, 0.1])
        #expect(shuffled.positions == [ordered.positions[3], ordered.positions[0], ordered.positions[2], ordered.positions[1]])
    }
}
