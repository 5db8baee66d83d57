import RealModule
import SpringKit

/// How values are spaced along an axis.
public enum AxisScale: String, Sendable, Hashable, CaseIterable {
    /// Equal distances for equal differences.
    case linear
    /// Equal distances for equal ratios (base 10); values must be > 0.
    case logarithmic

    /// The coordinate the axis is linear in: the value itself, or its base-10 logarithm.
    func coordinate(_ value: Double) -> Double {
        switch self {
        case .linear: return value
        case .logarithmic: return value > 0 ? Double.log10(value) : -.infinity
        }
    }

    /// The inverse of ``coordinate(_:)``.
    func value(atCoordinate c: Double) -> Double {
        switch self {
        case .linear: return c
        case .logarithmic: return Double.pow(10, c)
        }
    }
}
