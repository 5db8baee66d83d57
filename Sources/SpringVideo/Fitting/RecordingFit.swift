import SpringKit
import SpringTuning

/// The spring fitted to a tracked recording: the spring with its motion in the property's
/// units, when it started, and how well and how surely it fits.
public struct RecordingFit: Sendable, Hashable {
    /// The fit as `fit` reports one: the spring (mass 1 in the physical family, or as the
    /// chosen family writes it), its motion from the fitted rest value to the fitted target,
    /// and its residuals over the samples after the start.
    public var fit: SpringFit
    /// The time in seconds, on the recording's clock, at which the motion starts.
    public var startTime: Double
    /// `to − from`, in the property's units.
    public var amplitude: Double
    /// The residual's root mean square over every sample (the still frames before the start
    /// included), in the property's units.
    public var rmsResidual: Double
    /// One standard deviation of each fitted quantity.
    public var uncertainty: Uncertainty
    /// The samples fitted.
    public var sampleCount: Int

    /// One standard deviation of the fitted quantities, from the least-squares covariance
    /// s²(JᵀJ)⁻¹ at the answer (s² the residual variance with N − 5 degrees of freedom): the
    /// spread a repeat recording with the same noise would show, when the model holds.
    public struct Uncertainty: Sendable, Hashable {
        /// Of the damping ratio ζ.
        public var dampingRatio: Double
        /// Of the natural frequency ω0 (rad/s).
        public var naturalFrequency: Double
        /// Of the start time (s).
        public var startTime: Double
        /// Of the amplitude (property units).
        public var amplitude: Double

        /// Standard deviations.
        public init(dampingRatio: Double, naturalFrequency: Double, startTime: Double, amplitude: Double) {
            self.dampingRatio = dampingRatio
            self.naturalFrequency = naturalFrequency
            self.startTime = startTime
            self.amplitude = amplitude
        }
    }

    /// A recording's fit.
    public init(fit: SpringFit, startTime: Double, amplitude: Double, rmsResidual: Double, uncertainty: Uncertainty, sampleCount: Int) {
        self.fit = fit
        self.startTime = startTime
        self.amplitude = amplitude
        self.rmsResidual = rmsResidual
        self.uncertainty = uncertainty
        self.sampleCount = sampleCount
    }

    /// The fitted curve at recording time `t`: the rest value before the start, then the spring.
    public func value(at t: Double) -> Double {
        t <= startTime ? fit.motion.from : fit.response.position(at: t - startTime)
    }
}
