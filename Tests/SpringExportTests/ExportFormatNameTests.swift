import SpringExport
import SpringKit
import Testing

/// `ExportFormat.named(_:)` and the exit codes of export's errors, the rules the CLI and the
/// WebAssembly build share (moved down from SpringRequests).
@Suite struct ExportFormatNameTests {
    @Test func namesAreReadInAnyCase() throws {
        for format in ExportFormat.allCases {
            #expect(try ExportFormat.named(format.rawValue) == format)
            #expect(try ExportFormat.named(format.rawValue.uppercased()) == format)
        }
    }

    @Test func anUnknownNameListsTheFormats() {
        let every = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        #expect(throws: UnknownExportFormatError(name: "swift-ui")) { try ExportFormat.named("swift-ui") }
        #expect(UnknownExportFormatError(name: "swift-ui").description == "unknown export format 'swift-ui': must be one of \(every)")
        #expect(UnknownExportFormatError(name: "core-animation").allowed
                == "must be one of \(every) (core-animation is now caspringanimation)")
        #expect(UnknownExportFormatError(name: "x").exitCode == 64)
    }

    @Test func refusalsExitAsTheyAreKinds() throws {
        // Undamped: css cannot express it (64); beyond Float: android cannot print it (65).
        let undamped = ExportSubject(setup: try SpringSpec.parse("k=100,c=0").resolved())
        #expect(throws: ExportError.self) { try SpringExporter.export(undamped, as: .css) }
        do { _ = try SpringExporter.export(undamped, as: .css) } catch {
            #expect(error.kind == .inexpressible)
            #expect(error.exitCode == 64)
        }
        let tiny = ExportSubject(setup: try SpringSpec.parse("k=1e-300,c=1e-300").resolved())
        do {
            _ = try SpringExporter.export(tiny, as: .android)
            Issue.record("android printed a stiffness of 1e-300 as a Float")
        } catch {
            #expect(error.kind == .nonFinite)
            #expect(error.exitCode == 65)
        }
    }
}
