import SpringKit
import SpringPlot
import SpringTuning

extension ResponsePlot.Reference {
    /// A keyframe curve, sampled densely between its first and last keyframe (every segment
    /// through its timing function), with every keyframe marked (`plot --overlay-keyframes`,
    /// `fit --keyframes --plot`).
    /// - Throws: ``RequestError`` (usage) for fewer than two keyframes; the plot's own error
    ///   for values that cannot be drawn.
    /// - Cost: 2001 evaluations of the curve.
    public init(curve: KeyframeCurve, label: String? = nil) throws {
        let frames = curve.keyframes
        guard let first = frames.first, let last = frames.last else {
            throw RequestError(.usage, "a keyframe curve needs at least two keyframes")
        }
        let count = 2_000
        let times = (0...count).map { first.time + (last.time - first.time) * Double($0) / Double(count) }
        let names = Set(curve.timings.map { $0.name }).sorted().joined(separator: ", ")
        try self.init(label: label ?? "keyframes (\(names))", times: times, positions: times.map(curve.value(at:)),
                      marks: frames.map { Mark(time: $0.time, position: $0.value) })
    }

    /// Sampled data, joined by straight lines; each sample marked when there are at most 200
    /// (`plot --overlay-data`, `fit --data --plot`).
    /// - Throws: the plot's own error for values that cannot be drawn.
    public init(samples: FitSamples, label: String) throws {
        let marks = samples.times.count <= 200
            ? zip(samples.times, samples.values).map { Mark(time: $0, position: $1) } : []
        try self.init(label: label, times: samples.times, positions: samples.values, marks: marks)
    }
}
