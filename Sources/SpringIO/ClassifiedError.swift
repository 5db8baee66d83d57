/// An error that is one kind of failure and one line saying what is wrong: the shape of the
/// errors whose kind a front end maps to a status (an HTTP status, an exit code) and whose line
/// it prints as is.
///
/// Each such error is this type over its own `Kind` enum, so the two parts, their initialiser
/// and the description are written once (``SpringStudio/StudioError``,
/// ``SpringExport/PresetModuleError``); what a kind means (its status, its exit code) is an
/// extension of that error. Errors of different kinds are different types, matchable apart.
/// Cost: constant.
public struct ClassifiedError<Kind: Sendable & Hashable>: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as a matchable kind.
    public var kind: Kind
    /// One line: the bad value and what is allowed.
    public var message: String

    /// An error of `kind` saying `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
