import SpringIO
import SpringKit
import SpringPresets
import SpringTuning

/// A request to keep a fit as a preset (`springtune fit --save-preset NAME --preset-file FILE`):
/// the fitted spring appended to a preset file (or the file created) through
/// ``SpringPresets/PresetFile/save(_:toFileAt:replacing:reservedBy:)``, with the fit recorded as
/// its source.
public struct FitPresetRequest: Sendable, Hashable {
    /// The preset's name.
    public var name: String
    /// The preset file saved into.
    public var file: String
    /// Whether a preset of the same name in the file is replaced (otherwise refused).
    public var replacing: Bool
    /// The preset's description, or `nil` for "Fitted by springtune fit.".
    public var description: String?
    /// The preset's key path (`transform.scale`), if any.
    public var keyPath: String?
    /// The command that made the fit, as its words (`springtune fit …`), recorded as the source.
    public var command: [String]

    /// A request to save as `name` into `file`.
    public init(name: String, file: String, replacing: Bool = false, description: String? = nil, keyPath: String? = nil,
                command: [String]) {
        (self.name, self.file, self.replacing, self.description, self.keyPath, self.command) = (name, file, replacing, description, keyPath, command)
    }

    /// The preset: `fit`'s spring as ``SpringTuning/SpringFit/spec`` writes it (the fit's family
    /// when that reproduces the spring exactly), its motion, and the command with the fit's
    /// error as its source.
    public func preset(of fit: SpringFit) -> Preset {
        let residual = fit.worstTime == nil
            ? "target error \(JSONValue.format(fit.maxError)) (relative)"
            : "rms \(JSONValue.format(fit.rmsError)), max \(JSONValue.format(fit.maxError))"
        return Preset(userPresetNamed: name, spring: fit.spec, motion: fit.motion, keyPath: keyPath,
                      description: description ?? "Fitted by springtune fit.",
                      reference: "Fit: \(command.joined(separator: " ")) (\(residual)\(fit.feasible ? "" : "; infeasible: closest spring"))")
    }

    /// Saves ``preset(of:)`` into ``file``, atomically, under the file's lock.
    /// - Parameter library: the presets whose names the file may not reuse.
    /// - Throws: the library's own errors (``SpringPresets/PresetSaveError``, file errors).
    public func save(_ fit: SpringFit, reservedBy library: PresetLibrary) throws {
        _ = try PresetFile.save(preset(of: fit), toFileAt: file, replacing: replacing, reservedBy: library)
    }
}
