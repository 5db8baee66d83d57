import SpringKit
import SpringRequests

/// Typed option values parsed by the libraries' own rules: a value that is not allowed is
/// refused while the command line is parsed, in ArgumentParser's words with the library's
/// allowed values (`The value 'zz' is invalid for '--theme <theme>': must be light or dark`).
enum ChoiceArgument {
    /// What is allowed, as ArgumentParser appends it to its refusal.
    struct Refused: Error, CustomStringConvertible {
        var description: String
    }

    /// `text` as a whole number, as ArgumentParser reads an `Int`.
    static func integer(_ text: String) throws -> Int {
        guard let value = Int(text) else { throw Refused(description: "must be a whole number") }
        return value
    }

    /// What `parse` returns; its refusal's allowed values as a ``Refused``.
    static func parsed<Value>(_ parse: () throws -> Value) throws -> Value {
        do {
            return try parse()
        } catch let error as RequestError {
            throw Refused(description: error.allowed ?? error.commandLineDescription)
        } catch let error as SpringError {
            throw Refused(description: "must be " + error.allowed)
        }
    }
}
