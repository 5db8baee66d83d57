import Foundation
import SpringIO
@testable import SpringMCP
import SpringRequests
import SpringTestSupport
import Testing

/// The server's parts that need no client: the schemas, the resources, the reader of stdin and
/// the worker's deadline.
struct ServerPartsTests {
    @Test func schemasAreGeneratedFromTheArguments() throws {
        for tool in MCPToolbox.standard.tools {
            let schema = tool.inputSchema
            #expect(schema["type"] == .string("object"))
            #expect(schema["additionalProperties"] == .bool(false))
            guard case .object(let properties)? = schema["properties"] else { Issue.record("\(tool.name): no properties"); continue }
            #expect(properties.map(\.0) == tool.arguments.map(\.name), "\(tool.name)")
            #expect(Set(properties.map(\.0)).count == properties.count, "\(tool.name): a name twice")
            for (name, property) in properties {
                guard case .string(let summary)? = property["description"] else { Issue.record("\(tool.name).\(name): no description"); continue }
                #expect(!summary.isEmpty)
            }
            let required = tool.arguments.filter(\.isRequired).map { JSONValue.string($0.name) }
            #expect(schema["required"] == (required.isEmpty ? nil : .array(required)))
        }
        // Types, choices and ranges come from the requests' typed values.
        let plot = try #require(MCPToolbox.standard.tool(named: "plot")).inputSchema
        #expect(plot["properties"]?["width"] == .object([("type", .string("number")), ("minimum", .number(100)), ("maximum", .number(10_000)),
                                                         ("description", .string("Width in points (PNG pixels at scale 1), 100…10000 (default 900)."))]))
        #expect(plot["properties"]?["theme"]?["enum"] == .array([.string("light"), .string("dark")]))
        let solve = try #require(MCPToolbox.standard.tool(named: "solve")).inputSchema
        #expect(solve["properties"]?["samples"]?["maximum"] == .integer(MCPLimits.standard.maximumSamples))
        #expect(solve["required"] == .array([.string("duration")]))
        let metrics = try #require(MCPToolbox.standard.tool(named: "metrics")).inputSchema
        #expect(metrics["properties"]?["frameRate"]?["exclusiveMinimum"] == .number(0))
        #expect(metrics["properties"]?["frameRate"]?["maximum"] == .number(10_000))
        #expect(metrics["properties"]?["frameLoop"]?["enum"] == .array([.string("idle"), .string("running")]))
        // css's maximum error: [1e-15, 0.5), the exporter's own rule.
        let export = try #require(MCPToolbox.standard.tool(named: "export")).inputSchema
        #expect(export["properties"]?["maxError"]?["minimum"] == .number(1e-15))
        #expect(export["properties"]?["maxError"]?["exclusiveMaximum"] == .number(0.5))
        #expect(export["properties"]?["maxError"]?["maximum"] == nil)
        // Request errors name values as the schema does.
        #expect(RequestField.maximumError.argumentName == "maxError")
        #expect(RequestField.timeStep.argumentName == "dt")
        #expect(RequestField.fit(.overshootPercent).argumentName == "overshoot")
    }

    @Test func resourcesAreTheDocumentsAndThePresets() throws {
        let resources = MCPResources()
        let listed = try resources.list()
        let uris = Set(listed.map(\.uri))
        for name in ["physics.md", "durations.md", "conversions.md", "engine-durations.md"] {
            #expect(uris.contains("springtune://docs/" + name), "\(name)")
        }
        #expect(uris.contains("springtune://presets") && uris.contains("springtune://presets/alert-in"))
        let physics = try resources.read("springtune://docs/physics.md")
        let onDisk = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/physics.md")
        #expect(physics.text == (try String(contentsOf: onDisk, encoding: .utf8)))
        #expect(physics.mimeType == "text/markdown")
        let preset = try resources.read("springtune://presets/alert-in")
        #expect(preset.text == (try ToolCalls.command(["preset", "show", "alert-in", "--format", "json"])))
        #expect(throws: RequestError.self) { try resources.read("springtune://presets/no-such-preset") }
        #expect(throws: RequestError.self) { try resources.read("file:///etc/passwd") }
        #expect(throws: RequestError.self) { try resources.read("springtune://docs/../../Package.swift") }
    }

    /// The lines `bytes` gives the reader, as the reader hands them on.
    static func lines(_ bytes: [UInt8], maximum: Int = 64) throws -> [String] {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        let (input, output) = (descriptors[0], descriptors[1])
        let writer = Thread {
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
                if written <= 0 { break }
                offset += written
            }
            close(output)
        }
        writer.start()
        var lines: [String] = []
        MCPLineReader(input: input, maximumBytes: maximum).run { line in
            switch line {
            case .message(let bytes): lines.append("message " + String(decoding: bytes, as: UTF8.self))
            case .refused(let reason): lines.append("refused " + reason)
            }
        }
        close(input)
        return lines
    }

    @Test func stdinIsReadAsBoundedJSONLines() throws {
        let long = "[" + String(repeating: "1,", count: 200) + "1]"
        let lines = try Self.lines(Array("{\"a\":1}\n\n  \r\n\(long)\nnot json\n[1,2]\r\n{\"b\":\u{0}}\n\u{FF}\n{\"c\":2}".utf8) + [0xFF, 0x0A] + Array("[3]".utf8))
        #expect(lines.count == 8, "\(lines)")
        #expect(lines[0] == "message {\"a\":1}")
        #expect(lines[1] == "refused a message of more than 64 bytes")
        #expect(lines[2].hasPrefix("refused not JSON"))
        #expect(lines[3] == "message [1,2]\r")
        #expect(lines[4].hasPrefix("refused not JSON"))
        #expect(lines[5] == "message {\"c\":2}" || lines[5].hasPrefix("refused not JSON"))
        #expect(lines.last == "message [3]")
        // Nesting deeper than the parser's bound is refused, not recursed into.
        let deep = try Self.lines(Array((String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\n").utf8), maximum: 1 << 20)
        #expect(deep.count == 1 && deep[0].hasPrefix("refused not JSON"))
    }

    @Test func aCallPastItsDeadlineIsAnsweredAndTheNextIsServed() async {
        let worker = MCPWorker()
        let gate = DispatchSemaphore(value: 0)
        let late = await worker.run(timeout: 0.05, late: { "late" }) {
            gate.wait()
            return "done"
        }
        #expect(late == "late")
        gate.signal()
        let next = await worker.run(timeout: 60, late: { "late" }) { "next" }
        #expect(next == "next")
    }
}
