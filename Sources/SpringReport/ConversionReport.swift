import SpringIO
import SpringKit

/// What `springtune convert` prints: a spring in every family's parameters, why a family
/// cannot express it, and the initial velocity in each API's convention.
public enum ConversionReport {
    /// Each form's parameters for `conversion` (``FamilyForm/allCases``, each form's
    /// ``FamilyForm/keys`` in order, then the frame rate a per-frame form is written at:
    /// Svelte's `frameRate`), `nil` when the form cannot express the spring
    /// (``SpringConversions/notRepresentable`` says why).
    public static func families(of conversion: SpringConversions)
        -> [(form: FamilyForm, parameters: [(key: SpringParameter, value: Double)]?)] {
        FamilyForm.allCases.map { form in
            guard var values = conversion.values(of: form) else { return (form, nil) }
            if form.optionalKeys.contains(.frameRate) { values.append((key: .frameRate, value: conversion.frameRate)) }
            return (form, values)
        }
    }

    /// The JSON object for one setup: every family (an object of parameters, or null), the
    /// `reasons` object, and `initialVelocity` by API when the motion has a velocity; Svelte's
    /// form written at `frameRate` Hz.
    public static func json(for setup: SpringSetup, frameRate: Double = SvelteParameters.defaultFrameRate) -> JSONValue {
        let conversion = SpringConversions(setup.spring, frameRate: frameRate)
        let families = families(of: conversion)
        var members: [(String, JSONValue)] = families.map { form, fields in
            (form.rawValue, fields.map { .object($0.map { ($0.key.rawValue, .number($0.value)) }) } ?? .null)
        }
        let reasonList = families.compactMap { form, _ in
            conversion.notRepresentable[form].map { (form.rawValue, JSONValue.string($0.reason)) }
        }
        members.append(("reasons", .object(reasonList)))
        if setup.motion.absoluteVelocity != 0 {
            let velocities = InitialVelocities(setup.motion).byAPI.map { ($0.api, JSONValue.number($0.value)) }
            members.append(("initialVelocity", .object(velocities)))
        }
        return .object(members)
    }

    /// The JSON document for `setups`: one object, or an array of several; pretty-printed,
    /// ending in a newline; Svelte's form written at `frameRate` Hz.
    public static func json(for setups: [SpringSetup], frameRate: Double = SvelteParameters.defaultFrameRate) -> String {
        let values = setups.map { json(for: $0, frameRate: frameRate) }
        let document = values.count == 1 ? values[0] : .array(values)
        return document.serialized() + "\n"
    }

    // Tables format numbers through NumberStyle.readable (C's snprintf), which Embedded Swift lacks:
    // not in the WebAssembly build (docs/web.md), which writes JSON.
#if !hasFeature(Embedded)
    /// The table for `setups`: one row per family (`— (reason)` when it cannot express the
    /// spring), and the initial velocity by API; labelled blocks when there are several.
    /// Svelte's form is written at `frameRate` Hz.
    public static func table(for setups: [SpringSetup], frameRate: Double = SvelteParameters.defaultFrameRate) -> String {
        var text = ""
        for setup in setups {
            let conversion = SpringConversions(setup.spring, frameRate: frameRate)
            if setups.count > 1 { text += "\(setup.label)\n" }
            var rows: [[String]] = [["family", "parameters"]]
            for (form, fields) in families(of: conversion) {
                let description = fields.map { $0.map { "\($0.key) \(NumberStyle.readable.text($0.value))" }.joined(separator: ", ") }
                rows.append([form.rawValue, description ?? "— (\(conversion.notRepresentable[form]?.reason ?? "not representable"))"])
            }
            if setup.motion.absoluteVelocity != 0 {
                let velocities = InitialVelocities(setup.motion).byAPI.map { "\($0.api) \($0.value.map { NumberStyle.readable.text($0) } ?? "— (no step)")" }
                rows.append(["initialVelocity", velocities.joined(separator: ", ")])
            }
            text += TextTable.render(rows, rightAligned: false)
            if setups.count > 1 { text += "\n" }
        }
        return text
    }
#endif
}
