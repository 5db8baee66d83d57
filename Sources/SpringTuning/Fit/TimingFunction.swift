import RealModule
import SpringKit

/// A Core Animation timing function: a cubic Bézier from (0, 0) to (1, 1) with control points
/// (x1, y1) and (x2, y2), as `CAMediaTimingFunction` and CSS `cubic-bezier()` define it.
///
/// Evaluation solves x(s) = u for the curve parameter s (Newton's method safeguarded by
/// bisection, to ≈ 1e-15) and returns y(s), the progress.
public struct TimingFunction: Sendable, Hashable, CustomStringConvertible {
    /// First control point, x (0 ≤ x1 ≤ 1).
    public let x1: Double
    /// First control point, y.
    public let y1: Double
    /// Second control point, x (0 ≤ x2 ≤ 1).
    public let x2: Double
    /// Second control point, y.
    public let y2: Double
    /// The name it was given by, or `cubic-bezier(…)`.
    public let name: String

    /// `kCAMediaTimingFunctionLinear`: (0, 0, 1, 1).
    public static let linear = TimingFunction(uncheckedName: "linear", 0, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseIn`: (0.42, 0, 1, 1).
    public static let easeIn = TimingFunction(uncheckedName: "easeIn", 0.42, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseOut`: (0, 0, 0.58, 1).
    public static let easeOut = TimingFunction(uncheckedName: "easeOut", 0, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingFunction(uncheckedName: "easeInEaseOut", 0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionDefault`: (0.25, 0.1, 0.25, 1).
    public static let `default` = TimingFunction(uncheckedName: "default", 0.25, 0.1, 0.25, 1)

    /// The named functions, by their `CAMediaTimingFunction` names.
    public static let named: [TimingFunction] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]

    init(uncheckedName name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.name = name
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// A cubic Bézier timing function with validated control points.
    /// - Throws: ``FitError`` when a value is not finite or x1, x2 lie outside [0, 1].
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(FitError) {
        for value in [x1, y1, x2, y2] where !value.isFinite {
            throw FitError.invalid(.cubicBezierValue, value: "\(value)", reason: "must be finite")
        }
        guard (0...1).contains(x1), (0...1).contains(x2) else {
            throw FitError.invalid(.cubicBezier, value: "x1 \(x1), x2 \(x2)", reason: "must lie in [0, 1] (time must not run backwards)")
        }
        self.init(uncheckedName: "cubic-bezier(\(x1),\(y1),\(x2),\(y2))", x1, y1, x2, y2)
    }

    /// Parses a name (`linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`) or
    /// `cubic-bezier(x1,y1,x2,y2)`.
    /// - Throws: ``FitError`` naming the text and what is allowed.
    public static func parse(_ text: String) throws(FitError) -> TimingFunction {
        if let named = named.first(where: { $0.name == text }) { return named }
        let prefix = "cubic-bezier(", suffix = ")"
        guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count > prefix.count + suffix.count else {
            throw FitError.invalid(.timing, value: "'\(text)'", reason: "must be one of linear, easeIn, easeOut, easeInEaseOut, default, or cubic-bezier(x1,y1,x2,y2)")
        }
        let inner = text.dropFirst(prefix.count).dropLast(suffix.count)
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { DecimalNumber.parse($0) }
        guard parts.count == 4, numbers.count == 4 else {
            throw FitError.invalid(.timing, value: "'\(text)'", reason: "cubic-bezier needs four finite numbers x1,y1,x2,y2")
        }
        return try TimingFunction(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
    }

    /// The progress y at time fraction `u` ∈ [0, 1] (clamped outside).
    public func progress(_ u: Double) -> Double {
        if u <= 0 { return 0 }
        if u >= 1 { return 1 }
        let s = parameter(forX: u)
        return Self.bezier(s, y1, y2)
    }

    /// The Bézier parameter s with x(s) = u.
    func parameter(forX u: Double) -> Double {
        var lo = 0.0, hi = 1.0
        var s = u
        for _ in 0..<100 {
            let x = Self.bezier(s, x1, x2) - u
            if x == 0 { return s }
            if x < 0 { lo = s } else { hi = s }
            let slope = Self.bezierSlope(s, x1, x2)
            var next = slope > 0 ? s - x / slope : .nan
            if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
            if (next - s).magnitude <= 1e-16 || hi - lo <= 1e-16 { return next }
            s = next
        }
        return s
    }

    /// One coordinate of the Bézier with end points 0 and 1: 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }

    static func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The name or `cubic-bezier(x1,y1,x2,y2)`.
    public var description: String { name }
}
