import SpringExport
import SpringKit
import SpringRequests

/// `export`: springs as ready-to-paste code (`springtune export`).
public struct ExportTool: MCPTool {
    /// An export tool.
    public init() {}

    /// The command's name.
    public let name = "export"

    /// What the tool answers, for the agent choosing it.
    public let summary = """
        Springs as ready-to-paste code for another ecosystem, exactly as `springtune export --as FORMAT` writes \
        it: SwiftUI, UIKit, CASpringAnimation, CSS linear() easings (within maxError of the exact curve, or of the \
        curve an engine draws with solver), Motion, react-spring, Reanimated, Android, Compose, Flutter, POP, \
        Rebound, anime.js, Svelte, keyframes, JSON. The code is the text content (several springs one after \
        another); what the command says beside it (a velocity the format drops, a spring tuned under \
        JNWSpringAnimation) follows as text blocks starting with `note:`.
        """

    /// The command's options it takes, in camelCase.
    public var arguments: [MCPArgument] {
        [
            MCPArgument(.exportFormat, .choice(ExportFormat.allCases.map(\.rawValue)), "The format (as the command's --as).", required: true),
            .springs, .presets, .presetFile,
            MCPArgument(.maximumError, .number(MCPArgument.Bounds(minimum: CSSExporter.smallestMaximumError, maximum: 0.5, excludesMaximum: true)),
                        "css only: the largest error of the linear() easing, as a fraction of the change, in [\(CSSExporter.smallestMaximumError), 0.5) (default \(CSSExporter.defaultMaximumError))."),
            MCPArgument(.keyframeStep, .number(MCPArgument.Bounds(minimum: 0.001)),
                        "keyframes only: keep one keyframe every S seconds, a whole number of milliseconds ≥ 0.001 (default every keyframe)."),
            MCPArgument(.frameRate, .number(MCPArgument.frameRates),
                        "svelte only: the display frame rate in Hz at which Svelte's stiffness and damping draw the spring, in \(FrameRate.allowed) (default a svelte spring's own, else 60)."),
            .solver("css only: the easing follows the curve this engine draws, not the exact spring: exact (default) or an engine with a stop rule (\(CSSExporter.solvers.filter { $0 != .exact }.map(\.rawValue).joined(separator: ", ")))."),
        ]
    }

    /// The command's output for `arguments` (see ``MCPTool/call(_:in:)``).
    public func call(_ arguments: MCPArguments, in context: MCPContext) throws -> MCPToolResult {
        let request = try ExportRequest(format: try ExportRequest.format(named: arguments.string(.exportFormat) ?? ""),
                                        maximumError: arguments.number(.maximumError), keyframeStep: arguments.number(.keyframeStep),
                                        frameRate: arguments.number(.frameRate), solver: arguments.solver())
        var notes: [MCPToolResult.Content] = []
        let code = try request.code(for: try context.source(arguments), byteLimit: context.limits.maximumExportBytes) { note in
            notes.append(.text("note: \(note)"))
        }
        return MCPToolResult(content: [.text(code)] + notes)
    }
}
