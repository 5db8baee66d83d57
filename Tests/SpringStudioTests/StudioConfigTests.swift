import SpringExport
import SpringIO
import SpringKit
import SpringReport
import SpringStudio
import Testing

/// `/api/config`: the fields the page has always read, unchanged, the solvers the preview can
/// play, the families it builds its controls from, then the page's vocabulary.
@Suite struct StudioConfigTests {
    @Test func configurationEndsWithTheFamilies() throws {
        let reply = StudioAPI(presetFiles: ["mine.json"]).configuration()
        #expect(reply.status == 200)
        let value = try JSONParser.parse(reply.body)
        let members = try value.objectMembers(at: "config")
        #expect(members.map(\.0) == ["exportFormats", "solvers", "presetFiles", "project", "maximumSprings", "cssSolvers", "ecosystems", "families",
                                      "metrics", "measuredMetrics", "engineMetrics", "metricRoles", "engineNames", "defaultSpring",
                                      "defaultEcosystem", "fallbackEcosystem", "motionForm"])
        #expect(value["project"] == .null)
        // The solvers whose curve the CSS export writes: the exact spring and the engines that
        // state when they stop; not the integrators (no stop rule) nor SwiftUI (Apple's is unpublished).
        let css = try #require(value["cssSolvers"]).arrayElements(at: "cssSolvers").map { try $0.stringValue(at: "cssSolvers") }
        #expect(css.first == "exact" && ["pop", "react-spring", "android", "rebound", "svelte", "anime", "reanimated"].allSatisfy(css.contains))
        #expect(!["euler", "rk4", "dopri", "swiftui"].contains(where: css.contains))
        #expect(value["families"] == FamilyReport.json())
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

    /// The page's vocabulary names what the answers hold: every metrics row's key (with `.`
    /// into a group) is in `/api/metrics`' record, the measured rows in a record drawn by an
    /// engine, every engine has a name, the fit's targets are the keys `/api/fit` takes and its
    /// answer holds the roles' metrics, and the defaults are a spring, platforms and a form's
    /// mass field that exist.
    @Test func vocabularyNamesWhatTheAnswersHold() throws {
        let api = StudioAPI()
        let config = try JSONParser.parse(api.configuration().body)
        func rows(_ name: String) throws -> [(key: String, label: String, unit: String)] {
            try #require(config[name]).arrayElements(at: name).map { row in
                (try #require(row["key"]).stringValue(at: "key"), try #require(row["label"]).stringValue(at: "label"),
                 try #require(row["unit"]).stringValue(at: "unit"))
            }
        }
        func lookup(_ record: JSONValue, _ key: String) -> JSONValue? {
            key.split(separator: ".").reduce(Optional(record)) { value, part in value?[String(part)] }
        }
        let defaultSpring = try #require(config["defaultSpring"]).stringValue(at: "defaultSpring")
        let metrics = try JSONParser.parse(try api.metrics(StudioQuery(pairs: [("spring", defaultSpring)])).body)
        let table = try rows("metrics")
        #expect(table.count == 19 && Set(table.map(\.key)).count == table.count)
        for row in table { #expect(lookup(metrics, row.key) != nil, "\(row.key)") }
        // The rows the page always showed, with their labels and units (what `springtune metrics`
        // prints beside the keys in a table).
        #expect(table.first! == ("settlingTime", "settling time", "s") && table[1] == ("overshootPercent", "overshoot", "%"))
        #expect(table.contains { $0 == ("engineDurations.coreAnimation", "Core Animation duration", "s") })
        #expect(table.contains { $0 == ("naturalFrequency", "natural frequency ω₀", "rad/s") })
        let drawn = try JSONParser.parse(try api.metrics(StudioQuery(pairs: [("spring", defaultSpring), ("solver", "pop")])).body)
        for row in try rows("measuredMetrics") + rows("engineMetrics") { #expect(lookup(drawn, row.key) != nil, "\(row.key)") }
        #expect(try rows("measuredMetrics").map(\.label) == ["measured as drawn by", "exact settling time", "exact overshoot"])
        let names = try #require(config["engineNames"]).objectMembers(at: "engineNames")
        #expect(names.map(\.0) == Solver.allCases.map(\.rawValue))
        #expect(Set(try names.map { try $0.1.stringValue(at: $0.0) }).count == names.count)
        // The fit by the roles' targets answers the roles' metrics.
        let roles = try #require(config["metricRoles"]).objectMembers(at: "metricRoles")
        let byRole = Dictionary(uniqueKeysWithValues: roles.map { ($0.0, $0.1) })
        let settle = try #require(byRole["settle"]?["target"]).stringValue(at: "target")
        let overshoot = try #require(byRole["overshoot"]?["target"]).stringValue(at: "target")
        let fit = try JSONParser.parse(try api.fit(StudioQuery(pairs: [(settle, "0.5"), (overshoot, "10")])).body)
        let settleKey = try #require(byRole["settle"]?["key"]).stringValue(at: "key")
        let overshootKey = try #require(byRole["overshoot"]?["key"]).stringValue(at: "key")
        let settled = try #require(lookup(fit, settleKey)).numberValue(at: "settle")
        let percent = try #require(lookup(fit, overshootKey)).numberValue(at: "overshoot")
        #expect(abs(settled - 0.5) < 1e-9 && abs(percent - 10) < 1e-7)
        for (role, value) in roles {
            let key = try #require(value["key"]).stringValue(at: "key")
            #expect(lookup(metrics, key) != nil, "\(role): \(key)")
        }
        let ecosystems = try #require(config["ecosystems"]).arrayElements(at: "ecosystems").map { try #require($0["key"]).stringValue(at: "key") }
        #expect(ecosystems.contains(try #require(config["defaultEcosystem"]).stringValue(at: "defaultEcosystem")))
        #expect(ecosystems.contains(try #require(config["fallbackEcosystem"]).stringValue(at: "fallbackEcosystem")))
        let form = try #require(config["motionForm"]?["form"]).stringValue(at: "form")
        let mass = try #require(config["motionForm"]?["mass"]).stringValue(at: "mass")
        let families = try #require(config["families"]).arrayElements(at: "families")
        let massForm = try #require(families.first { $0["key"] == .string(form) })
        #expect(try #require(massForm["parameters"]).arrayElements(at: "parameters").contains { $0["key"] == .string(mass) })
    }
}
