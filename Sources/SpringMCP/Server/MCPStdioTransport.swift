// The server exists with the package's `MCP` trait (on by default; Package.swift).
#if MCP
import Foundation
import Logging
import MCP
import SpringIO

/// MCP's stdio transport, bounded: one JSON-RPC message per line of stdin, each answer one
/// line of stdout (written whole through SpringIO's ``SpringIO/StandardStream``, so a failed
/// write is an error, never a trap). Unlike the SDK's `StdioTransport`, a line is read by a
/// thread of its own with blocking reads (stdin is left as it is, not made non-blocking), a
/// line longer than ``MCPLimits/maximumMessageBytes`` is dropped as it arrives (never held in
/// memory) and answered with a JSON-RPC parse error, and so is a line that is not JSON (SpringIO's
/// ``SpringIO/JSONParser``: UTF-8, at most 256 levels deep), before the SDK decodes anything.
/// The end of stdin ends the stream of messages.
actor MCPStdioTransport: Transport {
    nonisolated let logger: Logger
    private let input: Int32
    private let output: StandardStream
    private let maximumMessageBytes: Int
    private let messages: AsyncThrowingStream<Data, Swift.Error>
    private let continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation
    private var started = false

    /// A transport reading `input` and writing `output`.
    init(input: Int32 = 0, output: StandardStream = .output, maximumMessageBytes: Int, logger: Logger) {
        self.input = input
        self.output = output
        self.maximumMessageBytes = maximumMessageBytes
        self.logger = logger
        (messages, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
    }

    func connect() async throws {
        guard !started else { return }
        started = true
        let reader = MCPLineReader(input: input, maximumBytes: maximumMessageBytes)
        let continuation = continuation
        let thread = Thread { [weak self] in
            reader.run { line in
                switch line {
                case .message(let bytes):
                    continuation.yield(Data(bytes))
                case .refused(let reason):
                    let answer = MCPStdioTransport.parseError(reason)
                    Task { try? await self?.send(answer) }
                }
            }
            continuation.finish()
        }
        thread.name = "springtune.mcp.stdin"
        thread.start()
    }

    func disconnect() async {
        continuation.finish()
    }

    func send(_ data: Data) async throws {
        var bytes = [UInt8](data)
        bytes.append(UInt8(ascii: "\n"))
        do {
            try output.write(bytes)
        } catch {
            // The client is gone: stop reading too.
            continuation.finish()
            throw error
        }
    }

    func receive() -> AsyncThrowingStream<Data, Swift.Error> { messages }

    /// A JSON-RPC parse error (code -32700, id null) saying `reason`.
    static func parseError(_ reason: String) -> Data {
        let value: JSONValue = .object([
            ("jsonrpc", .string("2.0")), ("id", .null),
            ("error", .object([("code", .integer(-32700)), ("message", .string("Parse error: \(reason)"))])),
        ])
        return Data(value.serialized(pretty: false).utf8)
    }
}

#endif
