import Foundation
import SpringKit
import SpringExport
import Testing

/// CSS `linear()` of the curve an engine draws (`export --as css --solver NAME`): the easing
/// re-evaluated against the engine's own frames, rendered here independently of the exporter
/// (`SpringSetup.curve(drawnBy:times:)` at the engine's frame times, as docs/engine-durations.md
/// states its clock; JNW's keyframes; anime.js's curve as a function of time), within the stated
/// maximum error; the duration the engine's own; the exact solver the plain export.
@Suite struct ExportEngineCSSTests {
    /// Springs of each regime, over ranges in the engines' units (their rest thresholds are
    /// absolute): underdamped (ζ 0.46), lightly damped and falling (ζ 0.17), critically damped
    /// (ζ 1, mass 2), overdamped with an initial velocity (ζ 3).
    static let springs = ["k=170,c=12,to=100", "k=300,c=6,from=20,to=-80", "m=2,k=200,c=40,to=100", "k=100,c=60,to=100,velocity=2"]
    static let engines: [Solver] = [.reactSpring, .pop, .rebound, .reboundJS, .android, .svelte, .anime, .jnw, .motion,
                                    .flutter, .reanimated, .reanimated3]

    /// The duration (ms) and the stops of an export's `:root` block.
    static func parsed(_ text: String) throws -> (milliseconds: Double, stops: [(position: Double, value: Double)]) {
        let lines = text.split(separator: "\n")
        let easing = try #require(lines.first { $0.contains("-easing: ") })
        let function = String(easing.split(separator: ": ", maxSplits: 1)[1].dropLast())
        let durationLine = try #require(lines.first { $0.contains("-duration: ") })
        let milliseconds = try #require(Double(durationLine.split(separator: ": ")[1].dropLast(3)))
        return (milliseconds, try ExportCSSTests.parseLinear(function))
    }

    /// The engine's frames as progress at their positions over `duration`, drawn here: frame k
    /// at `k/60` s on the display (60 Hz, every engine's default), timed on the engine's clock
    /// (Android's `⌊k·1000/60⌋` ms, the others `k/60` s), the last frame the one at `duration`;
    /// JNW's n keyframes at `i/(n − 1)`.
    static func frames(of setup: SpringSetup, drawnBy solver: Solver, duration: Double) throws -> [(position: Double, value: Double)] {
        let from = setup.motion.from, step = setup.motion.step
        if solver == .jnw {
            let keyframes = try #require(JNWSpringRenderer().keyframes(of: setup.spring, motion: setup.motion))
            #expect(abs(Double(keyframes.count) * Double(Float(0.001)) - duration) < 1e-12, "JNW's duration is its keyframes × 1 ms")
            return keyframes.enumerated().map { (Double($0.offset) / Double(keyframes.count - 1), ($0.element - from) / step) }
        }
        let last = Int((duration * 60 - 1e-9).rounded(.up))
        let curve = setup.curve(drawnBy: solver, times: (0...last).map { Double($0) / 60 })
        #expect(curve.duration == duration, "\(solver): the frames rest at the duration")
        return curve.positions.enumerated().map { k, x in
            let time = solver == .android ? (Double(k) * 1000 / 60 + 1e-9).rounded(.down) / 1000 : Double(k) / 60
            return (time / duration, (x - from) / step)
        }
    }

    @Test(arguments: springs)
    func theEasingFollowsEachEnginesFramesWithinTheMaximumError(_ spec: String) throws {
        let setup = try SpringSpec.parse(spec).resolved()
        let subject = ExportSubject(setup: setup)
        for (index, solver) in Self.engines.enumerated() {
            let maximumError = index.isMultiple(of: 2) ? 0.002 : 0.0005
            let text = try SpringExporter.export(subject, as: .css, options: .init(maximumError: maximumError, solver: solver))
            let (milliseconds, stops) = try Self.parsed(text)
            let duration = try #require(setup.duration(drawnBy: solver), "\(solver) \(spec)")
            // The duration printed is the engine's own, to the microsecond.
            #expect(abs(milliseconds - duration * 1000) <= 0.0005 + 1e-9, "\(solver) \(spec): \(milliseconds) ms, engine \(duration) s")
            let easing = try CSSExporter.easing(for: subject, drawnBy: solver, maximumError: maximumError)
            #expect(easing.duration == duration && easing.solver == solver)
            var worst = 0.0
            if solver == .anime {
                // A function of time: checked on a dense grid of its own.
                let n = 20_000
                let times = (0...n).map { Double($0) / Double(n) * duration }
                let curve = setup.curve(drawnBy: .anime, times: times)
                for (j, x) in curve.positions.enumerated() {
                    let progress = (x - setup.motion.from) / setup.motion.step
                    worst = max(worst, abs(CSSExporter.evaluate(stops, at: Double(j) / Double(n)) - progress))
                }
                #expect(stops.last?.value == 1, "anime ends on the target")
            } else {
                let reference = try Self.frames(of: setup, drawnBy: solver, duration: duration)
                #expect(abs((reference.last?.position ?? 0) - 1) < 1e-12)
                // Piecewise linear against piecewise linear: the largest difference is at a
                // breakpoint of either; a dense grid besides.
                let points = reference.map(\.position) + stops.map(\.position) + (0...20_000).map { Double($0) / 20_000 }
                for u in points {
                    worst = max(worst, abs(CSSExporter.evaluate(stops, at: u) - CSSExporter.evaluate(reference, at: u)))
                }
                // An engine that snaps to the target at rest ends the easing at exactly 1.
                if reference.last?.value == 1 { #expect(stops.last?.value == 1, "\(solver) \(spec)") }
                #expect(text.contains("its \(reference.count) frames"), "\(solver): the comment counts the frames")
            }
            #expect(worst <= maximumError, "\(solver) \(spec): \(worst) > \(maximumError)")
            #expect(text.contains("\(stops.count) stops") && text.contains("(bound \(maximumError))"))
            #expect(text.contains("as \(solver.rawValue) draws it") && text.contains("\(ExportCSSTests.trimmed(milliseconds)) ms"))
        }
    }

    @Test func theExactSolverIsThePlainExportByteForByte() throws {
        for (subject, maximumError) in ExportCSSTests.subjects {
            let plain = try SpringExporter.export(subject, as: .css, options: .init(maximumError: maximumError))
            let exact = try SpringExporter.export(subject, as: .css, options: .init(maximumError: maximumError, solver: .exact))
            #expect(exact == plain)
            #expect(try CSSExporter.easing(for: subject, drawnBy: .exact, maximumError: maximumError)
                        == (try CSSExporter.easing(for: subject, maximumError: maximumError)))
        }
    }

    @Test func solversWithoutAStopRuleAndEnginesThatNeverRestAreRefused() throws {
        let spring = ExportSubject(setup: try SpringSpec.parse("k=100,c=10,to=100").resolved())
        for solver in [Solver.swiftui, .rk4, .euler, .verlet, .dopri] {
            #expect { try SpringExporter.export(spring, as: .css, options: .init(solver: solver)) } throws: { error in
                let error = try #require(error as? ExportError)
                return error.kind == .inexpressible && error.reason.contains(solver.rawValue) && error.reason.contains("react-spring")
            }
        }
        // Undamped: react-spring, POP and Svelte never come to rest; anime.js stops at its 60 s
        // cap with a jump to the target.
        let undamped = ExportSubject(setup: try SpringSpec.parse("k=100,c=0,to=100").resolved())
        for solver in [Solver.reactSpring, .pop, .svelte, .anime] {
            #expect { try SpringExporter.export(undamped, as: .css, options: .init(solver: solver)) } throws: { error in
                let error = try #require(error as? ExportError)
                return error.kind == .noDuration && error.reason.hasPrefix(solver.rawValue)
            }
        }
        // Android's pixel thresholds: a motion of half a pixel rests at the frame after the
        // start (16 ms on its clock): the easing is one jump.
        let tiny = ExportSubject(setup: try SpringSpec.parse("k=100,c=10,to=0.5").resolved())
        let jump = try Self.parsed(try SpringExporter.export(tiny, as: .css, options: .init(solver: .android)))
        #expect(jump.milliseconds == 16 && jump.stops.map(\.value) == [0, 1])
        // Flutter's absolute tolerance (1e-3): a motion of 5e-4 is done at tick 0, no duration.
        let within = ExportSubject(setup: try SpringSpec.parse("k=100,c=10,to=0.0005").resolved())
        #expect { try SpringExporter.export(within, as: .css, options: .init(solver: .flutter)) } throws: { error in
            (error as? ExportError)?.kind == .noDuration && "\(error)".contains("flutter rests at its first frame")
        }
        // A jnw spring is drawn by JNW only.
        let jnw = ExportSubject(setup: try SpringSpec.parse("jnw:k=100,c=10").resolved())
        #expect(throws: ExportError.self) { try SpringExporter.export(jnw, as: .css, options: .init(solver: .pop)) }
        #expect(try SpringExporter.export(jnw, as: .css, options: .init(solver: .jnw)).contains("as jnw draws it"))
        // No step: no progress.
        let still = ExportSubject(setup: try SpringSpec.parse("k=100,c=10,from=1,to=1,absoluteVelocity=3").resolved())
        #expect(throws: ExportError.self) { try SpringExporter.export(still, as: .css, options: .init(solver: .pop)) }
    }

    /// A `svelte:` spring is drawn with its own values at its own frame rate (the setup the
    /// subject was made from): 120 Hz frames, 8.333 ms apart.
    @Test func anEnginesOwnReadingOfTheSpecIsDrawn() throws {
        let setup = try SpringSpec.parse("svelte:stiffness=0.1,damping=0.25,frameRate=120").resolved()
        let text = try SpringExporter.export(ExportSubject(setup: setup), as: .css, options: .init(solver: .svelte))
        let duration = try #require(setup.duration(drawnBy: .svelte))
        // The tutorial spring settles at frame 27 at any frame rate (docs/engine-durations.md).
        #expect(abs(duration - 27.0 / 120) < 1e-12)
        #expect(text.contains("its 28 frames, one every 8.333 ms (120 Hz)"))
        #expect(try Self.parsed(text).milliseconds == 225)
    }
}

extension ExportCSSTests {
    /// `value` as the comment prints a duration in ms (at most 3 decimals, no trailing zeros).
    static func trimmed(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
