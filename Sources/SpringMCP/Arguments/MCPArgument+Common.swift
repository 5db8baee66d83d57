import SpringKit
import SpringReport
import SpringRequests

/// The arguments several tools share, each written once.
extension MCPArgument {
    /// The name of the argument naming the user's preset files.
    public static let presetFileName = "presetFile"

    /// `spring`: specs, one or a list.
    public static let springs = MCPArgument(.spring, .strings(maximumCount: MCPLimits.standard.maximumSprings),
        "Spring specs, one or a list: [FAMILY:]KEY=NUMBER[,KEY=NUMBER…] (such as swiftui:duration=0.5,bounce=0.3, k=170,c=26, motion:stiffness=380,damping=20) or preset:NAME[,KEY=NUMBER…]; at most \(MCPLimits.standard.maximumSprings) springs per call with preset. Resources springtune://docs/conversions.md and springtune://docs/physics.md give the families' keys and units.")

    /// `preset`: preset names, one or a list.
    public static let presets = MCPArgument(.preset, .strings(maximumCount: MCPLimits.standard.maximumSprings),
        "Presets by name, one or a list (same as spring preset:NAME): the bundled ones (tool presets lists them), the server's preset files' and presetFile's.")

    /// `spring`: one spec.
    public static let spring = MCPArgument(.spring, .string,
        "One spring spec: [FAMILY:]KEY=NUMBER[,KEY=NUMBER…] or preset:NAME[,KEY=NUMBER…].")

    /// `preset`: one preset name.
    public static let preset = MCPArgument(.preset, .string, "One preset by name (same as spring preset:NAME).")

    /// `presetFile`: the user's preset files, besides the server's.
    public static let presetFile = MCPArgument(presetFileName, .paths(maximumCount: 8),
        "Preset files whose presets preset and preset:NAME may name, besides those the server was started with (inside the client's roots).")

    /// `solver`: the solver or engine drawing the curve.
    public static func solver(_ summary: String) -> MCPArgument {
        MCPArgument(.solver, .choice(Solver.allCases.map(\.rawValue)), summary)
    }

    /// `frameRate`: a frame engine's display frame rate.
    public static let frameRate = MCPArgument(.frameRate, .number(frameRates),
        "Display frame rate in Hz for a frame engine solver (pop, rebound, rebound-js, react-spring, motion, android, flutter, flutter-fling, svelte, reanimated, reanimated3), in \(FrameRate.allowed); default 60, a svelte spec its frameRate.")

    /// The bounds of a display frame rate (``FrameRate/allowed``, (0, 10000] Hz).
    static let frameRates = Bounds(minimum: EngineSettings.frameRates.lowerBound, excludesMinimum: true,
                                   maximum: EngineSettings.frameRates.upperBound)

    /// `androidProperty`: Android's animated property.
    public static let androidProperty = MCPArgument("androidProperty", .choice(AndroidSpringRenderer.Property.allCases.map(\.rawValue)),
        "With solver android: the animated property, which sets Android's minimum visible change and rest rule (default pixels).")

    /// `overshootClamping`: Reanimated's clamping.
    public static let overshootClamping = MCPArgument("overshootClamping", .boolean,
        "With solver reanimated or reanimated3: Reanimated's overshootClamping (default false).")

    /// `frameLoop`: the state of react-spring's frame loop when the spring starts.
    public static let frameLoop = MCPArgument("frameLoop", .choice(ReactSpringRenderer.FrameLoop.allCases.map(\.rawValue)),
        "With solver react-spring: the state of its frame loop when the spring starts: idle (default; its first frame advances 16.667 ms whatever the frame rate) or running (another animation keeps the loop going; the first frame advances one frame interval).")

    /// `retarget`: changes of target in flight.
    public static let retarget = MCPArgument(.retarget, .strings(maximumCount: RetargetedResponse.maximumCount),
        "Changes of target in flight, T:VALUE each (such as 0.2:0.5): at T seconds the target becomes VALUE (T increasing, > 0). Followed exactly, and by motion, react-spring, pop, rebound(-js), android and svelte by their own rules; other solvers refuse it.")

    /// `band`: the settling band as a fraction of the step.
    public static let band = MCPArgument(.band, .number(Bounds(minimum: 0, excludesMinimum: true, maximum: 1)),
        "Settling band as a fraction of the step, 0 < band < 1 (default 0.02: ±2 %).")

    /// `format`: the text's format, among `formats` (default the first).
    public static func format(_ formats: [ReportFormat], note: String = "") -> MCPArgument {
        format(formats.map(\.rawValue), note: note)
    }

    /// `format`: the text's format, among `names` (default the first).
    public static func format(_ names: [String], note: String = "") -> MCPArgument {
        MCPArgument("format", .choice(names),
                    "The text content's format, as the command's --format (default \(names[0]))\(note); the structured content is always the command's JSON.")
    }

    /// The engine settings of `frameRate`, `androidProperty`, `overshootClamping` and `frameLoop`.
    static func engineSettings(_ arguments: MCPArguments) -> EngineSettings {
        EngineSettings(frameRate: arguments.number(.frameRate),
                       androidProperty: arguments.string(androidProperty.name).flatMap(AndroidSpringRenderer.Property.init(rawValue:)),
                       overshootClamping: arguments.flag(overshootClamping.name),
                       frameLoop: arguments.string(frameLoop.name).flatMap(ReactSpringRenderer.FrameLoop.init(rawValue:)) ?? .idle)
    }
}

extension MCPArguments {
    /// The solver given as `field` (already one of ``SpringKit/Solver``'s names).
    func solver(_ field: RequestField = .solver) -> Solver? {
        string(field).flatMap(Solver.init(rawValue:))
    }

    /// The report format given as `format`, or `fallback`.
    func format(or fallback: ReportFormat) -> ReportFormat {
        string("format").flatMap(ReportFormat.init(rawValue:)) ?? fallback
    }
}
