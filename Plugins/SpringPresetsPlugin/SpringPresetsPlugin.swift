import Foundation
import PackagePlugin

/// A Swift target's preset files as typed constants, at build time: every `*.json` file of the
/// target is read by SpringTune's generator (`SpringPresetsGenerator`, the code of
/// `springtune preset export --as swift`), and the target gets `Spring.myPop`, `Motion.myPop`
/// (SpringKit) and, where SwiftUI and QuartzCore exist, their values. The target depends on
/// SpringKit. Editing a preset file rebuilds the module; nothing generated is committed.
/// docs/presets.md, "The SwiftPM plugin".
@main
struct SpringPresetsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles(withSuffix: "json").map(\.url).sorted { $0.lastPathComponent < $1.lastPathComponent }
        guard !inputs.isEmpty else { return [] }
        let generated = context.pluginWorkDirectoryURL.appending(path: "SpringPresets+\(target.name).swift")
        return [.buildCommand(displayName: "Generating Swift constants for \(inputs.map(\.lastPathComponent).joined(separator: ", "))",
                              executable: try context.tool(named: "SpringPresetsGenerator").url,
                              arguments: [generated.path] + inputs.map(\.path),
                              inputFiles: inputs, outputFiles: [generated])]
    }
}
