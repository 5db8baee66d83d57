import Foundation

/// Runs the built `springtune` binary (or another program) and captures what it prints:
/// the one launcher every test target uses.
public enum CLI {
    /// A finished run: exit status and everything printed.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The `springtune` executable beside the test bundle.
    public static var executable: URL {
        let bundle = Bundle.main.bundleURL
        let candidates = [
            bundle.deletingLastPathComponent().appendingPathComponent("springtune"),
            bundle.appendingPathComponent("springtune"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("springtune"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Starts `springtune arguments…` (or `program`) in `directory` (default: the temporary
    /// folder) with `environment` added to this process's, stdin `/dev/null`, both outputs piped.
    static func launch(_ arguments: [String], in directory: URL?, environment: [String: String],
                       program: URL?) throws -> (process: Process, out: Pipe, err: Pipe) {
        let process = Process()
        process.executableURL = program ?? executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? FileManager.default.temporaryDirectory
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, out, err)
    }

    /// Runs `springtune arguments…` in `directory` (default: a fresh temporary one).
    public static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                    program: URL? = nil) throws -> Result {
        let (process, out, err) = try launch(arguments, in: directory, environment: environment, program: program)
        // Read both pipes before waiting, so a large output cannot block the child.
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errBox.data
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A new empty temporary directory.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("springtune-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension CLI {
    /// Runs `script` with `/bin/sh -c` in `directory`, with `$SPRINGTUNE` naming the built
    /// binary: for redirections a test cannot make with `Process` (`> /dev/full`, `>&-`).
    public static func shell(_ script: String, in directory: URL? = nil) throws -> Result {
        try run(["-c", script], in: directory, environment: ["SPRINGTUNE": executable.path],
                program: URL(fileURLWithPath: "/bin/sh"))
    }
}
