import SpringIO
import SpringKit
import SpringPlot
import SpringRequests
import SpringTuning

/// `plot`: response curves as a PNG image, or SVG on request (`springtune plot`).
public struct PlotTool: MCPTool {
    /// A plot tool.
    public init() {}

    /// The command's name.
    public let name = "plot"

    /// What the tool answers, for the agent choosing it.
    public let summary = """
        Response curves of one or more springs, as `springtune plot` draws them: each spring exact with its \
        settle band, settling-time and peak markers; solver overlays the curve an integrator or engine draws \
        (dashed; a preset tuned under JNW gets its JNW curve automatically); keyframes or sampled data can be \
        drawn beside them. Answers a PNG image (format png, the default), or the SVG document as text \
        (format svg), the same bytes the command writes.
        """

    /// The command's options it takes, in camelCase.
    public var arguments: [MCPArgument] {
        [
            .springs, .presets, .presetFile,
            .solver("Overlay the curve this solver or engine draws (dashed)."),
            MCPArgument(.timeStep, .number(MCPArgument.Bounds(minimum: 0, excludesMinimum: true, maximum: 1)),
                        "Step of the overlay's integrator, or frame interval of its engine, in seconds, (0, 1]."),
            .band,
            MCPArgument(.duration, .number(MCPArgument.Bounds(minimum: 0, excludesMinimum: true, maximum: PlotRequest.maximumServedDuration)),
                        "Time range 0…T in seconds, (0, \(NumberStyle.decimal.text(PlotRequest.maximumServedDuration))] (default: through the slowest settling time, plus a margin)."),
            MCPArgument("title", .string, "The plot's title."),
            MCPArgument(.theme, .choice(PlotTheme.allCases.map(\.rawValue)), "The colour theme (default light)."),
            MCPArgument(.width, .number(Self.sizes), "Width in points (PNG pixels at scale 1), 100…10000 (default \(NumberStyle.decimal.text(PlotSize.standard.width)))."),
            MCPArgument(.height, .number(Self.sizes), "Height in points, 100…10000 (default \(NumberStyle.decimal.text(PlotSize.standard.height)))."),
            MCPArgument(.scale, .number(MCPArgument.Bounds(minimum: 0.25, maximum: 8)),
                        "PNG pixel multiplier, 0.25…8 (default 1); a PNG has at most \(MCPLimits.standard.maximumImagePixels) pixels."),
            MCPArgument(.label, .strings(maximumCount: MCPLimits.standard.maximumSprings),
                        "Legend names of the springs, in the order they are given (default: the spec or preset name)."),
            MCPArgument("showVelocity", .boolean, "Add a velocity panel below the curves (default false)."),
            MCPArgument(.overlayKeyframes, .string, "Draw a keyframe curve TIME:VALUE,… (times increasing) with its keys marked, as fit's keyframes."),
            MCPArgument(.timing, .strings(maximumCount: 1000), "With overlayKeyframes: the timing function, one for all segments or a list of one per segment."),
            MCPArgument(.overlayData, .path, "Draw the sampled curve of a CSV file (t,x) inside the client's roots, as fit's data."),
            .retarget,
            .format(["png", "svg"], note: ": png answers an image, svg the SVG document as text"),
        ]
    }

    /// The bounds of a width or height in points.
    static let sizes = MCPArgument.Bounds(minimum: 100, maximum: 10_000)

    /// The command's output for `arguments` (see ``MCPTool/call(_:in:)``).
    public func call(_ arguments: MCPArguments, in context: MCPContext) throws -> MCPToolResult {
        let solver = arguments.solver()
        let settings = try PlotRequest(theme: try PlotRequest.theme(named: arguments.string(.theme) ?? "light"),
                                       width: arguments.number(.width) ?? PlotSize.standard.width, height: arguments.number(.height) ?? PlotSize.standard.height,
                                       scale: arguments.number(.scale) ?? 1, duration: arguments.number(.duration),
                                       timeStep: arguments.number(.timeStep), solver: solver)
        try settings.checkServedDuration()
        let format: PlotFormat = arguments.string("format") == "svg" ? .svg : .png
        let pixels = (settings.width * settings.scale).rounded() * (settings.height * settings.scale).rounded()
        if format == .png, pixels > Double(context.limits.maximumImagePixels) {
            throw RequestError(.usage, "a PNG of \(NumberStyle.readable.text(settings.width * settings.scale)) × \(NumberStyle.readable.text(settings.height * settings.scale)) pixels (\(field: .width) and \(field: .height) × \(field: .scale)) is more than \(context.limits.maximumImagePixels) pixels: give a smaller size or scale, or format svg")
        }
        let band = try MetricsRequest.band(fraction: arguments.number(.band), width: nil)
        let overlayData = try arguments.string(.overlayData).map { path throws(RequestError) in
            try context.workspace.check(path, as: RequestField.overlayData.argumentName)
        }
        let byteLimit = context.limits.maximumDataFileBytes
        let references = try PlotRequest.references(keyframes: arguments.string(.overlayKeyframes), timings: arguments.strings(.timing),
                                                    data: overlayData) { path in
            try FitSamples.reading(atPath: path, as: .overlayData, byteLimit: byteLimit)
        }
        let setups = try PlotRequest.labelled(try context.source(arguments).resolved().setups, labels: arguments.strings(.label))
        try settings.checkWork(of: setups, band: band, solvers: solver.map { [$0] } ?? [])
        let plot = try settings.plot(of: setups, band: band, solver: solver, retargets: try RetargetRequest(parsing: arguments.strings(.retarget)),
                                     references: references, title: arguments.string("title"),
                                     showsVelocity: arguments.flag("showVelocity"))
        let bytes = try plot.render(format: format)
        if format == .svg { return MCPToolResult(content: [.text(String(decoding: bytes, as: UTF8.self))]) }
        let size = "\(NumberStyle.readable.text((settings.width * settings.scale).rounded())) × \(NumberStyle.readable.text((settings.height * settings.scale).rounded()))"
        let described = "Plot of \(setups.map(\.label).joined(separator: ", ")): PNG, \(size) pixels."
        return MCPToolResult(content: [.image(bytes: bytes, mimeType: "image/png"), .text(described)])
    }
}
