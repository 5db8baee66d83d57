import Foundation
import SpringIO
import SpringKit
import SpringPresets
import SpringTuning

/// `fit --save-preset NAME --preset-file FILE`: appends the fitted spring to a preset file
/// (or creates it), atomically, with the fit recorded as its source.
enum FitPresetSaver {
    /// Flags that only steer output and saving; left out of the recorded command.
    static let outputFlags: Set<String> = ["--save-preset", "--preset-file", "--format", "-o", "--output", "--description", "--key-path"]

    static func save(_ fit: SpringFit, name: String, file path: String, description: String?, keyPath: String?,
                     arguments: [String]) throws {
        guard Preset.isValidName(name) else {
            throw CommandFailure.usage("invalid --save-preset '\(name)': must be kebab-case (a-z, 0-9, single hyphens)")
        }
        var file: PresetFile
        if FileManager.default.fileExists(atPath: path) {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CommandFailure.noInput("cannot read preset file \(path)")
            }
            file = try PresetFile.decode(Array(data), path: path, requiringMetrics: false)
        } else {
            let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            guard Preset.isValidName(stem) else {
                throw CommandFailure.usage("invalid --preset-file \(path): a new file's name is its group and must be kebab-case")
            }
            file = PresetFile(group: stem, presets: [])
        }
        var command: [String] = ["springtune"]
        var skip = false
        for argument in arguments {
            if skip { skip = false; continue }
            if outputFlags.contains(argument) { skip = true; continue }
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
        var preset = Preset(name: name, group: file.group,
                            description: description ?? "Fitted by springtune fit.",
                            source: source, spring: SpringSpec(base: .family(fit.family), items: items),
                            motion: motion, metrics: PresetMetrics(band: 0.02, settlingTime: nil, overshootPercent: nil))
        preset.metrics = try PresetMetrics.computed(for: try preset.setup())
        if let index = file.presets.firstIndex(where: { $0.name == name }) {
            file.presets[index] = preset
        } else {
            file.presets.append(preset)
        }
        try AtomicFileWriter.write(Array(file.serialized.utf8), to: path)
    }
}
