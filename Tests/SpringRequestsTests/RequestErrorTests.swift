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
        // An export the format cannot express is usage; a value that is not finite, and an
        // engine's curve without a duration (it never rests), are bad data.
        #expect(RequestError(ExportError(format: .css, reason: "r")).kind == .usage)
        #expect(RequestError(ExportError(format: .css, reason: "r", kind: .nonFinite)).kind == .badData)
        #expect(RequestError(ExportError(format: .css, reason: "r", kind: .noDuration)).kind == .badData)
    }

    /// `ExportRequest`'s solver: css only, and the exact spring or an engine with a stop rule.
    @Test func anExportSolverAppliesToCSSAndEnginesWithAStopRule() throws {
        #expect(try ExportRequest(format: .css, solver: .reactSpring).solver == .reactSpring)
        #expect(try ExportRequest(format: .css, solver: .exact).solver == .exact)
        #expect { try ExportRequest(format: .swiftui, solver: .pop) } throws: { error in
            let error = try #require(error as? RequestError)
            return error.kind == .usage && error.message.parts == [.field(.solver), .text(" pop applies to "), .field(.exportFormat), .text(" css only")]
        }
        for solver in [Solver.swiftui, .euler, .rk4, .dopri] {
            #expect { try ExportRequest(format: .css, solver: solver) } throws: { error in
                let error = try #require(error as? RequestError)
                return error.kind == .usage && error.description.hasPrefix("invalid solver \(solver.rawValue): must be exact or an engine")
            }
        }
    }
}
