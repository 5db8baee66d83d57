import Foundation
import SpringKit
import SpringPresets
import SpringRequests
import Testing

/// Where springs come from: the preset files are read only when a spring names a preset, and a
/// file a save will create is not read while it does not exist.
struct SpringSourceTests {
    /// A folder with a malformed preset file and the path of a file that does not exist.
    func withFiles(_ body: (_ broken: String, _ missing: String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("springsource-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.json").path
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: broken))
        try body(broken, folder.appendingPathComponent("new.json").path)
    }

    @Test func presetFilesAreReadOnlyWhenASpringNamesAPreset() throws {
        try withFiles { broken, _ in
            let plain = try SpringSource(springs: ["k=100,c=10"], presets: [], presetFiles: [broken])
            let resolved = try plain.resolved()
            #expect(resolved.setups.map(\.spring) == [try Spring(mass: 1, stiffness: 100, damping: 10)])
            let named = try SpringSource(springs: [], presets: ["alert-in"], presetFiles: [broken])
            #expect(throws: RequestError.self) { try named.resolved() }
            do { _ = try named.resolved() } catch { #expect((error as? RequestError)?.kind == .badData) }
        }
    }

    @Test func aFileASaveWillCreateIsNotReadUntilItExists() throws {
        try withFiles { _, missing in
            let saving = SpringSource(presetFiles: [missing], filesToCreate: [missing])
            let library = try saving.library()
            #expect(library.presets.count == PresetLibrary.bundled.presets.count)
            let reading = SpringSource(presetFiles: [missing])
            do {
                _ = try reading.library()
                Issue.record("a missing preset file that no save creates must be refused")
            } catch {
                #expect((error as? RequestError)?.kind == .noInput)
            }
        }
    }

    @Test func presetNamesAreKebabCaseAndSpringsAreNeeded() throws {
        #expect(throws: RequestError.self) { try SpringSource(springs: [], presets: ["Alert-In"]) }
        #expect(throws: RequestError.self) { try SpringSource(springs: [], presets: ["alert-in,k=3"]) }
        do { _ = try SpringSource(springs: [], presets: []).resolved() } catch {
            #expect(error.kind == .usage)
            #expect(error.description == "no spring given: use a spring spec or a preset name")
        }
        do { _ = try SpringSource(springs: [], presets: ["no-such-preset"]).resolved() } catch {
            #expect(error.kind == .notFound)
        }
        let order = try SpringSource(springs: ["k=1,c=1"], presets: ["alert-in"]).specs.map(\.description)
        #expect(order.count == 2 && order[1] == "preset:alert-in")
    }
}
