import SpringKit
import SpringTestSupport
import Testing
@testable import SpringPresets

/// The Flutter, anime.js and Svelte presets are the springs their sources define.
@Suite struct EcosystemPresetTests {
    func setup(_ name: String) throws -> SpringSetup {
        try #require(PresetLibrary.bundled.preset(named: name)).setup()
    }

    /// Flutter: withDurationAndBounce()'s defaults (500 ms, bounce 0: k = 4π²/0.5², ζ 1) and
    /// fling's _kFlingSpringDescription (withDampingRatio(mass: 1, stiffness: 500): c = 2√500).
    @Test func flutterPresetsAreFluttersDefaults() throws {
        let duration = try setup("flutter-duration-bounce-default").spring
        let k = 4 * Double.pi * Double.pi / 0.25
        #expect(duration.mass == 1 && Tolerance.agree(duration.stiffness, k, relative: 1e-15))
        #expect(Tolerance.agree(duration.damping, 2 * k.squareRoot(), relative: 1e-15))
        let fling = try setup("flutter-fling").spring
        #expect(fling.mass == 1 && fling.stiffness == 500)
        #expect(Tolerance.agree(fling.damping, 2 * 500.0.squareRoot(), relative: 1e-15))
    }

    /// anime.js: spring()'s defaults 1/100/10, whose easing anime.js (run as-is) ends at 1760 ms.
    @Test func animePresetIsAnimesDefault() throws {
        let anime = try setup("anime-spring-default")
        #expect(anime.spring == (try Spring(mass: 1, stiffness: 100, damping: 10)))
        #expect(EngineDuration(.anime).duration(of: anime) == 1.76)
    }

    /// Svelte: its defaults (0.15, 0.8, 0.01) and the tutorial's (0.1, 0.25), at 60 Hz: the
    /// springs of Tests/SpringKitTests/Reference/make_svelte_reference.py's 60-digit computation
    /// (k 1113.6335288657614, c 96.566274746046036; k 418.29115886089496, c 17.260924347106856),
    /// settling (Svelte run as-is) at frames 23 and 27.
    @Test func sveltePresetsAreSveltesSprings() throws {
        let svelteDefault = try setup("svelte-spring-default")
        #expect(Tolerance.agree(svelteDefault.spring.stiffness, 1113.6335288657614, relative: 1e-13))
        #expect(Tolerance.agree(svelteDefault.spring.damping, 96.566274746046036, relative: 1e-13))
        #expect(svelteDefault.parameters.map { SvelteParameters.reading($0) } == SvelteParameters(stiffness: 0.15, damping: 0.8, precision: 0.01, frameRate: 60))
        #expect(abs((EngineDuration(.svelte).duration(of: svelteDefault) ?? 0) - 23.0 / 60) < 1e-12)
        let tutorial = try setup("svelte-tutorial")
        #expect(Tolerance.agree(tutorial.spring.stiffness, 418.29115886089496, relative: 1e-13))
        #expect(Tolerance.agree(tutorial.spring.damping, 17.260924347106856, relative: 1e-13))
        #expect(abs((EngineDuration(.svelte).duration(of: tutorial) ?? 0) - 27.0 / 60) < 1e-12)
    }
}
