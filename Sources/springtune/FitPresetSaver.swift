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

    static func save(_ fit: SpringFit, name: String, file path: String, replacing: Bool, library: PresetLibrary,
                     description: String?, keyPath: String?, arguments: [String]) throws {
        guard Preset.isValidName(name) else {
            throw CommandFailure.usage("invalid --save-preset '\(name)': must be kebab-case (a-z, 0-9, single hyphens)")
        }
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
        let source = PresetSource(reference: "Fit: \(command.joined(separator: " ")) (\(residual)\(fit.feasible ? "" : "; infeasible: closest spring"))")
        let items: [SpringSpec.Item] = fit.family == .physical
            ? [.init(key: "mass", value: fit.spring.mass), .init(key: "stiffness", value: fit.spring.stiffness),
               .init(key: "damping", value: fit.spring.damping)]
            : fit.parameters.filter { $0.name != "velocity" && $0.name != "mass" }.map { .init(key: $0.name, value: $0.value) }
                + (fit.spring.mass != 1 ? [.init(key: "mass", value: fit.spring.mass)] : [])
        let motion = PresetMotion(from: fit.motion.from, to: fit.motion.to,
                                  initialVelocity: fit.motion.initialVelocity ?? 0, keyPath: keyPath)
        let preset = Preset(name: name, group: "",
                            description: description ?? "Fitted by springtune fit.",
                            source: source, spring: SpringSpec(base: .family(fit.family), items: items),
                            motion: motion, metrics: PresetMetrics(band: 0.02, settlingTime: nil, overshootPercent: nil))
        _ = try PresetFile.save(preset, toFileAt: path, replacing: replacing, reservedBy: library)
    }
}
