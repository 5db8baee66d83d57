import SpringKit

/// Expands `preset:NAME` specs into family specs.
enum PresetLookup {
    /// The setup a spec describes, with presets expanded and overrides applied.
    static func resolve(_ spec: SpringSpec) throws -> SpringSetup {
        switch spec.base {
        case .family:
            return try spec.resolved()
        case .preset(let name):
            throw CommandFailure.noInput("unknown preset '\(name)': the preset library is not available in this build yet")
        }
    }
}
