import Foundation
import SpringKit
import SpringPlot
import SpringPresets
import SpringReport
import SpringTuning
import SpringVideo

/// A request for the spring that a screen recording shows (`springtune fit --video`): the
/// element tracked (``SpringVideo/MotionTracker``), its spring fitted with the start time and
/// the rest values (``SpringVideo/RecordingFitter``), and the engines and presets ranked by how
/// well their own frames explain the samples (``SpringVideo/EngineRanker``).
public struct VideoFitRequest: Sendable {
    /// What was found: the samples, the fit and the ranking.
    public struct Result: Sendable {
        /// The tracked samples.
        public var motion: TrackedMotion
        /// The spring fitted to them.
        public var fit: RecordingFit
        /// The engines and presets, best first.
        public var ranking: EngineRanking
    }

    /// The recording and the stretch of it analysed.
    public var source: VideoSource
    /// The region tracked, in the recording's pixels (`nil`: the region that changes).
    public var region: PixelRegion?
    /// The property tracked.
    public var property: TrackedProperty
    /// The family the spring is written in.
    public var family: SpringFamily
    /// The presets ranked beside the engines.
    public var presets: [Preset]
    /// The limits on the recording.
    public var limits: VideoLimits

    /// A request, checked.
    /// - Parameters:
    ///   - region: `X,Y,W,H` in the recording's pixels, as written.
    ///   - frameRate: a folder of PNG frames' rate (frames per second).
    /// - Throws: ``RequestError`` (usage) for a region that is not four whole numbers with a
    ///   width and height > 0, or a family the curve fit does not support.
    public init(path: String, region: String? = nil, property: TrackedProperty = .auto, start: Double? = nil, end: Double? = nil,
                frameRate: Double? = nil, family: SpringFamily = .physical, presets: [Preset] = [],
                limits: VideoLimits = .standard) throws(RequestError) {
        if let region {
            let parts = region.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3], x >= 0, y >= 0, w > 0, h > 0 else {
                throw .invalid(.video(.region), region, "must be X,Y,W,H: whole numbers of pixels, X and Y ≥ 0, W and H > 0")
            }
            self.region = PixelRegion(x: x, y: y, width: w, height: h)
        } else {
            self.region = nil
        }
        guard CurveFitter.families.contains(family) else {
            throw .invalid(.family, family.rawValue, "must be one of \(CurveFitter.families.map { $0.rawValue }.joined(separator: ", "))")
        }
        source = VideoSource(path: path, frameRate: frameRate, start: start, end: end)
        self.property = property
        self.family = family
        self.presets = presets
        self.limits = limits
    }

    /// The property named `name` (`auto`, `x`, `y`, `position`, `scale`, `width`, `height`, `opacity`).
    /// - Throws: ``RequestError`` (usage) naming the properties allowed.
    public static func property(named name: String) throws(RequestError) -> TrackedProperty {
        guard let property = TrackedProperty(rawValue: name) else {
            throw .invalid(.video(.property), name, "must be one of \(TrackedProperty.allCases.map { $0.rawValue }.joined(separator: ", "))")
        }
        return property
    }

    /// Tracks, fits and ranks.
    /// - Throws: ``RequestError``: no input (missing or unreadable file), bad data (not a video,
    ///   over a limit, cannot be tracked or fitted: the reason), usage (a bad setting).
    /// - Cost: two decodes of the recording (``SpringVideo/MotionTracker``), two curve fits and
    ///   the ranking (``SpringVideo/EngineRanker/rank(_:motion:)``).
    public func run() throws(RequestError) -> Result {
        do {
            let motion = try MotionTracker(property: property, region: region, limits: limits).track(source)
            let fit = try RecordingFitter(family: family).fit(motion)
            let ranking = EngineRanker(presets: presets).rank(fit, motion: motion)
            return Result(motion: motion, fit: fit, ranking: ranking)
        } catch {
            throw Self.requestError(error)
        }
    }

    /// The request error for a recording's error: a setting names its field; a missing or
    /// unreadable input is no input; anything else in the recording is bad data.
    public static func requestError(_ error: VideoError) -> RequestError {
        switch error {
        case .invalid(let setting, let value, let allowed): return .invalid(.video(setting), value, allowed)
        default: return RequestError(error.exitCode == 66 ? .noInput : .badData, RequestMessage(parts: [.text(error.description)]))
        }
    }

    /// The candidates a ranking lists in a record: the best ten.
    public static let listedCandidates = 10

    /// The record `fit --video` prints: ``SpringReport/FitReport``'s (the spring, its metrics,
    /// the family's parameters, the residuals after the start) and the recording's: property,
    /// unit, frames, region, start time, amplitude, residual over all frames, one standard
    /// deviation of ζ, ω0, start time and amplitude, the best engine with the spring it was
    /// given, how many candidates the samples cannot tell from it and which
    /// (``SpringVideo/EngineRanking/isTiedWithBest``, each with its rms residual) and the noise they were told apart against, and the ranking
    /// (the best ``listedCandidates``, each with its rms residual).
    public static func record(_ result: Result) -> ReportRecord {
        let motion = result.motion, fit = result.fit
        var record = FitReport.record(fit.fit)
        let unit = motion.property.unit
        record.add("video", .text(motion.info.path))
        record.add("codec", .text(motion.info.codec))
        record.add("property", .text(motion.property.rawValue))
        record.add("frames", .integer(motion.framesRead))
        record.add("samples", .integer(motion.times.count))
        record.add("repeatedFrames", .integer(motion.repeatedFrames))
        record.add("region", .text(motion.region.description))
        record.add("startTime", .number(fit.startTime), unit: "s")
        record.add("startTimeUncertainty", .number(fit.uncertainty.startTime), unit: "s")
        record.add("amplitude", .number(fit.amplitude), unit: unit)
        record.add("amplitudeUncertainty", .number(fit.uncertainty.amplitude), unit: unit)
        record.add("dampingRatioUncertainty", .number(fit.uncertainty.dampingRatio))
        record.add("naturalFrequencyUncertainty", .number(fit.uncertainty.naturalFrequency), unit: "rad/s")
        record.add("rmsResidual", .number(fit.rmsResidual), unit: unit)
        record.add("trackingNoise", .number(motion.noise), unit: unit)
        let best = result.ranking.candidates.first
        record.add("bestEngine", .text(best?.label))
        // The spring the best engine was given (its frames refitted): for an engine that
        // integrates (POP), the spring its user wrote, which the exact fit above only approximates.
        record.add("bestEngineDampingRatio", .number(best?.spring.dampingRatio))
        record.add("bestEngineNaturalFrequency", .number(best?.spring.naturalFrequency), unit: "rad/s")
        let ranking = result.ranking
        record.add("bestEngineTies", .integer(ranking.tiedWithBest))
        record.add("tiedWithBest", .group(zip(ranking.candidates, ranking.isTiedWithBest).dropFirst().filter(\.1).map { ($0.0.label, $0.0.rmsResidual) }))
        record.add("rankingNoise", .number(ranking.noise), unit: unit)
        record.add("ranking", .group(ranking.candidates.prefix(listedCandidates).map { ($0.label, $0.rmsResidual) }))
        return record
    }

    /// The plot `fit --video --plot FILE` draws, on the spring's clock (0 at the fitted start):
    /// the tracked samples, the fitted spring, the frames of the best engine (the best
    /// candidate that is not the exact solution itself) at the recording's frame times, and below
    /// them the residual, fit − samples.
    /// - Throws: ``SpringPlot/PlotError`` for samples that cannot be drawn.
    public static func plot(_ result: Result) throws(PlotError) -> ResponsePlot {
        let motion = result.motion, fit = result.fit
        let kept = motion.times.indices.filter { motion.times[$0] >= fit.startTime }
        let times = kept.map { motion.times[$0] - fit.startTime }, values = kept.map { motion.values[$0] }
        var overlays: [ResponsePlot.Overlay] = []
        if let engine = result.ranking.candidates.first(where: { !$0.isExactSolution }) {
            overlays.append(try ResponsePlot.Overlay(label: "\(engine.label): its frames (\(format(engine.rmsResidual)) rms)",
                                                     times: times, positions: engine.values(at: kept.map { motion.times[$0] })))
        }
        let spring = fit.fit.spring
        let label = "fitted spring: ζ \(format(spring.dampingRatio)), ω0 \(format(spring.naturalFrequency)) rad/s"
        var plot = ResponsePlot(series: [.init(label: label, response: fit.fit.response, overlays: overlays)],
                                title: "Fit to \(motion.info.path.split(separator: "/").last.map(String.init) ?? motion.info.path): \(motion.property.rawValue)")
        let unit = motion.property.unit.isEmpty ? "" : " \(motion.property.unit)"
        plot.references = [try ResponsePlot.Reference(label: "tracked \(motion.property.rawValue)\(unit) (\(motion.times.count) frames)",
                                                      times: times, positions: values)]
        plot.residual = .residual(title: "residual (fit − tracked)\(unit)", times: times,
                                  values: zip(kept, values).map { fit.value(at: motion.times[$0.0]) - $0.1 })
        plot.timeRange = 0...max(times.last ?? 1, 1e-3)
        return plot
    }

    /// Four significant digits, for labels.
    private static func format(_ value: Double) -> String { NumberStyle.general(4).text(value) }
}
