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
    /// - Throws: ``UnknownPresetError`` or SpringKit's `SpringError`.
    public func setup(for spec: SpringSpec) throws -> SpringSetup {
        switch spec.base {
        case .family:
            return try spec.resolved()
        case .preset(let name):
            return try requirePreset(named: name).setup(overrides: spec.items.isEmpty ? nil : spec)
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
