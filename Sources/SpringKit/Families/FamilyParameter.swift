/// One parameter in a family's description: the key users type, its aliases, whether a spec
/// must give it, its range, unit and scale, and what it means.
///
/// The spec parser, the conversions, fits, sweeps and help texts all read these
/// (``SpringFamily/parameters``, ``SpringFamily/commonParameters``).
public struct FamilyParameter: Sendable, Hashable {
    /// The key (`stiffness`).
    public let key: SpringParameter
    /// Other accepted spellings (`k`).
    public let aliases: [String]
    /// Whether a spec of the family must give it.
    public let isRequired: Bool
    /// The value used when a spec leaves it out (Motion's bounce 0.3, the settling ε 0.001).
    public let defaultValue: Double?
    /// The values the family's conversion accepts.
    public let range: ParameterRange
    /// The unit: `s` for times, `1/s²` for stiffness at mass 1, `step/s` for the normalised
    /// velocity, empty for dimensionless numbers and for the mass-bearing physical ones.
    public let unit: String
    /// The scale sliders and fits use.
    public let scale: ParameterScale
    /// The span a slider for it covers (the studio's), inside ``range``: where the springs
    /// people write lie. Values outside it are still accepted; `nil` when no slider is drawn
    /// for it (the motion's keys, ε).
    public let controlRange: ClosedRange<Double>?
    /// The whole units its engine reads it in (Flutter's duration: whole milliseconds), or
    /// `nil` when every value in ``range`` is taken as given. ``SpringFamily/spring(_:mass:)``
    /// refuses a value between steps; sweeps, fits and sliders keep to them.
    public let step: ParameterStep?
    /// One phrase saying what it is.
    public let summary: String

    /// Creates a parameter description.
    public init(_ key: SpringParameter, aliases: [String] = [], isRequired: Bool = true, defaultValue: Double? = nil,
                range: ParameterRange, unit: String = "", scale: ParameterScale,
                controlRange: ClosedRange<Double>? = nil, step: ParameterStep? = nil, summary: String) {
        self.key = key
        self.aliases = aliases
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.range = range
        self.unit = unit
        self.scale = scale
        self.controlRange = controlRange
        self.step = step
        self.summary = summary
    }

    /// The canonical spelling (`stiffness`).
    public var name: String { key.rawValue }

    /// Whether `spelling` names this parameter (case-sensitive): its key or an alias.
    public func matches(_ spelling: String) -> Bool {
        spelling == key.rawValue || aliases.contains(spelling)
    }
}
