import SpringKit

/// The answer of a fit: the spring, its motion, how well it fits, and whether it is the
/// only answer.
public struct SpringFit: Sendable, Hashable {
    /// The fitted spring (physical parameters).
    public var spring: Spring
    /// The motion it performs (from, to, initial velocity).
    public var motion: Motion
    /// The family the fit was made in.
    public var family: SpringFamily
    /// The spring in that family's parameters, plus `velocity` (normalised).
    public var parameters: [FitParameter]
    /// Root-mean-square residual: for a curve, of x in units of x, weighted by the samples'
    /// weights (for keyframes the RMS over time, √(∫ r² dt / T)); for targets, of the
    /// relative target errors (|achieved − target| / target; absolute in % / 100 for a 0 % overshoot).
    public var rmsError: Double
    /// The largest residual, in the same units as ``rmsError``.
    public var maxError: Double
    /// The time of the largest curve residual; `nil` for target fits.
    public var worstTime: Double?
    /// Whether the targets (or an exact curve) are met; `false` means ``spring`` is the
    /// closest feasible answer and the metrics say what it achieves.
    public var feasible: Bool
    /// Whether no other spring meets the targets or fits the curve equally well.
    public var unique: Bool
    /// Remarks: the uniqueness rule applied, jumps of the settling time, infeasibility.
    public var notes: [String]
    /// How the answer was found (`analytic`, `bracketed root`, `least squares`).
    public var method: String

    /// Creates a result.
    public init(spring: Spring, motion: Motion, family: SpringFamily, parameters: [FitParameter],
                rmsError: Double, maxError: Double, worstTime: Double?, feasible: Bool, unique: Bool,
                notes: [String], method: String) {
        self.spring = spring
        self.motion = motion
        self.family = family
        self.parameters = parameters
        self.rmsError = rmsError
        self.maxError = maxError
        self.worstTime = worstTime
        self.feasible = feasible
        self.unique = unique
        self.notes = notes
        self.method = method
    }

    /// The exact response of the fitted spring.
    public var response: SpringResponse { SpringResponse(spring: spring, motion: motion) }
}
