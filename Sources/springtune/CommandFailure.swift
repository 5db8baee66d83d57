import ArgumentParser
import Foundation
import SpringIO
import SpringKit
import SpringPlot
import SpringPresets
import SpringStudio
import SpringTuning

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

    /// The one-line message and exit code for any error a command can throw.
    static func describe(_ error: Error, for command: ParsableCommand.Type) -> (String, Int32) {
        switch error {
        case let failure as CommandFailure:
            return (failure.description, failure.exitCode)
        case let failure as SpringError:
            // A value SpringKit cannot compute exactly is bad data (65); any other refused value is usage (64).
            return (failure.description, failure.reason == .beyondExactRange ? 65 : 64)
        case let failure as FileError:
            return (failure.description, failure.exitCode)
        case let failure as FitError:
            return (failure.commandLineDescription, failure.isDataError ? 65 : 64)
        case let failure as PresetFileError:
            return (failure.description, failure.exitCode)
        case let failure as PresetSaveError:
            // The library's sentence, with the option that replaces a preset of the file named.
            if case .nameInFile = failure { return (failure.description + " (--replace)", failure.exitCode) }
            return (failure.description, failure.exitCode)
        case let failure as UnknownPresetError:
            return (failure.description, failure.exitCode)
        case let failure as StudioError:
            return (failure.description, failure.exitCode)
        case let failure as PlotError:
            switch failure {
            case .file(let error): return (error.description, error.exitCode)
            case .cairo: return (failure.description, 74)
            default: return (failure.description, 64)
            }
        default:
            let code = SpringTuneCommand.exitCode(for: error)
            if code == .success {
                return (SpringTuneCommand.fullMessage(for: error), 0)
            }
            // ArgumentParser's own message, reduced to its first line.
            let message = SpringTuneCommand.message(for: error)
            let line = message.split(separator: "\n").first.map(String.init) ?? "invalid command line"
            return (line.replacingOccurrences(of: "Error: ", with: ""), 64)
        }
    }
}
