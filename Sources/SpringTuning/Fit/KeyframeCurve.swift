import RealModule
import SpringKit

/// A keyframe animation as Core Animation draws it: values at times, each segment paced by
/// its timing function (`CAKeyframeAnimation` with `keyTimes` and `timingFunctions`).
public struct KeyframeCurve: Sendable, Hashable {
    /// The keyframes, times strictly increasing.
    public let keyframes: [Keyframe]
    /// One timing function per segment (`keyframes.count − 1`).
    public let timings: [TimingFunction]

    /// Creates a curve; `timings` holds one function for all segments or one per segment.
    /// - Throws: ``FitError`` for fewer than two keyframes, non-finite values, times not
    ///   strictly increasing, or a timing count that is neither 1 nor the segment count.
    public init(keyframes: [Keyframe], timings: [TimingFunction] = [.linear]) throws(FitError) {
        guard keyframes.count >= 2 else {
            throw FitError.invalid(.keyframes, value: nil, reason: "need at least two TIME:VALUE pairs")
        }
        for frame in keyframes where !(frame.time.isFinite && frame.value.isFinite) {
            throw FitError.invalid(.keyframe, value: "\(frame.time):\(frame.value)", reason: "must be finite numbers")
        }
        for (a, b) in zip(keyframes, keyframes.dropFirst()) where !(b.time > a.time) {
            throw FitError.invalid(.keyframes, value: nil, reason: "times must increase strictly (\(b.time) follows \(a.time))")
        }
        let segments = keyframes.count - 1
        switch timings.count {
        case 1: self.timings = Array(repeating: timings[0], count: segments)
        case segments: self.timings = timings
        default:
            throw FitError.invalid(.timingCount, value: "\(timings.count)", reason: "give one for all segments or one per segment (\(segments))")
        }
        self.keyframes = keyframes
    }

    /// The curve written as on the command line: keyframes `TIME:VALUE,…` and timing
    /// functions by name (none: linear; one for all segments, or one per segment).
    /// - Throws: ``FitError`` naming the bad keyframe or timing function.
    public init(parsing keyframes: String, timings: [String]) throws(FitError) {
        let frames = try Self.parseKeyframes(keyframes)
        let functions = try (timings.isEmpty ? ["linear"] : timings).map { text throws(FitError) in try TimingFunction.parse(text) }
        try self.init(keyframes: frames, timings: functions)
    }

    /// Parses `T:V,T:V,…` (finite decimals).
    /// - Throws: ``FitError`` naming the malformed item.
    public static func parseKeyframes(_ text: String) throws(FitError) -> [Keyframe] {
        var frames: [Keyframe] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = item.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let time = DecimalNumber.parse(parts[0]), let value = DecimalNumber.parse(parts[1]) else {
                throw FitError.invalid(.keyframe, value: "'\(item)'", reason: "must be TIME:VALUE with finite decimal numbers (e.g. 0:0.01,0.2:1.1)")
            }
            frames.append(Keyframe(time: time, value: value))
        }
        return frames
    }

    /// The value at `time`: the first value before the first keyframe, the last after the last.
    public func value(at time: Double) -> Double {
        guard let first = keyframes.first, let last = keyframes.last else { return .nan }
        if time <= first.time { return first.value }
        if time >= last.time { return last.value }
        let index = SortedSegments.index(containing: time, count: keyframes.count) { keyframes[$0].time }
        let a = keyframes[index], b = keyframes[index + 1]
        let u = (time - a.time) / (b.time - a.time)
        return a.value + (b.value - a.value) * timings[index].progress(u)
    }

    /// Samples for fitting whose weights make the least-squares objective the integral of
    /// the squared residual over the animation, ∫ (x_model − x)² dt, so that each instant
    /// counts equally wherever the keyframes fall.
    ///
    /// Quadrature: the window is cut into about `panels` panels of equal length, never across
    /// a keyframe (each segment gets ⌈length / (window / panels)⌉ equal panels), and each panel
    /// gets `nodesPerPanel`-point Gauss–Legendre nodes with their weights (in seconds). The
    /// integrand is smooth inside a segment, so the rule converges fast: exact for polynomials
    /// of degree 2·nodesPerPanel − 1 on each panel. The keyframes themselves are added with
    /// weight 0 (they count only for the largest residual). With more than `panels`
    /// segments, 2 nodes per panel (one panel per segment) keep the cost near
    /// 2 × the segment count.
    ///
    /// Splitting a segment with a keyframe that lies on the same curve changes the rule only
    /// within its error (≈ 1e-15 relative for smooth curves).
    public func samples(panels: Int = 32, nodesPerPanel: Int = 8) -> FitSamples {
        let segments = keyframes.count - 1
        guard let first = keyframes.first, let last = keyframes.last else {
            return FitSamples(uncheckedTimes: [], values: [])
        }
        let window = last.time - first.time
        let panelLength = window / Double(max(1, panels))
        let order = segments > panels ? 2 : max(1, nodesPerPanel)
        let rule = Self.gaussLegendre(order)
        var times: [Double] = [], values: [Double] = [], weights: [Double] = []
        for index in 0..<segments {
            let a = keyframes[index], b = keyframes[index + 1]
            let length = b.time - a.time
            times.append(a.time)
            values.append(a.value)
            weights.append(0)
            let ratio = (length / panelLength * (1 - 1e-12)).rounded(.up)
            let count = segments > panels || !(ratio >= 1) ? 1 : Int(min(ratio, Double(max(1, panels))))
            for panel in 0..<count {
                for (node, weight) in rule {
                    // u in (0, 1) within the segment: the panel's centre plus the node.
                    let u = (Double(panel) + 0.5 * (1 + node)) / Double(count)
                    let t = a.time + u * length
                    guard t > (times.last ?? -.infinity), t < b.time else { continue }
                    times.append(t)
                    values.append(a.value + (b.value - a.value) * timings[index].progress(u))
                    weights.append(0.5 * weight * length / Double(count))
                }
            }
        }
        times.append(last.time)
        values.append(last.value)
        weights.append(0)
        return FitSamples(uncheckedTimes: times, values: values, weights: weights)
    }

    /// The n-point Gauss–Legendre rule on [−1, 1]: nodes (increasing) and weights, by Newton's
    /// method on the Legendre polynomial Pₙ from Chebyshev starts (to rounding).
    static func gaussLegendre(_ n: Int) -> [(node: Double, weight: Double)] {
        var rule: [(node: Double, weight: Double)] = []
        for i in 1...n {
            var x = Double.cos(Double.pi * (Double(i) - 0.25) / (Double(n) + 0.5))
            var derivative = 0.0
            for _ in 0..<100 {
                // P_n(x) and P_n'(x) by the three-term recurrence.
                var p0 = 1.0, p1 = x
                if n == 1 { p1 = x; p0 = 1 }
                for k in stride(from: 2, through: n, by: 1) {
                    let p2 = (Double(2 * k - 1) * x * p1 - Double(k - 1) * p0) / Double(k)
                    p0 = p1
                    p1 = p2
                }
                derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
                let step = p1 / derivative
                x -= step
                if step.magnitude <= 1e-16 { break }
            }
            rule.append((x, 2 / ((1 - x * x) * derivative * derivative)))
        }
        return rule.reversed()
    }
}
