import Foundation
import SpringPresets
import SpringReport
import SpringRequests
import SpringTuning

extension FitCommand {
    /// `fit --video`: the request built from the options, run, its plot written; the fit and
    /// its record.
    func fitVideo(library: PresetLibrary) throws -> (SpringFit, ReportRecord) {
        let targets = [settlingTime, overshoot, peakTime, riseTime, band].contains { $0 != nil }
        for (flag, given) in [("targets", targets || constraint != nil), ("--keyframes", keyframes != nil), ("--data", data != nil),
                              ("--match", match != nil), ("--timing", !timing.isEmpty), ("--free", free != nil),
                              ("--mass", mass != nil), ("--stiffness", stiffness != nil), ("--damping", damping != nil),
                              ("--velocity", velocity != nil), ("--from", from != nil), ("--to", to != nil),
                              ("--match-solver", matchSolver != nil), ("--duration", duration != nil)] where given {
            throw CommandFailure.usage("\(flag) does not apply to --video (its spring, start and amplitude are all fitted)")
        }
        let request = try VideoFitRequest(path: video ?? "", region: region, property: property ?? .auto, start: start, end: end,
                                          frameRate: frameRate, family: family ?? .physical, presets: library.presets)
        let result = try request.run()
        if let plot { try VideoFitRequest.plot(result).write(to: URL(fileURLWithPath: plot)) }
        return (result.fit.fit, VideoFitRequest.record(result))
    }

    /// The recording's options without `--video`: refused.
    func checkNoVideoOptions() throws {
        for (flag, given) in [("--region", region != nil), ("--property", property != nil), ("--start", start != nil),
                              ("--end", end != nil), ("--frame-rate", frameRate != nil)] where given {
            throw CommandFailure.usage("\(flag) applies to --video")
        }
    }
}
