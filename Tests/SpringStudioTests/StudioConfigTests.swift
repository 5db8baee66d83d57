import SpringIO
import SpringReport
import SpringStudio
import Testing

/// `/api/config`: the fields the page has always read, unchanged, then the families it builds
/// its controls from.
@Suite struct StudioConfigTests {
    @Test func configurationEndsWithTheFamilies() throws {
        let reply = StudioAPI(presetFiles: ["mine.json"]).configuration()
        #expect(reply.status == 200)
        let value = try JSONParser.parse(reply.body)
        let members = try value.objectMembers(at: "config")
        #expect(members.map(\.0) == ["exportFormats", "solvers", "presetFiles", "maximumSprings", "families"])
        #expect(members.last?.1 == FamilyReport.json())
        #expect(value["presetFiles"] == .array([.string("mine.json")]))
        #expect(value["maximumSprings"] == .integer(4))
    }
}
