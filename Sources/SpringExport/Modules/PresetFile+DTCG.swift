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
        // A token's place is kept as the keys that lead to it (references to the parsed
        // strings, no copy) and spelled only for a message, each key shortened: building the
        // path string at every level would copy every name of every level again (a deep file of
        // long names: gigabytes).
        var found: [(group: String, preset: JSONValue, at: [String])] = []
        var problem: String?
        var keys: [String] = []
        func visit(_ value: JSONValue) {
            guard case .object(let members) = value, problem == nil else { return }
            for (key, member) in members where key == "$extensions" {
                guard case .object(let extensions) = member else { continue }
                for (name, origin) in extensions where name == PresetModule.dtcgExtensionKey {
                    guard case .object(let fields) = origin,
                          let groupValue = fields.first(where: { $0.0 == "group" })?.1, case .string(let group) = groupValue,
                          let preset = fields.first(where: { $0.0 == "preset" })?.1 else {
                        problem = "\(path): \(Self.tokenPath(keys)).$extensions[\"\(name)\"] must be an object with a string \"group\" and a \"preset\""
                        return
                    }
                    found.append((group, preset, keys))
                }
            }
            for (key, member) in members where !key.hasPrefix("$") {
                keys.append(key)
                visit(member)
                keys.removeLast()
            }
        }
        visit(root)
        if let problem { throw PresetModuleError(.tokens, problem) }
        guard let first = found.first else {
            throw PresetModuleError(.tokens, "\(path): no SpringTune preset in the file (no $extensions[\"\(PresetModule.dtcgExtensionKey)\"])")
        }
        if group == nil, let other = found.first(where: { $0.group != first.group }) {
            throw PresetModuleError(.tokens, "\(path): presets of two groups, \(TextExcerpt.quoted(first.group)) (at \(Self.tokenPath(first.at))) and \(TextExcerpt.quoted(other.group)) (at \(Self.tokenPath(other.at))): a preset file has one; give the group")
        }
        let file = JSONValue.object([("schema", .integer(PresetFile.schemaVersion)), ("group", .string(group ?? first.group)),
                                     ("presets", .array(found.map(\.preset)))])
        do {
            self = try PresetFile.decode(Array(file.serialized(pretty: false).utf8), path: path, requiringMetrics: false)
        } catch {
            let shown = found.prefix(Self.listedPaths).map { Self.tokenPath($0.at) }.joined(separator: ", ")
            let more = found.count > Self.listedPaths ? ", … (\(found.count) in all)" : ""
            throw PresetModuleError(.tokens, "\(error.description) (presets in order of the token file: \(shown)\(more))")
        }
    }

    /// The most token paths a message lists.
    static let listedPaths = 20

    /// The longest key a path in a message spells out, in characters.
    static let spelledKeyLength = 40

    /// `$.spring.my-pop.duration` for the keys leading to a token, each key longer than
    /// ``spelledKeyLength`` characters cut there (`…`), and at most the first and last 5 keys of a
    /// deeper path (`$.a.b.c.d.e.….v.w.x.y.z`): one short line whatever the file.
    static func tokenPath(_ keys: [String]) -> String {
        func spelled(_ key: String) -> String {
            key.count > spelledKeyLength ? String(key.prefix(spelledKeyLength)) + "…" : key
        }
        let shown = keys.count > 10 ? keys.prefix(5).map(spelled) + ["…"] + keys.suffix(5).map(spelled) : keys.map(spelled)
        return (["$"] + shown).joined(separator: ".")
    }
}
