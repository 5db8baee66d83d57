import SpringIO
import SpringKit
import SpringPresets
import SpringReport

/// A request for one preset as stored, with its physical spring and metrics (`springtune
/// preset show`).
public struct PresetShowRequest: Sendable, Hashable {
    /// The preset's name.
    public var name: String

    /// The formats a preset is shown in.
    public static let formats: [ReportFormat] = [.table, .json]

    /// A request for the preset `name`.
    public init(name: String) { self.name = name }

    /// The preset named in `library`, and its spring resolved.
    /// - Throws: ``RequestError`` (not found) for a name the library does not have, or the
    ///   spring's own error.
    public func preset(in library: PresetLibrary) throws(RequestError) -> (preset: Preset, setup: SpringSetup) {
        do {
            let preset = try library.requirePreset(named: name)
            return (preset, try preset.setup())
        } catch {
            throw RequestError(error)
        }
    }

    /// The preset as stored, with its group after its name and its physical spring
    /// (`physical`: mass, stiffness, damping, damping ratio) last.
    public static func json(_ preset: Preset, setup: SpringSetup) -> JSONValue {
        guard case .object(var members) = preset.json else { return preset.json }
        members.insert(("group", .string(preset.group)), at: 1)
        members.append(("physical", .object([
            ("mass", .number(setup.spring.mass)),
            ("stiffness", .number(setup.spring.stiffness)),
            ("damping", .number(setup.spring.damping)),
            ("dampingRatio", .number(setup.spring.dampingRatio)),
        ])))
        return .object(members)
    }

    /// The preset as `springtune preset show` prints it: JSON (``json(_:setup:)``, one line),
    /// or a table of its name, group, file, description, source, spring, physical values,
    /// motion, velocities and metrics (as its renderer draws it too, when it was tuned under one).
    public static func rendered(_ preset: Preset, setup: SpringSetup, in library: PresetLibrary, as format: ReportFormat) -> String {
        if format == .json { return json(preset, setup: setup).serialized() + "\n" }
        var rows: [[String]] = [
            ["name", preset.name], ["group", preset.group], ["file", library.origins[preset.name] ?? "—"],
            ["description", preset.description],
            ["source", preset.source.reference + (preset.source.thirdParty ? " [third party]" : "")],
            ["spring", preset.spring.description],
            ["mass / stiffness / damping", "\(NumberStyle.readable.text(setup.spring.mass)) / \(NumberStyle.readable.text(setup.spring.stiffness)) / \(NumberStyle.readable.text(setup.spring.damping))"],
            ["dampingRatio", NumberStyle.readable.text(setup.spring.dampingRatio)],
        ]
        if let motion = preset.motion {
            rows.append(["motion", "\(NumberStyle.readable.text(motion.from)) → \(NumberStyle.readable.text(motion.to))" + (motion.keyPath.map { " (\($0))" } ?? "")])
        }
        rows.append(["initialVelocity (step/s)", setup.motion.initialVelocity.map { NumberStyle.readable.text($0) } ?? "—"])
        rows.append(["absoluteVelocity (x/s)", NumberStyle.readable.text(setup.motion.absoluteVelocity)])
        rows.append(["settlingTime (s)", preset.metrics.settlingTime.map { NumberStyle.readable.text($0) } ?? "never"])
        rows.append(["overshootPercent (%)", preset.metrics.overshootPercent.map { NumberStyle.readable.text($0) } ?? "—"])
        if let renderer = preset.renderer?.rawValue, let drawn = preset.rendererMetrics {
            rows.append(["tuned under", renderer])
            rows.append(["settlingTime as \(renderer) draws it (s)", drawn.settlingTime.map { NumberStyle.readable.text($0) } ?? "never"])
            rows.append(["overshootPercent as \(renderer) draws it (%)", drawn.overshootPercent.map { NumberStyle.readable.text($0) } ?? "—"])
        }
        return TextTable.render(rows, rightAligned: false)
    }
}
