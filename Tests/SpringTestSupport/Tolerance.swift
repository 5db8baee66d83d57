import RealModule

/// Comparisons with explicit tolerances, for every test target: swift-numerics'
/// `isApproximatelyEqual`, extended to optional values (a metric that does not exist is `nil`,
/// and two `nil`s agree).
public enum Tolerance {
    /// Whether `a` and `b` agree within `relative` of the larger magnitude (and both are `nil`,
    /// or both are numbers).
    public static func agree(_ a: Double?, _ b: Double?, relative: Double) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return a == b || a.isApproximatelyEqual(to: b, relativeTolerance: relative)
        default: return false
        }
    }

    /// Whether `a` and `b` differ by at most `absolute` (and both are `nil`, or both are numbers).
    public static func agree(_ a: Double?, _ b: Double?, absolute: Double) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return a == b || a.isApproximatelyEqual(to: b, absoluteTolerance: absolute)
        default: return false
        }
    }

    /// Whether `a` and `b` differ by at most `absolute` or by at most `relative` of the larger
    /// magnitude, whichever is looser (a tolerance that is relative for large values and
    /// absolute near zero).
    public static func agree(_ a: Double, _ b: Double, absolute: Double, relative: Double) -> Bool {
        a == b || a.isApproximatelyEqual(to: b, absoluteTolerance: absolute, relativeTolerance: relative)
    }
}
