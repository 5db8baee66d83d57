import Foundation
import SpringKit
import SpringPlot
import SpringPresets
import SpringReport
import SpringTuning
import SpringVideo

extension FitRequest {
    /// How a screen recording is read (`fit --video`): the settings of ``VideoFitRequest``,
    /// which go with a recording only.
    public struct Recording: Sendable, Hashable {
        /// The recording's path, or `nil` when no recording is fitted.
        public var path: String?
        /// The region tracked, `X,Y,W,H` as written, or `nil` for the region that changes.
        public var region: String?
        /// The property tracked, or `nil` for ``SpringVideo/TrackedProperty/auto``.
        public var property: TrackedProperty?
        /// The stretch analysed, in seconds, and a folder of PNG frames' rate.
        public var start: Double?, end: Double?, frameRate: Double?

        /// A recording's settings, checked.
        /// - Throws: ``RequestError`` (usage) naming the first setting given without a path.
        public init(path: String? = nil, region: String? = nil, property: TrackedProperty? = nil, start: Double? = nil,
                    end: Double? = nil, frameRate: Double? = nil) throws(RequestError) {
            if path == nil {
                for (setting, given) in [(VideoSetting.region, region != nil), (.property, property != nil), (.startTime, start != nil),
                                         (.endTime, end != nil), (.frameRate, frameRate != nil)] where given {
                    throw RequestError(.usage, "\(field: .video(setting)) applies to \(field: .recording)")
                }
            }
            (self.path, self.region, self.property, self.start, self.end, self.frameRate) = (path, region, property, start, end, frameRate)
        }
    }

    /// What a fit gives: the fit, its record as `springtune fit` prints it, and its plot when asked.
    public struct Outcome: Sendable {
        /// The fit.
        public var fit: SpringFit
        /// Its record (``SpringReport/FitReport``, or ``VideoFitRequest/record(_:)`` for a recording).
        public var record: ReportRecord
        /// The target curve, the fitted spring and the residual (``plot(of:target:)``), or the
        /// recording's plot; `nil` unless asked.
        public var plot: ResponsePlot?
    }

    /// Runs the fit, whichever of the five it is: each input read and each curve computed once.
    /// - Parameters:
    ///   - library: the presets a matched spring may name and a recording's fit is ranked against.
    ///   - recording: how a recording is read (its path is ``Kind/recording(path:)``'s).
    ///   - drawsPlot: whether ``Outcome/plot`` is drawn.
    ///   - read: reads a data file's samples (the front end's own reading, with its limits).
    ///   - progress: told, once the curve is read, what follows each stage of a curve fit.
    /// - Throws: ``RequestError``, or what `read` and the recording's reading throw.
    /// - Cost: ``TargetFitRequest/fit()``, ``CurveFitRequest/fit(samples:progress:)`` or ``VideoFitRequest/run()``.
    public func run(in library: PresetLibrary, recording: Recording? = nil, drawsPlot: Bool,
                    readingData read: (String) throws -> FitSamples,
                    progress: () -> ((_ stage: Int, _ stages: Int) -> Void)? = { nil }) throws -> Outcome {
        switch kind {
        case .recording(let path):
            let request = try VideoFitRequest(path: path, region: recording?.region, property: recording?.property ?? .auto,
                                              start: recording?.start, end: recording?.end, frameRate: recording?.frameRate, family: family, presets: library.presets)
            let result = try request.run()
            return Outcome(fit: result.fit.fit, record: VideoFitRequest.record(result), plot: drawsPlot ? try VideoFitRequest.plot(result) : nil)
        case .targets(let targets):
            let fit = try targets.fit()
            return Outcome(fit: fit, record: FitReport.record(fit), plot: drawsPlot ? Self.plot(of: fit, target: nil) : nil)
        default:
            guard let curve = try curve(in: library, readingData: read) else { throw RequestError(.usage, "nothing to fit") }
            let curveRequest = try curveRequest(curve)
            let samples = curveRequest.samples
            let fit = try curveRequest.fit(samples: samples, progress: progress())
            return Outcome(fit: fit, record: FitReport.record(fit),
                           plot: drawsPlot ? Self.plot(of: fit, target: try plotTarget(curve, samples: samples)) : nil)
        }
    }

    /// The curve a plot draws as the target: the keyframe curve with its keys, the data named
    /// by its file, or the matched spring as it is drawn; with the samples its residual is taken at.
    func plotTarget(_ curve: CurveFitRequest.Curve, samples: FitSamples) throws -> (reference: ResponsePlot.Reference, samples: FitSamples) {
        switch (curve, kind) {
        case (.keyframes(let keyframes), _):
            let reference = try ResponsePlot.Reference(curve: keyframes)
            return (reference, try FitSamples(times: reference.times, values: reference.positions))
        case (.match(let setup, let solver, _), .match(let spec, _, _)):
            let label = "\(spec) as \(solver?.rawValue ?? (setup.renderer?.rawValue ?? "the exact solution")) draws it"
            return (try ResponsePlot.Reference(label: label, times: samples.times, positions: samples.values), samples)
        default:
            let path: String = if case .data(let path) = kind { path } else { "" }
            return (try ResponsePlot.Reference(samples: samples, label: (path as NSString).lastPathComponent), samples)
        }
    }

    /// The plot of `fit` over `target` (keyframes, data or a matched curve): the target drawn
    /// thin with its keys marked, the fitted spring solid with its markers, and below them the
    /// residual, fitted − target, at the target's samples. A target fit (no curve) shows the
    /// fitted spring alone, its markers showing the targets met.
    /// - Cost: the residual at each of the target's samples (closed form).
    public static func plot(of fit: SpringFit, target: (reference: ResponsePlot.Reference, samples: FitSamples)?) -> ResponsePlot {
        let response = SpringResponse(spring: fit.spring, motion: fit.motion)
        let label = "fitted \(fit.family.rawValue) spring" + (fit.feasible ? "" : " (closest: infeasible)")
        var plot = ResponsePlot(series: [.init(label: label, response: response)],
                                title: target.map { "Fit to \($0.reference.label)" } ?? "Fitted spring")
        if let target {
            plot.references = [target.reference]
            let residual = zip(target.samples.times, target.samples.values).map { response.position(at: $0) - $1 }
            plot.residual = .residual(title: "residual (fit − target)", times: target.samples.times, values: residual)
            plot.timeRange = 0...max(target.samples.times.last ?? 1, 1e-3)
        }
        return plot
    }
}
