/// The whole units a parameter is read in by its engine: Flutter reads a `Duration` through
/// `inMilliseconds`, so its `withDurationAndBounce` duration is a whole number of milliseconds,
/// and 500.7 ms would be drawn as 500 ms (``FlutterParameters/durationStep``).
///
/// A family describes it once, on the parameter (``FamilyParameter/step``), and everything
/// that produces the parameter follows it: ``SpringFamily/spring(_:mass:)`` refuses a value
/// between two steps (``check(_:parameter:)``, a ``SpringError`` with reason
/// ``SpringError/Reason/belowEngineResolution``), sweeps refuse an axis that takes one, fits
/// settle on whole steps, and the studio's sliders move by steps. The family's formula itself
/// (``SpringFamilyParameterization/spring(_:mass:)``) is continuous between steps, which is
/// where a fit searches before it settles.
///
/// Values are multiples of ``size`` exactly (a step of 1: `value.rounded() == value`), so a
/// number written in a spec either is a step or is refused; nothing is rounded silently.
/// Cost: constant.
public struct ParameterStep: Sendable, Hashable {
    /// The spacing of the values, in the parameter's unit (1: whole numbers).
    public let size: Double
    /// The unit's name in the plural, for messages (`milliseconds`).
    public let unitName: String
    /// Who reads the value in steps, and how (`Flutter reads Duration.inMilliseconds`).
    public let reader: String
    /// How the engine would round a value between steps (Flutter's `inMilliseconds` truncates:
    /// `.towardZero`).
    public let engineRounding: FloatingPointRoundingRule

    /// A step of `size` (> 0, finite) in `unitName`, read by `reader`, which rounds a value
    /// between steps by `engineRounding`.
    public init(size: Double = 1, unitName: String, reader: String, engineRounding: FloatingPointRoundingRule) {
        precondition(size > 0 && size.isFinite, "a step is a finite size > 0")
        self.size = size
        self.unitName = unitName
        self.reader = reader
        self.engineRounding = engineRounding
    }

    /// Whether `value` is finite and a whole number of steps.
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        let steps = value / size
        return steps.rounded() == steps
    }

    /// The step nearest `value` (ties away from zero).
    public func nearest(_ value: Double) -> Double { (value / size).rounded() * size }

    /// The step at or below `value`.
    public func below(_ value: Double) -> Double { (value / size).rounded(.down) * size }

    /// The value the engine reads for `value` (`⌊500.7⌋ = 500` for Flutter's duration).
    public func engineValue(_ value: Double) -> Double { (value / size).rounded(engineRounding) * size }

    /// What the parameter takes: "a whole number of milliseconds" (a step of 1), else "a
    /// multiple of 0.5 milliseconds".
    public var allowed: String {
        size == 1 ? "a whole number of \(unitName)" : "a multiple of \(NumberStyle.decimal.text(size)) \(unitName)"
    }

    /// The refusal of `value` for `parameter`: `invalid duration 500.7: must be a whole number
    /// of milliseconds (Flutter reads Duration.inMilliseconds, which would truncate 500.7 to
    /// 500)`, a data error (``SpringError/Reason/belowEngineResolution``).
    public func error(parameter: String, value: Double) -> SpringError {
        let verb: String
        switch engineRounding {
        case .towardZero: verb = "truncate"
        case .down: verb = "round down"
        case .up: verb = "round up"
        default: verb = "round"
        }
        return SpringError(parameter: parameter, value: NumberStyle.decimal.text(value),
                           allowed: "\(allowed) (\(reader), which would \(verb) \(NumberStyle.decimal.text(value)) to \(NumberStyle.decimal.text(engineValue(value))))",
                           reason: .belowEngineResolution)
    }

    /// `value` when it is a whole number of steps.
    /// - Throws: ``error(parameter:value:)`` otherwise (a finite value; range checks come first).
    @discardableResult
    public func check(_ value: Double, parameter: String) throws(SpringError) -> Double {
        guard contains(value) else { throw error(parameter: parameter, value: value) }
        return value
    }
}
