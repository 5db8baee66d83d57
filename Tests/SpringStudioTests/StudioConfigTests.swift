import SpringIO
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
        #expect(members.map(\.0) == ["exportFormats", "solvers", "presetFiles", "maximumSprings", "cssSolvers", "families"])
        // The solvers whose curve the CSS export writes: the exact spring and the engines that
        // state when they stop; not the integrators (no stop rule) nor SwiftUI (Apple's is unpublished).
        let css = try #require(value["cssSolvers"]).arrayElements(at: "cssSolvers").map { try $0.stringValue(at: "cssSolvers") }
        #expect(css.first == "exact" && ["pop", "react-spring", "android", "rebound", "svelte", "anime", "reanimated"].allSatisfy(css.contains))
        #expect(!["euler", "rk4", "dopri", "swiftui"].contains(where: css.contains))
        #expect(members.last?.1 == FamilyReport.json())
        #expect(value["presetFiles"] == .array([.string("mine.json")]))
        #expect(value["maximumSprings"] == .integer(4))
    }
}
