import SpringIO
import SpringKit
import SpringPresets

extension PresetModule {
    /// The `$extensions` key under which a DTCG file keeps each preset exactly (reverse-domain
    /// notation, as the format recommends).
    public static let dtcgExtensionKey = "dev.springtune.preset"

    /// `dtcg`: a Design Tokens Community Group file (format 2025.10). The root group `spring`
    /// holds one group per preset (its name), with
    /// - `duration`: a `duration` token, `{ "value": ms, "unit": "ms" }`, the exact settling time
    ///   at the preset's band (left out for a spring that never settles);
    /// - `mass`, `stiffness`, `damping`, `dampingRatio`: `number` tokens, the physical spring;
    /// and, on the first of those tokens, `$extensions["dev.springtune.preset"]`: `{ "group",
    /// "preset" }`, the preset exactly as its file stores it, which `PresetFile(dtcg:path:group:)`
    /// reads back. No `transition` token: its `timingFunction` is a cubic Bézier, which draws no
    /// spring exactly.
    func dtcg(_ entries: [Entry]) throws(PresetModuleError) -> String {
        var groups: [(String, JSONValue)] = [
            ("$description", .string("SpringTune presets, one group per preset. The exact preset is under $extensions[\"\(Self.dtcgExtensionKey)\"].")),
        ]
        for entry in entries {
            let spring = entry.subject.spring
            let origin = JSONValue.object([("group", .string(entry.preset.group)), ("preset", entry.preset.json)])
            var tokens: [(String, JSONValue)] = [("$description", .string(entry.preset.description))]
            var extended = false
            func token(_ type: String, _ value: JSONValue, _ description: String) -> JSONValue {
                var members: [(String, JSONValue)] = [("$type", .string(type)), ("$value", value), ("$description", .string(description))]
                if !extended {
                    members.append(("$extensions", .object([(Self.dtcgExtensionKey, origin)])))
                    extended = true
                }
                return .object(members)
            }
            if let settling = entry.preset.metrics.settlingTime {
                tokens.append(("duration", token("duration", .object([("value", .number(settling * 1000)), ("unit", .string("ms"))]),
                                                 "Settling time: within \(ExportNumber.plain(entry.preset.metrics.band * 100)) % of the change for good (exact).")))
            }
            tokens.append(("mass", token("number", .number(spring.mass), "Mass.")))
            tokens.append(("stiffness", token("number", .number(spring.stiffness), "Stiffness k.")))
            tokens.append(("damping", token("number", .number(spring.damping), "Damping c.")))
            tokens.append(("dampingRatio", token("number", .number(spring.dampingRatio), "Damping ratio ζ = c/(2√(km)).")))
            groups.append((entry.identifier, .object(tokens)))
        }
        let root = JSONValue.object([
            ("$description", .string(headerLines.joined(separator: " "))),
            ("spring", .object(groups)),
        ])
        return root.serialized(pretty: true) + "\n"
    }
}
