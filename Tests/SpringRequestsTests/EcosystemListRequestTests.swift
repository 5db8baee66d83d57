import Foundation
import SpringExport
import SpringKit
import SpringPresets
import SpringReport
import SpringRequests
import Testing

/// `springtune ecosystems`' request: the one list of platforms, their forms, engines, exports
/// and presets.
struct EcosystemListRequestTests {
    let ecosystems = EcosystemListRequest().ecosystems()

    @Test func everyFormIsInAnEcosystemAndEveryKeyIsOnce() {
        let listed = Set(ecosystems.flatMap(\.forms))
        for form in FamilyForm.allCases { #expect(listed.contains(form), "\(form.rawValue)") }
        #expect(Set(ecosystems.map(\.key)).count == ecosystems.count)
        #expect(Ecosystem.named("swiftui")?.title == "SwiftUI")
        #expect(Ecosystem.named("no-such-platform") == nil)
    }

    /// Every preset prefix names bundled presets, and the published platform values land on
    /// their platform: SwiftUI's `.snappy`, Material 3's motion scheme for Compose, Motion's and
    /// Reanimated's defaults; react-spring's presets are not Motion's.
    @Test func enginesAndPresetsBelongToTheirPlatforms() {
        let library = PresetLibrary.bundled
        for ecosystem in ecosystems {
            for prefix in ecosystem.presetPrefixes {
                #expect(library.presets.contains { $0.name.hasPrefix(prefix) }, "\(ecosystem.key): no preset begins with \(prefix)")
            }
        }
        func names(_ key: String) -> [String] { Ecosystem.named(key)?.presets(in: library).map(\.name) ?? [] }
        #expect(names("swiftui").contains("swiftui-snappy"))
        #expect(names("compose").contains("m3-standard-default-spatial") && names("compose").contains("compose-spring-default"))
        #expect(names("motion").contains("motion-default") && !names("motion").contains("react-spring-default"))
        #expect(names("reanimated").contains("reanimated-snappy") && names("reanimated").contains("reanimated3-default"))
        #expect(names("physical").isEmpty)
    }

    @Test func jsonHasEveryEcosystemWithItsPresets() throws {
        let library = PresetLibrary.bundled
        let text = EcosystemListRequest.rendered(ecosystems, in: library, as: .json)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(array.count == ecosystems.count)
        for (object, ecosystem) in zip(array, ecosystems) {
            #expect(object.keys.sorted() == ["engine", "exportFormat", "forms", "key", "presets", "title"])
            #expect(object["key"] as? String == ecosystem.key)
            #expect(object["forms"] as? [String] == ecosystem.forms.map(\.rawValue))
            #expect(object["presets"] as? [String] == ecosystem.presets(in: library).map(\.name))
            if let format = object["exportFormat"] as? String { #expect(ExportFormat(rawValue: format) == ecosystem.exportFormat) }
            if let engine = object["engine"] as? String { #expect(Solver(rawValue: engine) == ecosystem.engine) }
        }
    }

    @Test func tableHasAHeaderAndARowPerEcosystem() {
        let lines = EcosystemListRequest.rendered(ecosystems, in: PresetLibrary.bundled, as: .table)
            .split(separator: "\n")
        #expect(lines.count == ecosystems.count + 1)
        #expect(lines[0].split(separator: " ", omittingEmptySubsequences: true) == ["key", "title", "forms", "engine", "export", "presets"])
        #expect(lines.contains { $0.hasPrefix("css ") && $0.contains(" exact ") && $0.contains(" css ") })
    }

    /// SwiftUI comes first; Reanimated has a row of its own.
    @Test func swiftUIFirstAndReanimatedListed() throws {
        let table = EcosystemListRequest.rendered(ecosystems, in: PresetLibrary.bundled, as: .table)
        #expect(table.hasPrefix("key ") && table.contains("\nreanimated "))
        let text = EcosystemListRequest.rendered(ecosystems, in: PresetLibrary.bundled, as: .json)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(array.first?["key"] as? String == "swiftui")
        #expect(EcosystemListRequest.formats == [.table, .json])
    }
}
