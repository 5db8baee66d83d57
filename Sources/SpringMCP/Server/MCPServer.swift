// The server exists with the package's `MCP` trait (on by default; Package.swift).
#if MCP
import Dispatch
import Foundation
import Logging
import MCP
import SpringIO
import SpringKit
import SpringRequests
import Synchronization

/// `springtune mcp`: a Model Context Protocol server on stdio, over the official Swift SDK,
/// offering the tools of ``MCPToolbox`` and the resources of ``MCPResources``.
///
/// Protocol messages only on stdout (``MCPStdioTransport``); anything said otherwise goes to
/// stderr. Each tool call is computed on ``MCPWorker``'s thread within
/// ``MCPLimits/callTimeout``; one that names paths first asks the client for its roots
/// (``MCPWorkspace``). Every failure of a call is a tool result with `isError` and the one-line
/// message; the server serves until its stdin ends.
public enum MCPServer {
    /// What the server serves.
    public struct Configuration: Sendable {
        /// The preset files named with `--preset-file`.
        public var presetFiles: [String]
        /// `SPRINGTUNE_PRESET_PATH`, if set.
        public var searchPath: String?
        /// The bounds of a call.
        public var limits: MCPLimits
        /// The server's version.
        public var version: String
        /// The tools.
        public var toolbox: MCPToolbox

        /// A configuration of `presetFiles`, `searchPath`, `limits`, `version` and `toolbox`.
        public init(presetFiles: [String] = [], searchPath: String? = nil, limits: MCPLimits = .standard, version: String,
                    toolbox: MCPToolbox = .standard) {
            self.presetFiles = presetFiles
            self.searchPath = searchPath
            self.limits = limits
            self.version = version
            self.toolbox = toolbox
        }
    }

    /// What the server tells a client about itself when it connects.
    public static let instructions = """
        SpringTune answers spring-animation questions exactly: metrics (settling time, overshoot, …) from the \
        analytic solution or as an engine draws it, conversions between every ecosystem's parameters, engine \
        durations, sampled curves, fits to targets or curves, ready-to-paste code, plots, presets with their \
        sources, and scans of a codebase for the springs written in it. Give springs as specs \
        ([FAMILY:]KEY=NUMBER,… or preset:NAME); resources springtune://docs/… define every number.
        """

    /// Serves on stdin and stdout until stdin ends, reading the preset files first.
    /// - Parameter log: told each line the server says (its start, a failure to write).
    /// - Throws: ``SpringRequests/RequestError`` for a preset file that cannot be read (before
    ///   serving); the transport's error when stdout cannot be written at the start.
    public static func run(_ configuration: Configuration, log: @escaping @Sendable (String) -> Void) throws {
        // A broken preset file stops the server now, with its message, not a call later.
        _ = try MCPResources(presetFiles: configuration.presetFiles, searchPath: configuration.searchPath).library()
        // A client that goes away makes writes fail (EPIPE), not the process die.
        signal(SIGPIPE, SIG_IGN)
        let outcome = Mutex<(any Error)?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await serve(configuration, log: log)
            } catch {
                outcome.withLock { $0 = error }
            }
            done.signal()
        }
        done.wait()
        if let error = outcome.withLock({ $0 }) { throw error }
    }

    /// Serves on `input` and `output` until `input` ends.
    public static func serve(_ configuration: Configuration, input: Int32 = 0, output: StandardStream = .output,
                             log: @escaping @Sendable (String) -> Void) async throws {
        let server = Server(name: "springtune", version: configuration.version, title: "SpringTune", instructions: instructions,
                            capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        let client = ClientState()
        let worker = MCPWorker()
        let toolbox = configuration.toolbox
        let resources = MCPResources(presetFiles: configuration.presetFiles, searchPath: configuration.searchPath)
        let limits = configuration.limits

        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: toolbox.tools.map { tool in
                Tool(name: tool.name, description: tool.summary, inputSchema: Value(tool.inputSchema),
                     annotations: .init(readOnlyHint: true, openWorldHint: false))
            })
        }
        await server.withMethodHandler(CallTool.self) { [weak server] parameters in
            let arguments = (parameters.arguments ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, JSONValue($0.value)) }
            var workspace = MCPWorkspace.workingDirectory()
            if toolbox.readsPaths(parameters.name, arguments: arguments), client.declaresRoots, let server {
                do {
                    workspace = try await roots(of: server, timeout: limits.rootsTimeout)
                } catch {
                    return CallTool.Result(MCPToolResult.failure("the client did not list its roots (roots/list: \(error)): no path can be checked"))
                }
            }
            let context = MCPContext(presetFiles: configuration.presetFiles, searchPath: configuration.searchPath,
                                     workspace: workspace, limits: limits, version: configuration.version)
            let name = parameters.name
            let result = await worker.run(timeout: limits.callTimeout, late: {
                MCPToolResult.failure("\(MCPArguments.excerpt(name)) did not finish within \(NumberStyle.decimal.text(limits.callTimeout)) s: ask for less work (fewer springs, samples or paths)")
            }) {
                toolbox.call(name, arguments: arguments, in: context)
            }
            return CallTool.Result(result)
        }
        await server.withMethodHandler(ListResources.self) { _ in
            do {
                return ListResources.Result(resources: try resources.list().map { resource in
                    Resource(name: resource.name, uri: resource.uri, description: resource.summary, mimeType: resource.mimeType)
                })
            } catch {
                throw MCPError.internalError(RequestError(error).argumentDescription)
            }
        }
        await server.withMethodHandler(ReadResource.self) { parameters in
            do {
                let (text, mimeType) = try resources.read(parameters.uri)
                return ReadResource.Result(contents: [.text(text, uri: parameters.uri, mimeType: mimeType)])
            } catch {
                throw MCPError.invalidParams(RequestError(error).argumentDescription)
            }
        }

        let transport = MCPStdioTransport(input: input, output: output, maximumMessageBytes: limits.maximumMessageBytes,
                                          logger: Logger(label: "springtune.mcp") { _ in SwiftLogNoOpLogHandler() })
        try await server.start(transport: transport) { info, capabilities in
            client.connected(declaringRoots: capabilities.roots != nil)
            log("springtune mcp: \(info.name) \(info.version) connected\(capabilities.roots != nil ? " (roots declared)" : "")")
        }
        log("springtune mcp \(configuration.version): serving \(toolbox.tools.count) tools on stdio")
        await server.waitUntilCompleted()
        await server.stop()
    }

    /// The workspace of the roots the client lists, asked with `roots/list`.
    /// - Throws: the client's error, or a timeout after `timeout` seconds (the request is then
    ///   left unanswered: a client that never answers holds nothing but that request).
    static func roots(of server: Server, timeout: Double) async throws -> MCPWorkspace {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<MCPWorkspace, any Error>) in
            let answer = FirstAnswer(continuation)
            Task {
                do {
                    answer.resume(with: .success(MCPWorkspace.declared(uris: try await server.listRoots().map(\.uri))))
                } catch {
                    answer.resume(with: .failure(error))
                }
            }
            Task {
                try? await Task.sleep(for: .seconds(timeout))
                answer.resume(with: .failure(RootsTimeout(seconds: timeout)))
            }
        }
    }

    /// A continuation resumed by whichever of its answers comes first.
    final class FirstAnswer<Value: Sendable>: Sendable {
        private let continuation: Mutex<CheckedContinuation<Value, any Error>?>

        init(_ continuation: CheckedContinuation<Value, any Error>) {
            self.continuation = Mutex(continuation)
        }

        /// Resumes the continuation with `result`, unless it was resumed already.
        func resume(with result: Result<Value, any Error>) {
            continuation.withLock { pending in
                pending?.resume(with: result)
                pending = nil
            }
        }
    }

    /// The client did not answer `roots/list` in time.
    struct RootsTimeout: Error, CustomStringConvertible {
        var seconds: Double
        var description: String { "no answer within \(NumberStyle.decimal.text(seconds)) s" }
    }

    /// What the client declared when it connected.
    final class ClientState: Sendable {
        private let roots = Mutex(false)
        /// Whether the client declared the roots capability.
        var declaresRoots: Bool { roots.withLock { $0 } }
        /// Records the client's capabilities.
        func connected(declaringRoots: Bool) { roots.withLock { $0 = declaringRoots } }
    }
}

extension CallTool.Result {
    /// A tool's result as the SDK's: text and image content (base64), structured content, `isError`.
    init(_ result: MCPToolResult) {
        let content: [Tool.Content] = result.content.map { block in
            switch block {
            case .text(let text): .text(text: text, annotations: nil, _meta: nil)
            case .image(let bytes, let mimeType): .image(data: Data(bytes).base64EncodedString(), mimeType: mimeType, annotations: nil, _meta: nil)
            }
        }
        self.init(content: content, structuredContent: result.structured.map(Value.init), isError: result.isError)
    }
}
#endif
