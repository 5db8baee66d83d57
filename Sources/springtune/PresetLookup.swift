import SpringKit
import SpringPresets

/// Expands `preset:NAME` specs into family specs from the bundled preset library.
enum PresetLookup {
    /// The setup a spec describes, with presets expanded and overrides applied.
    static func resolve(_ spec: SpringSpec) throws -> SpringSetup {
        switch spec.base {
        case .family:
            return try spec.resolved()
        case .preset(let name):
            return try preset(named: name).setup(overrides: spec.items.isEmpty ? nil : spec)
        }
    }

    /// The bundled preset called `name`, or exit 66 with the closest names.
    static func preset(named name: String) throws -> Preset {
        let library = PresetLibrary.bundled
        if let preset = library.preset(named: name) { return preset }
        let suggestions = library.closestNames(to: name)
        let hint = suggestions.isEmpty
            ? "see springtune preset list"
            : "did you mean \(suggestions.joined(separator: ", "))?"
        throw CommandFailure.noInput("unknown preset '\(name)': \(hint)")
    }
}
