import Foundation
import PackagePlugin

/// Compiles files into the targets that ship them, at build time (the EmbedFiles tool):
/// `presets/*.json` into SpringPresets (`BundledPresetFiles`),
/// `Sources/SpringStudio/Assets/*` into SpringStudio (`StudioAssets.files`), and the documents
/// the MCP server serves (``mcpDocuments``, from `docs/`) into SpringMCP (`EmbeddedDocuments`).
/// An installed binary then needs no resource bundle, and no generated source is committed.
@main
struct EmbedFilesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let (kind, folder, output, extensions): (String, URL, String, Set<String>?)
        var names: Set<String>?
        switch target.name {
        case "SpringPresets":
            (kind, folder, output, extensions) = ("presets", context.package.directoryURL.appending(path: "presets"),
                                                  "BundledPresetFiles.swift", ["json"])
        case "SpringStudio":
            (kind, folder, output, extensions) = ("assets", target.directoryURL.appending(path: "Assets"), "StudioAssets+Files.swift", nil)
        case "SpringMCP":
            (kind, folder, output, extensions) = ("docs", context.package.directoryURL.appending(path: "docs"),
                                                  "EmbeddedDocuments.swift", ["md"])
            names = Self.mcpDocuments
        default:
            return []
        }
        let inputs = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") && (extensions?.contains($0.pathExtension) ?? true) }
            .filter { names?.contains($0.lastPathComponent) ?? true }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let generated = context.pluginWorkDirectoryURL.appending(path: output)
        return [.buildCommand(displayName: "Embedding \(inputs.count) files into \(target.name)",
                              executable: try context.tool(named: "EmbedFiles").url,
                              arguments: [kind, generated.path] + inputs.map(\.path),
                              inputFiles: inputs, outputFiles: [generated])]
    }

    /// The documents of `docs/` the MCP server serves as resources: what the numbers mean and
    /// where they come from.
    static let mcpDocuments: Set<String> = ["physics.md", "durations.md", "engine-durations.md", "conversions.md",
                                            "fitting.md", "tuning.md", "export.md", "presets.md", "scan.md", "mcp.md"]
}
