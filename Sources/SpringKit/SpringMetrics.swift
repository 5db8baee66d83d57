/// The exact step-response metrics of one spring motion (docs/physics.md).
///
/// Each value is computed from the analytic solution: extrema in closed form,
/// crossings by bracketed root-finding, never read off a sample grid. `nil`
/// marks a value that does not exist (no overshoot peak, an undamped spring
/// that never settles, percentages of a motion without a step, a rest time
/// without thresholds).
public struct SpringMetrics: Sendable, Hashable {
    /// The band's half-width in units of x.
    public var bandWidth: Double
    /// The last exit from the band: smallest T with |x − to| ≤ band for all t ≥ T; `nil` if never.
    public var settlingTime: Double?
    /// 100·max(0, maxₜ (x − to)·sign(step)) / |step|; `nil` without a step.
    public var overshootPercent: Double?
    /// 100·max(0, maxₜ (from − x)·sign(step)) / |step|; `nil` without a step.
    public var undershootPercent: Double?
    /// Time of the largest excursion past the target; `nil` when there is none.
    public var peakTime: Double?
    /// Position x at ``peakTime``.
    public var peakValue: Double?
    /// First crossing of 90 % of the step minus first crossing of 10 %; `nil` without a step.
    public var riseTime: Double?
    /// Like settling time, with the band taken relative to the largest error maxₜ|x − to|.
    public var transientTime: Double?
    /// Crossings of the target before ``settlingTime``; `nil` when it never settles.
    public var bounces: Int?
    /// When |x − to| ≤ restDelta and |x'| ≤ restSpeed hold for good; `nil` when not asked or never.
    public var restTime: Double?
    /// After retargets, the last piece's distance `T − x(tₗ)` (final target minus the position at
    /// the last retarget, as the curve measured draws it): the distance a relative band, the
    /// overshoot and the undershoot are relative to (docs/physics.md, "Retargeted motion").
    /// `nil` for a motion without retargets, whose metrics are relative to its step `to − from`.
    public var lastDistance: Double?
}

#if !hasFeature(Embedded)
extension SpringMetrics: Codable {}
#endif
