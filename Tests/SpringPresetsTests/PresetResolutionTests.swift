import SpringKit
import Testing
@testable import SpringPresets

/// `PresetLibrary.resolvedSetup(for:)`, the typed form of `setup(for:)` the WebAssembly build
/// calls: the same setups, and each refusal as the error `setup(for:)` throws.
@Suite struct PresetResolutionTests {
    private let library = PresetLibrary.bundled

    @Test func resolvesAsSetupForDoes() throws {
        for text in ["k=170,c=26", "preset:swiftui-bouncy", "preset:alert-in", "preset:alert-in,to=100", "swiftui:duration=0.5,bounce=0.3"] {
            let spec = try SpringSpec.parse(text)
            let typed = try library.resolvedSetup(for: spec)
            let untyped = try library.setup(for: spec)
            #expect(typed.spring == untyped.spring, "\(text)")
            #expect(typed.motion == untyped.motion, "\(text)")
            #expect(typed.renderer == untyped.renderer, "\(text)")
        }
        // A preset tuned under JNWSpringAnimation keeps its renderer (docs/presets.md).
        #expect(try library.resolvedSetup(for: try SpringSpec.parse("preset:alert-in")).renderer == .jnw)
    }

    @Test func anUnknownPresetIsExitSixtySixWithSuggestions() throws {
        let spec = try SpringSpec.parse("preset:alert-inn")
        #expect(throws: SpecResolutionError.unknownPreset(UnknownPresetError(name: "alert-inn", suggestions: ["alert-in", "alert-out"]))) {
            try library.resolvedSetup(for: spec)
        }
        do {
            _ = try library.resolvedSetup(for: spec)
        } catch {
            #expect(error.exitCode == 66)
            #expect(error.description == "unknown preset 'alert-inn': did you mean alert-in, alert-out?")
        }
        // setup(for:) throws the unwrapped error, as before.
        #expect(throws: UnknownPresetError.self) { try library.setup(for: spec) }
    }

    @Test func refusedValuesAreSpringKitsError() throws {
        let spec = try SpringSpec.parse("preset:swiftui-bouncy,mass=-1")
        do {
            _ = try library.resolvedSetup(for: spec)
            Issue.record("a negative mass was accepted")
        } catch {
            guard case .spring(let inner) = error else { Issue.record("not a SpringError: \(error)"); return }
            #expect(error.exitCode == inner.exitCode)
            #expect(error.description == inner.description)
            #expect(error.description.hasPrefix("invalid mass -1.0"))
        }
        #expect(throws: SpringError.self) { try library.setup(for: spec) }
    }
}
