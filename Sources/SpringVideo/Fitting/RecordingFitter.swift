import Foundation
import SpringKit
import SpringTuning

/// Fits a spring to a tracked motion, with the start time and the values at rest as fitted
/// parameters beside the spring.
///
/// Model: `x(t) = from` before the start time `t0`, then the exact response of a spring
/// (ω0, ζ) from rest at `from` to `to`. Steps:
/// 1. the start is first placed at the last frame still at rest, and SpringTuning's curve fit
///    (``SpringTuning/CurveFitter``: its start grid, then Levenberg–Marquardt) fits stiffness,
///    damping and target to the frames after it — its global search, so no start value is
///    guessed for the spring;
/// 2. Levenberg–Marquardt (``SpringTuning/LeastSquares``) then refines ln ω0, ln ζ, `t0`,
///    `from` and `to` together over every frame (the model is continuous with a continuous
///    slope at `t0`, the spring starting at rest), and its Jacobian gives the uncertainties;
/// 3. the curve fit is run once more at the refined start to write the spring in the chosen
///    family (its shortest decimals, its notes).
///
/// An element entering from off-screen has no rest value at the start: the fit then starts
/// from the first visible frames with the velocity free, and the start is found by trying
/// start times back from the first visible frame (the rest value each implies) before the
/// joint refinement.
///
/// Refused (``VideoError/untrackable(reason:)``): fewer than 8 frames in motion, or a fit whose
/// residual is over a fifth of the amplitude (not a spring's motion, or not tracked).
public struct RecordingFitter: Sendable {
    /// The family the spring is written in.
    public var family: SpringFamily

    /// A fitter.
    public init(family: SpringFamily = .physical) {
        self.family = family
    }

    /// Fits `motion`.
    /// - Throws: ``VideoError/untrackable(reason:)`` as above; ``FitError`` never escapes (a
    ///   curve fit that fails is reported the same way).
    /// - Cost: two curve fits (see ``SpringTuning/CurveFitter/fit(progress:)``) and one small
    ///   least-squares refinement over the samples.
    public func fit(_ motion: TrackedMotion) throws(VideoError) -> RecordingFit {
        let times = motion.times, values = motion.values
        let to = motion.to
        let threshold = max(4 * motion.noise, 0.01 * abs(to - (motion.from ?? values[0])))
        let startGuess: (time: Double, from: Double)
        var spring: Spring
        if let from = motion.from {
            guard let firstMoving = values.firstIndex(where: { abs($0 - from) > threshold }) else {
                throw .untrackable(reason: "no frame differs from the rest value at the start by more than the noise")
            }
            let inMotion = values.indices.filter { $0 >= firstMoving && abs(values[$0] - to) > threshold }.count
            guard inMotion >= 8 else {
                throw .untrackable(reason: "only \(inMotion) frames show the element in motion (at least 8 are needed): record at a higher frame rate or a slower spring")
            }
            let t0 = firstMoving > 0 ? times[firstMoving - 1] : times[0] - (times[1] - times[0])
            startGuess = (t0, from)
            spring = try curveFit(times: times, values: values, start: t0, from: from, to: to, free: [.stiffness, .damping, .to]).spring
        } else {
            (startGuess, spring) = try enteringStart(times: times, values: values, to: to)
        }

        // Joint refinement: ln ω0, ln ζ, t0, from, to.
        let residuals: ([Double]) -> [Double]? = { p in
            guard let model = Self.model(p) else { return nil }
            return times.indices.map { i in Self.value(model, at: times[i]) - values[i] }
        }
        let visibleFrom = motion.from != nil
        var start = [log(spring.naturalFrequency), log(spring.dampingRatio), startGuess.time, startGuess.from, to]
        if !visibleFrom {
            // Frames before the element is in view are not samples: the rest value is free.
            start[3] = startGuess.from
        }
        guard let refined = LeastSquares.minimize(residuals, start: start, maxIterations: 200) else {
            throw .untrackable(reason: "the spring fit could not be refined on these samples")
        }
        let p = refined.x
        guard let model = Self.model(p) else { throw .untrackable(reason: "the refined spring is not valid") }
        let n = Double(times.count)
        let rms = (refined.cost / n).squareRoot()
        let amplitude = p[4] - p[3]
        guard rms <= 0.2 * abs(amplitude) else {
            throw .untrackable(reason: "the best spring misses the samples by \(rms) rms, over a fifth of the amplitude \(abs(amplitude)): this is not one spring's motion, or it was not tracked")
        }
        let uncertainty = Self.uncertainty(residuals, at: p, cost: refined.cost, count: times.count, model: model)

        // The spring in the chosen family, by the curve fit at the refined start.
        var fit = try curveFit(times: times, values: values, start: p[2], from: p[3], to: p[4], free: nil)
        fit.notes.append(contentsOf: motion.notes)
        return RecordingFit(fit: fit, startTime: p[2], amplitude: amplitude, rmsResidual: rms,
                            uncertainty: uncertainty, sampleCount: times.count)
    }

    /// The spring and motion of parameters (ln ω0, ln ζ, t0, from, to), mass 1.
    static func model(_ p: [Double]) -> (spring: Spring, motion: Motion, start: Double)? {
        let omega = exp(p[0]), zeta = exp(p[1])
        guard omega.isFinite, zeta.isFinite, omega > 1e-3, omega < 1e4, zeta > 1e-4, zeta < 1e3, p[3] != p[4],
              let spring = try? Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega),
              let motion = try? Motion(from: p[3], to: p[4], initialVelocity: 0) else { return nil }
        return (spring, motion, p[2])
    }

    /// The model's value at recording time `t`.
    static func value(_ model: (spring: Spring, motion: Motion, start: Double), at t: Double) -> Double {
        t <= model.start ? model.motion.from : SpringResponse(spring: model.spring, motion: model.motion).position(at: t - model.start)
    }

    /// The curve fit of the samples after `start` (an anchor of weight 0 at `start` holding
    /// `from`, so the spring's time 0 is `start`), from `from`, with `free` in the physical
    /// family, or (`nil`) the chosen family's parameters and the target.
    private func curveFit(times: [Double], values: [Double], start: Double, from: Double, to: Double,
                          free: [SpringParameter]?) throws(VideoError) -> SpringFit {
        let after = times.indices.filter { times[$0] > start }
        let fitFamily = free == nil ? family : .physical
        do {
            let samples = try FitSamples(times: [start] + after.map { times[$0] }, values: [from] + after.map { values[$0] },
                                         weights: [0] + after.map { _ in 1 })
            var fitter = CurveFitter(samples: samples, from: from, to: to, family: fitFamily, mass: 1, velocity: 0, free: free)
            if free == nil, !fitter.free.contains(.to) { fitter.free.append(.to) }
            return try fitter.fit()
        } catch {
            throw .untrackable(reason: "the spring fit failed: \(error)")
        }
    }

    /// For an element entering from off-screen: the start (time and rest value) and the spring
    /// that best explain the visible frames, found by a fit with free velocity from the first
    /// visible frame, then trying start times back from it.
    private func enteringStart(times: [Double], values: [Double], to: Double) throws(VideoError) -> ((time: Double, from: Double), Spring) {
        let first = try curveFit(times: Array(times.dropFirst()), values: Array(values.dropFirst()), start: times[0], from: values[0],
                                 to: to, free: [.stiffness, .damping, .velocity, .to])
        let spring = first.spring
        let unit = SpringResponse(spring: spring, motion: (try? Motion(from: 1, to: 0, initialVelocity: 0)) ?? .unitStep)
        let period = 2 * Double.pi / spring.naturalFrequency
        var best: (cost: Double, time: Double, from: Double)?
        for k in 1...200 {
            let lag = Double(k) / 200 * period
            let remaining = unit.position(at: lag)
            guard abs(remaining) > 1e-3 else { continue }
            let from = to + (values[0] - to) / remaining
            let candidate = (spring: spring, motion: (try? Motion(from: from, to: to, initialVelocity: 0)) ?? .unitStep, start: times[0] - lag)
            let cost = times.indices.reduce(0.0) { sum, i in
                let r = Self.value(candidate, at: times[i]) - values[i]
                return sum + r * r
            }
            if best == nil || cost < best!.cost { best = (cost, candidate.start, from) }
        }
        guard let best else { throw .untrackable(reason: "no start explains the frames of the entering element") }
        return ((best.time, best.from), spring)
    }

    /// Standard deviations from the covariance s²(JᵀJ)⁻¹ at `p`.
    static func uncertainty(_ residuals: ([Double]) -> [Double]?, at p: [Double], cost: Double, count: Int,
                            model: (spring: Spring, motion: Motion, start: Double)) -> RecordingFit.Uncertainty {
        let nan = RecordingFit.Uncertainty(dampingRatio: .nan, naturalFrequency: .nan, startTime: .nan, amplitude: .nan)
        guard count > p.count, let jacobian = LeastSquares.jacobian(residuals, at: p) else { return nan }
        let k = p.count
        var normal = Array(repeating: Array(repeating: 0.0, count: k), count: k)
        for a in 0..<k { for b in 0..<k { normal[a][b] = zip(jacobian[a], jacobian[b]).reduce(0) { $0 + $1.0 * $1.1 } } }
        var inverse = Array(repeating: Array(repeating: 0.0, count: k), count: k)
        for column in 0..<k {
            var unit = Array(repeating: 0.0, count: k)
            unit[column] = 1
            guard let solved = LeastSquares.solve(normal, unit) else { return nan }
            for row in 0..<k { inverse[row][column] = solved[row] }
        }
        let variance = cost / Double(count - k)
        func sd(_ i: Int) -> Double { (max(0, inverse[i][i]) * variance).squareRoot() }
        let amplitudeVariance = max(0, inverse[3][3] + inverse[4][4] - 2 * inverse[3][4]) * variance
        return RecordingFit.Uncertainty(dampingRatio: model.spring.dampingRatio * sd(1),
                                        naturalFrequency: model.spring.naturalFrequency * sd(0),
                                        startTime: sd(2), amplitude: amplitudeVariance.squareRoot())
    }
}
