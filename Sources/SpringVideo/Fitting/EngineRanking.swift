import Foundation
import SpringExport
import SpringKit
import SpringPresets
import SpringTuning

/// Which engine, and which preset, best explains a recording: each candidate's own frames at
/// the recording's frame times against the tracked samples.
public struct EngineRanking: Sendable, Hashable {
    /// One candidate and how well it explains the samples.
    public struct Candidate: Sendable, Hashable {
        /// What was tried, in words: `pop at 60 Hz`, `exact spring`, `CSS linear() (export --as css)`,
        /// `preset swiftui-snappy drawn by swiftui`.
        public var label: String
        /// The renderer that drew it (for a CSS easing, `exact`: the curve the easing follows).
        public var solver: Solver
        /// The CSS `linear()` easing it plays, for the candidate that is the `css` export of its
        /// spring (``SpringExport/CSSExporter/easing(for:maximumError:)``); `nil` otherwise.
        public var easing: CSSExporter.Easing?
        /// The preset, for a preset's spring.
        public var preset: String?
        /// The engine's frame rate in Hz (`nil` for a curve without frames: the exact
        /// solution, SwiftUI, anime.js).
        public var frameRate: Double?
        /// The root-mean-square difference between its frames and the samples, in the
        /// property's units, at its best start, rest value and target (and, for an engine, its
        /// best ω0 and ζ).
        public var rmsResidual: Double
        /// The spring it drew.
        public var spring: Spring
        /// Its start time on the recording's clock, and the values it moved between.
        public var startTime: Double, from: Double, to: Double
        /// How many quantities were fitted to the samples: start, rest value, target, and for
        /// an engine or the easing also ω0 and ζ (5); for a preset 3.
        public var fittedQuantities: Int

        /// A candidate.
        public init(label: String, solver: Solver, easing: CSSExporter.Easing? = nil, preset: String?, frameRate: Double?,
                    rmsResidual: Double, spring: Spring, startTime: Double, from: Double, to: Double, fittedQuantities: Int = 5) {
            self.label = label
            self.solver = solver
            self.easing = easing
            self.preset = preset
            self.frameRate = frameRate
            self.rmsResidual = rmsResidual
            self.spring = spring
            self.startTime = startTime
            self.from = from
            self.to = to
            self.fittedQuantities = fittedQuantities
        }

        /// Whether it is the exact solution itself (no engine's frames, no easing): a reference
        /// rather than a way the recording could have been drawn.
        public var isExactSolution: Bool { solver == .exact && easing == nil }

        /// Its value at recording time `t`.
        public func value(at t: Double) -> Double { values(at: [t])[0] }

        /// Its values at recording times `times` (increasing).
        /// - Cost: one rendering of the times after the start.
        public func values(at times: [Double]) -> [Double] {
            guard let motion = try? Motion(from: from, to: to, initialVelocity: 0) else { return times.map { _ in from } }
            let after = times.firstIndex { $0 > startTime } ?? times.count
            let moving = times[after...].map { $0 - startTime }
            let curve = moving.isEmpty ? [] : easing.map { EngineRanking.curve($0, motion: motion, times: moving) }
                ?? EngineRanking.curve(solver, frameRate: frameRate, spring: spring, motion: motion, times: moving)
            return times[..<after].map { _ in from } + curve
        }
    }

    /// The candidates, best (smallest residual) first.
    public var candidates: [Candidate]
    /// The sample noise σ the candidates are told apart against: the best candidate's
    /// residual standard deviation, √(C_best / (N − k_best)), or the tracking noise when that
    /// is larger.
    public var noise: Double
    /// Each candidate's Akaike difference to the best, Δ = (C − C_best) / σ² + 2 (k − k_best)
    /// (C the sum of squared residuals over the N samples, k the quantities fitted: Gaussian
    /// noise of standard deviation ``noise``); the first is 0.
    public var evidence: [Double]
    /// For each candidate, whether the samples cannot tell it from the best (the first is):
    /// Δ ≤ ``tieThreshold`` in ``evidence``.
    public var isTiedWithBest: [Bool] { evidence.map { $0 <= Self.tieThreshold } }
    /// How many candidates after the first the samples cannot tell from it.
    public var tiedWithBest: Int { isTiedWithBest.dropFirst().filter { $0 }.count }

    /// The largest Akaike difference that is a tie, 10: a likelihood ratio of e⁻⁵ ≈ 1/150
    /// against the candidate ("essentially no support" beyond it, Burnham & Anderson, *Model
    /// Selection and Multimodel Inference*, 2002, §2.6). Smaller differences are not decisive
    /// for a recording: its errors are not independent from frame to frame (a codec's and a
    /// rasteriser's errors follow the element's sub-pixel position), so Δ overstates the
    /// evidence, and two candidates that draw the same curve differ only in how their fitted
    /// quantities absorb the noise (Δ of a few units).
    public static let tieThreshold = 10.0

    /// A ranking of `candidates` by rms residual over `sampleCount` samples, each candidate's
    /// ties with the best decided by its Akaike difference (``evidence``) against the noise of
    /// the best candidate's residual, or `noise` when that is larger.
    /// - Cost: O(candidates).
    public init(candidates: [Candidate], sampleCount: Int, noise: Double = 0) {
        self.candidates = candidates.sorted { $0.rmsResidual < $1.rmsResidual }
        guard let best = self.candidates.first, sampleCount > 0 else {
            self.noise = noise
            evidence = self.candidates.map { _ in 0 }
            return
        }
        let n = Double(sampleCount)
        func cost(_ c: Candidate) -> Double { c.rmsResidual * c.rmsResidual * n }
        let variance = max(noise * noise, cost(best) / max(n - Double(best.fittedQuantities), 1))
        self.noise = variance.squareRoot()
        evidence = self.candidates.map { c in
            variance > 0 ? (cost(c) - cost(best)) / variance + 2 * Double(c.fittedQuantities - best.fittedQuantities)
                : c.rmsResidual == best.rmsResidual ? 0 : .infinity
        }
    }

    /// The curve `solver` draws at `times` (≥ 0) at `frameRate` (its default when `nil` or
    /// when it has no frames).
    static func curve(_ solver: Solver, frameRate: Double?, spring: Spring, motion: Motion, times: [Double]) -> [Double] {
        var renderer = solver.renderer
        if let frameRate, renderer.timeStep != nil { renderer = renderer.withTimeStep(1 / frameRate) }
        return renderer.render(spring, motion: motion, times: times).positions
    }

    /// The values a CSS `linear()` `easing` plays for `motion` at `times` (≥ 0) after its
    /// start: `from + (to − from) · easing(t / duration)`, the last stop's value after the
    /// duration (the animation filled forwards).
    static func curve(_ easing: CSSExporter.Easing, motion: Motion, times: [Double]) -> [Double] {
        let duration = Double(easing.durationMilliseconds) / 1000
        return times.map { t in motion.from + motion.step * CSSExporter.evaluate(easing.stops, at: min(1, max(0, t / duration))) }
    }
}

/// Ranks engines and presets for a recording (``EngineRanking``).
///
/// Engines: every engine SpringKit renders (``SpringKit/Solver/isEngine``) and the exact
/// solution, each at its default frame rate (60 Hz) and, when the recording's median frame
/// rate differs by more than 5 % (and is at most 240 fps), at that rate too. Each draws a
/// spring whose ω0, ζ, rest value and target are refitted to the samples from the recording's
/// fit (Levenberg–Marquardt), with its start tried at 9 phases across one of its frames
/// around the fitted start (a frame engine's curve is a staircase: its start is found by
/// trying, not by slopes). The CSS `linear()` easing that `export --as css` writes
/// (``SpringExport/CSSExporter``: straight lines through the exact curve's stops, ending at 1
/// at its duration) for a spring refitted the same way (``cssLabel``). Presets: each preset's
/// own spring drawn by its own renderer (``SpringPresets/Preset/setup(overrides:)``,
/// ``SpringKit/SpringSetup/drawingSolver(_:)``), only its rest value, target and start fitted.
/// Candidates the samples cannot tell from the best are marked as ties
/// (``EngineRanking/isTiedWithBest``).
public struct EngineRanker: Sendable {
    /// The presets tried.
    public var presets: [Preset]

    /// A ranker trying `presets` (none: engines only).
    public init(presets: [Preset] = []) {
        self.presets = presets
    }

    /// The ranking of `fit`'s recording `motion`.
    /// - Cost: per engine and frame rate about 9 + 2 × 30 × 10 renderings of the samples;
    ///   per preset about 9 + 2 × 10 × 6.
    public func rank(_ fit: RecordingFit, motion: TrackedMotion) -> EngineRanking {
        let times = motion.times, values = motion.values
        let spacing = zip(times, times.dropFirst()).map { $1 - $0 }.sorted()
        let recordingRate = spacing.isEmpty ? 60 : 1 / spacing[spacing.count / 2]
        var rates: [Double] = [60]
        if abs(recordingRate / 60 - 1) > 0.05, recordingRate <= 240, recordingRate >= 10 { rates.append(recordingRate.rounded()) }
        var candidates: [EngineRanking.Candidate] = []
        let spring = fit.fit.spring
        let start = fit.startTime, from = fit.fit.motion.from, to = fit.fit.motion.to
        for solver in Solver.allCases where solver == .exact || solver.isEngine {
            let hasFrames = solver.renderer.timeStep != nil
            for rate in hasFrames ? rates : [60] {
                let frameRate: Double? = hasFrames ? rate : nil
                if let candidate = refit(solver: solver, frameRate: frameRate, spring: spring, freeSpring: true, start: start,
                                         from: from, to: to, times: times, values: values) {
                    var named = candidate
                    named.label = solver == .exact ? "exact spring" : frameRate.map { "\(solver.rawValue) at \(Self.hertz($0)) Hz" } ?? solver.rawValue
                    candidates.append(named)
                }
            }
        }
        if let candidate = cssRefit(spring: spring, start: start, from: from, to: to, times: times, values: values) {
            candidates.append(candidate)
        }
        for preset in presets {
            guard let setup = try? preset.setup(), let solver = try? setup.drawingSolver() else { continue }
            let hasFrames = solver.renderer.timeStep != nil
            if var candidate = refit(solver: solver, frameRate: hasFrames ? 60 : nil, spring: setup.spring, freeSpring: false, start: start,
                                     from: from, to: to, times: times, values: values) {
                candidate.preset = preset.name
                candidate.label = "preset \(preset.name) drawn by \(solver == .exact ? "the exact solution" : solver.rawValue)\(hasFrames ? " at 60 Hz" : "")"
                candidates.append(candidate)
            }
        }
        return EngineRanking(candidates: candidates, sampleCount: times.count, noise: motion.noise)
    }

    /// The label of the CSS `linear()` candidate.
    public static let cssLabel = "CSS linear() (export --as css)"

    /// The CSS `linear()` easing that `export --as css` writes for a spring, played from the
    /// start: the best spring for it (ln ω0, ln ζ by Nelder–Mead from `spring`'s — the easing's
    /// stops are rounded and its duration is whole milliseconds, so it has no useful slope in
    /// them), and for each spring tried its start, rest value and target by Levenberg–Marquardt.
    /// - Cost: at most 60 easings (``SpringExport/CSSExporter/easing(for:maximumError:)``), each
    ///   with a small least-squares fit over the samples.
    func cssRefit(spring: Spring, start: Double, from: Double, to: Double, times: [Double], values: [Double]) -> EngineRanking.Candidate? {
        let mass = spring.mass
        func easing(_ q: [Double]) -> (spring: Spring, easing: CSSExporter.Easing)? {
            let omega = exp(q[0]), zeta = exp(q[1])
            guard omega.isFinite, zeta.isFinite, omega > 1e-3, omega < 1e4, zeta > 1e-3, zeta < 1e3,
                  let drawn = try? Spring(mass: mass, stiffness: mass * omega * omega, damping: 2 * zeta * omega * mass),
                  let easing = try? CSSExporter.easing(for: ExportSubject(spring: drawn)) else { return nil }
            return (drawn, easing)
        }
        func placed(_ easing: CSSExporter.Easing, from initial: [Double]) -> LeastSquares.Outcome? {
            LeastSquares.minimize({ p in
                guard p[0] != p[1], let motion = try? Motion(from: p[0], to: p[1], initialVelocity: 0) else { return nil }
                let after = times.firstIndex { $0 > p[2] } ?? times.count
                let curve = EngineRanking.curve(easing, motion: motion, times: times[after...].map { $0 - p[2] })
                return (0..<after).map { p[0] - values[$0] } + zip(curve, values[after...]).map { $0 - $1 }
            }, start: initial, maxIterations: 30)
        }
        var placement = [from, to, start]
        var best: (cost: Double, spring: Spring, easing: CSSExporter.Easing, p: [Double])?
        func cost(_ q: [Double]) -> Double {
            guard let made = easing(q), let outcome = placed(made.easing, from: placement) else { return .infinity }
            if best == nil || outcome.cost < best!.cost {
                best = (outcome.cost, made.spring, made.easing, outcome.x)
                placement = outcome.x
            }
            return outcome.cost
        }
        _ = Self.nelderMead(cost, start: [log(spring.naturalFrequency), log(spring.dampingRatio)], step: 0.005,
                            tolerance: 1e-4, maxEvaluations: 60)
        guard let best else { return nil }
        return EngineRanking.Candidate(label: Self.cssLabel, solver: .exact, easing: best.easing, preset: nil, frameRate: nil,
                                       rmsResidual: (best.cost / Double(max(times.count, 1))).squareRoot(),
                                       spring: best.spring, startTime: best.p[2], from: best.p[0], to: best.p[1])
    }

    /// Nelder–Mead (reflection 1, expansion 2, contraction ½, shrink ½) minimising `f` from
    /// `start` with a first simplex of `step` along each axis, until the simplex's values span at
    /// most `tolerance` relative to the best and its size is under `tolerance`, or after
    /// `maxEvaluations`: the best point and value.
    static func nelderMead(_ f: ([Double]) -> Double, start: [Double], step: Double, tolerance: Double,
                           maxEvaluations: Int) -> (x: [Double], value: Double) {
        let n = start.count
        var simplex = [(x: start, value: f(start))]
        for i in 0..<n {
            var x = start
            x[i] += step
            simplex.append((x, f(x)))
        }
        var evaluations = n + 1
        func combine(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] { zip(a, b).map { $0 + t * ($1 - $0) } }
        while evaluations < maxEvaluations {
            simplex.sort { $0.value < $1.value }
            let size = simplex.dropFirst().map { zip($0.x, simplex[0].x).map { abs($0 - $1) }.max() ?? 0 }.max() ?? 0
            let spread = simplex[n].value - simplex[0].value
            if size < tolerance && spread <= tolerance * max(abs(simplex[0].value), 1e-300) { break }
            let centroid = (0..<n).map { i in simplex[0..<n].reduce(0.0) { $0 + $1.x[i] } / Double(n) }
            let worst = simplex[n]
            let reflected = combine(centroid, worst.x, -1)
            let fr = f(reflected); evaluations += 1
            if fr < simplex[0].value {
                let expanded = combine(centroid, worst.x, -2)
                let fe = f(expanded); evaluations += 1
                simplex[n] = fe < fr ? (expanded, fe) : (reflected, fr)
            } else if fr < simplex[n - 1].value {
                simplex[n] = (reflected, fr)
            } else {
                let contracted = fr < worst.value ? combine(centroid, reflected, 0.5) : combine(centroid, worst.x, 0.5)
                let fc = f(contracted); evaluations += 1
                if fc < min(fr, worst.value) {
                    simplex[n] = (contracted, fc)
                } else {
                    for i in 1...n {
                        let x = combine(simplex[0].x, simplex[i].x, 0.5)
                        simplex[i] = (x, f(x)); evaluations += 1
                    }
                }
            }
        }
        let best = simplex.min { $0.value < $1.value }!
        return (best.x, best.value)
    }

    private static func hertz(_ rate: Double) -> String {
        rate.rounded() == rate ? String(Int(rate)) : NumberStyle.fixed(2).text(rate)
    }

    /// `solver`'s best fit to the samples: its start at 9 phases across one frame (the exact
    /// solution: the start fitted with the rest), then the rest value, target and (with
    /// `freeSpring`) ln ω0 and ln ζ by Levenberg–Marquardt from the two best phases.
    func refit(solver: Solver, frameRate: Double?, spring: Spring, freeSpring: Bool, start: Double, from: Double, to: Double,
               times: [Double], values: [Double]) -> EngineRanking.Candidate? {
        let mass = spring.mass
        func model(_ p: [Double], start: Double) -> [Double]? {
            let motionFrom = p[0], motionTo = p[1]
            var drawn = spring
            if freeSpring {
                let omega = exp(p[2]), zeta = exp(p[3])
                guard omega.isFinite, zeta.isFinite, omega < 1e4, zeta < 1e3,
                      let s = try? Spring(mass: mass, stiffness: mass * omega * omega, damping: 2 * zeta * omega * mass) else { return nil }
                drawn = s
            }
            guard motionFrom != motionTo, let motion = try? Motion(from: motionFrom, to: motionTo, initialVelocity: 0) else { return nil }
            let after = times.firstIndex { $0 > start } ?? times.count
            let curve = after < times.count
                ? EngineRanking.curve(solver, frameRate: frameRate, spring: drawn, motion: motion, times: times[after...].map { $0 - start })
                : []
            var residuals = [Double]()
            residuals.reserveCapacity(times.count)
            for i in 0..<after { residuals.append(motionFrom - values[i]) }
            for (k, i) in (after..<times.count).enumerated() { residuals.append(curve[k] - values[i]) }
            return residuals.allSatisfy(\.isFinite) ? residuals : nil
        }
        var initial = [from, to]
        if freeSpring { initial += [log(spring.naturalFrequency), log(spring.dampingRatio)] }
        let frame = frameRate.map { 1 / $0 }
        var best: (cost: Double, p: [Double], start: Double)?
        if let frame {
            var phases: [(cost: Double, start: Double)] = []
            for k in -4...4 {
                let s = start + Double(k) / 8 * frame
                if let r = model(initial, start: s) { phases.append((LeastSquares.cost(r), s)) }
            }
            for phase in phases.sorted(by: { $0.cost < $1.cost }).prefix(2) {
                guard let outcome = LeastSquares.minimize({ model($0, start: phase.start) }, start: initial, maxIterations: 30) else { continue }
                if best == nil || outcome.cost < best!.cost { best = (outcome.cost, outcome.x, phase.start) }
            }
        } else {
            let withStart = initial + [start]
            if let outcome = LeastSquares.minimize({ model(Array($0.dropLast()), start: $0[$0.count - 1]) }, start: withStart, maxIterations: 30) {
                best = (outcome.cost, Array(outcome.x.dropLast()), outcome.x[outcome.x.count - 1])
            }
        }
        guard let best else { return nil }
        var drawn = spring
        if freeSpring {
            let omega = exp(best.p[2]), zeta = exp(best.p[3])
            drawn = (try? Spring(mass: mass, stiffness: mass * omega * omega, damping: 2 * zeta * omega * mass)) ?? spring
        }
        return EngineRanking.Candidate(label: solver.rawValue, solver: solver, preset: nil, frameRate: frameRate,
                                       rmsResidual: (best.cost / Double(max(times.count, 1))).squareRoot(),
                                       spring: drawn, startTime: best.start, from: best.p[0], to: best.p[1],
                                       fittedQuantities: freeSpring ? 5 : 3)
    }
}
