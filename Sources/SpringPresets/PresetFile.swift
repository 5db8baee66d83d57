import SpringIO
import SpringKit

/// One preset file: a group of presets in SpringTune's preset format (schema 1).
///
/// The format is documented in docs/presets.md and by the JSON Schema
/// docs/presets.schema.json. Reading is strict: syntax errors carry a line and
/// column, duplicate keys and unknown keys are errors, a wrong type is located
/// by its JSON path, and every spring must resolve to a valid spring.
/// Writing uses a fixed key order and readable numbers (`180`, not `1.8e+2`).
public struct PresetFile: Sendable, Hashable {
    /// The format version this library reads and writes.
    public static let schemaVersion = 1

    /// The group every preset of the file belongs to.
    public var group: String
    /// The presets, in file order.
    public var presets: [Preset]

    /// Creates a file.
    public init(group: String, presets: [Preset]) {
        self.group = group
        self.presets = presets
    }

    /// Renderers a preset may name (written in a file as their raw values: `jnw`, `react-spring`).
    public static let renderers: [Solver] = [.jnw, .swiftui, .pop, .rebound, .reactSpring, .motion]

    // MARK: Reading

    /// Decodes `bytes` read from `path` (the path is only used in messages).
    ///
    /// With `requiringMetrics: false` (a user's file) a preset may omit `metrics`, which is how
    /// new files are authored (`springtune preset refresh`), and the metrics it stores are not
    /// trusted: they are recomputed from the spring (at the stored band) and a stored number
    /// is kept only when it is the computed one (``PresetMetrics/agree(with:)``), so a
    /// hand-edited or stale `settlingTime` is never shown, exported or imported. With `requiringMetrics: true`
    /// (the bundled files) they are required and kept: the tests check them against an
    /// independent reference.
    /// - Cost: one metrics computation per preset of a user's file (two with a renderer).
    public static func decode(_ bytes: [UInt8], path: String, requiringMetrics: Bool = true) throws(PresetFileError) -> PresetFile {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw PresetFileError(path: path, location: "line \(error.line), column \(error.column)", message: error.message)
        }
        do {
            return try decode(root, requiringMetrics: requiringMetrics)
        } catch {
            throw PresetFileError(path: path, location: error.path, message: error.message)
        }
    }

    private static func decode(_ root: JSONValue, requiringMetrics: Bool) throws(PresetContentError) -> PresetFile {
        let members = try root.members(at: "$")
        try rejectUnknownKeys(members, allowed: ["schema", "group", "description", "presets"], at: "$")
        guard let schema = root["schema"] else { throw PresetContentError(path: "$", message: "missing \"schema\" (must be \(schemaVersion))") }
        let version = try schema.double(at: "$.schema")
        guard version == Double(schemaVersion) else {
            throw PresetContentError(path: "$.schema", message: "schema \(JSONValue.format(version)) is not supported (must be \(schemaVersion))")
        }
        let group = try required(root, "group", at: "$").text(at: "$.group")
        guard Preset.isValidName(group) else {
            throw PresetContentError(path: "$.group", message: "group '\(group)' must be kebab-case")
        }
        let list = try required(root, "presets", at: "$").elements(at: "$.presets")
        var presets: [Preset] = []
        var names = Set<String>()
        for (index, element) in list.enumerated() {
            func path() -> String { "$.presets[\(index)]" }
            let preset = try decodePreset(element, group: group, at: path(), requiringMetrics: requiringMetrics)
            guard names.insert(preset.name).inserted else {
                throw PresetContentError(path: path() + ".name", message: "duplicate preset name '\(preset.name)'")
            }
            presets.append(preset)
        }
        return PresetFile(group: group, presets: presets)
    }

    private static func decodePreset(_ value: JSONValue, group: String, at path: @autoclosure () -> String, requiringMetrics: Bool) throws(PresetContentError) -> Preset {
        let members = try value.members(at: path())
        try rejectUnknownKeys(members, allowed: ["name", "description", "source", "spring", "motion", "renderer", "metrics", "rendererMetrics"], at: path())
        let name = try required(value, "name", at: path()).text(at: path() + ".name")
        guard Preset.isValidName(name) else {
            throw PresetContentError(path: path() + ".name", message: "name '\(name)' must be kebab-case (a-z, 0-9, single hyphens)")
        }
        let description = try required(value, "description", at: path()).text(at: path() + ".description")

        let sourceValue = try required(value, "source", at: path())
        try rejectUnknownKeys(try sourceValue.members(at: path() + ".source"), allowed: ["reference", "thirdParty"], at: path() + ".source")
        let source = PresetSource(
            reference: try required(sourceValue, "reference", at: path() + ".source").text(at: path() + ".source.reference"),
            thirdParty: try sourceValue["thirdParty"]?.flag(at: path() + ".source.thirdParty") ?? false)

        func springPath() -> String { path() + ".spring" }
        let springValue = try required(value, "spring", at: path())
        let springMembers = try springValue.members(at: springPath())
        let familyName = try required(springValue, "family", at: springPath()).text(at: springPath() + ".family")
        guard let family = SpringFamily(rawValue: familyName) else {
            throw PresetContentError(path: springPath() + ".family",
                                     message: "unknown family '\(familyName)' (one of \(SpringFamily.allCases.map { $0.rawValue }.joined(separator: ", ")))")
        }
        let keys = family.parameters.map { $0.key } + [.mass]
        var items: [SpringSpec.Item] = []
        for (key, number) in springMembers where key != "family" {
            guard let parameter = keys.first(where: { $0.rawValue == key }) else {
                throw PresetContentError(path: springPath() + "." + key,
                                         message: "unknown key for family \(familyName) (one of \(keys.map { $0.rawValue }.joined(separator: ", ")))")
            }
            items.append(.init(key: parameter, value: try number.double(at: springPath() + "." + key)))
        }
        let spring = SpringSpec(base: .family(family), items: items)

        var motion: PresetMotion?
        if let motionValue = value["motion"] {
            func motionPath() -> String { path() + ".motion" }
            try rejectUnknownKeys(try motionValue.members(at: motionPath()), allowed: ["from", "to", "initialVelocity", "keyPath"], at: motionPath())
            motion = PresetMotion(
                from: try required(motionValue, "from", at: motionPath()).double(at: motionPath() + ".from"),
                to: try required(motionValue, "to", at: motionPath()).double(at: motionPath() + ".to"),
                initialVelocity: try motionValue["initialVelocity"]?.double(at: motionPath() + ".initialVelocity") ?? 0,
                keyPath: try motionValue["keyPath"]?.text(at: motionPath() + ".keyPath"))
        }

        var renderer: Solver?
        if let name = try value["renderer"]?.text(at: path() + ".renderer") {
            guard let solver = renderers.first(where: { $0.rawValue == name }) else {
                throw PresetContentError(path: path() + ".renderer",
                                         message: "unknown renderer '\(name)' (one of \(renderers.map { $0.rawValue }.joined(separator: ", ")))")
            }
            renderer = solver
        }

        let metrics = try decodeMetrics(value["metrics"], at: path() + ".metrics")
        if metrics == nil && requiringMetrics {
            throw PresetContentError(path: path(), message: "missing \"metrics\"")
        }
        let rendererMetrics = try decodeMetrics(value["rendererMetrics"], at: path() + ".rendererMetrics")
        if renderer == nil && rendererMetrics != nil {
            throw PresetContentError(path: path() + ".rendererMetrics", message: "only a preset with a renderer has renderer metrics")
        }
        if renderer != nil && rendererMetrics == nil && requiringMetrics {
            throw PresetContentError(path: path(), message: "missing \"rendererMetrics\" (the preset names a renderer)")
        }

        var preset = Preset(name: name, group: group, description: description, source: source,
                            spring: spring, motion: motion, renderer: renderer,
                            metrics: metrics ?? PresetMetrics(band: 0.02, settlingTime: nil, overshootPercent: nil),
                            rendererMetrics: rendererMetrics)
        do {
            if !requiringMetrics || metrics == nil || (renderer != nil && rendererMetrics == nil) {
                // Stored numbers that are the computed ones (to the accuracy the bundled files
                // are checked to) are kept as written, so a file reads back byte for byte; any
                // other (stale, hand-edited) is replaced by the computed value.
                let recomputed = try preset.recomputedMetrics()
                preset.metrics = metrics.flatMap { recomputed.exact.agree(with: $0) ? $0 : nil } ?? recomputed.exact
                preset.rendererMetrics = recomputed.renderer.map { computed in
                    rendererMetrics.flatMap { computed.agree(with: $0) ? $0 : nil } ?? computed
                }
            } else {
                _ = try preset.setup()
            }
        } catch {
            throw PresetContentError(path: springPath(), message: error.description)
        }
        return preset
    }

    private static func decodeMetrics(_ value: JSONValue?, at path: @autoclosure () -> String) throws(PresetContentError) -> PresetMetrics? {
        guard let value else { return nil }
        try rejectUnknownKeys(try value.members(at: path()), allowed: PresetMetrics.keys.map { $0.key }, at: path())
        func optionalNumber(_ key: String) throws(PresetContentError) -> Double? {
            guard let number = value[key], number != .null else { return nil }
            return try number.double(at: path() + "." + key)
        }
        let band = try required(value, MetricKey.band.key, at: path()).double(at: path() + "." + MetricKey.band.key)
        guard band > 0, band < 1 else {
            throw PresetContentError(path: path() + ".band", message: "band \(JSONValue.format(band)) must be a fraction with 0 < band < 1")
        }
        return PresetMetrics(band: band, settlingTime: try optionalNumber(MetricKey.settlingTime.key),
                             overshootPercent: try optionalNumber(MetricKey.overshootPercent.key))
    }

    private static func required(_ object: JSONValue, _ key: String, at path: @autoclosure () -> String) throws(PresetContentError) -> JSONValue {
        guard let value = object[key] else { throw PresetContentError(path: path(), message: "missing \"\(key)\"") }
        return value
    }

    private static func rejectUnknownKeys(_ members: [(String, JSONValue)], allowed: [String], at path: @autoclosure () -> String) throws(PresetContentError) {
        if let (key, _) = members.first(where: { !allowed.contains($0.0) }) {
            throw PresetContentError(path: path() + "." + key, message: "unknown key (allowed: \(allowed.joined(separator: ", ")))")
        }
    }

    // MARK: Writing

    /// The file as JSON, in the fixed key order of the format.
    public var json: JSONValue {
        .object([
            ("schema", .integer(Self.schemaVersion)),
            ("group", .string(group)),
            ("presets", .array(presets.map { $0.json })),
        ])
    }

    /// The file's bytes: pretty JSON with a final newline.
    public var serialized: String { json.serialized(pretty: true) + "\n" }
}

extension Preset {
    /// The preset as JSON, in the fixed key order of the format.
    public var json: JSONValue {
        guard case .family(let family) = spring.base else { return .null }
        var members: [(String, JSONValue)] = [
            ("name", .string(name)),
            ("description", .string(description)),
            ("source", .object([("reference", .string(source.reference)), ("thirdParty", .bool(source.thirdParty))])),
            ("spring", .object([("family", .string(family.rawValue))] + spring.items.map { ($0.key.rawValue, .number($0.value)) })),
        ]
        if let motion {
            var fields: [(String, JSONValue)] = [("from", .number(motion.from)), ("to", .number(motion.to)),
                                                 ("initialVelocity", .number(motion.initialVelocity))]
            if let keyPath = motion.keyPath { fields.append(("keyPath", .string(keyPath))) }
            members.append(("motion", .object(fields)))
        }
        if let renderer { members.append(("renderer", .string(renderer.rawValue))) }
        members.append(("metrics", metrics.json))
        if let rendererMetrics { members.append(("rendererMetrics", rendererMetrics.json)) }
        return .object(members)
    }
}

extension PresetMetrics {
    /// The metrics as JSON: band, settlingTime, overshootPercent (null when undefined).
    public var json: JSONValue {
        .object([
            (MetricKey.band.key, .number(band)),
            (MetricKey.settlingTime.key, .number(settlingTime)),
            (MetricKey.overshootPercent.key, .number(overshootPercent)),
        ])
    }
}

/// Bad contents at a JSON path (internal; surfaced as ``PresetFileError``).
struct PresetContentError: Error {
    var path: String
    var message: String
}

extension PresetContentError {
    /// A value of the wrong JSON type: `expected a number, found a string`.
    init(_ error: JSONTypeError) {
        self.init(path: error.path, message: "expected \(error.expected), found \(error.found)")
    }
}

/// SpringIO's typed accessors (``JSONValue/objectMembers(at:)`` and the others), throwing the
/// decoder's one error type, so that reading a file needs no untyped `throws` (which Embedded
/// Swift, the WebAssembly build, lacks).
private extension JSONValue {
    func members(at path: @autoclosure () -> String) throws(PresetContentError) -> [(String, JSONValue)] {
        do { return try objectMembers(at: path()) } catch { throw PresetContentError(error) }
    }

    func elements(at path: @autoclosure () -> String) throws(PresetContentError) -> [JSONValue] {
        do { return try arrayElements(at: path()) } catch { throw PresetContentError(error) }
    }

    func text(at path: @autoclosure () -> String) throws(PresetContentError) -> String {
        do { return try stringValue(at: path()) } catch { throw PresetContentError(error) }
    }

    func double(at path: @autoclosure () -> String) throws(PresetContentError) -> Double {
        do { return try numberValue(at: path()) } catch { throw PresetContentError(error) }
    }

    func flag(at path: @autoclosure () -> String) throws(PresetContentError) -> Bool {
        do { return try boolValue(at: path()) } catch { throw PresetContentError(error) }
    }
}
