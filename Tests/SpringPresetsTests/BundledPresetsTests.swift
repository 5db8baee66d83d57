import Foundation
import SpringTestSupport
import Testing
@testable import SpringPresets

/// The shipped presets: they load, they are unique, and their stored numbers
/// are what the physics gives (so a preset file cannot drift).
@Suite struct BundledPresetsTests {
    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    @Test func everyBundledFileLoadsWithoutProblems() {
        let library = PresetLibrary.bundled
        #expect(library.problems.isEmpty, "\(library.problems)")
        #expect(library.presets.count >= 50)
        for group in ["apple", "alerts", "android", "material", "web", "facebook"] {
            #expect(library.groups.contains(group))
        }
    }

    @Test func embeddedFilesEqualThePresetsFolder() throws {
        let folder = Self.repository.appendingPathComponent("presets")
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(BundledPresetFiles.files.map(\.path) == onDisk.map { "presets/" + $0 },
                "the build embeds presets/ (EmbedFilesPlugin): rebuild after editing it")
        for file in BundledPresetFiles.files {
            let disk = try String(contentsOf: Self.repository.appendingPathComponent(file.path), encoding: .utf8)
            #expect(disk == file.contents, "\(file.path) differs from its embedded copy: rebuild (EmbedFilesPlugin)")
        }
    }

    @Test func namesAreUniqueAndKebabCase() {
        let names = PresetLibrary.bundled.presets.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names { #expect(Preset.isValidName(name), "\(name)") }
    }

    /// The stored exact metrics, and SpringKit's recomputation of them, agree with an
    /// independent 60-digit computation (Reference/make_preset_reference.py, mpmath).
    @Test(arguments: presetReferenceValues.map(\.name))
    func storedMetricsMatchTheIndependentReference(_ name: String) throws {
        let reference = try #require(presetReferenceValues.first { $0.name == name })
        let preset = try #require(PresetLibrary.bundled.preset(named: name))
        let recomputed = try preset.recomputedMetrics().exact
        for (what, metrics) in [("stored", preset.metrics), ("recomputed", recomputed)] {
            #expect(Tolerance.agree(metrics.settlingTime, reference.settlingTime, relative: 1e-12), "\(name) \(what) settlingTime")
            #expect(Tolerance.agree(metrics.overshootPercent, reference.overshootPercent, absolute: 1e-10), "\(name) \(what) overshoot")
        }
    }

    /// Every bundled preset has an independent reference (a new preset needs the generator run).
    @Test func everyBundledPresetHasAReference() {
        #expect(Set(presetReferenceValues.map(\.name)) == Set(PresetLibrary.bundled.presets.map(\.name)),
                "run Tests/SpringPresetsTests/Reference/make_preset_reference.py")
    }

    /// A preset tuned under a renderer stores what that renderer draws, and the stored numbers
    /// are current (the renderers themselves are checked against the engines' own source in
    /// SpringKitTests/RendererTests).
    @Test(arguments: PresetLibrary.bundled.presets)
    func storedRendererMetricsAreCurrent(_ preset: Preset) throws {
        #expect((preset.renderer == nil) == (preset.rendererMetrics == nil), "\(preset.name)")
        if let stored = preset.rendererMetrics {
            let drawn = try #require(try preset.recomputedMetrics().renderer)
            #expect(Tolerance.agree(drawn.settlingTime, stored.settlingTime, relative: 1e-12), "\(preset.name) renderer settlingTime")
            #expect(Tolerance.agree(drawn.overshootPercent, stored.overshootPercent, absolute: 1e-10), "\(preset.name) renderer overshoot")
        }
    }

    @Test func filesAreInCanonicalForm() throws {
        // Reading and writing a file again gives the same bytes: stable key order, readable numbers.
        for file in BundledPresetFiles.files {
            let decoded = try PresetFile.decode(Array(file.contents.utf8), path: file.path)
            #expect(decoded.serialized == file.contents, "\(file.path) is not in canonical form: run springtune preset refresh")
        }
    }

    /// Published numbers the presets must reproduce (Apple's Spring documentation and the other sources named with each value).
    @Test func presetsReproducePublishedNumbers() throws {
        let library = PresetLibrary.bundled
        func spring(_ name: String) throws -> (Double, Double, Double) {
            let preset = try #require(library.preset(named: name))
            let s = try preset.setup().spring
            return (s.mass, s.stiffness, s.damping)
        }
        let swiftui = try spring("swiftui-duration-0-5-bounce-0-3")
        #expect(abs(swiftui.1 - 157.9) < 0.05 && abs(swiftui.2 - 17.6) < 0.05)
        let pop = try spring("pop-default")
        #expect(abs(pop.1 - 342.1006) < 1e-4 && abs(pop.2 - 30.4870) < 1e-4)
        let rebound = try spring("rebound-default")
        #expect(abs(rebound.1 - 230.2) < 1e-9 && abs(rebound.2 - 22) < 1e-9)
        let compose = try spring("compose-spring-default")
        #expect(compose.1 == 1500 && abs(compose.2 - 2 * 1500.0.squareRoot()) < 1e-12)
        // Animation.default since iOS 17: spring(response: 0.55, dampingFraction: 1), so
        // k = (2π/0.55)², c = 2·1·√k = 4π/0.55 at mass 1 (Apple's response form).
        let swiftuiDefault = try spring("swiftui-default")
        let k = (2 * Double.pi / 0.55) * (2 * Double.pi / 0.55)
        #expect(swiftuiDefault.0 == 1 && abs(swiftuiDefault.1 - k) <= 1e-12 * k
                && abs(swiftuiDefault.2 - 4 * Double.pi / 0.55) <= 1e-12 * 22.85)
        #expect(abs(swiftuiDefault.1 - 130.507) < 5e-4 && abs(swiftuiDefault.2 - 22.848) < 5e-4)
        let alert = try #require(library.preset(named: "alert-in"))
        #expect(alert.renderer == .jnw && alert.motion?.from == 1.2 && alert.motion?.keyPath == "transform.scale")
    }
}
