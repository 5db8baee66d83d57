import SpringIO
import SpringKit
import SpringReport
import Testing

/// What the studio builds its controls from: every form, its keys in order, each with a
/// slider span, read from the family types.
@Suite struct FamilyReportTests {
    @Test func listsEveryFormWithItsKeysAndSpans() throws {
        let forms = try FamilyReport.json().arrayElements(at: "families")
        #expect(forms.count == FamilyForm.allCases.count)
        for (value, form) in zip(forms, FamilyForm.allCases) {
            #expect(try value["key"]?.stringValue(at: "key") == form.rawValue)
            #expect(try value["family"]?.stringValue(at: "family") == form.family.rawValue)
            #expect(try value["title"]?.stringValue(at: "title") == form.title)
            // Svelte's and GSAP's forms set the velocity themselves: the studio sends none.
            #expect(value["impliesVelocity"] == .bool([FamilyForm.svelte, .elastic].contains(form)), "\(form)")
            let parameters = try #require(value["parameters"]).arrayElements(at: "parameters")
            #expect(try parameters.map { try $0["key"]?.stringValue(at: "key") } == form.keys.map(\.rawValue))
            for (parameter, key) in zip(parameters, form.keys) {
                let span = try #require(parameter["control"]).arrayElements(at: "control")
                #expect(span.count == 2)
                // The slider's step: 1 for Flutter's duration (whole milliseconds), none elsewhere.
                #expect(parameter["step"] == (form == .flutter && key == .duration ? .number(1) : .null), "\(form) \(key)")
            }
        }
    }

    /// The physical form's first key is the common mass: default 1, range (0, ∞), as
    /// documented in docs/cli.md.
    @Test func physicalMassIsTheCommonParameter() throws {
        let physical = try #require(try FamilyReport.json().arrayElements(at: "families").first)
        let parameters = try #require(physical["parameters"])
        let mass = try #require(try parameters.arrayElements(at: "parameters").first)
        #expect(mass.serialized(pretty: false).hasPrefix(#"{"key":"mass","aliases":["m"],"required":false,"default":1,"range":"(0, ∞)","unit":"","scale":"logarithmic","control":["#))
    }
}
