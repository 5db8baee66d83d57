import RealModule

/// Duration and bounce: SwiftUI / UIKit `Spring(duration:bounce:)` (family `swiftui`; Flutter's
/// `SpringDescription.withDurationAndBounce` is the same formula with the duration in
/// milliseconds: ``FlutterParameters``, family `flutter`).
///
/// Formula: the ``ResponseParameters`` mapping with response = duration and
/// `ζ = 1 − b` for `b ≥ 0`, `ζ = 1/(1 + b)` for `b < 0`; so `k = (2π/T)²·m`, `c = 4πζm/T`.
/// Inverse: `T = 2π/ω0`, `b = 1 − ζ` (ζ < 1), `b = 1/ζ − 1` (ζ ≥ 1).
/// Source: third-party reconstructions that reproduce Apple's documented examples
/// (`Spring(duration: 0.5, bounce: 0.3)` is mass 1, stiffness 157.9, damping 17.6;
/// `Spring(mass: 1, stiffness: 100, damping: 10)` is duration 0.63, bounce 0.5):
/// OpenSwiftUI `Spring+DurationBounce.swift`, Flutter `withDurationAndBounce`.
/// Range: duration > 0, bounce in (−1, 1]. Every spring is representable
/// (ζ ∈ [0, ∞) maps onto b ∈ (−1, 1]).
/// Note: SwiftUI's `Spring(mass:stiffness:damping:allowOverDamping:)` treats an overdamped
/// spring as critically damped unless `allowOverDamping` is true; this conversion is exact
/// and keeps overdamping (b < 0), as `Spring(duration:bounce:)` itself does.
/// Accuracy: a few ulps both ways.
public struct SwiftUIParameters: SpringParameterization {
    /// ``FamilyForm/swiftui``.
    public static let form = FamilyForm.swiftui

    /// The values, keyed: `.duration: duration, .bounce: bounce`.
    public var parameters: SpringParameters { [.duration: duration, .bounce: bounce] }

    /// The perceptual duration `T` in seconds (> 0); equal to the response `2π/ω0`.
    public var duration: Double
    /// The bounce `b` in (−1, 1]: 0 is critically damped, negative is overdamped.
    public var bounce: Double

    /// Creates the parameters (checked by ``spring(mass:)``).
    public init(duration: Double, bounce: Double) {
        self.duration = duration
        self.bounce = bounce
    }

    /// The damping ratio for a bounce: `1 − b` (b ≥ 0), `1/(1 + b)` (b < 0).
    /// - Throws: ``SpringError`` when `b` is not in (−1, 1].
    public static func dampingRatio(bounce: Double) throws(SpringError) -> Double {
        guard bounce.isFinite, bounce > -1, bounce <= 1 else {
            throw SpringError(parameter: "bounce", value: bounce, allowed: "in (−1, 1]")
        }
        return bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// The bounce for a damping ratio `ζ ≥ 0`: `1 − ζ` (ζ < 1), `1/ζ − 1` (ζ ≥ 1).
    public static func bounce(dampingRatio zeta: Double) -> Double {
        zeta < 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The spring at `mass`: response `duration`, ζ from the bounce.
    /// - Throws: ``SpringError`` naming `duration`, `bounce` or `mass` when out of range.
    public func spring(mass: Double = 1) throws(SpringError) -> Spring {
        let period = try Validate.positive(duration, "duration")
        let zeta = try Self.dampingRatio(bounce: bounce)
        return try Spring.fromMotion(naturalFrequency: 2 * Double.pi / period, dampingRatio: zeta,
                                     mass: mass, blaming: "duration", value: period)
    }

    /// `T = 2π/ω0` and the bounce of ζ; every spring is representable.
    public init(representing spring: Spring) throws(NotRepresentable) {
        self.init(duration: 2 * Double.pi / spring.naturalFrequency,
                  bounce: Self.bounce(dampingRatio: spring.dampingRatio))
    }
}

#if !hasFeature(Embedded)
extension SwiftUIParameters: Codable {}
#endif
