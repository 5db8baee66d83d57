import Foundation
import SpringKit
import Testing
@testable import SpringPresets

/// User preset files in the library, one rule for which curve a preset is, and safe saving.
@Suite struct PresetLibraryTests {
    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("presets-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func preset(_ name: String, stiffness: Double = 200, damping: Double = 20, renderer: Solver? = nil) -> Preset {
        Preset(name: name, group: "", description: "test", source: PresetSource(reference: "test"),
               spring: SpringSpec(base: .family(.physical), items: [.init(key: .stiffness, value: stiffness),
                                                                     .init(key: .damping, value: damping)]),
               renderer: renderer, metrics: PresetMetrics(band: 0.02, settlingTime: nil, overshootPercent: nil))
    }

    @Test func loadingUserFilesIsOneCall() throws {
        let directory = try folder()
        _ = try PresetFile.save(preset("mine-a"), toFileAt: directory + "/mine.json")
        _ = try PresetFile.save(preset("theirs-b"), toFileAt: directory + "/theirs.json")
        let library = try PresetLibrary.loading(files: [directory + "/mine.json"], searchPath: directory + "/theirs.json")
        #expect(library.preset(named: "mine-a")?.group == "mine")
        #expect(library.preset(named: "theirs-b") != nil)
        #expect(library.origins["mine-a"] == directory + "/mine.json")
        #expect(library.preset(named: "swiftui-bouncy") != nil)
        let setup = try library.setup(for: try SpringSpec.parse("preset:mine-a,to=3"))
        #expect(setup.spring.stiffness == 200 && setup.motion.to == 3)
        #expect(throws: UnknownPresetError.self) { try library.setup(for: try SpringSpec.parse("preset:mine-b")) }
    }

    @Test func clashesAreErrorsNamingBothFiles() throws {
        let directory = try folder()
        _ = try PresetFile.save(preset("twin"), toFileAt: directory + "/one.json")
        _ = try PresetFile.save(preset("twin"), toFileAt: directory + "/two.json")
        do {
            _ = try PresetLibrary.loading(files: [directory + "/one.json", directory + "/two.json"])
            Issue.record("a clash loaded")
        } catch {
            #expect(error.exitCode == 65)
            #expect(error.path == directory + "/two.json")
            #expect(error.message.contains(directory + "/one.json"))
        }
        // The folder form of the search path clashes the same way.
        #expect(throws: PresetFileError.self) { try PresetLibrary.loading(files: [], searchPath: directory) }
    }

    @Test func savingRefusesTakenNamesAndReplacesOnRequest() throws {
        let path = try folder() + "/group.json"
        _ = try PresetFile.save(preset("pop"), toFileAt: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: PresetSaveError.nameInFile(name: "pop", path: path)) {
            try PresetFile.save(preset("pop", stiffness: 300), toFileAt: path)
        }
        #expect(throws: PresetSaveError.nameTaken(name: "swiftui-bouncy", path: "presets/apple.json", bundled: true)) {
            try PresetFile.save(preset("swiftui-bouncy"), toFileAt: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        let saved = try PresetFile.save(preset("pop", stiffness: 300), toFileAt: path, replacing: true)
        #expect(saved.metrics.settlingTime != nil)
        let reloaded = try PresetLibrary.loading(files: [path])
        #expect(reloaded.preset(named: "pop")?.spring[.stiffness] == 300)
        #expect(reloaded.presets.filter { $0.group == "group" }.count == 1)
    }

    @Test func aPresetTunedUnderARendererIsThatRenderersCurveUnlessASolverIsGiven() throws {
        let alertIn = try #require(PresetLibrary.bundled.preset(named: "alert-in"))
        let setup = try alertIn.setup()
        #expect(setup.renderer == .jnw)
        let measured = try setup.measurement()
        #expect(measured.solver == .jnw && measured.isTunedRenderer)
        let jnw = try Solver.jnw.metrics(of: setup.spring, motion: setup.motion)
        #expect(measured.metrics.settlingTime == jnw.settlingTime)
        // The exact spring beside it: 3.690008509586591 s, and what an explicit solver gives.
        let exactSettling = try #require(measured.exact.settlingTime)
        #expect(abs(exactSettling - 3.690008509586591) <= 1e-12 * 3.69)
        let overridden = try setup.measurement(by: .exact)
        #expect(overridden.solver == .exact && overridden.metrics == measured.exact)
        // The stored renderer metrics are that renderer's.
        #expect(alertIn.rendererMetrics?.settlingTime == jnw.settlingTime)
        // A jnw-family spec cannot be drawn by another solver; a physical one can.
        let jnwFamily = try SpringSpec.parse("jnw:k=14,c=14").resolved()
        #expect(throws: SpringError.self) { try jnwFamily.drawingSolver(.exact) }
        #expect(try SpringSpec.parse("k=14,c=14").resolved().drawingSolver() == .exact)
    }
}
