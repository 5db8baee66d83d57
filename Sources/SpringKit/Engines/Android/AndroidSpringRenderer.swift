import RealModule

/// What Android's DynamicAnimation `SpringAnimation` (androidx.dynamicanimation) draws,
/// emulated frame by frame.
///
/// Rule, read from the public source (androidx `SpringForce.java`, `SpringAnimation.java`,
/// `DynamicAnimation.java`; Apache 2.0; facts restated, no code copied):
/// - `SpringForce` has no mass: it is given `stiffness = k/m` and `dampingRatio = ζ` as
///   `float`, keeps `ω0 = √stiffness` and ζ in double, and the final position as a float.
/// - The animation keeps its value and velocity in **single precision**. Each frame after the
///   first, `updateValues` advances them analytically over the frame's whole-millisecond
///   `deltaT` (ζ > 1, ζ = 1 exactly, ζ < 1 closed forms, `e^x` as `Math.pow(Math.E, x)`), from
///   the float state widened to double, and stores the results back as floats.
/// - Rest: `|v| < 62.5·θ` and `|x − to| < θ` (both strict), `θ = 0.75·minimumVisibleChange`
///   (float), checked after each frame's update; the value then snaps to the final position,
///   which `SpringForce` keeps as a `float`: a target of 0.3 is held as 0.30000001192092896.
/// - Frame 0 only shows the start value (`mLastFrameTime == 0`). Frame times are whole
///   milliseconds: `AnimationHandler` reads `SystemClock.uptimeMillis()` for each frame, not
///   the vsync time; SpringKit takes frame k at `⌊k·interval⌋` ms (at 60 Hz the deltas are
///   16, 17, 17 ms), and reports the resting frame's time on that clock (0.083 s, not 0.0833 s,
///   for frame 5 at 60 Hz). The phase of a real device's clock against vsync is an assumption;
///   the rule is exact given the deltas.
///
/// Between frames the display holds the last frame's value. Cost: one closed-form update per
/// frame; at most ``maximumDuration`` seconds.
public struct AndroidSpringRenderer: FrameRenderer, Hashable {
    /// DynamicAnimation's per-property minimum visible change (`MIN_VISIBLE_CHANGE_*`).
    public enum Property: String, Sendable, Hashable, CaseIterable {
        /// Translation, scroll and custom properties: 1 pixel.
        case pixels
        /// Alpha: 1/256.
        case alpha
        /// Scale: 1/500.
        case scale
        /// Rotation: 0.1 degree.
        case rotation

        /// The minimum visible change as the float constant Android uses.
        public var minimumVisibleChange: Float {
            switch self {
            case .pixels: return 1
            case .alpha: return 1 / Float(256)
            case .scale: return 1 / Float(500)
            case .rotation: return 0.1
            }
        }
    }

    /// The animated property, which sets the rest threshold.
    public var property: Property
    /// The display's frame interval in seconds (default 1/60).
    public var frameInterval: Double
    /// The longest time run (SpringTune's limit, ``Solver/engineRunLimit`` by default, not the engine's): a spring still moving then gets duration `nil` and is unknown (NaN) after it.
    public var maximumDuration: Double

    /// Creates a renderer for `property` (default pixels) at 60 Hz.
    public init(property: Property = .pixels, frameInterval: Double = RendererOptions.defaultFrameInterval, maximumDuration: Double = Solver.engineRunLimit) {
        self.property = property
        self.frameInterval = frameInterval
        self.maximumDuration = maximumDuration
    }


    /// ``Solver/android``.
    public var solver: Solver { .android }

    /// What the animation shows at each of `times`, and the time of its resting frame.
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double]) -> RenderedCurve {
        var engine = Engine(spring: spring, motion: motion, property: property, interval: frameInterval)
        return FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
            .render(&engine, solver: .android, motion: motion, times: times)
    }

    /// `true`: Android's retarget rule is public and reproduced.
    public var followsRetargets: Bool { true }

    /// What the animation shows at each of `times` when its final position changes in flight by
    /// `retargets` (times in seconds, increasing, > 0), and the time of the last resting frame.
    ///
    /// Android's rule (androidx `SpringAnimation.animateToFinalPosition` and
    /// `updateValueAndVelocity`, `DynamicAnimation.doAnimationFrame`; facts restated): on a
    /// running animation the new final position is kept pending until the next frame, which
    /// advances `deltaT/2` whole milliseconds (integer division) toward the old position and
    /// then `deltaT/2` toward the new one, from the single-precision state in between — an odd
    /// frame of 17 ms advances 16 ms. Value, velocity and thresholds carry over. A stopped
    /// animation restarts from its final position at rest: its first frame (the first at or after
    /// the change) only shows that value, and the following frames advance as usual.
    /// - Throws: ``SpringError`` for invalid retargets (``RetargetedResponse/validate(_:)``).
    public func render(_ spring: Spring, motion: Motion = .unitStep, times: [Double],
                       retargets: [RetargetedResponse.Retarget]) throws(SpringError) -> RenderedCurve {
        try RetargetedResponse.validate(retargets)
        var engine = Engine(spring: spring, motion: motion, property: property, interval: frameInterval)
        return FrameDriver(frameInterval: frameInterval, maximumDuration: maximumDuration)
            .render(&engine, solver: .android, motion: motion, times: times, retargets: retargets)
    }

    /// Frame `k`'s time in seconds on Android's frame clock, `SystemClock.uptimeMillis()`:
    /// `⌊k·interval⌋` whole milliseconds (frame 5 at 60 Hz is 83 ms). The engine advances
    /// each frame by the difference of two such times, and the resting frame's is the duration.
    static func clockTime(ofFrame k: Int, interval: Double) -> Double {
        MillisecondClock.wholeMilliseconds(ofFrame: k, interval: interval) / 1000
    }

    struct Engine: RetargetableFrameEngine {
        let naturalFrequency: Double, dampingRatio: Double
        var finalPosition: Double
        /// A final position set while running, applied at the next frame (`mPendingPosition`).
        var pendingPosition: Double?
        /// A restarted animation's first frame only shows its start value.
        var starting = false
        let valueThreshold: Double, velocityThreshold: Double
        let interval: Double
        var value: Float, velocity: Float
        /// `updateValues`' rates, fixed by ω and ζ: `γ∓ = −ζω ∓ ω·√(ζ² − 1)` when ζ > 1, the damped
        /// frequency `ω_d = ω·√(1 − ζ²)` when ζ < 1 (each formed as `SpringForce` forms it).
        let gammaMinus: Double, gammaPlus: Double, dampedFrequency: Double
        /// The clock's reading at the last frame run, for the next frame's difference.
        var lastReading: (frame: Int, milliseconds: Double) = (-1, 0)
        /// The last two frame lengths' update factors (``factors(_:)``).
        var recentFactors: ((milliseconds: Double, values: SIMD3<Double>)?, (milliseconds: Double, values: SIMD3<Double>)?) = (nil, nil)

        init(spring: Spring, motion: Motion, property: Property, interval: Double) {
            naturalFrequency = Double(Float(spring.stiffness / spring.mass)).squareRoot()
            dampingRatio = Double(Float(spring.dampingRatio))
            let w = naturalFrequency, z = dampingRatio
            let root = (z * z - 1).squareRoot()
            gammaPlus = z > 1 ? -z * w + w * root : 0
            gammaMinus = z > 1 ? -z * w - w * root : 0
            dampedFrequency = z < 1 ? w * (1 - z * z).squareRoot() : 0
            finalPosition = Double(Float(motion.to))
            let threshold = Double(property.minimumVisibleChange * Float(0.75))
            valueThreshold = threshold.magnitude
            velocityThreshold = valueThreshold * (1000.0 / 16.0)
            self.interval = interval
            value = Float(motion.from)
            velocity = Float(motion.absoluteVelocity)
        }

        mutating func retarget(to target: Double, at time: Double, beforeFrame k: Int, stopped: Bool) {
            // `setFinalPosition(float)`: the position is read in single precision.
            let position = Double(Float(target))
            if stopped {
                value = Float(finalPosition)
                velocity = 0
                finalPosition = position
                starting = true
            } else {
                pendingPosition = position
            }
        }

        /// The final position as `SpringForce` stores it, a `float`.
        func restingValue(at target: Double) -> Double { Double(Float(target)) }

        /// `SystemClock.uptimeMillis()` at frame k (``AndroidSpringRenderer/clockTime(ofFrame:interval:)``).
        func clockTime(ofFrame k: Int, frameInterval: Double) -> Double {
            AndroidSpringRenderer.clockTime(ofFrame: k, interval: interval)
        }

        mutating func frame(_ k: Int, dt: Double) -> FrameOutput {
            if starting {
                starting = false
                return FrameOutput(position: Double(value), velocity: Double(velocity), done: false)
            }
            if k > 0 {
                let now = MillisecondClock.wholeMilliseconds(ofFrame: k, interval: interval)
                let last = lastReading.frame == k - 1 ? lastReading.milliseconds
                    : MillisecondClock.wholeMilliseconds(ofFrame: k - 1, interval: interval)
                lastReading = (k, now)
                if let pending = pendingPosition {
                    let half = ((now - last) / 2).rounded(.down)
                    update(milliseconds: half)
                    finalPosition = pending
                    pendingPosition = nil
                    update(milliseconds: half)
                } else {
                    update(milliseconds: now - last)
                }
            }
            // The displacement is a float subtraction (value − (float) finalPosition).
            let done = k > 0 && Double(velocity).magnitude < velocityThreshold
                && Double((value - Float(finalPosition)).magnitude) < valueThreshold
            return FrameOutput(position: Double(value), velocity: Double(velocity), done: done)
        }

        /// `SpringForce.updateValues` over `milliseconds` (a whole number), in its order.
        mutating func update(milliseconds: Double) {
            let w = naturalFrequency, z = dampingRatio
            let t = milliseconds / 1000
            let x0 = Double(value) - finalPosition, v0 = Double(velocity)
            let f = factors(milliseconds)
            var x: Double, v: Double
            if z > 1 {
                let b = (gammaMinus * x0 - v0) / (gammaMinus - gammaPlus)
                let a = x0 - b
                x = a * f.x + b * f.y
                v = a * gammaMinus * f.x + b * gammaPlus * f.y
            } else if z == 1 {
                let a = x0, b = v0 + w * x0
                x = (a + b * t) * f.x
                v = (a + b * t) * f.x * -w + b * f.x
            } else {
                let wd = dampedFrequency
                let cosCoefficient = x0
                let sinCoefficient = (1 / wd) * (z * w * x0 + v0)
                x = f.x * (cosCoefficient * f.y + sinCoefficient * f.z)
                v = x * -w * z + f.x * (-wd * cosCoefficient * f.z + wd * sinCoefficient * f.y)
            }
            value = Float(x + finalPosition)
            velocity = Float(v)
        }

        /// The transcendental factors of an update over `milliseconds`, as `updateValues`
        /// computes them (`Math.pow(Math.E, γ·t)` for each mode when ζ > 1; `Math.pow(Math.E, −ω·t)`
        /// when ζ = 1; `Math.pow(Math.E, −ζω·t)`, `cos(ω_d·t)`, `sin(ω_d·t)` when ζ < 1). They
        /// depend only on the frame's length, so the last two lengths' are kept: a 60 Hz clock
        /// alternates 16 and 17 ms, and the same arguments give the same bits. Cost: the
        /// transcendentals once per distinct length instead of every frame.
        mutating func factors(_ milliseconds: Double) -> SIMD3<Double> {
            if let cached = recentFactors.0, cached.milliseconds == milliseconds { return cached.values }
            if let cached = recentFactors.1, cached.milliseconds == milliseconds { return cached.values }
            let w = naturalFrequency, z = dampingRatio
            let t = milliseconds / 1000
            let e = 2.718281828459045   // Java's Math.E (the double nearest e)
            let values: SIMD3<Double>
            if z > 1 {
                values = SIMD3(Double.pow(e, gammaMinus * t), Double.pow(e, gammaPlus * t), 0)
            } else if z == 1 {
                values = SIMD3(Double.pow(e, -w * t), 0, 0)
            } else {
                values = SIMD3(Double.pow(e, -z * w * t), Double.cos(dampedFrequency * t), Double.sin(dampedFrequency * t))
            }
            recentFactors = ((milliseconds, values), recentFactors.0)
            return values
        }
    }
}

extension Solver {
    /// Android DynamicAnimation `SpringAnimation` at 60 Hz, pixel thresholds (``AndroidSpringRenderer``).
    public static let android = Solver("android", displayName: "Android") { AndroidSpringRenderer() }
}
