import Foundation

/// A Swift source the repository keeps committed although a script writes it (the embedded
/// presets and studio page, docs/design.md "Generated sources"): the test of each runs the
/// script into a temporary folder and compares the bytes with the committed file.
public struct GeneratedFile: Sendable {
    /// The repository's root folder (this file is Tests/SpringTestSupport/GeneratedFile.swift).
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The generating script, relative to the repository (a python3 script taking `--output PATH`).
    public var script: String
    /// The committed file, relative to the repository.
    public var path: String
    /// The command that rewrites the committed file (`make …`).
    public var command: String

    public init(script: String, path: String, command: String) {
        self.script = script
        self.path = path
        self.command = command
    }

    /// The committed file's bytes.
    public func committed() throws -> Data {
        try Data(contentsOf: Self.repository.appendingPathComponent(path))
    }

    /// What the script writes now, run with `python3 SCRIPT --output` a file in a fresh
    /// temporary folder (the committed file is not touched), with the run's result.
    public func regenerated() throws -> (bytes: Data?, run: CLI.Result) {
        let output = try CLI.temporaryDirectory().appendingPathComponent((path as NSString).lastPathComponent)
        let run = try CLI.run(["python3", Self.repository.appendingPathComponent(script).path, "--output", output.path],
                              program: URL(fileURLWithPath: "/usr/bin/env"))
        return (try? Data(contentsOf: output), run)
    }

    /// What a stale file's test says: which file and the command to run.
    public var staleMessage: String {
        "\(path) is not what \(script) writes from the current sources: run `\(command)` and commit the result"
    }
}
