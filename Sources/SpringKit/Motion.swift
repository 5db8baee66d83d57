/// What a spring animates: a value moving from `from` to `to` with an initial velocity.
///
/// The initial velocity is stored in absolute units (units of x per second).
/// Core Animation's convention, a velocity in units of the whole distance per
/// second (`x'(0) = v0·(to − from)`, positive toward the target), is available
/// through ``init(from:to:initialVelocity:)`` and ``initialVelocity``.
///
/// `from == to` has no step: such a motion needs an absolute velocity, and the
/// step-relative metrics (percentages, rise time, a relative band) are undefined.
public struct Motion: Sendable, Hashable {
    /// The start value `x(0)`.
    public let from: Double
    /// The target value the spring settles at.
    public let to: Double
    /// The initial velocity `x'(0)` in units of x per second.
    public let absoluteVelocity: Double

    /// A unit step from rest: 0 → 1, velocity 0.
    public static let unitStep = Motion(uncheckedFrom: 0, to: 1, absoluteVelocity: 0)

    /// Creates a motion with Core Animation's normalised initial velocity
    /// (`x'(0) = initialVelocity·(to − from)`).
    ///
    /// - Throws: ``SpringError`` when a value is not finite, when `to − from`
    ///   overflows, or when `from == to` with a non-zero normalised velocity
    ///   (which then has no meaning: give an absolute velocity instead); with reason
    ///   ``SpringError/Reason/beyondExactRange`` when the absolute velocity
    ///   `initialVelocity·(to − from)` is a subnormal (rounded to a few bits).
    public init(from: Double = 0, to: Double = 1, initialVelocity: Double = 0) throws(SpringError) {
        let from = try Validate.finite(from, "from")
        let to = try Validate.finite(to, "to")
        let velocity = try Validate.finite(initialVelocity, "velocity")
        let step = to - from
        guard step.isFinite else {
            throw SpringError(parameter: "to − from", value: step, allowed: "a finite distance")
        }
        if step == 0 && velocity != 0 {
            throw SpringError(parameter: "velocity", value: velocity,
                              allowed: "0 when from == to (there is no step to normalise by: give absoluteVelocity)")
        }
        let absolute = velocity * step
        guard absolute.isFinite else {
            throw SpringError(parameter: "velocity", value: velocity,
                              allowed: "a value whose product with to − from is finite")
        }
        // A product below the normal range is rounded to a few bits (or to 0): the motion
        // would not be the one asked for. An absolute velocity is taken as given.
        guard velocity == 0 || absolute.isNormal else {
            throw SpringError(parameter: "velocity", value: velocity,
                              allowed: "a value whose product with to − from is 0 or at least 2.2e-308 in magnitude (the range computed exactly; give absoluteVelocity for smaller speeds)",
                              reason: .beyondExactRange)
        }
        self.init(uncheckedFrom: from, to: to, absoluteVelocity: absolute)
    }

    /// Creates a motion with an absolute initial velocity (units of x per second).
    public init(from: Double = 0, to: Double = 1, absoluteVelocity: Double) throws(SpringError) {
        let from = try Validate.finite(from, "from")
        let to = try Validate.finite(to, "to")
        let velocity = try Validate.finite(absoluteVelocity, "absoluteVelocity")
        guard (to - from).isFinite else {
            throw SpringError(parameter: "to − from", value: to - from, allowed: "a finite distance")
        }
        self.init(uncheckedFrom: from, to: to, absoluteVelocity: velocity)
    }

    init(uncheckedFrom from: Double, to: Double, absoluteVelocity: Double) {
        self.from = from
        self.to = to
        self.absoluteVelocity = absoluteVelocity
    }

    /// The signed step `to − from`.
    public var step: Double { to - from }

    /// Whether the motion has a step (`from != to`), so that step-relative metrics exist.
    public var hasStep: Bool { from != to }

    /// Core Animation's normalised initial velocity `x'(0) / (to − from)`; `nil` without a step.
    public var initialVelocity: Double? {
        hasStep ? absoluteVelocity / step : nil
    }

    /// The same motion with `from` and `to` swapped and the velocity mirrored
    /// (the curve reflected about the midpoint of the step).
    public var reversed: Motion {
        Motion(uncheckedFrom: to, to: from, absoluteVelocity: -absoluteVelocity)
    }
}

#if !hasFeature(Embedded)
extension Motion: Codable {}
#endif
