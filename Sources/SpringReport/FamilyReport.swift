import SpringIO
import SpringKit

/// The families as the studio builds its controls from them (`/api/config`'s `families`): each
/// form in the order `springtune convert` lists them (``FamilyForm/allCases``), with its spec
/// family, title, limits and its keys' descriptions (``FamilyParameter``: range, unit, scale,
/// default, the span of a slider). Read from the family types; nothing is restated here.
public enum FamilyReport {
    /// One object per form: `key` (the form, as in the convert JSON), `family` (the spec
    /// family), `title`, `limits`, `impliesVelocity` (the family's values set the initial
    /// velocity: a spec of it takes none), and `parameters`, one object per key of the form in order:
    /// `key`, `aliases`, `required`, `default` (null when none), `range` (interval notation),
    /// `unit`, `scale`, `control` (`[low, high]`, the slider's span), `step` (the spacing of the
    /// values its engine reads, ``SpringKit/FamilyParameter/step``: 1 for Flutter's whole
    /// milliseconds; null when any value is read as given), `summary`.
    public static func json() -> JSONValue {
        .array(FamilyForm.allCases.map { form in
            let family = form.family
            return .object([
                ("key", .string(form.rawValue)),
                ("family", .string(family.rawValue)),
                ("title", .string(form.title)),
                ("limits", .string(form.limits)),
                ("impliesVelocity", .bool(family.impliesVelocity)),
                ("parameters", .array(form.keys.compactMap { family.parameter($0) }.map(json(for:)))),
            ])
        })
    }

    /// One parameter's description.
    static func json(for parameter: FamilyParameter) -> JSONValue {
        .object([
            ("key", .string(parameter.name)),
            ("aliases", .array(parameter.aliases.map { .string($0) })),
            ("required", .bool(parameter.isRequired)),
            ("default", .number(parameter.defaultValue)),
            ("range", .string(parameter.range.description)),
            ("unit", .string(parameter.unit)),
            ("scale", .string(parameter.scale.rawValue)),
            ("control", parameter.controlRange.map { .array([.number($0.lowerBound), .number($0.upperBound)]) } ?? .null),
            ("step", .number(parameter.step?.size)),
            ("summary", .string(parameter.summary)),
        ])
    }
}
