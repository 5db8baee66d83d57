import Foundation
import SpringIO
import SpringKit
import SpringPresets
import SpringTuning

/// `fit --save-preset NAME --preset-file FILE`: appends the fitted spring to a preset file
/// (or creates it) through ``PresetFile/save(_:toFileAt:replacing:reservedBy:)``, with the fit
/// recorded as its source.
enum FitPresetSaver {
    /// Flags that only steer output and saving; left out of the recorded command.
    static let outputFlags: Set<String> = ["--save-preset", "--preset-file", "--format", "-o", "--output", "--description", "--key-path"]
    /// Flags without a value that only steer saving.
    static let outputSwitches: Set<String> = ["--replace"]

    /// Saves `fit` as the preset `name` into `path`: its spring as ``SpringFit/spec`` writes it
    /// (the fit's family when that reproduces the spring exactly), its motion, and the command
    /// that made it (without the flags that only steer output and saving) as its source.
    static func save(_ fit: SpringFit, name: String, file path: String, replacing: Bool, library: PresetLibrary,
                     description: String?, keyPath: String?, arguments: [String]) throws {
        var command: [String] = ["springtune"]
        var skip = false
        for argument in arguments {
            if skip { skip = false; continue }
            if outputFlags.contains(argument) { skip = true; continue }
            if outputSwitches.contains(argument) { continue }
            if outputFlags.contains(where: { argument.hasPrefix($0 + "=") }) { continue }
            command.append(argument)
        }
        let residual = fit.worstTime == nil
            ? "target error \(JSONValue.format(fit.maxError)) (relative)"
            : "rms \(JSONValue.format(fit.rmsError)), max \(JSONValue.format(fit.maxError))"
        let preset = Preset(userPresetNamed: name, spring: fit.spec, motion: fit.motion, keyPath: keyPath,
                            description: description ?? "Fitted by springtune fit.",
                            reference: "Fit: \(command.joined(separator: " ")) (\(residual)\(fit.feasible ? "" : "; infeasible: closest spring"))")
        _ = try PresetFile.save(preset, toFileAt: path, replacing: replacing, reservedBy: library)
    }
}
