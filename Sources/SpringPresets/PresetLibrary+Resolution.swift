import SpringKit

extension PresetLibrary {
    /// The preset called `name`.
    /// - Throws: ``UnknownPresetError`` with up to three close names as suggestions.
    public func requirePreset(named name: String) throws(UnknownPresetError) -> Preset {
        if let preset = preset(named: name) { return preset }
        throw UnknownPresetError(name: name, suggestions: closestNames(to: name))
    }

    /// The spring and motion a spec describes: a family spec resolved as it stands, a
    /// `preset:NAME[,KEY=NUMBER…]` spec expanded from this library with its overrides.
    ///
    /// A preset tuned under a renderer gives a setup with that `SpringSetup.renderer`
    /// (see ``Preset/setup(overrides:)``), so every caller measures and draws it the same way.
    /// - Throws: ``UnknownPresetError`` or SpringKit's `SpringError`
    ///   (``resolvedSetup(for:)``'s, unwrapped).
    /// - Cost: ``resolvedSetup(for:)``'s.
    #if !hasFeature(Embedded)
    public func setup(for spec: SpringSpec) throws -> SpringSetup {
        do {
            return try resolvedSetup(for: spec)
        } catch {
            switch error {
            case .unknownPreset(let error): throw error
            case .spring(let error): throw error
            }
        }
    }
    #endif

    /// ``setup(for:)`` with one typed error (the form the WebAssembly build, which has no
    /// untyped `throws`, calls).
    /// - Throws: ``SpecResolutionError``: an unknown preset (exit 66), or SpringKit's
    ///   `SpringError` for the spec's values.
    /// - Cost: a search of the presets by name (linear) and one `SpringSpec.resolved()`.
    public func resolvedSetup(for spec: SpringSpec) throws(SpecResolutionError) -> SpringSetup {
        switch spec.base {
        case .family:
            do { return try spec.resolved() } catch { throw .spring(error) }
        case .preset(let name):
            let preset: Preset
            do { preset = try requirePreset(named: name) } catch { throw .unknownPreset(error) }
            do { return try preset.setup(overrides: spec.items.isEmpty ? nil : spec) } catch { throw .spring(error) }
        }
    }
}

/// Why ``PresetLibrary/resolvedSetup(for:)`` gives no spring: the preset is unknown, or
/// SpringKit refuses the spec's values.
public enum SpecResolutionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No loaded preset file defines the name (exit 66).
    case unknownPreset(UnknownPresetError)
    /// SpringKit refuses the spring or motion (its `SpringError`'s exit code).
    case spring(SpringError)

    /// The wrapped error's one line.
    public var description: String {
        switch self {
        case .unknownPreset(let error): return error.description
        case .spring(let error): return error.description
        }
    }

    /// The wrapped error's sysexits code.
    public var exitCode: Int32 {
        switch self {
        case .unknownPreset(let error): return error.exitCode
        case .spring(let error): return error.exitCode
        }
    }
}

/// A preset name that no loaded preset file defines.
public struct UnknownPresetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name asked for.
    public var name: String
    /// The closest names the library has (edit distance), best first; possibly empty.
    public var suggestions: [String]

    /// Creates an error.
    public init(name: String, suggestions: [String]) {
        self.name = name
        self.suggestions = suggestions
    }

    /// `unknown preset 'alert-inn': did you mean alert-in, alert-pop-in?`
    public var description: String {
        let hint = suggestions.isEmpty ? "no loaded preset file defines it"
                                       : "did you mean \(suggestions.joined(separator: ", "))?"
        return "unknown preset '\(name)': \(hint)"
    }

    /// EX_NOINPUT (66).
    public var exitCode: Int32 { 66 }
}
