import SpringIO
import SpringPresets

extension PresetFile {
    /// The preset file a DTCG token file written by `springtune preset export --as dtcg` holds:
    /// every token's `$extensions["dev.springtune.preset"]`, in file order, read as strictly as a
    /// preset file (the round trip is exact: the same presets, byte for byte once written).
    ///
    /// - Parameters:
    ///   - bytes: the token file.
    ///   - path: its name, for messages.
    ///   - group: the preset file's group; `nil` takes the presets' own group, which must be one.
    /// - Throws: ``PresetModuleError`` (tokens) for a file that is not JSON, holds no SpringTune
    ///   preset, holds presets of several groups when no group is given, or one that is not a
    ///   valid preset (the preset file's own message, with its JSON path).
    /// - Cost: linear in the file; each preset is resolved once.
    public init(dtcg bytes: [UInt8], path: String, group: String? = nil) throws(PresetModuleError) {
        let root: JSONValue
        do { root = try JSONParser.parse(bytes) } catch {
            throw PresetModuleError(.tokens, "\(path): not a JSON file: \(error)")
        }
        var found: [(group: String, preset: JSONValue, at: String)] = []
        var problem: String?
        func visit(_ value: JSONValue, at location: String) {
            guard case .object(let members) = value, problem == nil else { return }
            for (key, member) in members where key == "$extensions" {
                guard case .object(let extensions) = member else { continue }
                for (name, origin) in extensions where name == PresetModule.dtcgExtensionKey {
                    guard case .object(let fields) = origin,
                          let groupValue = fields.first(where: { $0.0 == "group" })?.1, case .string(let group) = groupValue,
                          let preset = fields.first(where: { $0.0 == "preset" })?.1 else {
                        problem = "\(path): \(location).$extensions[\"\(name)\"] must be an object with a string \"group\" and a \"preset\""
                        return
                    }
                    found.append((group, preset, location))
                }
            }
            for (key, member) in members where !key.hasPrefix("$") {
                visit(member, at: location + "." + key)
            }
        }
        visit(root, at: "$")
        if let problem { throw PresetModuleError(.tokens, problem) }
        guard let first = found.first else {
            throw PresetModuleError(.tokens, "\(path): no SpringTune preset in the file (no $extensions[\"\(PresetModule.dtcgExtensionKey)\"])")
        }
        if group == nil, let other = found.first(where: { $0.group != first.group }) {
            throw PresetModuleError(.tokens, "\(path): presets of two groups, '\(first.group)' (at \(first.at)) and '\(other.group)' (at \(other.at)): a preset file has one; give the group")
        }
        let file = JSONValue.object([("schema", .integer(PresetFile.schemaVersion)), ("group", .string(group ?? first.group)),
                                     ("presets", .array(found.map(\.preset)))])
        do {
            self = try PresetFile.decode(Array(file.serialized(pretty: false).utf8), path: path, requiringMetrics: false)
        } catch {
            throw PresetModuleError(.tokens, "\(error.description) (presets in order of the token file: \(found.map(\.at).joined(separator: ", ")))")
        }
    }
}
