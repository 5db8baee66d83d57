import SpringPresets
import SpringReport
import SpringRequests

/// `presets`: the preset library, listed or one preset shown (`springtune preset list`,
/// `springtune preset show`), with the server's preset files.
public struct PresetsTool: MCPTool {
    /// A presets tool.
    public init() {}

    /// The command's name.
    public let name = "presets"

    /// What the tool answers, for the agent choosing it.
    public let summary = """
        The preset library: without preset, every preset (or one group's) as `springtune preset list` prints \
        them, name, group and spring spec; with preset, that one preset as `springtune preset show` prints it: \
        its source (where its numbers come from), spring, physical mass/stiffness/damping, motion and metrics \
        (as its tuned renderer draws it too). Bundled presets (Apple, alert guides, Android, Material, web, \
        Facebook), the search path's, and those of the preset files the server was started with and of \
        presetFile. The structured content is the command's JSON ({"results": [...]} for a list).
        """

    /// The command's options it takes, in camelCase.
    public var arguments: [MCPArgument] {
        [
            MCPArgument(.preset, .string, "Show this preset (default: list them)."),
            MCPArgument(.group, .string, "List only this group (apple, alerts, android, material, web, facebook, or a preset file's own)."),
            .presetFile,
            .format(PresetListRequest.formats, note: "; a shown preset is table or json"),
        ]
    }

    /// The command's output for `arguments` (see ``MCPTool/call(_:in:)``).
    public func call(_ arguments: MCPArguments, in context: MCPContext) throws -> MCPToolResult {
        let library = try context.library(arguments)
        let format = arguments.format(or: .table)
        guard let name = arguments.string(.preset) else {
            let presets = try PresetListRequest(group: arguments.string(.group)).presets(in: library)
            return .report(text: PresetListRequest.rendered(presets, in: library, as: format),
                           json: PresetListRequest.rendered(presets, in: library, as: .json))
        }
        if arguments.contains(RequestField.group.argumentName) {
            throw RequestError(.usage, "\(field: .group) applies to the list of presets, not to \(field: .preset) \(name)")
        }
        guard PresetShowRequest.formats.contains(format) else {
            throw RequestError(.usage, "invalid format \(format.rawValue) for a shown preset: must be table or json")
        }
        let (preset, setup) = try PresetShowRequest(name: name).preset(in: library)
        return .report(text: PresetShowRequest.rendered(preset, setup: setup, in: library, as: format),
                       json: PresetShowRequest.rendered(preset, setup: setup, in: library, as: .json))
    }
}
