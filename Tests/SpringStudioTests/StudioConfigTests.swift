import SpringExport
import SpringIO
import SpringKit
import SpringReport
import SpringStudio
import Testing

/// `/api/config`: the fields the page has always read, unchanged, the solvers the preview can
/// play, then the families it builds its controls from.
@Suite struct StudioConfigTests {
    @Test func configurationEndsWithTheFamilies() throws {
        let reply = StudioAPI(presetFiles: ["mine.json"]).configuration()
        #expect(reply.status == 200)
        let value = try JSONParser.parse(reply.body)
        let members = try value.objectMembers(at: "config")
        #expect(members.map(\.0) == ["exportFormats", "solvers", "presetFiles", "project", "maximumSprings", "cssSolvers", "ecosystems", "families"])
        #expect(value["project"] == .null)
        // The solvers whose curve the CSS export writes: the exact spring and the engines that
        // state when they stop; not the integrators (no stop rule) nor SwiftUI (Apple's is unpublished).
        let css = try #require(value["cssSolvers"]).arrayElements(at: "cssSolvers").map { try $0.stringValue(at: "cssSolvers") }
        #expect(css.first == "exact" && ["pop", "react-spring", "android", "rebound", "svelte", "anime", "reanimated"].allSatisfy(css.contains))
        #expect(!["euler", "rk4", "dopri", "swiftui"].contains(where: css.contains))
        #expect(members.last?.1 == FamilyReport.json())
        #expect(value["presetFiles"] == .array([.string("mine.json")]))
        #expect(value["maximumSprings"] == .integer(4))
    }

    /// The picker's platforms: every form in at least one, keys unique, each engine a solver and
    /// each export a format the export endpoint takes; the platforms a designer names (the
    /// issue's list: SwiftUI, UIKit/Core Animation, Compose/Android, Motion, react-spring,
    /// Reanimated, Flutter, CSS, physical) are there with their engines and exports.
    @Test func ecosystemsCoverEveryFormWithTheirEnginesAndExports() throws {
        let value = try JSONParser.parse(StudioAPI(presetFiles: []).configuration().body)
        let ecosystems = try #require(value["ecosystems"]).arrayElements(at: "ecosystems")
        var keys: [String] = [], forms: Set<String> = []
        var table: [String: (engine: String?, export: String?, forms: [String])] = [:]
        for ecosystem in ecosystems {
            let key = try #require(ecosystem["key"]).stringValue(at: "key")
            let listed = try #require(ecosystem["forms"]).arrayElements(at: "forms").map { try $0.stringValue(at: "forms") }
            let engine = ecosystem["engine"] == .null ? nil : try #require(ecosystem["engine"]).stringValue(at: "engine")
            let export = ecosystem["exportFormat"] == .null ? nil : try #require(ecosystem["exportFormat"]).stringValue(at: "exportFormat")
            #expect(!listed.isEmpty && listed.allSatisfy { FamilyForm(rawValue: $0) != nil }, "\(key): \(listed)")
            if let engine { #expect(Solver(rawValue: engine) != nil, "\(key): \(engine)") }
            if let export { #expect(ExportFormat(rawValue: export) != nil, "\(key): \(export)") }
            keys.append(key)
            forms.formUnion(listed)
            table[key] = (engine, export, listed)
        }
        #expect(Set(keys).count == keys.count)
        #expect(forms == Set(FamilyForm.allCases.map(\.rawValue)))
        let expected: [(String, String?, String?, String)] = [
            ("swiftui", "swiftui", "swiftui", "swiftui"), ("core-animation", nil, "caspringanimation", "response"),
            ("android", "android", "android", "android"), ("compose", nil, "compose", "android"),
            ("motion", "motion", "motion", "motion"), ("react-spring", "react-spring", "react-spring", "physical"),
            ("reanimated", "reanimated", "reanimated", "reanimated"), ("flutter", "flutter", "flutter", "flutter"),
            ("css", nil, "css", "settling"), ("physical", nil, nil, "physical"), ("origami", "rebound", "rebound", "origami"),
        ]
        for (key, engine, export, firstForm) in expected {
            let entry = try #require(table[key], "\(key)")
            #expect(entry.engine == engine && entry.export == export && entry.forms.first == firstForm, "\(key): \(entry)")
        }
    }
}
