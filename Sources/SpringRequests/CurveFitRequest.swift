import SpringKit
import SpringTuning

/// A request for the spring that best reproduces a curve (`springtune fit --keyframes`,
/// `--data`, `--match`): least squares by ``CurveFitter``, started from what the curve says.
///
/// How the fit starts, written once:
/// - **keyframes**: from the first keyframe's value to the last's;
/// - **data**: from the first sample to the last, or to the sample farthest from the first
///   when the two are equal (a curve that returns); the data's first velocity, when it has a
///   velocity column and none is given, kept unless freed; and the target fitted too unless
///   given;
/// - **another spring** (`match`): its motion, mass and initial velocity (none for a `jnw:`
///   curve, whose formula has none), and in the physical family its stiffness and damping as
///   the values of the parameters not freed.
public struct CurveFitRequest: Sendable {
    /// The curve reproduced.
    public enum Curve: Sendable {
        /// Keyframes with their timing functions.
        case keyframes(KeyframeCurve)
        /// Sampled data.
        case samples(FitSamples)
        /// Another spring, as `solver` (or its own renderer) draws it, sampled over `duration`
        /// seconds (or until it settles).
        case match(SpringSetup, solver: Solver?, duration: Double?)
    }

    /// The curve.
    public var curve: Curve
    /// The family fitted in.
    public var family: SpringFamily
    /// The parameters fitted, or `nil` for the family's two.
    public var free: [SpringParameter]?
    /// Values given: the mass, stiffness and damping (physical family), initial velocity,
    /// start and target. `nil` takes the curve's (above).
    public var mass: Double?, stiffness: Double?, damping: Double?, velocity: Double?, from: Double?, to: Double?

    /// A request to reproduce `curve`, checked.
    /// - Parameter free: the names of the parameters fitted, as written (`stiffness`), or `nil`
    ///   for the family's two; read by ``SpringTuning/CurveFitter/freeParameters(named:family:)``.
    /// - Throws: ``RequestError`` (usage) for stiffness or damping outside the physical family,
    ///   a match duration outside (0, 60] s, or a free name that is not a parameter the family's
    ///   fit can free (named, with the ones it can).
    public init(curve: Curve, family: SpringFamily = .physical, free: [String]? = nil, mass: Double? = nil,
                stiffness: Double? = nil, damping: Double? = nil, velocity: Double? = nil,
                from: Double? = nil, to: Double? = nil) throws(RequestError) {
        if family != .physical, stiffness != nil || damping != nil {
            throw RequestError(.usage, "\(field: .stiffness) and \(field: .damping) apply to \(field: .family) physical")
        }
        if case .match(_, _, let duration?) = curve, !(duration > 0 && duration <= 60) {
            throw .invalid(.duration, "\(duration)", "must be > 0 and ≤ 60 seconds")
        }
        do {
            self.free = try free.map { names throws(FitError) in try CurveFitter.freeParameters(named: names, family: family) }
        } catch {
            throw RequestError(error)
        }
        self.curve = curve
        self.family = family
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.velocity = velocity
        self.from = from
        self.to = to
    }

    /// The samples fitted to: the keyframe curve sampled, the data, or the matched spring
    /// as it is drawn.
    /// - Cost: the matched spring's renderer over its duration (at most 2000 samples).
    public var samples: FitSamples {
        switch curve {
        case .keyframes(let keyframes): keyframes.samples()
        case .samples(let samples): samples
        case .match(let setup, let solver, let duration): MatchCurve.samples(of: setup, solver: solver, duration: duration)
        }
    }

    /// The fitter, set up from the curve and the values given (see the type's rules).
    /// - Parameter samples: ``samples``, when already computed.
    public func fitter(samples: FitSamples? = nil) -> CurveFitter {
        let samples = samples ?? self.samples
        var start = (from: 0.0, to: 1.0)
        var startMass = mass ?? 1, startVelocity = velocity ?? 0
        var absoluteVelocity: Double?
        var freeTarget = false
        var fixed = SpringParameters()
        if let stiffness { fixed[.stiffness] = stiffness }
        if let damping { fixed[.damping] = damping }
        switch curve {
        case .keyframes(let keyframes):
            start = (keyframes.keyframes[0].value, keyframes.keyframes[keyframes.keyframes.count - 1].value)
        case .samples:
            let first = samples.values[0]
            var last = samples.values[samples.values.count - 1]
            if last == first, let farthest = samples.values.max(by: { ($0 - first).magnitude < ($1 - first).magnitude }) {
                last = farthest
            }
            start = (first, last)
            if velocity == nil, let v0 = samples.velocities?.first { absoluteVelocity = v0 }
            freeTarget = to == nil
        case .match(let setup, _, _):
            start = (setup.motion.from, setup.motion.to)
            if mass == nil { startMass = setup.spring.mass }
            if velocity == nil { startVelocity = setup.renderer == .jnw ? 0 : setup.motion.initialVelocity ?? 0 }
            if family == .physical {
                if fixed[.stiffness] == nil { fixed[.stiffness] = setup.spring.stiffness }
                if fixed[.damping] == nil { fixed[.damping] = setup.spring.damping }
            }
        }
        var fitter = CurveFitter(samples: samples, from: from ?? start.from, to: to ?? start.to, family: family,
                                 mass: startMass, velocity: startVelocity, free: free, fixed: fixed)
        fitter.absoluteVelocity = absoluteVelocity
        if freeTarget, !fitter.free.contains(.to) { fitter.free.append(.to) }
        return fitter
    }

    /// The fit.
    /// - Parameters:
    ///   - samples: ``samples``, when already computed.
    ///   - progress: told each stage of the fit as it completes.
    /// - Throws: ``RequestError`` for a fit that cannot be set up (``FitError``).
    /// - Cost: ``CurveFitter/fit(progress:)``.
    public func fit(samples: FitSamples? = nil, progress: ((_ stage: Int, _ stages: Int) -> Void)? = nil) throws(RequestError) -> SpringFit {
        do { return try fitter(samples: samples).fit(progress: progress) } catch { throw RequestError(error) }
    }
}
