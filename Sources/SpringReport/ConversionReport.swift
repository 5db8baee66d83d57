import SpringIO
import SpringKit

/// What `springtune convert` prints: a spring in every family's parameters, why a family
/// cannot express it, and the initial velocity in each API's convention.
public enum ConversionReport {
    /// Each family's parameters for `conversion`, in the documented order, `nil` when the
    /// family cannot express the spring (``SpringConversions/reasons`` says why).
    public static func families(of conversion: SpringConversions) -> [(family: String, parameters: [(String, Double)]?)] {
        [
            ("physical", conversion.physical.map { [("mass", $0.mass), ("stiffness", $0.stiffness), ("damping", $0.damping)] }),
            ("response", conversion.response.map { [("response", $0.response), ("dampingRatio", $0.dampingRatio)] }),
            ("swiftui", conversion.swiftui.map { [("duration", $0.duration), ("bounce", $0.bounce)] }),
            ("motion", conversion.motion.map { [("duration", $0.duration), ("bounce", $0.bounce)] }),
            ("motionVisual", conversion.motionVisual.map { [("visualDuration", $0.visualDuration), ("bounce", $0.bounce)] }),
            ("settling", conversion.settling.map { [("settlingDuration", $0.settlingDuration), ("dampingRatio", $0.dampingRatio)] }),
            ("pop", conversion.pop.map { [("bounciness", $0.bounciness), ("speed", $0.speed)] }),
            ("origami", conversion.origami.map { [("tension", $0.tension), ("friction", $0.friction)] }),
            ("android", conversion.android.map { [("stiffness", $0.stiffness), ("dampingRatio", $0.dampingRatio)] }),
        ]
    }

    /// The JSON object for one setup: every family (an object of parameters, or null), the
    /// `reasons` object, and `initialVelocity` by API when the motion has a velocity.
    public static func json(for setup: SpringSetup) -> JSONValue {
        let conversion = SpringConversions(setup.spring)
        let families = families(of: conversion)
        var members: [(String, JSONValue)] = families.map { family, fields in
            (family, fields.map { .object($0.map { ($0.0, .number($0.1)) }) } ?? .null)
        }
        let reasonList = families.compactMap { family, _ in conversion.reasons[family].map { (family, JSONValue.string($0)) } }
        members.append(("reasons", .object(reasonList)))
        if setup.motion.absoluteVelocity != 0 {
            let velocities = InitialVelocities(setup.motion).byAPI.map { ($0.api, JSONValue.number($0.value)) }
            members.append(("initialVelocity", .object(velocities)))
        }
        return .object(members)
    }

    /// The JSON document for `setups`: one object, or an array of several; pretty-printed,
    /// ending in a newline.
    public static func json(for setups: [SpringSetup]) -> String {
        let values = setups.map { json(for: $0) }
        let document = values.count == 1 ? values[0] : .array(values)
        return document.serialized() + "\n"
    }

    /// The table for `setups`: one row per family (`— (reason)` when it cannot express the
    /// spring), and the initial velocity by API; labelled blocks when there are several.
    public static func table(for setups: [SpringSetup]) -> String {
        var text = ""
        for setup in setups {
            let conversion = SpringConversions(setup.spring)
            if setups.count > 1 { text += "\(setup.label)\n" }
            var rows: [[String]] = [["family", "parameters"]]
            for (family, fields) in families(of: conversion) {
                let description = fields.map { $0.map { "\($0.0) \(ReadableNumber.format($0.1))" }.joined(separator: ", ") }
                rows.append([family, description ?? "— (\(conversion.reasons[family] ?? "not representable"))"])
            }
            if setup.motion.absoluteVelocity != 0 {
                let velocities = InitialVelocities(setup.motion).byAPI.map { "\($0.api) \($0.value.map { ReadableNumber.format($0) } ?? "— (no step)")" }
                rows.append(["initialVelocity", velocities.joined(separator: ", ")])
            }
            text += TextTable.render(rows, rightAligned: false)
            if setups.count > 1 { text += "\n" }
        }
        return text
    }
}
