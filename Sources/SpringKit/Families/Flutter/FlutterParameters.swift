import RealModule

/// Flutter `SpringDescription.withDurationAndBounce(duration:bounce:)` (family `flutter` with
/// `duration`/`bounce`).
///
/// Formula (Flutter's, at its `const mass = 1.0`; at mass m the motion is kept, which is the
/// same formula with that mass): `T = duration/1000` s, `k = 4π²·m/T²`,
/// `ζ = bounce > 0 ? 1 − bounce : 1/(bounce + 1)`, `c = ζ·2·√(m·k)`, evaluated in Flutter's
/// order of operations, so at mass 1 and a whole number of milliseconds the spring is
/// Flutter's to rounding (Dart's `math.pow(T, 2)` is taken as `T·T`). The undamped period 2π/ω0 is the duration.
/// Inverse (Flutter's getters `duration` and `bounce`): `T = 2π/ω0` when it is a whole number
/// of milliseconds (the getter rounds it to the nearest; this inverse refuses any other
/// period), `bounce = ζ < 1 ? 1 − ζ : 1/ζ − 1`.
/// Source: flutter/flutter `packages/flutter/lib/src/physics/spring_simulation.dart`
/// (`SpringDescription.withDurationAndBounce`: defaults `Duration(milliseconds: 500)` and 0,
/// `assert(duration.inMilliseconds > 0)`; getters `duration` and `bounce`); checked against
/// Flutter's published test `packages/flutter/test/physics/spring_simulation_test.dart`
/// (bounce 0.3: k 157.91, c 17.59; bounce −0.3: c 35.90) and 60-digit values
/// (Tests/SpringKitTests/Reference/make_flutter_reference.py). Dart is not run here.
///
/// Units: `duration` is in **milliseconds**, as `Duration(milliseconds:)` takes it, so a
/// number copied from Flutter code means the same spring. Flutter reads the `Duration` through
/// `inMilliseconds` (whole milliseconds, truncated), so the duration is a whole number of
/// milliseconds (``durationStep``): a fractional one is refused, since Flutter would draw the
/// spring of its truncation (`SpringDescription(mass:stiffness:damping:)` or
/// `withDampingRatio` write any spring exactly).
/// Range: duration a whole number ≥ 1 ms (Flutter asserts `inMilliseconds > 0`), bounce in
/// (−1, 1] (Flutter does not check the bounce, but beyond 1 its damping ratio is negative and
/// at or below −1 infinite or negative: springs SpringTune does not model). Representable
/// springs: a period 2π/ω0 that is a whole number of milliseconds ≥ 1, to
/// ``wholeDurationTolerance`` (1e-12 relative, which absorbs the formula's own rounding: every
/// whole duration from 1 to 10⁶ ms comes back from its spring within 4 ulps, 4.4e-16); every
/// damping ratio ζ ≥ 0 is a bounce in (−1, 1]. Any other period has no `flutter` form; the
/// reason names the nearest whole duration (Flutter's `duration` getter, which rounds to the
/// nearest millisecond) and its bounce, and `withDampingRatio`, which writes it exactly.
/// Accuracy: a few ulps both ways. Cost: a square root and a division.
public struct FlutterParameters: SpringParameterization {
    /// ``FamilyForm/flutter``.
    public static let form = FamilyForm.flutter

    /// The values, keyed: `.duration: duration, .bounce: bounce`.
    public var parameters: SpringParameters { [.duration: duration, .bounce: bounce] }

    /// Flutter's default duration, `Duration(milliseconds: 500)`, in milliseconds.
    public static let defaultDuration = 500.0
    /// Flutter's default bounce, 0 (critically damped).
    public static let defaultBounce = 0.0
    /// The shortest duration Flutter accepts, in milliseconds (`inMilliseconds > 0`).
    public static let minimumDuration = 1.0

    /// Flutter reads the duration in whole milliseconds (`Duration.inMilliseconds`, which
    /// truncates): the one rule for every duration of this form (``FamilyParameter/step``).
    public static let durationStep = ParameterStep(unitName: "milliseconds", reader: "Flutter reads Duration.inMilliseconds",
                                                   engineRounding: .towardZero)

    /// How close (relative) a spring's period must be to a whole number of milliseconds for
    /// the inverse to write it with that duration: 1e-12, over 2000 times the largest
    /// deviation of the round trip through this formula (4 ulps, 4.4e-16, over every whole
    /// duration from 1 to 10⁶ ms at masses from 1e-3 to 1e3:
    /// `FlutterFamilyTests.everyWholeDurationComesBackWhole`), and a nanosecond at 10⁶ ms.
    public static let wholeDurationTolerance = 1e-12

    /// The duration in milliseconds (a whole number ≥ 1): the undamped period 2π/ω0.
    public var duration: Double
    /// The bounce in (−1, 1]: 0 is critically damped, 1 undamped, negative overdamped.
    public var bounce: Double

    /// Creates the parameters (checked by ``spring(mass:)``).
    public init(duration: Double = FlutterParameters.defaultDuration, bounce: Double = FlutterParameters.defaultBounce) {
        self.duration = duration
        self.bounce = bounce
    }

    /// Flutter's damping ratio for a bounce: `bounce > 0 ? 1 − bounce : 1/(bounce + 1)`.
    /// - Throws: ``SpringError`` naming `bounce` when it is not in (−1, 1].
    public static func dampingRatio(bounce: Double) throws(SpringError) -> Double {
        guard bounce.isFinite, bounce > -1, bounce <= 1 else {
            throw SpringError(parameter: "bounce", value: bounce,
                              allowed: "in (−1, 1] (beyond it Flutter's damping ratio, 1 − bounce or 1/(bounce + 1), is negative or infinite)")
        }
        return bounce > 0 ? 1 - bounce : 1 / (bounce + 1)
    }

    /// `duration` if it is a finite number of milliseconds ≥ 1 (whole or not: its step,
    /// ``durationStep``, is checked after the range).
    /// - Throws: ``SpringError`` naming `duration` otherwise.
    public static func validDuration(_ duration: Double) throws(SpringError) -> Double {
        guard duration.isFinite, duration >= minimumDuration else {
            throw SpringError(parameter: "duration", value: duration,
                              allowed: "a whole number of milliseconds ≥ 1 (Flutter asserts Duration.inMilliseconds > 0)")
        }
        return duration
    }

    /// Flutter's bounce for a damping ratio `ζ ≥ 0` (its `bounce` getter):
    /// `ζ < 1 ? 1 − ζ : 1/ζ − 1`.
    public static func bounce(dampingRatio zeta: Double) -> Double {
        zeta < 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The spring at `mass`: `k = 4π²·m/T²`, `c = ζ·2·√(m·k)` with `T = duration/1000`.
    /// - Throws: ``SpringError`` naming `duration` (not a finite number of milliseconds ≥ 1,
    ///   one so short or long the spring overflows, or, reason
    ///   ``SpringError/Reason/belowEngineResolution``, not a whole number), `bounce` or `mass`.
    public func spring(mass: Double = 1) throws(SpringError) -> Spring {
        let spring = try continuousSpring(mass: mass)
        try Self.durationStep.check(duration, parameter: "duration")
        return spring
    }

    /// The same formula at any duration ≥ 1 ms, whole or not: the spring between Flutter's
    /// whole milliseconds, which fits search before settling on them
    /// (``SpringFamily/continuousSpring(_:mass:)``).
    /// - Throws: ``SpringError`` naming `duration` (not a finite number of milliseconds ≥ 1, or
    ///   one so short or long the spring overflows), `bounce` or `mass`.
    public func continuousSpring(mass: Double = 1) throws(SpringError) -> Spring {
        let m = try Validate.positive(mass, "mass")
        let duration = try Self.validDuration(duration)
        let zeta = try Self.dampingRatio(bounce: bounce)
        let seconds = duration / 1000
        let stiffness = (4 * Double.pi * Double.pi * m) / (seconds * seconds)
        let damping = zeta * 2 * (m * stiffness).squareRoot()
        return try Spring.blaming("duration", value: duration, mass: m, stiffness: stiffness, damping: damping)
    }

    /// The period 2π/ω0 in milliseconds, unrounded, and Flutter's bounce of the motion of
    /// natural frequency `omega` and damping ratio `zeta` (Flutter's getters before the
    /// `duration` getter rounds): the continuous inverse fits start from.
    public static func continuousValues(naturalFrequency omega: Double, dampingRatio zeta: Double) -> (duration: Double, bounce: Double) {
        (2 * Double.pi / omega * 1000, bounce(dampingRatio: zeta))
    }

    /// Flutter's duration (a whole number of milliseconds) and bounce for the spring's motion.
    /// - Throws: ``NotRepresentable`` when the period 2π/ω0 is under 1 ms, or not a whole
    ///   number of milliseconds to ``wholeDurationTolerance``: the reason names the nearest
    ///   whole duration with the bounce, and `withDampingRatio`, which writes the spring exactly.
    public init(representing spring: Spring) throws(NotRepresentable) {
        let (period, bounce) = Self.continuousValues(naturalFrequency: spring.naturalFrequency, dampingRatio: spring.dampingRatio)
        guard period >= Self.minimumDuration * (1 - Self.wholeDurationTolerance) else {
            throw NotRepresentable("Flutter asserts a duration of at least 1 ms; this spring's period is \(period.shortForMessages) ms")
        }
        let whole = Swift.max(Self.durationStep.nearest(period), Self.minimumDuration)
        guard (period - whole).magnitude <= Self.wholeDurationTolerance * whole else {
            throw NotRepresentable("period \(period.shortForMessages(distinctFrom: whole)) ms is not whole: nearest \(NumberStyle.decimal.text(whole)), bounce \(bounce.shortForMessages); withDampingRatio is exact")
        }
        self.init(duration: whole, bounce: bounce)
    }
}

#if !hasFeature(Embedded)
extension FlutterParameters: Codable {}
#endif
