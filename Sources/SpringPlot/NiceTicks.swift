import RealModule
import SpringIO
import SpringKit

/// "Nice" axis ticks: steps of 1, 2 or 5 times a power of ten on linear axes,
/// powers of ten (with 2× and 5× between them on short ranges) on logarithmic ones.
///
/// Works for spans from 1e-12 to 1e12 and any offset; the labels are unique
/// and read back to the tick values. A degenerate range (`lower == upper`) is
/// widened around its value. A finite range too narrow for nice ticks (a few units in the last
/// place of its ends, or subnormal) gets its two ends as ticks. Cost: O(ticks).
///
/// ```swift
/// let ticks = NiceTicks(lower: 0, upper: 0.83)   // 0, 0.2, 0.4, 0.6, 0.8; step 0.2
/// let log = NiceTicks(lower: 0.01, upper: 1000, scale: .logarithmic)
/// log.labels                                      // ["0.01", "0.1", "1", "10", "100", "1000"]
/// ```
public struct NiceTicks: Sendable, Hashable {
    /// The axis scale the ticks were made for.
    public let scale: AxisScale
    /// The tick values, ascending, all within ``lower``…``upper``.
    public let values: [Double]
    /// The distance between ticks on a linear axis (1, 2 or 5 × 10ⁿ); on a
    /// logarithmic axis the ratio between consecutive major ticks (10, 100, …),
    /// or 0 when the ticks are 1-2-5 multiples within decades.
    public let step: Double
    /// The lower end of the range, as given (after widening a degenerate range).
    public let lower: Double
    /// The upper end of the range, as given (after widening a degenerate range).
    public let upper: Double
    /// The range widened outwards to whole steps (linear) or whole decades (logarithmic).
    public let niceLower: Double
    /// See ``niceLower``.
    public let niceUpper: Double
    /// The power of ten of the finest tick spacing, which fixes the label precision.
    let resolutionExponent: Int
    /// Whether each label takes its own precision (logarithmic 1-2-5 and decade ticks).
    let perValuePrecision: Bool

    /// Ticks for `lower…upper` (in either order), aiming at about `targetCount` ticks.
    ///
    /// Non-finite bounds give the range 0…1; on a logarithmic axis bounds ≤ 0
    /// are replaced by the other bound / 10.
    public init(lower: Double, upper: Double, scale: AxisScale = .linear, targetCount: Int = 6) {
        var a = lower.isFinite ? lower : 0
        var b = upper.isFinite ? upper : 1
        if a > b { swap(&a, &b) }
        let target = max(2, targetCount)
        self.scale = scale
        switch scale {
        case .linear:
            if a == b {
                let pad = a == 0 ? 1 : Swift.abs(a) * 0.1
                a -= pad
                b += pad
            }
            let linear = Self.linear(a, b, target: target)
            values = linear.values
            step = linear.step
            resolutionExponent = linear.exponent
            perValuePrecision = false
            niceLower = linear.step > 0 ? min(a, (a / linear.step).rounded(.down) * linear.step) : a
            niceUpper = linear.step > 0 ? max(b, (b / linear.step).rounded(.up) * linear.step) : b
        case .logarithmic:
            if b <= 0 { b = 1 }
            if a <= 0 { a = b / 10 }
            if a == b { a /= 2; b *= 2 }
            let log = Self.logarithmic(a, b, target: target)
            values = log.values
            step = log.step
            resolutionExponent = log.exponent
            perValuePrecision = log.step != 0 || log.perValue
            niceLower = min(a, Double.pow(10, (Double.log10(a) + 1e-12).rounded(.down)))
            niceUpper = max(b, Double.pow(10, (Double.log10(b) - 1e-12).rounded(.up)))
        }
        self.lower = a
        self.upper = b
    }

    /// The label of each tick, in order.
    public var labels: [String] { values.map(label(for:)) }

    /// The label for a value on this axis, at the ticks' precision
    /// (fixed-point between 1e-3 and 1e5, otherwise `2e-05`-style exponents).
    public func label(for value: Double) -> String {
        if value == 0 { return "0" }
        if perValuePrecision {
            let exponent = Int((Double.log10(Swift.abs(value)) + 1e-9).rounded(.down))
            if exponent >= -3, exponent < 5 {
                return NumberStyle.tick(decimals: max(0, -exponent)).text(value)
            }
            return NumberStyle.tick(significant: 2).text(value)
        }
        let magnitude = values.map { Swift.abs($0) }.max() ?? Swift.abs(value)
        let decimals = max(0, -resolutionExponent)
        if magnitude < 1e5, magnitude >= 1e-3 || resolutionExponent >= -3 {
            return NumberStyle.tick(decimals: decimals).text(value)
        }
        // Exponent form with just enough mantissa digits for the resolution.
        let exponent = Int(Double.log10(Swift.abs(value)).rounded(.down))
        let digits = max(0, min(16, exponent - resolutionExponent))   // 17 significant digits round-trip
        return NumberStyle.tick(significant: digits + 1).text(value)
    }

    // MARK: Algorithms

    private static func linear(_ a: Double, _ b: Double, target: Int) -> (values: [Double], step: Double, exponent: Int) {
        // Divided first, so a span beyond the largest Double (−1e308…1e308) stays finite.
        let raw = b / Double(target) - a / Double(target)
        guard raw.isNormal, raw > 0 else { return ends(a, b) }
        var exponent = Int(Double.log10(raw).rounded(.down))
        let magnitude = Double.pow(10, Double(exponent))
        let normalized = raw / magnitude
        let nice: Double
        switch normalized {
        case ..<1.5: nice = 1
        case ..<3: nice = 2
        case ..<7: nice = 5
        default:
            nice = 1
            exponent += 1
        }
        let step = nice * Double.pow(10, Double(exponent))
        let first = (a / step - 1e-9).rounded(.up)
        let last = (b / step + 1e-9).rounded(.down)
        // Tick indices must be exact integers (below 2⁵², so k + 1 ≠ k) and few; a range
        // narrower than a few units in the last place of its ends has no such ticks.
        guard step.isNormal, first.isFinite, last.isFinite, last >= first,
              first.magnitude < 0x1p52, last.magnitude < 0x1p52, last - first < 10_000 else {
            return ends(a, b)
        }
        var values: [Double] = []
        for index in 0...Int(last - first) {
            // k·step from an integer and a decimal step, then rounded at the
            // step's resolution so 0.30000000000000004 becomes 0.3.
            let v = snap((first + Double(index)) * step, exponent: exponent)
            if v != values.last { values.append(v) }
        }
        guard !values.isEmpty else { return ends(a, b) }
        return (values, step, exponent)
    }

    /// The fallback for a range with no nice ticks inside (narrower than a few units in the
    /// last place, or subnormal): its two ends, labelled at the precision of their distance.
    private static func ends(_ a: Double, _ b: Double) -> (values: [Double], step: Double, exponent: Int) {
        let span = b - a
        guard span > 0, span.isFinite else { return ([a], 0, 0) }
        let exponent = Int(Double.log10(span).rounded(.down))
        return ([a, b], span, exponent)
    }

    private static func logarithmic(_ a: Double, _ b: Double, target: Int) -> (values: [Double], step: Double, exponent: Int, perValue: Bool) {
        let la = Double.log10(a), lb = Double.log10(b)
        let lowDecade = Int((la - 1e-9).rounded(.up))
        let highDecade = Int((lb + 1e-9).rounded(.down))
        let decades = highDecade - lowDecade + 1      // powers of ten inside the range
        if decades > target {
            let stride = Int((Double(decades) / Double(target)).rounded(.up))
            var values: [Double] = []
            var k = Int((Double(lowDecade) / Double(stride)).rounded(.up)) * stride
            while k <= highDecade {
                values.append(Double.pow(10, Double(k)))
                k += stride
            }
            return (values, Double.pow(10, Double(stride)), lowDecade, true)
        }
        var multipliers: [Double] = [1]
        if decades <= 3 { multipliers = [1, 2, 5] }
        var values: [Double] = []
        for k in (lowDecade - 1)...(highDecade) {
            for m in multipliers {
                let v = snap(m * Double.pow(10, Double(k)), exponent: k)
                if v >= a * (1 - 1e-12), v <= b * (1 + 1e-12) { values.append(v) }
            }
        }
        if values.count >= 3 {
            let finest = values.map { Int(Double.log10($0).rounded(.down)) }.min() ?? lowDecade
            return (values, multipliers.count == 1 ? 10 : 0, finest, true)
        }
        // Less than about a decade: linear ticks read better.
        let linear = linear(a, b, target: min(target, 5))
        return (linear.values, 0, linear.exponent, false)
    }

    /// Rounds `value` to the decimal resolution 10^(exponent − 2).
    private static func snap(_ value: Double, exponent: Int) -> Double {
        let digits = exponent - 2
        if digits >= 0 { return value }
        let scale = Double.pow(10, Double(-digits))
        guard scale.isFinite, (value * scale).magnitude < 1e15 else { return value }
        let snapped = (value * scale).rounded() / scale
        return snapped == 0 ? 0 : snapped
    }
}
