import RealModule

/// Svelte's `spring` / `Spring` (svelte/motion): `stiffness`, `damping` and `precision`, run
/// once per display frame at `frameRate` (family `svelte`).
///
/// Svelte's spring is not a physical spring: it is a per-frame update (`tick_spring`) whose
/// result depends on the refresh rate. Per frame, with `dt = min(elapsed, 1000/30 ms)·60/1000`
/// (frames of 1/60 s, at most 2), `velocity = (x − x_prev)/dt`,
/// `a = stiffness·(to − x) − damping·velocity` and `x ← x + (velocity + a)·dt`. For the error
/// `e = x − to` at a steady frame rate `f` (`h = min(60/f, 2)`) this is the linear recurrence
///
///     e[n+1] = p·e[n] − q·e[n−1],   p = 2 − damping − h·stiffness,   q = 1 − damping,
///
/// (the damping acts once per frame whatever its length, the stiffness per 1/60 s),
///
/// started at rest (`x_prev = x`: `e[−1] = e[0]`). A recurrence whose characteristic roots
/// `r² − p·r + q = 0` are complex, or real and positive, is sampled at `t = n/f` exactly by the
/// damped spring whose exponents are `λ = f·ln r` (the roots' logarithms, the principal branch):
///
///     c/m = −(λ1 + λ2) = −f·ln q,   k/m = λ1·λ2,
///
/// (complex roots `√q·e^{±iθ}`, `θ = atan2(√(4q − p²), p)`: `k/m = (f·ln q / 2)² + (f·θ)²`), with
/// the initial velocity that passes through `e(−1/f) = e(0)` (``impliedVelocity()``, in steps per
/// second). So the family's spring *at its frame rate* is the exact continuous equivalent of
/// Svelte's frames, before Svelte's `precision` snap (an engine rule: ``SvelteSpringRenderer``);
/// at another frame rate the same numbers are another spring. The frame rate is the family's
/// own key (`frameRate`, 60 by default), so a spec says which display it means.
///
/// Inverse (exact, unique): at `f`, `q = e^{−(c/m)/f}`, `p = 2·√q·cos(ωd/f)` (`cosh` of the
/// real half-difference of the exponents when overdamped), `damping = 1 − q`,
/// `stiffness = (2 − p − damping)/h`, written without cancellation.
/// Source: sveltejs/svelte `packages/svelte/src/motion/spring.js` (`tick_spring`, `spring()`
/// and `Spring`: defaults stiffness 0.15, damping 0.8, precision 0.01; the `Spring` class clamps
/// stiffness and damping to [0, 1]; elapsed time clamped to 1000/30 ms; `set` jumps to the
/// target when stiffness and damping are both ≥ 1), svelte 5.56.10 (commit 15720b1), run as-is
/// under node for the reference frames (Tests/SpringKitTests/SvelteFamilyTests.swift).
///
/// Range: stiffness in (0, 1], damping in [0, 1) (at 1 each frame forgets the velocity: a
/// first-order decay, no spring), frame rate in (0, 10000] Hz; refused besides: real roots that are not both positive (the value alternates sides each frame: no spring
/// moves so). Representable springs at `f`: damped frequency ωd under π·f (below the Nyquist
/// rate, else the frames alias), `stiffness` in (0, 1] by the inverse, and `c/m ≤ f·ln 1e5`
/// (a damping within 1e-5 of 1 no longer carries the spring to 1e-12).
/// Accuracy: a few ulps in `ln` and `atan2`; frame values of the equivalent spring agree with
/// Svelte's to about 1e-14. Cost: a logarithm, a square root and an `atan2`.
public struct SvelteParameters: SpringParameterization {
    /// ``FamilyForm/svelte``.
    public static let form = FamilyForm.svelte

    /// The values, keyed: stiffness, damping, frame rate and precision.
    public var parameters: SpringParameters {
        [.stiffness: stiffness, .damping: damping, .frameRate: frameRate, .precision: precision]
    }

    /// Svelte's default stiffness, 0.15.
    public static let defaultStiffness = 0.15
    /// Svelte's default damping, 0.8.
    public static let defaultDamping = 0.8
    /// Svelte's default precision, 0.01 (units of the value).
    public static let defaultPrecision = 0.01
    /// The frame rate a spec means when it names none, 60 Hz (Svelte's own unit of `dt`).
    public static let defaultFrameRate = 60.0
    /// The highest frame rate taken, 10000 Hz (``FrameRate/allowed``, as `--frame-rate`).
    public static let maximumFrameRate = FrameRate.allowed.upperBound
    /// Svelte's clamp of one frame's elapsed time, 1000/30 ms: `dt` is at most 2 frames of 1/60 s.
    public static let maximumFrameSteps = 2.0

    /// The largest `(c/m)/f` the inverse writes, `ln 1e5`: beyond it Svelte's damping is within
    /// 1e-5 of 1, where a double no longer carries `c` to 1e-12.
    public static let maximumDampingPerFrame = Double.log(1e5)

    /// Svelte's `stiffness`, in (0, 1].
    public var stiffness: Double
    /// Svelte's `damping`, in [0, 1].
    public var damping: Double
    /// Svelte's `precision` (units of the value): the settling rule's threshold, not the spring.
    public var precision: Double
    /// The display's frame rate in Hz at which the frames are run.
    public var frameRate: Double

    /// Creates the parameters (checked by ``spring(mass:)``).
    public init(stiffness: Double = SvelteParameters.defaultStiffness, damping: Double = SvelteParameters.defaultDamping,
                precision: Double = SvelteParameters.defaultPrecision, frameRate: Double = SvelteParameters.defaultFrameRate) {
        self.stiffness = stiffness
        self.damping = damping
        self.precision = precision
        self.frameRate = frameRate
    }

    /// Svelte's `dt` in frames of 1/60 s at a steady `frameRate`: `min(60/f, 2)`.
    public static func frameSteps(atFrameRate frameRate: Double) -> Double {
        Swift.min(60 / frameRate, maximumFrameSteps)
    }

    /// The recurrence's coefficients, with the quantities its roots are computed from without
    /// cancellation: `1 − r1` and `1 − r2` multiply to `h·stiffness`, and
    /// `4q − p² = (h·stiffness − a²)·(2√q + p)` with `a = 1 − √q = damping/(1 + √q)`.
    struct Recurrence {
        let p: Double, q: Double, frameRate: Double, hs: Double
        /// `1 − √q`.
        var a: Double { (1 - q) / (1 + q.squareRoot()) }
        /// `4q − p²`, > 0 for complex roots.
        var complexDiscriminant: Double { (hs - a * a) * (2 * q.squareRoot() + p) }
        /// The real roots' `1 − r` (the larger root first), for `4q − p² ≤ 0`.
        var realRootComplements: (Double, Double) {
            let root = Swift.max(0, -complexDiscriminant).squareRoot()
            let small = (1 - q + hs + root) / 2      // 1 − r2, the root further from 1
            return (hs / small, small)
        }
    }

    /// The recurrence of these values.
    /// - Throws: ``SpringError`` naming the value out of range or the one that makes no spring.
    func recurrence() throws(SpringError) -> Recurrence {
        guard FrameRate(hertz: frameRate) != nil else {
            throw SpringError(parameter: "frameRate", value: frameRate, allowed: "in \(FrameRate.allowed) Hz")
        }
        guard stiffness.isFinite, stiffness > 0, stiffness <= 1 else {
            throw SpringError(parameter: "stiffness", value: stiffness, allowed: "in (0, 1] (Svelte's Spring clamps it to [0, 1]; 0 is no spring)")
        }
        guard damping.isFinite, damping >= 0, damping < 1 else {
            throw SpringError(parameter: "damping", value: damping,
                              allowed: "in [0, 1) (Svelte clamps it to [0, 1]; at 1 each frame keeps no velocity: no spring)")
        }
        guard precision.isFinite, precision > 0 else {
            throw SpringError(parameter: "precision", value: precision, allowed: "a finite number > 0 (units of the value)")
        }
        let h = Self.frameSteps(atFrameRate: frameRate)
        let q = 1 - damping
        let p = 1 + q - h * stiffness
        let recurrence = Recurrence(p: p, q: q, frameRate: frameRate, hs: h * stiffness)
        guard recurrence.complexDiscriminant > 0 || p > 0 else {
            throw SpringError(parameter: "stiffness", value: stiffness,
                              allowed: "small enough that Svelte's frames do not alternate sides of the target at \(frameRate.shortForMessages) Hz (overdamped, stiffness·\(h.shortForMessages) + damping under 2): no spring moves so")
        }
        return recurrence
    }

    /// The equivalent spring's `k/m` and `c/m`.
    static func unitMassCoefficients(_ r: Recurrence) -> (stiffness: Double, damping: Double) {
        let f = r.frameRate
        let logQ = Double.log(onePlus: -(1 - r.q))
        let damping = -f * logQ
        let disc = r.complexDiscriminant
        if disc > 0 {
            let sigma = f * logQ / 2
            let omega = f * Double.atan2(y: disc.squareRoot(), x: r.p)
            return (sigma * sigma + omega * omega, damping)
        }
        let (u1, u2) = r.realRootComplements
        return (f * f * Double.log(onePlus: -u1) * Double.log(onePlus: -u2), damping)
    }

    /// The initial velocity, in steps per second, of the equivalent spring's motion that passes
    /// through Svelte's start at rest (`e(−1/f) = e(0)`): complex roots
    /// `−σ − ω·(p − 2q)/√(4q − p²)` with `σ = f·ln(q)/2`, `ω = f·θ`; real roots `r1`, `r2` with
    /// exponents `λ = f·ln r`: `−(λ1·r1·(r2 − 1) + λ2·r2·(1 − r1))/(r2 − r1)` (a double root
    /// `r`: `−f·ln r − f·(1 − r)`), evaluated without cancellation near a double root.
    /// - Throws: ``SpringError`` as ``spring(mass:)``.
    public func impliedVelocity() throws(SpringError) -> Double {
        let r = try recurrence()
        let f = r.frameRate, disc = r.complexDiscriminant
        if disc > 0 {
            let sigma = f * Double.log(onePlus: -(1 - r.q)) / 2
            let root = disc.squareRoot()
            let omega = f * Double.atan2(y: root, x: r.p)
            return -sigma - omega * (r.p - 2 * r.q) / root
        }
        // −(λ1·r1·(r2 − 1) + λ2·r2·(1 − r1))/(r2 − r1) with u = 1 − r, written as
        // −f·(u1·(1 − u2)·ln(1 + Δ/(1 − u1))/Δ + ln(1 − u1)), Δ = u1 − u2: no division of a
        // cancelled difference by Δ, so a double root split by rounding (a critically damped
        // spring's values) keeps its accuracy; the double root is the limit Δ → 0.
        let (u1, u2) = r.realRootComplements
        let logRatio = u1 == u2 ? 1 / (1 - u1) : Double.log(onePlus: (u1 - u2) / (1 - u1)) / (u1 - u2)
        return -f * (u1 * (1 - u2) * logRatio + Double.log(onePlus: -u1))
    }

    /// The spring at `mass` whose motion samples Svelte's frames at ``frameRate`` exactly.
    /// - Throws: ``SpringError`` naming `stiffness`, `damping`, `precision`, `frameRate` or
    ///   `mass` (see the type's range).
    public func spring(mass: Double = 1) throws(SpringError) -> Spring {
        let m = try Validate.positive(mass, "mass")
        let (k, c) = Self.unitMassCoefficients(try recurrence())
        // A stiffness in (0, 1] gives a normal k/m at any usable rate: one that underflows comes
        // from the frame rate (k/m grows as its square).
        let (name, value) = k.isNormal ? ("stiffness", stiffness) : ("frameRate", frameRate)
        return try Spring.fromUnitMass(stiffness: k, damping: c, mass: m, blaming: name, value: value)
    }

    /// Svelte's stiffness and damping at 60 Hz (``defaultFrameRate``) for the spring's motion.
    /// - Throws: ``NotRepresentable`` (see ``init(representing:frameRate:)``).
    public init(representing spring: Spring) throws(NotRepresentable) {
        try self.init(representing: spring, frameRate: Self.defaultFrameRate)
    }

    /// Svelte's stiffness and damping at `frameRate` for the spring's motion (precision 0.01,
    /// Svelte's default: the spring does not set it).
    /// - Throws: ``NotRepresentable`` when the spring oscillates at or above half the frame
    ///   rate (`ωd ≥ π·f`: the frames alias), or its stiffness or damping at that rate leaves
    ///   (0, 1] or [0, 1] (or both are 1).
    public init(representing spring: Spring, frameRate: Double) throws(NotRepresentable) {
        guard FrameRate(hertz: frameRate) != nil else {
            throw NotRepresentable("the frame rate \(frameRate.shortForMessages) Hz is outside \(FrameRate.allowed)")
        }
        let f = frameRate, h = Self.frameSteps(atFrameRate: f)
        let k1 = spring.stiffness / spring.mass, c1 = spring.damping / spring.mass
        let half = c1 / 2
        // 2 − p − damping = (1 − √q)² ± 4√q·(sin² or sinh²)(half the exponents' spread per frame),
        // written without cancellation.
        let a = -Double.expMinusOne(-half / f), rootQ = Double.exp(-half / f)
        var twoMinusPMinusD = a * a
        if spring.dampingRatio < 1 {
            let angle = spring.dampedFrequency / f
            guard angle < Double.pi else {
                throw NotRepresentable("it oscillates at \((spring.dampedFrequency / (2 * Double.pi)).shortForMessages) Hz, at or above half the \(f.shortForMessages) Hz frame rate: Svelte's frames cannot show it")
            }
            let sine = Double.sin(angle / 2)
            twoMinusPMinusD += 4 * rootQ * sine * sine
        } else {
            let root = k1.squareRoot()
            let beta = ((half - root) * (half + root)).squareRoot()
            let sine = Double.sinh(beta / f / 2)
            twoMinusPMinusD -= 4 * rootQ * sine * sine
        }
        let damping = -Double.expMinusOne(-c1 / f)
        let stiffness = twoMinusPMinusD / h
        let slack = 1e-12
        guard stiffness > 0, stiffness <= 1 + slack else {
            throw NotRepresentable("Svelte's stiffness at \(f.shortForMessages) Hz would be \(stiffness.shortForMessages), outside (0, 1]")
        }
        // 1 − damping = e^{−c/f} must keep 1e-12 of c: a damping within 1e-5 of 1 cannot.
        guard c1 / f <= Self.maximumDampingPerFrame else {
            throw NotRepresentable("Svelte's damping at \(f.shortForMessages) Hz would be within 1e-5 of 1 (c/m \(c1.shortForMessages) over \((Self.maximumDampingPerFrame * f).shortForMessages)), too close to carry the spring")
        }
        self.init(stiffness: Swift.min(stiffness, 1), damping: damping, frameRate: f)
    }
}

#if !hasFeature(Embedded)
extension SvelteParameters: Codable {}
#endif
