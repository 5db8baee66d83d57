import Foundation
import SpringKit
import SpringPresets
import SpringTuning

/// Which engine, and which preset, best explains a recording: each candidate's own frames at
/// the recording's frame times against the tracked samples.
public struct EngineRanking: Sendable, Hashable {
    /// One candidate and how well it explains the samples.
    public struct Candidate: Sendable, Hashable {
        /// What was tried, in words: `pop at 60 Hz`, `exact spring`, `preset swiftui-snappy drawn by swiftui`.
        public var label: String
        /// The renderer that drew it.
        public var solver: Solver
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

        /// A candidate.
        public init(label: String, solver: Solver, preset: String?, frameRate: Double?, rmsResidual: Double,
                    spring: Spring, startTime: Double, from: Double, to: Double) {
            self.label = label
            self.solver = solver
            self.preset = preset
            self.frameRate = frameRate
            self.rmsResidual = rmsResidual
            self.spring = spring
            self.startTime = startTime
            self.from = from
            self.to = to
        }

        /// Its value at recording time `t`.
        public func value(at t: Double) -> Double {
            guard let motion = try? Motion(from: from, to: to, initialVelocity: 0) else { return from }
            return t <= startTime ? from : EngineRanking.curve(solver, frameRate: frameRate, spring: spring, motion: motion, times: [t - startTime])[0]
        }
    }

    /// The candidates, best (smallest residual) first.
    public var candidates: [Candidate]

    /// A ranking.
    public init(candidates: [Candidate]) {
        self.candidates = candidates.sorted { $0.rmsResidual < $1.rmsResidual }
    }

    /// The curve `solver` draws at `times` (≥ 0) at `frameRate` (its default when `nil` or
    /// when it has no frames).
    static func curve(_ solver: Solver, frameRate: Double?, spring: Spring, motion: Motion, times: [Double]) -> [Double] {
        var renderer = solver.renderer
        if let frameRate, renderer.timeStep != nil { renderer = renderer.withTimeStep(1 / frameRate) }
        return renderer.render(spring, motion: motion, times: times).positions
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
/// trying, not by slopes). Presets: each preset's own spring drawn by its own renderer
/// (``SpringPresets/Preset/setup(overrides:)``, ``SpringKit/SpringSetup/drawingSolver(_:)``),
/// only its rest value, target and start fitted.
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
        return EngineRanking(candidates: candidates)
    }

    private static func hertz(_ rate: Double) -> String {
        rate.rounded() == rate ? String(Int(rate)) : String(format: "%.2f", rate)
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
                                       spring: drawn, startTime: best.start, from: best.p[0], to: best.p[1])
    }
}
