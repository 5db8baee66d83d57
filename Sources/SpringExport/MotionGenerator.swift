import Foundation
import SpringKit

/// A reproduction of Motion's spring generator and its `toString()` (motiondivision/motion,
/// `motion-dom` `animation/generators/spring`), for byte-exact `linear()` strings.
///
/// Matched: Motion 13.1.1, and every release since 12.36.0 (12 March 2026): the rest check of a
/// physics spring tests the analytic velocity *and* the displacement in every regime
/// (ζ < 1, ζ = 1, ζ > 1). The generator works in milliseconds with ω0/1000 and velocities per
/// ms, as Motion does, so the floating-point operations happen in Motion's order. Motion
/// 12.35.1 and earlier checked a 5 ms backward finite difference instead:
/// ``VelocityRule/finiteDifference`` reproduces that, and its test-suite string. (12.35.2
/// alone checked the analytic velocity only for ζ < 1; that release is not reproduced.)
/// Facts restated from the public (MIT) source; SpringTune's own code.
///
/// Resolution of options, as Motion does it:
/// - physics (`stiffness`/`damping`/`mass`; missing ones default to 100/10/1) with `velocity`
///   in units per second, rest thresholds `restDelta`/`restSpeed` (0 or absent: 0.005/0.01 when
///   |to − from| < 5, else 0.5/2);
/// - `duration` (ms) and `bounce` (default 0.3): Motion's `findSpring` — ζ = clamp(1 − b, 0.05, 1),
///   duration clamped to [0.01, 10] s, ω0 from 11 undamped Newton steps from 5/duration (not the
///   exact root), mass 1, velocity ignored, done when t ≥ duration;
/// - `visualDuration` (s) with `bounce` (only when `bounce` or `duration` is also given — without
///   them Motion ignores visualDuration and uses the physics defaults): ω0 = 2π/(1.2·V),
///   ζ = clamp(1 − b, 0.05, 1), mass 1, velocity ignored, physics rest rule.
public struct MotionGenerator: Sendable, Hashable {
    /// How the rest check measures velocity.
    public enum VelocityRule: Sendable, Hashable {
        /// The analytic derivative, checked in every regime (Motion 12.36.0 through 13.1.1).
        case analytic
        /// A 5 ms backward difference (Motion 12.35.1 and earlier).
        case finiteDifference
    }

    /// The Motion version whose output ``VelocityRule/analytic`` reproduces.
    public static let matchedVersion = "13.1.1"

    let origin: Double, target: Double
    let stiffness: Double, damping: Double, mass: Double
    /// Initial velocity as Motion stores it: negated, per ms.
    let velocity: Double
    /// Set for duration-based springs: done when t ≥ duration (ms).
    let resolvedDuration: Double?
    let restSpeed: Double, restDelta: Double
    let rule: VelocityRule

    /// A physics spring: stiffness, damping, mass, velocity (units/s), optional rest thresholds.
    public init(from: Double, to: Double, stiffness: Double = 100, damping: Double = 10, mass: Double = 1,
                velocity: Double = 0, restSpeed: Double? = nil, restDelta: Double? = nil,
                rule: VelocityRule = .analytic) {
        self.init(from: from, to: to, stiffness: stiffness, damping: damping, mass: mass,
                  velocity: -(velocity / 1000), resolvedDuration: nil, restSpeed: restSpeed, restDelta: restDelta,
                  rule: rule)
    }

    /// A duration-based spring: `duration` in **milliseconds**, `bounce` (Motion's `findSpring`).
    public init(from: Double, to: Double, durationMilliseconds duration: Double, bounce: Double = 0.3,
                rule: VelocityRule = .analytic) {
        let found = Self.findSpring(durationMilliseconds: duration, bounce: bounce)
        self.init(from: from, to: to, stiffness: found.stiffness, damping: found.damping, mass: 1,
                  velocity: 0, resolvedDuration: found.duration, restSpeed: nil, restDelta: nil, rule: rule)
    }

    /// A visual-duration spring: `visualDuration` in **seconds**, `bounce`.
    public init(from: Double, to: Double, visualDuration: Double, bounce: Double, rule: VelocityRule = .analytic) {
        let root = (2 * Double.pi) / (visualDuration * 1.2)
        let stiffness = root * root
        let damping = 2 * Swift.min(Swift.max(1 - bounce, 0.05), 1) * stiffness.squareRoot()
        self.init(from: from, to: to, stiffness: stiffness, damping: damping, mass: 1, velocity: 0,
                  resolvedDuration: nil, restSpeed: nil, restDelta: nil, rule: rule)
    }

    private init(from: Double, to: Double, stiffness: Double, damping: Double, mass: Double, velocity: Double,
                 resolvedDuration: Double?, restSpeed: Double?, restDelta: Double?, rule: VelocityRule) {
        origin = from
        target = to
        self.stiffness = stiffness
        self.damping = damping
        self.mass = mass
        self.velocity = velocity
        self.resolvedDuration = resolvedDuration
        let granular = (to - from).magnitude < 5
        self.restSpeed = (restSpeed ?? 0) != 0 ? (restSpeed ?? 0) : (granular ? 0.01 : 2)
        self.restDelta = (restDelta ?? 0) != 0 ? (restDelta ?? 0) : (granular ? 0.005 : 0.5)
        self.rule = rule
    }

    /// Motion's `findSpring` (duration in ms): stiffness, damping (mass 1) and duration in ms
    /// (``MotionParameters/motionFoundSpring(durationMilliseconds:bounce:)``).
    static func findSpring(durationMilliseconds: Double, bounce: Double) -> (stiffness: Double, damping: Double, duration: Double) {
        let found = MotionParameters.motionFoundSpring(durationMilliseconds: durationMilliseconds, bounce: bounce)
        return (found.stiffness, found.damping, found.durationMilliseconds)
    }

    /// Position at `t` milliseconds (before the done check).
    func position(_ t: Double) -> Double {
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let delta = target - origin
        let w0 = (stiffness / mass).squareRoot() / 1000
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = (velocity + zeta * w0 * delta) / wd
            let envelope = Foundation.exp(-zeta * w0 * t)
            return target - envelope * (a * Foundation.sin(wd * t) + delta * Foundation.cos(wd * t))
        } else if zeta == 1 {
            return target - Foundation.exp(-w0 * t) * (delta + (velocity + w0 * delta) * t)
        }
        let wo = w0 * (zeta * zeta - 1).squareRoot()
        let envelope = Foundation.exp(-zeta * w0 * t)
        let phi = Swift.min(wo * t, 300)
        return target - (envelope * ((velocity + zeta * w0 * delta) * Foundation.sinh(phi) + wo * delta * Foundation.cosh(phi))) / wo
    }

    /// Velocity in units per **second** at `t` ms, as the rest check sees it.
    func restVelocity(_ t: Double, current: Double) -> Double {
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        switch rule {
        case .analytic:
            let delta = target - origin
            let w0 = (stiffness / mass).squareRoot() / 1000
            if zeta < 1 {
                let wd = w0 * (1 - zeta * zeta).squareRoot()
                let a = (velocity + zeta * w0 * delta) / wd
                let sinCoefficient = zeta * w0 * a + delta * wd
                let cosCoefficient = zeta * w0 * delta - a * wd
                let envelope = Foundation.exp(-zeta * w0 * t)
                return (envelope * (sinCoefficient * Foundation.sin(wd * t) + cosCoefficient * Foundation.cos(wd * t))) * 1000
            } else if zeta == 1 {
                let c = velocity + w0 * delta
                return (Foundation.exp(-w0 * t) * (w0 * c * t - velocity)) * 1000
            }
            let wo = w0 * (zeta * zeta - 1).squareRoot()
            let p = (velocity + zeta * w0 * delta) / wo
            let sinhCoefficient = zeta * w0 * p - delta * wo
            let coshCoefficient = zeta * w0 * delta - p * wo
            let envelope = Foundation.exp(-zeta * w0 * t)
            let phi = Swift.min(wo * t, 300)
            return (envelope * (sinhCoefficient * Foundation.sinh(phi) + coshCoefficient * Foundation.cosh(phi))) * 1000
        case .finiteDifference:
            guard zeta < 1 else { return t == 0 ? velocity : 0 }
            if t == 0 { return velocity * 1000 }
            let previous = Swift.max(t - 5, 0)
            let frame = t - previous
            return frame != 0 ? (current - position(previous)) * (1000 / frame) : 0
        }
    }

    /// Motion's `next(t)`: the value shown at `t` ms and whether the spring is done.
    public func next(_ t: Double) -> (value: Double, done: Bool) {
        let current = position(t)
        let done: Bool
        if let resolvedDuration {
            done = t >= resolvedDuration
        } else {
            done = restVelocity(t, current: current).magnitude <= restSpeed
                && (target - current).magnitude <= restDelta
        }
        return (done ? target : current, done)
    }

    /// Motion's `calcGeneratorDuration`: 50 ms steps until done; `nil` at 20 000 ms (Infinity).
    public var calculatedDuration: Double? {
        var duration = 0.0
        var state = next(duration)
        while !state.done && duration < 20_000 {
            duration += 50
            state = next(duration)
        }
        return duration >= 20_000 ? nil : duration
    }

    /// Byte for byte what Motion's `toString()` prints: `"<ms>ms linear(v0, v1, …)"`, with
    /// `max(round(ms/30), 2)` points evenly spaced over the duration (capped at 20 000 ms),
    /// values rounded to 4 decimals (`Math.round(v·10000)/10000`) and printed as JavaScript does.
    public var motionString: String {
        let duration = calculatedDuration ?? 20_000
        let count = Swift.max(Int(JSNumber.round(duration / 30)), 2)
        var points: [String] = []
        points.reserveCapacity(count)
        for i in 0..<count {
            let progress = Double(i) / Double(count - 1)
            let value = next(duration * progress).value
            points.append(JSNumber.format(JSNumber.round(value * 10000) / 10000))
        }
        return JSNumber.format(duration) + "ms linear(" + points.joined(separator: ", ") + ")"
    }
}
