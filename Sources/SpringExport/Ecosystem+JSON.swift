import SpringIO
import SpringKit
import SpringPresets

extension Ecosystem {
    /// The ecosystem as a JSON object: `key`, `title`, `forms` (form keys), `engine` (a solver
    /// name, or null), `exportFormat` (or null) and, given a library, `presets` (the names of its
    /// presets there, ``presets(in:)``). `springtune ecosystems --format json` and the studio's
    /// `/api/config` (without presets) write it. Cost: O(forms), plus O(presets) with a library.
    public func json(presetsIn library: PresetLibrary? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("key", .string(key)),
            ("title", .string(title)),
            ("forms", .array(forms.map { .string($0.rawValue) })),
            ("engine", engine.map { .string($0.rawValue) } ?? .null),
            ("exportFormat", exportFormat.map { .string($0.rawValue) } ?? .null),
        ]
        if let library { members.append(("presets", .array(presets(in: library).map { .string($0.name) }))) }
        return .object(members)
    }
}
