import RealModule
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
///
/// An engine's curve instead (``easing(for:drawnBy:maximumError:)``, `export --as css --solver`):
/// its frame values over its own duration, simplified and rounded by the same steps 3 and 4
/// (`simplified(_:at:maximumError:measure:)`), measured against the straight lines through
/// its frames; the text is written by the same `stylesheet(_:title:easing:duration:comment:)`.
public struct CSSExporter: FormatExporter {
    /// The default maximum error, as a fraction of the step.
    public static let defaultMaximumError = 0.002

    /// A simplified easing: its stops (position in [0, 1], value), the duration, and the
    /// measured maximum error.
    public struct Easing: Sendable, Hashable {
        /// `(position, value)` pairs as printed (rounded), first at 0, last at 1.
        public var stops: [(position: Double, value: Double)]
        /// The duration in whole milliseconds (an engine's duration rounded to the nearest;
        /// ``duration`` holds it unrounded).
        public var durationMilliseconds: Int
        /// The largest |easing − curve| found over the duration: against the exact curve, or
        /// against the curve the engine draws (``easing(for:drawnBy:maximumError:)``).
        public var measuredError: Double
        /// The `linear(…)` text.
        public var linearFunction: String
        /// The curve the easing follows: `Solver.exact`, or the engine that draws it.
        public var solver: Solver
        /// The duration in seconds: ``durationMilliseconds`` / 1000 for the exact spring; an
        /// engine's own duration by its stop rule.
        public var duration: Double

        /// Equality on the printed form.
        public static func == (a: Easing, b: Easing) -> Bool {
            a.linearFunction == b.linearFunction && a.durationMilliseconds == b.durationMilliseconds
                && a.solver == b.solver && a.duration == b.duration
        }
        /// Hash of the printed form.
        public func hash(into hasher: inout Hasher) { hasher.combine(linearFunction); hasher.combine(durationMilliseconds) }
    }

    /// The easing for `subject` within `maximumError` (a fraction of the step, in [1e-15, 0.5)):
    /// the exact spring response, by the method above.
    public static func easing(for subject: ExportSubject, maximumError: Double = defaultMaximumError) throws(ExportError) -> Easing {
        try checkMaximumError(maximumError)
        try checkStep(subject)
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
        guard let settle, settle.isFinite, settle < maximumDuration else {
            throw ExportError(format: .css, reason: "the spring takes longer than 600 s to settle")
        }
        let milliseconds = Swift.max(1, Int((settle * 1000).rounded(.up)))
        let duration = Double(milliseconds) / 1000
        let from = subject.motion.from, step = subject.motion.step
        let curve = sampled(over: milliseconds, ends: (0, 1)) { us in us.map { u in (response.position(at: u * duration) - from) / step } }
        let fit = try simplified(curve.values, at: curve.abscissae, maximumError: maximumError, measure: curve.measure)
        return Easing(stops: fit.stops, durationMilliseconds: milliseconds, measuredError: fit.error, linearFunction: fit.text,
                      solver: .exact, duration: duration)
    }

    /// The longest duration an easing spans, 600 s.
    static let maximumDuration = 600.0

    /// The smallest maximum error an easing can be held to, 1e-15: progress near 1 is a
    /// `Double` spaced `Double.ulpOfOne` (2.2e-16) apart, and a stop's value, its position and
    /// the evaluation of `linear()` each round by as much, so no easing is measured within less.
    /// A smaller bound is refused before any work (with 1e-300, an engine's million frames were
    /// simplified eight times, for minutes, to be refused after all).
    public static let smallestMaximumError = 1e-15

    /// The rule a maximum error follows, for messages: `must be in [1e-15, 0.5)`.
    public static let maximumErrorRule = "must be in [\(smallestMaximumError), 0.5)"

    /// Whether `maximumError` is one an easing can be held to: in [``smallestMaximumError``, 0.5).
    public static func isValidMaximumError(_ maximumError: Double) -> Bool {
        maximumError >= smallestMaximumError && maximumError < 0.5
    }

    /// Refuses a maximum error outside [``smallestMaximumError``, 0.5).
    static func checkMaximumError(_ maximumError: Double) throws(ExportError) {
        guard isValidMaximumError(maximumError) else {
            throw ExportError(format: .css, reason: "maximum error \(maximumError) \(maximumErrorRule)")
        }
    }

    /// Refuses a motion without a step (from == to), whose progress is undefined.
    static func checkStep(_ subject: ExportSubject) throws(ExportError) {
        guard subject.motion.hasStep else {
            throw ExportError(format: .css, reason: "from == to: a linear() easing is progress from 0 to 1 and needs a step")
        }
    }

    /// A progress curve, a function of `u` in [0, 1] evaluated in batches by `progress`, sampled
    /// for `simplified(_:at:maximumError:measure:)` over a duration of `milliseconds`: about 2
    /// samples per ms, at least 2000, at most 40 000, evenly spaced (abscissae: the sample
    /// indices); `ends` replaces the first and last samples. An easing is measured against the
    /// curve at 4 points per sample interval (evaluated once, here).
    static func sampled(over milliseconds: Int, ends: (first: Double, last: Double), progress: ([Double]) -> [Double])
        -> (values: [Double], abscissae: [Double], measure: ([(position: Double, value: Double)]) -> Double) {
        let count = Swift.min(40_000, Swift.max(2_000, 2 * milliseconds))
        var samples = progress((0..<count).map { i in Double(i) / Double(count - 1) })
        samples[0] = ends.first
        samples[count - 1] = ends.last
        let points = 4 * (count - 1)
        let checks = (0...points).map { j in Double(j) / Double(points) }
        let reference = progress(checks)
        return (samples, (0..<count).map(Double.init), { stops in
            var worst = 0.0
            for (u, value) in zip(checks, reference) { worst = Swift.max(worst, (evaluate(stops, at: u) - value).magnitude) }
            return worst
        })
    }

    /// The one simplification every easing takes: `values` (progress at increasing abscissae
    /// `x`, the first 0; a stop's position is `x/x.last`) simplified with Ramer–Douglas–Peucker
    /// at a tolerance of 0.4 × `maximumError`, rounded (values to as many decimals as the error
    /// budget needs, positions to as many as the steepest slope needs), and measured by
    /// `measure` against the curve it approximates; over the budget, the tolerance is halved and
    /// the simplification repeated, at most 8 times.
    /// - Throws: ``ExportError`` (not finite) for a value that overflows; when the budget is
    ///   not reached after rounding.
    static func simplified(_ samples: [Double], at x: [Double], maximumError: Double,
                           measure: ([(position: Double, value: Double)]) -> Double) throws(ExportError)
        -> (stops: [(position: Double, value: Double)], error: Double, text: String) {
        let count = samples.count
        let span = x[count - 1] - x[0]
        var steepest = 0.0
        for i in 1..<count { steepest = Swift.max(steepest, (samples[i] - samples[i - 1]).magnitude / (x[i] - x[i - 1]) * span) }
        // A progress that overflows (an initial velocity near the largest Double) has no easing;
        // checked before the decimal places below are converted to Int.
        let steepness = Swift.max(steepest, 1) * 10 / maximumError
        guard samples.allSatisfy({ $0.isFinite }), steepness.isFinite else {
            throw ExportError(format: .css, reason: "the progress curve is not finite for this spring (a value overflows): its numbers are outside the range SpringTune computes",
                              kind: .nonFinite)
        }
        let valuePlaces = Swift.max(3, Int((-Double.log10(maximumError / 20)).rounded(.up)))
        let positionPlaces = Swift.max(1, Int(Double.log10(steepness).rounded(.up)) - 2)
        var tolerance = 0.4 * maximumError
        var best: (stops: [(position: Double, value: Double)], error: Double, text: String)?
        for _ in 0..<8 {
            let kept = simplify(samples, at: x, tolerance: tolerance)
            let stops = kept.map { i -> (position: Double, value: Double) in
                let u = x[i] / x[count - 1]
                let position = i == 0 ? 0 : i == count - 1 ? 1 : (Double(ExportNumber.fixed(u * 100, places: positionPlaces)) ?? u * 100) / 100
                let value = Double(ExportNumber.fixed(samples[i], places: valuePlaces)) ?? samples[i]
                return (position, value)
            }
            let error = measure(stops)
            best = (stops, error, render(stops, positionPlaces: positionPlaces, valuePlaces: valuePlaces))
            if error <= maximumError { break }
            tolerance /= 2
        }
        guard let best, best.error <= maximumError else {
            throw ExportError(format: .css, reason: "could not reach the maximum error \(maximumError) after rounding")
        }
        return best
    }

    /// Vertical-distance Ramer–Douglas–Peucker over samples `y` at increasing abscissae `x`:
    /// the kept indices (the first and last always).
    static func simplify(_ y: [Double], at x: [Double], tolerance: Double) -> [Int] {
        var keep = [Bool](repeating: false, count: y.count)
        keep[0] = true
        keep[y.count - 1] = true
        var stack = [(0, y.count - 1)]
        while let (a, b) = stack.popLast() {
            guard b > a + 1 else { continue }
            var worst = 0.0, index = a
            let slope = (y[b] - y[a]) / (x[b] - x[a])
            for i in (a + 1)..<b {
                let d = (y[i] - (y[a] + slope * (x[i] - x[a]))).magnitude
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

    /// The `linear(…)` text of `stops`: the first and last without a position.
    static func render(_ stops: [(position: Double, value: Double)], positionPlaces: Int, valuePlaces: Int) -> String {
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
        return stylesheet(subject, title: subject.name ?? "spring", easing: easing, duration: "\(easing.durationMilliseconds)ms", comment: [
            "The easing is the exact spring response as progress (0 = start, 1 = target; above 1 = overshoot),",
            "sampled densely over the duration, simplified with Ramer–Douglas–Peucker and rounded:",
            "\(easing.stops.count) stops, max error \(ExportNumber.short(easing.measuredError)) of the change (bound \(ExportNumber.plain(maximumError))),",
            "measured against the exact curve. The duration is when the spring stays within \(ExportNumber.plain(maximumError / 2)) of the",
            "change for good (rounded up to 1 ms); the easing then ends at exactly 1.",
        ] + (subject.motion.absoluteVelocity != 0 ? ["The initial velocity is baked into the curve: it is right only for this from/to."] : []))
    }

    /// The CSS text every easing is written as: a comment (its title, the spring, then
    /// `comment`'s lines), the duration and easing custom properties in `:root`, and a usage line.
    static func stylesheet(_ subject: ExportSubject, title: String, easing: Easing, duration: String, comment: [String]) -> String {
        let name = subject.cssName
        var out = "/* SpringTune export for CSS: \(title).\n"
        out += " * \(subject.summary).\n"
        for line in comment { out += " * \(line)\n" }
        out += " */\n"
        out += ":root {\n"
        out += "  --\(name)-duration: \(duration);\n"
        out += "  --\(name)-easing: \(easing.linearFunction);\n"
        out += "}\n"
        out += "/* Usage: transition: transform var(--\(name)-duration) var(--\(name)-easing); */\n"
        return out
    }
}

extension ExportFormat {
    /// CSS `linear()` easing plus a duration custom property.
    public static let css = ExportFormat("css", exporter: CSSExporter())
}

extension CSSExporter {
    var summary: String { "CSS linear() easing + duration custom property (RDP-simplified, stated max error)" }

    func export(_ subject: ExportSubject, options: SpringExporter.Options) throws(ExportError) -> String {
        try Self.export(subject, drawnBy: options.solver ?? .exact, maximumError: options.maximumError)
    }
}
