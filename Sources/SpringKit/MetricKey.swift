/// One named quantity of a spring's reports: its key (the JSON key, the CSV column, the sweep's
/// `--metrics` and `--where` name), the unit tables show beside it, the label the studio shows,
/// and what kind of number it is.
///
/// The one vocabulary of the metrics: `springtune metrics`, `fit`, `sweep`, preset files and the
/// studio (`/api/config`'s `metrics`) all name a quantity by one of these values, so a key is
/// spelled, labelled and given its unit once. The step-response metrics are those of
/// ``SpringMetrics`` (docs/physics.md); the spring's and the motion's values sit beside them.
///
/// ```swift
/// MetricKey.settlingTime.key    // "settlingTime"
/// MetricKey.settlingTime.unit   // "s"
/// MetricKey.settlingTime.label  // "settling time"
/// ```
public struct MetricKey: Sendable, Hashable, CustomStringConvertible {
    /// What kind of number a key holds, which says how to read and compare it.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A time in seconds since the motion started (or a duration): lower is sooner.
        case time
        /// A percentage of the distance moved (the step, or after retargets the last distance).
        case percent
        /// A whole number of events.
        case count
        /// A dimensionless ratio (the damping ratio ζ, the band as a fraction of the step).
        case ratio
        /// An angular frequency in rad/s.
        case frequency
        /// A position or a distance, in units of x.
        case position
        /// A velocity, in steps or units of x per second.
        case velocity
        /// A physical coefficient of the spring (mass, stiffness, damping).
        case coefficient
        /// A name (the damping regime, a solver), not a number.
        case text
    }

    /// The JSON key and CSV column name (`settlingTime`).
    public let key: String
    /// The words the studio shows for it (`settling time`).
    public let label: String
    /// The unit tables show beside the key (`s`, `%`, `rad/s`), empty for a plain number.
    public let unit: String
    /// What kind of number it is.
    public let kind: Kind
    /// How to read its value from a spring's metrics and the spring, for a key that one of them
    /// holds (``value(in:of:)``); `nil` for the others.
    private let reader: (@Sendable (SpringMetrics, Spring) -> Double?)?

    /// A key named `key`, shown as `label`, in `unit`, of `kind`, whose value neither a spring's
    /// metrics nor the spring holds (``value(in:of:)`` is `nil`).
    public init(_ key: String, label: String, unit: String = "", kind: Kind) {
        self.init(key, label: label, unit: unit, kind: kind, reader: nil)
    }

    /// A key named `key`, shown as `label`, in `unit`, of `kind`, whose value `value` reads from
    /// a spring's metrics and the spring (``value(in:of:)``).
    init(_ key: String, label: String, unit: String = "", kind: Kind,
         value: @escaping @Sendable (SpringMetrics, Spring) -> Double?) {
        self.init(key, label: label, unit: unit, kind: kind, reader: value)
    }

    private init(_ key: String, label: String, unit: String, kind: Kind,
                 reader: (@Sendable (SpringMetrics, Spring) -> Double?)?) {
        self.key = key
        self.label = label
        self.unit = unit
        self.kind = kind
        self.reader = reader
    }

    /// Two keys are the same when their key, label, unit and kind are.
    public static func == (lhs: MetricKey, rhs: MetricKey) -> Bool {
        lhs.key == rhs.key && lhs.label == rhs.label && lhs.unit == rhs.unit && lhs.kind == rhs.kind
    }

    /// Hashes the key, label, unit and kind.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(label)
        hasher.combine(unit)
        hasher.combine(kind)
    }

    /// The key.
    public var description: String { key }

    /// The key of a member of a group (`exact.settlingTime`), labelled `labelPrefix` + this label,
    /// in this unit: how tables and CSV name a group's members.
    public func member(of group: String, labelPrefix: String) -> MetricKey {
        MetricKey(group + "." + key, label: labelPrefix + label, unit: unit, kind: kind)
    }
}

// MARK: The keys

extension MetricKey {
    /// The last exit from the settling band (``SpringMetrics/settlingTime``), in s.
    public static let settlingTime = MetricKey("settlingTime", label: "settling time", unit: "s", kind: .time) { metrics, _ in metrics.settlingTime }
    /// The largest excursion past the target (``SpringMetrics/overshootPercent``), in % of the step.
    public static let overshootPercent = MetricKey("overshootPercent", label: "overshoot", unit: "%", kind: .percent) { metrics, _ in metrics.overshootPercent }
    /// The largest excursion behind the start (``SpringMetrics/undershootPercent``), in % of the step.
    public static let undershootPercent = MetricKey("undershootPercent", label: "undershoot", unit: "%", kind: .percent) { metrics, _ in metrics.undershootPercent }
    /// Time of the largest excursion past the target (``SpringMetrics/peakTime``), in s.
    public static let peakTime = MetricKey("peakTime", label: "peak time", unit: "s", kind: .time) { metrics, _ in metrics.peakTime }
    /// Position at the peak (``SpringMetrics/peakValue``).
    public static let peakValue = MetricKey("peakValue", label: "peak value", kind: .position) { metrics, _ in metrics.peakValue }
    /// First crossing of 90 % of the step minus first crossing of 10 % (``SpringMetrics/riseTime``), in s.
    public static let riseTime = MetricKey("riseTime", label: "rise time (10–90 %)", unit: "s", kind: .time) { metrics, _ in metrics.riseTime }
    /// Settling time against a band relative to the largest error (``SpringMetrics/transientTime``), in s.
    public static let transientTime = MetricKey("transientTime", label: "transient time", unit: "s", kind: .time) { metrics, _ in metrics.transientTime }
    /// Crossings of the target before the settling time (``SpringMetrics/bounces``).
    public static let bounces = MetricKey("bounces", label: "bounces", kind: .count) { metrics, _ in metrics.bounces.map(Double.init) }
    /// When the spring is at rest for good under rest thresholds (``SpringMetrics/restTime``), in s.
    public static let restTime = MetricKey("restTime", label: "rest time", unit: "s", kind: .time) { metrics, _ in metrics.restTime }
    /// ζ = c / (2√(k·m)) (``Spring/dampingRatio``).
    public static let dampingRatio = MetricKey("dampingRatio", label: "damping ratio ζ", kind: .ratio) { _, spring in spring.dampingRatio }
    /// ω0 = √(k/m) (``Spring/naturalFrequency``), in rad/s.
    public static let naturalFrequency = MetricKey("naturalFrequency", label: "natural frequency ω₀", unit: "rad/s", kind: .frequency) { _, spring in spring.naturalFrequency }
    /// Under-, critically or over-damped (``Spring/regime``).
    public static let regime = MetricKey("regime", label: "regime", kind: .text)
    /// The mass m (``Spring/mass``).
    public static let mass = MetricKey("mass", label: "mass m", kind: .coefficient) { _, spring in spring.mass }
    /// The stiffness k (``Spring/stiffness``).
    public static let stiffness = MetricKey("stiffness", label: "stiffness k", kind: .coefficient) { _, spring in spring.stiffness }
    /// The damping coefficient c (``Spring/damping``).
    public static let damping = MetricKey("damping", label: "damping c", kind: .coefficient) { _, spring in spring.damping }
    /// The start velocity in steps per second (``Motion/initialVelocity``).
    public static let initialVelocity = MetricKey("initialVelocity", label: "initial velocity", unit: "step/s", kind: .velocity)
    /// The start velocity in units of x per second (``Motion/absoluteVelocity``).
    public static let absoluteVelocity = MetricKey("absoluteVelocity", label: "absolute velocity", unit: "x/s", kind: .velocity)
    /// The start position (``Motion/from``).
    public static let from = MetricKey("from", label: "from", kind: .position)
    /// The target (``Motion/to``).
    public static let to = MetricKey("to", label: "to", kind: .position)
    /// The settling band as a fraction of the step.
    public static let band = MetricKey("band", label: "band", unit: "of step", kind: .ratio)
    /// The settling band's half-width (``SpringMetrics/bandWidth``), in units of x.
    public static let bandWidth = MetricKey("bandWidth", label: "band width", unit: "x", kind: .position) { metrics, _ in metrics.bandWidth }
    /// The solver whose curve was measured.
    public static let solver = MetricKey("solver", label: "measured as drawn by", kind: .text)

    /// The key of the group holding the exact solution's metrics beside those of the curve an
    /// engine draws (`exact`; `exact.settlingTime` in tables and CSV).
    public static let exactGroup = "exact"

    /// The step-response metrics of ``SpringMetrics``, in the order reports list them (and a
    /// metrics record's `exact` object holds them).
    public static let responseMetrics: [MetricKey] = [
        settlingTime, overshootPercent, undershootPercent, peakTime, peakValue, riseTime, transientTime, bounces, restTime,
    ]

    /// The value of this key in `metrics` of `spring`: a step-response metric, the damping ratio,
    /// the natural frequency or a coefficient of the spring; `nil` where it does not exist or
    /// for a key neither holds.
    /// Cost: constant.
    public func value(in metrics: SpringMetrics, of spring: Spring) -> Double? {
        reader?(metrics, spring)
    }
}
