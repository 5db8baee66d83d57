import RealModule

/// Flutter `SpringDescription.withDurationAndBounce(duration:bounce:)` (family `flutter` with
/// `duration`/`bounce`).
///
/// Formula (Flutter's, at its `const mass = 1.0`; at mass m the motion is kept, which is the
/// same formula with that mass): `T = duration/1000` s, `k = 4π²·m/T²`,
/// `ζ = bounce > 0 ? 1 − bounce : 1/(bounce + 1)`, `c = ζ·2·√(m·k)`, evaluated in Flutter's
/// order of operations, so at mass 1 and a whole number of milliseconds the spring is
/// Flutter's to rounding (Dart's `math.pow(T, 2)` is taken as `T·T`). The undamped period 2π/ω0 is the duration.
/// Inverse (Flutter's getters `duration` and `bounce`, unrounded): `T = 2π/ω0`,
/// `bounce = ζ < 1 ? 1 − ζ : 1/ζ − 1`.
/// Source: flutter/flutter `packages/flutter/lib/src/physics/spring_simulation.dart`
/// (`SpringDescription.withDurationAndBounce`: defaults `Duration(milliseconds: 500)` and 0,
/// `assert(duration.inMilliseconds > 0)`; getters `duration` and `bounce`); checked against
/// Flutter's published test `packages/flutter/test/physics/spring_simulation_test.dart`
/// (bounce 0.3: k 157.91, c 17.59; bounce −0.3: c 35.90) and 50-digit values
/// (Tests/SpringKitTests/Reference/make_flutter.py). Dart is not run here.
///
/// Units: `duration` is in **milliseconds**, as `Duration(milliseconds:)` takes it, so a
/// number copied from Flutter code means the same spring. Flutter reads a `Duration` through
/// `inMilliseconds` (whole milliseconds, truncated); this type takes any real number of
/// milliseconds ≥ 1 exactly, so a fractional duration is the same formula unrounded
/// (`SpringDescription(mass:stiffness:damping:)` writes such a spring exactly).
/// Range: duration ≥ 1 ms (Flutter asserts `inMilliseconds > 0`), bounce in (−1, 1] (Flutter
/// does not check the bounce, but beyond 1 its damping ratio is negative and at or below −1
/// infinite or negative: springs SpringTune does not model). Representable springs: a period
/// 2π/ω0 of at least 1 ms; every damping ratio ζ ≥ 0 is a bounce in (−1, 1].
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

    /// The duration in milliseconds (≥ 1): the undamped period 2π/ω0.
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

    /// `duration` if it is a finite number of milliseconds ≥ 1.
    /// - Throws: ``SpringError`` naming `duration` otherwise.
    public static func validDuration(_ duration: Double) throws(SpringError) -> Double {
        guard duration.isFinite, duration >= minimumDuration else {
            throw SpringError(parameter: "duration", value: duration,
                              allowed: "a finite number of milliseconds ≥ 1 (Flutter asserts Duration.inMilliseconds > 0)")
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
    ///   or one so short or long the spring overflows), `bounce` or `mass`.
    public func spring(mass: Double = 1) throws(SpringError) -> Spring {
        let m = try Validate.positive(mass, "mass")
        let duration = try Self.validDuration(duration)
        let zeta = try Self.dampingRatio(bounce: bounce)
        let seconds = duration / 1000
        let stiffness = (4 * Double.pi * Double.pi * m) / (seconds * seconds)
        let damping = zeta * 2 * (m * stiffness).squareRoot()
        return try Spring.blaming("duration", value: duration, mass: m, stiffness: stiffness, damping: damping)
    }

    /// Flutter's duration (in milliseconds, unrounded) and bounce for the spring's motion.
    /// - Throws: ``NotRepresentable`` when the period 2π/ω0 is under 1 ms.
    public init(representing spring: Spring) throws(NotRepresentable) {
        let duration = 2 * Double.pi / spring.naturalFrequency * 1000
        guard duration >= Self.minimumDuration * (1 - 1e-12) else {
            throw NotRepresentable("Flutter asserts a duration of at least 1 ms; this spring's period is \(duration.shortForMessages) ms")
        }
        self.init(duration: Swift.max(duration, Self.minimumDuration),
                  bounce: Self.bounce(dampingRatio: spring.dampingRatio))
    }
}
