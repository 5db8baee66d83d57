import Foundation
import SpringKit

/// `css`: a CSS `linear()` easing and a duration custom property.
///
/// The easing is the exact spring response as progress (0 at `from`, 1 at `to`; values above 1
/// are overshoot, which `linear()` allows). Method:
/// 1. Duration T: the exact settling time for a band of half the maximum error (so the final
///    jump to 1 is within it), rounded up to a whole millisecond.
/// 2. Sampled densely (about 2 per ms, at least 2000, at most 40 000 samples), the last sample
///    set to 1.
/// 3. Simplified with Ramer–Douglas–Peucker using the vertical distance, then rounded (values
///    and positions get as many decimals as the error budget needs).
/// 4. The piecewise-linear result is re-evaluated against the exact curve (at every sample and
///    between them); if it is over the maximum error, the RDP tolerance is halved and step 3
///    repeated. The comment states the stop count and the measured maximum error.
/// Not representable (an error): undamped springs (never settle) and motions without a step
/// (progress is undefined).
public enum CSSExporter {
    /// The default maximum error, as a fraction of the step.
    public static let defaultMaximumError = 0.002

    /// A simplified easing: its stops (position in [0, 1], value), the duration in ms, and the
    /// measured maximum error.
    public struct Easing: Sendable, Hashable {
        /// `(position, value)` pairs as printed (rounded), first at 0, last at 1.
        public var stops: [(position: Double, value: Double)]
        /// The duration in whole milliseconds.
        public var durationMilliseconds: Int
        /// The largest |easing − exact progress| found over the duration.
        public var measuredError: Double
        /// The `linear(…)` text.
        public var linearFunction: String

        /// Equality on the printed form.
        public static func == (a: Easing, b: Easing) -> Bool { a.linearFunction == b.linearFunction && a.durationMilliseconds == b.durationMilliseconds }
        /// Hash of the printed form.
        public func hash(into hasher: inout Hasher) { hasher.combine(linearFunction); hasher.combine(durationMilliseconds) }
    }

    /// The easing for `subject` within `maximumError` (a fraction of the step, in (0, 0.5)).
    public static func easing(for subject: ExportSubject, maximumError: Double = defaultMaximumError) throws(ExportError) -> Easing {
        guard maximumError > 0, maximumError < 0.5, maximumError.isFinite else {
            throw ExportError(format: .css, reason: "maximum error \(maximumError) must be in (0, 0.5)")
        }
        guard subject.motion.hasStep else {
            throw ExportError(format: .css, reason: "from == to: a linear() easing is progress from 0 to 1 and needs a step")
        }
        guard subject.spring.damping > 0 else {
            throw ExportError(format: .css, reason: "the spring is undamped and never settles, so it has no duration")
        }
        let response = SpringResponse(spring: subject.spring, motion: subject.motion)
        let settle: Double?
        do {
            settle = try response.settlingTime(band: .fraction(maximumError / 2))
        } catch {
            // Beyond the range computed exactly is bad data (a velocity that overflows), not a bad option.
            throw ExportError(format: .css, reason: error.description,
                              kind: error.reason == .beyondExactRange ? .nonFinite : .inexpressible)
        }
        guard let settle, settle.isFinite, settle < 600 else {
            throw ExportError(format: .css, reason: "the spring takes longer than 600 s to settle")
        }
        let milliseconds = Swift.max(1, Int((settle * 1000).rounded(.up)))
        let duration = Double(milliseconds) / 1000
        let count = Swift.min(40_000, Swift.max(2_000, 2 * milliseconds))
        let from = subject.motion.from, step = subject.motion.step
        func progress(_ u: Double) -> Double { (response.position(at: u * duration) - from) / step }
        var samples = (0..<count).map { i in progress(Double(i) / Double(count - 1)) }
        samples[0] = 0
        samples[count - 1] = 1
        var steepest = 0.0
        for i in 1..<count { steepest = Swift.max(steepest, (samples[i] - samples[i - 1]).magnitude * Double(count - 1)) }
        // A progress that overflows (an initial velocity near the largest Double) has no easing;
        // checked before the decimal places below are converted to Int.
        let steepness = Swift.max(steepest, 1) * 10 / maximumError
        guard samples.allSatisfy(\.isFinite), steepness.isFinite else {
            throw ExportError(format: .css, reason: "the progress curve is not finite for this spring (a value overflows): its numbers are outside the range SpringTune computes",
                              kind: .nonFinite)
        }
        let valuePlaces = Swift.max(3, Int((-Foundation.log10(maximumError / 20)).rounded(.up)))
        let positionPlaces = Swift.max(1, Int(Foundation.log10(steepness).rounded(.up)) - 2)
        var tolerance = 0.4 * maximumError
        var best: Easing?
        for _ in 0..<8 {
            let kept = simplify(samples, tolerance: tolerance)
            let stops = kept.map { i -> (Double, Double) in
                let u = Double(i) / Double(count - 1)
                let position = i == 0 ? 0 : i == count - 1 ? 1 : (Double(ExportNumber.fixed(u * 100, places: positionPlaces)) ?? u * 100) / 100
                let value = Double(ExportNumber.fixed(samples[i], places: valuePlaces)) ?? samples[i]
                return (position, value)
            }
            let error = measuredError(stops: stops, exact: progress, samples: count)
            let text = render(stops, positionPlaces: positionPlaces, valuePlaces: valuePlaces)
            best = Easing(stops: stops, durationMilliseconds: milliseconds, measuredError: error, linearFunction: text)
            if error <= maximumError { break }
            tolerance /= 2
        }
        guard let best, best.measuredError <= maximumError else {
            throw ExportError(format: .css, reason: "could not reach the maximum error \(maximumError) after rounding")
        }
        return best
    }

    /// Vertical-distance Ramer–Douglas–Peucker over uniformly spaced samples: the kept indices.
    static func simplify(_ y: [Double], tolerance: Double) -> [Int] {
        var keep = [Bool](repeating: false, count: y.count)
        keep[0] = true
        keep[y.count - 1] = true
        var stack = [(0, y.count - 1)]
        while let (a, b) = stack.popLast() {
            guard b > a + 1 else { continue }
            var worst = 0.0, index = a
            let slope = (y[b] - y[a]) / Double(b - a)
            for i in (a + 1)..<b {
                let d = (y[i] - (y[a] + slope * Double(i - a))).magnitude
                if d > worst { worst = d; index = i }
            }
            if worst > tolerance {
                keep[index] = true
                stack.append((a, index))
                stack.append((index, b))
            }
        }
        return keep.indices.filter { keep[$0] }
    }

    /// The CSS `linear()` evaluation of `stops` at `u` in [0, 1].
    public static func evaluate(_ stops: [(position: Double, value: Double)], at u: Double) -> Double {
        guard let first = stops.first, let last = stops.last else { return u }
        if u <= first.position { return first.value }
        if u >= last.position { return last.value }
        let low = SortedSegments.index(containing: u, count: stops.count) { stops[$0].position }
        let a = stops[low], b = stops[low + 1]
        return b.position == a.position ? b.value : a.value + (b.value - a.value) * (u - a.position) / (b.position - a.position)
    }

    /// max |easing − exact| over 4 points per sample interval.
    static func measuredError(stops: [(Double, Double)], exact: (Double) -> Double, samples: Int) -> Double {
        let typed = stops.map { (position: $0.0, value: $0.1) }
        let points = 4 * (samples - 1)
        var worst = 0.0
        for j in 0...points {
            let u = Double(j) / Double(points)
            worst = Swift.max(worst, (evaluate(typed, at: u) - exact(u)).magnitude)
        }
        return worst
    }

    static func render(_ stops: [(Double, Double)], positionPlaces: Int, valuePlaces: Int) -> String {
        var parts: [String] = []
        for (index, stop) in stops.enumerated() {
            let value = ExportNumber.fixed(stop.1, places: valuePlaces)
            if index == 0 || index == stops.count - 1 {
                parts.append(value)
            } else {
                parts.append(value + " " + ExportNumber.fixed(stop.0 * 100, places: positionPlaces) + "%")
            }
        }
        return "linear(" + parts.joined(separator: ", ") + ")"
    }

    static func export(_ subject: ExportSubject, maximumError: Double) throws(ExportError) -> String {
        let easing = try easing(for: subject, maximumError: maximumError)
        let name = subject.cssName
        var out = "/* SpringTune export for CSS: \(subject.name ?? "spring").\n"
        out += " * \(subject.summary).\n"
        out += " * The easing is the exact spring response as progress (0 = start, 1 = target; above 1 = overshoot),\n"
        out += " * sampled densely over the duration, simplified with Ramer–Douglas–Peucker and rounded:\n"
        out += " * \(easing.stops.count) stops, max error \(ExportNumber.short(easing.measuredError)) of the change (bound \(ExportNumber.plain(maximumError))),\n"
        out += " * measured against the exact curve. The duration is when the spring stays within \(ExportNumber.plain(maximumError / 2)) of the\n"
        out += " * change for good (rounded up to 1 ms); the easing then ends at exactly 1.\n"
        if subject.motion.absoluteVelocity != 0 {
            out += " * The initial velocity is baked into the curve: it is right only for this from/to.\n"
        }
        out += " */\n"
        out += ":root {\n"
        out += "  --\(name)-duration: \(easing.durationMilliseconds)ms;\n"
        out += "  --\(name)-easing: \(easing.linearFunction);\n"
        out += "}\n"
        out += "/* Usage: transition: transform var(--\(name)-duration) var(--\(name)-easing); */\n"
        return out
    }
}
