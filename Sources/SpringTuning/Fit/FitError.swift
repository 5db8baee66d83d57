import SpringKit

/// Why a fit could not be set up: bad values given by the caller, or bad contents of a data file.
public struct FitError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// A value given by the caller (a command-line value) is not allowed.
        case usage
        /// The contents of an input (a data file) are bad; the message names the line.
        case data
    }

    /// The kind of failure.
    public var kind: Kind
    /// One line naming the bad value and what is allowed.
    public var message: String

    /// Creates an error.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// A caller's value is not allowed.
    public static func usage(_ message: String) -> FitError { FitError(kind: .usage, message: message) }
    /// A data file's contents are bad.
    public static func data(_ message: String) -> FitError { FitError(kind: .data, message: message) }

    /// The message.
    public var description: String { message }
}
