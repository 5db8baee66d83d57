/// A value that SpringKit cannot accept, with the reason and what is allowed.
///
/// Every throwing initializer in SpringKit reports the offending parameter by
/// name, the value given and the allowed range, so that a command-line tool can
/// print ``description`` as its one-line error message.
public struct SpringError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The parameter that was rejected, as users name it (`mass`, `stiffness`, `band`…).
    public var parameter: String
    /// The rejected value, formatted as given.
    public var value: String
    /// What is allowed instead, as a short phrase ("a finite number > 0").
    public var allowed: String
    /// Why the value was refused: invalid in itself, or valid but beyond the range SpringKit
    /// computes to its documented accuracy (docs/physics.md, "The range computed exactly").
    public var reason: Reason

    /// Why a value was refused.
    public enum Reason: String, Sendable, Hashable {
        /// The value is not allowed at all (not finite, out of its domain, inconsistent).
        case invalidValue
        /// The value is physically meaningful but its results would not be exact in doubles
        /// (a damping ratio beyond 1e-300…1e150, a result that overflows, a band or step
        /// below 1e-300 of the motion's size). A command-line tool reports it as a data error.
        case beyondExactRange
        /// The value is in range but finer than the engine reads it, so the engine would draw
        /// another spring (Flutter reads a duration in whole milliseconds: ``ParameterStep``).
        /// A command-line tool reports it as a data error.
        case belowEngineResolution

        /// Whether a command-line tool reports it as a data error (65) rather than a usage error
        /// (64): the value is well formed, but no exact answer exists for it.
        public var isDataError: Bool { self != .invalidValue }
    }

    /// Creates an error for `parameter` holding `value`, where `allowed` is permitted.
    public init(parameter: String, value: String, allowed: String, reason: Reason = .invalidValue) {
        self.parameter = parameter
        self.value = value
        self.allowed = allowed
        self.reason = reason
    }

    /// Creates an error for a numeric `value`.
    public init(parameter: String, value: Double, allowed: String, reason: Reason = .invalidValue) {
        self.init(parameter: parameter, value: value.formattedForMessages, allowed: allowed, reason: reason)
    }

    /// The sysexits code a front end exits with for this error: 65 (EX_DATAERR) for a value
    /// beyond the exactly computed range or finer than its engine reads it
    /// (``Reason/isDataError``), else 64 (EX_USAGE).
    public var exitCode: Int32 { reason.isDataError ? 65 : 64 }

    /// `invalid mass 0: must be a finite number > 0`.
    ///
    /// Always one line: control characters in the parts (a newline or an escape sequence
    /// inside a spec) are written as escapes (`\n`, `\t`, `\u{1B}`), never raw.
    public var description: String {
        Self.escapingControlCharacters("invalid \(parameter) \(value): must be \(allowed)")
    }

    /// `text` with every control character (C0, DEL, C1; line and paragraph separators)
    /// replaced by a Swift-style escape: `\n`, `\r`, `\t`, else `\u{XX}`. Cost: O(text).
    public static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}

extension Double {
    /// The shortest decimal that round-trips, for messages (`0.1`, `1e+400` is never seen: inf prints `inf`).
    var formattedForMessages: String { description }
}

/// Checks shared by the validating initializers.
enum Validate {
    static func positive(_ value: Double, _ name: String) throws(SpringError) -> Double {
        guard value.isFinite, value > 0 else {
            throw SpringError(parameter: name, value: value, allowed: "a finite number > 0")
        }
        return value
    }

    static func nonNegative(_ value: Double, _ name: String) throws(SpringError) -> Double {
        guard value.isFinite, value >= 0 else {
            throw SpringError(parameter: name, value: value, allowed: "a finite number ≥ 0")
        }
        return value
    }

    static func finite(_ value: Double, _ name: String) throws(SpringError) -> Double {
        guard value.isFinite else {
            throw SpringError(parameter: name, value: value, allowed: "a finite number")
        }
        return value
    }
}
