/// Why a preset module cannot be written or a token file read back: one line naming the
/// presets, tokens or values at fault.
public struct PresetModuleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for classifying (exit codes, HTTP statuses).
    public enum Kind: Sendable, Hashable {
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

    /// The kind.
    public var kind: Kind
    /// The sentence.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
