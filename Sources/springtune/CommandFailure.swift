import ArgumentParser
import Foundation
import SpringRequests
import SpringStudio

/// A failure a command reports itself: one line and a sysexits code (docs/cli.md, exit codes).
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    var exitCode: Int32

    /// EX_USAGE (64): something wrong on the command line, values included.
    static func usage(_ message: String) -> CommandFailure { CommandFailure(description: message, exitCode: 64) }
    /// EX_DATAERR (65): bad contents of an input file.
    static func data(_ message: String) -> CommandFailure { CommandFailure(description: message, exitCode: 65) }
    /// EX_NOINPUT (66): a missing or unreadable input, or an unknown preset.
    static func noInput(_ message: String) -> CommandFailure { CommandFailure(description: message, exitCode: 66) }

    /// Runs `body`, a request's check, turning its ``RequestError`` into a failure worded for the
    /// command line (a `validate()` must throw this type for its line to name the options).
    static func rethrowing(_ body: () throws -> Void) throws {
        do { try body() } catch let error as RequestError { throw CommandFailure(description: error.commandLineDescription, exitCode: error.exitCode) }
    }

    /// The one-line message and exit code for any error a command can throw.
    static func describe(_ error: Error, for command: ParsableCommand.Type) -> (String, Int32) {
        switch error {
        case let failure as CommandFailure:
            return (failure.description, failure.exitCode)
        case let failure as StudioError:
            return (failure.description, failure.exitCode)
        default:
            // The libraries' own errors, classified once (SpringRequests).
            if let failure = RequestError(classifying: error) {
                return (failure.commandLineDescription, failure.exitCode)
            }
            let code = SpringTuneCommand.exitCode(for: error)
            if code == .success {
                return (SpringTuneCommand.fullMessage(for: error), 0)
            }
            // ArgumentParser's own message on one line: its list of allowed values (one per
            // line, `  - value`) folded into the sentence, anything else after the first line dropped.
            let lines = SpringTuneCommand.message(for: error).split(separator: "\n").map(String.init)
            var line = lines.first ?? "invalid command line"
            let values = lines.dropFirst().prefix { $0.hasPrefix("  - ") }.map { $0.dropFirst(4) }
            if line.hasSuffix("Please provide one of the following:"), !values.isEmpty {
                line = String(line.dropLast(" the following:".count)) + " " + values.joined(separator: ", ") + "."
            }
            return (line.replacingOccurrences(of: "Error: ", with: ""), 64)
        }
    }
}
