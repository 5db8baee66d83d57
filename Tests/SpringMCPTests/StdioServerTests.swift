// The server exists with the package's `MCP` trait (on by default; Package.swift).
#if MCP
import Foundation
import SpringIO
@testable import SpringMCP
import SpringTestSupport
import Testing

/// The server in process, over a pair of pipes, spoken to line by line as a client would:
/// the handshake, a call, the roots it asks for (and a client that never lists them), and
/// its end when its input closes. The client's blocking reads and writes run on a thread of
/// their own (``conversation(_:)``), never on Swift's cooperative pool, which the server needs.
@Suite(.serialized)
struct StdioServerTests {
    /// What `body` returns, run on a new thread.
    static func conversation<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    /// A server serving on pipes, and the client's ends.
    final class Connection: @unchecked Sendable {
        let toServer: Int32, fromServer: Int32
        private var pending: [UInt8] = []
        let served: Task<Void, any Error>

        init(limits: MCPLimits = .standard) {
            var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
            _ = pipe(&input)
            _ = pipe(&output)
            toServer = input[1]
            fromServer = output[0]
            let configuration = MCPServer.Configuration(limits: limits, version: "0.1.0")
            let (serverInput, serverOutput) = (input[0], output[1])
            served = Task {
                defer { close(serverInput); close(serverOutput) }
                try await MCPServer.serve(configuration, input: serverInput, output: StandardStream(descriptor: serverOutput, name: "pipe"),
                                          log: { _ in })
            }
        }

        /// Sends one message.
        func send(_ object: JSONValue) {
            let bytes = Array((object.serialized(pretty: false) + "\n").utf8)
            _ = bytes.withUnsafeBytes { write(toServer, $0.baseAddress, $0.count) }
        }

        /// The next message the server writes.
        func receive() throws -> JSONValue {
            while true {
                if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = Array(pending[..<newline])
                    pending.removeFirst(newline + 1)
                    return try JSONParser.parse(line)
                }
                var buffer = [UInt8](repeating: 0, count: 65_536)
                let count = buffer.withUnsafeMutableBytes { read(fromServer, $0.baseAddress, $0.count) }
                guard count > 0 else { throw CancellationError() }
                pending += buffer[..<count]
            }
        }

        /// Sends a request and returns the message answering it, after `answering` has
        /// answered any request the server sends meanwhile.
        func request(_ id: Int, _ method: String, _ parameters: JSONValue,
                     answering: (JSONValue) -> JSONValue? = { _ in nil }) throws -> JSONValue {
            send(.object([("jsonrpc", .string("2.0")), ("id", .integer(id)), ("method", .string(method)), ("params", parameters)]))
            while true {
                let message = try receive()
                if message["id"] == .integer(id), message["method"] == nil { return message }
                if let method = message["method"], let answer = answering(method), let requestID = message["id"] {
                    send(.object([("jsonrpc", .string("2.0")), ("id", requestID), ("result", answer)]))
                }
            }
        }

        /// The handshake, declaring `capabilities`.
        func initialize(capabilities: JSONValue = .object([])) throws -> JSONValue {
            let answer = try request(1, "initialize", .object([
                ("protocolVersion", .string("2025-11-25")), ("capabilities", capabilities),
                ("clientInfo", .object([("name", .string("test")), ("version", .string("1"))])),
            ]))
            send(.object([("jsonrpc", .string("2.0")), ("method", .string("notifications/initialized"))]))
            return answer
        }

        /// Closes the server's input and waits for it to end.
        func finish() async throws {
            close(toServer)
            try await served.value
            close(fromServer)
        }
    }

    @Test func aClientIsServedUntilItsInputCloses() async throws {
        let connection = Connection()
        try await Self.conversation {
        let hello = try connection.initialize()
        #expect(hello["result"]?["serverInfo"]?["name"] == .string("springtune"))
        let tools = try connection.request(2, "tools/list", .object([]))
        guard case .array(let listed)? = tools["result"]?["tools"] else { Issue.record("no tools"); return }
        #expect(listed.compactMap { $0["name"] } == MCPToolbox.standard.tools.map { .string($0.name) })
        let call = try connection.request(3, "tools/call", .object([("name", .string("metrics")),
                                                                   ("arguments", .object([("spring", .string("k=100,c=10"))]))]))
        let expected = ToolCalls.call("metrics", [("spring", .string("k=100,c=10"))])
        #expect(call["result"]?["content"]?[0]?["text"] == .string(expected.text))
        #expect(call["result"]?["isError"] == .bool(false))
        #expect(call["result"]?["structuredContent"]?["dampingRatio"] != nil)
        let refused = try connection.request(4, "tools/call", .object([("name", .string("metrics")),
                                                                      ("arguments", .object([("spring", .string("k=-1,c=1"))]))]))
        #expect(refused["result"]?["isError"] == .bool(true))
        }
        try await connection.finish()
    }

    @Test func pathsAreCheckedAgainstTheRootsTheClientLists() async throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "let a = Animation.spring(duration: 0.5, bounce: 0.3)\n".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let connection = Connection()
        try await Self.conversation {
        _ = try connection.initialize(capabilities: .object([("roots", .object([("listChanged", .bool(false))]))]))
        var asked = 0
        let roots: (JSONValue) -> JSONValue? = { method in
            guard method == .string("roots/list") else { return nil }
            asked += 1
            return .object([("roots", .array([.object([("uri", .string(folder.absoluteURL.absoluteString))])]))])
        }
        let inside = try connection.request(2, "tools/call", .object([("name", .string("scan")), ("arguments", .object([("path", .string(folder.path))]))]),
                                            answering: roots)
        #expect(inside["result"]?["isError"] == .bool(false))
        #expect(inside["result"]?["structuredContent"]?["filesScanned"] == .integer(1))
        let outside = try connection.request(3, "tools/call", .object([("name", .string("scan")), ("arguments", .object([("path", .string("/"))]))]),
                                             answering: roots)
        #expect(outside["result"]?["isError"] == .bool(true))
        // A call that reads no path does not ask.
        _ = try connection.request(4, "tools/call", .object([("name", .string("convert")), ("arguments", .object([("spring", .string("k=1,c=1"))]))]),
                                   answering: roots)
        #expect(asked == 2)
        }
        try await connection.finish()
    }

    @Test func aClientThatNeverListsItsRootsGetsAToolError() async throws {
        let connection = Connection(limits: MCPLimits(rootsTimeout: 0.2))
        try await Self.conversation {
        _ = try connection.initialize(capabilities: .object([("roots", .object([]))]))
        let call = try connection.request(2, "tools/call", .object([("name", .string("scan")), ("arguments", .object([("path", .string("."))]))]))
        #expect(call["result"]?["isError"] == .bool(true))
        guard case .string(let text)? = call["result"]?["content"]?[0]?["text"] else { Issue.record("no text"); return }
        #expect(text.hasPrefix("the client did not list its roots"))
        }
        try await connection.finish()
    }
}
#endif
