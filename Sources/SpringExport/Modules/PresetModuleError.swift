import SpringIO

/// Why a preset module cannot be written or a token file read back: one line naming the
/// presets, tokens or values at fault: its kind (``PresetModuleFailure``) and its line.
public typealias PresetModuleError = ClassifiedError<PresetModuleFailure>

/// What went wrong writing a preset module or reading a token file back, for classifying
/// (exit codes, HTTP statuses): ``PresetModuleError``'s kind.
public enum PresetModuleFailure: Sendable, Hashable {
    /// A preset's name cannot become an identifier in the language, or two presets map to
    /// one identifier (bad data: the preset files must change).
    case naming
    /// A value the module would print is not finite (bad data).
    case nonFinite
    /// No preset was given (usage).
    case empty
    /// A design-token file is not one SpringTune can read back (bad data).
    case tokens
}
