import SpringKit
import SpringPlot
import SpringTuning

/// `fit --plot FILE`: the target curve, the fitted spring and the residual on one plot.
enum FitPlot {
    /// The plot of `fit` over `target` (keyframes, data or a matched curve): the target drawn
    /// thin with its keys marked, the fitted spring solid with its markers, and below them the
    /// residual, fitted − target, at the target's samples. A target fit (no curve) shows the
    /// fitted spring alone, its markers showing the targets met.
    static func plot(of fit: SpringFit, target: (reference: ResponsePlot.Reference, samples: FitSamples)?) -> ResponsePlot {
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
