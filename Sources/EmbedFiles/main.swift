// EmbedFiles: writes files into a Swift source as literals, so that an installed springtune
// needs no resource bundle (SwiftPM's resources are a bundle beside the binary, and
// `Bundle.module` traps when the bundle is missing). Run by EmbedFilesPlugin at build time.
//
//   EmbedFiles presets OUTPUT FILE…   BundledPresetFiles: each preset file's path and text
//   EmbedFiles assets OUTPUT FILE…    StudioAssets.files (text) and binaryFilesBase64 (.ico, .png)
//   EmbedFiles docs OUTPUT FILE…      EmbeddedDocuments.files: each document's path and text (SpringMCP)
//
// Text is kept byte for byte in a multi-line raw string literal (`####"""`) whose closing
// delimiter sits in column 0, so no indentation is stripped; a final newline is added when
// missing. A file that is not UTF-8, or that holds the delimiter, stops the build naming it.
import Foundation

/// Stops with one line on stderr.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("EmbedFiles: \(message)\n".utf8))
    exit(1)
}

/// The lines of `opening` + a raw string literal holding the text of `url` + `closing`.
func rawString(of url: URL, opening: String, closing: String) -> [String] {
    guard let data = FileManager.default.contents(atPath: url.path) else { fail("\(url.path): cannot be read") }
    guard var text = String(data: data, encoding: .utf8) else { fail("\(url.path): not UTF-8") }
    if text.contains("\"####") { fail("\(url.path): contains the raw-string delimiter \"####") }
    if !text.hasSuffix("\n") { text += "\n" }
    return ["\(opening)####\"\"\"", text, "\"\"\"####\(closing)"]
}

/// The lines of an enum `name` whose `files` holds each of `inputs`' path (`FOLDER/NAME`) and text.
func pathTable(named name: String, folder: String, summary: String, inputs: [URL]) -> [String] {
    var lines = [
        "// Generated at build time by EmbedFilesPlugin from \(folder)/.",
        "",
        "/// \(summary)",
        "enum \(name) {",
        "    /// Each file's path relative to the repository and its exact contents.",
        "    static let files: [(path: String, contents: String)] = [",
    ]
    for url in inputs {
        lines += rawString(of: url, opening: "        (\"\(folder)/\(url.lastPathComponent)\", ", closing: "),")
    }
    return lines + ["    ]", "}"]
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let kind = arguments.first else { fail("usage: EmbedFiles presets|assets|docs OUTPUT FILE…") }
let output = URL(fileURLWithPath: arguments[arguments.startIndex + 1])
let inputs = arguments.dropFirst(2).map { URL(fileURLWithPath: $0) }.sorted { $0.lastPathComponent < $1.lastPathComponent }
var lines: [String]
switch kind {
case "presets":
    lines = pathTable(named: "BundledPresetFiles", folder: "presets",
                      summary: "The preset files shipped in `presets/`, compiled in so that no resource bundle is needed.", inputs: inputs)
case "assets":
    let binary: Set<String> = ["ico", "png"]
    lines = [
        "// Generated at build time by EmbedFilesPlugin from Sources/SpringStudio/Assets/.",
        "",
        "extension StudioAssets {",
        "    /// Each asset's file name (its path under `/`) and its exact contents.",
        "    public static let files: [String: String] = [",
    ]
    for url in inputs where !binary.contains(url.pathExtension) {
        lines += rawString(of: url, opening: "        \"\(url.lastPathComponent)\": ", closing: ",")
    }
    lines += ["    ]", "", "    /// Each binary asset's file name and its contents, as base64 (decoded by ``binaryFiles``).",
              "    static let binaryFilesBase64: [String: String] = ["]
    let binaries = inputs.filter { binary.contains($0.pathExtension) }
    for url in binaries {
        guard let data = FileManager.default.contents(atPath: url.path) else { fail("\(url.path): cannot be read") }
        let text = data.base64EncodedString()
        let pieces = stride(from: 0, to: text.count, by: 100).map { start -> String in
            let from = text.index(text.startIndex, offsetBy: start)
            return "\"\(text[from..<(text.index(from, offsetBy: 100, limitedBy: text.endIndex) ?? text.endIndex)])\""
        }
        lines.append("        \"\(url.lastPathComponent)\": " + pieces.joined(separator: " +\n            ") + ",")
    }
    if binaries.isEmpty { lines.append("        :") }
    lines += ["    ]", "}"]
case "docs":
    lines = pathTable(named: "EmbeddedDocuments", folder: "docs", summary: "The documents the MCP server serves as resources, compiled in.", inputs: inputs)
default:
    fail("unknown kind '\(kind)': must be presets, assets or docs")
}
do {
    try (lines.joined(separator: "\n") + "\n").write(to: output, atomically: true, encoding: .utf8)
} catch {
    fail("\(output.path): cannot be written (\(error))")
}
