import SpringKit

/// A reproduction of Motion's spring generator and its `toString()` (motiondivision/motion,
/// `motion-dom` `animation/generators/spring`), for byte-exact `linear()` strings.
///
/// Matched: Motion 13.1.1, and every release since 12.36.0 (12 March 2026): the rest check of a
/// physics spring tests the analytic velocity *and* the displacement in every regime
/// (ζ < 1, ζ = 1, ζ > 1). The generator is SpringKit's `MotionSpringGenerator`, the one
/// `MotionSpringRenderer` draws with (seconds rather than Motion's milliseconds: the same
/// products to rounding, and the same strings in every case checked against Motion). Motion
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

    /// Motion's generator (SpringKit's `MotionSpringGenerator`, shared with `MotionSpringRenderer`).
    let generator: MotionSpringGenerator
    let rule: VelocityRule
    /// The rest thresholds in force (Motion's defaults unless given).
    var restSpeed: Double { generator.restSpeed }
    var restDelta: Double { generator.restDelta }

    /// A physics spring: stiffness, damping, mass, velocity (units/s), optional rest thresholds.
    public init(from: Double, to: Double, stiffness: Double = MotionSpringRenderer.defaultStiffness,
                damping: Double = MotionSpringRenderer.defaultDamping, mass: Double = 1,
                velocity: Double = 0, restSpeed: Double? = nil, restDelta: Double? = nil,
                rule: VelocityRule = .analytic) {
        generator = MotionSpringGenerator(from: from, to: to, stiffness: stiffness, damping: damping, mass: mass,
                                          velocity: velocity, restSpeed: restSpeed, restDelta: restDelta)
        self.rule = rule
    }

    /// A duration-based spring: `duration` in **milliseconds**, `bounce` (Motion's `findSpring`,
    /// SpringKit's `MotionParameters.motionFoundSpring(durationMilliseconds:bounce:)`).
    public init(from: Double, to: Double, durationMilliseconds duration: Double, bounce: Double = 0.3,
                rule: VelocityRule = .analytic) {
        let found = MotionParameters.motionFoundSpring(durationMilliseconds: duration, bounce: bounce)
        generator = MotionSpringGenerator(from: from, to: to, stiffness: found.stiffness, damping: found.damping, mass: 1,
                                          velocity: 0, resolvedDuration: found.durationMilliseconds / 1000)
        self.rule = rule
    }

    /// A visual-duration spring: `visualDuration` in **seconds**, `bounce` (Motion's reading of
    /// those two options, SpringKit's `MotionSpringOptions`).
    public init(from: Double, to: Double, visualDuration: Double, bounce: Double, rule: VelocityRule = .analytic) {
        self.init(from: from, to: to, options: MotionSpringOptions(bounce: bounce, visualDuration: visualDuration), rule: rule)
    }

    /// The generator Motion builds for `options` (its own reading of them,
    /// SpringKit's `MotionSpringOptions.reading`) animating from `from` to `to`.
    public init(from: Double, to: Double, options: MotionSpringOptions, rule: VelocityRule = .analytic) {
        let reading = options.reading
        generator = MotionSpringGenerator(from: from, to: to, stiffness: reading.stiffness, damping: reading.damping,
                                          mass: reading.mass, velocity: reading.velocity,
                                          resolvedDuration: reading.resolvedDuration)
        self.rule = rule
    }

    /// Motion's `next(t)`: the value shown at `t` ms and whether the spring is done.
    public func next(_ t: Double) -> (value: Double, done: Bool) {
        let seconds = t / 1000
        guard rule == .finiteDifference, generator.duration == nil else {
            let state = generator.next(seconds)
            return (state.value, state.done)
        }
        // Motion 12.35.1 and earlier: the speed is a 5 ms backward difference (ζ < 1), the
        // initial velocity at t = 0, and 0 otherwise.
        let current = generator.state(at: seconds).position
        let speed: Double
        if generator.dampingRatio >= 1 {
            speed = t == 0 ? generator.negatedInitialVelocity / 1000 : 0
        } else if t == 0 {
            speed = generator.negatedInitialVelocity
        } else {
            let previous = Swift.max(seconds - 0.005, 0)
            let frame = seconds - previous
            speed = frame != 0 ? (current - generator.state(at: previous).position) / frame : 0
        }
        let done = speed.magnitude <= generator.restSpeed && (generator.to - current).magnitude <= generator.restDelta
        return (done ? generator.to : current, done)
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
        let count = Swift.max(Int(ExportNumber.mathRound(duration / 30)), 2)
        var points: [String] = []
        points.reserveCapacity(count)
        for i in 0..<count {
            let progress = Double(i) / Double(count - 1)
            let value = next(duration * progress).value
            points.append(ExportNumber.javaScript(ExportNumber.mathRound(value * 10000) / 10000))
        }
        return ExportNumber.javaScript(duration) + "ms linear(" + points.joined(separator: ", ") + ")"
    }
}
