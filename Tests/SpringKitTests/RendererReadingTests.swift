import Testing
@testable import SpringKit
import SpringTestSupport

/// Each renderer reads a setup itself (``SpringRenderer/reading(_:options:)``): the options and
/// the spec's values reach the engine exactly as building the renderer by hand does, and the
/// durations registry derives every engine's row from its renderer.
@Suite struct RendererReadingTests {
    /// A renderer without a reading of its own takes the setup as given, at the options' frame
    /// interval (POP at 120 Hz equals POP built at 120 Hz).
    @Test func defaultReadingIsTheSetupAsGiven() throws {
        let setup = try SpringSpec.parse("k=170,c=20,to=100").resolved()
        let reading = setup.reading(by: .pop, options: RendererOptions(frameInterval: 1.0 / 120))
        #expect(reading.spring == setup.spring && reading.motion == setup.motion)
        #expect(reading.renderer.timeStep == 1.0 / 120)
        let times = (0..<90).map { Double($0) / 120 }
        #expect(reading.render(times: times).positions
                == POPSpringRenderer(frameInterval: 1.0 / 120).render(setup.spring, motion: setup.motion, times: times).positions)
    }

    /// Android's property and Reanimated's clamping come from the options: the durations equal
    /// those of the renderers configured directly, and the property changes Android's rest rule.
    @Test func optionsReachTheirEngines() throws {
        let setup = try SpringSpec.parse("k=200,c=12,to=1").resolved()
        for property in AndroidSpringRenderer.Property.allCases {
            let drawn = setup.duration(drawnBy: .android, options: RendererOptions(androidProperty: property))
            #expect(drawn == AndroidSpringRenderer(property: property).duration(of: setup.spring, motion: setup.motion), "\(property)")
        }
        #expect(setup.duration(drawnBy: .android, options: RendererOptions(androidProperty: .alpha))
                != setup.duration(drawnBy: .android))
        let clamped = setup.duration(drawnBy: .reanimated, options: RendererOptions(overshootClamping: true))
        #expect(clamped == ReanimatedSpringRenderer(version: .v4, overshootClamping: true).duration(of: setup.spring, motion: setup.motion))
        #expect(clamped != setup.duration(drawnBy: .reanimated))
    }

    /// The spec's values are kept as given and read by the engine that needs them: a `svelte`
    /// spring runs at its own frame rate; a setup not resolved from a spec has none.
    @Test func parametersAreTheSpecsValues() throws {
        let setup = try SpringSpec.parse("svelte:stiffness=0.1,damping=0.25,frameRate=120").resolved()
        #expect(setup.parameters == [.stiffness: 0.1, .damping: 0.25, .frameRate: 120])
        #expect(setup.reading(by: .svelte).renderer.timeStep == 1.0 / 120)
        #expect(setup.reading(by: .svelte, options: RendererOptions(frameInterval: 1.0 / 30)).renderer.timeStep == 1.0 / 30)
        let plain = SpringSetup(spring: setup.spring, motion: setup.motion, family: .svelte, label: "plain")
        #expect(plain.parameters == nil)
        #expect(plain.reading(by: .svelte).renderer.timeStep == RendererOptions.defaultFrameInterval)
    }

    /// The registry: every engine row is its solver's, described by its renderer; the metrics
    /// rows and their JSON keys (the row names in camel case) are the five metrics records
    /// have always carried; names round-trip.
    @Test func durationsRegistryDerivesFromRenderers() {
        #expect(EngineDuration.allCases.map(\.rawValue)
                == ["core-animation", "motion", "jnw", "webkit", "compose", "android", "flutter", "flutter-fling",
                    "svelte", "anime", "reanimated", "reanimated3"])
        #expect(MetricKey.engineDurations.map(\.engine.key) == ["coreAnimation", "motion", "jnw", "webkit", "compose"])
        #expect(EngineDuration(.flutterFling).key == "flutterFling")
        for row in EngineDuration.allCases {
            #expect(EngineDuration(rawValue: row.rawValue) == row)
            if let solver = row.solver {
                #expect(row.rawValue == solver.rawValue)
                #expect(solver.renderer.durationDescription == row.details, "\(row.rawValue)")
                #expect(solver.hasStopRule, "\(row.rawValue)")
            }
            #expect(!row.label.isEmpty && !row.use.isEmpty && !row.note.isEmpty, "\(row.rawValue)")
        }
        #expect(EngineDuration.allCases.filter { $0.solver == nil }.map(\.rawValue) == ["core-animation", "webkit", "compose"])
        #expect(EngineDuration(rawValue: "pop") == nil)
    }
}
