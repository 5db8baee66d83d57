import SpringKit

/// The spring a finding is rewritten to: the spring, and the motion's initial velocity in
/// units of the change per second (as a finding's ``Finding/motion`` holds it).
///
/// A call is matched by its motion — natural frequency ω0 = √(k/m), damping ratio
/// ζ = c / (2√(mk)) and initial velocity — since that is what an animation shows: an API
/// without a mass writes the motion at its own mass (1), and a call that writes a mass gets
/// the spring's.
public struct EditTarget: Sendable, Hashable {
    /// The spring.
    public var spring: Spring
    /// The initial velocity, in units of the change per second.
    public var initialVelocity: Double

    /// The target `spring` started with `initialVelocity`.
    public init(spring: Spring, initialVelocity: Double = 0) {
        self.spring = spring
        self.initialVelocity = initialVelocity
    }
}
