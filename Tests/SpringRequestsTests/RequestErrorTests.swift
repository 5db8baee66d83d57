import SpringExport
import SpringKit
import SpringPresets
import SpringRequests
import SpringTuning
import Testing

/// The one error type of requests: each library error classified by what failed, and each
/// message's values kept as fields a front end spells.
struct RequestErrorTests {
    @Test func messagesKeepTheirFieldsForEachFrontEnd() {
        let error = RequestError.invalid(.maximumError, "0.6", "must be in (0, 0.5)")
        #expect(error.kind == .usage)
        #expect(error.description == "invalid maximum error 0.6: must be in (0, 0.5)")
        #expect(error.message.rendered(naming: { $0 == .maximumError ? "--max-error" : "?" }) == "invalid --max-error 0.6: must be in (0, 0.5)")
        let applies = RequestError(.usage, "\(field: .maximumError) applies to \(field: .exportFormat) css only")
        #expect(applies.message.parts == [.field(.maximumError), .text(" applies to "), .field(.exportFormat), .text(" css only")])
    }

    @Test func fitErrorsNameTheirInputsAsFields() {
        let error = RequestError(FitError.targetCount(given: 3, constraint: nil))
        #expect(error.kind == .usage)
        let spelled = error.message.rendered { field in
            if case .fit(let input) = field { return "<\(input.rawValue)>" }
            return "?"
        }
        #expect(spelled == "give exactly two targets (of <settlingTime>, <overshootPercent>, <peakTime>, <riseTime>), or one with <constraint>; got 3")
        #expect(error.description == FitError.targetCount(given: 3, constraint: nil).description)
        let data = RequestError(FitError.badData(location: "a.csv:3", reason: "not a number"))
        #expect(data.kind == .badData)
        #expect(data.description == "a.csv:3: not a number")
    }

    @Test func libraryErrorsAreClassifiedByWhatFailed() throws {
        // A value beyond the exactly computed range is bad data; another refused value is usage.
        #expect(throws: SpringError.self) { try Spring(mass: 1, stiffness: -1, damping: 1) }
        do { _ = try Spring(mass: 1, stiffness: -1, damping: 1) } catch { #expect(RequestError(error).kind == .usage) }
        let unknown = RequestError(UnknownPresetError(name: "nope", suggestions: []))
        #expect(unknown.kind == .notFound)
        #expect(RequestError(classifying: CancellationError()) == nil)
        #expect(RequestError(CancellationError()).kind == .usage)
        #expect(RequestError(PresetSaveError.nameInFile(name: "a", path: "f.json")).message.parts.last == .text(")"))
        #expect(RequestError(PresetSaveError.nameInFile(name: "a", path: "f.json")).kind == .conflict)
        #expect(RequestError(PresetSaveError.invalidName("A")).kind == .usage)
    }
}
