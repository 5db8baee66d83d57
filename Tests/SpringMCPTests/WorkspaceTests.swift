import Foundation
import SpringIO
@testable import SpringMCP
import SpringTestSupport
import Testing

/// Paths are read only inside the client's roots (or the working directory when it declares
/// none), after `.`, `..` and links are resolved.
struct WorkspaceTests {
    /// A root with a Swift file, and a folder beside it with another.
    static func tree() throws -> (base: URL, root: URL, outside: URL) {
        let base = try CLI.temporaryDirectory()
        let root = base.appendingPathComponent("project"), outside = base.appendingPathComponent("elsewhere")
        for folder in [root, outside] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "let a = Animation.spring(duration: 0.5, bounce: 0.3)\n".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        }
        return (base, root, outside)
    }

    @Test func insideTheRootsIsScannedAndOutsideIsRefused() throws {
        let (base, root, outside) = try Self.tree()
        defer { try? FileManager.default.removeItem(at: base) }
        let workspace = MCPWorkspace(roots: [root.path], origin: .client, base: root.path)
        let inside = ToolCalls.call("scan", [("path", .string(root.path))], workspace: workspace)
        #expect(!inside.isError, "\(inside.text)")
        #expect(inside.structured?["filesScanned"] == .integer(1))
        for path in [outside.path, root.path + "/../elsewhere", "../elsewhere/A.swift", "/", base.path] {
            let refused = ToolCalls.call("scan", [("path", .string(path))], workspace: workspace)
            #expect(refused.isError, "\(path)")
            #expect(refused.text.contains("is outside the roots the client declared: \(Platform.resolvedPath(root.path) ?? root.path)"), "\(refused.text)")
        }
        // A link inside the root to a folder outside it is outside.
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("link"), withDestinationURL: outside)
        #expect(ToolCalls.call("scan", [("path", .string(root.path + "/link"))], workspace: workspace).text.contains("is outside"))
        // One path of a list outside refuses the call.
        #expect(ToolCalls.call("scan", [("path", ToolCalls.texts([root.path, outside.path]))], workspace: workspace).isError)
    }

    @Test func everyPathArgumentIsChecked() throws {
        let (base, root, outside) = try Self.tree()
        defer { try? FileManager.default.removeItem(at: base) }
        let workspace = MCPWorkspace(roots: [root.path], origin: .client, base: root.path)
        try "t,x\n0,0\n0.1,0.5\n0.2,1\n".write(to: outside.appendingPathComponent("curve.csv"), atomically: true, encoding: .utf8)
        let calls: [(String, [(String, JSONValue)])] = [
            ("fit", [("data", .string(outside.appendingPathComponent("curve.csv").path))]),
            ("plot", [("spring", .string("k=1,c=1")), ("overlayData", .string(outside.appendingPathComponent("curve.csv").path))]),
            ("metrics", [("preset", .string("mine")), ("presetFile", .string(outside.appendingPathComponent("mine.json").path))]),
        ]
        for (tool, arguments) in calls {
            let result = ToolCalls.call(tool, arguments, workspace: workspace)
            #expect(result.isError && result.text.contains("is outside the roots"), "\(tool): \(result.text)")
        }
        #expect(MCPToolbox.standard.readsPaths("fit", arguments: calls[0].1))
        #expect(!MCPToolbox.standard.readsPaths("fit", arguments: [("settlingTime", .number(0.3))]))
    }

    @Test func withoutDeclaredRootsTheWorkingDirectoryIsTheRoot() throws {
        let declared = MCPWorkspace.declared(uris: [])
        #expect(declared.origin == .workingDirectory)
        #expect(declared.roots == [Platform.resolvedPath(FileManager.default.currentDirectoryPath)])
        let other = MCPWorkspace.declared(uris: ["https://example.com/project"])
        #expect(other.origin == .workingDirectory)
        let files = MCPWorkspace.declared(uris: ["file:///tmp/a%20b", "file:///srv"])
        #expect(files.origin == .client)
        #expect(files.roots.contains("/srv") || files.roots.contains(Platform.resolvedPath("/srv") ?? "/srv"))
        #expect(files.roots.contains { $0.hasSuffix("/a b") })
        let refused = ToolCalls.call("scan", [("path", .string("/"))], workspace: .workingDirectory())
        #expect(refused.text.contains("is outside the server's working directory (the client declared no roots)"))
    }

    @Test func aPresetFileMustBeARegularFile() throws {
        let (base, root, _) = try Self.tree()
        defer { try? FileManager.default.removeItem(at: base) }
        let fifo = root.appendingPathComponent("presets.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = ToolCalls.call("presets", [("presetFile", .string(fifo))], workspace: MCPWorkspace(roots: [root.path], origin: .client))
        #expect(result.isError && result.text.hasSuffix("not a regular file"), "\(result.text)")
        let data = ToolCalls.call("fit", [("data", .string(fifo))], workspace: MCPWorkspace(roots: [root.path], origin: .client))
        #expect(data.isError && data.text.hasSuffix("not a regular file"), "\(data.text)")
    }
}
