import Foundation
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
                "run `make presets` after editing presets/")
        for file in BundledPresetFiles.files {
            let disk = try String(contentsOf: Self.repository.appendingPathComponent(file.path), encoding: .utf8)
            #expect(disk == file.contents, "\(file.path) differs from its embedded copy: run `make presets`")
        }
    }

    @Test func namesAreUniqueAndKebabCase() {
        let names = PresetLibrary.bundled.presets.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names { #expect(Preset.isValidName(name), "\(name)") }
    }

    @Test(arguments: PresetLibrary.bundled.presets)
    func storedMetricsMatchThePhysics(_ preset: Preset) throws {
        let recomputed = try preset.recomputedMetrics()
        #expect(close(recomputed.exact.settlingTime, preset.metrics.settlingTime, relative: 1e-12), "\(preset.name) settlingTime")
        #expect(close(recomputed.exact.overshootPercent, preset.metrics.overshootPercent, absolute: 1e-10), "\(preset.name) overshoot")
        // A preset tuned under a renderer also stores what that renderer draws.
        #expect((preset.renderer == nil) == (preset.rendererMetrics == nil), "\(preset.name)")
        if let stored = preset.rendererMetrics {
            let drawn = try #require(recomputed.renderer)
            #expect(close(drawn.settlingTime, stored.settlingTime, relative: 1e-12), "\(preset.name) renderer settlingTime")
            #expect(close(drawn.overshootPercent, stored.overshootPercent, absolute: 1e-10), "\(preset.name) renderer overshoot")
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
        let alert = try #require(library.preset(named: "alert-in"))
        #expect(alert.renderer == "jnw" && alert.motion?.from == 1.2 && alert.motion?.keyPath == "transform.scale")
    }
}

func close(_ a: Double?, _ b: Double?, relative: Double) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case let (a?, b?): return abs(a - b) <= relative * max(abs(a), abs(b)) || a == b
    default: return false
    }
}

func close(_ a: Double?, _ b: Double?, absolute: Double) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case let (a?, b?): return abs(a - b) <= absolute
    default: return false
    }
}

/// The API another project uses (Examples/LoadPreset): a bundled preset by name, no path.
@Suite struct LibraryUseTests {
    @Test func anotherProjectLoadsAlertInByName() throws {
        let preset = try #require(PresetLibrary.bundled.preset(named: "alert-in"))
        let setup = try preset.setup()
        #expect(setup.spring.mass == 1 && setup.spring.stiffness == 14 && setup.spring.damping == 14)
        #expect(setup.motion.from == 1.2 && setup.motion.to == 1)
        let settling = try #require(try setup.response.settlingTime())
        #expect(close(settling, preset.metrics.settlingTime, relative: 1e-12))
        #expect(PresetLibrary.bundled.preset(named: "no-such-preset") == nil)
    }
}
