import RealModule

extension JNWSpringRenderer {
    /// The animation's duration, `n × 0.001f` s, or `nil` past the keyframe cap: the count
    /// ``keyframes(of:motion:)`` gives, found without evaluating every keyframe
    /// (docs/engine-durations.md).
    ///
    /// JNW's loop stops before keyframe `n` when `|x_n − x_(n−1)| ≤ θ` and `|x_(n−1) − to| ≤ θ`.
    /// Its elapsed time, a sum of `0.001f` steps in double precision, is exactly `i × 0.001f`
    /// for every `i` below 2^19/0.001 (each partial sum is a multiple of 2^−33 under 2^19, hence
    /// representable), so keyframe `i` is JNW's formula at `i·h` and the test at `n` is a
    /// function of `n` alone, evaluated here as the loop evaluates it. Both quantities tested
    /// are `ModalSignal`s of `t_(n−1)`: `x − to = c0 − A·e^(−λt)·cos(ω′t)` (rates `−λ ± iω′`, or
    /// the single rate `−λ` when JNW's `ω′` is 0) and its one-keyframe difference. The constant
    /// `c0 = from + A − to` is zero but for single-precision rounding (under 2⁻²⁴ of `|A|`), so
    /// each bound is θ widened by 0.2 % and 1e-12 of the magnitudes. `RestFrameSearch` skips
    /// the keyframes where either bound provably fails and evaluates the test at every other one,
    /// in order. Tested equal to the full loop on springs with ζ from 1e-6 to 1e4.
    /// Cost: O(log keyframes) plus one test per candidate keyframe.
    public func duration(of spring: Spring, motion: Motion = .unitStep) -> Double? {
        let (from, distance, to) = singlePrecisionInputs(motion)
        let threshold = JNWSpringRenderer.thresholdFactor * Double(Float(distance).magnitude)
        let b = effectiveDamping(spring), m = spring.mass, k = spring.stiffness
        let h = JNWSpringRenderer.keyframeStep
        func x(_ i: Int) -> Double {
            JNWSpringRenderer.position(distance: distance, from: from, t: Double(i) * h, b: b, m: m, k: k)
        }
        /// JNW's test at `n`: the step from keyframe `n − 1` and keyframe `n − 1`'s distance to `to`.
        func stops(at n: Int) -> Bool {
            let previous = n == 0 ? 0 : x(n - 1)
            return (x(n) - previous).magnitude <= threshold && (previous - to).magnitude <= threshold
        }
        if stops(at: 0) { return 0 }
        guard maximumKeyframes >= 1 else { return nil }
        let w0 = (k / m).squareRoot()
        var frequency = (w0 * w0 - (b * b) / (4 * (m * m))).squareRoot()
        if frequency.isNaN { frequency = 0 }
        let lambda = b / (2 * m)
        let rates = ModalRates(p: -lambda, q2: -frequency * frequency)
        let offset = ModalSignal(rates: rates, f0: -distance, g: 0)
        let step = ModalSignal(rates: rates, value: offset.value(at: h) - offset.f0,
                               slope: offset.derivative.value(at: h) - offset.derivative.f0)
        let slack = threshold * 1.002 + 1e-12 * (from.magnitude + distance.magnitude + to.magnitude)
        let outcome: RestFrameSearch.Outcome
        if slack.isFinite, step.f0.isFinite, step.g.isFinite, lambda.isFinite, frequency.isFinite {
            outcome = RestFrameSearch.firstRest(bounds: [RestBound(offset, slack), RestBound(step, slack)],
                                                clock: .steps(from: 1, interval: h), from: 1, through: maximumKeyframes) {
                stops(at: $0) ? .rest : .moving(resume: nil)
            }
        } else {
            outcome = .undecided
        }
        switch outcome {
        case .frame(let n): return Double(n) * h
        case .none: return nil
        case .undecided: return keyframes(of: spring, motion: motion).map { Double($0.count) * h }
        }
    }
}

extension JNWSpringRenderer {
    /// JNWSpringAnimation's keyframe duration (keyframes × 1 ms), followed up to its keyframe
    /// cap (``maximumKeyframes`` × 1 ms, about 1000 s).
    public var durationDescription: DurationDescription? {
        DurationDescription(label: "JNWSpringAnimation keyframe duration (1 ms keyframes, 1e-4 of the step)",
                            use: "iOS: JNWSpringAnimation's keyframes",
                            note: "open source: jwilling/JNWSpringAnimation keyframe loop",
                            runLimit: Double(maximumKeyframes) * Self.keyframeStep)
    }
}
