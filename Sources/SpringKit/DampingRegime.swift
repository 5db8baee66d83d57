/// How a spring approaches its target.
///
/// Decided by the sign of `4km − c²` (equivalently ζ against 1), with `c = 0`
/// singled out because such a spring never settles.
public enum DampingRegime: String, Sendable, Hashable, CaseIterable {
    /// ζ = 0: a pure oscillation that never settles.
    case undamped
    /// 0 < ζ < 1: decaying oscillation at the damped frequency.
    case underdamped
    /// ζ = 1 exactly: the fastest approach without oscillation.
    case critical
    /// ζ > 1: two real decay rates, at most one extremum and one crossing.
    case overdamped
}

#if !hasFeature(Embedded)
extension DampingRegime: Codable {}
#endif
