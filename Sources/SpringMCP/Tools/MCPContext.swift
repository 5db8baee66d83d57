import SpringIO
import SpringKit
import SpringPresets
import SpringRequests

/// What a tool call works with besides its arguments: the preset files the server was started
/// with and the preset search path, the client's roots (``MCPWorkspace``), the limits, and the
/// server's version (named in SARIF).
public struct MCPContext: Sendable {
    /// The preset files named with `springtune mcp --preset-file`: their presets may be named
    /// in every call.
    public var presetFiles: [String]
    /// `SPRINGTUNE_PRESET_PATH` (more preset files and folders), if set.
    public var searchPath: String?
    /// The folders a call may read.
    public var workspace: MCPWorkspace
    /// The bounds of a call.
    public var limits: MCPLimits
    /// The server's version.
    public var version: String

    /// A context of `presetFiles`, `searchPath`, `workspace`, `limits` and `version`.
    public init(presetFiles: [String] = [], searchPath: String? = nil, workspace: MCPWorkspace = .workingDirectory(),
                limits: MCPLimits = .standard, version: String) {
        self.presetFiles = presetFiles
        self.searchPath = searchPath
        self.workspace = workspace
        self.limits = limits
        self.version = version
    }

    /// The preset files a call reads: the server's, then the call's `presetFile` (each inside
    /// the roots, a regular file).
    /// - Throws: ``SpringRequests/RequestError`` for a file outside the roots.
    public func presetFiles(_ arguments: MCPArguments) throws(RequestError) -> [String] {
        var files = presetFiles
        for file in arguments.strings(MCPArgument.presetFileName) {
            files.append(try workspace.check(file, as: MCPArgument.presetFileName, regularFile: true))
        }
        return files
    }

    /// The springs a call names: every `spring` then every `preset`, resolved against the
    /// bundled presets, the search path and the preset files (``presetFiles(_:)``).
    /// - Throws: ``SpringRequests/RequestError`` for a spec that does not parse, a name that is not a
    ///   preset name, a preset file outside the roots, or more than ``MCPLimits/maximumSprings``.
    public func source(_ arguments: MCPArguments) throws(RequestError) -> SpringSource {
        let source = try SpringSource(springs: arguments.strings(.spring), presets: arguments.strings(.preset),
                                      presetFiles: try presetFiles(arguments), searchPath: searchPath)
        guard source.specs.count <= limits.maximumSprings else {
            throw RequestError(.usage, "\(source.specs.count) springs: at most \(limits.maximumSprings) per call")
        }
        return source
    }

    /// The preset library of a call: bundled, the search path, the preset files.
    /// - Throws: ``SpringRequests/RequestError`` for a file outside the roots or one that cannot be read.
    public func library(_ arguments: MCPArguments) throws(RequestError) -> PresetLibrary {
        try SpringSource(presetFiles: try presetFiles(arguments), searchPath: searchPath).library()
    }
}
