import ArgumentParser
import SpringRequests
import SpringVideo

/// `fit --video FILE` and how the recording is read: `--region --property --start --end --frame-rate`.
struct FitVideoOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A screen recording (MP4/MOV, WebM, GIF) or a folder of numbered PNG frames: fit the spring of the element that moves.",
                               valueName: "file"))
    var video: String?
    @Option(help: ArgumentHelp("With --video: the region tracked, X,Y,W,H in the recording's pixels (default: the region that changes).",
                               valueName: "x,y,w,h"))
    var region: String?
    @Option(help: ArgumentHelp("With --video: the property tracked: \(TrackedProperty.allCases.map(\.rawValue).joined(separator: ", ")) (default auto).",
                               valueName: "name"),
            completion: .list(TrackedProperty.allCases.map(\.rawValue)),
            transform: { text in try ChoiceArgument.parsed { try VideoFitRequest.property(named: text) } })
    var property: TrackedProperty?
    @Option(parsing: .unconditional, help: ArgumentHelp("With --video: the first time analysed, in seconds.", valueName: "s"),
            transform: NumberArgument.finite)
    var start: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("With --video: the last time analysed, in seconds.", valueName: "s"),
            transform: NumberArgument.finite)
    var end: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("With --video FOLDER: the rate its PNG frames were taken at, in frames per second.",
                                                        valueName: "fps"),
            transform: NumberArgument.finite)
    var frameRate: Double?

    /// The recording these options describe (its settings checked against its path).
    func recording() throws -> FitRequest.Recording {
        try FitRequest.Recording(path: video, region: region, property: property, start: start, end: end, frameRate: frameRate)
    }
}
